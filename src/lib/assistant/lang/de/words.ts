/**
 * What Marcia understands in German (docs/requirements.md, "Four languages"): the same intents,
 * tiers and priority order as English (`../en/words.ts`, docs/requirements.md, "Chat behaviour"),
 * in the words German-speaking visitors type, with and without umlauts (matching ignores accents
 * and case; `ß` reads as `ss`). Compounds are caught with `*` (`*versicherung` matches
 * `Vollkaskoversicherung`). 'Fähre' and 'fahre' (I drive) read the same without umlauts, so the
 * ferry is matched in phrases only.
 */
import type { KeywordTable, LanguageWords } from '../types';

const kinds = ['auto', 'roller', 'scooter', 'quad', 'motorrad', 'jeep', 'buggy', 'suv', 'wagen'];
/** 'Auto oder Roller', 'Roller oder ein Quad', 'Quad vs Jeep' …: a comparison of two vehicle kinds. */
const kindPairs = kinds.flatMap((a) =>
  kinds.filter((b) => b !== a).flatMap((b) => [`${a} oder ${b}`, `${a} oder ein ${b}`, `${a} oder einen ${b}`, `${a} oder eine ${b}`, `${a} vs ${b}`]),
);

/** The German keyword table, in the required priority order (tiers as in English). */
const keywords: KeywordTable = {
  cars: {
    3: ['automatikauto', 'automatikwagen', 'auto mit automatik', 'wagen mit automatik', 'kleinwagen', 'cabrio', 'cabriolet', 'kompaktwagen', 'limousine'],
    1: ['auto', '*auto', 'wagen', '*wagen', 'fahrzeug', '*fahrzeug', 'pkw', 'miet*', 'leih*', 'ausleihen', 'optionen', 'flotte', 'fuhrpark', 'alle fahrzeuge', 'ich suche', 'zeigen sie mir'],
  },
  budget: {
    5: ['günstigstes angebot', 'billigstes angebot', 'preiswertestes angebot'],
    2: ['günstig', 'günstigste', 'am günstigsten', 'billig*', 'preiswert', 'preisgünstig', 'kostengünstig', 'budget', 'nicht teuer', 'nicht so teuer', 'kleines budget', 'sparpreis', 'low cost'],
  },
  family: {
    4: ['sitzer', '7 sitzer', '8 sitzer', '9 sitzer', 'siebensitzer', 'neunsitzer', 'kleinbus'],
    3: ['familie*', 'kind', 'baby', 'sitze', 'großes auto', 'größeres auto', 'großer wagen', 'geräumig', 'minivan', 'van', 'kleinbus', 'kombi', 'gepäck', 'koffer', 'platz für'],
  },
  scooters: {
    3: ['roller', 'motorroller', 'scooter', 'moped', 'mofa', 'motorrad', 'motorräder', 'vespa', 'zweirad', 'bike', '50cc', '125cc', '50 ccm', '125 ccm'],
  },
  atvs: {
    3: ['quad', 'atv', 'buggy', 'buggys', 'abenteuer', 'abenteuerlich'],
    2: ['offroad', 'gelände'],
  },
  suvs: {
    3: ['suv', 'jeep', '4x4', '4 x 4', 'allrad', 'allradantrieb', 'geländewagen', 'crossover', 'jimny', 'wrangler'],
  },
  locations: {
    5: ['fähre kommt', 'fähre ankommt', 'mit der fähre an', 'fähre aus athen', 'fähre aus piräus', 'einwegmiete', 'anderer ort', 'wo zurückgeben'],
    4: [
      'abholung', 'abholen', 'abholort', 'abgabe', 'abgeben', 'rückgabe', 'zurückgeben', 'lieferung', 'liefern', 'zustellung', 'zustellen', 'bringen sie',
      'büro', 'filiale', 'standort', 'wo sind sie', 'wo finde ich sie', 'übergabe', 'übergabeort', 'treffpunkt',
    ],
    2: ['flughafen', 'hafen', 'fährhafen', 'hotel', 'villa', 'unterkunft', 'ferienwohnung', 'apartment'],
    1: ['paros', 'insel', 'parikia', 'naoussa', 'naousa', 'lefkes', 'aliki', 'piso livadi', 'marpissa', 'ampelas'],
  },
  price: {
    5: ['km inklusive', 'kilometer inklusive', 'freikilometer', 'preisliste', 'unbegrenzte kilometer', 'kilometerbegrenzung', 'freikilometer', 'kilometer frei', 'km frei', 'versteckte kosten', 'versteckte gebühren', 'zusatzkosten'],
    4: ['unbegrenzt'],
    3: ['preis', '*preis', 'preisliste', 'kosten', '*kosten', 'kostet', 'was kostet', 'wie viel kostet', 'wie viel kosten', 'tarif', 'gebühr', '*gebühr', 'pro tag', 'am tag', 'inklusive', 'inbegriffen', 'enthalten'],
    2: ['wie viel', 'wieviel', 'teuer', 'euro', 'eur', '€'],
  },
  insurance: {
    5: ['vollkasko', 'vollkaskoversicherung', 'ohne selbstbeteiligung', 'selbstbeteiligung', 'haftpflicht'],
    4: ['*versicherung', 'versichert', 'versichern', 'kaution', 'sicherheitsleistung', 'schaden', 'schäden', 'unfall', 'kratzer', 'delle', 'beule'],
  },
  fuel: {
    5: ['vollgetankt', 'voll getankt'],
    4: ['voller tank', 'vollen tank', 'voll zurück', 'leer zurück', '*benzin*', 'sprit', 'kraftstoff', 'diesel', 'tankstelle', 'tanken', 'volltanken', 'tank', 'voll voll', 'voll zu voll', 'tankregelung', 'verbrauch'],
  },
  licence: {
    5: ['was muss ich mitbringen', 'was brauche ich', 'was mitbringen', 'was sollen wir mitbringen', 
      'internationaler führerschein', 'internationalen führerschein', 'motorradführerschein', 'mindestalter', 'wie alt', 'alt genug', 'altersgrenze',
      'jahre alt', 'nicht eu', 'außerhalb der eu', 'nicht aus der eu',
    ],
    4: ['führerschein*', 'fahrerlaubnis', 'lizenz', 'alter', 'dokumente', 'unterlagen', 'reisepass', '=pass', 'ausweis', 'personalausweis', 'voraussetzungen', 'bedingungen'],
  },
  duration: {
    5: ['halben tag', 'ein paar stunden', 'stundenweise', 'für einen tag', 'mindestmietdauer', 'mindestdauer', 'maximale mietdauer', 'mietdauer', 'wie viele tage', 'ein tag', 'einen tag', '1 tag', 'halber tag', 'halben tag', 'nur einen tag', 'für einen tag'],
    4: ['verlängern', 'verlängerung', 'länger behalten'],
    3: ['wie lange', 'mindestens', 'maximal', 'langzeit*', 'minimum', 'maximum'],
    2: ['woche', 'wöchentlich', 'zwei wochen', 'monat', 'monatlich', 'tage', 'wochenende'],
  },
  beaches: {
    4: ['strand für kinder', 'strände für kinder', 'kinderfreundlicher strand', 'kinderfreundliche strände', 'familienstrand', 'bester strand', 'beste strände', 'schönste strände', 'schönster strand', 'welcher strand', 'welche strände'],
    2: ['*strand', 'baden', 'schwimmen', 'schnorcheln', 'tauchen', 'golden beach', 'kolymbithres', 'santa maria', 'monastiri', 'lageri', 'faragas', 'meer', 'sand', 'küste', 'bucht'],
  },
  antiparos: {
    5: ['letzte fähre', 'erste fähre', 'fährzeiten', 'fahrplan', 'wie oft', 'fährgenehmigung'],
    4: ['nach antiparos', 'naxos', 'mykonos', 'santorini', 'andere insel', 'anderen insel', '^=fähre', '=die fähre', '=der fähre', '=eine fähre', '=fähre nach', '=fähre von', 'faehre', 'fährverbindung', 'fährticket', 'boot', 'schiff', 'überfahrt', 'höhle', 'inselhopping'],
    2: ['antiparos', 'anti paros', 'pounta', 'pounda', 'despotiko'],
  },
  booking: {
    5: [
      'jetzt buchen', 'ich möchte buchen', 'ich will buchen', 'möchte gerne buchen', 'ich möchte reservieren', 'möchte reservieren', 'buchung machen',
      'reservierung machen', 'buchung starten', 'buchung bestätigen', 'buchung abschließen', 'bereit zu buchen', 'online buchen',
    ],
    2: ['buchen', 'buchung', 'buche', 'reservieren', 'reservierung', 'booking'],
  },
  availability: {
    3: ['noch verfügbar', 'noch frei', 'noch autos', 'verfügbar', 'verfügbarkeit', 'noch frei', 'frei', 'ausgebucht', 'auf lager', 'last minute', 'kurzfristig', 'sofort', 'heute', 'für morgen', 'ab morgen', 'heute abend', 'dieses wochenende', 'noch da'],
  },
  season: {
    4: ['saison', 'hochsaison', 'hauptsaison', 'nebensaison', 'vorsaison', 'nachsaison', 'beste reisezeit', 'wann reisen', 'wetter', 'ganzjährig', 'das ganze jahr', 'winter', 'sommer', 'frühling', 'frühjahr', 'herbst', 'meltemi', 'wind', 'windig'],
    3: ['voll', 'überfüllt', 'viel los'],
  },
  groups: {
    4: ['gruppe', 'große gruppe', 'mehrere autos', 'mehrere fahrzeuge', 'zwei autos', '2 autos', 'mehr als ein', 'viele leute', 'freunde', 'freundeskreis', 'party', 'feier', 'hochzeit', 'junggesellenabschied', 'firmenausflug', 'teambuilding'],
  },
  breakdown: {
    5: ['panne haben', 'liegen geblieben', 'liegengeblieben', 'platten reifen', 'platter reifen', 'reifenpanne', 'springt nicht an', 'startet nicht', 'pannenhilfe', 'pannendienst', 'warnleuchte', 'kontrollleuchte'],
    4: ['panne', 'kaputt', 'defekt', 'reifen', 'platten', 'batterie', 'notfall', 'abschleppen', 'abschleppdienst', 'mechaniker', 'werkstatt', 'problem mit dem auto'],
  },
  payment: {
    5: ['kreditkarte', 'debitkarte', 'ec karte', 'girokarte', 'girocard', 'visa', 'mastercard', 'apple pay', 'google pay', 'überweisung', 'online bezahlen', 'später bezahlen', 'vor ort bezahlen', 'bei ankunft bezahlen'],
    4: ['bezahlen', 'zahlen', 'bezahlung', '*zahlung', 'zahlungsart', 'zahlungsmöglichkeit', 'karte', 'bar', 'bargeld', 'visa', 'mastercard', 'amex', 'paypal', 'vorkasse', 'rechnung', 'quittung'],
  },
  cancellation: {
    5: [
      'storn*', 'absagen', 'absage', 'rückerstattung', 'erstattung', 'geld zurück', 'umbuchen', 'umbuchung', 'buchung ändern', 'reservierung ändern',
      'daten ändern', 'termin ändern', 'datum ändern', 'meine daten ändern', 'nicht kommen', 'pläne ändern',
    ],
  },
  extras: {
    5: ['zwei fahrer', '2 fahrer', 'auch fahren', 'beide fahren', 
      'kindersitz*', 'babysitz', 'babyschale', 'sitzerhöhung', 'navi', 'navigationsgerät', 'navigation', 'gps', 'dachträger', 'dachbox', 'zusatzfahrer',
      'zweiter fahrer', 'weiterer fahrer', 'zusätzlicher fahrer', 'auch fahren', 'beide fahren',
    ],
    4: ['extras', 'zusatz*', 'zubehör', 'ausstattung', 'helm', 'kühlbox', 'sonnenschirm'],
  },
  roads: {
    5: ['straßenverhältnisse', 'straßenzustand', 'zustand der straßen', 'schotterstraße', 'schotterpiste', 'feldweg', 'piste', 'linksverkehr', 'rechtsverkehr', 'leicht zu fahren', 'schwer zu fahren', 'schwierig zu fahren', 'ist es sicher'],
    4: ['*straße', 'unbefestigt', 'asphaltiert', 'geteert', 'schotter', 'eng', 'steil', 'hügel', 'hügelig', 'sicherheit', 'gefährlich', 'verkehr', 'schilder', 'berg', 'kurve', 'kurvig', 'serpentinen'],
    3: ['fahren in', 'fahren auf', 'autofahren'],
  },
  parking: {
    5: ['fürs parken', 'für das parken', 'parken bezahlen', 'parken kostenlos', 'kostenlos parken', 'kostenloses parken', 'parken kosten', 'kostet parken', 'gebührenpflichtig parken'],
    4: ['parken', 'parktipp', 'parkplatz', 'parkplätze', 'parkhaus', 'parkgebühr', 'wo parken', 'strafzettel', 'knöllchen', 'parkverbot', 'parkplatzsuche'],
  },
  distances: {
    5: ['wie weit', 'wie lange fährt man', 'wie lange dauert die fahrt', 'wie lange braucht man', 'fahrzeit', 'fahrtzeit', 'wie viele kilometer', 'wie viele km', 'weit von', 'weit weg', 'herumkommen'],
    4: ['von parikia nach', 'von naoussa nach', 'vom flughafen nach', 'vom hafen nach', 'entfernung', 'km', 'kilometer', 'weit', 'strecke', 'minuten von'],
    2: ['fahren nach', 'kommen nach', 'nach naoussa', 'nach parikia', 'nach lefkes'],
  },
  transmission: {
    5: ['schaltung oder automatik', 'automatik oder schaltung', 'manuell oder automatik', 'schaltgetriebe', 'automatikgetriebe', 'gangschaltung', 'handschaltung', 'schaltwagen'],
    4: ['getriebe', 'gänge', 'kupplung', 'schalten'],
    3: ['automatik', 'automatisch', 'manuell', 'schaltung'],
  },
  tips: {
    5: ['blitzer', 'radarfalle', 'geschwindigkeitsübertretung', 'strafzettel', 
      'verkehrsregeln', 'tempolimit', 'höchstgeschwindigkeit', 'geschwindigkeitsbegrenzung', 'was unternehmen', 'was kann man machen', 'was sollte man sehen',
      'sehenswürdigkeiten', 'sehenswert', 'geheimtipp', 'insidertipp', 'alkohol am steuer', 'promillegrenze',
    ],
    4: ['reiseroute', 'ausflug', 'dorf', 'dörfer', 'sonnenuntergang', 'restaurant', 'taverne', 'alkohol', 'regeln'],
    2: ['tipp', 'tip', 'rat', 'ratschlag', 'empfehlen', 'empfehlung', 'vorschlag', 'vorschlagen'],
    1: ['ich schaue mich nur um', 'schaue mich um', 'schau mich um', 'nur umschauen', 'umsehen', 'ich sehe mich um', 'nur schauen', 'nur neugierig', 'ich informiere mich', 'stöbern'],
  },
  eco: {
    5: ['umweltfreundlich', 'kraftstoffsparend', 'spritsparend', 'geringer verbrauch', 'elektroauto', 'e auto', 'elektroroller', 'e roller', 'e scooter', 'elektrofahrzeug'],
    4: ['öko', 'eco', 'grün', 'elektro*', 'elektrisch', 'hybrid', 'umwelt', 'nachhaltig', 'nachhaltigkeit', 'emission', 'co2', 'ladestation'],
  },
  contact: {
    5: ['späte ankunft', 'spät ankommen', 'kommen spät', 'spät abends', 'nachts', 'in der nacht', 'mitternacht', 'früh morgens', 'frühmorgens', 'nachtfähre', 'nachtflug', 'außerhalb der öffnungszeiten', 'telefonnummer', 'kontaktdaten', 'öffnungszeiten', 'geschäftszeiten', 'um wie viel uhr', 'wann geöffnet', 'wann öffnen sie', 'sie erreichen', 'erreiche ich sie', 'erreichbar', 'euch erreichen', 'erreiche ich euch', 'telefonisch', 'anrufen bei', 'euch anrufen', 'sprechen mit', 'echte person', 'einen menschen', 'in kontakt'],
    4: ['rauchen', 'raucher', 'haustier', 'hund', 'katze', 'reinigung', 'sauber', 'schmutzig', 'kontakt', 'kontaktieren', 'whatsapp', 'mensch', 'mitarbeiter', 'ansprechpartner', 'geöffnet', 'offen', 'geschlossen', 'sprache', 'sprechen sie', 'englisch', 'deutsch', 'französisch', 'italienisch', 'adresse'],
    2: ['telefon', 'anrufen', 'e mail', 'email', 'mail'],
  },
  offers: {
    5: ['im voraus', 'frühbucher*', 'früh buchen', 'rechtzeitig buchen', 'wochenrabatt', 'rabatt pro woche', 'langzeitrabatt', 'gutscheincode', 'rabattcode', 'promocode', 'sonderangebot'],
    4: ['angebot', 'deal', 'rabatt', 'ermäßigung', 'nachlass', 'aktion', 'promo', 'gutschein', 'coupon', 'sparen', 'ersparnis', 'sonderpreis'],
  },
  reviews: {
    5: ['google bewertungen', 'wer sind sie', 'über sie', 'über euch', 'familienbetrieb', 'familienunternehmen', 'seit wann'],
    4: ['bewertung', 'rezension', 'erfahrungen', 'erfahrungsberichte', 'tripadvisor', 'vertrauen', 'seriös', 'zuverlässig', 'sterne', 'feedback'],
  },
  compare: {
    5: ['fahrrad', 'fahrräder', 'e bike', 'ebike', 'mountainbike', 'radfahren', ...kindPairs, 'was ist besser', 'was soll ich mieten', 'was sollte ich nehmen', 'vor und nachteile', 'welches fahrzeug'],
    4: ['vergleich', 'vergleichen', 'unterschied', 'versus', 'vs', 'besser'],
  },
};

