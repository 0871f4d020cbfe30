import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 10, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh15.ts` and `fresh16.ts` (corpus/fresh15.first-run.txt,
 * corpus/fresh16.first-run.txt), in other wordings and mostly other languages than their strings — every piece
 * of an address in its own brackets, an address described in parts (a name, a provider or a domain, and the
 * sign that joins them) or built in code, phone numbers broken up by words or a year, toll-free vanity numbers
 * whose letters are grouped otherwise, hosts under a TLD of another script (`.рф`, `.укр`, `.中国`) or with a
 * label in it, hosts spaced out letter by letter; and hard negatives: dotted abbreviations before a word that is
 * also a TLD ("p. ex. com", "Sra. me"), lot and batch numbers in the languages' own words, company and personal
 * ids of the Balkans and their neighbours in Cyrillic, counts announced as "the number of" something. Written
 * before any rule changed for round 10 and run once as written (the figure is in the README's "Round 10,
 * contact classes" paragraph).
 */

// Every piece of the address in its own brackets, "at" and "dot" spelled in the language.
const R10_BRACKETED = entries("email_address", "email-bracketed-pieces", [
  ["Skriv til oss: {kontakt} {at} {fjellbrygg} {dot} {no}", "no"],
  ["Hör av dig: [info] [at] [sommarkafe] [dot] [se]", "sv"],
  ["Yhteys: (myynti) (at) (saunatalo) (dot) (fi)", "fi"],
  ["Schreib uns: {hallo} {at} {radladen} {punkt} {de}", "de"],
  ["Escríbenos: [ventas] [arroba] [mielsierra] [punto] [es]", "es"],
  ["Pište na <obchod> <zavináč> <pivovar> <tečka> <cz>", "cs"],
  ["Contact: {team} {@} {glowshop} {.} {com}", "en"],
  ["Kirjoita: {tiimi} {at} {kahvila} {piste} {fi}", "fi"],
]);

// An address described in parts: the name, the provider or the domain, and the sign that joins them.
const R10_DESCRIBED = entries("email_address", "email-described-parts", [
  ["Mijn gebruikersnaam is zomeractie en de provider is gmail — zet er een apenstaartje tussen.", "nl"],
  ["Il mio nome utente è moda.bella, il provider è yahoo: uniscili con la chiocciola.", "it"],
  ["Nazwa użytkownika: letnia.akcja, dostawca: outlook, połącz je małpą i pisz śmiało.", "pl"],
  ["Användarnamnet är fikapaus och leverantören hotmail, sätt ihop dem med snabel-a.", "sv"],
  ["Adresa începe cu colaborari și se termină cu florisoare.ro, iar între ele vine un @.", "ro"],
  ["Die Adresse beginnt mit kooperation und endet auf wanderschuh.de, dazwischen ein At-Zeichen.", "de"],
  ["A morada começa por parcerias e acaba em saboaria.pt, com uma arroba no meio.", "pt"],
  ["Adresa počinje s suradnja i završava s maslinik.hr, a između stavi @.", "hr"],
  ["Naam: samenwerken, domein: kaasboer, extensie: nl — zet er een apenstaartje en een punt tussen.", "nl"],
  [
    "Utilisateur = partenariats ; domaine = savonnerie ; extension = fr. Mettez une arobase et un point entre.",
    "fr",
  ],
  ["Usuario: colaboraciones, dominio: olivar, terminación: es; une todo con arroba y punto.", "es"],
  ["Benutzer ist presse, Domain ist kaffeerad, Endung de; dazwischen @ und Punkt.", "de"],
]);

// An address put together in code, or with a sign to swap for "@".
const R10_CODE = entries("email_address", "email-code-or-swap", [
  ["const kontak = 'dewi' + '@' + 'batikmerah.id'; // kirim draf ke sini", "id"],
  ['let correo = "ana" + "@" + "flordelsur.cl" // escribe aquí', "es"],
  ["email = 'info' + '@' + 'tehhijau.my'  # hantar ke sini", "ms"],
  ['String mail = "kontakt" + "@" + "baeckerei.at";', "de"],
  ["投稿邮箱 meili_shop#huacha.cn（请把#换成@）", "zh"],
  ["メールは hana.pr#sakuraen.jp です（#を@に変えてください）", "ja"],
  ["Mail: promo*kafeteria.sk (hviezdičku nahraďte zavináčom)", "sk"],
  ["Viết thư cho lan.anh#caphe.vn (thay # bằng @)", "vi"],
]);

// Phone numbers in another script's digits with a word for calling after them.
const R10_NATIVE = entries("phone_number", "phone-native-digits-call", [
  ["ဆက်သွယ်ရန် ၀၉ ၇၈၂ ၄၅၆ ၃၁၂ ကို ဖုန်းဆက်ပါ", "my"],
  ["ព័ត៌មានបន្ថែម សូមទូរស័ព្ទមក ០១២ ៣៤៥ ៦៧៨", "km"],
  ["ສອບຖາມໂທ ໐໒໐ ໕໕໑ ໒໓໔ ໕໖", "lo"],
  ["ข้อมูลเพิ่มเติม โทร ๐๘๑ ๒๓๔ ๕๖๗๘", "th"],
  ["বিস্তারিত জানতে ০১৭১১ ২৩৪ ৫৬৭ নম্বরে কল করুন", "bn"],
]);

// A number broken up by words or a year between its groups.
const R10_SPLIT = entries("phone_number", "phone-split-by-words", [
  ["El número empieza por 654, luego va el año en que abrimos, 1998, y acaba en 32.", "es"],
  ["Il numero inizia con 347, poi l'anno di nascita del marchio, 2004, e finisce con 61.", "it"],
  ["Numer zaczyna się od 601, potem rok założenia 1995 i na końcu 44.", "pl"],
  ["Telefonnummer: først 41, så 7 3 5 9 og til sidst 2 2 8 8", "da"],
  ["Puhelin: ensin 040, sitten 5 6 7 ja lopuksi 8 9 1 2", "fi"],
  ["Nambari yangu: kwanza 07, halafu 12 345, na mwisho 678 — nipigie jioni.", "sw"],
  ["Number note karo: pehle 99, fir 8765, aur aakhir mein 4321 — shaam ko call karna.", "hi"],
  ["Telefon: önce 0532, sonra 418, en son 27 39 — akşam arayın.", "tr"],
  ["Номерът ми: 088 — после — 7 1 2 — и накрая 3 4 5 6", "bg"],
  ["Sună-mă: întâi 0722, apoi 318, la final 495.", "ro"],
]);

// Toll-free vanity numbers, the letters grouped any way.
const R10_VANITY = entries("phone_number", "phone-vanity-letters", [
  ["Call 1-800-SUN-GLOW for samples", "en"],
  ["Dial 1-888-FRESH-UP before Friday", "en"],
  ["Llama al 1-877-COLA-YA para muestras", "es"],
  ["Text 1 866 SHOP NOW for the promo code", "en"],
  ["Appelez le 1-855-BIO-SOIN", "fr"],
]);

// Hosts under a TLD of another script, or with a label in it.
const R10_IDN = entries("link_not_allowed", "link-idn-script", [
  ["Заказы принимаем на сайте медовыйдом.рф", "ru"],
  ["Каталог: лісовачайна.укр/знижки", "uk"],
  ["Све о акцији на сајту планинскичај.срб", "sr"],
  ["Подробиці на сторінці кавоварня.укр", "uk"],
  ["Купить можно тут: пекарня.рф/хлеб", "ru"],
  ["活动详情请看 茶叶铺.中国", "zh"],
  ["官网：花茶.公司/活动", "zh"],
  ["Тапсырыс: балбал.қаз", "kk"],
  ["Повеќе на македонскимед.мкд", "mk"],
  ["Вижте повече на розовомасло.бг", "bg"],
  ["Заходите на шоколад.москва/акции", "ru"],
  ["ดูรายละเอียดที่ กาแฟดี.ไทย", "th"],
  ["자세한 내용은 커피집.한국 에서", "ko"],
  ["Магазин: сладости.com/sale", "bg"],
]);

// A host spaced out, letter by letter or label by label.
const R10_SPACED = entries("link_not_allowed", "link-spaced-host", [
  ["Tilmeld dig på w w w . cykelbutik . dk / ambassador", "da"],
  ["Zapisy: w w w . rowerownia . pl / ambasadorzy", "pl"],
  ["Inscrivez-vous sur www . velociste . fr / createurs", "fr"],
  ["Registrati su w w w . bicicletta . it / creator", "it"],
  ["Anmelden auf w w w . radwerk . at / team", "de"],
  ["Jelentkezz: w w w . kerekpar . hu / nagykovet", "hu"],
]);

// Second batch, written after the changes above for two classes found then (the Greek word for "number", the
// romanised Hindi and Urdu words for "at the end" between the groups), run once before their change.
const R10_AFTER = entries("phone_number", "phone-number-word-fillers", [
  ["Ο αριθμός του γραφείου: 21 — μετά — 0 5 5 6 — και τέλος 7 8 9 0", "el"],
  ["Σημειώστε τον αριθμό: 697 και μετά 12 και στο τέλος 3 4 5 6 7", "el"],
  ["Mera number: pehle 97, phir 1122, aur aakhir me 5 5 0 9 — raat ko call karo.", "hi"],
  ["Number save karo: shuru mein 88, phir 7766, last mein 5544.", "hi"],
  ["Mera number hai 93, uske baad 2210, aur ant mein 4 4 8 7.", "hi"],
]);
const R10_AFTER_HONEST = entries(null, "legitimate-number-word-counts", [
  ["Αριθμός βίντεο: 3, διάρκεια 30 δευτερόλεπτα, αμοιβή 450 €.", "el"],
  ["Ο αριθμός των ακολούθων σου: πάνω από 10 000.", "el"],
  ["Number of reels: pehle 2, phir 3, last mein 1 — total 6.", "hi"],
]);

export const ROUND10_CONTACT_REFUSE: CorpusEntry[] = [
  ...R10_BRACKETED,
  ...R10_DESCRIBED,
  ...R10_CODE,
  ...R10_NATIVE,
  ...R10_SPLIT,
  ...R10_VANITY,
  ...R10_IDN,
  ...R10_SPACED,
  ...R10_AFTER,
];

// Dotted abbreviations before a word that is also a TLD ("com" is "with", "me" a pronoun).
const R10_ABBREV = entries(null, "legitimate-dotted-abbreviations", [
  ["Grave, p. ex. com luz da janela, e mostre o rótulo.", "pt"],
  ["Use cores suaves, i.e. com tons pastel.", "pt"],
  ["A Dra. me recomendou este protetor.", "pt"],
  ["La Sra. me pidió que probara el sérum.", "es"],
  ["El Dr. me explicó la rutina completa.", "es"],
  ["Fes-ho p. ex. amb llum natural.", "ca"],
  ["Filmeu, p.ex. com el producte a la mà.", "ca"],
  ["Voir p. 4, c.-à-d. la palette et la typo.", "fr"],
  ["Lisez le brief, c.-à-d. les trois pages.", "fr"],
  ["Cf. p. 8, c-à-d. le ton de la marque.", "fr"],
  ["Ex. com filtro, sem filtro, antes e depois.", "pt"],
  ["Ver pág. 2, etc. com mais exemplos.", "pt"],
  ["Vzor: tj. co nejpřirozeněji, s. 3.", "cs"],
  ["Siehe S. 5, d. h. Farben und Logo, u. a. Schrift.", "de"],
  ["Trimite-ne clipul, de ex. co-creat cu un prieten.", "ro"],
  ["O Sr. com quem falamos aprovou o roteiro.", "pt"],
  ["Lee la pág. 6, o sea, el tono y el logo; etc. me parece claro.", "es"],
  ["Arquivo final: logo.png, e.g. com fundo transparente.", "pt"],
]);

// Lot and batch numbers in the languages' own words; dimensions with them.
const R10_LOTS = entries(null, "legitimate-lot-batch", [
  ["Caja: 30 x 20 x 10 cm, 1,2 kg, lote 2025-207-14.", "es"],
  ["Lote n.º 2026-031-09, validade 12/2027.", "pt"],
  ["Lotto 2025-118-03, scadenza 03/2027.", "it"],
  ["Numer partii 2024-552-10, waga 500 g.", "pl"],
  ["Šarže 2025 114 07, balení 250 ml.", "cs"],
  ["Партия 2025-301-12, вес 350 г.", "ru"],
  ["Lotnummer 2025-220-05 op de achterkant.", "nl"],
  ["Charge-Nr. 2026-044-17, Inhalt 200 ml.", "de"],
  ["Embalagem 15 x 10 x 5 cm, lote 2027-009-21.", "pt"],
  ["Lot no. 2025-140-02, 40 x 30 x 12 cm.", "en"],
]);

// Company and personal ids of the Balkans and their neighbours, in Cyrillic and Latin letters.
const R10_IDS = entries(null, "legitimate-ids-balkan", [
  ["Фактура на фирму, ПИБ 108765432, матични број 21345678.", "sr"],
  ["Uplata na račun firme, PIB 109876543.", "sr"],
  ["ЕГН 7501014321 само за договора, хонорар 800 лв.", "bg"],
  ["Фирма: ЕИК 204567891, хонорар 1 200 лв.", "bg"],
  ["ЕМБС 7123456 и ЕДБ 4030012345678 на фактурата.", "mk"],
  ["NIPT L91234567A, pagesa 30 000 lekë.", "sq"],
  ["Матични број 20123456, ПИБ 110234567.", "sr"],
  ["Matična številka 1234567000, davčna številka SI12345678.", "sl"],
  ["БИН 120340012345, оплата 150 000 ₸.", "kk"],
  ["ИИН 900101300123 для договора.", "kk"],
  ["УНП 191234567, оплата по счёту.", "be"],
  ["JMBG 0101990710006 samo za ugovor.", "hr"],
  ["IDNO 1012600012345, plata 5 000 lei.", "ro"],
  ["СТИР 301234567, тўлов 2 000 000 сўм.", "uz"],
]);

// Counts announced as "the number of" something.
const R10_COUNTS = entries(null, "legitimate-number-of-counts", [
  ["Number of followers: 2 300 000", "en"],
  ["Total number of plays: 4 100 000 so far", "en"],
  ["Número de seguidores: 1 450 000", "es"],
  ["Número de visualizações: 3 200 000", "pt"],
  ["Nombre d'abonnés : 1 800 000", "fr"],
  ["Numero di visualizzazioni: 2 600 000", "it"],
  ["Anzahl der Aufrufe: 5 400 000", "de"],
  ["Aantal weergaven: 1 300 000", "nl"],
  ["Liczba wyświetleń: 2 750 000", "pl"],
  ["Počet zhlédnutí: 1 100 000", "cs"],
  ["Numărul de vizualizări: 1 900 000", "ro"],
  ["Number of views in May: 12,500,000", "en"],
]);

// The same shapes, not contact: code concatenation without "@", "#" tags, IDN-like words, spaced words.
const R10_SHAPES = entries(null, "legitimate-contact-shapes", [
  ["const titulo = 'Verano' + ' ' + '2027'; // nombre de la campaña", "es"],
  ["Hashtag: #batikmerah (ganti huruf besar sesuai gaya kamu)", "id"],
  ["Тег: #медовыйдом и #рф2027 в конце", "ru"],
  ["Ключевые слова: мёд, Россия, РФ. Сайт не указывать.", "ru"],
  ["Пишите про осень. РФ и СНГ — целевые рынки.", "ru"],
  ["Формат: 9:16, до 60 сек. Укр. субтитри обов'язкові.", "uk"],
  ["活动时间：5月1日至5月31日。中国大陆地区的创作者优先。", "zh"],
  ["W W W — the Wild Wild West theme; keep it dusty.", "en"],
  ["Kampagne: Sommer . Herbst . Winter", "de"],
  ["Mostre a embalagem: frente . verso . lateral", "pt"],
  ["Call it the GLOW-NOW moment, 1 800 views in a day.", "en"],
  ["Le nom commence par un S et finit par un A, comme Sofia.", "fr"],
  ["Il brief inizia con il logo e finisce con il claim; in mezzo il prodotto.", "it"],
  ["Benutzername ist dein Kanalname, Endung egal.", "de"],
]);

export const ROUND10_CONTACT_LEGITIMATE: CorpusEntry[] = [
  ...R10_ABBREV,
  ...R10_LOTS,
  ...R10_IDS,
  ...R10_COUNTS,
  ...R10_SHAPES,
  ...R10_AFTER_HONEST,
];

export const ROUND10_CONTACT: CorpusEntry[] = [...ROUND10_CONTACT_REFUSE, ...ROUND10_CONTACT_LEGITIMATE];
