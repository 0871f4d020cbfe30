import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 14, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh23.ts` and `fresh24.ts` (corpus/fresh23.first-run.txt,
 * corpus/fresh24.first-run.txt), in other wordings and mostly other languages than their strings — words for
 * "@" and "." the rule did not know (Swedish "prick", Icelandic "hjá" and "punktur", Welsh "malwoden", Basque
 * "a bildua", Maltese "fuq" and "punt", the Ukrainian and Russian snail), an address given as a login or user
 * name and a named webmail provider, an address or a site described as a name and a country's ending, links
 * with odd dots (a middle dot, a bullet, a line break, spaced dots, a dot word of Vietnamese, an IDN label of
 * Japanese or Chinese script), phone numbers in number words of Sinhala, Irish, Croatian, Serbian, Albanian,
 * Urdu, Hausa, Zulu and Italian compounds, and numbers dictated as a start, a middle and an end; and hard
 * negatives: provider and country names in honest text, the same rare words in their everyday sense, bullets,
 * labelled codes (contract, order, campaign, tax, tracking, IBAN and registration numbers) and number words in
 * prices, counts and dates. Written before any rule changed for round 14 and run once as written (the figure
 * is in the README's "Round 14, contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers
 * wrongly after it.
 */

// Words for "@" and "." the rule did not know, in a spelled address.
const R14_RARE_WORDS = entries("email_address", "email-at-dot-rare-words", [
  ["Skicka offerten till info snabel-a glassbaren prick se så svarar vi i morgon.", "sv"],
  ["Mejla oss: kontakt snabel-a surdegsbageriet prick nu", "sv"],
  ["Hör av dig till hej hos kanelhuset prick se om du vill vara med.", "sv"],
  ["Netfang fyrir umsóknir: umsokn hjá kaffihusid punktur is", "is"],
  ["Sendu okkur línu á sala hjá ullarbudin punktur com", "is"],
  ["E-bostiwch ni: ymholiadau malwoden caws-cymru dot com", "cy"],
  ["Cyfeiriad e-bost: helo malwoden siop-lechi pwynt cymru", "cy"],
  ["Idatzi helbide honetara: info a bildua sagardotegia puntu com", "eu"],
  ["Posta elektronikoa: kaixo a-bildua txakoli-etxea puntu eus", "eu"],
  ["Ikteb lil info fuq pastizzeriamalta punt mt għal aktar dettalji.", "mt"],
  ["L-indirizz elettroniku hu bookings fuq ftira-house punt com.", "mt"],
  ["Скиньте відео: логін — maryna.koval, поштовий сервіс — i.ua, між ними равлик.", "uk"],
  ["Адреса: sklad равлик vyshyvanka крапка com.ua", "uk"],
  ["Почта: ивент — логин promo.leto, сервис mail.ru, между ними собачка.", "ru"],
]);

// An address given as a login or user name and a named webmail provider, the sign not written.
const R14_PROVIDER = entries("email_address", "email-login-named-provider", [
  ["Username: summer.collabs, and it's on Gmail. You know how to put that together.", "en"],
  ["Our inbox is the handle glowfarm.team on Yahoo, just add the usual symbol.", "en"],
  ["Login poczty: kawiarnia.jesien, konto na Onecie. Wystarczy połączyć małpką.", "pl"],
  ["Používateľské meno schránky: leto.kampan, poskytovateľ Azet.sk.", "sk"],
  ["Uživatelské jméno: spoluprace.jaro, schránka je na Seznamu.", "cs"],
  ["Der Benutzername ist kooperation.herbst, das Postfach liegt bei GMX.", "de"],
  ["Nom d'utilisateur : partenariats.ete, boîte chez Gmail — tu vois le reste.", "fr"],
  ["Nome utente pasticceria.sole, casella su Libero Mail.", "it"],
  ["Kullanıcı adımız kahve.ortaklik, Gmail hesabında.", "tr"],
  ["Felhasználónév: nyari.kampany, a fiók a Google ingyenes levelezőjén van.", "hu"],
  ["Логин ящика vesna.promo, а сам ящик на Яндексе.", "ru"],
  ["Логін скриньки osin.kava, скринька на Gmail.", "uk"],
  ["اسم المستخدم cafe.alnoor والبريد على جيميل.", "ar"],
  ["نام کاربری ما chai.bahar است، روی یاهو میل.", "fa"],
  ["यूज़रनेम masala.collab है, और मेल जीमेल पर है।", "hi"],
  ["ইউজারনেম chaer.dokan, মেইল ইয়াহুতে।", "bn"],
  ["아이디는 bom.cafe2025, 다음 메일(한메일)입니다.", "ko"],
  ["ユーザー名は matcha.lab、ジーメールです。", "ja"],
  ["账号 huacha2025，用的是网易163邮箱。", "zh"],
  ["ชื่อผู้ใช้ cha.yen.collab อยู่บนจีเมล", "th"],
  ["Tên đăng nhập caphe.hopdong, hộp thư Gmail nhé.", "vi"],
]);

// An address described as a user part, a brand name and a country's ending.
const R14_COUNTRY_EMAIL = entries("email_address", "email-name-country-ending", [
  ["The mailbox is hello, the domain is our brand maplecrate, and it ends in Canada's two letters.", "en"],
  ["Postfach: info, Domain ist unser Name bergkäse mit der österreichischen Endung.", "de"],
  ["Boîte : contact, domaine : le nom de la marque fromagerie-alpine, avec l'extension de la Suisse.", "fr"],
  ["El buzón es ventas, el dominio es nuestra marca yerbamate-sur con la terminación de Argentina.", "es"],
  ["A caixa é parcerias, o domínio é o nome da marca docedeleite com a terminação do Brasil.", "pt"],
  ["Skrzynka: wspolpraca, domena to nazwa marki pierogarnia z polską końcówką.", "pl"],
  ["Postiosoite: alkuosa myynti, loppuosa yrityksen nimi saunatuote ja Suomen maatunnus.", "fi"],
  ["Адрес почты: ящик zakaz, домен — название бренда pryaniki в российской доменной зоне.", "ru"],
]);

// A site described as a name and a country's ending.
const R14_COUNTRY_LINK = entries("link_not_allowed", "link-name-country-ending", [
  ["Find the shop by typing our name kiwicrate and adding New Zealand's commercial ending, co nz.", "en"],
  ["Unsere Seite: bergkäse, danach die österreichische Länderendung.", "de"],
  ["Le site : fromagerie-alpine suivi de l'extension suisse.", "fr"],
  ["La tienda está en yerbamate-sur con la terminación de Argentina al final.", "es"],
  ["A loja online é docedeleite seguido da terminação do Brasil, com br.", "pt"],
  ["Strona sklepu: pierogarnia i na końcu polska końcówka domeny.", "pl"],
  ["Web obchodu: bryndza-shop a za ním slovenská národná koncovka.", "sk"],
  ["Sitemiz: simitsarayi, ardından Türkiye'nin ticari uzantısı com tr.", "tr"],
  ["Tovuti ya duka: kahawatamu, ikifuatiwa na kikoa cha Tanzania (co tz).", "sw"],
  ["Website kami: kopi-senja, lalu akhiran domain Indonesia co id.", "id"],
  ["Sajt radnje: ajvar-kuca i na kraju srpski nacionalni domen.", "sr"],
  ["Weboldalunk: langos-bar, utána a magyar országvégződés.", "hu"],
]);

// Links with odd dots: a middle dot, a bullet, a line break, spaced dots, a dot word, an IDN label.
const R14_ODD_DOTS = entries("link_not_allowed", "link-odd-dots", [
  ["Anmeldung unter waldbeere · de", "de"],
  ["Inscriptions : fromagerie-brie ∙ fr", "fr"],
  ["Katalog: kawiarnia-lipa • pl", "pl"],
  ["Più info su pastafresca ● it/estate", "it"],
  ["Infos: zuckerbaecker\n.at", "de"],
  ["Pagina: toamna-dulce\n. ro / campanie", "ro"],
  ["Detalhes em acai-norte . com . br / verao", "pt"],
  ["Đăng ký tại caphe-sua . vn nhé.", "vi"],
  ["Đăng ký ở banhmi-ngon chấm com chấm vn", "vi"],
  ["Xem thêm tại trasua-xanh chấm vn/khuyen-mai", "vi"],
  ["신청: kimbap-house . co . kr / event", "ko"],
  ["Подробности: medovik . ru / akciya", "ru"],
  ["詳しくは 抹茶の里.jp まで。", "ja"],
  ["活动详情请看 花茶坊.cn。", "zh"],
  ["자세한 내용은 한빛카페.kr 에서 확인하세요.", "ko"],
  ["Kayıt: lokum-evi ● com ● tr", "tr"],
]);

// Phone numbers in number words of languages the rule did not read, and Italian glued compounds.
const R14_NUMBER_WORDS = entries("phone_number", "phone-number-words-r14", [
  ["දුරකථන අංකය: බිංදුව හය පහ, හත අට නවය, එක දෙක තුන හතර", "si"],
  ["Cuir glao orm: a náid, a hocht, a sé, a haon, a dó, a trí, a ceathair, a cúig, a sé, a seacht.", "ga"],
  ["Nazovite nas: nula devedeset jedan, pa dvjesto trideset četiri, pa pedeset šest sedamdeset osam.", "hr"],
  ["Pozovite: nula šezdeset četiri, sto dvadeset tri, četrdeset pet, šezdeset sedam.", "bs"],
  ["Телефон: нула шездесет три, па триста двадесет један, па четрдесет пет педесет шест.", "sr"],
  ["Më telefononi: zero gjashtë tetë, pastaj një dy tre, pastaj katër pesë gjashtë shtatë.", "sq"],
  ["واٹس ایپ: صفر تین دو ایک، پھر چار پانچ چھ، پھر سات آٹھ نو صفر۔", "ur"],
  [
    "Ku kira wannan lamba: sifili, bakwai, sifili, sannan biyu, uku, huɗu, sannan biyar, shida, takwas, tara.",
    "ha",
  ],
  ["Shayela le nombolo: uziro, isikhombisa, uziro, bese kunye, kubili, kuthathu, bese kune, kuhlanu.", "zu"],
  ["Scrivici su WhatsApp al tre tre otto, poi quattrocentocinquantasei, poi settantottonovanta.", "it"],
  ["Telefono del negozio: zero sei, poi trecentoventuno, poi cinquantaquattro, sessantasette.", "it"],
  ["Piga simu: sifuri saba moja mbili, kisha tatu nne tano, kisha sita saba nane.", "sw"],
]);

// A number dictated as its start, its middle and its end.
const R14_SPLIT = entries("phone_number", "phone-start-middle-end", [
  ["Call Dana: it starts with 0412, goes on with 345 and ends with 678.", "en"],
  ["Ring mig: numret börjar på 073, sedan 456 och slutar på 78 90.", "sv"],
  ["Ring oss: nummeret starter med 912, fortsetter med 34 og slutter med 567.", "no"],
  ["Ruf an: die Nummer beginnt mit 0170, geht weiter mit 123 und endet mit 4567.", "de"],
  ["Llámanos: empieza por 612, sigue con 345 y acaba en 678.", "es"],
  ["핸드폰 앞자리 010, 중간 번호 9876, 뒷자리 5432로 연락 주세요.", "ko"],
  ["電話番号の最初は090、真ん中は1234、最後は5678です。", "ja"],
  ["Zavolej mi na 604 – pak ještě tři trojice: 123, 456, 789.", "cs"],
  ["Pokliči me na 031 – nato še trije pari: 12, 34, 56.", "sl"],
  ["Zadzwoń: pierwsze trzy cyfry 601, potem 234, na końcu 567.", "pl"],
]);

const ROUND14_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R14_RARE_WORDS,
  ...R14_PROVIDER,
  ...R14_COUNTRY_EMAIL,
  ...R14_COUNTRY_LINK,
  ...R14_ODD_DOTS,
  ...R14_NUMBER_WORDS,
  ...R14_SPLIT,
];

// Provider names in honest text.
const R14_PROVIDER_HONEST = entries(null, "legitimate-provider-names", [
  ["Film it on your Google Pixel in natural light, no filters.", "en"],
  ["Mention our Yahoo Finance interview from March in one sentence.", "en"],
  ["Płatność przez Naver Pay nie jest wymagana; pokaż tylko opakowanie.", "pl"],
  ["Nagraj relację z targów; artykuł o marce ukazał się na Onecie w maju.", "pl"],
  ["Spomeň, že o nás písal Azet v rubrike jedlo.", "sk"],
  ["Zmiňte, že nás Seznam Zprávy zařadily mezi deset nejlepších kaváren.", "cs"],
  ["Der Beitrag soll zeigen, wie du die App mit deinem Gmail-Kalender verbindest.", "de"],
  ["Montre comment tu ranges tes photos dans Google Drive avant le tournage.", "fr"],
  ["Consigli: usa Google Maps per mostrare come arrivare al locale.", "it"],
  ["Упомяните, что нас можно найти в Яндекс Картах по названию кофейни.", "ru"],
  ["ویدیو را با گوشی بگیرید و در پایان بگویید که ما را در گوگل مپ پیدا کنند.", "fa"],
  ["네이버 블로그 리뷰를 함께 올려 주시면 추가 보너스가 있어요.", "ko"],
  ["QQ音乐的歌单可以作为背景音乐，但不要超过十五秒。", "zh"],
  ["Yahoo!ショッピングの店舗ページは動画内で紹介しないでください。", "ja"],
  ["জিমেইল বা অন্য কোনো অ্যাপ স্ক্রিনে দেখাবেন না।", "bn"],
  ["Arată cum folosești Yahoo Mail pe telefon doar ca fundal, fără adresă vizibilă.", "ro"],
]);

// Country endings and country names in honest text.
const R14_COUNTRY_HONEST = entries(null, "legitimate-country-endings", [
  ["Highlight the German engineering of the grinder and its Swiss-made burrs.", "en"],
  ["Die österreichische Ausgabe des Katalogs erscheint im Mai.", "de"],
  ["Le fromage porte l'appellation suisse ; mentionne-la une fois.", "fr"],
  ["El vino lleva la denominación de Argentina y termina con notas de vainilla.", "es"],
  ["A receita termina com um toque do Brasil: doce de leite caseiro.", "pt"],
  ["Pokaż polską końcówkę sezonu: ostatnie truskawki z targu.", "pl"],
  ["Videon ska sluta med Sveriges flagga och vår logga.", "sv"],
  ["Türkiye'nin ticari başkenti İstanbul'da çekim yapılacak.", "tr"],
  ["Kampeni hii ni kwa Kenya na Tanzania tu, wafuasi 10k na zaidi.", "sw"],
  ["Videon loppuosa: Suomen lippu ja tuotepakkaus samassa kuvassa.", "fi"],
  ["The brand name maplecrate must appear on screen in the first three seconds.", "en"],
  ["Сайт бренда появится позже, пока упоминайте только название pryaniki.", "ru"],
]);

// The rare "@" and "." words in their everyday sense.
const R14_RARE_HONEST = entries(null, "legitimate-rare-words-everyday", [
  ["Sätt pricken över i:et med en närbild på kanelbullen.", "sv"],
  ["Filma hos oss i bageriet, prick klockan nio.", "sv"],
  ["Takið upp myndbandið hjá okkur á kaffihúsinu, punktur.", "is"],
  ["Fuq il-mejda poġġi l-pastizzi u ħu ritratt fuq il-lemin.", "mt"],
  ["Il-punt ewlieni: uri l-prodott fuq l-ixkaffa għal tliet sekondi.", "mt"],
  ["Dangoswch y falwoden ar y label, mae'n rhan o'r logo.", "cy"],
  ["Malwoden yw ein masgot; gwisgwch y crys-t gyda'r falwoden.", "cy"],
  ["Logoan a bildua agertu behar da, puntu horretan hasi.", "eu"],
  ["Равлик — наш талісман, покажіть його на упаковці крупним планом.", "uk"],
  ["Покажите собачку бренда на коробке, это наш маскот.", "ru"],
]);

// Bullets and odd dots in lists.
const R14_BULLETS = entries(null, "legitimate-bullets-lists", [
  ["Deliverables · one reel · three stories · one photo", "en"],
  ["Leistungen ● 1 Reel ● 2 Stories ● Nutzungsrechte 3 Monate", "de"],
  ["Formato • 9:16 • 30 s • sottotitoli", "it"],
  ["Requisitos ∙ 10k seguidores ∙ público en México", "es"],
  ["Zadania · film 30 s · zdjęcie · relacja", "pl"],
  ["Hashtagi: #lato · #kawa · #jesien", "pl"],
  ["Tone: warm · honest · no hard sell\n.Keep it under a minute", "en"],
  ["Nhiệm vụ ● 1 video ● 2 ảnh ● đăng trước thứ Sáu", "vi"],
]);

// Labelled codes: contract, order, campaign, tax, tracking, IBAN and registration numbers.
const R14_CODES = entries(null, "legitimate-labelled-codes", [
  ["Tracking code of the sample parcel: RR 4412 8890 123 GB.", "en"],
  ["Sendungsnummer: LX 0987 6543 210 DE – bitte im Video nicht zeigen.", "de"],
  ["Código de rastreamento: OA 5566 7788 990 BR.", "pt"],
  ["Номер договору: 044-567-89-01/2025, вкажіть його в акті.", "uk"],
  ["Номер договора 812-345-67-89/2025 от 3 марта.", "ru"],
  ["Numer umowy: 601-234-56-78/2025, podaj go na fakturze.", "pl"],
  ["رقم الطلب: 0559876543 — اكتبه في خانة المرجع.", "ar"],
  ["رقم العقد 0123456789 يجب ذكره في الفاتورة.", "ar"],
  ["شماره قرارداد: ۰۹۱۲۳۴۵۶۷۸۹ را در فاکتور بنویسید.", "fa"],
  ["A cég adószáma: 87654321-1-13, cégjegyzékszáma 01-09-123456.", "hu"],
  ["Adószám: 24681357-2-41 — a számlára kerüljön.", "hu"],
  ["Kampanjanummer 0701234567 ska stå på fakturan.", "sv"],
  ["Numero campagna: 3471234567, da indicare in fattura.", "it"],
  ["Número de campaña: 6123456789; ponlo en la factura.", "es"],
  ["IBAN: DE89 3704 0044 0532 0130 00 (für die Auszahlung).", "de"],
  ["IBAN: PL61 1090 1014 0000 0712 1981 2874", "pl"],
  ["Registrační číslo zakázky: 604-123-456/2025.", "cs"],
  ["Sipariş numarası: 532-123-45-67/2025, faturaya yazın.", "tr"],
  ["注文番号：090-1234-5678-2025（請求書に記載）", "ja"],
  ["合同编号：138-0013-8000/2025，请写在发票上。", "zh"],
  ["계약 번호 010-1234-5678-01 을 세금계산서에 적어 주세요.", "ko"],
  ["Mã hợp đồng: 0912 345 678/HĐ, ghi trên hóa đơn.", "vi"],
  ["Nomor kontrak: 0812-3456-7890/2025 dicantumkan di invoice.", "id"],
  ["Referans kodu TR 5321 2345 678 TR kargo için.", "tr"],
  ["Numéro de commande : 06 12 34 56 78/2025 à rappeler sur la facture.", "fr"],
  ["Ordernummer 0612345678 – vermeld dit op je factuur.", "nl"],
]);

// Number words in honest text: prices, counts, dates.
const R14_NUMBER_HONEST = entries(null, "legitimate-number-words-honest", [
  ["Plaćamo dvjesto pedeset eura po videu, pa još pedeset za priču.", "hr"],
  ["Treba nam devedeset osam sekundi materijala, pa sto dvadeset fotografija.", "hr"],
  ["Рок за објаву је двадесет три дана, па још пет за измене.", "sr"],
  ["Pagesa: treqind euro, pastaj pesëdhjetë për çdo story.", "sq"],
  ["ویڈیو تین منٹ کی ہو، پھر دو تصویریں اور ایک اسٹوری۔", "ur"],
  ["Biya: naira dubu hamsin, sannan kari dubu goma.", "ha"],
  ["Sifuna amavidiyo amabili, bese kuba nezithombe ezintathu.", "zu"],
  ["Il compenso è trecentoquaranta euro, poi milleduecento per l'anno.", "it"],
  ["Tá trí fhíseán de dhíth, ansin a dó grianghraf.", "ga"],
  ["වීඩියෝ තුනක්, පින්තූර දෙකක් ඕනෑ.", "si"],
  ["The brief starts with 3 hooks, continues with 2 demos and ends with 1 call to action.", "en"],
  ["Videon börjar med 10 sekunder intro, fortsätter med 30 och slutar med 15.", "sv"],
  ["영상 앞부분은 10초, 가운데는 30초, 끝부분은 15초로 해 주세요.", "ko"],
  ["Pošlji 3 videe – nato še trije pari fotografij: 2, 2, 2.", "sl"],
  ["Ab 2025 gilt: 120 Sekunden, danach 45 und zum Schluss 10.", "de"],
  ["Plazos: empieza el 12, sigue el 19 y termina el 26 de mayo.", "es"],
]);

const ROUND14_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R14_PROVIDER_HONEST,
  ...R14_COUNTRY_HONEST,
  ...R14_RARE_HONEST,
  ...R14_BULLETS,
  ...R14_CODES,
  ...R14_NUMBER_HONEST,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND14_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND14_CONTACT_REFUSE_ALL,
  ...ROUND14_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 14 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Swedish "hos" ("at someone's") is not read as "@": it is an everyday word, and "se" after "prick" is "see".
  "Hör av dig till hej hos kanelhuset prick se om du vill vara med.",
  // "settantottonovanta" glues two numbers (78 and 90) into a word no Italian compound spells.
  "Scrivici su WhatsApp al tre tre otto, poi quattrocentocinquantasei, poi settantottonovanta.",
]);

export const ROUND14_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND14_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND14_CONTACT: CorpusEntry[] = ROUND14_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
