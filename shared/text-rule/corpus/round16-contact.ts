import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 16, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh27.ts` and `fresh28.ts` (corpus/fresh27.first-run.txt,
 * corpus/fresh28.first-run.txt), in other wordings and mostly other languages than their strings — an e-mail
 * address assembled from its named parts (a mailbox or user name, a host, and the sign between them only
 * hinted at, or written as a template "X@Y"), a site with its ending spelled as letter names, phone numbers
 * said in rarer number words, doubled or repeated digits, kana and Korean readings, and vanity numbers
 * ("0800-BLOEMEN"); and hard negatives: countdowns and counts in number words and native digits, contract,
 * product and order codes in native digits, a sentence's full stop before a capitalised word with no space
 * ("Obrigado.Com carinho"), model names with capitals after a number, and honest talk of domains, mailboxes
 * and signs. Written before any rule changed for round 16 and run once as written (the figure is in the
 * README's "Round 16, contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly
 * after it.
 */

// An address assembled from its parts: a mailbox or user name, a host written out, the sign only hinted at.
const R16_ASSEMBLED_EMAIL = entries("email_address", "email-assembled-parts", [
  ["Bewerbungen per Mail: vor dem Zeichen steht bewerbung, danach sonnenhof-kaese.at.", "de"],
  [
    "Schicke die Unterlagen an das Postfach casting auf der Domain wiesenhof-tee.ch, dazwischen das übliche Zeichen.",
    "de",
  ],
  [
    "Envoyez le dossier par courriel : la partie avant le signe est presse, la partie après est lavandou.fr.",
    "fr",
  ],
  [
    "Notre boîte mail : nom de la boîte = partenariats, domaine = savonnerie-azur.fr, reliés par le signe de tout courriel.",
    "fr",
  ],
  [
    "Escríbenos al correo: primera parte colabora, segunda parte olivares-sur.es, unidas con el símbolo de siempre.",
    "es",
  ],
  [
    "Correo para propuestas: el buzón se llama prensa y el dominio es cafeteria-luna.mx; júntalos como cualquier correo.",
    "es",
  ],
  [
    "Mande por e-mail: a caixa postal é parcerias e o domínio é doce-mel.com.br, com o sinal de e-mail no meio.",
    "pt",
  ],
  [
    "Invia il materiale alla casella stampa del dominio fornaio-verde.it, col simbolo solito delle email in mezzo.",
    "it",
  ],
  ["Posta elettronica: prima del simbolo metti ufficio, dopo il simbolo metti cantina-rosa.it.", "it"],
  [
    "Mail ons: de naam van de mailbox is samenwerken, het domein is tulpenhof.nl, met het apenteken ertussen zoals altijd.",
    "nl",
  ],
  [
    "Skicka till mejladressen där brevlådan heter press och domänen är havtornsgarden.se, med det vanliga tecknet emellan.",
    "sv",
  ],
  [
    "Send på e-post: postkassen heter samarbeid, domenet er fjellkaffe.no, og tegnet som står i alle e-postadresser imellom.",
    "no",
  ],
  ["Send en mail: brugernavnet er presse, domænet er rugbroed.dk, sat sammen med det sædvanlige tegn.", "da"],
  [
    "Lähetä sähköpostia: käyttäjänimi on lehdisto ja verkkotunnus mustikkamaa.fi, yhdistä ne tavalliseen tapaan.",
    "fi",
  ],
  [
    "Napište e-mail: jméno schránky je spoluprace, doména vcelarstvi-med.cz, mezi ně dejte obvyklý znak.",
    "cs",
  ],
  [
    "Wyślij maila: nazwa skrzynki to wspolpraca, domena to miodowa-laka.pl, połącz je znakiem z każdego adresu e-mail.",
    "pl",
  ],
  ["Írj e-mailt: a postafiók neve sajto, a domain pogacsazo.hu, a kettő közé a szokásos jel kerül.", "hu"],
  [
    "Trimite pe e-mail: numele căsuței este presa, domeniul este livada-verde.ro, unite cu semnul obișnuit.",
    "ro",
  ],
  [
    "Пишите на почту: имя ящика — press, домен — lesnaya-polyana.ru, соедините их обычным знаком почты.",
    "ru",
  ],
  ["Надішліть лист: до знака пишемо media, після знака — smerekova-hata.ua.", "uk"],
  [
    "Пращайте на имейл: потребителското име е reklama, домейнът е rozova-dolina.bg, свързани с обичайния знак.",
    "bg",
  ],
  [
    "Στείλτε email: το όνομα της θυρίδας είναι typos και ο τομέας meli-kritis.gr, ενωμένα με το γνωστό σύμβολο.",
    "el",
  ],
  [
    "E-posta gönderin: posta kutusunun adı basin, alan adı findikbahcesi.com.tr, aralarına her adreste olan işaret.",
    "tr",
  ],
  ["أرسلوا بريدًا: اسم الصندوق marketing والنطاق nakheel-dates.sa، ويربطهما الرمز المعروف في كل بريد.", "ar"],
  [
    "پست الکترونیک: اسم صندوق hamkari و دامنه zaferan-gol.ir است؛ با نشانهٔ معمول ایمیل به هم وصلشان کنید.",
    "fa",
  ],
  ["שלחו מייל: שם התיבה הוא press והדומיין הוא zaatar-shop.co.il, עם הסימן הרגיל באמצע.", "he"],
  ["ईमेल भेजें: मेलबॉक्स का नाम sahyog है और डोमेन masala-ghar.in, दोनों को ईमेल वाले चिह्न से जोड़ें।", "hi"],
  ["ইমেইল পাঠান: ইউজারনেম হলো prochar আর ডোমেইন hilsa-bazar.com.bd, মাঝে ইমেইলের চেনা চিহ্নটি দিন।", "bn"],
  [
    "メールはこちらへ：ユーザー名は kouhou、ドメインは sakura-chaya.jp、その間にいつもの記号を入れてください。",
    "ja",
  ],
  ["메일 주소: 사용자 이름은 hongbo, 도메인은 hanok-stay.kr, 둘 사이에 메일 기호를 넣어 주세요.", "ko"],
  ["投稿邮箱：用户名 tougao，域名 chayuan-shop.cn，中间用邮箱的那个符号连起来。", "zh"],
  ["Gửi thư điện tử: tên hộp thư là baochi, tên miền là tra-sen.vn, nối bằng ký hiệu quen thuộc.", "vi"],
  ["ส่งอีเมล: ชื่อกล่องจดหมายคือ pr และโดเมนคือ mango-farm.co.th เชื่อมด้วยสัญลักษณ์ของอีเมล", "th"],
  [
    "Kirim surel: nama kotak surat mitra, domainnya kopi-gayo.co.id, sambungkan dengan tanda yang biasa.",
    "id",
  ],
  [
    "Hantar e-mel: nama peti ialah media, domain ialah durian-raja.com.my, cantumkan dengan simbol e-mel biasa.",
    "ms",
  ],
  [
    "Tuma barua pepe: jina la sanduku ni habari, kikoa ni kahawa-bora.co.tz, viunganishe kwa alama ya kawaida.",
    "sw",
  ],
  [
    "Padalá sa email: ang pangalan ng mailbox ay pakikipagtulungan, ang domain ay mangga-farm.ph, pagdugtungin sa karaniwang simbolo.",
    "tl",
  ],
  ["Пошта: имя скрыні — prass, дамен — zubrovka-shop.by, злучыце звычайным знакам пошты.", "be"],
  ["Ел. пошта: корисничко име е medii, доменот е ohridski-biser.mk, поврзани со вообичаениот знак.", "mk"],
  ["E-pasts: pastkastes nosaukums ir prese, domēns ir rupjmaize.lv, savienojiet ar parasto zīmi.", "lv"],
]);

// An address as a template: "X@Y" with its variables given, or "name + sign + domain".
const R16_TEMPLATE_EMAIL = entries("email_address", "email-template-variable", [
  ["Schreib an A@B, wobei A = presse und B = bergkaese.de ist.", "de"],
  ["Contact : X@Y avec X = contact et Y = miel-des-alpes.fr.", "fr"],
  ["Correo: usuario@dominio, con usuario = ventas y dominio = turron-real.es.", "es"],
  ["E-mail: nome + simbolo + dominio, dove nome = info e dominio = pesto-ligure.it.", "it"],
  ["Adres: [naam]@[domein], waarbij naam = info en domein = kaasboerderij.nl.", "nl"],
  ["Email format: {user}@{site}, user = deals, site = maplegrove.ca.", "en"],
]);

// A site whose ending is spelled as letter names, or a template of name and country.
const R16_SPELLED_LINK = entries("link_not_allowed", "link-described-or-spelled", [
  ["Mehr auf unserer Webseite: bergkaese punkt de e", "de"],
  ["Infos unter wiesenhof-tee Punkt ce ha", "de"],
  ["Tout est sur le site lavandou point èf èr", "fr"],
  ["Más información en olivares-sur punto e ese", "es"],
  ["Tutto sul sito fornaio-verde punto i ti", "it"],
  ["Kijk op tulpenhof punt en el", "nl"],
  ["Allt finns på havtornsgarden punkt es e", "sv"],
  ["Les mer på fjellkaffe punktum en o", "no"],
  ["Se mere på rugbroed punktum de ka", "da"],
  ["Więcej na stronie miodowa-laka kropka pe el", "pl"],
  ["Více na vcelarstvi-med tečka cé zet", "cs"],
  ["Viac na stránke bryndza-salas bodka es ká", "sk"],
  ["További infók: pogacsazo pont há ú", "hu"],
  ["Detalii pe livada-verde punct re o", "ro"],
  ["Подробности на сайте lesnaya-polyana точка эр у", "ru"],
  ["Деталі на сайті smerekova-hata крапка ю а", "uk"],
  ["Detaylar için findikbahcesi nokta ce o em", "tr"],
  ["Περισσότερα στο meli-kritis τελεία γκρ", "el"],
  ["Chi tiết tại tra-sen chấm vê en", "vi"],
  ["Maelezo zaidi kwenye kahawa-bora nukta ti zed", "sw"],
  ["Lue lisää: mustikkamaa piste äf ii", "fi"],
  ["Unsere Seite: [Marke].[Land] mit Marke = alpenmilch und Land = at", "de"],
  ["Site: {marca}.{país}, marca = doce-mel, país = br", "pt"],
  ["Vai al sito: nome, punto, it, tutto attaccato: fornaio-verde", "it"],
]);

// Phone numbers in rarer number words, doubled or repeated digits, kana and Korean readings.
const R16_PHONE_WORDS = entries("phone_number", "phone-spoken-words", [
  ["문의 번호는 공일공 다시 구팔칠육 다시 오사삼이 입니다.", "ko"],
  ["예약 전화: 공이 다시 삼사오 다시 육칠팔구", "ko"],
  ["お電話はこちら：ぜろきゅうぜろ、はちななろくご、よんさんにいち。", "ja"],
  ["電話番号は、ぜろさん、いちにさんよん、ごろくななはち です。", "ja"],
  ["Ruf Lena an: null-eins-fünf-zwei, dreihundertvierundsechzig, achtundsiebzig, zwölf.", "de"],
  ["Bel Joris: nul zes, dubbel vijf, drie, dubbel zeven, twee, negen, acht.", "nl"],
  ["Call Amy on zero seven, double four, one, triple nine, two, six.", "en"],
  ["Appelez Luc au zéro six, deux fois douze, trente-quatre, cinquante-six, soixante-dix-huit.", "fr"],
  ["Zadzwoń do Kuby: pięćset dwa, trzy razy jedenaście, czterdzieści.", "pl"],
  ["Namba ya ofisi: sifuri saba tatu, nane mara mbili, moja mbili tatu, tisa.", "sw"],
  ["დარეკეთ: ხუთას ოთხმოცდაცხრა, თორმეტი, ოცდათოთხმეტი, ორმოცდაათი", "ka"],
  ["Զանգեք՝ զրո ինը երեք, քսանմեկ, երեսուներկու, քառասուներեք", "hy"],
  ["Telefonu: sıfır beş yüz otuz iki, iki kere on bir, kırk beş.", "tr"],
  ["Llama a Marta: seis uno dos, dos veces treinta y cuatro, cincuenta y seis.", "es"],
  ["Ligue para o Rui: nove um dois, duas vezes três, quatro cinco seis sete.", "pt"],
  ["Chiama Gino: tre tre nove, doppio uno, due due, quattro cinque sei.", "it"],
  ["Позвоните Ивану: восемь девятьсот шестнадцать, сто двадцать три, дважды сорок пять.", "ru"],
  ["WhatsApp: 0️⃣6️⃣ 1️⃣2️⃣ 3️⃣4️⃣ 5️⃣6️⃣ 7️⃣8️⃣", "fr"],
  ["Telefon: 0️⃣1️⃣7️⃣6️⃣ 2️⃣3️⃣4️⃣5️⃣6️⃣7️⃣8️⃣", "de"],
]);

// Vanity numbers: a service code and a word on the phone's keypad; a number in three parts with "then".
const R16_VANITY_PHONE = entries("phone_number", "phone-split-or-vanity", [
  ["Ruf uns kostenlos an unter 0800-BLUMENHOF, Montag bis Freitag.", "de"],
  ["Bel gratis naar 0800-KAASHUIS voor je bestelling.", "nl"],
  ["Call 1-800-SEAWEED for samples.", "en"],
  ["Appelez le 0800 FROMAGE, c'est gratuit.", "fr"],
  ["Llame al 900 TURRONES (letras del teclado).", "es"],
  ["Para pedidos ligue 0800 SARDINHA.", "pt"],
  ["Chiamate l'800 LIMONI per il campione gratuito.", "it"],
  ["Ring 0800 SCONES to book a tasting.", "en"],
  ["Numret: ring 08, sedan 555, sedan 12 34 och sist 56.", "sv"],
  ["Ring oss: först 073, sedan 41, därpå 27 89 och sist 05.", "sv"],
]);

const ROUND16_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R16_ASSEMBLED_EMAIL,
  ...R16_TEMPLATE_EMAIL,
  ...R16_SPELLED_LINK,
  ...R16_PHONE_WORDS,
  ...R16_VANITY_PHONE,
];

// Countdowns, counts and lists in number words.
const R16_COUNTDOWN_HONEST = entries(null, "legitimate-countdown-words", [
  ["شمارش معکوس: پنج، چهار، سه، دو، یک — حالا درِ شیشه را باز کن!", "fa"],
  ["ده، نه، هشت، هفت، شش، پنج — بعد محصول را نشان بده.", "fa"],
  ["ගණන් කරන්න: පහ, හතර, තුන, දෙක, එක — දැන් බෝතලය විවෘත කරන්න!", "si"],
  ["දහය, නවය, අට, හත — ඊට පස්සේ නිෂ්පාදනය පෙන්වන්න.", "si"],
  ["العد التنازلي: عشرة، تسعة، ثمانية، سبعة، ستة، خمسة، أربعة، ثلاثة، اثنان، واحد، ثم افتح العلبة.", "ar"],
  ["उल्टी गिनती: दस, नौ, आठ, सात, छह, पाँच, चार, तीन, दो, एक — फिर डिब्बा खोलो।", "hi"],
  ["উল্টো গোনা: দশ, নয়, আট, সাত, ছয়, পাঁচ, চার, তিন, দুই, এক — তারপর বাক্সটা খুলুন।", "bn"],
  ["உல்டா எண்ணிக்கை: பத்து, ஒன்பது, எட்டு, ஏழு, ஆறு, ஐந்து, நான்கு, மூன்று, இரண்டு, ஒன்று — பிறகு திற!", "ta"],
  ["นับถอยหลัง: สิบ เก้า แปด เจ็ด หก ห้า สี่ สาม สอง หนึ่ง แล้วเปิดกล่อง", "th"],
  ["ቆጠራ: አስር፣ ዘጠኝ፣ ስምንት፣ ሰባት፣ ስድስት፣ አምስት፣ አራት፣ ሶስት፣ ሁለት፣ አንድ — ከዚያ ሳጥኑን ክፈት።", "am"],
  ["उल्टो गन्ती: दस, नौ, आठ, सात, छ, पाँच, चार, तीन, दुई, एक — अनि बाकस खोल्नुहोस्।", "ne"],
  ["الٹی گنتی: دس، نو، آٹھ، سات، چھ، پانچ، چار، تین، دو، ایک — پھر ڈبہ کھولیں۔", "ur"],
  ["უკუთვლა: ათი, ცხრა, რვა, შვიდი, ექვსი, ხუთი, ოთხი, სამი, ორი, ერთი — მერე გახსენი.", "ka"],
  ["Հետհաշվարկ՝ տասը, ինը, ութ, յոթ, վեց, հինգ, չորս, երեք, երկու, մեկ — հետո բացիր տուփը։", "hy"],
  ["카운트다운: 십, 구, 팔, 칠, 육, 오, 사, 삼, 이, 일 — 그다음 상자를 여세요.", "ko"],
  ["カウントダウン：じゅう、きゅう、はち、なな、ろく、ご、よん、さん、に、いち、そして開封！", "ja"],
  ["Countdown: zehn, neun, acht, sieben, sechs, fünf, vier, drei, zwei, eins – dann Deckel auf!", "de"],
  [
    "Odliczanie: dziesięć, dziewięć, osiem, siedem, sześć, pięć, cztery, trzy, dwa, jeden – i otwierasz.",
    "pl",
  ],
  ["Geri sayım: on, dokuz, sekiz, yedi, altı, beş, dört, üç, iki, bir — sonra kutuyu aç.", "tr"],
  ["Kuhesabu kurudi nyuma: kumi, tisa, nane, saba, sita, tano, nne, tatu, mbili, moja — kisha fungua.", "sw"],
  ["Кері санақ: он, тоғыз, сегіз, жеті, алты, бес, төрт, үш, екі, бір — сосын қорапты аш.", "kk"],
  ["Ҳисоби баръакс: даҳ, нӯҳ, ҳашт, ҳафт, шаш, панҷ, чор, се, ду, як — баъд қуттиро кушо.", "tg"],
  ["Teller: tien, negen, acht, zeven, zes, vijf, vier, drie, twee, een — en dan open je de doos.", "nl"],
  ["Double two push-ups, then triple the reps: show it in the video.", "en"],
  ["Zwei mal zwölf Sekunden, dann dreimal vierzig Sekunden Pause.", "de"],
]);

// Contract, product, order and batch codes in native digits or with a number word.
const R16_CODES_HONEST = entries(null, "legitimate-ids-and-numbers", [
  ["Ҳисобнома бо рақами фармоиши 2025/348 фиристода мешавад.", "tg"],
  ["Шартномаи № 118/2025 аз 3 март имзо шудааст.", "tg"],
  ["ઉત્પાદન કોડ ૪૯૦૧૨૩૪૫૬૭૮૯૦ બોક્સની બાજુએ બતાવો.", "gu"],
  ["બેચ નંબર ૨૦૨૫૦૩૧૪ પેકેટ પર લખેલો છે.", "gu"],
  ["উৎপাদন কোড ৮৯০১২৩৪৫৬৭৮৯০ প্যাকেটের পেছনে দেখান।", "bn"],
  ["தயாரிப்புக் குறியீடு ௮௯௦௧௨௩௪௫௬௭௮௯ பெட்டியில் தெரிய வேண்டும்.", "ta"],
  ["ఉత్పత్తి కోడ్ ౮౯౦౧౨౩౪౫౬౭౮౯౦ ప్యాకెట్ వెనుక చూపించండి.", "te"],
  ["ಉತ್ಪನ್ನ ಕೋಡ್ ೮೯೦೧೨೩೪೫೬೭೮೯ ಪೆಟ್ಟಿಗೆಯ ಮೇಲೆ ಕಾಣಲಿ.", "kn"],
  ["ഉൽപ്പന്ന കോഡ് ൮൯൦൧൨൩൪൫൬൭൮൯ പാക്കറ്റിൽ കാണിക്കുക.", "ml"],
  ["ਉਤਪਾਦ ਕੋਡ ੮੯੦੧੨੩੪੫੬੭੮੯੦ ਡੱਬੇ ਦੇ ਪਿੱਛੇ ਦਿਖਾਓ।", "pa"],
  ["उत्पादन कोड ८९०१२३४५६७८९० पाकिटाच्या मागे दाखवा.", "mr"],
  ["ကုန်ပစ္စည်းကုဒ် ၈၉၀၁၂၃၄၅၆၇၈၉ ကို ဘူးပေါ်မှာ ပြပါ။", "my"],
  ["លេខកូដផលិតផល ៨៩០១២៣៤៥៦៧៨៩ នៅលើប្រអប់។", "km"],
  ["ລະຫັດສິນຄ້າ ໘໙໐໑໒໓໔໕໖໗໘໙ ຢູ່ເທິງກ່ອງ.", "lo"],
  ["รหัสสินค้า ๘๘๕๐๑๒๓๔๕๖๗๘๙ อยู่ข้างกล่อง", "th"],
  ["Келишим номери 2025/117, счёт-фактура 30 күндүн ичинде.", "ky"],
  ["Гэрээний дугаар 2025/204, нэхэмжлэх 14 хоногт.", "mn"],
  ["Шарт нөмірі 2025/311, төлем 30 күн ішінде.", "kk"],
  ["قرارداد شماره ۱۴۰۳/۲۱۷ در تاریخ ۱۵ اسفند امضا شد.", "fa"],
  ["رقم الطلب ٢٠٢٥/٤٨٣ يظهر على الفاتورة.", "ar"],
  ["Bestelnummer 2025-0348-17, levering binnen 5 werkdagen.", "nl"],
  ["Order code 4006381333931 is printed on the back of the box.", "en"],
]);

// A full stop with no space before a capitalised word, and other words glued to a TLD-like word.
const R16_GLUED_HONEST = entries(null, "legitimate-files-handles-hosts-lookalike", [
  ["Obrigada.Com amor, equipa Doce Mel — o briefing está em anexo.", "pt"],
  ["Muito obrigado.Com os melhores cumprimentos, a equipa.", "pt"],
  ["Gracias.Con cariño, el equipo de Olivares.", "es"],
  ["Merci.Com d'habitude, on attend vos vidéos vendredi.", "fr"],
  ["Grazie.Con affetto, il team del forno.", "it"],
  ["Danke.De facto brauchen wir zwei Videos.", "de"],
  ["Bedankt.Net als vorig jaar betalen we binnen 30 dagen.", "nl"],
  ["Tack.Se till att logotypen syns.", "sv"],
  ["Takk.No filter on skin, please.", "no"],
  ["Done.Co-create the script with us next week.", "en"],
  ["Ok.Info about the shoot follows tomorrow.", "en"],
  ["Dziękujemy.Plan zdjęć wyślemy jutro.", "pl"],
  ["Hvala.Me zanima tvoja ideja za video.", "hr"],
  ["Kiitos.Finaali kuvataan lauantaina.", "fi"],
]);

// Capitals after a number that are no keypad word; honest talk of mailboxes, domains and signs.
const R16_WORDS_HONEST = entries(null, "legitimate-numbers-and-words", [
  ["Zeig den neuen Staubsauger 3000 TURBO in Aktion.", "de"],
  ["Film the Galaxy S24 ULTRA next to the 800 SERIES speaker.", "en"],
  ["Nuestro modelo 900 CLASSIC llega en marzo.", "es"],
  ["Gebruik het kleurnummer 0800 BLAUW in de achtergrond.", "nl"],
  ["Call it the 1800 EDITION look when you talk about the jacket.", "en"],
  ["Le plateau 400 CLASSIQUE est au centre de la vidéo.", "fr"],
  ["Your mailbox name should match your channel name; we never ask for it.", "en"],
  ["Der Name des Postfachs und die Domain deiner Agentur gehören nicht in den Text.", "de"],
  ["El dominio de la marca y el nombre del buzón no se mencionan en el vídeo.", "es"],
  ["Le signe @ ne doit pas apparaître dans la légende, seulement #ad.", "fr"],
  ["Il simbolo della posta elettronica compare nel logo: non coprirlo.", "it"],
  ["Het domein van de campagne volgt later; noem het niet in de video.", "nl"],
  ["Brevlådan i videon ska vara röd; domänen nämns inte.", "sv"],
  ["Ящик для посылок должен быть в кадре; домен сайта не называйте.", "ru"],
  ["メールボックスの名前やドメインは動画で言わないでください。", "ja"],
  ["사용자 이름과 도메인은 영상에서 말하지 마세요.", "ko"],
  ["Nama kotak surat dan domain tidak disebut di video.", "id"],
  ["Tên hộp thư và tên miền không được nhắc trong video.", "vi"],
  ["The brand name lindenhof and the country are said once at the end.", "en"],
  ["Zeig die Marke bergkaese und das Land Österreich am Ende.", "de"],
  ["Il punto di forza: il marchio fornaio-verde e la Liguria.", "it"],
  ["Le point fort : la marque lavandou et la Provence, pas de site.", "fr"],
  ["Punkt eins: Marke alpenmilch zeigen; Punkt zwei: Land Österreich nennen.", "de"],
  ["De slogan is 'punt en el': gewoon een woordgrap van de marketing.", "nl"],
  ["Two dots, then the letters G and R on the poster design.", "en"],
]);

const ROUND16_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R16_COUNTDOWN_HONEST,
  ...R16_CODES_HONEST,
  ...R16_GLUED_HONEST,
  ...R16_WORDS_HONEST,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND16_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND16_CONTACT_REFUSE_ALL,
  ...ROUND16_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 16 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Written wrong: "ю а" names the letters "yu a", not "ua"; "γκρ" is no name of a letter; "tutto attaccato" puts
  // the ending before the name (the spelled-ending rule reads a name, a dot word and the ending in that order).
  "Деталі на сайті smerekova-hata крапка ю а",
  "Περισσότερα στο meli-kritis τελεία γκρ",
  "Vai al sito: nome, punto, it, tutto attaccato: fornaio-verde",
  // (The German, Georgian and Armenian compounds written as one word, "dreihundertvierundsechzig", "ოთხმოცდაცხრა",
  // "քսանմեկ", left out here, are read since round 16's compound number words: corpus/round16-numbers.ts.)
  // Written one pair short: 0532 11 11 45 is ten digits, a Turkish mobile number eleven.
  "Telefonu: sıfır beş yüz otuz iki, iki kere on bir, kırk beş.",
  // Refused as an address by the round-15 rule already (a lone "@" named as the sign): not a class of this round.
  "Le signe @ ne doit pas apparaître dans la légende, seulement #ad.",
]);

export const ROUND16_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND16_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND16_CONTACT: CorpusEntry[] = ROUND16_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
