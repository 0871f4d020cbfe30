import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 11, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh17.ts` and `fresh18.ts` (corpus/fresh17.first-run.txt,
 * corpus/fresh18.first-run.txt), in other wordings and mostly other languages than their strings — an address
 * described by its user name and provider, or by its first part and what comes after the "@", a preposition in
 * brackets standing for "@", the "@" called by its animal name between commas and "then", an address word with a
 * domain spelled in another script; phone numbers in native numerals with their own separators, spelled in the
 * languages the digit words did not have yet, spelled and written digits mixed, and told across sentences after
 * a country or area code; and hard negatives: order, waybill, tracking, barcode, registration and bank numbers in
 * the languages' own words, postal codes and their ranges, coordinates, lot codes, date ranges, times and
 * prices. Written before any rule changed for round 11 and run once as written (the figure is in the README's
 * "Round 11, contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// An address described by its user name (host-shaped or not) and its webmail provider.
const R11_USER_PROVIDER = entries("email_address", "email-user-provider", [
  ["Mi nombre de usuario es ventas.tienda y el proveedor es Gmail; escríbenos ahí.", "es"],
  ["Le nom d'utilisateur est collab.boutique, le fournisseur Outlook : écrivez-nous.", "fr"],
  ["Benutzername: presse.agency, Anbieter: GMX – schickt uns dort euer Mediakit.", "de"],
  ["Gebruikersnaam is pers.studio, de provider is Hotmail.", "nl"],
  ["Nazwa użytkownika to wspolpraca.online, a dostawca to Gmail — tam wysyłajcie zgłoszenia.", "pl"],
  ["Kullanıcı adı isbirligi.store, sağlayıcı Yandex; oraya yazın.", "tr"],
  ["Tên người dùng là hoptac.shop, nhà cung cấp là Gmail, gửi hồ sơ vào đó nhé.", "vi"],
  ["Nama pengguna kerjasama.studio, penyedianya Yahoo — kirim portofolio ke sana.", "id"],
  ["O nome de usuário é parcerias.club e o provedor é Gmail: mande o mídia kit lá.", "pt"],
  ["Användarnamnet är samarbete.nu och leverantören Outlook — mejla dit.", "sv"],
  ["ユーザー名は collab.studio、プロバイダーは Gmail です。そちらへ連絡を。", "ja"],
]);

// An address told as its first part and what comes after the "@".
const R11_AFTER_AT = entries("email_address", "email-after-the-at", [
  ["Adressens första del är samarbete. Efter @-tecknet kommer norrsken.se.", "sv"],
  ["Første del af adressen er presse, og efter @-tegnet står nordlys.dk.", "da"],
  ["Az e-mail eleje: egyuttmukodes. A @-jel után jön: balaton.hu.", "hu"],
  ["První část adresy je spoluprace, za zavináčem následuje pivovar.cz.", "cs"],
  ["Aadressi algus on koostoo, pärast @-märki tuleb rabarber.ee.", "et"],
  ["E-pasta pirmā daļa ir sadarbiba, pēc @ zīmes seko dzintars.lv.", "lv"],
]);

// A preposition in brackets standing for "@" between the pieces of an address.
const R11_BRACKET_PREP = entries("email_address", "email-bracketed-preposition", [
  ["Kirim CV ke lamaran (di) kopikenangan (titik) id", "id"],
  ["Hantar ke urusniaga (di) kedaikopi (titik) my", "ms"],
  ["Tuma kwa ushirikiano (kwa) chaihalisi (nukta) co (nukta) ke", "sw"],
  ["Pošlji na sodelovanje (pri) medenjak (pika) si", "sl"],
  ["Skriv til samarbeid (hos) fjellkaffe (punktum) no", "no"],
  ["Pisz na wspolpraca (u) piekarnia (kropka) pl", "pl"],
]);

// The "@" called by its name (an animal's, often) between commas and "then".
const R11_AT_BETWEEN = entries("email_address", "email-at-word-between", [
  ["Kontakt: kooperation, dann Klammeraffe, dann wanderlust-shop punkt de", "de"],
  ["Adresa: colaborare, urmează coada maimuței, apoi cafenea-veche punct ro", "ro"],
  ["Пишете: partnerstvo, после маймунско а, после rozova-dolina точка bg", "bg"],
  ["E-mail: egyuttmukodes, aztán kukac, aztán bor-videk pont hu", "hu"],
  ["Pošta: sodelovanje, nato afna, nato lipov-med pika si", "sl"],
  ["Sähköposti: yhteistyo, sitten miukumauku, sitten lakka-kauppa piste fi", "fi"],
  ["Mail: samarbete, sedan snabel-a, sedan fika-rosteri punkt se", "sv"],
  ["Correo: alianzas, luego arroba, luego cafe-andino punto co", "es"],
  ["Adres: samenwerking, dan apenstaartje, dan fiets-atelier punt nl", "nl"],
  ["E-posta: isbirligi, sonra kuyruklu a, sonra cay-bahcesi nokta com", "tr"],
  ["Email đối tác: doitac, rồi a còng, rồi tra-xanh chấm vn", "vi"],
  ["Scrie la: parteneri, apoi a rond, apoi vin-bun punct ro", "ro"],
  ["Adreça: col·laboracions, després arrova, després forn-vell punt cat", "ca"],
]);

// An address word, a name, a word for the domain and a host spelled with another script's dot.
const R11_DOMAIN_SCRIPT = entries("email_address", "email-domain-script-dot", [
  ["برای همکاری به ایمیل sales در دامنه negarestan نقطه ir پیام دهید", "fa"],
  ["راسلونا على البريد sales في نطاق zaytouna نقطة com", "ar"],
  ["Почта: sotrudnichestvo на домене medovik точка ru", "ru"],
  ["שלחו מייל ל-shituf בדומיין galil נקודה co נקודה il", "he"],
  ["Пошта: spivpratsia, домен — kavarnia крапка ua", "uk"],
]);

// Digits in native numerals with their own separators.
const R11_NATIVE = entries("phone_number", "phone-native-separators", [
  ["連絡先は〇九〇・一二三四・五六七八です", "ja"],
  ["お電話は〇六ー六一二三ー四五六七へ", "ja"],
  ["電話號碼：〇九・一二三・四五六・七八九", "zh"],
  ["联系电话 一三九·〇〇一二·三四五六", "zh"],
]);

// Digits spelled in the languages the digit words did not have yet.
const R11_SPELLED = entries("phone_number", "phone-spelled-more-languages", [
  ["Truqueu-nos al nou u dos, tres quatre cinc, sis set vuit", "ca"],
  ["Deitu: sei zazpi zortzi, bat bi hiru, lau bost sei", "eu"],
  ["Helista: viis kolm null, üks kaks kolm, neli viis kuus", "et"],
  ["Pokličite: šest pet nič, ena dva tri, štiri pet šest", "sl"],
  ["Zvaniet: divi seši septiņi, viens divi trīs, četri pieci", "lv"],
  ["Skambinkite: šeši aštuoni nulis, vienas du trys, keturi penki", "lt"],
  ["Telefononi: zero gjashtë nëntë, një dy tre, katër pesë gjashtë", "sq"],
  ["Bel ons: nul ses een, twee drie vier, vyf ses sewe", "af"],
  ["Ffoniwch: dim saith naw, un dau tri, pedwar pump chwech", "cy"],
  ["Chamade: seis nove oito, dous tres catro, cinco seis sete", "gl"],
]);

// Written and spelled digits mixed in one number.
const R11_MIXED = entries("phone_number", "phone-digits-and-words", [
  ["Call 0 eight 1 two, 3 four 5, 6 seven 8 9 for samples", "en"],
  ["Llámame al 6 uno 2, tres 4 cinco, 6 siete 8", "es"],
  ["Appelle au 0 six 1 deux, 3 quatre 5 six 7 8", "fr"],
  ["Ruf an: 0 eins 7 sechs, 2 drei 4, fünf 6 sieben 8", "de"],
  ["Zadzwoń: 6 zero 1, dwa 3 cztery, 5 sześć 7", "pl"],
  ["Me liga: 11 nove 8 sete 6, cinco 4 três 2 1", "pt"],
]);

// A number told across sentences after a country or area code.
const R11_ACROSS = entries("phone_number", "phone-code-then-groups", [
  ["Předvolba je +420. Pak vytočte 603. Zbytek: 112 445.", "cs"],
  ["El prefijo es +34. Después marca 612. El resto: 345 678.", "es"],
  ["Le préfixe est +33. Ensuite tapez 6 12. La suite : 34 56 78.", "fr"],
  ["Die Vorwahl ist +49. Dann 151. Der Rest: 2345 6789.", "de"],
  ["Prefisso internazionale +39. Poi 347. Il resto: 123 4567.", "it"],
  ["The area code is 415. After that comes 867, then it ends with 2390.", "en"],
  ["Alan kodu 212. Sonra 345. Son kısım 67 89.", "tr"],
  ["Código de área 11. Depois 98765. No final, 4321.", "pt"],
  ["Netnummer 020. Daarna 123. Tot slot 45 67.", "nl"],
  ["Riktnummer 08. Sedan 123. Sist 456 78.", "sv"],
  ["Country code +91. Next 98765. Finally 43210.", "en"],
]);

// Added at review (after the round's rule change, not part of its first run): a number with its "+" country code
// after a code word is still a phone; ids and tracking numbers are not written so.
const R11_INTL_AFTER_CODE = entries("phone_number", "phone-intl-after-code-word", [
  ["Tracking: +49 171 2345678", "en"],
  ["Número de pedido y contacto: +34 612 345 678", "es"],
  ["Référence du colis +33 6 12 34 56 78", "fr"],
  ["Kod zamówienia +48 512 340 118", "pl"],
]);

export const ROUND11_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R11_INTL_AFTER_CODE,
  ...R11_USER_PROVIDER,
  ...R11_AFTER_AT,
  ...R11_BRACKET_PREP,
  ...R11_AT_BETWEEN,
  ...R11_DOMAIN_SCRIPT,
  ...R11_NATIVE,
  ...R11_SPELLED,
  ...R11_MIXED,
  ...R11_ACROSS,
];

// Order numbers in the languages' own words (many grouped 4-4-4, a year first).
const R11_ORDERS = entries(null, "legitimate-order-numbers", [
  ["Số đơn hàng: 2411-0832-5567, giao hàng trong 3 ngày.", "vi"],
  ["Namba ya agizo 2024-1107-5521; malipo baada ya siku 7.", "sw"],
  ["Nomor pesanan 2505-2231-7789, dikirim via JNE.", "id"],
  ["Numer zamówienia 2503-4418-2207, dostawa 2–3 dni.", "pl"],
  ["Número do pedido 2025-0612-4471, frete grátis.", "pt"],
  ["N° de commande 2504-7781-0032, livraison sous 5 jours.", "fr"],
  ["Bestellnummer 2025-3381-0094, Versand in 48 h.", "de"],
  ["Sipariş no 2506-1188-4520, kargo 2 gün içinde.", "tr"],
  ["Номер заказа 2504-8812-3301, доставка СДЭК.", "ru"],
  ["注文番号 2505-1123-8841、発送は3営業日以内。", "ja"],
  ["订单号 2025 0419 8832 7710，三天内发货。", "zh"],
  ["주문번호 2504-3312-9987, 배송 2일 소요.", "ko"],
  ["رقم الطلب 2503-7719-4402، التوصيل خلال 3 أيام.", "ar"],
  ["מספר הזמנה 2504-5512-0098, משלוח תוך 4 ימים.", "he"],
  ["Objednávka č. 2025-0314-7782, doprava zdarma.", "cs"],
  ["Rendelésszám 2504-6621-3390, szállítás 3 nap.", "hu"],
  ["Tilausnumero 2505-8873-1142, toimitus 2–4 päivää.", "fi"],
  ["Ordernummer 2504-1290-5573, levering binnen 2 dagen.", "nl"],
  ["Numero d'ordine 2505-7734-1106, spedizione in 48 ore.", "it"],
  ["Número de pedido 2504-9921-3385; envío en 24 h.", "es"],
  ["Ordrenummer 2505-4417-2290, levering 2–3 dage.", "da"],
  ["Nombor pesanan 2506-3381-7742, penghantaran 3 hari.", "ms"],
  ["เลขที่คำสั่งซื้อ 2505-1182-3349 จัดส่งภายใน 3 วัน", "th"],
  ["ऑर्डर संख्या 2504-7712-0093, डिलीवरी 5 दिन में।", "hi"],
  ["Mã đơn 2506-4471-9902 đã xác nhận.", "vi"],
  ["Oda namba 2025-0711-3390 imepokelewa.", "sw"],
]);

// Waybill, tracking and parcel numbers.
const R11_TRACKING = entries(null, "legitimate-waybill-tracking", [
  ["ТТН Нової пошти 59000123456789, відправка сьогодні.", "uk"],
  ["Трек-номер 80082345671234 — посылка уже в пути.", "ru"],
  ["Sendungsnummer 0034 0434 1612 3456 78 (DHL).", "de"],
  ["Número de seguimiento 7412 3369 8820, Correos Express.", "es"],
  ["Código de rastreio 4401 2287 9963 para o kit.", "pt"],
  ["Numer przesyłki 6201 3345 8876 0021, InPost.", "pl"],
  ["Kargo takip no 7845 1290 3366.", "tr"],
  ["快递单号 7730 1254 8896 0012，顺丰。", "zh"],
  ["Mã vận đơn 8842 1175 3390, phí ship 30.000 ₫.", "vi"],
  ["AWB 176-12345675, air freight to the studio.", "en"],
  ["Numéro de colis 6A 123 456 789 01, Colissimo.", "fr"],
  ["Namba ya kufuatilia mzigo 5521 0087 4433.", "sw"],
  ["Αριθμός αποστολής 5521 8890 2231, παράδοση σε 2 ημέρες.", "el"],
  ["Експрес-накладна 20450098765432, Нова пошта.", "uk"],
  ["送り状番号 4412-3398-7761、ヤマト運輸。", "ja"],
  ["Waybill 7781 2290 4415 — keep it for returns.", "en"],
]);

// Postal codes, their ranges, registration numbers.
const R11_POSTAL_REG = entries(null, "legitimate-postal-registration", [
  ["کد پستی ۱۹۳۹۶۷۵۱۳۴، ارسال با پست پیشتاز.", "fa"],
  ["מיקוד 6120101, משלוח לתל אביב.", "he"],
  ["Código postal 8320000, envío a Santiago.", "es"],
  ["Индексы 101000–129999 — только Москва.", "ru"],
  ["郵便番号 150-0041 から 150-0047 まで対象。", "ja"],
  ["Kode pos 10110–10270 (Jakarta Pusat) saja.", "id"],
  ["PSČ 110 00–199 00, jen Praha.", "cs"],
  ["Reģistrācijas numurs 40103123456, PVN LV40103123456.", "lv"],
  ["Registrikood 12345678, käibemaks 24 %.", "et"],
  ["Įmonės kodas 302123456, PVM kodas LT100001234567.", "lt"],
  ["Company registration no. 09876543, VAT GB123456789.", "en"],
  ["Registernummer 98765432 bitte auf der Rechnung angeben.", "de"],
  ["Número de registro 2025004412 na nota fiscal.", "pt"],
  ["Numéro d'enregistrement 2025 118 4471 à indiquer sur la facture.", "fr"],
  ["Kayıt no 0123456789, MERSİS 0123456789012345.", "tr"],
  ["Реєстраційний номер 1234567890 у договорі.", "uk"],
]);

// Coordinates.
const R11_COORDS = entries(null, "legitimate-coordinates", [
  ["Riprese a 41.9028, 12.4964 (Colosseo), luce del mattino.", "it"],
  ["Koordinaten: 52.5200, 13.4050 – Treffpunkt am Tor.", "de"],
  ["Lokasi: -6.2088, 106.8456 (Monas), jam 7 pagi.", "id"],
  ["Coordenadas 19.4326, -99.1332, centro histórico.", "es"],
  ["Точка съёмки: 55.7558, 37.6173.", "ru"],
  ["GPS 48.8584 N, 2.2945 E — tournage au pied de la tour.", "fr"],
  ["撮影地点：35.6595, 139.7005（渋谷）", "ja"],
  ["Location pin 40.7128,-74.0060 — shoot on the corner.", "en"],
  ["Konum: 41.0082, 28.9784 (Sultanahmet).", "tr"],
]);

// Barcodes, ISBN, bank accounts.
const R11_BARCODES = entries(null, "legitimate-barcodes-accounts", [
  ["ISBN 978-3-16-148410-0 — das Buch im Bild zeigen.", "de"],
  ["Mã vạch 8934563 138165 trên hộp.", "vi"],
  ["Штрихкод 4607001 234567 на упаковке.", "ru"],
  ["Código de barras 7501031311309 visible en cámara.", "es"],
  ["바코드 880 1234 567893 이 보이게 촬영.", "ko"],
  ["IBAN DE89 3704 0044 0532 0130 00, Verwendungszweck: Rechnung 17.", "de"],
  ["Numer konta 61 1090 1014 0000 0712 1981 2874.", "pl"],
  ["Codice a barre 8001234567890 sul retro.", "it"],
]);

// Lot and batch codes grouped with dashes.
const R11_LOTS = entries(null, "legitimate-lot-codes", [
  ["Κωδικός παρτίδας 24-1187-05, λήξη 11/2026.", "el"],
  ["Batch code 24-0931-07 printed on the lid.", "en"],
  ["Партида № 24-5512-03, срок 12/2026.", "bg"],
  ["Lot 23-1148-09 • exp 08/2027", "fr"],
  ["ロット番号 24-0315-11、賞味期限 2026年3月。", "ja"],
  ["批号 23-0918-06，保质期两年。", "zh"],
]);

// Date ranges, times, prices.
const R11_DATES = entries(null, "legitimate-date-ranges", [
  ["Publicación del 2025-06-01 al 2025-06-15, franja 19:00–22:00.", "es"],
  ["Kampanjaperiodi 1.–15.6.2025, julkaisu klo 18–21.", "fi"],
  ["Okres: 01.06–15.06.2025, publikacja 18:00–20:00.", "pl"],
  ["Tarih aralığı 2025/06/01–2025/06/15.", "tr"],
  ["投稿期間：2025/6/1〜2025/6/15", "ja"],
  ["Thời gian: 01/06/2025 - 15/06/2025, giờ đăng 19h-21h.", "vi"],
  ["Laufzeit 2025-06 bis 2025-09, Budget 12.500–18.000 €.", "de"],
  ["Dates: 06/01–06/15/2025; rate $1,250–$2,400.", "en"],
  ["Eventdatum 14.06.2025 18.30–21.00 Uhr.", "de"],
  ["Période 2025-0601 à 2025-0615 dans l'export.", "fr"],
]);

export const ROUND11_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R11_ORDERS,
  ...R11_TRACKING,
  ...R11_POSTAL_REG,
  ...R11_COORDS,
  ...R11_BARCODES,
  ...R11_LOTS,
  ...R11_DATES,
];

/** The strings the rule still answers wrongly after round 11 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([]);

export const ROUND11_CONTACT_LEFT_OUT: CorpusEntry[] = [
  ...ROUND11_CONTACT_REFUSE_ALL,
  ...ROUND11_CONTACT_LEGITIMATE_ALL,
].filter((e) => LEFT_OUT.has(e.text));

export const ROUND11_CONTACT: CorpusEntry[] = [
  ...ROUND11_CONTACT_REFUSE_ALL,
  ...ROUND11_CONTACT_LEGITIMATE_ALL,
]
  .filter((e) => !LEFT_OUT.has(e.text));
