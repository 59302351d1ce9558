/**
 * What Marcia understands in Italian (docs/requirements.md, "Four languages"): the same intents,
 * tiers and priority order as English (`../en/words.ts`, docs/requirements.md, "Chat behaviour"),
 * in the words Italian visitors type, with and without accents (matching ignores accents and case).
 * Apostrophes separate words (`l'aeroporto` → `l aeroporto`). A word of four letters or more ending
 * in a vowel also matches its other endings (`macchina` → `macchine`, `prezzo` → `prezzi`); short
 * or ambiguous words are marked `=` (exact: `=porto`, not `porta`).
 */
import type { KeywordTable, LanguageWords } from '../types';

const kinds = ['auto', 'macchina', 'scooter', 'quad', 'moto', 'jeep', 'buggy', 'suv', 'motorino'];
/** 'auto o scooter', 'scooter o un quad', 'quad vs jeep' …: a comparison of two vehicle kinds. */
const kindPairs = kinds.flatMap((a) =>
  kinds.filter((b) => b !== a).flatMap((b) => [`${a} o ${b}`, `${a} o un ${b}`, `${a} o uno ${b}`, `${a} o una ${b}`, `${a} oppure ${b}`, `${a} vs ${b}`]),
);

/** The Italian keyword table, in the required priority order (tiers as in English). */
const keywords: KeywordTable = {
  cars: {
    3: ['auto automatica', 'auto automatiche', 'macchina automatica', 'macchine automatiche', 'auto con cambio automatico', 'utilitaria', 'citycar', 'city car', 'auto piccola', 'piccola auto', 'cabrio', 'cabriolet', 'decappottabile', 'berlina', 'compatta'],
    1: ['auto', 'macchina', 'veicolo', 'vettura', 'noleggio', 'noleggiare', 'affittare', 'affitto', 'opzioni', 'flotta', 'parco auto', 'tutti i veicoli', 'vedere tutti', 'cerco', 'sto cercando'],
  },
  budget: {
    2: ['economico', 'economiche', 'low cost', 'low budget', 'budget', 'costa poco', 'poco costoso', 'non costoso', 'non caro', 'non troppo caro', 'conveniente', 'più economico', 'meno caro', 'prezzo basso', 'a buon mercato'],
  },
  family: {
    4: ['7 posti', 'sette posti', '8 posti', '9 posti', 'pulmino', 'minibus'],
    3: ['famiglia', 'famiglie', 'familiare', 'bambino', 'bimbo', 'figli', 'neonato', 'posti', 'auto grande', 'macchina grande', 'spazioso', 'monovolume', 'minivan', 'van', 'station wagon', 'bagagli', 'valigia', 'valigie'],
  },
  scooters: {
    3: ['scooter', 'motorino', 'ciclomotore', 'moto', 'motocicletta', 'vespa', 'due ruote', '50cc', '125cc', '50 cc', '125 cc'],
  },
  atvs: {
    3: ['quad', 'atv', 'buggy', 'avventura', 'avventuroso'],
  },
  suvs: {
    3: ['suv', 'jeep', '4x4', '4 x 4', 'quattro per quattro', 'trazione integrale', 'fuoristrada', 'crossover', 'jimny', 'wrangler'],
  },
  locations: {
    5: ['traghetto arriva', 'arriviamo in traghetto', 'arrivo in traghetto', 'traghetto da atene', 'traghetto dal pireo', 'solo andata', 'altro luogo', 'dove riconsegnare'],
    4: [
      'ritiro', 'ritirare', 'consegna', 'consegnare', 'consegnate', 'riconsegna', 'riconsegnare', 'restituire', 'restituzione', 'dove siete',
      'dove vi trovate', 'ufficio', 'agenzia', 'punto di ritiro', 'punti di ritiro', 'venire a prendere',
    ],
    2: ['aeroporto', '=porto', '=porti', 'hotel', 'albergo', 'villa', 'alloggio', 'appartamento'],
    1: ['paros', 'isola', 'parikia', 'naoussa', 'naousa', 'lefkes', 'aliki', 'piso livadi', 'marpissa', 'ampelas'],
  },
  price: {
    5: ['km inclusi', 'chilometri inclusi', 'chilometraggio incluso', 'listino prezzi', 'listino', 'chilometraggio illimitato', 'km illimitati', 'chilometri illimitati', 'limite di chilometri', 'limite di km', 'chilometraggio', 'costi nascosti', 'spese nascoste'],
    4: ['illimitato', 'illimitati'],
    3: ['prezzo', 'tariffa', 'tariffe', 'costo', 'costa', 'quanto costa', 'quanto viene', 'quanto si spende', 'al giorno', 'giornaliero', 'preventivo', 'incluso', 'compreso'],
    2: ['quanto', 'caro', 'costoso', 'euro', 'eur', '€'],
  },
  insurance: {
    5: ['kasko', 'copertura completa', 'assicurazione completa', 'senza franchigia', 'franchigia'],
    4: ['assicurazione', 'assicurazioni', 'assicurato', 'copertura', 'coperto', 'cauzione', 'deposito', 'deposito cauzionale', 'danno', 'danni', 'incidente', 'graffio', 'graffi', 'ammaccatura'],
  },
  fuel: {
    4: ['pieno', 'serbatoio pieno', 'riportarla piena', 'riconsegnarla vuota', 'carburante', 'benzina', 'gasolio', 'diesel', 'distributore', 'benzinaio', 'fare benzina', 'rifornimento', 'il pieno', 'fare il pieno', 'serbatoio', 'consumo', 'consumi', 'pieno pieno', 'pieno per pieno'],
  },
  licence: {
    5: ['cosa devo portare', 'cosa portare', 'cosa serve', 'cosa ci serve', 'cosa mi serve', 
      'patente internazionale', 'patente di guida', 'patente moto', '=patente b', '=patente a', 'età minima', 'quanti anni', 'limite di età',
      'extra ue', 'fuori dall ue', 'non ue', 'cittadini non europei',
    ],
    4: ['patente', 'patenti', '=eta', 'documenti', 'documento', 'passaporto', 'carta d identità', 'carta di identità', 'requisiti'],
  },
  duration: {
    5: ['mezza giornata', 'qualche ora', 'poche ore', 'a ore', 'per un giorno', 'durata minima', 'durata massima', 'noleggio minimo', 'minimo di giorni', 'quanti giorni', 'un giorno', '1 giorno', 'un solo giorno', 'mezza giornata', 'una giornata', 'per un giorno'],
    4: ['prolungare', 'prolungamento', 'estendere', 'proroga', 'più a lungo'],
    3: ['quanto tempo', 'per quanto tempo', 'durata', 'minimo', 'massimo', 'lungo termine'],
    2: ['settimana', 'settimane', 'settimanale', 'due settimane', 'mese', 'mesi', 'mensile', 'giorni', 'weekend', 'fine settimana'],
  },
  beaches: {
    4: ['spiaggia per bambini', 'spiagge per bambini', 'spiaggia per famiglie', 'spiagge per famiglie', 'spiaggia migliore', 'spiagge migliori', 'migliori spiagge', 'spiagge più belle', 'quale spiaggia', 'spiagge da visitare'],
    2: ['spiaggia', 'spiagge', 'mare', 'fare il bagno', 'nuotare', 'snorkeling', 'golden beach', 'kolymbithres', 'santa maria', 'monastiri', 'lageri', 'faragas', 'sabbia', 'caletta', 'calette', 'baia'],
  },
  antiparos: {
    5: ['ultimo traghetto', 'primo traghetto', 'orari del traghetto', 'orari dei traghetti', 'ogni quanto', 'permesso traghetto'],
    4: ['per antiparos', 'naxos', 'mykonos', 'santorini', 'un altra isola', 'altre isole', 'traghetto', 'nave', 'barca', 'battello', 'traversata', 'attraversare', 'grotta', 'island hopping', 'isole vicine'],
    2: ['antiparos', 'anti paros', 'pounta', 'pounda', 'despotiko'],
  },
  booking: {
    5: [
      'prenota ora', 'prenotare ora', 'prenotare adesso', 'voglio prenotare', 'vorrei prenotare', 'vorremmo prenotare', 'fare una prenotazione',
      'effettuare una prenotazione', 'conferma prenotazione', 'confermare la prenotazione', 'completa la prenotazione', 'pronto a prenotare',
      'iniziare la prenotazione', 'prenotare online', 'prenotalo', 'prenotala',
    ],
    2: ['prenotare', 'prenotazione', 'prenotazioni', 'prenota', 'riservare', 'booking'],
  },
  availability: {
    3: ['ancora disponibile', 'ancora disponibili', 'ne avete ancora', 'rimasto qualcosa', 'disponibile', 'disponibili', 'disponibilità', 'libero', 'esaurito', 'tutto esaurito', 'tutto prenotato', 'ultimo minuto', 'subito', 'oggi', 'domani', 'stasera', 'questo weekend', 'avete ancora'],
  },
  season: {
    4: ['stagione', 'alta stagione', 'bassa stagione', 'fuori stagione', 'periodo migliore', 'quando venire', 'quando visitare', 'meteo', 'tempo che fa', 'tutto l anno', 'inverno', 'estate', 'primavera', 'autunno', 'meltemi', 'vento', 'ventoso'],
    3: ['affollato', 'pieno di gente', 'tanta gente'],
  },
  groups: {
    4: ['gruppo', 'gruppi', 'gruppo numeroso', 'più auto', 'più macchine', 'più veicoli', 'due auto', '2 auto', 'due macchine', 'amici', 'compagnia', 'festa', 'matrimonio', 'addio al celibato', 'addio al nubilato', 'team building'],
  },
  breakdown: {
    5: ['in panne', 'rimasto in panne', 'gomma a terra', 'foratura', 'ruota bucata', 'gomma bucata', 'non parte', 'non si avvia', 'soccorso stradale', 'assistenza stradale', 'spia accesa'],
    4: ['guasto', 'guasti', 'panne', 'rotto', 'gomma', 'gomme', 'pneumatico', 'pneumatici', 'batteria', 'emergenza', 'assistenza', 'bloccato', 'carro attrezzi', 'traino', 'meccanico', 'officina', 'problema con l auto', 'spia'],
  },
  payment: {
    5: ['carta di credito', 'carta di debito', 'bancomat', 'american express', 'amex', 'visa', 'mastercard', 'prepagata', 'postepay', 'apple pay', 'google pay', 'bonifico', 'bonifico bancario', 'pagare online', 'pagare dopo', 'pagare sul posto', 'pagamento alla consegna', 'pagamento in loco'],
    4: ['pagare', 'pago', 'pagato', 'pagamento', 'pagamenti', 'carta', 'carte', 'contanti', 'cash', 'visa', 'mastercard', 'amex', 'paypal', 'anticipo', 'acconto', 'fattura', 'ricevuta', '=rate'],
  },
  cancellation: {
    5: [
      'cancellare', 'cancellazione', 'cancellato', 'annullare', 'annullamento', 'annullata', 'disdire', 'disdetta', 'disdico', 'disdiciamo', 'annullo',
      'annulliamo', 'cancello', 'rimborso', 'rimborsare', 'rimborsate', 'rimborsa', 'rimborsati',
      'rimborsabile', 'soldi indietro', 'spostare la prenotazione', 'cambiare la prenotazione', 'modificare la prenotazione', 'cambiare le date',
      'cambiare date', 'cambia le mie date', 'modificare le date', 'modifica le date', 'spostare le date', 'no show', 'cambio di programma', 'imprevisto', 'imprevisti',
    ],
  },
  extras: {
    5: ['due guidatori', '2 guidatori', 'guidare anche', 'può guidare anche', 
      'seggiolino', 'seggiolini', 'alzatina', 'rialzo', 'navigatore', 'gps', 'navigazione', 'portapacchi', 'portabagagli', 'guidatore aggiuntivo',
      'secondo guidatore', 'altro guidatore', 'conducente aggiuntivo', 'secondo conducente', 'guidare anche', 'guidare entrambi', 'guidiamo entrambi',
    ],
    4: ['extra', 'optional', 'supplementi', 'accessori', 'attrezzatura', 'casco', 'caschi', 'borsa frigo', 'ombrellone'],
  },
  roads: {
    5: [
      'condizioni delle strade', 'condizioni stradali', 'stato delle strade', 'strada sterrata', 'strade sterrate', 'sterrato', 'sterrati',
      'guida a sinistra', 'guida a destra', 'lato della strada', 'facile da guidare', 'difficile da guidare', 'è sicuro guidare',
    ],
    4: ['strada', 'strade', 'asfaltata', 'asfaltate', 'ghiaia', 'stretta', 'strette', 'stretto', 'ripida', 'salita', 'collina', 'sicurezza', 'pericoloso', 'pericolosa', 'traffico', 'segnaletica', 'cartelli', 'montagna', 'curve', 'tornanti'],
    3: ['guidare a', 'guidare in', 'guidare sull'],
  },
  parking: {
    5: ['pagare il parcheggio', 'pagare per parcheggiare', 'parcheggio a pagamento', 'parcheggio gratuito', 'parcheggio gratis', 'costo del parcheggio', 'si paga il parcheggio'],
    4: ['parcheggio', 'parcheggi', 'parcheggiare', 'posteggio', 'posto auto', 'dove parcheggiare', 'multa', 'multe', 'divieto di sosta', 'sosta', 'parchimetro', 'strisce blu'],
  },
  distances: {
    5: ['quanto dista', 'quanto è lontano', 'quanto tempo ci vuole', 'quanto ci vuole', 'tempo di percorrenza', 'tempi di percorrenza', 'quanti km', 'quanti chilometri', 'lontano da', 'distanza da', 'spostarsi', 'muoversi'],
    4: ['da parikia a', 'da naoussa a', 'dall aeroporto a', 'dal porto a', 'distanza', 'distanze', 'km', 'chilometri', 'chilometro', 'lontano', 'percorso', 'tragitto', 'minuti da'],
    2: ['andare a', 'arrivare a', 'raggiungere'],
  },
  transmission: {
    5: ['manuale o automatico', 'automatico o manuale', 'cambio manuale', 'cambio automatico', 'cambio marce', 'leva del cambio'],
    4: ['trasmissione', 'marce', 'frizione', '=cambio'],
    3: ['automatico', 'automatiche', 'manuale', 'manuali'],
  },
  tips: {
    5: ['autovelox', 'eccesso di velocità', 'multa per velocità', 
      'codice della strada', 'regole di guida', 'regole stradali', 'limiti di velocità', 'limite di velocità', 'cosa fare', 'cosa vedere',
      'cosa visitare', 'da vedere', 'posti da vedere', 'imperdibile', 'imperdibili', 'consiglio locale', 'alcol alla guida',
    ],
    4: ['itinerario', 'visitare', 'visita', 'villaggio', 'paesino', 'tramonto', 'ristorante', 'taverna', 'alcol', 'regole'],
    2: ['consiglio', 'suggerimento', 'consigliare', 'consigliate', 'consigliereste', 'raccomandare'],
    1: ['sto solo guardando', 'solo guardando', 'sto curiosando', 'curiosando', 'do un occhiata', 'solo curiosità', 'per curiosità', 'mi sto informando', 'sto esplorando'],
  },
  eco: {
    5: ['ecologico', 'ecologiche', 'ecosostenibile', 'risparmio di carburante', 'basso consumo', 'basse emissioni', 'auto elettrica', 'scooter elettrico', 'veicolo elettrico'],
    4: ['eco', 'verde', 'elettrico', 'elettriche', 'ibrido', 'ibride', 'ambiente', 'sostenibile', 'sostenibilità', 'emissioni', 'co2', 'carbonio', 'ricarica', 'colonnina'],
  },
  contact: {
    5: ['arrivo tardi', 'arriviamo tardi', 'arrivo in tarda serata', 'tarda serata', 'di notte', 'la notte', 'mezzanotte', 'mattina presto', 'la mattina presto', 'traghetto notturno', 'volo notturno', 'fuori orario', 'fuori dall orario', 'numero di telefono', 'recapiti', 'contatti', 'orari di apertura', 'orario di apertura', 'a che ora', 'che orari', 'parlare con', 'una persona vera', 'un operatore', 'mettersi in contatto'],
    4: ['fumare', 'fumatori', 'animali', 'animale', 'cane', 'gatto', 'pulizia', 'pulita', 'sporca', 'contatto', 'contattare', 'contattarvi', 'whatsapp', 'operatore', 'umano', 'aperto', 'apertura', 'orari', 'chiuso', 'lingua', 'lingue', 'parlate', 'inglese', 'italiano', 'tedesco', 'francese', 'indirizzo'],
    2: ['telefono', 'chiamare', 'chiamarvi', 'telefonare', 'email', 'e mail', 'mail'],
  },
  offers: {
    5: ['in anticipo', 'prenotare in anticipo', 'prenotazione anticipata', 'early booking', 'sconto settimanale', 'sconti settimanali', 'codice sconto', 'codice promo', 'offerta speciale', 'offerte speciali'],
    4: ['offerta', 'offerte', 'promozione', 'promozioni', 'promo', 'sconto', 'sconti', 'scontato', 'coupon', 'risparmiare', 'risparmio', 'affare'],
  },
  reviews: {
    5: ['recensioni google', 'chi siete', 'su di voi', 'azienda familiare', 'a conduzione familiare', 'da quanto tempo'],
    4: ['recensione', 'recensioni', 'valutazione', 'valutazioni', 'voto', 'reputazione', 'testimonianze', 'tripadvisor', 'fiducia', 'affidabile', 'affidabili', 'stelle', 'feedback', 'opinioni'],
  },
  compare: {
    5: ['bicicletta', 'biciclette', 'bici', 'mountain bike', 'e bike', 'bici elettrica', ...kindPairs, 'cosa è meglio', 'qual è meglio', 'quale è meglio', 'cosa mi conviene', 'cosa conviene', 'pro e contro', 'quale veicolo', 'quale scegliere', 'cosa scegliere'],
    4: ['confronto', 'confrontare', 'paragone', 'differenza', 'differenze', 'versus', 'vs', 'meglio', 'conviene'],
  },
};

