import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 21, contact classes (tuning data, part of `TUNING`): strings written for the classes of the contact
 * misses and false positives of `fresh38.ts` (ordinary text) and `fresh39.ts` (written to evade)
 * (corpus/fresh38.first-run.txt, corpus/fresh39.first-run.txt), in other wordings and mostly other languages than
 * their strings — an address spelled with its "at" and "dot" words and a country code of the markets the spelled
 * list lacked, "@" and "." written as code points, character codes or Alt codes, an address whose "@" and "."
 * are other signs named by a key, a phone number in Morse code, a site built from a handle without its
 * underscore; and hard negatives using the same devices honestly: handles after a noun-class prefix ("i-@"),
 * code points and keyboard shortcuts, dashes and dots as dividers, signs in prices and footnotes, handles with
 * underscores and file endings, spelled words that are also "point" in prose, prices, dates, SKUs, versions and
 * follower counts. Written before any rule changed for round 21 and run once as written (the figure is in the
 * README's "Round 21, contact classes" paragraph). `LEFT_OUT`: the strings the rule still answers wrongly after it.
 */

// An address spelled with its words for "@" and ".", ending in a country code of the markets the list lacked.
const R21_EMAIL_SPELLED_CC = entries("email_address", "email-spelled-country-code", [
  ["Pour les devis, écrivez à partenariat arobase attiekeabidjan point ci avant vendredi.", "fr"],
  ["Les échantillons : demandez-les à ventes arobase ndoleyaounde point cm, on répond le jour même.", "fr"],
  ["Contactez la boutique : commandes arobase karitebamako point ml.", "fr"],
  ["Écris-nous sur collab arobase faso-dan-fani point bf pour recevoir le kit.", "fr"],
  ["Manda a proposta para vendas arroba kitutesluanda ponto ao, respondemos logo.", "pt"],
  ["Pedidos de parceria: geral arroba capulanamaputo ponto mz.", "pt"],
  ["Escríbenos a ventas arroba salteñasdelapaz punto bo para el kit de prensa.", "es"],
  ["Las propuestas van a colabora arroba chipacuera punto py, gracias.", "es"],
  ["Tuma maelezo kwa mauzo at sokolakigali dot rw, tunajibu haraka.", "sw"],
  ["Send your rate card to deals at-sign chitengelusaka dot zm before Monday.", "en"],
]);

// "@" and "." written as code points, character codes or Alt codes.
const R21_EMAIL_CODEPOINT = entries("email_address", "email-codepoint-notation", [
  ["Dudas a laura.gil U+0040 correoplus U+002E es, cambia los códigos por sus signos.", "es"],
  ["Scrivi a marco.ferri chr(64) libero chr(46) it — i codici sono i caratteri, lo sai.", "it"],
  ["Orçamentos: ana.souza Alt+64 uol Alt+46 com Alt+46 br, digite os códigos no teclado numérico.", "pt"],
  ["Pytania: kasia.nowak U+40 onet U+2E pl (kody Unicode zamień na znaki).", "pl"],
  ["Skicka utkastet till erik.lund CHAR(64) telia CHAR(46) se.", "sv"],
  ["Trimite propunerea la ioana.pop U+0040 yahoo U+002E ro, înlocuiește codurile.", "ro"],
  ["Teklifler: ayse.kaya chr(64) gmail chr(46) com — kodları karaktere çevirin.", "tr"],
  ["Kirim draf ke dewi.lestari Alt+64 gmail Alt+46 com ya, ketik kodenya di numpad.", "id"],
  ["Podklady posílejte na petra.novak U+0040 seznam U+002E cz.", "cs"],
]);

// A site whose dots are code points or character codes.
const R21_LINK_CODEPOINT = entries("link_not_allowed", "link-codepoint-notation", [
  ["Toute la collection sur maisonlumiere U+002E fr, remplacez le code par le point.", "fr"],
  ["Bekijk de collectie op tulpenhuis chr(46) nl, de code is gewoon een punt.", "nl"],
  ["A teljes kínálat: levendulabolt U+002E hu – a kódot cseréld pontra.", "hu"],
  ["Xem bộ sưu tập tại nhaxinh Alt+46 vn, gõ mã Alt trên bàn phím số.", "vi"],
  ["Angalia bidhaa zote kwenye dukalazuri chr(46) co chr(46) ke, badilisha msimbo kuwa nukta.", "sw"],
  ["Pełna oferta na stronie lesnydom U+002E pl, kod Unicode to kropka.", "pl"],
  ["Alle Infos auf waldhof CHAR(46) de – der Code steht für den Punkt.", "de"],
]);

// An address whose "@" and "." are other signs, with a key saying which is which.
const R21_EMAIL_SIGN_KEY = entries("email_address", "email-sign-key", [
  ["Schreib an anna$schmidt&gmx$de – die Dollarzeichen sind Punkte, das Und-Zeichen ist das At.", "de"],
  ["Escribe a lucia*mora#gmail*com: los asteriscos son puntos y la almohadilla es la arroba.", "es"],
  ["Scrivi a paolo~rossi^libero~it, dove la tilde è un punto e il ^ è la chiocciola.", "it"],
  ["Mande para joana|lima$gmail|com: a barra vertical é ponto, o cifrão é arroba.", "pt"],
  ["Napisz na tomek!wisniewski?wp!pl — wykrzyknik to kropka, pytajnik to małpa.", "pl"],
  ["Yaz: mehmet+demir=gmail+com — artılar nokta, eşittir işareti ise @.", "tr"],
  ["Écrivez à claire%martin&orange%fr : les pourcentages sont des points, l'esperluette l'arobase.", "fr"],
  ["Mail naar sanne#devries*ziggo#nl; het hekje is een punt en de asterisk het apenstaartje.", "nl"],
  ["Pište na jana§dvorak~seznam§cz, paragraf je tečka a vlnovka zavináč.", "cs"],
]);

// A phone number in Morse code.
const R21_PHONE_MORSE = entries("phone_number", "phone-morse-digits", [
  ["Llámanos; el número va en código Morse: -.... ..--- ----- ...-- ....- ..... -.... --... ---..", "es"],
  [
    "Liga pra gente, número em Morse: .---- .---- ----. ---.. --... -.... ..... ....- ...-- ..--- .----",
    "pt",
  ],
  ["Chiamaci, ecco il numero in Morse: ...-- ....- --... .---- ..--- ...-- ....- ..... -.... --...", "it"],
  ["Zadzwoń, numer w alfabecie Morse'a: ..... ----- .---- ..--- ...-- ....- ..... -.... --...", "pl"],
  [
    "Bizi arayın, numara Mors koduyla: ----- ..... ...-- ..--- .---- ..--- ...-- ....- ..... -.... --...",
    "tr",
  ],
  [
    "Ruf uns an – die Nummer in Morsezeichen: ----- .---- --... .---- ..--- ...-- ....- ..... -.... --... ---..",
    "de",
  ],
  ["Appelez-nous, le numéro en morse : ----- -.... .---- ..--- ...-- ....- ..... -.... --...", "fr"],
  ["Bel ons, het nummer in morse: ----- -.... .---- ..--- ...-- ....- ..... -.... --...", "nl"],
  [
    "Hubungi kami, nomornya dalam kode Morse: ----- ---.. .---- ..--- ...-- ....- ..... -.... --... ---..",
    "id",
  ],
]);

// A site built from a handle: the handle without its underscore, and an ending.
const R21_LINK_HANDLE = entries("link_not_allowed", "link-handle-domain", [
  ["Unser Shop heißt wie unser Insta-Name lumi_kosmetik, nur ohne Unterstrich und mit .de am Ende.", "de"],
  ["La tienda es nuestro usuario de TikTok, bella_natural, sin el guion bajo y con .es detrás.", "es"],
  [
    "Il sito è il nostro nome Instagram, sole_cosmetici, togliendo il trattino basso e aggiungendo .it.",
    "it",
  ],
  ["Nossa loja é o @ do Insta, pele_linda, sem o underline e com .com.br no final.", "pt"],
  ["Le site, c'est notre pseudo Insta douce_peau sans le tiret du bas, suivi de .fr.", "fr"],
  ["Mağazamız Instagram adımız guzel_cilt'in alt çizgisiz hali, sonuna .com.tr ekleyin.", "tr"],
  ["Toko kami = username IG kami, kulit_cerah, hapus garis bawahnya lalu tambahkan .id.", "id"],
  ["Website là tên Instagram da_sang, bỏ dấu gạch dưới rồi thêm .vn vào cuối.", "vi"],
  ["Sklep to nasza nazwa z Instagrama, ladna_cera, bez podkreślnika i z .pl na końcu.", "pl"],
]);

// Hard negatives: handles after a noun-class prefix or a case ending.
const R21_PREFIXED_HANDLES = entries(null, "legitimate-prefixed-handles", [
  ["Landela i-@kasibeats ku-Instagram bese ubhala #KasiBeats kwi-caption.", "zu"],
  ["Thegela u-@thandi_glow kwividiyo yakho, usebenzise #GlowUp.", "xh"],
  ["Yabelana ngevidiyo ne-@durbanbites bese ufaka #DurbanBites.", "zu"],
  ["Mention ku-@lagosthreads in the first frame and use #LagosThreads.", "en"],
  ["Kopa kaha o tag-e ka-@maseruthreads le #MaseruStyle.", "st"],
  ["Lean an t-@cailinceilteach ar TikTok agus úsáid #Ceilteach.", "ga"],
  ["@zeytindali'yı etiketle ve #ZeytinHasadı kullan.", "tr"],
  ["Tagga @fjallmjolk:s konto i första bilden, inte mejla dem.", "sv"],
  ["Follow ang @manila_eats at i-tag sila sa caption, i-@ mo rin ang #ManilaEats.", "tl"],
  ["Oznacz profil @mazurskie_sady oraz na-@ i #SadyMazurskie w opisie.", "pl"],
]);

// Hard negatives: code points, character codes and keyboard shortcuts talked about honestly.
const R21_CODEPOINTS = entries(null, "legitimate-codepoints-shortcuts", [
  ["Das Herz-Emoji ist U+2764; bitte kein U+1F600 im Untertitel.", "de"],
  ["Para la tilde usa Alt+130 (é) o Alt+164 (ñ) en Windows.", "es"],
  ["Nel copione, chr(10) è solo l'a capo del file di sottotitoli.", "it"],
  ["Copie com Ctrl+C, cole com Ctrl+V e troque de janela com Alt+Tab.", "pt"],
  ["W napisach użyj U+00F3 dla „ó”, nie zwykłego „o”.", "pl"],
  ["Grader skrivs Alt+0176 i Word, till exempel 38 °C.", "sv"],
  ["Press Alt+F4 only after the export finishes, then Ctrl+S.", "en"],
]);

// Hard negatives: dashes and dots as dividers, ellipses and Morse named honestly.
const R21_DIVIDERS = entries(null, "legitimate-dashes-dots", [
  ["Szene 1 ----- Szene 2 ----- Szene 3: die Striche sind Schnitte.", "de"],
  ["En el vídeo, haz una pausa..... y luego muestra el producto.", "es"],
  ["Il logo in Morse (--- -.- ) è solo decorativo, non un codice.", "it"],
  ["O SOS em Morse é ... --- ... e aparece na abertura do vídeo.", "pt"],
  ["Legenda: -- cięcie, .. przenikanie, --- koniec ujęcia.", "pl"],
  ["Morse öğretici video: A harfi .- ve B harfi -... şeklinde gösterilsin.", "tr"],
  ["Timeline: intro ..... produit ----- outro, pas plus de 30 s.", "fr"],
]);

// Hard negatives: signs in prices, footnotes, hashtags and percentages.
const R21_SIGNS = entries(null, "legitimate-signs", [
  ["Preis 24,99 €* – *nur im Onlineshop, solange der Vorrat reicht.", "de"],
  ["Usa #verano*2025 solo si el cliente lo aprueba; el ~20 % de descuento es aproximado.", "es"],
  ["Sconto 30%+10% sul secondo prodotto, codice SOLE~25.", "it"],
  ["Use #ad e #publi; o cupom PELE$10 vale até 30/06.", "pt"],
  ["Hasło konkursu: lato!2025?tak — wpisz je w komentarzu.", "pl"],
  ["Kampanya kodu YAZ+15=indirim değil, sadece %15 indirim.", "tr"],
  ["Note : 4,5/5 ★ ; prix 19 € ~ 21 $ ; 50%off sur le pack.", "fr"],
]);

// Hard negatives: handles with underscores, file endings and domain-like words.
const R21_HANDLES_FILES = entries(null, "legitimate-handles-files", [
  ["Tagge @lumi_kosmetik und lade die Datei als .mp4 hoch, nicht als .mov.", "de"],
  ["Menciona a @bella_natural; el guion va en .pdf y las fotos en .jpg.", "es"],
  ["Usa il tag @sole_cosmetici e salva la grafica in .png con sfondo trasparente.", "it"],
  ["Siga @pele_linda e envie o roteiro em .docx, sem o sublinhado no nome do arquivo.", "pt"],
  ["Abonnez-vous à @douce_peau ; le logo est en .ai et en .svg.", "fr"],
  ["@guzel_cilt hesabını etiketle; altyazı dosyası .srt olsun.", "tr"],
  ["Tag @kulit_cerah, lalu unggah file .zip berisi semua foto.", "id"],
  ["Follow @da_sang; bản thảo dạng .txt, đừng gửi .exe.", "vi"],
]);

// Hard negatives: spelled "at"/"dot" words that are prose, prices, dates, SKUs, versions, sizes and counts.
const R21_NUMBERS_PROSE = entries(null, "legitimate-prose-numbers", [
  ["N'écrivez pas l'arobase devant le nom de la marque sur l'affiche du point de vente de Dakar.", "fr"],
  ["Le point fort du beurre de karité : il hydrate, point barre.", "fr"],
  ["Preço: 12 500 Kz, entrega em Luanda até 15/03/2027, referência SKU AO-2027-0415.", "pt"],
  ["Versión 3.2.1 de la app; tallas 36–42; 25 000 seguidores mínimo.", "es"],
  ["Bei 120 000 Followern zahlen wir 1.450 €; Artikel 4410-2290-17.", "de"],
  ["Rata kadi: KSh 15,000 kwa video, tarehe 12.05.2027, wafuasi 40,000+.", "sw"],
  ["Ukubwa wa video 1080x1920, muda sekunde 45, toleo 2.0.4.", "sw"],
  ["Prix 7 500 FCFA, livraison le 03/04/2027, lot n° 2027-118-004.", "fr"],
  ["Campaña del 01.06 al 30.06, 3 reels de 30 s, pago en 15 días.", "es"],
]);

const ROUND21_CONTACT_REFUSE_ALL: CorpusEntry[] = [
  ...R21_EMAIL_SPELLED_CC,
  ...R21_EMAIL_CODEPOINT,
  ...R21_LINK_CODEPOINT,
  ...R21_EMAIL_SIGN_KEY,
  ...R21_PHONE_MORSE,
  ...R21_LINK_HANDLE,
];

const ROUND21_CONTACT_LEGITIMATE_ALL: CorpusEntry[] = [
  ...R21_PREFIXED_HANDLES,
  ...R21_CODEPOINTS,
  ...R21_DIVIDERS,
  ...R21_SIGNS,
  ...R21_HANDLES_FILES,
  ...R21_NUMBERS_PROSE,
];

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND21_CONTACT_ALL: CorpusEntry[] = [
  ...ROUND21_CONTACT_REFUSE_ALL,
  ...ROUND21_CONTACT_LEGITIMATE_ALL,
];

/** The strings the rule still answers wrongly after round 21 (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // A lone "@" beside a handle reads as an address handed over in pieces (refused, as an address, not as a site).
  "Nossa loja é o @ do Insta, pele_linda, sem o underline e com .com.br no final.",
]);

export const ROUND21_CONTACT_LEFT_OUT: CorpusEntry[] = ROUND21_CONTACT_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND21_CONTACT: CorpusEntry[] = ROUND21_CONTACT_ALL.filter((e) => !LEFT_OUT.has(e.text));
