import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 17, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh29.ts` and `fresh30.ts` (corpus/fresh29.first-run.txt,
 * corpus/fresh30.first-run.txt), in other wordings and mostly other languages than their strings — digits
 * written as dingbat and circled numbers NFKC leaves alone (➀–➉, ❶–❿, ⓿, 🄋), addresses and sites with the
 * at-sign as a circled letter, combining underlines and overlines over every letter, dots written as letter-like
 * dots (U+A78F "ꞏ", Lisu "ꓸ"), bare IP addresses with such dots, "#at#"/"#dot#" words between hash signs, a
 * Turkish mobile number in its local grouping, Greek number words, an address told as a QQ number and its
 * suffix or as "the part before the @ … the part after", a site told as a brand name plus "dot com" or an ending;
 * and hard negatives: counts up to ten and countdowns to zero in number words, design files with the `.ai`
 * extension, a full stop with its space left out before a capitalised word that is also a country code, codes in
 * native digits named as a batch, order or tracking code, steps numbered with dingbat digits, honest text with
 * the letter-like dots and marks. Written before any rule changed for round 17 and run once as written (the
 * figure is in the README's "Round 17, contact classes" paragraph). `LEFT_OUT`: the strings the rule still
 * answers wrongly after it.
 */

// Digits written as dingbat, circled and negative-circled numbers.
const R17_DINGBAT_PHONE = entries("phone_number", "phone-dingbat-digits", [
  ["Für Rückfragen zum Dreh ruf Jonas an: ⓿❶❼❻ ❷❹❸ ❽❽❶❾❷.", "de"],
  ["Pour la livraison, appelez Chloé au ⓿➅ ➀➁ ➂➃ ➄➅ ➆➇.", "fr"],
  ["Per la consegna chiama Marco al ❸❹❼ ❶❷❾ ❹❹❻❺.", "it"],
  ["Llama a Lucía para coordinar: +➂➃ ➅➀➁ ➃➄➆ ➇➈➀.", "es"],
  ["Ligue para a Ana: (➀➀) ❾❽❼❻❺-❹❸❷❶ em horário comercial.", "pt"],
  ["Bel Sanne voor de pakketjes: ⓿❻ ❶❷ ❸❹ ❺❻ ❼❽.", "nl"],
  ["Zadzwoń do Kasi w sprawie wysyłki: ➄➀➁ ➂➃➄ ➅➆➇.", "pl"],
  ["По вопросам съёмки звоните Ольге: +❼ ❾❶❻ ❷❸❹-❺❻-❼❽.", "ru"],
  ["Çekim için Ayşe'yi ara: 🄋➄➂➁ ➃➀➇ ➆➅ ➈🄋.", "tr"],
  ["للاستفسار اتصلوا بسارة على ⓿❺❹ ❶❷❸ ❹❺❻❼.", "ar"],
  ["शूटिंग के लिए राहुल को कॉल करें: ➈➇➆➅➄ ➃➂➁➀🄋.", "hi"],
  ["촬영 일정은 민지에게 연락 주세요: ⓿➀⓿ ➁➂➃➄ ➅➆➇➈.", "ko"],
  ["请联系王先生：➀➂➈ ❶❷❸❹ ❺❻❼❽。", "zh"],
  ["Gọi chị Hoa để nhận hàng: ⓿❾❶ ❷❸❹ ❺❻❼❽.", "vi"],
  ["Hubungi Dewi untuk pengiriman: ⓿❽❶❷-❸❹❺❻-❼❽❾⓿.", "id"],
  ["Ring Oskar om leveransen: ⓿➆⓿-➀➁➂ ➃➄ ➅➆.", "sv"],
]);

// The at-sign as a circled letter, letters under combining underlines or overlines, letter-like dots.
const R17_MARKED_EMAIL = entries("email_address", "email-ring-a-and-marks", [
  ["Fragen zum Skript an: petraⓐwaldhausꞏde, wir antworten schnell.", "de"],
  ["Écrivez-nous : juliette ⓐ provenceꓸfr pour le tournage.", "fr"],
  ["Scrivi a l̲u̲c̲a̲@̲o̲r̲t̲o̲.̲i̲t̲ entro lunedì.", "it"],
  ["Envía el guion a m̅a̅r̅i̅a̅@̅s̅o̅l̅.̅e̅s̅ antes del viernes.", "es"],
  ["Mande o roteiro para joaoⓐcafeꞏcomꞏbr, por favor.", "pt"],
  ["Mail het script naar evaⒶduinꓸnl voor vrijdag.", "nl"],
  ["Wyślij scenariusz na a̲d̲a̲m̲@̲l̲a̲s̲.̲p̲l̲ do piątku.", "pl"],
  ["Пишите на olegⓐbereza꓿ru — нет, точнее olegⓐberezaꞏru.", "ru"],
  ["Senaryoyu e̅m̅r̅e̅@̅d̅e̅n̅i̅z̅.̅t̅r̅ adresine gönder.", "tr"],
  ["Skicka manus till nilsⓐfjallꓸse senast fredag.", "sv"],
  ["Lähetä käsikirjoitus: m̲i̲k̲k̲o̲@̲j̲a̲r̲v̲i̲.̲f̲i̲", "fi"],
  ["Küldd a forgatókönyvet: annaⓐtavꞏhu", "hu"],
  ["Pošli scénář na p̅a̅v̅e̅l̅@̅l̅e̅s̅.̅c̅z̅ do pátku.", "cs"],
  ["Trimite scenariul la ioanaⓐmunteꓸro până vineri.", "ro"],
]);

// "#at#", "#dot#" and their translations between hash signs or brackets.
const R17_HASH_EMAIL = entries("email_address", "email-bracket-fullwidth-obfuscated", [
  ["Kirim proposal ke sinta #at# batiknusa #titik# com.", "id"],
  ["Hantar cadangan kepada aiman #at# kopitiam #titik# my.", "ms"],
  ["Schick dein Angebot an lena #at# bergtee #punkt# de.", "de"],
  ["Envoie ta proposition à hugo #arobase# savonnerie #point# fr.", "fr"],
  ["Manda la propuesta a pablo #arroba# olivar #punto# es.", "es"],
  ["Send your pitch to tom #at# oakbarn #dot# co #dot# uk.", "en"],
  ["Padalhan mo kami sa liza #at# kapehan #tuldok# ph.", "tl"],
  ["Gửi đề xuất tới minh #a còng# caphe #chấm# vn.", "vi"],
]);

// A site with letter-like dots or marks over its letters.
const R17_MARKED_LINK = entries("link_not_allowed", "link-letter-dots-and-marks", [
  ["Die neue Kollektion gibt es hier: wollstubeꞏde", "de"],
  ["Découvrez la collection sur atelier-lavandeꓸfr", "fr"],
  ["La collezione è su b̲o̲t̲t̲e̲g̲a̲-̲b̲l̲u̲.̲i̲t̲", "it"],
  ["Mira la colección en c̅a̅s̅a̅-̅a̅z̅u̅l̅.̅e̅s̅", "es"],
  ["Nowa kolekcja: lniana-szafaꞏpl", "pl"],
  ["Новая коллекция на сайте: lenok-shopꓸru", "ru"],
  ["Yeni koleksiyon burada: k̲i̲l̲i̲m̲-̲e̲v̲i̲.̲c̲o̲m̲.̲t̲r̲", "tr"],
  ["Нова колекція тут: vyshyvankaꞏcomꞏua", "uk"],
  ["Η νέα συλλογή: e̅l̅i̅a̅-̅s̅h̅o̅p̅.̅g̅r̅", "el"],
  ["Az új kollekció: gyapjuboltꓸhu", "hu"],
  ["Uus kollektsioon: villapoodꞏee", "et"],
  ["Naujoji kolekcija: linu-namaiꓸlt", "lt"],
]);

// A bare IP address, with plain or letter-like dots.
const R17_IP_LINK = entries("link_not_allowed", "link-ip-address", [
  ["Sieh dir die Demo direkt im Browser an: 185ꞏ23ꞏ144ꞏ9", "de"],
  ["Regardez la démo sur notre serveur : 91ꓸ204ꓸ17ꓸ88/demo", "fr"],
  ["Guarda la demo sul nostro server: 151ꞏ12ꞏ90ꞏ201/video", "it"],
  ["Mira el vídeo de prueba aquí: 83ꓸ45ꓸ112ꓸ7", "es"],
  ["Zobacz demo na serwerze: 212ꞏ77ꞏ5ꞏ140", "pl"],
  ["Demo izle: 78ꓸ186ꓸ41ꓸ230/tanitim", "tr"],
  ["Tazama video ya mfano hapa: 41ꞏ90ꞏ64ꞏ12", "sw"],
  ["Xem video mẫu tại 113ꓸ161ꓸ44ꓸ9/demo", "vi"],
]);

// A Turkish mobile number in its local grouping.
const R17_LOCAL_PHONE = entries("phone_number", "phone-local-format", [
  ["Kargo sorunları için 0533 271 45 86 numarasını arayın.", "tr"],
  ["Bize 0505 912 33 47 hattından WhatsApp ile yazabilirsin.", "tr"],
  ["Sorularınız için Mehmet Bey: 0542 608 19 73.", "tr"],
  ["Teslimat için şu numarayı ara: 0555 340 21 98", "tr"],
  ["Bei Fragen zur Lieferung in Istanbul: 0532 774 09 61 (Herr Demir).", "de"],
  ["For the Istanbul shoot call our fixer on 0544 183 62 07.", "en"],
]);

// Greek number words for a phone number.
const R17_GREEK_PHONE = entries("phone_number", "phone-spelled-number-words", [
  ["Για παραγγελίες τηλεφωνήστε: έξι εννιά τέσσερα, επτά δύο ένα, οκτώ τρία πέντε μηδέν.", "el"],
  ["Καλέστε τη Μαρία: δύο ένα μηδέν, τέσσερα πέντε έξι, επτά οκτώ εννέα ένα.", "el"],
  ["Τηλέφωνο: έξι εννέα εννέα, τρία τρία ένα, δύο οκτώ τέσσερα επτά.", "el"],
  ["Για το γύρισμα πάρε τον Νίκο: έξι εννιά επτά, ένα τέσσερα τέσσερα, πέντε δύο οκτώ τρία.", "el"],
  ["Στείλε μήνυμα στο έξι εννιά οκτώ, δύο δύο επτά, ένα ένα πέντε έξι.", "el"],
]);

// An address told as a QQ number and its suffix, or as the parts before and after the at-sign.
const R17_DESCRIBED_EMAIL = entries("email_address", "email-described-parts", [
  ["样片请发到我的QQ邮箱，号码 3928471650，后缀是 qq.com。", "zh"],
  ["合作请发邮件：QQ号 1579246803，邮箱后缀 qq.com。", "zh"],
  ["請寄到我的信箱：帳號是 meihua，後綴是 gmail.com。", "zh"],
  [
    "Schick den Entwurf per Mail: der Teil vor dem @ ist zusammenarbeit, der Teil danach ist bergkaffee.de.",
    "de",
  ],
  [
    "Envoie le brouillon par mail : la partie avant le @ est contact, la partie après est savonnerie-nice.fr.",
    "fr",
  ],
  ["Manda el borrador: lo que va antes de la @ es prensa y lo que va después es olivar-sur.es.", "es"],
  ["Stuur het concept: het deel voor de @ is pers, het deel erna is tulpenveld.nl.", "nl"],
  ["Send the draft by e-mail: the part before the @ is studio, the part after it is oakbarn.co.uk.", "en"],
  ["Taslağı gönder: @ işaretinden önceki kısım basin, sonraki kısım lalebahce.com.tr.", "tr"],
  ["Wyślij szkic: część przed @ to wspolpraca, część po niej to miodownia.pl.", "pl"],
]);

// A site told as the brand name plus "dot com" or an ending.
const R17_DESCRIBED_LINK = entries("link_not_allowed", "link-described-site", [
  ["Besucht unsere Seite: einfach der Markenname kaesehof und dann Punkt de dahinter.", "de"],
  ["Notre site, c'est le nom de la marque, lavandebleue, suivi de point fr.", "fr"],
  ["Il sito è il nostro nome tutto attaccato, pastafresca, con la fine .it.", "it"],
  ["El sitio es el nombre de la marca, cafedelsur, terminado en .com.ar.", "es"],
  ["O site é o nome da loja junto, docedeleite, com final .com.br.", "pt"],
  ["ادخلوا موقعنا: اسم العلامة tamrnakheel ثم دوت كوم.", "ar"],
  ["سایت ما: نام برند golesorkh با پسوند ir.", "fa"],
  ["Наш сайт: название бренда medovik и в конце .ru.", "ru"],
  ["Sitemiz: marka adı lalezar, sonuna nokta com nokta tr ekle.", "tr"],
  ["我们的网站就是品牌名 chayuan 加上点com。", "zh"],
]);

const ROUND17_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R17_DINGBAT_PHONE,
  ...R17_MARKED_EMAIL,
  ...R17_HASH_EMAIL,
  ...R17_MARKED_LINK,
  ...R17_IP_LINK,
  ...R17_LOCAL_PHONE,
  ...R17_GREEK_PHONE,
  ...R17_DESCRIBED_EMAIL,
  ...R17_DESCRIBED_LINK,
];

// Counts up to ten and countdowns to zero in number words.
const R17_COUNTS_HONEST = entries(null, "legitimate-number-word-countdowns", [
  ["Zählt beim Hampelmann laut mit: eins, zwei, drei, vier, fünf, sechs, sieben, acht, neun, zehn.", "de"],
  ["Comptez à voix haute : un, deux, trois, quatre, cinq, six, sept, huit, neuf, dix, puis souriez.", "fr"],
  ["Conta ad alta voce: uno, due, tre, quattro, cinque, sei, sette, otto, nove, dieci e poi salta.", "it"],
  ["Count the squats out loud: one, two, three, four, five, six, seven, eight, nine, ten.", "en"],
  ["Licz głośno: jeden, dwa, trzy, cztery, pięć, sześć, siedem, osiem, dziewięć, dziesięć.", "pl"],
  ["Tel hardop mee: een, twee, drie, vier, vijf, zes, zeven, acht, negen, tien en klap.", "nl"],
  ["Считайте вслух: один, два, три, четыре, пять, шесть, семь, восемь, девять, десять.", "ru"],
  ["Sesli say: bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz, on ve zıpla.", "tr"],
  ["Zählt runter bis zum Auspacken: neun, acht, sieben, sechs, fünf, vier, drei, zwei, eins, null!", "de"],
  ["Compte à rebours : dix, neuf, huit, sept, six, cinq, quatre, trois, deux, un, zéro, et on ouvre.", "fr"],
  ["Conto alla rovescia: dieci, nove, otto, sette, sei, cinque, quattro, tre, due, uno, zero!", "it"],
  ["Cuenta atrás: diez, nueve, ocho, siete, seis, cinco, cuatro, tres, dos, uno, cero y abre la caja.", "es"],
  ["Contagem regressiva: dez, nove, oito, sete, seis, cinco, quatro, três, dois, um, zero!", "pt"],
  ["Odliczanie: dziesięć, dziewięć, osiem, siedem, sześć, pięć, cztery, trzy, dwa, jeden, zero.", "pl"],
  ["Відлік: десять, дев'ять, вісім, сім, шість, п'ять, чотири, три, два, один, нуль — і відкривай.", "uk"],
  ["Nedräkning: tio, nio, åtta, sju, sex, fem, fyra, tre, två, ett, noll och sedan konfetti.", "sv"],
  [
    "Tel af in tientallen: negentig, tachtig, zeventig, zestig, vijftig, veertig, dertig, twintig, tien, nul.",
    "nl",
  ],
  ["Zählt in Zehnern runter: sechzig, fünfzig, vierzig, dreißig, zwanzig, zehn, null.", "de"],
  ["Count down the plank in tens: sixty, fifty, forty, thirty, twenty, ten, zero.", "en"],
  ["Geri sayım: dokuz, sekiz, yedi, altı, beş, dört, üç, iki, bir, sıfır.", "tr"],
]);

// Design files with the `.ai` extension.
const R17_FILES_HONEST = entries(null, "legitimate-file-names", [
  ["Das Logo liegt als sommer_kampagne.ai im Ordner; bitte nicht verzerren.", "de"],
  ["Le logo est dans le fichier logo_blanc.ai, ne change pas les couleurs.", "fr"],
  ["Il file del logo è marchio_verde.ai: usalo solo nell'ultima scena.", "it"],
  ["El archivo del logotipo es logo_final_2025.ai; no lo estires.", "es"],
  ["O arquivo do logo é campanha_verao.ai, use só a versão branca.", "pt"],
  ["Plik z logo to kampania_lato.ai — nie zmieniaj proporcji.", "pl"],
  ["Файл логотипа: logo_kampanii.ai, не растягивайте его.", "ru"],
  ["Logo dosyası kampanya_yaz.ai; renkleri değiştirme.", "tr"],
  ["Het logo staat in merk_logo.ai; gebruik alleen de witte versie.", "nl"],
  ["Logon finns i filen sommar_kampanj.ai, sträck den inte.", "sv"],
  ["Soubor s logem je kampan_jaro.ai, nedeformuj ho.", "cs"],
  ["Logo on tiedostossa kampanja_kesa.ai; älä venytä sitä.", "fi"],
]);

// A full stop with its space left out before a capitalised word that is also an ending.
const R17_GLUED_HONEST = entries(null, "legitimate-name-dot-typos", [
  ["Mostra solo il prodotto e basta.It funziona meglio così.", "it"],
  ["Fai vedere la crema e poi stop.Io la userei solo di sera.", "it"],
  ["Zeig den Becher, mehr nicht.Es reicht ein kurzer Clip.", "de"],
  ["Muestra la taza y ya.Es mejor un plano corto.", "es"],
  ["Montre le pot et c'est tout.Il faut un plan serré.", "fr"],
  ["Mostra o pote e pronto.No fim, sorria.", "pt"],
  ["Laat de beker zien en klaar.In het begin geen muziek.", "nl"],
  ["Pokaż kubek i tyle.To wystarczy na początek.", "pl"],
  ["Visa koppen och sluta där.Se till att ljuset är varmt.", "sv"],
  ["Näytä muki ja siinä kaikki.Se riittää alkuun.", "fi"],
]);

// Codes in native digits named as a batch, order, tracking or campaign code.
const R17_CODES_HONEST = entries(null, "legitimate-native-digit-codes", [
  ["رقم الطلب ٢٠٢٥٠٤١٨٣٦، لا تذكره في الفيديو.", "ar"],
  ["رمز الشحنة ٧٠٠٤١٢٩٨٥٣ مكتوب على العلبة فقط.", "ar"],
  ["کد سفارش شما ۴۰۲۷۱۹۳۸۵۶ است؛ در ویدیو نگویید.", "fa"],
  ["آرڈر نمبر ۷۳۰۴۲۱۹۸۶۵ رسید پر لکھا ہے۔", "ur"],
  ["ट्रैकिंग नंबर ७८४१३३०९२५ केवल डिलीवरी के लिए है।", "hi"],
  ["ব্যাচ কোড ২০২৫০৩১৪৭৭ প্যাকেটের পেছনে আছে।", "bn"],
  ["অর্ডার নম্বর ৭০০৮১২৩৪৫৬ ইনভয়েসে দেওয়া আছে।", "bn"],
  ["ऑर्डर क्रमांक ९०४५१२७३६८ पावतीवर आहे.", "mr"],
  ["ଟ୍ରାକିଂ ନମ୍ବର ୮୧୨୩୪୫୬୭୯୦ କେବଳ ଡେଲିଭରି ପାଇଁ।", "or"],
  ["ஆர்டர் எண் ௭௦௦௮௧௨௩௪௫௬ பில்லில் உள்ளது.", "ta"],
  ["ব্যাচ নম্বর ৯৮৭৬১২৩৪৫০, ভিডিওতে দেখাবেন না।", "bn"],
  ["बैच कोड २०२५-०३-१४७ पैकेट पर छपा है।", "hi"],
  ["รหัสติดตามพัสดุ ๗๘๔๑๓๓๐๙๒๕ ใช้สำหรับการจัดส่งเท่านั้น", "th"],
  ["အော်ဒါနံပါတ် ၇၀၀၈၁၂၃၄၅၆ ကို ငွေတောင်းခံလွှာတွင် ကြည့်ပါ။", "my"],
]);

// Steps numbered with dingbat digits, honest circled letters, marks and letter-like dots.
const R17_MARKS_HONEST = entries(null, "legitimate-dingbat-and-marks", [
  ["❶ Karton öffnen ❷ Creme zeigen ❸ auftragen ❹ Ergebnis nach einer Woche.", "de"],
  ["➀ Ouvre la boîte ➁ montre le flacon ➂ applique ➃ souris.", "fr"],
  ["Passaggi: ❶ apri, ❷ mostra, ❸ prova, ❹ commenta, ❺ saluta.", "it"],
  ["Orden de planos: ➊ mesa ➋ taza ➌ manos ➍ logo.", "es"],
  ["Etapy: ① rozpakuj ② pokaż ③ użyj ④ oceń.", "pl"],
  ["Шаги: ❶ распаковка ❷ крупный план ❸ отзыв.", "ru"],
  ["Adımlar: ➀ kutuyu aç ➁ ürünü göster ➂ dene ➃ yorumla ➄ teşekkür et.", "tr"],
  ["Ⓐ-Roll zuerst, dann Ⓑ-Roll mit den Händen.", "de"],
  ["Col·loca el producte al centre i fes una col·lecció de plans curts.", "ca"],
  ["Ⓒ 2025 Marke — das Zeichen bleibt in der Ecke.", "de"],
  ["ꓡꓲꓢꓴ ꓟꓲ ꓠꓬ: the Lisu title of the song stays as it is.", "en"],
  ["Highlight the word n̲e̲w̲ in the caption with an underline.", "en"],
]);

// Honest talk of suffixes, endings, brand names, hash words and numbers.
const R17_WORDS_HONEST = entries(null, "legitimate-described-honest", [
  ["Μετρήστε δυνατά: ένα, δύο, τρία, τέσσερα, πέντε, έξι, επτά, οκτώ, εννέα, δέκα.", "el"],
  ["Αντίστροφη μέτρηση: δέκα, εννιά, οκτώ, επτά, έξι, πέντε, τέσσερα, τρία, δύο, ένα, μηδέν.", "el"],
  ["视频里提一下QQ音乐的会员活动，后缀为 .jpg 的图片放在最后。", "zh"],
  ["Die Marke kaesehof steht groß im Logo; eine Website nennen wir nicht.", "de"],
  ["Le nom de la marque, lavandebleue, doit être dit une fois à la fin.", "fr"],
  ["The dot-com era is the theme of the retro video, no site is named.", "en"],
  ["Use the hashtags #at# and #dot# only as a joke in the outtakes? No: use #ad.", "en"],
  ["Версия приложения 5.2.1, прошивка 3.0.4 — покажите экран настроек.", "ru"],
  ["Model numarası 0532 değil, yeni kılıf 2025 serisi.", "tr"],
  ["Il marchio pastafresca va detto tutto attaccato, senza spazi.", "it"],
  ["O nome da loja, docedeleite, aparece no avental.", "pt"],
  ["نام برند golesorkh را فقط یک بار در پایان بگویید.", "fa"],
  ["Skor tabelası: 3-1, 2-2, 4-0, 1-1 — sadece ilk maçı göster.", "tr"],
  ["Zeig die Flasche Nr. 7 ⓐ links und Nr. 8 ⓑ rechts.", "de"],
]);

const ROUND17_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R17_COUNTS_HONEST,
  ...R17_FILES_HONEST,
  ...R17_GLUED_HONEST,
  ...R17_CODES_HONEST,
  ...R17_MARKS_HONEST,
  ...R17_WORDS_HONEST,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND17_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND17_CONTACT_REFUSE_ALL,
  ...ROUND17_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 17 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // A list of match scores ("3-1, 2-2, 4-0, 1-1", eight digits in pairs) is read as a number dialled in pairs, as it
  // was before: not a class of this round.
  "Skor tabelası: 3-1, 2-2, 4-0, 1-1 — sadece ilk maçı göster.",
]);

export const ROUND17_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND17_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND17_CONTACT: CorpusEntry[] = ROUND17_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