/** Italian plural and gender endings: a final vowel may be any of a/e/i/o (or missing) on words of 4+ letters. */
function inflect(w: string): string {
  return w.length >= 4 && /[aeio]$/.test(w) ? `${w.slice(0, -1)}[aeio]?` : `${w}(?:s)?`;
}

/** Italian. */
export const itWords: LanguageWords = {
  elide: true,
  inflect,
  keywords,
  // 'auto' is a car (not automatic), 'estate' is summer, 'sale' is salt or rooms, 'cave' are quarries.
  asksForKinds: { greetings: ['ciao', 'buongiorno'], openers: ['avete', 'noleggiate', 'ce l avete'] },
  alsoWords: ['anche', 'inoltre', 'oltre a'],
  singleDay: ['per un giorno', 'un giorno', '1 giorno', 'un solo giorno', 'una giornata'],
  ignoreEnglish: ['auto', 'auto car', 'estate', 'sale', 'cave'],
  flags: {
    automatic: ['automatico', 'automatiche', 'cambio automatico'],
    cheap: ['economico', 'economiche', 'low cost', 'budget', 'poco costoso', 'non caro', 'conveniente', 'più economico', 'meno caro', 'a buon mercato'],
    twoWheels: ['scooter', 'motorino', 'ciclomotore', 'moto', 'motocicletta', 'due ruote', 'vespa'],
    helmet: ['casco', 'caschi'],
    extraDriver: ['guidatore aggiuntivo', 'secondo guidatore', 'altro guidatore', 'conducente aggiuntivo', 'secondo conducente', 'guidare anche', 'guidare entrambi', 'guidiamo entrambi', 'due guidatori', '2 guidatori', 'può guidare anche'],
    browsing: ['sto solo guardando', 'solo guardando', 'sto curiosando', 'curiosando', 'do un occhiata', 'solo curiosità', 'per curiosità', 'mi sto informando', 'sto esplorando'],
    hello: ['=ciao', '=buongiorno', '=buonasera', '=salve'],
    thanks: ['=grazie', '=grazie mille', '=vi ringrazio', '=ti ringrazio'],
    lateHours: ['arrivo tardi', 'arriviamo tardi', 'arrivo in tarda serata', 'tarda serata', 'di notte', 'la notte', 'mezzanotte', 'mattina presto', 'la mattina presto', 'traghetto notturno', 'volo notturno', 'fuori orario', 'fuori dall orario'],
    askTeam: ['fumare', 'fumatori', 'animali', 'animale', 'cane', 'gatto', 'pulizia', 'pulita', 'sporca'],
    bicycle: ['bicicletta', 'biciclette', 'bici', 'mountain bike', 'e bike', 'bici elettrica'],
    otherIsland: ['naxos', 'mykonos', 'santorini', 'un altra isola', 'altre isole', 'permesso traghetto'],
    otherCard: ['american express', 'amex', 'carta di debito', 'bancomat', 'prepagata', 'carta prepagata', 'postepay'],
    question: [
      '^=posso', '^=possiamo', '^=si puo', '^=e possibile', '^=c e', '^=ci sono', '^=avete', '^=come', '^=quanto', '^=quanti', '^=quanta',
      '^=dove', '^=quando', '^=quale', '^=quali', '^=perche', '^=chi', '^=cosa', '^=che',
    ],
  },
  booking: {
    start: [
      'prenota ora', 'prenotare ora', 'prenotare adesso', 'voglio prenotare', 'vorrei prenotare', 'vorremmo prenotare', 'vogliamo prenotare',
      'fare una prenotazione', 'effettuare una prenotazione', 'pronto a prenotare', 'pronti a prenotare', 'iniziare la prenotazione', 'prenotare online',
    ],
    // 'sì' only as a whole answer or with a confirming word: 'si può…' is a question.
    confirm: [
      'conferma prenotazione', 'conferma la prenotazione', 'confermare la prenotazione', 'confermo la prenotazione', 'completa la prenotazione',
      'completare la prenotazione', '=confermo', 'prenotalo', 'prenotala', '^=si$', '^=si grazie', '^=si confermo', '^=si certo', '^=si va bene',
      '^=si perfetto', '^=si tutto ok', '^=si procedi', '^=si esatto', '^=si corretto', '^=si prenota',
    ],
    looseConfirm: ['conferma', 'confermare', 'ok', 'okay', 'va bene', 'perfetto', 'certo', 'esatto', 'corretto', 'tutto ok', 'tutto giusto', 'procedi', '=vai', 'invia', 'inviala', 'd accordo', 'benissimo'],
    modify: [
      '=modifica', '=modificare', '=modifico', '=modificate', '=cambiare', '=cambia', '=cambiamo', '=cambiate', '=correggere', '=correggi',
      '=sbagliato', '=sbagliata', '=errore', '=aggiornare', '=aggiorna',
    ],
    refuse: ['^=no', '^=non ancora', '^=aspetta', '^=aspetti', '^=un attimo', '^=un momento'],
    fields: {
      name: ['nome', 'cognome'],
      email: ['email', 'e mail', 'mail', 'posta elettronica'],
      phone: ['telefono', 'numero', 'cellulare', '=cell', '=tel'],
      dates: ['data', 'date', 'giorno', 'giorni', 'ritiro', 'riconsegna', 'arrivo', 'partenza', 'ritorno'],
    },
  },
  names: {
    phrases: [
      { id: 'mi chiamo', pattern: 'mi chiamo', full: true },
      { id: 'il mio nome e', pattern: "il mio nome (?:è|é|e['’`]?)", full: true },
      { id: 'io sono', pattern: 'io sono' },
      { id: 'sono', pattern: 'sono' },
      { id: 'chiamami', pattern: 'chiamami' },
    ],
    stopWords: [
      'a', 'ad', 'al', 'alla', 'alle', 'allo', 'ai', 'agli', 'in', 'nel', 'nella', 'nei', 'nelle', 'di', 'del', 'della', 'dei', 'delle', 'da', 'dal',
      'dalla', 'dai', 'con', 'su', 'sul', 'sulla', 'per', 'tra', 'fra', 'qui', 'qua', 'li', 'la', 'gia', 'ancora', 'solo', 'sola', 'soli', 'sole',
      'molto', 'tanto', 'troppo', 'proprio', 'anche', 'non', 'un', 'uno', 'una', 'il', 'lo', 'gli', 'le', 'io', 'noi', 'tu', 'lei', 'lui', 'stato',
      'stata', 'stati', 'state', 'arrivato', 'arrivata', 'arrivati', 'arrivate', 'venuto', 'venuta', 'venuti', 'andato', 'andata', 'partito',
      'partita', 'atterrato', 'atterrata', 'interessato', 'interessata', 'interessati', 'interessate', 'curioso', 'curiosa', 'sicuro', 'sicura',
      'incerto', 'incerta', 'indeciso', 'indecisa', 'contento', 'contenta', 'felice', 'felici', 'pronto', 'pronta', 'pronti', 'nuovo', 'nuova',
      'stanco', 'stanca', 'sposato', 'sposata', 'single', 'italiano', 'italiana', 'italiani', 'tedesco', 'tedesca', 'francese', 'inglese',
      'svizzero', 'svizzera', 'greco', 'greca', 'studente', 'studentessa', 'turista', 'turisti', 'appena', 'sempre', 'spesso', 'quasi', 'circa',
      'tutti', 'tutte', 'tutto', 'insieme', 'ok', 'si', 'no', 'grazie', 'ciao', 'buongiorno', 'salve', 'due', 'tre', 'quattro', 'cinque', 'sei',
      'sette', 'otto', 'nove', 'dieci', 'mio', 'mia', 'miei', 'mie', 'tuo', 'vostro', 'nostro', 'che', 'chi', 'cosa', 'come', 'dove', 'quando',
      'perche', 'quale', 'quanto', 'quanti', 'famiglia', 'coppia', 'disponibile', 'libero', 'libera', 'cliente', 'ospite', 'ospiti', 'davvero',
      'veramente', 'piu', 'meno', 'poco', 'cercando', 'vacanza', 'preoccupato', 'preoccupata', 'incinta', 'maggiorenne', 'minorenne', 'anni',
      'daccordo', 'stufo', 'stufa', 'bravo', 'brava', 'convinto', 'convinta', 'desolato', 'desolata', 'spiacente', 'sicuri',
    ],
    bareLeads: "a nome(?: di)?|qui (?:è|e)|nome ?:|sono io,?",
  },
  passengers: {
    nouns: 'persone|persona|adulti|adulto|passeggeri|passeggero|viaggiatori|pax|ospiti',
    children: 'bambini|bambino|bambine|bambina|bimbi|ragazzi|ragazzini',
    numbers: { un: 1, uno: 1, una: 1, due: 2, tre: 3, quattro: 4, cinque: 5, sei: 6, sette: 7, otto: 8, nove: 9, dieci: 10, undici: 11, dodici: 12 },
    patterns: ['\\b(?:siamo|saremo) (?:in )?{n}\\b(?!\\s*(?:giorni|notti|settimane?|mesi|anni|ore))', '\\bfamiglia di {n}\\b'],
  },
  age: {
    patterns: ['\\bho {n} anni\\b', '\\bdi {n} anni\\b', '\\beta:? {n}\\b', '\\b{n} anni di eta\\b'],
  },
  budget: {
    words: '\\bbudget\\b|\\beconomic\\w*|\\bpoco costos\\w*|\\bnon car[oa]\\b|\\bconvenient\\w*|\\blow cost\\b',
    filler: 'e|di|da|circa|intorno a|sui|max(?:imo)?|massimo|fino a|sotto|meno di|non oltre|al massimo|:|=|~|-',
    units: 'persone?|pax|adulti|passeggeri|giorni|giorno|notti|settimane?|mesi|posti|bambini',
  },
  places: { airport: ['aeroporto'], port: ['=porto', '=porti'] },
};
