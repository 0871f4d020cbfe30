import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 18, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh31.ts` and `fresh32.ts` (corpus/fresh31.first-run.txt,
 * corpus/fresh32.first-run.txt), in other wordings and mostly other languages than their strings — an address told
 * as "the part before the at-sign … after it" or "user name … domain", a site with a path named as a host, kana
 * readings of digits, digits as dice faces, financial and Suzhou numerals, Roman numerals, number words of smaller
 * languages, a site's ending given by a flag emoji, a hashtag host "without the hash", a separator the reader is
 * told to swap for a dot, script full stops (Armenian, Urdu, Devanagari) between host parts, a word written twice
 * around the at-sign; and hard negatives: dates and times in national formats, order numbers with a year,
 * decorative at-signs in product names, notes on where to put the @handle, honest dice, flags and hashtags.
 * Written before any rule changed for round 18 and run once as written (the figure is in the README's "Round 18,
 * contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// An address told as its two parts around the at-sign.
const R18_EMAIL_DESCRIBED = entries("email_address", "email-parts-described", [
  ["Kirjoita meille: ennen at-merkkiä tulee anna.koski, sen jälkeen aurinkotuote.fi.", "fi"],
  ["Írj nekünk: a kukac előtt kata.nagy, utána napfeny.hu.", "hu"],
  ["Pište nám: před zavináčem je petra.novak, za ním slunecnice.cz.", "cs"],
  ["Rakstiet: pirms @ zīmes ir liga.berzina, pēc tās saulesgaisma.lv.", "lv"],
  ["Kirjutage: enne ät-märki on mari.tamm, pärast seda paikesepaist.ee.", "et"],
  ["Piši nam: korisničko ime je ana.horvat, a domena suncano.hr, između njih majmunčić.", "hr"],
  ["Напишете ни: потребителското име е maria.ivanova, домейнът е slance.bg, с маймунка между тях.", "bg"],
  ["Napíšte nám: používateľské meno je eva.kral, doména je slnko.sk, medzi nimi zavináč.", "sk"],
  ["Skrifaðu okkur: notandanafnið er sigga.jons og lénið solskin.is, með att-merki á milli.", "is"],
  ["Γράψτε μας: όνομα χρήστη eleni.papa, τομέας ilios.gr, με παπάκι ανάμεσα.", "el"],
  ["Scrie-ne: numele de utilizator este ioana.pop, domeniul soare.ro, cu coadă de maimuță între ele.", "ro"],
  [
    "Ysgrifennwch: yr enw defnyddiwr yw cerys.jones a'r parth yw heulwen.cymru, gydag arwydd at rhyngddynt.",
    "cy",
  ],
]);

// The word written twice around the at-sign.
const R18_EMAIL_DOUBLED = entries("email_address", "email-doubled-word", [
  ["Schrijf ons: het woord zonnebloem twee keer, met het gewone mailteken ertussen, en .nl erachter.", "nl"],
  ["Escreva para nós: a palavra solzinho duas vezes, com a arroba no meio, e .pt no fim.", "pt"],
  ["Escríbenos: la palabra solecito dos veces, con la arroba en medio y .es al final.", "es"],
  ["Napisz do nas: słowo sloneczko dwa razy, pomiędzy małpa, na końcu .pl.", "pl"],
  ["Пишите нам: слово solnyshko дважды, между ними собачка, в конце .ru.", "ru"],
  ["Écrivez-nous : le mot soleil deux fois, l'arobase entre les deux, puis .fr.", "fr"],
  ["Scrivici: la parola solare due volte, con la chiocciola in mezzo e .it alla fine.", "it"],
  ["Yazın: 'gunes' kelimesini iki kez yazın, araya et işareti koyun, sonuna .com.tr ekleyin.", "tr"],
]);

// Kana readings of digits.
const R18_PHONE_KANA = entries("phone_number", "phone-kana-digits", [
  ["お問い合わせは田中まで：ゼロハチゼロ、キューハチナナロク、ゴーヨンサンニー。", "ja"],
  ["配送の件はこちらへ：ゼロサンの、イチニーサンヨンの、ゴーロクナナハチ。", "ja"],
  ["ご連絡はぜろきゅうぜろ、いちにいさんよん、ごおろくななはちへお電話ください。", "ja"],
  ["電話：レイハチレイ ヨンヨンサンサン ニーニーイチイチ", "ja"],
]);

// Digits as dice faces.
const R18_PHONE_DICE = entries("phone_number", "phone-dice-faces", [
  ["Ruf uns an: 0⚅ ⚀⚁⚂ ⚃⚄⚅⚀ – zähl die Augen der Würfel.", "de"],
  ["Appelez-nous au 0⚅ ⚀⚁ ⚂⚃ ⚄⚅ ⚀⚁ (comptez les points des dés).", "fr"],
  ["Bel ons: 0⚅ ⚀⚁⚂⚃ ⚄⚅⚀⚁ – tel de ogen op de dobbelstenen.", "nl"],
  ["Soita meille: 04⚀ ⚁⚂⚃ ⚄⚅⚀⚁.", "fi"],
  ["Zadzwoń: ⚄⚀⚁ ⚂⚃⚄ ⚅⚀⚁ – policz oczka na kostkach.", "pl"],
]);

// Financial, Suzhou and Roman numerals.
const R18_PHONE_NUMERALS = entries("phone_number", "phone-other-numerals", [
  ["客服电话：壹叁玖 贰肆陆捌 壹叁伍柒，欢迎来电。", "zh"],
  ["联系人手机：壹伍捌-零零柒柒-叁叁玖玖", "zh"],
  ["お電話は零捌零‐壱弐参四‐伍陸漆捌まで。", "ja"],
  ["WhatsApp：〥〡〢〣 〤〥〦〧", "zh"],
  ["Chiamaci al +39 CCCXLV DCLXXVIII XC XII.", "it"],
  ["Llamad al 6, luego las cifras I, II, III, IV, V, VI, VII, VIII, una a una.", "es"],
]);

// Number words of smaller languages read as a number.
const R18_PHONE_SMALL_WORDS = entries("phone_number", "phone-small-language-words", [
  ["Tufoni: sifuri, saba, moja, mbili, tatu, nne, tano, sita, saba, nane.", "sw"],
  ["Ka kira mu: sifili, takwas, daya, biyu, uku, hudu, biyar, shida, bakwai, takwas.", "ha"],
  ["Fonea: zero, hitu, isa, lua, tolu, fa, lima, ono, fitu, valu.", "sm"],
  ["Tawag mo: sero, siyam, isa, dalawa, tatlo, apat, lima, anim, pito, walo, siyam.", "tl"],
  ["Fono: kore, iwa, tahi, rua, toru, whā, rima, ono, whitu, waru.", "mi"],
  ["Lukilu: zero, sambwadi, mosi, mibale, misato, minei, mitano, motoba, sambo, mwambe.", "ln"],
  ["Ring ús: nul, sân, ien, twa, trije, fjouwer, fiif, seis, sân, acht.", "fy"],
  ["Ciamâ: zeru, sette, unu, dui, trè, quattru, cinque, sei, sette, ottu.", "co"],
]);

// A flag emoji as the site's ending.
const R18_LINK_FLAG = entries("link_not_allowed", "link-flag-ending", [
  ["Onze webshop: zonnehuid, dan een punt en de twee letters van de vlag 🇳🇱.", "nl"],
  ["Nettbutikk: solhud, så et punktum og bokstavene til flagget 🇳🇴 – skriv det i nettleseren.", "nb"],
  ["Tienda online: pielsol, después un punto y las dos letras de la bandera 🇪🇸.", "es"],
  ["Loja: pelesol, depois um ponto e as letras da bandeira 🇧🇷.", "pt"],
  ["Verkkokauppa: aurinkoiho, sitten piste ja lipun 🇫🇮 kaksi kirjainta.", "fi"],
  ["Webshop: napbor, utána pont és a zászló 🇭🇺 két betűje.", "hu"],
]);

// A hashtag that is the host.
const R18_LINK_HASHTAG = entries("link_not_allowed", "link-hashtag-host", [
  ["Unsere Seite ist der Hashtag #sonnenhaut ohne Raute, mit .de am Ende.", "de"],
  ["Notre site, c'est le hashtag #peausoleil sans le dièse, avec .fr à la fin.", "fr"],
  ["Il nostro sito è l'hashtag #pellesole senza cancelletto, con .it alla fine.", "it"],
  ["Nasza strona to hasztag #jasnaskora bez krzyżyka, na końcu .pl.", "pl"],
  ["Nuestra web es el hashtag #pielsol sin la almohadilla y con .es al final.", "es"],
  ["Sitemiz: #gunesderi etiketi, diyez olmadan, sonuna .com.tr ekle.", "tr"],
]);

// A separator the reader is told to swap for a dot.
const R18_LINK_SWAP = entries("link_not_allowed", "link-separator-swap", [
  ["Kampagnenseite: sonnenhaut,de – ersetze das Komma durch einen Punkt.", "de"],
  ["Page de campagne : peausoleil_fr – remplace le tiret bas par un point.", "fr"],
  ["Campagnepagina: zonnehuid;nl – vervang de puntkomma door een punt.", "nl"],
  ["Kampanjeside: solhud*no – bytt stjernen med et punktum.", "nb"],
  ["Strona kampanii: jasnaskora–pl (w miejsce myślnika wpisz kropkę).", "pl"],
  ["Kampaňová stránka: slunecnice,cz – čárku nahraď tečkou.", "cs"],
]);

// Script full stops between host parts.
const R18_LINK_SCRIPT_STOP = entries("link_not_allowed", "link-script-full-stop", [
  ["Կայքը՝ arevmashk։com", "hy"],
  ["ویب سائٹ: roshanjild۔com", "ur"],
  ["साइट: dhoopchhaya।in", "hi"],
  ["আমাদের সাইট: rodchhaya।com।bd", "bn"],
  ["ہماری دکان: dhoopjild۔com۔pk پر دیکھیں", "ur"],
]);

// A site with a path, answered as an address before.
const R18_LINK_PATH = entries("link_not_allowed", "link-host-path", [
  ["Registrati su solesano.com.mt/creators per ricevere il prodotto.", "it"],
  ["Meld deg på solhud.co.uk/skapere for å få produktet.", "nb"],
  ["Zapisz się na jasnaskora.com.pl/tworcy, żeby dostać paczkę.", "pl"],
]);

// Hard negatives: dates and times in national formats.
const R18_DATES = entries(null, "legitimate-dates-times", [
  ["A poszt 2025. 07. 21-én 18:30-kor menjen ki, a sztori 2025. 07. 22-én 09:00-kor.", "hu"],
  ["Publikacja: 2025. 08. 03. 20:15, a druga część 2025. 08. 10. 20:15.", "pl"],
  ["发布时间：2025年9月1日20:00，第二条2025年9月3日12:30。", "zh"],
  ["投稿日：2025年10月5日 19:00、ストーリーは2025年10月6日 08:30。", "ja"],
  ["게시일: 2025. 11. 02. 19:00, 스토리는 2025. 11. 03. 08:30.", "ko"],
  ["Julkaisu 14.6.2025 klo 19.00 ja tarina 15.6.2025 klo 8.30.", "fi"],
  ["Zveřejnění 14. 6. 2025 v 19:00, stories 15. 6. 2025 v 8:30.", "cs"],
  ["Publicera 2025-06-14 kl. 19.00, story 2025-06-15 kl. 08.30.", "sv"],
  ["Veröffentlichung am 14.06.2025 um 19:00 Uhr, Story am 15.06.2025 um 08:30 Uhr.", "de"],
  ["Publication le 14/06/2025 à 19h00, story le 15/06/2025 à 8h30.", "fr"],
  ["Đăng bài ngày 14/06/2025 lúc 19:00, story ngày 15/06/2025 lúc 08:30.", "vi"],
  ["Yayın 14.06.2025 saat 19.00'da, hikâye 15.06.2025 saat 08.30'da.", "tr"],
  ["Postare pe 2025-06-14 la 19:00 și story pe 2025-06-15 la 08:30.", "ro"],
  ["Опубликовать 14.06.2025 в 19:00, сторис 15.06.2025 в 08:30.", "ru"],
  ["Objava 14. 6. 2025. u 19:00 sati, priča 15. 6. 2025. u 8:30.", "hr"],
  ["Kuchapisha 2025-06-14 saa 19:00, hadithi 2025-06-15 saa 08:30.", "sw"],
  ["Postiga 2025/06/14 kell 19:00 ja lugu 2025/06/15 kell 08:30.", "et"],
  ["Publicação em 14-06-2025 às 19h00 e stories em 15-06-2025 às 08h30.", "pt"],
  ["发布窗口：2025-06-14 19:00 至 2025-06-15 08:30。", "zh"],
  ["Paskelbti 2025-06-14 19:00, istoriją 2025-06-15 08:30.", "lt"],
]);

// Hard negatives: order numbers, product codes and fees with a year.
const R18_ORDERS = entries(null, "legitimate-order-numbers", [
  ["Fadlan ku qor lambarka dalabka 2025-6612-09 warqaddaada; koodhka alaabta waa SOM-221.", "so"],
  ["Bitte gib die Bestellnummer 2025-4471-12 in der Rechnung an; Artikel SG-2025-0612.", "de"],
  ["Indiquez le numéro de commande 2026-1189-03 sur la facture, code produit FR2026-0315.", "fr"],
  ["报酬：人民币5200元；发布时间2025年7月7日20:00；商品编号 SG2025-0707。", "zh"],
  ["報酬：58,000円、投稿日2025年7月7日21:00、商品コード JP2025-0707-22。", "ja"],
  ["Numer zamówienia 2025-3308-17, kod produktu PL-2025-118; honorarium 2 400 zł.", "pl"],
  ["Siparişin numarası 2026-5521-08; ürün kodu TR2026-0408; ücret 12 000 TL.", "tr"],
  ["Número de pedido 2025-9034-11 y referencia ES-2025-0911; pago 850 €.", "es"],
  ["Ordernummer 2025-7720-05, artikelcode NL2025-0505, vergoeding € 640.", "nl"],
  ["Mã đơn hàng 2025-8812-06, mã sản phẩm VN2025-0606, thù lao 4.500.000 đ.", "vi"],
  ["Nomor pesanan 2026-3321-02, kode produk ID2026-0202, honor Rp 3.500.000.", "id"],
  ["Номер заказа 2025-6641-10, артикул RU2025-1010, гонорар 45 000 ₽.", "ru"],
  ["Tilausnumero 2025-2209-14, tuotekoodi FI2025-1414, palkkio 900 €.", "fi"],
  ["Rendelésszám: 2025-5510-07, termékkód HU2025-0707, díj 150 000 Ft.", "hu"],
  ["Nambari ya oda 2026-4410-01, msimbo wa bidhaa KE2026-0101.", "sw"],
  ["Číslo objednávky 2025-1120-09, kód produktu CZ2025-0909, odměna 12 000 Kč.", "cs"],
  ["Lot 2025-0614-A, batch 2025/06/14-B; expiry 2027-06-14.", "en"],
  ["Ordrenummer 2025-8801-03 og varenummer DK2025-0303; honorar 4 000 kr.", "da"],
]);

// Hard negatives: decorative at-signs in product names.
const R18_DECORATIVE_AT = entries(null, "legitimate-decorative-at", [
  ["Die Creme heißt 'Sonn@Haut', mit dem At-Zeichen nur als Verzierung.", "de"],
  ["Le sérum s'écrit « Soleil@Peau », l'arobase est décorative.", "fr"],
  ["Il nome del siero è 'Luce@Pelle', la chiocciola è solo grafica.", "it"],
  ["El producto se escribe 'Sol@Piel', con la arroba decorativa.", "es"],
  ["O nome do creme é 'Sol@Pele', com a arroba só como enfeite.", "pt"],
  ["Het serum heet 'Zon@Huid', het apenstaartje is decoratie.", "nl"],
  ["Serum nazywa się 'Słońce@Skóra', małpa jest tylko ozdobą.", "pl"],
  ["Seerumin nimi on 'Aurinko@Iho', ät-merkki on vain koriste.", "fi"],
  ["Serumet heter 'Sol@Hud' – snabel-a:t är bara dekoration.", "sv"],
  ["Ürünün adı 'Güneş@Cilt', et işareti sadece süs.", "tr"],
  ["Сыворотка называется «Солнце@Кожа», собачка — просто декор.", "ru"],
  ["Sản phẩm tên là 'Nắng@Da', ký hiệu @ chỉ để trang trí.", "vi"],
  ["产品名写作「Sun@Skin」，@只是装饰。", "zh"],
  ["商品名は「Hikari@Hada」、@はデザインです。", "ja"],
  ["Kolekcja 'Lato@2025' wchodzi w lipcu.", "pl"],
  ["Collezione 'Estate@Mare' in uscita a giugno.", "it"],
]);

// Hard negatives: notes on where to put the @handle.
const R18_HANDLES = entries(null, "legitimate-handle-notes", [
  ["Nutze das @ nur beim Markieren von @sonnenhaut, sonst nirgends.", "de"],
  ["Utilise le @ uniquement pour identifier @peausoleil, nulle part ailleurs.", "fr"],
  ["Usa la @ solo para etiquetar a @pielsol, en ningún otro sitio.", "es"],
  ["Use o @ apenas na marcação da conta @pelesol.", "pt"],
  ["Usa la @ solo per taggare @pellesole, da nessun'altra parte.", "it"],
  ["Gebruik het @-teken alleen bij het taggen van @zonnehuid.", "nl"],
  ["Bruk @ bare når du tagger @solhud, ikke andre steder.", "nb"],
  ["Käytä @-merkkiä vain tilin @aurinkoiho merkitsemiseen.", "fi"],
  ["Az @ jelet csak a @napbor fiók jelölésénél használd.", "hu"],
  ["@ işaretini yalnızca @gunesderi hesabını etiketlerken kullan.", "tr"],
  ["Используй @ только для отметки аккаунта @solnechnaya.", "ru"],
  ["@ 기호는 @haneul 계정을 태그할 때만 쓰세요.", "ko"],
  ["@は@hikariアカウントのタグ付けにだけ使ってください。", "ja"],
  ["@只在标记@yangguang账号时使用。", "zh"],
  ["Etiqueta @llumdemar.cat i fes servir #EstiuLlum a la descripció.", "ca"],
  ["Tag @solhud.dk og brug #SommerHud i teksten.", "da"],
]);

// Hard negatives: honest dice, flags, hashtags, kana numbers, Roman numerals and swapped separators.
const R18_HONEST = entries(null, "legitimate-symbols-honest", [
  ["Zeig im Video die Würfel ⚀ ⚂ ⚅ beim Spieleabend.", "de"],
  ["Filme le plateau de jeu avec les dés ⚁⚃ au premier plan.", "fr"],
  ["Lanzamiento en España 🇪🇸, Portugal 🇵🇹 y Francia 🇫🇷 el mismo día.", "es"],
  ["Kampanjen gäller i 🇸🇪 🇳🇴 🇩🇰 🇫🇮.", "sv"],
  ["Použij hashtag #slunecnice a #leto2025 v popisku.", "cs"],
  ["Usa gli hashtag #pellesole e #estate, senza link.", "it"],
  ["動画ではイチ、ニ、サンの掛け声で始めてください。", "ja"],
  ["第十二章はゼロから始める話です。", "ja"],
  ["Capitolo XII, pagina CCXV: cita solo il titolo.", "it"],
  ["Ludwig XIV und Karl V sind Thema der Folge III.", "de"],
  ["价格：壹佰贰拾元整（发票用大写）。", "zh"],
  ["Pagkatapos ng isa, dalawa, tatlo, sabay-sabay tumalon.", "tl"],
  ["Hesabu moja, mbili, tatu kisha anza kucheza.", "sw"],
  ["Nazwa pliku: jasnaskora_pl_final.mp4.", "pl"],
  ["Kopier teksten og erstatt kommaet med et punktum i andre setning.", "nb"],
  ["Մեր գործընկերը՝ Արև։ Ուրախ ենք։", "hy"],
  ["ہم نے ویڈیو بنائی۔ شکریہ۔", "ur"],
  ["यह उत्पाद अच्छा है। धन्यवाद।", "hi"],
]);

const ROUND18_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R18_EMAIL_DESCRIBED,
  ...R18_EMAIL_DOUBLED,
  ...R18_PHONE_KANA,
  ...R18_PHONE_DICE,
  ...R18_PHONE_NUMERALS,
  ...R18_PHONE_SMALL_WORDS,
  ...R18_LINK_FLAG,
  ...R18_LINK_HASHTAG,
  ...R18_LINK_SWAP,
  ...R18_LINK_SCRIPT_STOP,
  ...R18_LINK_PATH,
];

const ROUND18_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R18_DATES,
  ...R18_ORDERS,
  ...R18_DECORATIVE_AT,
  ...R18_HANDLES,
  ...R18_HONEST,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND18_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND18_CONTACT_REFUSE_ALL,
  ...ROUND18_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 18 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // Cyrillic folded to its Latin look-alikes hides "дважды" and "собачка" from the doubled-word reading.
  "Пишите нам: слово solnyshko дважды, между ними собачка, в конце .ru.",
  // Kana digits with no word for a phone, a number or getting in touch.
  "配送の件はこちらへ：ゼロサンの、イチニーサンヨンの、ゴーロクナナハチ。",
  // Roman numerals: not read as digits (chapters, kings and parts use them).
  "Chiamaci al +39 CCCXLV DCLXXVIII XC XII.",
  "Llamad al 6, luego las cifras I, II, III, IV, V, VI, VII, VIII, una a una.",
  // Number words of Samoan, Māori, Lingala, Frisian and Corsican: not in the number lexicon.
  "Fonea: zero, hitu, isa, lua, tolu, fa, lima, ono, fitu, valu.",
  "Fono: kore, iwa, tahi, rua, toru, whā, rima, ono, whitu, waru.",
  "Lukilu: zero, sambwadi, mosi, mibale, misato, minei, mitano, motoba, sambo, mwambe.",
  "Ring ús: nul, sân, ien, twa, trije, fjouwer, fiif, seis, sân, acht.",
  "Ciamâ: zeru, sette, unu, dui, trè, quattru, cinque, sei, sette, ottu.",
  // A decorative "@" in a Cyrillic name (folded to Latin look-alikes, the quote check reads no name), and a spaced
  // "@" named after a quoted name with no handle in the text ("ký hiệu @ chỉ" joined as an address).
  "Сыворотка называется «Солнце@Кожа», собачка — просто декор.",
  "Sản phẩm tên là 'Nắng@Da', ký hiệu @ chỉ để trang trí.",
]);

export const ROUND18_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND18_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND18_CONTACT: CorpusEntry[] = ROUND18_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
