import { type CorpusEntry, entries } from "./types.ts";

/**
 * Round 16, compound number words (tuning data, part of `TUNING`): phone numbers dictated in groups, each group a
 * number written as ONE word as German, Dutch, Afrikaans, Danish, Norwegian, Swedish, Hungarian, Finnish, Georgian
 * and Armenian write them ("dreihundertvierundsechzig" 364, "zevenentachtig" 87, "vier-en-sestig" 64, "syvogfirs"
 * 87, "trehundrafyrtiofem" 345, "háromszázhatvannégy" 364, "kolmesataakuusikymmentäneljä" 364, "ოთხმოცდაცხრა" 89,
 * "քսանմեկ" 21), and Greek hundreds and teens ("τετρακόσια", "δεκαεπτά") — the class of the German, Georgian and
 * Armenian numbers `fresh28.ts` and `round16-contact.ts` left; and hard negatives: the same compounds used honestly
 * (followers, fees, days, ages, grams, sizes, scores). Written before any rule changed for this class and run once
 * as written (the figure is in the README's "Round 16, compound number words" paragraph). `LEFT_OUT`: the strings
 * the rule still answers wrongly after it.
 */

const R16N_PHONE = entries("phone_number", "phone-compound-words", [
  // German (0151 364 12 78, 030 42 718 19, 0664 312 45 67, …)
  ["Ruf uns an: null eins fünf eins, dreihundertvierundsechzig, zwölf, achtundsiebzig.", "de"],
  [
    "Fragen zur Lieferung? Anna erreichst du unter null drei null, zweiundvierzig, siebenhundertachtzehn, neunzehn.",
    "de",
  ],
  [
    "Für Österreich: null sechs sechs vier, dreihundertzwölf, fünfundvierzig, siebenundsechzig – ab neun Uhr.",
    "de",
  ],
  [
    "WhatsApp an Jonas: null eins sieben sechs, vierhundertachtundzwanzig, sechsunddreißig, einundneunzig",
    "de",
  ],
  [
    "Schweizer Nummer der Agentur: null sieben neun, fünfhundertdreiundvierzig, siebenundachtzig, zwölf.",
    "de",
  ],
  ["Ruf Mia an: null eins sechs null, hundertdreiundzwanzig, vierundfünfzig, achtundneunzig.", "de"],
  ["Handy der Fotografin: null-eins-fünf-sieben, einhundertelf, dreiundsiebzig, sechsundvierzig", "de"],
  ["Melde dich per SMS: null eins sieben null, zweihundertneunundsechzig, fünfundachtzig, dreizehn", "de"],
  ["Telefon: null eins fünf zwei, dann neunhundertsiebenundachtzig, dann vierundsechzig, zwölf.", "de"],
  // Dutch and Flemish (06 364 87 12, 020 542 18 87, 0478 19 34 56, …)
  ["Bel ons: nul zes, driehonderdvierenzestig, zevenentachtig, twaalf.", "nl"],
  [
    "Vragen over je pakket? Bel Sanne op nul twintig, vijfhonderdtweeënveertig, achttien, zevenentachtig.",
    "nl",
  ],
  ["Appen kan ook: nul zes, tweehonderdvierendertig, zesenvijftig, achtenzeventig.", "nl"],
  ["Ons kantoor in Utrecht: nul dertig, zeshonderdzevenenveertig, eenentwintig, negenennegentig.", "nl"],
  ["Bel de fotograaf: nul zes, honderddrieëntwintig, vijfenveertig, zevenenzestig", "nl"],
  ["Bel Lotte: nul vier zeven, achthonderdnegentien, vierendertig, zesenvijftig.", "nl"],
  ["Stuur een sms naar nul zes, dan negenhonderdtwaalf, dan vierendertig, zesenvijftig.", "nl"],
  // Afrikaans (082 364 87 12, 071 438 95 16, …)
  ["Bel ons by nul twee-en-tagtig, driehonderd vier-en-sestig, sewe-en-tagtig, twaalf.", "af"],
  ["WhatsApp vir Annelie: nul een-en-sewentig, vierhonderd agt-en-dertig, vyf-en-negentig, sestien", "af"],
  ["Skakel Pieter: nul ses, een-en-twintig, nege-en-sestig, drie-en-veertig, elf", "af"],
  ["Vrae? Bel nul agt drie, vyf-en-twintig, een-en-dertig, sewe-en-veertig.", "af"],
  // Danish (22 45 87 12, …), in pairs as Danes say them
  ["Ring til Mette på toogtyve, femogfyrre, syvogfirs, tolv – hverdage efter ni.", "da"],
  ["SMS til fotografen: enogtres, fireogtredive, halvtreds, otteoghalvfems", "da"],
  ["Butikkens nummer: treogfyrre, seksoghalvfjerds, nitten, toogtyve.", "da"],
  ["Kontakt Jonas på telefon: femogtyve, tooghalvtreds, elleve, niogfirs.", "da"],
  // Norwegian
  ["Ring Ingrid på førtifem, sekstisju, åttini, tolv.", "no"],
  ["Send SMS til nittito, trettiåtte, femtiseks, tjueen", "no"],
  ["Kontoret: tjuetre, førtiseks, syttito, nittini – ring før klokka tre.", "no"],
  ["Ring produsenten på fireogførti, syvogsytti, treogtjue, atten.", "no"],
  // Swedish (070 123 45 67, 08 345 67 89, …)
  ["Ring Elin på noll sjuttio, etthundratjugotre, fyrtiofem, sextiosju.", "sv"],
  ["Vår kundtjänst: noll åtta, trehundrafyrtiofem, sextiosju, åttionio.", "sv"],
  ["Sms:a fotografen: noll sjuttiotre, niohundraåttiosju, sextiofyra, tolv", "sv"],
  ["Ring oss: noll trettioett, tvåhundrafemtiosex, sjuttioåtta, nittio.", "sv"],
  ["Numret till butiken: noll fyrtio, sexhundratolv, trettiofyra, femtiosex.", "sv"],
  // Hungarian (06 30 364 12 78, …)
  ["Hívj minket: nulla hat, harminc, háromszázhatvannégy, tizenkettő, hetvennyolc.", "hu"],
  ["Kérdés esetén hívd Annát: nulla hat, húsz, négyszázhuszonnyolc, harminchat, kilencvenegy", "hu"],
  ["Az iroda száma: egy, kétszázharmincnégy, ötvenhat, hetvennyolc.", "hu"],
  ["SMS-ben: nulla hat, hetven, százhuszonhárom, negyvenöt, hatvanhét", "hu"],
  ["Hívd a fotóst: nulla hat, harminc, ötszáznegyvenhárom, nyolcvanhét, tizenkettő.", "hu"],
  // Finnish (040 123 45 67, …)
  [
    "Soita meille: nolla neljäkymmentä, satakaksikymmentäkolme, neljäkymmentäviisi, kuusikymmentäseitsemän.",
    "fi",
  ],
  [
    "Tekstaa Ainolle: nolla viisikymmentä, kolmesataakuusikymmentäneljä, kahdeksankymmentäseitsemän, kaksitoista",
    "fi",
  ],
  [
    "Toimiston numero: nolla yhdeksän, seitsemänsataakahdeksantoista, neljäkymmentäkaksi, yhdeksäntoista.",
    "fi",
  ],
  [
    "Soita kuvaajalle: nolla neljäkymmentäneljä, kaksisataaviisikymmentäkuusi, seitsemänkymmentäkahdeksan, yhdeksänkymmentä",
    "fi",
  ],
  // Greek: hundreds and the teens written as one word
  ["Καλέστε μας: έξι εννιά τρία, τετρακόσια πενήντα έξι, εβδομήντα οκτώ, ενενήντα.", "el"],
  ["Τηλέφωνο γραφείου: δύο δέκα, τριακόσια εξήντα τέσσερα, δεκαεπτά, ογδόντα επτά", "el"],
  ["Στείλτε μήνυμα στη Μαρία: έξι ενενήντα επτά, εκατόν δεκαπέντε, σαράντα δύο, δεκαοκτώ.", "el"],
  ["Πάρτε τηλέφωνο: έξι ενενήντα τέσσερα, οκτακόσια δώδεκα, δεκαεννέα, εξήντα", "el"],
  // Georgian: vigesimal compounds (599 87 12 39, 591 45 67 32, …)
  ["დაგვირეკეთ ნომერზე: ხუთას ოთხმოცდაცხრამეტი, ოთხმოცდაშვიდი, თორმეტი, ოცდაცხრამეტი", "ka"],
  ["მოგვწერეთ WhatsApp-ზე: ხუთას ოთხმოცდათერთმეტი, ორმოცდახუთი, სამოცდაშვიდი, ოცდათორმეტი.", "ka"],
  ["ფოტოგრაფის ნომერი: ხუთას სამოცდარვა, ოცდაერთი, ოთხმოცდაცხრა, თექვსმეტი", "ka"],
  ["ოფისის ტელეფონი: ნული სამი ორი, ორას ორმოცდათხუთმეტი, თორმეტი, ოცდათოთხმეტი.", "ka"],
  ["დარეკეთ: ხუთას სამოცდაჩვიდმეტი, ოცდაათი, ორმოცდაოთხი, ოთხმოცდათერთმეტი", "ka"],
  // Armenian (091 24 67 89, …)
  ["Զանգեք մեզ՝ զրո ինը մեկ, քսանչորս, վաթսունյոթ, ութսունինը։", "hy"],
  ["Գրեք WhatsApp-ով՝ զրո ինը ութ, տասնհինգ, հիսունմեկ, յոթանասուներկու", "hy"],
  ["Լուսանկարչի համարը՝ զրո յոթանասունյոթ, երեսունհինգ, իննսունութ, տասներկու։", "hy"],
  ["Գրասենյակ՝ զրո տասը, հիսունչորս, քսաներեք, ութսունվեց", "hy"],
]);

