import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 12, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh19.ts` and `fresh20.ts` (corpus/fresh19.first-run.txt,
 * corpus/fresh20.first-run.txt), in other wordings and mostly other languages than their strings — an address
 * with its "at" and "dot" spelled in the English of South Asia, Africa and South-East Asia, the "@" named between
 * words for "then" with its article, the words for "at sign" of other scripts, an address described as its user,
 * its domain and the "@" between them; phone numbers in national groupings, in the digits of other scripts, and
 * spelled with tens ("quarante et un", "treinta y cuatro"); a link described as its name, its ending and its
 * page; and hard negatives: order, invoice and tracking numbers in native digits and dashed like a number to
 * dial, postal-code ranges, dates, times and prices in other scripts, coordinates in degrees, handles with dots
 * and the "@" in a slogan or a price. Written before any rule changed for round 12 and run once as written (the
 * figure is in the README's "Round 12, contact classes" paragraph). `LEFT_OUT`: the strings the rule still
 * answers wrongly after it.
 */

// An address with "at" and "dot" spelled out, in the English (and Latin-script languages) of markets whose
// country codes are also words.
const R12_AT_DOT_WORDS = entries("email_address", "email-at-dot-words", [
  ["Portfolio bhejo: neha.creates at desi-threads dot in, subject mein apna naam likhna.", "hi"],
  ["Draft bhejna hai to rohan_k at chai-sutta dot co dot in pe mail karo.", "hi"],
  ["Rates ke liye likho: ali.media at karachi-chai dot pk, jawab 2 din mein.", "ur"],
  ["Mail koro: mitu at shari-ghor dot com dot bd, ami reply korbo.", "bn"],
  ["Send your media kit to ade at jollof-hub dot ng before Friday.", "en"],
  ["I-email si Carla sa carla.collab at sari-store dot ph para sa brief.", "tl"],
  ["Hantar sampel kepada siti at kedai-batik dot my sebelum Jumaat.", "ms"],
  ["Kwa sampuli andika: amani at kahawa-bora dot co dot ke", "sw"],
  ["Reach our PR desk: press at lanka-tea dot lk for samples.", "en"],
]);

// The "@" named with its article between words for "then".
const R12_AT_THEN = entries("email_address", "email-at-word-then-article", [
  ["Écrivez à collabs, ensuite l'arobase, ensuite atelier-sable point fr.", "fr"],
  ["Schreibt an kooperation, danach das At-Zeichen, danach bergkaese punkt de.", "de"],
  ["Scrivete a collabora, poi la chiocciola, poi pasta-nonna punto it", "it"],
  ["Escreva para parcerias, depois a arroba, depois cafe-mineiro ponto com ponto br", "pt"],
  ["Escribe a prensa, luego la arroba y luego bodega-sur punto es", "es"],
  ["Napisz: wspolpraca, potem małpa, potem kawiarnia-rynek kropka pl", "pl"],
]);

// Words for "at sign" of other scripts between two Latin names.
const R12_SCRIPT_AT_SIGN = entries("email_address", "email-script-at-sign", [
  ["آمار را به sales ات‌ساین golbarg-shop دات com ایمیل کنید.", "fa"],
  ["ایمیل همکاری: info اَت‌ساین narenj-studio دات ir", "fa"],
  ["ईमेल करें: priya एट द रेट glowkart डॉट com", "hi"],
  ["راسلنا على sales آت ساين nakheel-store دوت com", "ar"],
]);

// An address described as its user, its domain and the "@" that goes between them.
const R12_DESCRIBED = entries("email_address", "email-user-domain-at-between", [
  ["L'usuari és jordi.premsa, el domini és formatgeria punt cat, i al mig una arrova.", "ca"],
  ["El usuario es lucia.colabs, el dominio es tiendaverde punto es; entre los dos, una arroba.", "es"],
  ["L'identifiant est marc.partenariat, le domaine lumiere-bio point fr, et entre les deux l'arobase.", "fr"],
  ["Utente: giulia.collab; dominio: oliodoro punto it; in mezzo ci va la chiocciola.", "it"],
  ["O utilizador é rita.parcerias, o domínio é azulejo-loja ponto pt, e no meio vai uma arroba.", "pt"],
  ["Der Nutzer ist anna.koop, die Domain ist kaffeeklatsch punkt de, dazwischen kommt ein At-Zeichen.", "de"],
  ["De gebruiker is sanne.pr, het domein is stroopwafel-shop punt nl, en daartussen een apenstaartje.", "nl"],
]);

// Phone numbers in national groupings, lightly announced or not at all.
const R12_NATIONAL = entries("phone_number", "phone-national-grouping-more", [
  ["Sipariş sorunlarında 0541 236 78 90 numaralı hattı arayın.", "tr"],
  ["Bize 0505 321 44 87 numarasından yazabilirsin.", "tr"],
  ["Sorular için 0216 555 12 34 numarasına ulaşın.", "tr"],
  ["לפרטים: 052-7654321, שרון.", "he"],
  ["אפשר לשלוח הודעה למספר 054-9876543 עד הערב.", "he"],
  ["Pytania o wysyłkę: 512 345 678 (Ania).", "pl"],
  ["Pentru livrare, sună-l pe Andrei la 0722 123 456.", "ro"],
  ["Dotazy k dopravě: 602 123 456, paní Nováková.", "cs"],
  ["Szállítási kérdés? Írj a 06 30 123 4567 számra.", "hu"],
  ["Per la spedizione scrivi a Marco al 333 123 4567.", "it"],
  ["Dudas del envío: 612 34 56 78 (Lucía).", "es"],
  ["Qualquer dúvida, manda mensagem para o 912 345 678.", "pt"],
  ["Vragen over verzending? App Sanne op 06-12345678.", "nl"],
  ["Για την αποστολή μίλα με τη Μαρία στο 694 123 4567.", "el"],
  ["للاستفسار عن الشحن: 050 123 4567 (أحمد)", "ar"],
]);

// Phone numbers in the digits of other scripts.
const R12_NATIVE = entries("phone_number", "phone-native-digits-more", [
  ["ติดต่อคุณต้นได้ที่ ๐๘๙ ๗๖๕ ๔๓๒๑ ทุกวัน", "th"],
  ["ພັດສະດຸບໍ່ມາ ໂທຫາ ໐໒໐ ໕໕໕ ໑໒໓໔", "lo"],
  ["ទូរស័ព្ទមក ០១២ ៣៤៥ ៦៧៨ ពេលណាក៏បាន", "km"],
  ["ဆက်သွယ်ရန် ၀၉ ၇၈၁ ၂၃၄ ၅၆၇", "my"],
  ["शिपिंग के लिए राहुल को ९८७ ६५४ ३२१० पर कॉल करें", "hi"],
  ["ডেলিভারির জন্য ০১৭১১ ২৩৪৫৬৭ নম্বরে ফোন করুন", "bn"],
  ["برای ارسال با ۰۹۱۲ ۳۴۵ ۶۷۸۹ تماس بگیرید", "fa"],
  ["اتصل بنا على ٠٥٠ ١٢٣ ٤٥٦٧", "ar"],
  ["कुरियरको लागि ९८४१ २३४ ५६७ मा फोन गर्नुहोस्", "ne"],
  ["அழைக்க: ௯௮௪௧ ௨௩௪ ௫௬௭", "ta"],
  ["કૉલ કરો: ૯૮૭૬ ૫૪૩ ૨૧૦", "gu"],
]);

// Phone numbers spelled in pairs with tens ("quarante et un", "treinta y cuatro").
const R12_SPELLED_TENS = entries("phone_number", "phone-spelled-tens", [
  ["Appelez Manon au zéro sept, vingt-deux, quarante-quatre, soixante-dix-huit, quatre-vingt-dix.", "fr"],
  ["Texto au zéro six, douze, trente-quatre, cinquante-six, soixante et onze pour la livraison.", "fr"],
  ["Escríbele a Pablo al seis, cuarenta y dos, diecisiete, ochenta y ocho, noventa.", "es"],
  ["Llama al sesenta y uno, veintitrés, cuarenta y cinco, sesenta y siete, ochenta y nueve.", "es"],
  ["Liga para o nove um dois, trinta e quatro, cinquenta e seis, setenta e oito.", "pt"],
  ["Chiama Sara al tre tre tre, dodici, trentaquattro, cinquantasei, settantotto.", "it"],
  [
    "Ruf Lena an: null eins fünf eins, zweiundzwanzig, vierunddreißig, sechsundfünfzig, achtundsiebzig.",
    "de",
  ],
  ["Text Jess on oh seven nine, twenty-two, thirty-four, fifty-six, seventy-eight.", "en"],
  ["Bel Sanne op nul zes, twaalf, vierendertig, zesenvijftig, achtenzeventig.", "nl"],
  ["Truca a la Marta al sis, vint-i-dos, trenta-quatre, cinquanta-sis, setanta-vuit.", "ca"],
]);

// A link described as its name, its ending and its page.
const R12_LINK_DESCRIBED = entries("link_not_allowed", "link-described-parts", [
  ["Sivusto: kahvipaahtimo, pääte .fi ja sivu /yhteistyo — ehdot löytyvät sieltä.", "fi"],
  ["Sajten heter fikarosteriet, ändelsen .se och kampanjsidan /kreatorer – läs villkoren där.", "sv"],
  ["Die Seite heißt bergkaese, Endung .de, Unterseite /creator – dort stehen die Bedingungen.", "de"],
  ["Le site s'appelle atelier-sable, extension .fr, et la page /createurs : tout y est.", "fr"],
  ["La web se llama tiendaverde, terminación .es, y la sección /creadores tiene las bases.", "es"],
  ["Il sito si chiama oliodoro, dominio .it, pagina /creator: lì trovi le condizioni.", "it"],
  ["Strona nazywa się kawiarnia-rynek, końcówka .pl, podstrona /tworcy — tam regulamin.", "pl"],
  ["The site's name is glowkart, ending .shop, and the page is /creators — terms are there.", "en"],
]);

export const ROUND12_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R12_AT_DOT_WORDS,
  ...R12_AT_THEN,
  ...R12_SCRIPT_AT_SIGN,
  ...R12_DESCRIBED,
  ...R12_NATIONAL,
  ...R12_NATIVE,
  ...R12_SPELLED_TENS,
  ...R12_LINK_DESCRIBED,
];

// Order, invoice and tracking numbers in the digits of other scripts.
const R12_ORDERS_NATIVE = entries(null, "legitimate-order-native-digits", [
  ["شماره سفارش ۹۸۷۶۵۴۳۲۱۰۱ را روی بسته بنویسید.", "fa"],
  ["کد رهگیری ۱۲۳۴۵۶۷۸۹۰۱۲ برای پیگیری مرسوله است.", "fa"],
  ["رقم الفاتورة ٢٠٢٥/٠٠٤١٢ وتاريخ التسليم ١٥ يونيو.", "ar"],
  ["ऑर्डर संख्या ४५६७८९१२३४ पैकेट पर लिखी है।", "hi"],
  ["অর্ডার নম্বর ১২৩৪৫৬৭৮৯০ প্যাকেটে লেখা আছে।", "bn"],
  ["เลขที่คำสั่งซื้อ ๒๕๖๘๐๖๑๕๐๐๑๒ ส่งภายใน ๓ วัน", "th"],
  ["آرڈر نمبر ۱۲۳۴۵۶۷۸۹۰ پارسل پر درج ہے۔", "ur"],
]);

// Invoice numbers with a year and a slash or dash.
const R12_INVOICES = entries(null, "legitimate-invoice-numbers", [
  ["Αρ. παραγγελίας 2025/00432, παράδοση σε 3–5 ημέρες.", "el"],
  ["Factura n.º 2025/004518, vencimiento a 30 días.", "es"],
  ["Fattura n. 2025/00123 del 12/06, pagamento a 60 giorni.", "it"],
  ["Nota fiscal nº 000.123.456, série 1.", "pt"],
  ["Rechnungsnummer 2025/004711, zahlbar binnen 14 Tagen.", "de"],
  ["Facture n° 2025-000871, à régler sous 30 jours.", "fr"],
  ["Faktura nr 2025/06/00123, termin płatności 14 dni.", "pl"],
  ["Factura nr. 2025-00871, scadentă în 30 de zile.", "ro"],
]);

// Order and invoice numbers dashed like a number to dial, in the languages' own words.
const R12_ORDERS_DASHED = entries(null, "legitimate-order-dashed", [
  ["Namba ya oda 0712-44391, bei TSh 30,000.", "sw"],
  ["Nambari ya ankara ni 0812-66120; malipo baada ya video.", "sw"],
  ["Номер на фактурата 200-3344-5566; срок за плащане 14 дни.", "bg"],
  ["Број на фактура 2025-0877; рок за плаќање 15 дена.", "mk"],
  ["Broj porudžbine 300-1122-3344, isporuka za 3 dana.", "sr"],
  ["Broj narudžbe 2025-4471, dostava 2–4 radna dana.", "hr"],
  ["Номер заказа 500-6677-8899, доставка 3–5 дней.", "ru"],
  ["Номер замовлення 2025-1187, оплата після публікації.", "uk"],
  ["Sipariş no 0532-41827 — kargo 2 gün içinde.", "tr"],
  ["Nomor pesanan 0812-55418 sudah dikirim.", "id"],
  ["Mã đơn 0903-12345, giao trong 2 ngày.", "vi"],
  ["Κωδικός παραγγελίας 6912-34567, αποστολή σε 2 ημέρες.", "el"],
  ["Bestellnr. 4471-2290-17, Artikelnr. 5512 8830.", "de"],
  ["Codice cliente 3112 2847 19, codice ordine 7781-2203.", "it"],
]);

// Tracking numbers with letters among the digit groups, and purchase orders.
const R12_TRACKING = entries(null, "legitimate-tracking-mixed", [
  ["FedEx tracking 7712 3456 7890 and PO 5512-8830 go on the invoice.", "en"],
  ["USPS 9400 1000 0000 0000 0000 00 arrives Tuesday.", "en"],
  ["DHL-Sendung JJD0001 2345 6789 01 kommt am Montag.", "de"],
  ["Colissimo 6A 123 456 7890 1, livraison mardi.", "fr"],
  ["Seguimiento 1Z 8V7 A41 03 1234 5678, pedido OC 4471-2290.", "es"],
  ["Spedizione BRT 1234 5678 9012, ordine PO 3310-7782.", "it"],
  ["Paczka InPost 6200 1234 5678 9012 3456 78 w paczkomacie.", "pl"],
  ["Quote PO 4471-2290 and invoice INV 2025 0613 on your bill.", "en"],
  ["Referentie 1Z 742 AB3 66 1029 3847 staat op het label.", "nl"],
]);

// Postal codes and their ranges.
const R12_POSTAL = entries(null, "legitimate-postal-ranges", [
  ["Αποστολή μόνο σε Τ.Κ. 104 31 έως 117 45.", "el"],
  ["Doručujeme do PSČ 110 00 až 150 00.", "cs"],
  ["Len pre PSČ 811 01 – 851 10 (Bratislava).", "sk"],
  ["Leverans till postnummer 111 20–118 69 i Stockholm.", "sv"],
  ["CEP 01310-100 a 01310-200, só São Paulo.", "pt"],
  ["Kody pocztowe 00-001 do 04-999, tylko Warszawa.", "pl"],
]);

// Dates, times and prices in other scripts and formats.
const R12_DATES_PRICES = entries(null, "legitimate-dates-prices-scripts", [
  ["Објавете меѓу 18:00 и 20:00 на 15.06.2025.", "mk"],
  ["Публикация на 15.06 между 10:00 и 12:00; цена 59,90 лв.", "bg"],
  ["بازه ارسال ۱۲ تا ۱۵ خرداد ۱۴۰۴؛ قیمت ۱٬۲۵۰٬۰۰۰ تومان.", "fa"],
  ["الموعد ٢٠٢٥/٠٦/١٥ الساعة ١٨:٣٠، السعر ١٬٢٥٠ ريال.", "ar"],
  ["ถ่ายวันที่ ๑๕/๐๖/๒๕๖๘ เวลา ๑๐:๐๐–๑๒:๐๐", "th"],
  ["शूट की तारीख १५/०६/२०२५, समय १०:०० से १२:००।", "hi"],
]);

// Coordinates in degrees, minutes and seconds.
const R12_COORDS_DMS = entries(null, "legitimate-coordinates-dms", [
  ["GPS 41°53′24″N 12°29′32″E, ripresa all'alba.", "it"],
  ["Coordenadas -23.5505, -46.6333 (Av. Paulista).", "pt"],
  ["Współrzędne 52°13′N 21°00′E — nagranie przy Pałacu.", "pl"],
  ["Konum 41°00′49″K 28°58′42″D (Sultanahmet).", "tr"],
]);

// Handles with dots, and the "@" in a slogan or a price.
const R12_HANDLES = entries(null, "legitimate-handles-dots-at", [
  ["Tag @lunaskin.us and @lunaskin.eu in the caption; 3 stories @ €150 each.", "en"],
  ["Menciona a @cafe.andino y @cafe.andino.store en la primera línea.", "es"],
  ["Marque @loja.azul e @loja.azul.oficial no primeiro story.", "pt"],
  ["Markiert @bergkaese.de und @bergkaese.official im ersten Satz.", "de"],
  ["Identifiez @maison.lumen et @maison.lumen.paris, 2 reels @ 400 € pièce.", "fr"],
  ["Tagga @pasta.nonna.it nel primo commento.", "it"],
  ["@sakura.cosme.jp と @sakura.cosme をタグ付けしてください。", "ja"],
  ["Le slogan « On se retrouve @ la maison » doit rester lisible.", "fr"],
  ["El lema «Todos @ la mesa» va en la tapa del envase.", "es"],
  ["Unser Claim „Alle @ Bord“ muss im Bild bleiben.", "de"],
  ["Slogan: «Juntos @ casa» — mantenha o @ visível.", "pt"],
  ["Oznacz @kawa.rynek i @kawa.rynek.pl w opisie.", "pl"],
]);

// Ids grouped like a number to dial, announced by the languages' own words for them.
const R12_IDS_GROUPED = entries(null, "legitimate-ids-grouped", [
  ["Kundennummer 0171 2345 67 bitte bei Rückfragen angeben.", "de"],
  ["Numéro client 06 12 34 56 7, à rappeler dans l'objet.", "fr"],
  ["Número de socio 612 345 67, válido hasta diciembre.", "es"],
  ["Numer klienta 512 345 67 — podaj go w tytule przelewu.", "pl"],
  ["Müşteri no 0532 418 27, faturada yazsın.", "tr"],
  ["Číslo objednávky 602 123 45, doprava zdarma.", "cs"],
  ["Klantnummer 06 1234 567 staat op de pakbon.", "nl"],
  ["Αριθμός πελάτη 694 123 45 στο τιμολόγιο.", "el"],
  ["מספר לקוח 050-12345 מופיע בחשבונית.", "he"],
  ["رقم العميل ٠٥٠-١٢٣٤٥ مكتوب على الفاتورة.", "ar"],
  ["Mã khách hàng 0903 123 45 ghi trên hóa đơn.", "vi"],
  ["Nomor pelanggan 0812 3456 7 tertera di faktur.", "id"],
]);

export const ROUND12_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R12_ORDERS_NATIVE,
  ...R12_INVOICES,
  ...R12_ORDERS_DASHED,
  ...R12_TRACKING,
  ...R12_POSTAL,
  ...R12_DATES_PRICES,
  ...R12_COORDS_DMS,
  ...R12_HANDLES,
  ...R12_IDS_GROUPED,
];

/** The strings the rule still answers wrongly after round 12 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([]);

export const ROUND12_CONTACT_LEFT_OUT: CorpusEntry[] = [
  ...ROUND12_CONTACT_REFUSE_ALL,
  ...ROUND12_CONTACT_LEGITIMATE_ALL,
].filter((e) => LEFT_OUT.has(e.text));

export const ROUND12_CONTACT: CorpusEntry[] = [
  ...ROUND12_CONTACT_REFUSE_ALL,
  ...ROUND12_CONTACT_LEGITIMATE_ALL,
]
  .filter((e) => !LEFT_OUT.has(e.text));
