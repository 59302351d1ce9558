/**
 * How Marcia addresses a visitor by name in Greek ('Χάρηκα, Γιώργο!', 'Ευχαριστώ, Νίκο!'): the
 * first name in the vocative, as Greek grammar asks of a name one speaks to; the nominative
 * ('Χάρηκα, Γιώργος!') reads as a mistake to a Greek speaker.
 */

/** Greek vowels, with and without their accent (the two-letter vowels are read in `nuclei`). */
const VOWELS = 'αεηιουωάέήίόύώϊϋΐΰ';
/** Two vowels read as one sound: one syllable. */
const DIGRAPHS = [
  'αι',
  'ει',
  'οι',
  'υι',
  'ου',
  'αυ',
  'ευ',
  'ηυ',
  'αί',
  'εί',
  'οί',
  'ού',
  'αύ',
  'εύ',
];

/** The syllable nuclei of a folded word (lower case): runs of vowels, a digraph counting once. */
function nuclei(word: string): number {
  let count = 0;
  for (let i = 0; i < word.length; i++) {
    if (!VOWELS.includes(word[i]!)) continue;
    count++;
    if (DIGRAPHS.includes(word.slice(i, i + 2))) i++;
  }
  return count;
}

/**
 * The vocative of a Greek first name, where the rule is certain: -ας → -α ('Κώστας' → 'Κώστα'),
 * -ης → -η ('Γιάννης' → 'Γιάννη'), -ιος → -ιε ('Δημήτριος' → 'Δημήτριε'), and -ος → -ο when
 * the accent is on the second syllable from the end ('Νίκος' → 'Νίκο', 'Γιώργος' → 'Γιώργο'),
 * -ε when it is further back ('Θεόδωρος' → 'Θεόδωρε', 'Νικόλαος' → 'Νικόλαε'; typed without
 * the accent, only a name of two syllables: 'Νικος' → 'Νικο'). Other names (women's names,
 * names in Latin letters) stay as given.
 */
function vocativeOf(first: string): string {
  const lower = first.toLowerCase();
  if (/[ηή]ς$/.test(lower) || /[αά]ς$/.test(lower)) return first.slice(0, -1);
  if (/ιος$/.test(lower)) return `${first.slice(0, -2)}ε`;
  if (!/[οό]ς$/.test(lower)) return first;
  const accent = lower.search(/[άέήίόύώΐΰ]/);
  // Typed without its accent: a name of two syllables ('Νικος') has it on the first.
  if (accent < 0) return nuclei(lower) === 2 ? first.slice(0, -1) : first;
  // The syllables after the accented one: one ('Νί-κος') → -ο, two ('Θε-ό-δω-ρος') → -ε.
  const after = nuclei(lower.slice(accent + 1).replace(/^[ιυ](?=[αεηιουω])/, ''));
  if (after === 1) return first.slice(0, -1);
  if (after === 2) return `${first.slice(0, -2)}ε`;
  return first;
}

/**
 * Greek surname endings ('Παπαδόπουλος', 'Παπαδάκης', 'Ραφαηλίδης', 'Νικολαΐδης', 'Παπαδοπούλου'):
 * a name written surname first, as on Greek forms ('Παπαδόπουλος Ιωάννης'), is addressed by the
 * first name after it.
 */
const SURNAME =
  /(?:πουλ[οό]ς|πο[υύ]λου|[άα]κης|[άα]κη|[ίι]δης|[ίι]δου|[άα]δης|[άα]δου|[ΐϊ]δης|[έε]ας)$/u;

/**
 * The visitor's name as Marcia addresses them in Greek: a Greek full name by its first name in
 * the vocative ('Γιώργος Παπαδόπουλος' → 'Γιώργο'; written surname first, 'Παπαδόπουλος Ιωάννης'
 * → 'Ιωάννη'); a name whose first word keeps its form, or a name in Latin letters, as given
 * ('Μαρία Κ.', 'John Smith').
 *
 * @param name the name as the dialogue holds it (capitalised words)
 */
export function elAddress(name: string): string {
  const words = name.split(' ');
  const surnameFirst =
    words.length === 2 &&
    SURNAME.test(words[0]!.toLowerCase()) &&
    !SURNAME.test(words[1]!.toLowerCase());
  const first = (surnameFirst ? words[1] : words[0]) ?? '';
  if (!/[\u0370-\u03ff]/.test(first)) return name;
  const vocative = vocativeOf(first);
  return vocative === first ? name : vocative;
}

/**
 * A Greek man's name in the nominative after a phrase that puts it in the accusative ('με λένε
 * Γιώργο' → 'Γιώργος', 'Θεόδωρο Παπαδάκη' → 'Θεόδωρος Παπαδάκης'): a first name in -ο gains its
 * -ς, and then a surname in -ο, -η or -α too ('Παπαδόπουλο', 'Παπαδάκη', 'Καλογερά'). Other names
 * stay as given, since -α and -η are also women's nominatives ('Μαρία Παπαδάκη', 'Ελένη'), and
 * so do names in Latin letters.
 *
 * @param name the name as typed after the phrase, capitalised words
 */
export function elNominative(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  if (!/^[\u0370-\u03ff]+[οό]$/u.test(first)) return name;
  const surname = rest.map((w) => (/^[\u0370-\u03ff]+[οόηήαά]$/u.test(w) ? `${w}ς` : w));
  return [`${first}ς`, ...surname].join(' ');
}
