import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 19, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh33.ts` and `fresh34.ts` (corpus/fresh33.first-run.txt,
 * corpus/fresh34.first-run.txt), in other wordings and mostly other languages than their strings — negative circled
 * and squared letters, look-alike letters of scripts not folded (Cherokee, Armenian), odd dot-like separators, a
 * spelled dot in Irish, Welsh, Galician, Breton or Basque, an address or site given by the initials of a spelling
 * alphabet's words, Latin letter names written in another script, number words of smaller languages, Suzhou
 * numerals with a zero, katakana digits between middle dots, blocks of a number given out of order under their
 * labels, a number told in parts with "then … finally"; and hard negatives using the same devices honestly: names
 * listed, enclosed-letter decoration, Cherokee and Armenian text, company, tax and payment numbers, product numbers,
 * sizes in labelled blocks, counts in smaller languages, katakana names with middle dots, dates and prices.
 * Written before any rule changed for round 19 and run once as written (the figure is in the README's "Round 19,
 * contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// Negative circled and squared letters (🅐–🅩, 🅰–🆉) spelling an address.
const R19_EMAIL_ENCLOSED = entries("email_address", "email-negative-letters", [
  ["Schickt eure Mediamappe an 🅼🅰🆁🅺🆄🆂@🅷🅾🅻🆉🅻🅸🅲🅷🆃.🅳🅴, wir melden uns binnen drei Tagen.", "de"],
  ["Envíanos tu propuesta a 🅛🅤🅒🅘🅐@🅢🅞🅛🅐🅡🅔.🅔🅢 antes del viernes.", "es"],
  ["Scrivi a 🅖🅘🅞🅡🅖🅘🅞 @ 🅥🅘🅝🅞🅡🅞🅢🅢🅞 . 🅘🅣 per il listino.", "it"],
  ["Zgłoszenia na 🅟🅘🅞🅣🅡@🅛🅔🅢🅝🅐.🅟🅛 do końca miesiąca.", "pl"],
  ["Stuur je tarieven naar 🅹🅰🅽@🆉🅾🅽🅽🅴🅱🅻🅾🅴🅼.🅽🅻.", "nl"],
  ["Skicka offerten till 🅔🅑🅑🅐@🅢🅝🅞🅦🅑🅡🅐.🅢🅔 senast fredag.", "sv"],
  ["Tuma mapendekezo yako kwa 🅐🅢🅗🅐 @ 🅙🅤🅐🅝🅘 . 🅒🅞 . 🅚🅔.", "sw"],
  ["Lähetä portfoliosi: 🅼🅸🅺🅺🅾@🅺🆄🅻🆃🅰.🅵🅸", "fi"],
]);

// Look-alike letters of Cherokee and Armenian in an address.
const R19_EMAIL_LOOKALIKE = entries("email_address", "email-lookalike-script", [
  ["Bewerbungen bitte an ᏚᎪᏒᎪᎻ@ᏴᎪᏦᎬᏒᎬᎥ.ᎠᎬ schicken.", "de"],
  ["Contact pour les devis : ᎷᎪᏒᏟ@ᏞᎪᏴᎪᏚᎢᎥᎠᎬ.ᏟᎻ", "fr"],
  ["Pošlete nabídku na ᏦᎪᏒᎬᏞ@ᏚᎢᏒᎬᎻᎪ.ᏟᏃ do pátku.", "cs"],
  ["Kontaktai: ᎢᎪᎷᎪᏚ@ᏞᎥᏁᎪᏚ.ᏞᎢ", "lt"],
  ["Ուղարկեք ձեր առաջարկը՝ ցօlf@mօսոtaiո.am հասցեով։", "hy"],
  ["Escribe a mօոica@sօlհօսse.es para el presupuesto.", "es"],
  ["Sende uns eine Mail: հaոs@ցarteո.de", "de"],
]);

// Look-alike letters and negative letters in a site.
const R19_LINK_LOOKALIKE = entries("link_not_allowed", "link-lookalike-script", [
  ["Das komplette Briefing liegt auf ᏴᎪᏦᎬᏒᎬᎥ.ᎠᎬ/ᏦᎪᎷᏢᎪᎥᏀᏁᎬ.", "de"],
  ["Todas las instrucciones están en ᏞᎪᏚᎬᏒᎪ.ᎬᏚ antes de grabar.", "es"],
  ["Le brief complet est sur lumiերe-cօsmetics.fr/createurs.", "fr"],
  ["Szczegóły kampanii: 🅢🅛🅞🅝🅔🅒🅩🅚🅞.🅟🅛/🅣🅦🅞🅡🅒🅨", "pl"],
  ["Alle Infos unter 🅂🄾🄽🄽🄴🄽🄷🅄🅃.🄰🅃 – bitte vor dem Dreh lesen.", "de"],
  ["Visita 🆂🅾🅻🅰🆁🅸🆄🅼.🅲🅻 antes de grabar el video.", "es"],
]);

// Odd dot-like separators between host parts.
const R19_LINK_ODD_DOTS = entries("link_not_allowed", "link-odd-dot-separators", [
  ["Alle Details auf sonnenblick⋅de/creator – bitte vorher lesen.", "de"],
  ["Toutes les consignes sur lumiere⸳fr/createurs avant le tournage.", "fr"],
  ["Briefing completo su solemare⦁it/creator.", "it"],
  ["Kaikki ohjeet: aurinkovoide⋅fi/tekijat", "fi"],
  ["Szczegóły: sloneczko⦁com⦁pl/tworcy – przeczytaj przed nagraniem.", "pl"],
  ["Bilgiler günesli⸳com⸳tr/icerik adresinde.", "tr"],
  ["Instructies op zonnetje∙nl/makers voor je begint.", "nl"],
]);

// A spelled dot in smaller languages of Europe.
const R19_LINK_SPELLED_DOT = entries("link_not_allowed", "link-spelled-dot-small", [
  ["Léigh an treoir iomlán ar grianghrian ponc com roimh an taifeadadh.", "ga"],
  ["Mae'r holl fanylion ar haulwen dot cymru cyn ffilmio.", "cy"],
  ["Tedes a guía completa en solgalego punto gal antes de gravar.", "gl"],
  ["Kavit a reot an holl ditouroù war heolig pik bzh a-raok filmañ.", "br"],
  ["Argibide guztiak eguzkilore puntu eus webgunean daude.", "eu"],
  ["Il-gwida kollha tinsab fuq xemxija dot com dot mt/kreaturi.", "mt"],
  ["Cuir do chuid físeán suas ar ceolmara ponc ie agus léigh na rialacha.", "ga"],
]);

// An address given by the initials of spelling-alphabet words.
const R19_EMAIL_SPELLING = entries("email_address", "email-spelling-initials", [
  [
    "Søknader sendes til Martin Olivia Nils Anna, krøllalfa, Sigrid Olivia Ludvig, punktum, Nils Olivia – forbokstavene.",
    "no",
  ],
  [
    "Başvurular: Adana Yozgat Sinop Edirne, et işareti, Bursa Adana Hatay Adana Rize, nokta, Ceyhan Ordu Malatya.",
    "tr",
  ],
  ["Saada CV: Karl Adam Tõnis Reedik Iivi, ät, Sofi Otto Ludvig, punkt, Eduard Eduard (esitähed).", "et"],
  [
    "Prijave šaljite na Ivan Vuk Ana, majmunče, Split Osijek Lika Istra, točka, Hvar Rijeka – početna slova.",
    "hr",
  ],
  [
    "Send your rate card to Sierra Uniform November, at, Bravo Echo Alpha Charlie Hotel, dot, Charlie Oscar Mike.",
    "en",
  ],
  [
    "Kirim proposal ke Romeo India Tango Alfa, at, Papa Alfa November Tango Alfa India, titik, India Delta.",
    "id",
  ],
  [
    "Escriu a Lleida Urgell Cervera Anglès, arrova, Manresa Alp Reus, punt, Cambrils Alp Tarragona (inicials).",
    "ca",
  ],
  ["Sendu al Mike Alfa Romeo India Alfa, ĉe, Lima Uniform November Alfa, punkto, Oscar Romeo Golf.", "eo"],
]);

// A site given by the initials of spelling-alphabet words.
const R19_LINK_SPELLING = entries("link_not_allowed", "link-spelling-initials", [
  [
    "Kampanjesiden, bokstavert: Sigrid Olivia Ludvig Edith Nils, punktum, Nils Olivia – ta forbokstavene.",
    "no",
  ],
  [
    "Kampanya sayfası harf harf: Giresun Üsküdar Nazilli Edirne Sinop, nokta, Tokat Rize (baş harfler).",
    "tr",
  ],
  ["Site of the campaign, spelled: Lima Uniform Mike Echo November, dot, India Oscar.", "en"],
  [
    "Stranica kampanje slovkano: Split Unija Neretva Cetina Europa, točka, Hvar Rijeka (početna slova).",
    "hr",
  ],
  [
    "Trang chiến dịch, đánh vần: Bravo Alpha November Hotel, chấm, Victor November – chỉ lấy chữ cái đầu.",
    "vi",
  ],
  ["Kampaanialeht tähthaaval: Peeter Äike Ivan Kalju Eduard, punkt, Eduard Eduard – esitähed.", "et"],
]);

// Latin letter names written in another script.
const R19_EMAIL_LETTER_NAMES = entries("email_address", "email-letter-names-script", [
  ["ご応募は ケー・エー・ゼット・ユー アットマーク エス・オー・ラ・アール ドット ジェー・ピー まで。", "ja"],
  ["문의는 제이-아이-엔 골뱅이 에스-오-엘 닷 컴 으로 보내 주세요.", "ko"],
  ["Присылайте заявки: эм-ай-эй собака би-эр-эй-эн-ди точка ру.", "ru"],
  ["अपना पोर्टफोलियो जे-ओ-वाई एट एस-यू-एन डॉट इन पर भेजें।", "hi"],
  ["ส่งใบเสนอราคามาที่ บี-อี-อี แอท เอส-ยู-เอ็น ดอท ซี-โอ-เอ็ม นะครับ", "th"],
]);

// A site in letter names written in another script.
const R19_LINK_LETTER_NAMES = entries("link_not_allowed", "link-letter-names-script", [
  ["詳しくは エム・アイ・ケー・ユー ドット ジェー・ピー をご覧ください。", "ja"],
  ["캠페인 안내는 에스-유-엔 닷 케이-알 에서 보세요.", "ko"],
  ["Подробности на сайте эс-ю-эн точка ру, прочитайте перед съёмкой.", "ru"],
  ["पूरी जानकारी एस-ओ-एल डॉट इन पर है।", "hi"],
]);

// Number words of smaller languages read as a number.
const R19_PHONE_SMALL_WORDS = entries("phone_number", "phone-small-language-words", [
  ["Waea mai: kore iwa, rua whitu, toru ono, whā rima, waru tahi.", "mi"],
  ["Telefoni mai: valu lua, tolu fa, lima ono, fitu iva, tasi.", "sm"],
  ["Antsoy aho: aotra sivy, roa fito, telo enina, efatra dimy, valo iray.", "mg"],
  ["Pe mi: ọ̀kan méjì mẹ́ta, mẹ́rin márùn-ún mẹ́fà, méje mẹ́jọ mẹ́sàn-án, òdo.", "yo"],
  ["Woote ma: tus benn ñaar, ñett ñeent juróom, juróom-benn juróom-ñaar juróom-ñett, juróom-ñeent.", "wo"],
  ["Ndifonere: poshi pfumbamwe, piri nomwe, tatu ina, shanu tanhatu, sere.", "sn"],
  ["Mpamagara: zeru icyenda, kabiri karindwi, gatatu gatandatu, kane gatanu, umunani.", "rw"],
  ["Tumaini: zeero mwenda, bbiri musanvu, ssatu mukaaga, nnya ttaano, munaana.", "lg"],
  ["Ndifonele: lefela robong, pedi supa, tharo tshelela, nne hlano, robedi.", "st"],
  ["Ringið: null níggju, tvey sjey, trý seks, fýra fimm, átta.", "fo"],
  ["Pellgomzit din: mann nav, daou seizh, tri c'hwec'h, pevar pemp, eizh.", "br"],
  ["Waea ki a Rewi: kore rua, iwa iwa, tahi toru rima, whitu whitu waru.", "mi"],
  ["Qayakuy: ch'usaq isqun, iskay qanchis, kimsa suqta, tawa pichqa, pusaq.", "qu"],
]);

// Suzhou numerals with a zero, and katakana digits between middle dots.
const R19_PHONE_GLYPHS = entries("phone_number", "phone-glyphs-dots", [
  ["微信同号：〡〥〨 〇〇〦〧 〢〢〤〤", "zh"],
  ["联系电话〇〢〡-〥〦〧〨〩〤〣", "zh"],
  ["ご相談はサン・ゼロ・キュウ、ハチ・ナナ・ロク・ゴ、ヨン・サン・ニ・イチへお電話を。", "ja"],
  ["担当者の携帯：ゼロ・ハチ・ゼロ／イチ・イチ・ニ・ニ／サン・サン・ヨン・ヨン", "ja"],
  ["お問い合わせ：ゼロ・ナナ・ゼロ、キュウ・ハチ・ナナ・ロク、ゴ・ヨン・サン・ニ", "ja"],
]);

// Blocks of a number given out of order under their labels.
const R19_PHONE_BLOCKS = entries("phone_number", "phone-shuffled-blocks", [
  ["Telefon von Jonas, in Blöcken: C = 45 67, A = 0151, B = 23 – wähl sie in der Reihenfolge A, B, C.", "de"],
  [
    "Numéro de Léa par morceaux : bloc 3 = 78 90, bloc 1 = 06, bloc 2 = 12 34 56 – composez dans l'ordre.",
    "fr",
  ],
  ["Numer Oli w częściach: część B to 345, część A to 601, część C to 678 – wybierz po kolei.", "pl"],
  ["Telefonnummer till Elin, delarna: del 2 är 123, del 3 är 45 67, del 1 är 070 – ring i ordning.", "sv"],
  ["Teléfono de Pablo: segundo bloque 612, tercero 345, primero 6, cuarto 78 – márcalos en orden.", "es"],
  ["Nomor Rina: bagian kedua 1234, bagian pertama 0813, bagian ketiga 5678 – urutkan saat menelepon.", "id"],
  ["Số của Lan: phần hai 123, phần một 0912, phần ba 456 – gọi theo thứ tự.", "vi"],
  ["Puhelin, palasina: osa C on 4567, osa A on 040, osa B on 123 – soita järjestyksessä.", "fi"],
]);

// A number told in parts with "then … finally".
const R19_PHONE_PARTS = entries("phone_number", "phone-parts-then", [
  ["Отправьте черновик в Телеграм: сначала 916, потом 555, в конце 12 34.", "ru"],
  ["أرسلوا المسودة على واتساب: أولًا 050، ثم 123، وأخيرًا 4567.", "ar"],
  ["پیش‌نویس را در واتساپ بفرستید: اول 0912، بعد 345، در آخر 6789.", "fa"],
  ["ड्राफ्ट व्हाट्सऐप पर भेजें: पहले 98765, फिर 43210।", "hi"],
  ["Schick den Entwurf per WhatsApp: zuerst 0171, dann 234, zum Schluss 5678.", "de"],
]);

// Hard negatives: company, tax, payment and product numbers.
const R19_IDS = entries(null, "legitimate-company-payment-ids", [
  ["Faktura: variabilní symbol 2025110801, konstantní symbol 0308, IČO 45274649, DIČ CZ45274649.", "cs"],
  ["Fakturačné údaje: IČO 35763469, DIČ 2021469882, variabilný symbol 2025123456.", "sk"],
  ["Agizo lina namba ya bidhaa 3310-4521-08 na bei ya 45,000 TSh.", "sw"],
  ["Inombolo yomkhiqizo 5521-8830-14, intengo R 1 250 ngevidiyo.", "zu"],
  ["Nọ́mbà ọjà 7734-2210-55; owó 25,000 naira fún fídíò kan.", "yo"],
  ["Laambaraan oomishaa 4401-2290-17 fi gatii 3,000 ETB.", "om"],
  ["Numărul produsului 4402-1187-33, CUI RO 18547290, plata în 30 de zile.", "ro"],
  ["Y-tunnus 2345678-9, tuotenumero 4410-2290-17, eräpäivä 15.12.2025.", "fi"],
  ["NIP 525-000-12-34, REGON 012345678, numer produktu 4401-2290-17.", "pl"],
  ["Референс платежу 2025110801, ЄДРПОУ 40087654, артикул 4401-2290.", "uk"],
]);

// Hard negatives: honest names, initials and spelling alphabets.
const R19_NAMES = entries(null, "legitimate-names-listed", [
  ["Am Dreh nehmen teil: Martha, Anton, Ida und Ludwig; danach folgt Punkt zwei der Agenda.", "de"],
  ["Teamet består av Sigrid, Olivia og Nils, og Anna leder produksjonen.", "no"],
  ["Kayıt için Adana, Bursa ve İzmir'deki mağazalar; bir sonraki nokta Ankara.", "tr"],
  ["In the video, say the NATO alphabet slowly: Alpha, Bravo, Charlie, Delta, Echo.", "en"],
  ["Gostujejo Ivan, Ana in Marko, vsi iz Splita; na koncu pika na i: zahvala sponzorju.", "sl"],
  ["Ekipa: Karl, Tõnis ja Sofi; punkt kolm on valgus.", "et"],
  ["Las protagonistas son Lucía, Olga y Ana; el punto clave es la luz natural.", "es"],
  ["Write your name as initials in the caption, like J. D., and tag the brand.", "en"],
  ["Grabad a Carla, Oriol y Núria; el punto de encuentro es la plaza.", "ca"],
  ["Reparto: Hotel Oscar Tango es el nombre de la escena, sin más.", "es"],
]);

// Hard negatives: decoration in enclosed and look-alike letters.
const R19_DECOR = entries(null, "legitimate-enclosed-decoration", [
  ["Titelkarte im Video: 🅽🅴🆆 🅲🅾🅻🅻🅴🅲🆃🅸🅾🅽 – dann das Produkt zeigen.", "de"],
  ["Usa el rótulo 🅢🅐🅛🅔 en la esquina durante tres segundos.", "es"],
  ["Overlay: 🅻🅸🅼🅸🆃🅴🅳 🅴🅳🅸🆃🅸🅾🅽, 5 Sekunden, dann Schnitt.", "de"],
  ["Schreib 🅐🅑🅒 als Aufkleber auf die Flasche, nicht mehr.", "de"],
  ["Sticker „🅗🅞🅣“ neben dem Preis von 19,90 €.", "de"],
  ["The letter 🅰 on the pack is the brand's logo, keep it in frame.", "en"],
  ["Naslov u videu: 🅢🅤🅝 🅒🅛🅤🅑, pa prikaz proizvoda.", "hr"],
  ["Ꭰ Ꮟ ᏣᎳᎩ: ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ ᏥᏍᏆᏂᏪᏘ, the Cherokee greeting opens the video.", "en"],
  ["Բարև ձեզ, ցուցադրեք արևապաշտպան քսուքը բնական լույսով։", "hy"],
  ["Խնդրում ենք նկարել 30 վայրկյան տևողությամբ տեսանյութ՝ օգտագործելով մեր կրեմը։", "hy"],
]);

// Hard negatives: honest dots, separators and spelled words for a dot.
const R19_DOTS = entries(null, "legitimate-dots-honest", [
  ["Tá an ponc is tábhachtaí soiléir: solas nádúrtha agus fuaim ghlan.", "ga"],
  ["Y pwynt pwysig yw golau naturiol; dot neu ddau o eli ar y croen.", "cy"],
  ["O punto de partida é a praia de Riazor ás 10:00.", "gl"],
  ["Gida: prezz 25 ewro, punt ewlieni d-dawl naturali.", "mt"],
  ["Ordre: 3 ⋅ 4 = 12 produits, prix unitaire 9⸳90 €.", "fr"],
  ["Skala 1⦁2⦁3 – trzy ujęcia po 10 sekund.", "pl"],
  ["Puntu nagusia argi naturala da; iraupena 30 segundo.", "eu"],
  ["Ar pik pouezusañ: gouloù naturel ha son sklaer.", "br"],
  ["Hashtag #sonnenblick und der Name des Produkts, kein Link.", "de"],
]);

// Hard negatives: counts and numbers in smaller languages, glyphs and katakana with middle dots.
const R19_NUMBERS = entries(null, "legitimate-small-language-numbers", [
  ["E toru ngā ataata, e rua meneti te roa o ia ataata.", "mi"],
  ["Lahatsary telo, roa minitra avy, karama 200 000 Ariary.", "mg"],
  ["Fiti tolu, lua minute ta'itasi, totogi $300.", "sm"],
  ["Fídíò mẹ́ta, ìṣẹ́jú méjì kọ̀ọ̀kan, owó 50,000 naira.", "yo"],
  ["Mavhidhiyo matatu, maminitsi maviri imwe neimwe.", "sn"],
  ["Trý sjónbond, tvær minuttir hvørt, gjald 3.000 kr.", "fo"],
  ["Tri video, daou vunutenn bep hini, priz 300 €.", "br"],
  ["价格〥〇元，苏州码子只用于装饰字体。", "zh"],
  ["出演：ジョン・スミス、メアリー・ブラウン、ケイト・ロー。", "ja"],
  ["撮影は3本、各2分。キーワードはサン・ロク・ゴーの三つのブランド名です。", "ja"],
  ["Teksten: hoofdstuk drie, twee, één – de volgorde van de scènes.", "nl"],
  ["Dorong 3 video: 30 detik, 60 detik, 90 detik; bayaran Rp 2.500.000.", "id"],
]);

// Hard negatives: labelled blocks that are not a phone number.
const R19_BLOCKS = entries(null, "legitimate-labelled-blocks", [
  ["Größen: A = 34, B = 36, C = 38, D = 40 – zeig alle vier.", "de"],
  ["Tableau des prix : bloc 1 = 120 €, bloc 2 = 240 €, bloc 3 = 360 €.", "fr"],
  ["Część A to 30 sekund, część B to 45 sekund, część C to 60 sekund.", "pl"],
  ["Del 1 är 15 sekunder, del 2 är 30 sekunder, del 3 är 45 sekunder.", "sv"],
  ["Primer bloque 2025, segundo bloque 2026: las fechas de la campaña.", "es"],
  ["Bagian pertama 10 detik, bagian kedua 20 detik, bagian ketiga 30 detik.", "id"],
  ["Phần một 15 giây, phần hai 30 giây, phần ba 45 giây.", "vi"],
  ["Zuerst 3 Clips, dann 2 Stories, zum Schluss 1 Reel.", "de"],
  ["Сначала 3 ролика, потом 2 сторис, в конце 1 пост.", "ru"],
  ["أولًا 3 مقاطع، ثم 2 قصص، وأخيرًا منشور واحد.", "ar"],
]);

// Hard negatives: dates, times and prices with the same separators.
const R19_DATES = entries(null, "legitimate-dates-prices", [
  ["Drehtermin 12⋅03⋅2026, Abgabe bis 20⋅03⋅2026.", "de"],
  ["Livraison le 05⸳06⸳2026, paiement 450⸳00 €.", "fr"],
  ["Data di consegna 14⦁11⦁2025, compenso 300 €.", "it"],
  ["Hinta 29⋅90 €, toimitus 3–5 päivää.", "fi"],
  ["〇〇年〇〇月〇〇日に撮影、ギャラは5万円。", "ja"],
  ["Lever voor 1 december; punt 4 van het contract blijft gelden.", "nl"],
]);

const ROUND19_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R19_EMAIL_ENCLOSED,
  ...R19_EMAIL_LOOKALIKE,
  ...R19_LINK_LOOKALIKE,
  ...R19_LINK_ODD_DOTS,
  ...R19_LINK_SPELLED_DOT,
  ...R19_EMAIL_SPELLING,
  ...R19_LINK_SPELLING,
  ...R19_EMAIL_LETTER_NAMES,
  ...R19_LINK_LETTER_NAMES,
  ...R19_PHONE_SMALL_WORDS,
  ...R19_PHONE_GLYPHS,
  ...R19_PHONE_BLOCKS,
  ...R19_PHONE_PARTS,
];

const ROUND19_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R19_IDS,
  ...R19_NAMES,
  ...R19_DECOR,
  ...R19_DOTS,
  ...R19_NUMBERS,
  ...R19_BLOCKS,
  ...R19_DATES,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND19_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND19_CONTACT_REFUSE_ALL,
  ...ROUND19_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 19 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Armenian "ե" and "ր" are no look-alikes of "e" and "r" (only the confusable letters are folded).
  "Le brief complet est sur lumiերe-cօsmetics.fr/createurs.",
  // Squared capitals make "SONNENHUT.AT": ".at" after a capitalised name is read as the German word (as before).
  "Alle Infos unter 🅂🄾🄽🄽🄴🄽🄷🅄🅃.🄰🅃 – bitte vor dem Dreh lesen.",
  // The Esperanto "ĉe" is not read as an at-sign word ("ce" is a word of many languages).
  "Sendu al Mike Alfa Romeo India Alfa, ĉe, Lima Uniform November Alfa, punkto, Oscar Romeo Golf.",
  // "точка ру": the Cyrillic "ру" folds to "py", a file ending; "sol.in" after the Devanagari dot word: ".in" alone
  // after a name is a word (as "sol.in" written so).
  "Подробности на сайте эс-ю-эн точка ру, прочитайте перед съёмкой.",
  "पूरी जानकारी एस-ओ-एल डॉट इन पर है।",
]);

export const ROUND19_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND19_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND19_CONTACT: CorpusEntry[] = ROUND19_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
