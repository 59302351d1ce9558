/**
 * The date words of Italian (see `DateWords`): read by `../../dates.ts` on every page, whatever
 * the page language (a date kept in the conversation stays readable after a language change).
 */
import type { DateWords } from '../../../lib/assistant/lang/types';

/**
 * 'uno' to 'otto' and their values: number words of Italian dates ('per tre notti') and of party
 * sizes (`itWords.passengers.numbers`, which adds 'un', 'nove' and more).
 */
export const itOneToEight = {
  uno: 1,
  una: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
};

/** 'uno' to 'dodici': the hours of a clock in words ('le due e mezza'), and party sizes. */
export const itOneToTwelve = { ...itOneToEight, nove: 9, dieci: 10, undici: 11, dodici: 12 };

/** Italian date words (month names; longer first). */
export const dates: DateWords = {
  // Beside a month or a range word: ordinals, and cardinals as voice typing writes a date.
  dayWords: {
    ...itOneToTwelve,
    primo: 1,
    tredici: 13,
    quattordici: 14,
    quindici: 15,
    sedici: 16,
    diciassette: 17,
    diciotto: 18,
    diciannove: 19,
    venti: 20,
    ventuno: 21,
    ventidue: 22,
    ventitre: 23,
    ventiquattro: 24,
    venticinque: 25,
    ventisei: 26,
    ventisette: 27,
    ventotto: 28,
    ventinove: 29,
    trenta: 30,
    trentuno: 31,
  },
  months: [
    ['gennaio', 1],
    ['febbraio', 2],
    ['marzo', 3],
    ['aprile', 4],
    ['maggio', 5],
    ['giugno', 6],
    ['luglio', 7],
    ['agosto', 8],
    ['settembre', 9],
    ['ottobre', 10],
    ['dicembre', 12],
  ],
  // 'dal 6 al 10', and with weekdays 'da lunedì 6 a venerdì 10'.
  rangeWords: ["fino\\s+al(?:l['’])?", "all['’]", 'al', 'a'],
  betweenWords: ['e(?:\\s+il)?'],
  numbers: { ...itOneToEight, dieci: 10 },
  stayFor: ['per'],
  lengthAsks: ['che ne dici di', 'e se sono', 'e se fossero', 'e con', 'e se'],
  weekUnits: ['settimane?', 'settimana'],
  monthParts: [
    ['(?:la )?prima settimana (?:(?:di|d|del mese di|a) )?{m}', 1],
    ['(?:la )?seconda settimana (?:(?:di|d|del mese di|a) )?{m}', 8],
    ['(?:la )?terza settimana (?:(?:di|d|del mese di|a) )?{m}', 15],
    ['(?:la )?quarta settimana (?:(?:di|d|del mese di|a) )?{m}', 22],
    ['(?:la )?ultima settimana (?:(?:di|d|del mese di|a) )?{m}', 'last'],
    ['(?:(?:a |ad )?inizio|ai primi di|primi di) (?:(?:di|d) )?{m}', 1],
    ['(?:a )?meta (?:(?:di|d) )?{m}', 15],
    ['(?:(?:a|alla) )?fine (?:(?:di|d) )?{m}', 'last'],
  ],
  wholeMonth: [
    'tutto (?:il mese )?(?:(?:di|d) )?{m}',
    '(?:l )?intero mese (?:(?:di|d) )?{m}',
    '(?:il )?mese (?:(?:di|d) )?{m} (?:intero|completo)',
    '{m} (?:intero|completo)',
  ],
  holidays: {
    orthodoxEaster: ['(?:la )?pasqua (?:ortodossa|greca)'],
    orthodoxPentecost: ['(?:la )?pentecoste (?:ortodossa|greca)'],
    // 'buona Pasqua' greets.
    easter: ['(?<!buona )(?:(?:il )?(?:weekend|ponte) di )?pasqua', 'pasquetta'],
    pentecost: ['(?:la )?pentecoste'],
    whitMonday: ['(?:il )?lunedi di pentecoste'],
    ascension: ['(?:l )?ascensione'],
    // Not 'Assunta' alone, a first name.
    assumption: ['ferragosto', '(?:la )?festa dell assunta'],
    republicDay: ['(?:il )?ponte del 2 giugno', '(?:la )?festa della repubblica'],
  },
  nextMonth: [
    '(?:del |il )?mese prossimo',
    '(?:del |il )?prossimo mese',
    '(?:del |il )?mese successivo',
  ],
  weekOf: ['la settimana del', 'la settimana dal'],
  dayUnits: ['giorni', 'notti'],
  fortnightUnits: [],
  monthUnits: ['mesi', 'mese'],
  dayOfMonthLeads: ['il', 'al', 'fino al', 'l', 'all', 'dall', 'dal', 'a partire dal'],
  dotDateLeads: ['il', 'dal', 'al', 'fino al', 'arrivo', 'partenza'],
  fromLeads: ['dal', 'a partire dal', 'partendo dal'],
  priceLeads: [],
  weekdays: { domenica: 0, lunedi: 1, martedi: 2, mercoledi: 3, giovedi: 4, venerdi: 5, sabato: 6 },
  weekdayLeads: [
    'ripartiamo',
    'ripartiamo il',
    'partiamo',
    'partiamo il',
    'riparto',
    'riparto il',
    'parto',
    'parto il',
    'fino a',
    'fino al',
    'a',
    'al',
    'il',
    'ritorno',
  ],
  weekdayOnLeads: ['il'],
  timeIntro: ['alle', 'verso', 'dalle', 'entro', 'dopo', 'prima delle'],
  hourIntro: ['alle', 'verso', 'verso le', 'ore'],
  weekdayArticles: [],
  dayParts: {
    morning: ['di mattina', 'del mattino', 'la mattina', 'di mattino'],
    evening: ['di sera', 'la sera', 'del pomeriggio', 'di pomeriggio', 'il pomeriggio'],
    night: ['di notte', 'della notte'],
    midday: [],
  },
  clockPhrases: {
    // 'a mezzogiorno e mezza' (12:30).
    hours: { ...itOneToTwelve, mezzogiorno: 12 },
    phrases: [
      { pattern: '{h} e mezz[ao]', minutes: 30, intro: true },
      { pattern: '{h} e (?:un )?quarto', minutes: 15, intro: true },
      { pattern: '{h} e tre quarti', minutes: 45, intro: true },
      { pattern: '{h} meno (?:un )?quarto', minutes: -15, intro: true },
      // 'all'una' (at one: 13:00, as 'alle 1'); 'all'1', 'all'8' are days ('dall'1 all'8').
      { pattern: "all['’ ]?(?=una)(?:{h}) e mezz[ao]", minutes: 30 },
      { pattern: "all['’ ]?(?=una)(?:{h})", minutes: 0 },
    ],
  },
  clockWords: {
    noon: ['mezzogiorno', 'mezzo giorno'],
    midnight: ['mezzanotte'],
    notAfter: [],
    half: ['mezza', 'mezzo'],
    quarter: ['un quarto', 'quarto'],
    amHints: ['mattina', 'mattino', 'presto'],
    pmHints: ['sera', 'stasera', 'tardi', 'notte'],
  },
  relativeDays: { oggi: 0, stasera: 0, domani: 1, dopodomani: 2 },
  nextWeekday: {
    before: [
      'arriviamo',
      'arriviamo il',
      'arrivo',
      'arrivo il',
      'questo',
      'questa',
      'da',
      'a partire da',
      'iniziare',
      'cominciare',
      'iniziare da',
    ],
    after: ['prossimo', 'prossima'],
  },
  leadTime: ['prima', 'in anticipo', 'd anticipo', 'di anticipo', 'avanti'],
  smallTalkDays: [
    'come stai oggi',
    'come sta oggi',
    'come state oggi',
    'come va oggi',
    'come va la giornata',
    'com e andata la giornata',
  ],
  fromNow: ['tra', 'fra'],
  weekend: [
    'questo weekend',
    'prossimo weekend',
    'il weekend',
    'questo fine settimana',
    'prossimo fine settimana',
    'il fine settimana',
  ],
  monthlessRange: {
    from: ['dal', 'a partire dal', 'tra il'],
    to: ['al', 'all', 'fino al', 'e il'],
    notDays: [
      'persone',
      'adulti',
      'bambini',
      'minuti',
      'ore',
      'km',
      'giorni',
      'notti',
      'settimane',
      'anni',
      'euro',
    ],
  },
};
