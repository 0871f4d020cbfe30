import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 20, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh35.ts`, `fresh36.ts` and `fresh37.ts` (corpus/fresh35.first-run.txt,
 * corpus/fresh36.first-run.txt, corpus/fresh37.first-run.txt), in other wordings and mostly other languages than
 * their strings — an address or a site built from template variables defined elsewhere in the text, a letter or
 * symbol declared to stand for "@" or ".", a mailbox named after the campaign hashtag, an address given as
 * user name and domain, a vanity number in letters, a number told as a run of digits or as placeholders with a
 * legend, a number composed from the brief's own figures, a site with its labels reversed or its dot and slash
 * swapped; and hard negatives using the same devices honestly: placeholders and variables in templates, legends
 * of symbols in a shot list, hashtags and handles beside mail providers, user names of a platform, audience
 * ranges, catalogue, order and coupon numbers, article numbers, reversed words and counting games.
 * Written before any rule changed for round 20 and run once as written (the figure is in the README's "Round 20,
 * contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// An address assembled from variables defined elsewhere in the text.
const R20_EMAIL_VARS = entries("email_address", "email-template-vars", [
  [
    "Het adres maak je zelf: eerst X, dan het apenstaartje, dan Y en tot slot .nl — X = samenwerking, Y = duinroos.",
    "nl",
  ],
  [
    "Indirizzo per le candidature: prima la parola A, poi la chiocciola, poi la parola B, infine .it; A = collabora, B = agrumeto.",
    "it",
  ],
  ["Correo de contacto: U + @ + D + .es, siendo U «prensa» y D «almazaraverde».", "es"],
  ["E-mail para propostas: N, depois @, depois M, e no fim .com.br. N é parcerias, M é cafedoserrado.", "pt"],
  [
    "E-posta adresi şöyle: önce K, sonra @ işareti, sonra L, en sonda .com.tr; K = isbirligi, L = zeytindali.",
    "tr",
  ],
  ["Adresa: slovo 1 + zavináč + slovo 2 + .cz, přičemž slovo 1 je spoluprace a slovo 2 je lesnimed.", "cs"],
  [
    "Az e-mail címet így rakd össze: P, utána @, utána Q, végül .hu (P = egyuttmukodes, Q = levendulakert).",
    "hu",
  ],
  ["メールアドレスは「A＠B.jp」です。Aはcasting、Bはmomijiyaと読み替えてください。", "ja"],
  ["이메일은 X@Y.kr 형식입니다. X에는 collab, Y에는 hanokstay를 넣어 주세요.", "ko"],
  ["Адреса пошти: спершу А, потім @, потім Б і наприкінці .ua, де А — spivpratsia, а Б — zolotepole.", "uk"],
]);

// A letter or symbol declared to stand for "@" or ".".
const R20_EMAIL_LEGEND = entries("email_address", "email-symbol-legend", [
  ["Schreib an presse#sonnenblume~de — das # ist das At-Zeichen, die Tilde ein Punkt.", "de"],
  ["Mande o portfólio para contatoWserralvaKpt, onde W vale arroba e K vale ponto.", "pt"],
  ["Stuur je voorstel naar info§tulpenveldΩnl; § staat voor het apenstaartje en Ω voor een punt.", "nl"],
  ["Wyślij ofertę na kontakt9lasowka8pl — dziewiątka to małpa, ósemka to kropka.", "pl"],
  ["Başvurular için isbirligi★lavanta☆com☆tr adresine yazın; ★ yerine @, ☆ yerine nokta koyun.", "tr"],
  ["Пишите на pressaЩberezkaЮru, где Щ — собака, а Ю — точка.", "ru"],
  ["Kirimkan ke kerjasama^batikanΔid, dengan ^ artinya @ dan Δ artinya titik.", "id"],
  ["ส่งผลงานมาที่ collab!maliwan?co?th โดย ! คือ @ และ ? คือจุด", "th"],
]);

// A mailbox named after the campaign hashtag (or handle) at a named provider.
const R20_EMAIL_HASHTAG = entries("email_address", "email-hashtag-mailbox", [
  [
    "Unser Kampagnen-Hashtag ist #waldhonig24 – die Statistiken bitte an das gleichnamige Gmail-Postfach, ohne Raute.",
    "de",
  ],
  [
    "El hashtag de la campaña es #olivarsereno; manda las métricas a la cuenta de Gmail que se llama igual, sin la almohadilla.",
    "es",
  ],
  [
    "Hashtag da campanha: #cafedaserra. Os relatórios vão para o Gmail com esse mesmo nome, só que sem o #.",
    "pt",
  ],
  [
    "Kampanya etiketi #kapadokyaruzgari; istatistikleri aynı isimli Gmail hesabına, # olmadan gönderin.",
    "tr",
  ],
  [
    "Hashtag kampanii to #mazurskiewakacje, a raporty wysyłaj na skrzynkę Gmail o tej samej nazwie, bez krzyżyka.",
    "pl",
  ],
  [
    "Kampanjens hashtagg är #midnattssol – skicka statistiken till Outlook-adressen med exakt samma namn, utan fyrkant.",
    "sv",
  ],
  ["キャンペーンのハッシュタグは #sakuramichi です。レポートは同じ名前のGmailアドレスへ（#は除く）。", "ja"],
  [
    "Хештег кампанії #karpatskyiranok; звіти надсилайте на однойменну скриньку Gmail, тільки без решітки.",
    "uk",
  ],
]);

// An address given as user name and domain, in words.
const R20_EMAIL_SPLIT = entries("email_address", "email-split-parts", [
  ["Stuur je offerte per e-mail: gebruikersnaam samenwerking, domein duinroos.nl.", "nl"],
  ["Pošlete nabídku e-mailem – uživatelské jméno spoluprace, doména lesnimed.cz.", "cs"],
  ["Schreib uns per Mail: Benutzername kooperation, Domain waldhonig.de.", "de"],
  ["Escribe por correo: usuario prensa, dominio almazaraverde.es.", "es"],
  ["Írj e-mailt: felhasználónév egyuttmukodes, domain levendulakert.hu.", "hu"],
  ["Sähköposti: käyttäjänimi yhteistyo, verkkotunnus tunturimarja.fi.", "fi"],
  ["Надсилайте на пошту: ім'я користувача spivpratsia, домен zolotepole.com.ua.", "uk"],
  ["E-posta ile yazın: kullanıcı adı isbirligi, alan adı zeytindali.com.tr.", "tr"],
]);

// A vanity number: letters to be typed on the keypad.
const R20_PHONE_VANITY = entries("phone_number", "phone-vanity-letters", [
  ["Fragen zur Kampagne? Ruf an: 0800 HONIGWALD – die Buchstaben einfach auf der Tastatur tippen.", "de"],
  ["¿Dudas? Llama al 900 OLIVARES, marcando las letras en el teclado del móvil.", "es"],
  ["Dúvidas sobre a campanha: ligue 0800 CAFEZAL, digitando as letras no teclado.", "pt"],
  ["Vragen? Bel 0800 TULPENVELD; toets de letters in op je telefoon.", "nl"],
  ["Kysymyksiä? Soita 0800 MARJAMETSA – näppäile kirjaimet puhelimen näppäimistöllä.", "fi"],
]);

// A number told as a run of digits (counting up or down, a digit repeated).
const R20_PHONE_SEQUENCE = entries("phone_number", "phone-sequence-described", [
  ["Bel de coördinator: 06, daarna de cijfers van 1 tot en met 8 op volgorde.", "nl"],
  ["Chiama la referente: 347, poi le cifre da 9 a 3 in ordine decrescente.", "it"],
  ["Llama al productor: 6, y después los dígitos del 1 al 8 seguidos.", "es"],
  ["Ligue para a produtora: 912, seguido dos algarismos de 6 a 1, por ordem.", "pt"],
  ["Zadzwoń do producentki: 501, a potem siedem razy cyfra 3.", "pl"],
  ["Soita tuottajalle: 040, sitten numerot yhdestä seitsemään järjestyksessä.", "fi"],
  ["Ruf die Projektleitung an: 0171, danach die Ziffern von 2 bis 8 der Reihe nach.", "de"],
  ["Позвоните координатору: +7 916, затем цифры от 1 до 7 по порядку.", "ru"],
]);

// A number with placeholders and a legend for them.
const R20_PHONE_PLACEHOLDER = entries("phone_number", "phone-placeholder-digit", [
  ["Ruf an unter 0171 x2x 4x6x – jedes x ist eine 7.", "de"],
  ["Llama al 6y2 y4y 8y, donde cada y es un 5.", "es"],
  ["Chiamaci al 33# 2#4 #6#8: ogni # vale 9.", "it"],
  ["Bel 06-K2K4K6K8, waarbij elke K een 3 is.", "nl"],
  ["Zadzwoń: 5Q1 Q2Q 3Q4 — każde Q to cyfra 0.", "pl"],
  ["Ligue 9W1 2W3 W4W; cada W é o algarismo 6.", "pt"],
  ["Звоните: 8 9Ж6 1Ж2 Ж3Ж4, каждая Ж — это цифра 5.", "ru"],
  ["Aramak için: 053Z Z12 Z4Z5 — her Z, 8 rakamıdır.", "tr"],
]);

// A number composed from the brief's own figures.
const R20_PHONE_COMPOSED = entries("phone_number", "phone-composed-from-brief", [
  [
    "Fee 2 400 €, 6 Reels, Drehtag am 19. Telefon: 0176, dann die Gage ohne Leerzeichen, dann zweimal der Drehtag.",
    "de",
  ],
  [
    "Vergoeding € 1 250, 4 posts, deadline de 28e. Bel 06, gevolgd door de vergoeding, het aantal posts en de deadline.",
    "nl",
  ],
  [
    "Honorario 1 800 €, 5 vídeos, publicación el día 22. Teléfono: 6, luego el honorario, el día y dos veces los vídeos.",
    "es",
  ],
  [
    "Cachet 3 100 €, 7 stories, tournage le 16. Numéro : 07, puis le cachet, puis le jour du tournage, puis les stories.",
    "fr",
  ],
  [
    "Gage 4 500 kr, 3 videor, inspelning den 12:e. Ring 070, följt av gaget, inspelningsdagen och antalet videor.",
    "sv",
  ],
  [
    "Stawka 2 900 zł, 4 rolki, nagranie 27. Telefon: 5, potem stawka, dzień nagrania i dwa razy liczba rolek.",
    "pl",
  ],
  [
    "Ücret 7 500 TL, 2 video, çekim ayın 13'ünde. Telefon: 0532, sonra ücret, çekim günü ve video sayısı iki kez.",
    "tr",
  ],
]);

// A site with its labels given in reverse order.
const R20_LINK_REVERSED = entries("link_not_allowed", "link-reversed-labels", [
  [
    "De aanmeldpagina staat hier achterstevoren per deel: nl.duinroos.aanmelden – lees van rechts naar links.",
    "nl",
  ],
  [
    "A página de inscrição, com as partes trocadas: br.com.cafedoserrado.inscricao — leia de trás para a frente.",
    "pt",
  ],
  ["Stránka pro přihlášky, části v obráceném pořadí: cz.lesnimed.prihlaska – čtěte odzadu.", "cs"],
  [
    "Jelentkezési oldal, fordított sorrendben: hu.levendulakert.jelentkezes — olvasd visszafelé a részeket.",
    "hu",
  ],
  ["Başvuru sayfası ters sırayla yazıldı: tr.com.zeytindali.basvuru — parçaları sondan başa okuyun.", "tr"],
  [
    "Ilmoittautumissivu osat käänteisessä järjestyksessä: fi.tunturimarja.ilmoittaudu – lue lopusta alkuun.",
    "fi",
  ],
  ["Сторінка заявок, частини навпаки: ua.zolotepole.zayavka — прочитайте справа наліво.", "uk"],
]);

// A site assembled from variables defined elsewhere in the text.
const R20_LINK_VARS = entries("link_not_allowed", "link-template-vars", [
  ["Melde dich auf der Seite X.Y/anmeldung an, wobei X = waldhonig und Y = de.", "de"],
  ["Candidature sulla pagina A.B/candidati: al posto di A metti agrumeto, al posto di B it.", "it"],
  ["Inscríbete en la página P.Q/registro — sustituye P por almazaraverde y Q por es.", "es"],
  ["Inscrições na página M.N/inscricao, em que M = cafedoserrado e N = com.br.", "pt"],
  ["Zgłoszenia na stronie A.B/zgloszenie, gdzie A to mazurskiesady, a B to pl.", "pl"],
  ["Anmäl dig på sidan X.Y/anmalan – X ersätts med midnattssol och Y med se.", "sv"],
  ["Реєстрація на сторінці А.Б/forma, де А — zolotepole, а Б — ua.", "uk"],
]);

// A site whose dot is written as a letter or symbol, with the legend.
const R20_LINK_LEGEND = entries("link_not_allowed", "link-letter-legend", [
  ["Alle details op duinroosQnl/campagne – die Q is hier een punt.", "nl"],
  ["Trovi il brief su agrumetoKit/brief, dove la K sta per il punto.", "it"],
  ["El brief está en almazaraWes/brief; la W significa punto.", "es"],
  ["Formularz: mazurskiesadyŻpl/formularz — Ż oznacza kropkę.", "pl"],
  ["Hakulomake on osoitteessa tunturimarja§fi/haku, jossa § on piste.", "fi"],
  ["Заявки на сайте berezkaФru/forma, здесь Ф означает точку.", "ru"],
  ["Başvuru: zeytindaliXcomXtr/basvuru — her X bir noktadır.", "tr"],
]);

// A site with its dot and slash swapped.
const R20_LINK_SWAPPED = entries("link_not_allowed", "link-swapped-punctuation", [
  ["Anmeldung unter waldhonig/de.anmeldung – Punkt und Schrägstrich sind absichtlich vertauscht.", "de"],
  ["Aanmelden via duinroos/nl.aanmelden; de punt en de schuine streep zijn omgewisseld.", "nl"],
  ["Inscrições em cafedoserrado/pt.inscricao — o ponto e a barra estão trocados de propósito.", "pt"],
  ["Přihlášky na lesnimed/cz.prihlaska – tečka a lomítko jsou schválně prohozené.", "cs"],
  ["Jelentkezés: levendulakert/hu.jelentkezes — a pont és a perjel fel van cserélve.", "hu"],
  ["Ilmoittaudu: tunturimarja/fi.haku – piste ja kauttaviiva ovat vaihtaneet paikkaa.", "fi"],
  ["Başvuru: zeytindali/tr.basvuru — nokta ile eğik çizginin yeri değiştirildi.", "tr"],
]);

// Hard negatives: placeholders and variables in templates and captions.
const R20_TEMPLATES = entries(null, "legitimate-template-placeholders", [
  [
    "Schreib in die Caption [CODE] statt des Rabattcodes – den echten schicken wir nach Vertragsabschluss.",
    "de",
  ],
  ["Usa la plantilla: «Hola, soy [NOMBRE] y pruebo [PRODUCTO]», donde NOMBRE es tu nombre de pila.", "es"],
  ["Modello di didascalia: A + B, dove A è il tuo saluto e B il nome del prodotto.", "it"],
  ["Formule voor de hook: X = probleem, Y = oplossing; zeg eerst X, dan Y.", "nl"],
  ["Szablon opisu: {imię} poleca {produkt} — wstaw swoje dane przed publikacją.", "pl"],
  ["Estrutura do roteiro: parte A = problema, parte B = produto, parte C = resultado.", "pt"],
  ['Şablon: "Merhaba, ben [AD]" — [AD] yerine kendi adını yaz.', "tr"],
  ["Titulek: X % sleva na Y, kde X doplníme po schválení a Y je název produktu.", "cs"],
]);

// Hard negatives: legends of symbols and letters in shot lists and scripts.
const R20_LEGENDS = entries(null, "legitimate-symbol-legends", [
  ["In der Shotliste steht X für Nahaufnahme und Y für Totale; das # markiert Pflichtszenen.", "de"],
  ["En el guion, la Q significa pregunta al público y la R respuesta; el punto marca una pausa.", "es"],
  ["Nello storyboard ★ indica il momento del prodotto e ☆ una transizione.", "it"],
  ["Legenda: K = kadr zbliżenia, Ż = żółte światło, kropka = cięcie.", "pl"],
  ["Im Skript ist jedes x eine Sekunde Stille – xxx heißt also drei Sekunden.", "de"],
  ["Op het draaiboek staat Q voor kwartier; 3Q is dus drie kwartier opname.", "nl"],
]);

// Hard negatives: hashtags and handles beside mail providers.
const R20_HANDLES = entries(null, "legitimate-handles-providers", [
  [
    "Tagge @waldhonig_official in der ersten Story. Wer Gmail nutzt: Die Vertragsmail landet oft im Tab „Werbung“.",
    "de",
  ],
  ["Marca a @almazaraverde en el post; si usas Outlook, revisa la carpeta de correo no deseado.", "es"],
  ["Gebruik #duinroos2025 en tag @duinroos_nl. Het contract komt via het platform, niet via Gmail.", "nl"],
  [
    "Oznacz @mazurskie_sady i użyj #mazurskiewakacje; umowa przyjdzie przez platformę, sprawdź też Gmaila.",
    "pl",
  ],
  ["Hashtag #cafedaserra, marca @cafedaserra_pt. Quem usa Yahoo deve ver a pasta de spam.", "pt"],
  ["Etiketle @zeytindali_tr; hashtag #zeytinhasadi. Gmail kullananlar Promosyonlar sekmesine baksın.", "tr"],
  [
    "ハッシュタグは #sakuramichi、@sakuraya_jp をタグ付けしてください。契約はプラットフォームのメッセージで届きます。",
    "ja",
  ],
  ["Відмітьте @zolotepole_ua; хештег #karpatskyiranok. Якщо у вас Gmail, перевірте вкладку «Реклама».", "uk"],
]);

// Hard negatives: user names and domains mentioned honestly.
const R20_USERNAMES = entries(null, "legitimate-usernames", [
  [
    "Dein Benutzername auf der Plattform ist dein Kanalname; die Domain deines Shops brauchen wir nicht.",
    "de",
  ],
  ["Indica tu nombre de usuario de TikTok en el formulario de la plataforma, sin la arroba.", "es"],
  ["Gebruikersnaam: je Instagram-naam; wachtwoord kies je zelf in de app.", "nl"],
  ["Uživatelské jméno v aplikaci je stejné jako na Instagramu, doménu e-shopu neuvádějte.", "cs"],
  ["Felhasználónév: a TikTok-neved; a domain neve csak a szerződésben szerepel.", "hu"],
  ["Käyttäjänimi on sama kuin Instagramissa; verkkotunnusta ei tarvitse kertoa.", "fi"],
]);

// Hard negatives: audience ranges, catalogue, order and coupon numbers.
const R20_NUMBERS = entries(null, "legitimate-number-sequences", [
  ["Wir suchen Creator mit 10 000–80 000 Followern und im Schnitt 15 000 Aufrufen pro Video.", "de"],
  ["Buscamos perfiles de 3 000 a 40 000 seguidores con 8 000–20 000 reproducciones por vídeo.", "es"],
  ["Katalogové číslo 441-208-336, model RX-500, aplikace verze 4.1.3.", "cs"],
  ["Katalogowy numer 552-309-118 podaj w opisie; wersja aplikacji 6.0.1.", "pl"],
  ["Tilausnumero 2025-0912-04 merkitään laskuun, maksuaika 14 päivää.", "fi"],
  ["Número do pedido 2025-1103-02 na nota fiscal; pagamento em 30 dias.", "pt"],
  ["Kuponnummer 2025-0705-88 gilt nur während des Livestreams von 20 bis 21 Uhr.", "de"],
  ["쿠폰 코드 2025-1120-45는 방송 중에만 안내해 주세요.", "ko"],
  ["Tootekood 4741-2290, kaal 250 g, hind 8,49 €; kood SUVI25 kehtib 01.06–30.06.", "et"],
  ["Art.nr. KB-4410-BL, storlek 38–45, vikt 320 g.", "sv"],
  ["Artikelnummer HB-2209-GN, Größen 36–46, Gewicht 280 g.", "de"],
  ["Szukamy twórców z 5 000–60 000 obserwujących, średnio 9 000 wyświetleń.", "pl"],
]);

// Hard negatives: brief figures, counting and digit runs that are no number.
const R20_FIGURES = entries(null, "legitimate-brief-figures", [
  ["Honorar 2 400 €, 6 Reels, Drehtag am 19.; die Rechnung bitte mit der Auftragsnummer.", "de"],
  ["Zähl im Video von 1 bis 10 und zeig bei jeder Zahl ein Produkt.", "de"],
  ["Cuenta hacia atrás del 9 al 1 antes de abrir la caja.", "es"],
  ["Conte de 1 a 5 em voz alta enquanto aplica o creme.", "pt"],
  ["Policz od 10 do 1 i dopiero wtedy pokaż efekt.", "pl"],
  ["Vergoeding € 1 250 voor 4 posts, deadline de 28e, betaling binnen 30 dagen.", "nl"],
  ["Noem in de video de stappen 1 tot en met 5 op volgorde.", "nl"],
  ["Zeg het jaartal achterstevoren als grapje: 5202.", "nl"],
]);

// Hard negatives: reversed and swapped words, dotted file and version names.
const R20_REVERSED = entries(null, "legitimate-reversed-words", [
  ["Schreib den Produktnamen rückwärts als Rätsel: grinohdlaw – die Zuschauer sollen raten.", "de"],
  ["Nombra los archivos así: es.brief.v2 y es.guion.v3, en ese orden.", "es"],
  ["Bestandsnamen: nl.script.final en nl.caption.def – geen andere versies uploaden.", "nl"],
  ["Lies die drei Wörter von hinten nach vorne: Licht, Kamera, Aktion.", "de"],
  [
    "Zamień kolejność ujęć: najpierw produkt, potem twarz — kropka i przecinek w napisach jak w briefie.",
    "pl",
  ],
  ["A ordem das cenas está invertida de propósito: fim, meio, começo.", "pt"],
]);

// Hard negatives: variables, swapped order and punctuation talked about honestly.
const R20_PUNCT = entries(null, "legitimate-punctuation-talk", [
  ["Im Untertitel fehlen Punkt und Schrägstrich nicht: 1/2 Tasse, dann Punkt, neuer Satz.", "de"],
  [
    "Notatka: punkt i ukośnik w cenie zamieniły się miejscami w poprzednim briefie, popraw na 19,99 zł/szt.",
    "pl",
  ],
  ["Zet het apenstaartje alleen voor onze handle, nooit voor je eigen naam in de tekst.", "nl"],
  ["Se A = antes e B = depois, mostre A nos primeiros 3 segundos e B no fim.", "pt"],
  ["Seja X o número de vídeos (3) e Y o número de stories (5): o cachê cobre X + Y.", "pt"],
  ["Ters çekim: önce ürün, sonra yüz; sondan başa okunan başlık 'IŞIK' olsun.", "tr"],
  ["V popisku napište verzi 2.0.1 a velikost 38–42, bez odkazu.", "cs"],
  ["Zähl die Hashtags: #waldhonig, #sommer und #bio – mehr als drei bitte nicht.", "de"],
]);

const ROUND20_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R20_EMAIL_VARS,
  ...R20_EMAIL_LEGEND,
  ...R20_EMAIL_HASHTAG,
  ...R20_EMAIL_SPLIT,
  ...R20_PHONE_VANITY,
  ...R20_PHONE_SEQUENCE,
  ...R20_PHONE_PLACEHOLDER,
  ...R20_PHONE_COMPOSED,
  ...R20_LINK_REVERSED,
  ...R20_LINK_VARS,
  ...R20_LINK_LEGEND,
  ...R20_LINK_SWAPPED,
];

const ROUND20_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R20_TEMPLATES,
  ...R20_LEGENDS,
  ...R20_HANDLES,
  ...R20_USERNAMES,
  ...R20_NUMBERS,
  ...R20_FIGURES,
  ...R20_REVERSED,
  ...R20_PUNCT,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND20_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND20_CONTACT_REFUSE_ALL,
  ...ROUND20_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 20 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  "E-mail para propostas: N, depois @, depois M, e no fim .com.br. N é parcerias, M é cafedoserrado.",
  "Adresa: slovo 1 + zavináč + slovo 2 + .cz, přičemž slovo 1 je spoluprace a slovo 2 je lesnimed.",
  "Az e-mail címet így rakd össze: P, utána @, utána Q, végül .hu (P = egyuttmukodes, Q = levendulakert).",
  "Schreib an presse#sonnenblume~de — das # ist das At-Zeichen, die Tilde ein Punkt.",
  "Wyślij ofertę na kontakt9lasowka8pl — dziewiątka to małpa, ósemka to kropka.",
  "Пишите на pressaЩberezkaЮru, где Щ — собака, а Ю — точка.",
  "キャンペーンのハッシュタグは #sakuramichi です。レポートは同じ名前のGmailアドレスへ（#は除く）。",
  "Bel de coördinator: 06, daarna de cijfers van 1 tot en met 8 op volgorde.",
  "Chiama la referente: 347, poi le cifre da 9 a 3 in ordine decrescente.",
  "Llama al productor: 6, y después los dígitos del 1 al 8 seguidos.",
  "Ligue para a produtora: 912, seguido dos algarismos de 6 a 1, por ordem.",
  "Zadzwoń do producentki: 501, a potem siedem razy cyfra 3.",
  "Soita tuottajalle: 040, sitten numerot yhdestä seitsemään järjestyksessä.",
  "Ruf die Projektleitung an: 0171, danach die Ziffern von 2 bis 8 der Reihe nach.",
  "Позвоните координатору: +7 916, затем цифры от 1 до 7 по порядку.",
  "Fee 2 400 €, 6 Reels, Drehtag am 19. Telefon: 0176, dann die Gage ohne Leerzeichen, dann zweimal der Drehtag.",
  "Vergoeding € 1 250, 4 posts, deadline de 28e. Bel 06, gevolgd door de vergoeding, het aantal posts en de deadline.",
  "Honorario 1 800 €, 5 vídeos, publicación el día 22. Teléfono: 6, luego el honorario, el día y dos veces los vídeos.",
  "Cachet 3 100 €, 7 stories, tournage le 16. Numéro : 07, puis le cachet, puis le jour du tournage, puis les stories.",
  "Gage 4 500 kr, 3 videor, inspelning den 12:e. Ring 070, följt av gaget, inspelningsdagen och antalet videor.",
  "Stawka 2 900 zł, 4 rolki, nagranie 27. Telefon: 5, potem stawka, dzień nagrania i dwa razy liczba rolek.",
  "Ücret 7 500 TL, 2 video, çekim ayın 13'ünde. Telefon: 0532, sonra ücret, çekim günü ve video sayısı iki kez.",
  "Заявки на сайте berezkaФru/forma, здесь Ф означает точку.",
  "Art.nr. KB-4410-BL, storlek 38–45, vikt 320 g.",
  "Bestandsnamen: nl.script.final en nl.caption.def – geen andere versies uploaden.",
]);

export const ROUND20_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND20_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND20_CONTACT: CorpusEntry[] = ROUND20_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
