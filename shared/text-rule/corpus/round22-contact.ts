import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 22, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh40.ts`, `fresh41.ts` (ordinary text, briefs of several sentences) and
 * `fresh42.ts` (written to evade) (corpus/fresh40.first-run.txt … fresh42.first-run.txt), in other wordings and
 * mostly other languages than their strings — a number grouped in threes after a word for "number" with a case
 * or plural ending ("numerem", "números"), a number before a one-letter word that is also a unit ("w", "l'"), a
 * number after a prefix joined by a hyphen ("ku-082 …", "ל-054-…"); and hard negatives from the same briefs:
 * day and month ranges ("01.10–31.10", "01/01–15/02", "2025.03.01–03.31"), order numbers after a year and a
 * slash, EAN barcodes after an item word, catalogue numbers, tax ids, prices and hours. Written before any rule
 * changed for round 22 and run once as written (the figure is in the README's "Round 22, contact classes"
 * paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// A number grouped in threes after a word for "number" with a case or plural ending glued to it.
const R22_PHONE_INFLECTED_NUMBER_WORD = entries("phone_number", "phone-inflected-number-word", [
  [
    "Nagrania robimy w Gdańsku. Umówisz się z nami pod numerem 512 987 654, oddzwaniamy tego samego dnia. Budżet: 1200 zł za post.",
    "pl",
  ],
  ["Masz pytania o paczkę? Odpowiadamy pod numerem 698 321 045 od poniedziałku do piątku.", "pl"],
  [
    "Współpraca przy nowej kawie mrożonej. Koordynatorka jest dostępna pod numerem 733 410 982, stawka to 650 zł.",
    "pl",
  ],
  [
    "Buscamos creadores en Valencia para una horchata nueva. Puedes llamarnos a los números 612 345 678 o 622 456 789 de 9 a 14 h. Pagamos 300 € por vídeo.",
    "es",
  ],
  ["Para dudas del rodaje, tenemos los números 655 321 908 y 644 210 377 disponibles por la tarde.", "es"],
  [
    "Procuramos criadores no Porto para o novo pastel de nata vegano. Atendemos pelos números 912 345 678 e 936 210 455 das 9h às 18h. Cachê: 250 € por reel.",
    "pt",
  ],
  ["Dúvidas sobre o envio? Temos os números 917 604 223 e 965 118 340 para os criadores.", "pt"],
  ["Cu întrebări despre livrare sunați la numerele 0721 234 567 sau 0744 109 238, luni–vineri.", "ro"],
]);

// A number before a one-letter word that is also a unit ("w" for watts, "l'" for litres).
const R22_PHONE_BEFORE_LETTER_WORD = entries("phone_number", "phone-before-letter-word", [
  [
    "Kampania dla nowej marki herbaty. Zadzwoń do Kasi: 508 112 734 w dni robocze po 12. Płacimy 900 zł za rolkę.",
    "pl",
  ],
  ["Szczegóły zdjęć omówimy przez telefon, 662 018 455 w każdy wtorek i czwartek.", "pl"],
  [
    "Odbiór próbek w Krakowie. Kierowca: 791 402 388 w razie opóźnienia, kurier przyjeżdża o 9:00.",
    "pl",
  ],
  ["Per il ritiro dei campioni chiamate 347 812 9034 l'ufficio risponde fino alle 18.", "it"],
  ["Joignez Camille au 06 41 22 87 19 l'après-midi pour caler le tournage. Rémunération : 400 €.", "fr"],
]);

// A number after a prefix joined to it by a hyphen (Nguni locatives, Hebrew prepositions).
const R22_PHONE_HYPHEN_PREFIX = entries("phone_number", "phone-hyphen-prefix", [
  [
    "Sifuna abadali bokuqukethwe eMgungundlovu. Shayela uThandi ku-071 234 5678 uma unemibuzo. Sikhokha u-R2 000 ngevidiyo.",
    "zu",
  ],
  ["Imibuzo mayelana nemikhiqizo: sithinte ku-083 765 4321 phakathi kuka-8 no-5.", "zu"],
  [
    "Sifuna abadali bomxholo eMonti. Tsalela uSipho ku-076 543 2109 ngemibuzo. Intlawulo yi-R1 500.",
    "xh",
  ],
  ["Ukufumana iinkcukacha, sitsalele ku-060 321 4567 emva kwentsimbi yesithathu.", "xh"],
  ["Ngemininingwane, sishayele ku-072 888 1234 ngeMgqibelo.", "nr"],
  [
    "אנחנו מחפשים יוצרי תוכן לקמפיין של גלידה טבעונית. לשאלות התקשרו ל-052-7654321 בין 9 ל-17. התשלום 1,500 ₪ לסרטון.",
    "he",
  ],
  ["לתיאום הצילומים שלחו הודעה ל-054-3210987 ונחזור אליכם.", "he"],
  ["אפשר להשיג את המפיקה ב-050-1122334 בימים א׳–ה׳.", "he"],
]);

// Hard negatives: day and month ranges, order numbers after a year, barcodes, catalogue numbers, tax ids.
const R22_DATE_RANGES = entries(null, "legitimate-date-ranges", [
  [
    "Kampania trwa 05.11–30.11, nagrania do 20.11. Stawka 700 zł za rolkę, kod rabatowy ZIMA15.",
    "pl",
  ],
  ["Die Aktion läuft vom 01.12–24.12, Posting bitte zwischen 03.12 und 10.12. Honorar: 450 €.", "de"],
  ["Promoción válida 15/03–30/04. Publica el reel antes del 20/03. Pago: 200 € por vídeo.", "es"],
  ["Campagne du 02/05–31/05 ; les stories avant le 10/05. Code promo PRINTEMPS10.", "fr"],
  ["Akció: 2025.06.01–06.30, a posztot 06.10 előtt kérjük. Díj: 80 000 Ft.", "hu"],
  ["Kampanjen pågår 2025.08.15–09.15. Inlägg senast 25/08. Arvode 5 000 kr.", "sv"],
  ["Chương trình áp dụng 10/10–20/11, đăng video trước 15/10. Thù lao 3.000.000 đồng.", "vi"],
  ["Akce platí 01.09–30.09, video zveřejněte do 10.09. Honorář 6 000 Kč.", "cs"],
  ["Kampanya 2026.01.05–02.28 arasında. Paylaşım 10.01'e kadar. Ücret 5.000 TL.", "tr"],
]);

const R22_CODES = entries(null, "legitimate-order-ean-codes", [
  [
    "Il pacco partirà lunedì. Il numero della spedizione che vi manderemo sarà 2026/0712/338. Mostrate l'unboxing.",
    "it",
  ],
  ["Numer zamówienia na fakturze: 2025/1104/77. Prosimy zachować go do rozliczenia.", "pl"],
  [
    "سنرسل لكم المنتج رقم الباركود 6287001234561 بحجم 250 مل. السعر للمتابعين 49 درهم حتى 30/09.",
    "ar",
  ],
  ["Artikel mit der EAN 4006381333931 bitte im Video deutlich zeigen. Honorar 300 €.", "de"],
  ["Le produit porte le code-barres 3017620422003, montrez l'étiquette 3 secondes.", "fr"],
  ["Il prodotto ha il numero 8076809513722 sull'etichetta: inquadratelo da vicino.", "it"],
  ["ürün numarası 8690504012347 olan şampuanı göstereceksiniz. Ücret 4.000 TL.", "tr"],
  ["Katalógusszám: 599-812-345-67, a csomagban két darab lesz. Díj: 60 000 Ft.", "hu"],
  ["Numero di partita IVA 01234567890 sul contratto; il compenso è 500 € + IVA.", "it"],
  ["Referencia del pedido 2025/0831/204, enviada el 02/09. Grabad el unboxing en vertical.", "es"],
]);

const R22_PRICES_HOURS = entries(null, "legitimate-prices-hours", [
  [
    "Nagrania w godzinach 10–16, stawka 1 200 zł, zestaw o wartości 340 zł w prezencie.",
    "pl",
  ],
  ["Budżet kampanii to 2 500 000 zł w całym roku; na twórcę 3 000 zł.", "pl"],
  ["Ukuthwebula kusuka ku-10 kuya ku-16, inkokhelo ingu-R2 500 ngevidiyo.", "zu"],
  ["הצילומים בין 10:00 ל-16:00, התשלום 2,000 ₪ והמוצרים במתנה.", "he"],
  ["Os números da campanha: 1 200 000 visualizações e 45 000 gostos no primeiro mês.", "pt"],
]);

const ROUND22_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R22_PHONE_INFLECTED_NUMBER_WORD,
  ...R22_PHONE_BEFORE_LETTER_WORD,
  ...R22_PHONE_HYPHEN_PREFIX,
];

const ROUND22_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R22_DATE_RANGES,
  ...R22_CODES,
  ...R22_PRICES_HOURS,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND22_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND22_CONTACT_REFUSE_ALL,
  ...ROUND22_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 22 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Two numbers joined by "e" ("and") are read as one run of eighteen digits, too long to dial (accepted).
  "Procuramos criadores no Porto para o novo pastel de nata vegano. Atendemos pelos números 912 345 678 e 936 210 455 das 9h às 18h. Cachê: 250 € por reel.",
]);

export const ROUND22_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND22_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND22_CONTACT: CorpusEntry[] = ROUND22_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