/** German. */
export const deWords: LanguageWords = {
  elide: false,
  inflect: (w) => `${w}(?:e|en|n|er|ern|es|s|em)?`,
  keywords,
  // 'Auto' is a car (not automatic), 'im' is 'in the' (not "I'm"), 'Gas' is the accelerator.
  asksForKinds: { greetings: ['hallo'], openers: ['haben sie', 'habt ihr', 'gibt es', 'vermieten sie'] },
  alsoWords: ['und', 'auch'],
  singleDay: ['für einen tag', 'ein tag', 'einen tag', '1 tag', 'nur einen tag'],
  ignoreEnglish: ['auto', 'auto car', 'im', 'gas'],
  flags: {
    automatic: ['automatik*', 'automatisch'],
    cheap: ['günstig', 'günstigste', 'am günstigsten', 'billig*', 'preiswert', 'preisgünstig', 'kostengünstig', 'budget', 'nicht teuer'],
    twoWheels: ['roller', 'motorroller', 'moped', 'mofa', 'motorrad', 'zweirad', 'scooter'],
    helmet: ['helm'],
    extraDriver: ['zusatzfahrer', 'zweiter fahrer', 'weiterer fahrer', 'zusätzlicher fahrer', 'auch fahren', 'beide fahren', 'zwei fahrer', '2 fahrer'],
    browsing: ['schaue mich nur um', 'schaue mich um', 'schau mich um', 'nur umschauen', 'umsehen', 'nur schauen', 'nur neugierig', 'ich informiere mich', 'stöbern'],
    hello: ['=hallo', '=guten tag', '=guten morgen', '=guten abend', '=servus', '=moin', '=grüezi', '=grüß gott'],
    thanks: ['=danke', '=dankeschön', '=vielen dank'],
    lateHours: ['späte ankunft', 'spät ankommen', 'kommen spät', 'spät abends', 'nachts', 'in der nacht', 'mitternacht', 'früh morgens', 'frühmorgens', 'nachtfähre', 'nachtflug', 'außerhalb der öffnungszeiten'],
    askTeam: ['rauchen', 'raucher', 'haustier', 'hund', 'katze', 'reinigung', 'sauber', 'schmutzig'],
    bicycle: ['fahrrad', 'fahrräder', 'e bike', 'ebike', 'mountainbike', 'radfahren'],
    otherIsland: ['naxos', 'mykonos', 'santorini', 'andere insel', 'anderen insel', 'fährgenehmigung'],
    otherCard: ['debitkarte', 'ec karte', 'girokarte', 'girocard', 'prepaidkarte', 'prepaid karte'],
    question: [
      '^=kann', '^=kann man', '^=konnen', '^=koennen', '^=darf', '^=durfen', '^=duerfen', '^=gibt es', '^=ist', '^=sind', '^=haben sie', '^=habt ihr',
      '^=wie', '^=was', '^=wo', '^=wann', '^=welche', '^=welcher', '^=welches', '^=warum', '^=wer', '^=muss', '^=mussen', '^=brauche', '^=brauchen',
    ],
  },
  booking: {
    start: [
      'jetzt buchen', 'ich möchte buchen', 'ich will buchen', 'ich würde gerne buchen', 'möchte gerne buchen', 'ich möchte reservieren', 'möchte reservieren',
      'buchung machen', 'reservierung machen', 'buchung starten', 'bereit zu buchen', 'online buchen', 'ich buche',
    ],
    confirm: ['buchung bestätigen', 'buchung abschließen', 'reservierung bestätigen', 'ich bestätige', 'bestätige die buchung', '^=ja'],
    looseConfirm: ['bestätigen', 'bestätigt', 'ok', 'okay', 'passt', 'perfekt', 'genau', 'richtig', 'stimmt', 'alles korrekt', 'los', 'abschicken', 'senden', 'klar', 'gerne', 'sehr gut', 'in ordnung'],
    modify: ['ändern', 'änderung', 'bearbeiten', 'korrigieren', 'korrektur', 'aktualisieren', 'falsch', 'fehler'],
    refuse: ['^=nein', '^=noch nicht', '^=warte', '^=moment', '^=halt', '^=stopp'],
    fields: {
      name: ['name', 'vorname', 'nachname'],
      email: ['email', 'e mail', 'mail', 'mailadresse'],
      phone: ['telefon*', 'nummer', 'handy*', 'mobil*', 'rufnummer'],
      dates: ['datum', 'daten', 'tag', 'termin', 'abholung', 'rückgabe', 'anreise', 'abreise', 'zeitraum', 'reisedaten'],
    },
  },
  names: {
    phrases: [
      { id: 'ich heisse', pattern: 'ich hei(?:ß|ss|s)e', full: true },
      { id: 'mein name ist', pattern: 'mein name ist', full: true },
      { id: 'mein vorname ist', pattern: 'mein vorname ist', full: true },
      { id: 'ich bin', pattern: 'ich bin(?: (?:der|die))?' },
      { id: 'nennen sie mich', pattern: 'nennen sie mich|nenn mich' },
    ],
    stopWords: [
      'der', 'die', 'das', 'ein', 'eine', 'einer', 'einen', 'dem', 'den', 'des', 'im', 'in', 'am', 'an', 'auf', 'aus', 'bei', 'mit', 'ohne', 'nach',
      'von', 'vom', 'zu', 'zum', 'zur', 'fur', 'uber', 'unter', 'vor', 'hier', 'da', 'dort', 'nicht', 'noch', 'schon', 'gerade', 'jetzt', 'sehr', 'so',
      'auch', 'nur', 'allein', 'alleine', 'zusammen', 'interessiert', 'neugierig', 'unsicher', 'verheiratet', 'deutscher', 'deutsche', 'osterreicher',
      'osterreicherin', 'schweizer', 'schweizerin', 'student', 'studentin', 'tourist', 'touristin', 'urlaub', 'neu', 'mude', 'froh', 'glucklich',
      'bereit', 'sicher', 'krank', 'schwanger', 'ja', 'nein', 'danke', 'hallo', 'gut', 'fertig', 'zuruck', 'unterwegs', 'wieder', 'bald', 'mal',
      'eigentlich', 'etwas', 'ganz', 'total', 'leider', 'ziemlich', 'meinung', 'gespannt', 'dabei', 'single', 'familie', 'jahre', 'jahr', 'alt',
      'jung', 'alter', 'mitte', 'anfang', 'ende', 'kunde', 'kundin', 'gast', 'ihr', 'ihre', 'euer', 'mein', 'meine', 'sein', 'seine', 'kein',
      'keine', 'wie', 'was', 'wo', 'wann', 'warum', 'wer', 'welche', 'welcher', 'zwei', 'drei', 'vier', 'funf', 'ok', 'okay', 'gerne',
      'angekommen', 'gelandet', 'nochmal', 'wirklich', 'immer', 'oft', 'selbst', 'selber', 'am', 'ab', 'bis', 'eher', 'erst', 'grad',
    ],
    bareLeads: 'hier ist|das ist|hier spricht|name ?:|auf den namen',
  },
  passengers: {
    nouns: 'personen|person|leute|erwachsene[nr]?|reisende|mitreisende|pax|gaste',
    children: 'kinder[n]?|kind|kleinkinder|jugendliche',
    numbers: {
      ein: 1, eine: 1, einer: 1, eins: 1, zwei: 2, drei: 3, vier: 4, funf: 5, fuenf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11,
      zwolf: 12, zwoelf: 12, zweit: 2, dritt: 3, viert: 4, funft: 5, sechst: 6, siebt: 7,
    },
    patterns: [
      '\\bwir sind (?:zu )?{n}\\b(?!\\s*(?:tage?n?|wochen?|nachte?|monate?|jahre?|uhr|stunden?|h\\b))',
      '\\bzu (zweit|dritt|viert|funft|sechst|siebt|acht)\\b',
      '\\b(zwei|drei|vier|funf|sechs|sieben|acht)kopfigen?\\b',
    ],
  },
  age: {
    patterns: [
      '\\bich bin {n}\\b(?!\\s*(?:personen|person|leute|erwachsene\\w*|tage?n?|nachte?|wochen?|monate?|uhr|km|cc|%|€|eur))',
      '\\b{n} jahre alt\\b',
      '\\b{n}[- ]?jahrige?[rnms]?\\b',
      '\\balter:? {n}\\b',
    ],
  },
  budget: {
    words: '\\bbudget\\b|\\bgunstig\\w*|\\bbillig\\w*|\\bpreiswert\\w*|\\bnicht teuer\\b',
    filler: 'ist|von|bei|liegt bei|etwa|ca\\.?|circa|ungefahr|max(?:imal)?\\.?|hochstens|bis|unter|weniger als|:|=|~|-',
    units: 'personen|person|leute|erwachsene\\w*|tage?n?|nachte?|wochen?|monate?|sitze?r?|platze|kinder?n?',
  },
  places: { airport: ['flughafen'], port: ['hafen', 'fährhafen'] },
};