const R16N_HONEST = entries(null, "legitimate-compound-numbers", [
  // German
  ["Wir haben letzte Woche dreihundertvierundsechzig neue Follower gewonnen – danke!", "de"],
  ["Die Kampagne läuft siebenundachtzig Tage, vom ersten März bis Ende Mai.", "de"],
  ["Honorar: vierhundertfünfzig Euro pro Video, zahlbar innerhalb von dreißig Tagen.", "de"],
  [
    "Zeig die Zahlen im Clip: dreihundertvierundsechzig Likes, achtundsiebzig Kommentare, zwölf Shares.",
    "de",
  ],
  ["Mindestens zweihundertfünfzig Wörter in der Beschreibung, höchstens dreihundertachtzig.", "de"],
  [
    "Unsere Hotline ist rund um die Uhr erreichbar; letztes Jahr kamen dreihundertvierundsechzig Anrufe pro Tag.",
    "de",
  ],
  ["Preise: neunundvierzig, neunundneunzig und hundertneunundvierzig Euro je nach Paket.", "de"],
  [
    "Oma wird dreiundneunzig – dreht ein Video über eure Familie, höchstens zweihundertvierzig Sekunden.",
    "de",
  ],
  ["Im Paket: hundertzwanzig Gramm Tee, zwölf Beutel und ein Löffel.", "de"],
  // Dutch
  ["Vorig jaar kregen we driehonderdvierenzestig reacties op de campagne.", "nl"],
  ["De actie loopt zevenentachtig dagen; plaats drie video's en één story.", "nl"],
  ["Vergoeding: vijfhonderdvijftig euro per video, betaling binnen dertig dagen.", "nl"],
  ["Uitslag: tweehonderdvierendertig stemmen voor rood, honderdzesenvijftig voor blauw.", "nl"],
  ["Ons merk bestaat sinds negentienhonderdzevenentachtig en viert dit jaar feest.", "nl"],
  ["Bel gerust als je vragen hebt; we hebben al zeshonderdtwaalf makers geholpen.", "nl"],
  // Afrikaans
  ["Ons het vier-en-sestig nuwe volgers gekry ná die eerste video.", "af"],
  ["Die veldtog duur sewe-en-tagtig dae; betaling binne dertig dae.", "af"],
  ["Die boks bevat driehonderd vier-en-sestig gram koffie en twaalf bekers.", "af"],
  // Danish
  ["Vi fik syvogfirs nye følgere i går – tak!", "da"],
  ["Kampagnen varer fireogtres dage, og halvtreds procent betales på forhånd.", "da"],
  ["Min mormor fylder femogfirs i morgen, så videoen skal være færdig i dag.", "da"],
  ["Resultater: toogtyve likes, femogfyrre delinger og tolv kommentarer.", "da"],
  // Norwegian
  ["Vi har fått førtifem nye følgere og sekstisju kommentarer denne uken.", "no"],
  ["Kampanjen varer i nittito dager, og videoen skal være mellom tjue og tretti sekunder.", "no"],
  ["Bestemor fyller åttisju i år – lag en video om familien.", "no"],
  // Swedish
  ["Vi fick trehundrafyrtiofem nya följare förra veckan.", "sv"],
  ["Kampanjen pågår i åttiosju dagar; ersättningen betalas inom trettio dagar.", "sv"],
  ["Tävlingen: etthundratjugotre bidrag, fyrtiofem finalister, sju vinnare.", "sv"],
  ["Receptet: tvåhundrafemtio gram mjöl, sextiosju gram socker och tolv ägg.", "sv"],
  // Hungarian
  ["Tavaly háromszázhatvannégy új követőt szereztünk a kampánnyal.", "hu"],
  ["A kampány nyolcvanhét napig tart, a díjat harminc napon belül fizetjük.", "hu"],
  ["A doboz háromszázhúsz gramm kávét tartalmaz, tizenkét kapszulával.", "hu"],
  ["A nagymamám kilencvenkét éves lett – készíts videót a családodról.", "hu"],
  // Finnish
  ["Saimme kolmesataakuusikymmentäneljä uutta seuraajaa viime viikolla.", "fi"],
  ["Reseptissä on kaksisataaviisikymmentä grammaa jauhoja ja kaksitoista munaa.", "fi"],
  ["Mummo täyttää yhdeksänkymmentäkaksi vuotta – tehkää video perheestä.", "fi"],
  [
    "Kampanja kestää kahdeksankymmentäseitsemän päivää, ja videon pituus on neljäkymmentäviisi sekuntia.",
    "fi",
  ],
  // Greek
  ["Φέτος είχαμε τριακόσια εξήντα τέσσερα σχόλια στην καμπάνια.", "el"],
  ["Η καμπάνια διαρκεί ογδόντα επτά ημέρες· αμοιβή διακόσια πενήντα ευρώ ανά βίντεο.", "el"],
  ["Το κουτί περιέχει τετρακόσια πενήντα γραμμάρια καφέ και δεκαοκτώ κάψουλες.", "el"],
  ["Η γιαγιά μου έγινε ενενήντα τεσσάρων· το βίντεο να μην ξεπερνά τα εκατόν είκοσι δευτερόλεπτα.", "el"],
  // Georgian
  ["გასულ კვირას ხუთას სამოცდაოთხი ახალი გამომწერი შემოგვემატა.", "ka"],
  ["კამპანია გრძელდება ოთხმოცდაშვიდი დღე; ჰონორარი ორას ორმოცდაათი ლარია.", "ka"],
  ["ბებიაჩემს ოთხმოცდაცხრა წელი შეუსრულდა – გადაიღეთ ვიდეო ოჯახზე.", "ka"],
  ["ყუთში ოცდათორმეტი კაფსულაა და ორას სამოცი გრამი ყავა.", "ka"],
  // Armenian
  ["Անցյալ շաբաթ մենք ստացանք երեք հարյուր վաթսունչորս նոր հետևորդ։", "hy"],
  ["Արշավը տևում է ութսունյոթ օր, վճարը՝ քսանհինգ հազար դրամ։", "hy"],
  ["Տատիկս դարձավ իննսունմեկ տարեկան – նկարեք տեսանյութ ընտանիքի մասին։", "hy"],
  ["Տուփում կա քառասուներկու պարկուճ և տասներկու բաժակ։", "hy"],
]);

/** Every string of the part, left-out ones included (the first-run figure reads these). */
export const ROUND16_NUMBERS_ALL: CorpusEntry[] = [...R16N_PHONE, ...R16N_HONEST];

/** The strings the rule still answers wrongly after round 16's number words (kept out of `TUNING`): see the README. */
const LEFT_OUT = new Set<string>([
  // A Budapest number without its trunk prefix ("1 234 56 78", eight digits, no 0 or +36) is read as no phone number
  // even in digits; the number words are read right.
  "Az iroda száma: egy, kétszázharmincnégy, ötvenhat, hetvennyolc.",
  // Dutch "dan" is no word for "then" between groups (it is "than", and Indonesian and Malay "and"): the groups stay
  // apart. The same number with "daarna" or commas is refused.
  "Stuur een sms naar nul zes, dan negenhonderdtwaalf, dan vierendertig, zesenvijftig.",
]);

export const ROUND16_NUMBERS_LEFT_OUT: CorpusEntry[] = ROUND16_NUMBERS_ALL.filter((e) =>
  LEFT_OUT.has(e.text)
);

export const ROUND16_NUMBERS: CorpusEntry[] = ROUND16_NUMBERS_ALL.filter((e) => !LEFT_OUT.has(e.text));
