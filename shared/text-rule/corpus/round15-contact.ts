import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 15, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh25.ts` and `fresh26.ts` (corpus/fresh25.first-run.txt,
 * corpus/fresh26.first-run.txt), in other wordings and mostly other languages than their strings — an e-mail
 * address described in words (a local part, the at-sign by its folk name or described, a brand name and a
 * country's ending described), a site described as a brand name and a country's, a region's or a commercial
 * ending, phone numbers in number words of rarer languages; and hard negatives: the same folk names in their
 * everyday sense (snails, monkeys, little dogs, worms), endings of stories and seasons, country adjectives,
 * brand names and first names with no contact, years and dates, tax, company and article numbers. Written
 * before any rule changed for round 15 and run once as written (the figure is in the README's "Round 15,
 * contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// An address described: a local part, the at-sign by its folk name, a brand name and a country's ending.
const R15_FOLK_EMAIL = entries("email_address", "email-atsign-folkname", [
  [
    "Bewerbungen an Jana: der Vorname, dann der Klammeraffe, dann die Marke wollwerk und die deutsche Endung.",
    "de",
  ],
  [
    "Schreib Timo: sein Vorname ohne Umlaut, das At-Zeichen, unser Name sonnhalde und die Schweizer Endung.",
    "de",
  ],
  ["Pište Petře: jméno bez diakritiky, zavináč, značka horalka a česká koncovka.", "cs"],
  ["Napíšte Zuzke: meno bez dĺžňov, potom zavináč, potom značka tatrmilk a slovenská koncovka.", "sk"],
  ["Jelentkezés Gábornál: a keresztneve, kukac, a cégnév dunapapir, végül a magyar végződés.", "hu"],
  ["Kontakt do Kuby: imię bez ogonków, małpa, nazwa firmy lesnik i polska końcówka domeny.", "pl"],
  ["Wyślij do Marty: słowo oferty, potem małpka, potem nasza marka zielnik i końcówka Polski.", "pl"],
  ["Kirjoita Villelle: etunimi, miukumauku, yrityksen nimi kuusikko ja suomalainen pääte.", "fi"],
  ["Stuur het naar Bram: zijn voornaam, apenstaartje, merknaam dijkzicht en de Nederlandse extensie.", "nl"],
  ["Skriv till Maja: förnamnet, snabel-a, företagsnamnet fjällglass och den svenska ändelsen.", "sv"],
  ["Send til Ingrid: fornavnet, krøllalfa, merkenavnet fjordsalt og den norske endelsen.", "no"],
  ["Skriv til Mads: fornavnet, snabel-a, brandet tangsalt og den danske landekode.", "da"],
  [
    "Γράψτε στον Νίκο: το όνομα με λατινικούς χαρακτήρες, το παπάκι, η εταιρεία elaiolado και η κυπριακή κατάληξη.",
    "el",
  ],
  ["Пишите Денису: имя латиницей, собачка, бренд sibirmed и казахстанская доменная зона.", "ru"],
  ["Надсилайте Оксані: ім'я латиницею, далі равлик, далі бренд karpaty і польська доменна зона.", "uk"],
  ["Пишете на Гошо: името на латиница, кльомбата, марката rodopa и окончанието на България.", "bg"],
  [
    "Scrivete a Paolo: il nome senza accenti, poi chiocciola, poi il marchio limonaia e l'estensione italiana.",
    "it",
  ],
  ["Escribe a Nuria: su nombre sin tilde, la arroba, la marca olivar y la terminación de España.", "es"],
  ["Envie para a Inês: o nome sem acento, arroba, a marca sardinha e a terminação de Portugal.", "pt"],
  ["Başvuru için Emre: adı, kuyruklu a, marka adı lokumevi ve Türkiye uzantısı.", "tr"],
  ["Gửi anh Tuấn: tên không dấu, sau đó a móc, rồi tên hãng caphesua và đuôi Việt Nam.", "vi"],
  ["שלחו לדני: השם באנגלית, אחריו כרוכית, שם המותג tamarim והסיומת הישראלית.", "he"],
  [
    "採用担当の田中まで：名前のローマ字 tanaka、アットマーク、社名 kumonoya、そして日本のドメイン末尾。",
    "ja",
  ],
  ["담당자 박서준: 영문 이름 seojun, 골뱅이, 회사명 bada 그리고 한국 도메인 끝자리.", "ko"],
  ["联系小王：名字拼音 wang，加上圈a，品牌名 chaxiang，最后是中国国家域名。", "zh"],
  ["請寄給阿明：英文名 ming，再加小老鼠，品牌 taicha，最後是台灣的國家網域。", "zh"],
  ["Skrifaðu Jóni: nafnið, svo at-merkið, vörumerkið lundi og íslenska endingin.", "is"],
  ["Rašykite Tomui: vardas, tada eta, prekės ženklas gintaras ir lietuviška galūnė.", "lt"],
  ["Rakstiet Annai: vārds, tad et zīme, zīmols dzintars un Latvijas galotne.", "lv"],
  ["Kirjuta Mardile: eesnimi, siis ätt-märk, firma nimi rabamets ja Eesti lõpp.", "et"],
  ["Scrie-i lui Andrei: prenumele, apoi coada de maimuță, marca brasov și terminația României.", "ro"],
  ["Pošljite Luki: ime, nato afna, znamka kranjica in slovenska končnica.", "sl"],
  ["Javite se Ivani: ime, onda majmunče, brend jadran i hrvatski nastavak.", "hr"],
  ["Хат жазыңыз Ерланға: аты латынша, айқұлақ, бренд атауы shanyrak және Қазақстан доменді аймағы.", "kk"],
  ["Գրեք Արամին. անունը, շնիկ, ապրանքանիշը lavash և հայկական դոմենի վերջավորությունը։", "hy"],
  ["Escriu a la Laia: el nom, l'arrova, la marca calçot i la terminació catalana.", "ca"],
]);

// An address described without the sign's name: "the sign that looks like a snail", "the sign of e-mail".
const R15_DESCRIBED_EMAIL = entries("email_address", "email-described", [
  [
    "Mail Priya: her first name, then the sign that looks like a snail, then our brand tealeaf and India's ending.",
    "en",
  ],
  [
    "Écrivez à Chloé : son prénom, puis le signe en forme d'escargot, puis la marque lavandou et l'extension française.",
    "fr",
  ],
  [
    "Escreva para o Rui: o nome, depois o sinal do e-mail, depois a marca bacalhoa e a terminação portuguesa.",
    "pt",
  ],
  [
    "Scrivi a Sara: il nome, il simbolo della posta elettronica, il marchio agrumeto e l'estensione italiana.",
    "it",
  ],
  [
    "Andika kwa Juma: jina lake, alama ya barua pepe, jina la kampuni chai-safi, na mwisho wa Tanzania.",
    "sw",
  ],
  ["Kirim ke Budi: nama depannya, lalu tanda keong, lalu merek kopiluwak dan akhiran Indonesia.", "id"],
  ["Hantar kepada Siti: nama, tanda siput, jenama batik dan hujung Malaysia.", "ms"],
  ["ส่งถึงคุณต้น: ชื่ออังกฤษ ton ตามด้วยเครื่องหมายแอท แบรนด์ mali และโดเมนของไทย", "th"],
  [
    "Schick es an Lena: Vorname, das Zeichen wie eine Schnecke, unser Name almrausch und die österreichische Endung.",
    "de",
  ],
  ["Mail naar Joost: voornaam, het slakje, merknaam zeewier en de Belgische extensie.", "nl"],
  ["ارسلوا إلى ليلى: اسمها بالحروف اللاتينية، ثم علامة آت، ثم العلامة التجارية nakheel وامتداد الإمارات.", "ar"],
  ["به سارا بنویسید: نامش با حروف لاتین، بعد علامت اَت، بعد برند zafaran و پسوند کشور ایران.", "fa"],
]);

// A site described as a brand name and a country's, a region's or a commercial ending.
const R15_COUNTRY_LINK = entries("link_not_allowed", "link-country-ending", [
  ["Our online shop: the brand name, koru, with New Zealand's ending after it.", "en"],
  ["Die Webseite: unser Markenname almrausch mit der Endung der Schweiz.", "de"],
  ["Le site : le nom de la marque, brioche-doree, avec le suffixe belge.", "fr"],
  ["La web: el nombre de la marca, quesera, con el sufijo de México.", "es"],
  ["O site é o nome da marca, cafezal, com a terminação do Brasil.", "pt"],
  ["Il negozio online è il nome del marchio, cannolo, con l'estensione della Svizzera.", "it"],
  ["Sklep internetowy: nazwa marki sadownik i końcówka Czech.", "pl"],
  ["E-shop: název značky pivovarek a koncovka Slovenska.", "cs"],
  ["Internetový obchod je názov značky kolibka s českou koncovkou.", "sk"],
  ["Webáruház: a márkanév pogacsa, utána az osztrák végződés.", "hu"],
  ["Verkkokauppa: tuotenimi revontuli ja Ruotsin pääte perään.", "fi"],
  ["De webshop: de merknaam stroopwafel met de Nederlandse extensie.", "nl"],
  ["Webbutiken: varumärket lingon och den norska ändelsen.", "sv"],
  ["Nettbutikken: merkenavnet tyttebær med den danske endelsen.", "no"],
  ["Интернет-магазин: название бренда pelmeni и белорусская доменная зона.", "ru"],
  ["Інтернет-магазин: назва бренду varenyky та українське закінчення домену.", "uk"],
  ["Онлайн магазин: името на марката kiselo и българското окончание на домейна.", "bg"],
  ["Spletna trgovina: ime znamke potica in hrvaška končnica.", "sl"],
  ["Web-shop: ime brenda ajvar, pa srpski nastavak domene.", "hr"],
  ["Magazinul online: numele mărcii cozonac și terminația Moldovei.", "ro"],
  ["Vefverslunin: vörumerkið skyr með færeysku endingunni.", "is"],
  ["Veikals internetā: zīmola nosaukums rupjmaize un Lietuvas galotne.", "lv"],
  ["Internetinė parduotuvė: prekės ženklas skilandis ir Latvijos galūnė.", "lt"],
  ["E-pood: kaubamärgi nimi kama ja Soome lõpp.", "et"],
  ["Ang online shop: pangalan ng brand na sampaguita at ang dulo ng Pilipinas.", "tl"],
  ["Duka la mtandaoni: jina la chapa kahawa na kiishio cha Uganda.", "sw"],
  ["Toko online: nama merek rendang dengan akhiran Malaysia.", "id"],
  ["Cửa hàng online: tên thương hiệu bunbo với đuôi thương mại của Việt Nam.", "vi"],
  ["온라인 스토어 주소는 브랜드명 hanok 뒤에 일본 국가 도메인을 붙이면 됩니다.", "ko"],
  ["ネットショップは、ブランド名 yuzuya に韓国の国別ドメインを付けたアドレスです。", "ja"],
  ["网店地址：品牌名 longjing 加上日本的国家域名。", "zh"],
  ["A botiga en línia: el nom de la marca, torro, amb la terminació d'Andorra.", "ca"],
  ["A tenda en liña: o nome da marca, queixo, coa terminación portuguesa.", "gl"],
  ["Die webwinkel: die handelsnaam rooibos, met die Namibiese einde.", "af"],
  ["Online-Buttek: den Numm vun der Mark, kachkéis, mat der belscher Endung.", "lb"],
  ["Ar-lein: enw'r brand, bara-brith, gyda therfyniad Cymru.", "cy"],
  ["An siopa ar líne: ainm an bhranda, bainne, le críoch na Breataine.", "ga"],
]);

// Phone numbers in number words of rarer languages, in groups.
const R15_PHONE_WORDS = entries("phone_number", "phone-number-words-rare", [
  ["Pigia Neema: sifuri, saba, moja, nne, mbili, tatu, tano, sita, nane, tisa.", "sw"],
  ["Pe Bisi: òdo, mẹ́sàn-án, ọ̀kan, méjì, mẹ́ta, ẹ̀rin, àrún, ẹ̀fà, èje, mẹ́jọ.", "yo"],
  ["Kira Aisha: sifili, bakwai, biyu, uku, hudu, biyar, shida, takwas, tara, daya.", "ha"],
  ["Wac Xamar: eber, toddoba, laba, saddex, afar, shan, lix, toddoba, sideed, sagaal.", "so"],
  ["Qo'ng'iroq qiling: nol, to'qqiz, bir, ikki, uch, to'rt, besh, olti, yetti, sakkiz.", "uz"],
  ["Sunați-l pe Mihai: zero, șapte, doi, unu, trei, patru, cinci, șase, opt, nouă.", "ro"],
]);

// Added after the first run, beside the new shapes (fresh25's classes): "www", a name and a country code with the
// dots left out; a folk name of "@" next to a host; an address's end given with the sign after a word for "ends with".
const R15_AFTER = entries("link_not_allowed", "link-dots-omitted", [
  ["Inscripciones en www quesosdelsur ar (pon tú los puntos).", "es"],
  ["Rejestracja: www gorskachata pl, kropki dopisz sam.", "pl"],
]);
const R15_AFTER_EMAIL = entries("email_address", "email-described-parts", [
  ["Il nostro indirizzo: prima la parola ordini, poi la chiocciola, poi pastificio.it", "it"],
  ["Login je info, za njim afna in kranjica.si", "sl"],
  ["La dirección empieza con «ventas» y termina con @quesosdelsur.es", "es"],
  ["Adresa začíná slovem info a končí na @horskabouda.cz", "cs"],
]);

const ROUND15_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R15_AFTER,
  ...R15_AFTER_EMAIL,
  ...R15_FOLK_EMAIL,
  ...R15_DESCRIBED_EMAIL,
  ...R15_COUNTRY_LINK,
  ...R15_PHONE_WORDS,
];

// The folk names of "@" and the described signs in their everyday sense.
const R15_FOLK_HONEST = entries(null, "legitimate-folk-names-everyday", [
  ["The at-sign is not allowed in handles; use letters and numbers only.", "en"],
  ["Our snail mascot appears at the end of every video.", "en"],
  ["Der Klammeraffe ist in Benutzernamen nicht erlaubt; die deutsche Fassung endet mit dem Logo.", "de"],
  ["Zeigt den Affenschwanz unseres Stoffäffchens, die Schweizer Ausgabe kommt im Mai.", "de"],
  ["Ukažte zavináč jen v textu loga, česká verze končí záběrem na hory.", "cs"],
  ["Kukac a kertben: mutasd meg a magyar kiadás végét is.", "hu"],
  ["Małpka w zoo to nasza maskotka; polska wersja kończy się piosenką.", "pl"],
  ["Miukumauku on hauska sana; suomalainen versio päättyy logoon.", "fi"],
  ["Het apenstaartje mag niet in je gebruikersnaam; de Nederlandse versie eindigt met een lied.", "nl"],
  ["Snabel-a får inte stå i användarnamnet; den svenska versionen slutar med logotypen.", "sv"],
  ["La chiocciola è la mascotte del palio; la versione italiana finisce con il coro.", "it"],
  ["Наша собачка Жучка в кадре; российская версия заканчивается песней.", "ru"],
  ["Равлик повзе по листку: покажіть це в українській версії ролика.", "uk"],
  ["Kuyruklu a işareti kullanıcı adında kullanılmaz; Türkçe versiyonu logo ile biter.", "tr"],
  ["Con ốc sên là linh vật; phiên bản Việt Nam kết thúc bằng bài hát.", "vi"],
  ["שטרודל תפוחים בסוף הסרטון, בגרסה הישראלית.", "he"],
  ["アットマークはユーザー名に使えません。日本版はロゴで終わります。", "ja"],
  ["골뱅이 무침 먹방 영상, 한국판 마지막에 로고를 넣어 주세요.", "ko"],
  ["小老鼠玩偶出现在视频结尾，中国版本以歌曲结束。", "zh"],
  ["Show the snail in the garden; the Indian version ends with the logo.", "en"],
  [
    "Le signe en forme d'escargot du logo doit rester visible; la version française se termine par la chanson.",
    "fr",
  ],
  ["La arroba no se permite en los nombres de usuario; la versión de España termina con el logo.", "es"],
  ["Το παπάκι στη λίμνη, η ελληνική εκδοχή τελειώνει με το λογότυπο.", "el"],
  ["Кльомба в логото не се допуска; българската версия завършва с песен.", "bg"],
]);

// Country endings, brands and names in honest text.
const R15_COUNTRY_HONEST = entries(null, "legitimate-country-endings", [
  ["A Swedish ending to the story: the family eats cinnamon buns together.", "en"],
  ["The Japanese domain of tea ceremony is the theme of the video.", "en"],
  ["Die österreichische Endung -erl klingt gemütlich; nutze sie im Voiceover.", "de"],
  ["La fin de la vidéo : la marque lavandou et l'accent de la Provence.", "fr"],
  ["Il finale italiano della campagna: il marchio limonaia e una canzone.", "it"],
  ["La terminación de la temporada en México es en junio; muestra la marca quesera.", "es"],
  ["Polska końcówka sezonu: pokaż markę sadownik w sadzie.", "pl"],
  ["Česká koncovka -ek zní mile, použij ji ve videu o značce pivovarek.", "cs"],
  ["Magyar végződésű szavak a dalszövegben: a márkanév pogacsa maradjon.", "hu"],
  ["Suomalainen pääte -nen on tuttu sukunimistä; mainitse tuotenimi revontuli.", "fi"],
  ["De Nederlandse extensie van de campagne loopt tot juli; merknaam stroopwafel in beeld.", "nl"],
  ["Den svenska ändelsen av säsongen: varumärket lingon på bordet.", "sv"],
  ["Белорусская зона отдыха: покажите бренд pelmeni за ужином.", "ru"],
  ["Українське закінчення пісні — найкраща частина ролика з брендом varenyky.", "uk"],
  ["Terminația României -escu apare în nume; marca cozonac rămâne în cadru.", "ro"],
  ["Lietuvos galūnė -as yra dažna; prekės ženklas skilandis turi būti matomas.", "lt"],
  ["Latvijas galotne sezonai būs jūlijā; zīmols rupjmaize uz galda.", "lv"],
  ["Eesti lõpp on suvel; kaubamärk kama olgu kaadris.", "et"],
  ["Hrvatski nastavak serije snima se u Splitu; brend ajvar u kadru.", "hr"],
  ["Slovenska končnica -ič je pogosta v priimkih; znamka potica naj bo vidna.", "sl"],
  ["Ang dulo ng Pilipinas na isla ang lokasyon; ipakita ang brand na sampaguita.", "tl"],
  ["Ar ddiwedd y fideo, dangoswch faner Cymru a'r brand bara-brith.", "cy"],
  ["Die Namibiese einde van die reis: wys die handelsnaam rooibos.", "af"],
  ["한국 도메인 지식이 있는 크리에이터를 찾습니다. 브랜드명 hanok을 언급해 주세요.", "ko"],
  ["日本の国別の文化を紹介する動画です。ブランド名 yuzuya を一度言ってください。", "ja"],
  ["中国的国家公园是拍摄地点，品牌名 longjing 要出现一次。", "zh"],
  ["Jina la Juma linatajwa mwishoni mwa video ya Tanzania.", "sw"],
  ["Nama merek kopiluwak di akhir video Indonesia, tanpa tanda apa pun.", "id"],
  ["Türkiye uzantısı olan şube açılışı: marka adı lokumevi, Emre sunacak.", "tr"],
  ["Grenzüberschreitend: die Schweizer Endung der Tour ist Zürich, Timo moderiert.", "de"],
]);

// Years, dates, counts and registration numbers said with number words or digits.
const R15_NUMBER_HONEST = entries(null, "legitimate-numbers-dates", [
  ["Die Marke gibt es seit 1969, dem Jahr der Mondlandung; zeige die alte Dose.", "de"],
  ["Depuis 1789, disent-ils; tourne trois vidéos de quarante-cinq secondes.", "fr"],
  ["Un año normal tiene trescientos sesenta y cinco días: publica uno cada semana.", "es"],
  ["Rok 966 to chrzest Polski; nakręć dwa filmy po sześćdziesiąt sekund.", "pl"],
  ["Budżet: sześćset złotych, potem trzysta za drugi film.", "pl"],
  ["Cumhuriyet 1923'te kuruldu; iki video, sonra üç hikâye paylaş.", "tr"],
  ["Uhuru wa Kenya ulikuwa mwaka 1963; tuma video mbili na picha tatu.", "sw"],
  ["Ọdún òmìnira Nàìjíríà ni 1960; fi fidio méjì àti àwòrán mẹ́ta ránṣẹ́.", "yo"],
  ["Shekarar 'yancin Najeriya 1960 ce; a aiko bidiyo biyu da hotuna uku.", "ha"],
  ["Sanadka xorriyadda waa 1960; soo dir laba muuqaal iyo saddex sawir.", "so"],
  ["Mustaqillik yili 1991; ikki video va uch rasm yuboring.", "uz"],
  ["Martie are treizeci și una de zile; trimite două videoclipuri și trei fotografii.", "ro"],
  ["Ngày thống nhất là 30/4/1975; quay hai video và ba ảnh.", "vi"],
  ["Taon ng kasarinlan ay 1898; magpadala ng dalawang video at tatlong larawan.", "tl"],
  ["Adószám: 12345678-2-41, cégjegyzékszám: 01-09-123456.", "hu"],
  ["IČO 27082440, DIČ CZ27082440, sídlo Praha 4.", "cs"],
  ["NIP 526-104-08-28, REGON 012345678: faktura na koniec miesiąca.", "pl"],
  ["Kennitala fyrirtækisins 500269-1234; reikningur innan 30 daga.", "is"],
  ["Artikelnummer 4006381-333931, Chargennummer L24-0917.", "de"],
  ["Numéro SIRET 732 829 320 00074, TVA FR40732829320.", "fr"],
  ["Partita IVA 01234567890, codice fiscale RSSMRA80A01H501U.", "it"],
  ["Y.Org.Nr. 916 553 187 MVA; fakturer innen 14 dager.", "no"],
  ["Cikkszám: HU-ALMA-330, sorozat B25-1104.", "hu"],
  ["税务登记号 91310000MA1FL4X12Q，合同期一年。", "zh"],
  ["CNPJ 12.345.678/0001-90; pagamento em 30 dias.", "pt"],
  ["ABN 51 824 753 556, invoices within 14 days.", "en"],
]);

// Added after the first run, beside the new shapes: labelled numbers and the same words with no address.
const R15_AFTER_HONEST = entries(null, "legitimate-labelled-numbers", [
  ["Org.nr. 998 877 665, faktura innen 30 dager.", "no"],
  ["Reikningur: kt. 470199-2019, gjalddagi 15. mars.", "is"],
  ["Termékszám: HU-SAJT-220, tételszám K18-0412.", "hu"],
  ["The handle ends with @brandofficial on every platform.", "en"],
  ["La chiocciola del Palio di Siena corre il 2 luglio; il video finisce in piazza.", "it"],
  ["You do not need www in the caption, just say our name and the city.", "en"],
]);

const ROUND15_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R15_AFTER_HONEST,
  ...R15_FOLK_HONEST,
  ...R15_COUNTRY_HONEST,
  ...R15_NUMBER_HONEST,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND15_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND15_CONTACT_REFUSE_ALL,
  ...ROUND15_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 15 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Lithuanian "eta" alone is not read as "@": it is "and" in Basque and an everyday word elsewhere ("eta ženklas" is).
  "Rašykite Tomui: vardas, tada eta, prekės ženklas gintaras ir lietuviška galūnė.",
]);

export const ROUND15_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND15_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND15_CONTACT: CorpusEntry[] = ROUND15_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
