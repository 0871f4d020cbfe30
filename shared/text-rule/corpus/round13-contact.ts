import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 13, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh21.ts` and `fresh22.ts` (corpus/fresh21.first-run.txt,
 * corpus/fresh22.first-run.txt), in other wordings and mostly other languages than their strings — an address
 * with its "at" and "dot" in the brackets of other scripts (【】〔〕「」『』〈〉《》〖〗﴾﴿⟨⟩［］（）«»), an address
 * described as its user name and its domain with the sign that joins them only hinted at, a phone number dictated
 * in groups between words for "then", "next" and "after that", in number words or digits, and a host glued to the
 * prefix letters of Hebrew and Arabic or to the case endings of Turkish, Finnish, Hungarian and German compounds;
 * and hard negatives: tax, company and VAT ids (PAN, GSTIN, NIF, CPF, CNPJ, INN, NIP, NPWP, TRN, …) with their
 * label in native and Latin digits, file names with @2x, @3x and other scale suffixes, "@" in sizes and frame
 * rates, order and invoice numbers, dates and prices in other scripts, file names and brand names with case
 * endings, and counts said with "then". Written before any rule changed for round 13 and run once as written
 * (the figure is in the README's "Round 13, contact classes" paragraph). `LEFT_OUT`: the strings the rule still
 * answers wrongly after it.
 */

// An address with "at" and "dot" in the brackets of other scripts (and the fullwidth ones NFKC makes ASCII).
const R13_BRACKETS = entries("email_address", "email-at-dot-script-brackets", [
  ["样品寄出后请发邮件到 zhangwei〔at〕milk-tea〔dot〕com 确认收货。", "zh"],
  ["お問い合わせは pr「at」kissa-hana「dot」jp までお願いします。", "ja"],
  ["応募はメールで：info『at』wagashi-ya『dot』co『dot』jp", "ja"],
  ["협업 문의: hello［at］kimchi-lab［dot］kr 로 보내 주세요.", "ko"],
  ["報價請寄 sales（at）bubble-cha（dot）tw，謝謝。", "zh"],
  ["Пишите на promo〈at〉chai-dom〈dot〉ru, ответим за день.", "ru"],
  ["ส่งผลงานมาที่ nok《at》thaitea《dot》co《dot》th ภายในวันศุกร์", "th"],
  ["Gửi portfolio về lan〖at〗pho-ngon〖dot〗vn trước thứ Sáu.", "vi"],
  ["Pedidos de colaboración: pedidos«arroba»cafe-sur«punto»cl", "es"],
  ["請把作品寄到 amy【@】boba-shop【.】tw，標題寫上帳號。", "zh"],
  ["문의는 jiho 【at】 seoul-bakery 【dot】 com 으로 보내주세요.", "ko"],
  ["راسلونا على info﴾at﴿zaatar-house﴾dot﴿com لطلب العينات.", "ar"],
  ["Напишіть на collab⟨at⟩varenyky⟨dot⟩ua, будь ласка.", "uk"],
  ["Pošlete nabídku na info【zavináč】kavarna-lipa【tečka】cz.", "cs"],
  ["Schick dein Mediakit an team【at】brezelbude【punkt】de.", "de"],
  ["Mande o mídia kit para contato〔arroba〕acai-bowl〔ponto〕com〔ponto〕br", "pt"],
  ["Kirim sampel video ke halo「at」kopi-senja「dot」co「dot」id ya.", "id"],
  ["【連絡先】staff【at】onsen-tabi【dot】com まで、件名に名前を。", "ja"],
]);

// An address described as its user name and its domain; the sign between them hinted at, not named.
const R13_DESCRIBED = entries("email_address", "email-user-domain-join-hinted", [
  ["Mailbox name: collabs.q3. Domain: ferngrove.co. Put them together with the at sign.", "en"],
  [
    "Der Benutzername lautet presse.team, die Domain ist waldhonig.de – verbinde beides mit dem üblichen Zeichen.",
    "de",
  ],
  ["Nom d'utilisateur : devis.pro ; domaine : mielbleu.fr ; reliez-les avec le signe habituel.", "fr"],
  ["Usuario: facturas.mx y dominio: cafeteria-luna.mx; únelos con el símbolo de siempre.", "es"],
  ["Il nome utente è ordini.shop e il dominio è sartoria-blu.it: uniscili col solito simbolo.", "it"],
  [
    "O usuário é notas.fiscais e o domínio é padaria-sol.com.br; junte os dois com o símbolo de e-mail.",
    "pt",
  ],
  ["Gebruikersnaam: facturen.team, domein: kaasboer.nl. Zet het bekende teken ertussen.", "nl"],
  ["Login to rozliczenia.ekipa, a domena to piekarnia-zofia.pl — połącz je znanym znaczkiem.", "pl"],
  ["Kullanıcı adı fatura.ekibi, alan adı simitci.com.tr; ikisini bilinen işaretle birleştirin.", "tr"],
  [
    "Användarnamnet är faktura.team och domänen är kanelbulle.se, sätt ihop dem med det vanliga tecknet.",
    "sv",
  ],
  ["Имя пользователя — oplata.team, домен — pryaniki.ru; соедините их привычным значком.", "ru"],
  ["ユーザー名は keiri.team、ドメインは matcha-ya.jp です。いつもの記号でつないでください。", "ja"],
  ["사용자 이름은 jeongsan.team, 도메인은 tteok-house.kr 입니다. 익숙한 기호로 이어 주세요.", "ko"],
  ["Nama penggunanya tagihan.tim dan domainnya kopitiam.co.id, gabungkan dengan tanda yang biasa.", "id"],
  ["Tên người dùng là hoadon.team, tên miền là banhmi-ngon.vn, nối lại bằng ký hiệu quen thuộc.", "vi"],
  ["Username hai billing.crew aur domain hai chaiwala.in — dono ko usual sign se jod do.", "hi"],
  ["اسم المستخدم invoices.team والنطاق dukkan-zaatar.com، اربطهما بالرمز المعتاد.", "ar"],
  ["Käyttäjänimi on laskut.tiimi ja verkkotunnus leipomo-helmi.fi – yhdistä ne tutulla merkillä.", "fi"],
]);

// A phone number dictated in groups between words for "then", "next", "after that", in number words or digits.
const R13_THEN_GROUPS = entries("phone_number", "phone-groups-then-words", [
  ["Reach the location manager: area code three-one-two, next 555, after that 0148.", "en"],
  ["Her mobile starts with seven-one-eight, then four four two, then nine nine zero one.", "en"],
  ["Llama a Carla: primero seis uno dos, luego tres cuatro cinco, después seis siete ocho.", "es"],
  [
    "Appelez Julie : zéro six, puis douze, puis trente-quatre, puis cinquante-six, puis soixante-dix-huit.",
    "fr",
  ],
  ["Ruf Jonas an: null eins sieben zwei, dann drei vier fünf, danach sechs sieben acht neun.", "de"],
  ["Chiama Paolo: tre tre tre, poi uno due tre, poi quattro cinque sei sette.", "it"],
  ["Liga pra Bia: nove um dois, depois três quatro cinco, depois seis sete oito.", "pt"],
  ["Zadzwoń do Ani: pięć jeden dwa, potem trzy cztery pięć, a potem sześć siedem osiem.", "pl"],
  ["Bel Sanne: nul zes, dan twaalf, dan vierendertig, daarna zesenvijftig, daarna achtenzeventig.", "nl"],
  ["Ayşe'yi arayın: sıfır beş üç iki, sonra dört bir sekiz, sonra yirmi yedi, sonra doksan.", "tr"],
  ["Звоните Ивану: девять один шесть, потом сто двадцать три, потом сорок пять, шестьдесят семь.", "ru"],
  ["担当者の携帯は〇九〇、次に一二三四、最後に五六七八です。", "ja"],
  ["联系人手机：一三八，然后零零一三，然后八八六六。", "zh"],
  ["담당자 번호는 공일공, 다음은 일이삼사, 그다음 오육칠팔이에요.", "ko"],
  ["Ring Erik: noll sju noll, sedan ett två tre, därefter fyra fem sex sju.", "sv"],
  ["Area code 646, then 555, then 0123 — ask for Dana at the front desk.", "en"],
  ["Country code plus forty-four, then seven nine one one, then one two three, then four five six.", "en"],
  ["Hubungi Dewi: nol delapan satu dua, lalu tiga empat lima enam, lalu tujuh delapan sembilan.", "id"],
  ["Πάρε τη Μαρία: έξι εννιά τέσσερα, μετά ένα δύο τρία, μετά τέσσερα πέντε έξι επτά.", "el"],
]);

// A host glued to a prefix letter (Hebrew, Arabic) or to a case ending (Turkish, Finnish, Hungarian, German).
const R13_GLUED_HOST = entries("link_not_allowed", "link-host-glued-affix", [
  ["פרטים נוספים ל-kaftor-studio.co.il/promo", "he"],
  ["את הסרטון מעלים ל-dropzone-israel.net/upload עד יום חמישי.", "he"],
  ["ההנחיות המלאות מופיעות ב-shuk-hacarmel.co.il", "he"],
  ["התפריט המלא וב-hummus-abu.co.il/menu יש גם מבצעים.", "he"],
  ["سجّلوا بـsouq-creators.com/apply قبل نهاية الشهر.", "ar"],
  ["التفاصيل الكاملة لـqahwa-hub.net/brief متاحة الآن.", "ar"],
  ["تابعوا العروض وfalafel-king.com/offers كل أسبوع.", "ar"],
  ["Başvurular kahveci-ali.com'dan yapılıyor.", "tr"],
  ["Detaylar simitsarayi.com.tr'de, göz atın.", "tr"],
  ["Kayıt için zeytinyagi-evi.com'a girin.", "tr"],
  ["Lue ohjeet sivulta mokkapala.comista ennen kuvauksia.", "fi"],
  ["Ilmoittaudu lomakkeella, joka löytyy korvapuusti.fi:stä.", "fi"],
  ["Hakemukset lähetetään pullapaja.comiin viimeistään perjantaina.", "fi"],
  ["Jelentkezés a paprika-bolt.hu-n keresztül, péntekig.", "hu"],
  ["Minden infó a langos-gyar.com-on található.", "hu"],
  ["Anmeldung nur über die brezelwerk.de-Seite, nicht per DM.", "de"],
]);

export const ROUND13_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R13_BRACKETS,
  ...R13_DESCRIBED,
  ...R13_THEN_GROUPS,
  ...R13_GLUED_HOST,
];

// Tax, company and VAT ids with their label, in native and Latin digits.
const R13_TAX_IDS = entries(null, "legitimate-tax-ids-labelled", [
  ["करदाता परिचय नम्बर (प्यान) ३०२५४१७८९ बिलमा अनिवार्य छ।", "ne"],
  ["भ्याट दर्ता नं. ६०४५१२३७८, रकम रु. ४०,००० प्रति पोस्ट।", "ne"],
  ["पैन नंबर ABCDE1234F और जीएसटी नंबर 27ABCDE1234F1Z5 इनवॉइस पर लिखें।", "hi"],
  ["पॅन क्रमांक AFZPK7190K, मानधन ₹१५,००० प्रति रील.", "mr"],
  ["ভ্যাট নিবন্ধন নম্বর ০০১২৩৪৫৬৭-০১০১ চালানে দিন।", "bn"],
  ["টিআইএন নম্বর ৪৫৬৭৮৯০১২৩৪৫ ছাড়া পেমেন্ট হবে না।", "bn"],
  ["این ٹی این نمبر ۱۲۳۴۵۶۷-۸ انوائس پر لازمی ہے۔", "ur"],
  ["کد اقتصادی ۴۱۱۱۲۳۴۵۶۷۸۹ را روی فاکتور بنویسید.", "fa"],
  ["شناسه ملی شرکت ۱۴۰۰۶۷۸۹۰۱۲ است.", "fa"],
  ["الرقم الضريبي ٣٠٠١٢٣٤٥٦٧٨٩٠٠٣ يظهر على الفاتورة.", "ar"],
  ["رقم التسجيل الضريبي (TRN) 100234567800003 مطلوب في كل فاتورة.", "ar"],
  ["เลขประจำตัวผู้เสียภาษี ๐๑๐๕๕๖๑๒๓๔๕๖๗ ต้องอยู่บนใบกำกับภาษี", "th"],
  ["CPF 123.456.789-09 e CNPJ 12.345.678/0001-95 na nota fiscal.", "pt"],
  ["NIF 501 234 567 obrigatório na fatura-recibo.", "pt"],
  ["RUC 20123456789, factura electrónica a 30 días.", "es"],
  ["NIT 900.123.456-7 para la cuenta de cobro.", "es"],
  ["CUIT 30-71234567-8, facturá como monotributista.", "es"],
  ["ОГРНИП 304500116000157, ИНН 500100732259 — в счёте.", "ru"],
  ["ІПН 1234567890 вкажіть в акті виконаних робіт.", "uk"],
  ["Vergi kimlik numarası 456 789 0123, fatura bu numaraya kesilecek.", "tr"],
  ["Partita IVA 01234567890 in fattura, grazie.", "it"],
  ["USt-IdNr. DE 123 456 789 bitte auf der Rechnung angeben.", "de"],
  ["Numéro de TVA intracommunautaire FR 40 123 456 789.", "fr"],
  ["NIP 123-456-32-18 na fakturze, termin płatności 14 dni.", "pl"],
  ["NPWP 01.234.567.8-901.000 wajib dicantumkan di invoice.", "id"],
  ["Mã số thuế 0312345678, xuất hóa đơn đỏ giúp mình.", "vi"],
  ["ABN 51 824 753 556 must appear on every invoice.", "en"],
  ["GSTIN 27AAACR5055K1Z5; EIN 12-3456789 for US payouts.", "en"],
  ["適格請求書の登録番号 T1234567890123 を記載してください。", "ja"],
  ["사업자 번호 214-86-12345 로 세금계산서 발행합니다.", "ko"],
]);

// File names with a scale suffix after "@", and the suffix said alone.
const R13_SCALE_FILES = entries(null, "legitimate-scale-file-names", [
  ["Export the icons as icon@2x.png and icon@3x.png.", "en"],
  ["Bitte liefert banner@3x.jpg und banner@2x.jpg bis Freitag.", "de"],
  ["Usa hero@2x.webp para la portada del carrusel.", "es"],
  ["Le fichier splash@3x.png doit faire 1242 × 2688.", "fr"],
  ["アイコンは app-icon@2x.png と app-icon@3x.png で書き出してください。", "ja"],
  ["切图命名：btn_buy@2x.png、btn_buy@3x.png。", "zh"],
  ["İkonu logo-beyaz@2x.svg olarak teslim et.", "tr"],
  ["Załącz thumbnail@1.5x.png oraz thumbnail@2x.png.", "pl"],
  ["Retina-versie: header@2x.jpg (2560 px breed).", "nl"],
  ["Файлы обложки: cover@2x.png и cover@3x.png.", "ru"],
  ["ไฟล์ไอคอน icon_home@3x.png ขนาด 180 px", "th"],
  ["아이콘 파일명은 ic_profile@2x.png 로 해 주세요.", "ko"],
  ["Use Default@2x~ipad.png for the tablet splash.", "en"],
  ["Poster voor print: poster@300dpi.pdf, A2.", "nl"],
  ["Prepare @2x and @3x versions of every sticker.", "en"],
  ["أرسل الصورة cover@2x.jpg بدقة عالية.", "ar"],
  ["Miniatura: miniatura_v2@2x.jpeg, máximo 500 KB.", "pt"],
  ["Hintergrund bg@2x.png in 2880×1800, Vorschau bg@1x.png.", "de"],
  ["Android: ic_launcher-xxhdpi.png und drawable-xhdpi/logo.png.", "de"],
]);

// "@" in sizes, frame rates and prices.
const R13_AT_SIZES = entries(null, "legitimate-at-sizes", [
  ["Film in 4K@60 and deliver a 1080p@120 slow-motion cut.", "en"],
  ["Bitrate 12 Mbps @ 30fps, Ton 48kHz@24bit.", "de"],
  ["Écran de référence : 27 pouces @ 144 Hz.", "fr"],
  ['Pantalla 6,1"@460ppi para las capturas.', "es"],
  ["Stickers: 5 Stück @ 2,50 € pro Stück.", "de"],
  ["Grabar a 1080p@50 para el mercado europeo.", "es"],
  ["動画は 4K@30fps で撮影してください。", "ja"],
]);

// Order and invoice numbers, dates and prices in other scripts.
const R13_ORDERS_DATES = entries(null, "legitimate-orders-dates-native", [
  ["ऑर्डर संख्या ४५६७८९१२३ की डिलीवरी १५ मार्च को होगी।", "hi"],
  ["অর্ডার নম্বর ৫৬৭৮৯০১২৩ পৌঁছাবে ১০ এপ্রিল।", "bn"],
  ["رقم الفاتورة ٢٠٢٧٠٠٤٥١٢ بتاريخ ١٥/٠٣/٢٠٢٧.", "ar"],
  ["شماره فاکتور ۱۴۰۶۰۱۲۳۴۵ به تاریخ ۱۴۰۶/۰۱/۲۵", "fa"],
  ["ใบแจ้งหนี้เลขที่ ๒๕๗๐๐๑๒๓๔ ชำระภายใน ๓๐ วัน", "th"],
  ["मिति २०८४/०१/१५, रकम रु. १,२५,००० एकमुष्ट।", "ne"],
  ["बीजक क्रमांक ९८७६५४३२१ वर मानधन दिले जाईल.", "mr"],
  ["請求書番号 2027-0315-0042、支払期日は4月末です。", "ja"],
  ["发票号码 04512378，开票日期 2027年3月15日。", "zh"],
  ["Invoice INV-2027-004512 is due within 30 days.", "en"],
  ["Honorar 1.250,00 € netto, Zeitraum 15.03.2027 bis 31.03.2027.", "de"],
  ["পারিশ্রমিক ৳১২,৫০০, পোস্ট ২০২৭-০৪-০১ এর মধ্যে।", "bn"],
]);

// Brand names, file names and versions with the affixes a host takes in class 4: words, not links.
const R13_AFFIX_WORDS = entries(null, "legitimate-affix-words", [
  ["הסרטון יעלה ב-Instagram וב-TikTok ב-15 במרץ.", "he"],
  ["שלחו את הקובץ ל-Drive עד ה-20.", "he"],
  ["انشروا الفيديو بـInstagram ولـTikTok نسخة أقصر.", "ar"],
  ["Videoyu Instagram'da ve YouTube'da paylaşın; rapor.pdf'i de ekleyin.", "tr"],
  ["Sunum.pptx'te logo.png'yi değiştirin, iOS 17.2'de test edin.", "tr"],
  ["Julkaise video Instagramissa ja TikTokissa; lähetä logo.png:n erikseen.", "fi"],
  ["Tallenna raportti.pdf:ksi ja jaa se Driveen.", "fi"],
  ["A logo.png-t és a brief.pdf-et küldd el a TikTok-on.", "hu"],
  ["Die README.md-Datei und das Node.js-Projekt liegen im Ordner.", "de"],
  ["Wir testen auf v2.0-Basis, nicht mit ASP.NET-Code.", "de"],
]);

// The words of the other classes in briefs: user names and domains without an address, counts with "then",
// brackets around headings.
const R13_CLASS_WORDS = entries(null, "legitimate-class-words", [
  ["Your TikTok username and your domain expertise matter more than follower count.", "en"],
  ["Benutzername und Domain bitte nicht im Video zeigen.", "de"],
  ["Post three videos: first 15 seconds, then 30, then 60.", "en"],
  ["Zuerst 100 Stück, dann 250, danach 500 — die Auflage steigt pro Welle.", "de"],
  ["Cuenta hasta tres, luego sonríe, después corta.", "es"],
  ["一本目は15秒、次に30秒、最後に60秒の動画です。", "ja"],
  ["Phase one 1,000 followers, then 5,000, then 10,000.", "en"],
  ["【新品】抹茶ラテ【限定】3月15日発売。", "ja"],
  ["【重要】报名截止日期为3月15日，名额有限。", "zh"],
  ["We ship to every area code in the US and Canada.", "en"],
]);

export const ROUND13_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R13_TAX_IDS,
  ...R13_SCALE_FILES,
  ...R13_AT_SIZES,
  ...R13_ORDERS_DATES,
  ...R13_AFFIX_WORDS,
  ...R13_CLASS_WORDS,
];

/** The strings the rule still answers wrongly after round 13 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Dutch tens glued to their units ("vierendertig", "achtenzeventig") are not read as numbers, and "dan" ("then" in
  // Dutch, "and" in Indonesian) is not one of the words the groups are read across.
  "Bel Sanne: nul zes, dan twaalf, dan vierendertig, daarna zesenvijftig, daarna achtenzeventig.",
]);

export const ROUND13_CONTACT_LEFT_OUT: CorpusEntry[] = [
  ...ROUND13_CONTACT_REFUSE_ALL,
  ...ROUND13_CONTACT_LEGITIMATE_ALL,
].filter((e) => LEFT_OUT.has(e.text));

export const ROUND13_CONTACT: CorpusEntry[] = [
  ...ROUND13_CONTACT_REFUSE_ALL,
  ...ROUND13_CONTACT_LEGITIMATE_ALL,
]
  .filter((e) => !LEFT_OUT.has(e.text));
