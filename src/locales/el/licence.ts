/** Greek strings of the licence check and pickup map; same keys and placeholders as `licenceEn`. */
import type { LicenceStrings } from '../en/licence';
import { PLACE_NAMES } from '../../i18n/place-names';

export const licenceEl = {
  'licence.heading': 'Έλεγχος διπλώματος και ηλικίας',
  'licence.intro':
    'Πείτε μας τι δίπλωμα έχετε και πόσων χρονών είστε: απαντάμε με βάση τους κανόνες που δημοσιεύουμε και σας λέμε ποιον κανόνα εφαρμόσαμε.',
  'licence.form': 'Ελέγξτε το δίπλωμά σας',
  'licence.vehicle': 'Όχημα',
  'licence.vehicle.scooter50': 'Παπάκι 50cc',
  'licence.vehicle.scooter125': 'Σκούτερ 125cc και πάνω',
  'licence.vehicle.atv': 'Γουρούνα (ATV)',
  'licence.vehicle.car': 'Αυτοκίνητο',
  'licence.licence': 'Το δίπλωμα οδήγησής σας',
  'licence.kind.car': 'Δίπλωμα αυτοκινήτου (Β)',
  'licence.kind.A1': 'Δίπλωμα μοτοσικλέτας Α1',
  'licence.kind.A2': 'Δίπλωμα μοτοσικλέτας Α2',
  'licence.kind.A': 'Δίπλωμα μοτοσικλέτας Α',
  'licence.kind.none': 'Χωρίς δίπλωμα οδήγησης',
  'licence.issued': 'Πού εκδόθηκε το δίπλωμά σας;',
  'licence.issued.eu': 'Στην ΕΕ',
  'licence.issued.other': 'Εκτός ΕΕ',
  'licence.permit': 'Έχω και διεθνή άδεια οδήγησης',
  'licence.age': 'Ηλικία οδηγού (έτη)',
  'licence.ageError': 'Γράψτε την ηλικία σε ακέραια έτη, π.χ. 30.',
  'licence.submit': 'Έλεγχος',
  'licence.answer': 'Απάντηση',
  'licence.verdict.yes': 'Ναι',
  'licence.verdict.no': 'Όχι',
  'licence.verdict.ask': 'Ρωτήστε μας',
  'licence.verdict.yes.long': 'Ναι, μπορείτε να το νοικιάσετε.',
  'licence.verdict.no.long': 'Όχι, όχι με αυτό το δίπλωμα ή αυτή την ηλικία.',
  'licence.verdict.ask.long': 'Ρωτήστε μας: η ομάδα μας θα σας το επιβεβαιώσει.',
  'licence.rule': 'Κανόνας: {rule}',
  'licence.askLink': 'Ρωτήστε μας από τη σελίδα επικοινωνίας',
  'licence.table.caption':
    'Απαντήσεις για {vehicle} με δίπλωμα ΕΕ (ή οποιοδήποτε δίπλωμα μαζί με διεθνή άδεια οδήγησης)',
  'licence.table.licence': 'Δίπλωμα',
  'licence.table.ruleRef': 'κανόνας {n}',
  'licence.table.rules': 'Οι κανόνες του πίνακα',
  'licence.table.under': 'Κάτω από {age}',
  'licence.table.range': '{from}–{to}',
  'licence.table.over': '{from} και άνω',
  'licence.table.permitNote':
    'Δίπλωμα από χώρα εκτός ΕΕ ισχύει μόνο μαζί με διεθνή άδεια οδήγησης· χωρίς αυτήν η απάντηση είναι όχι.',
  'licence.rule.noLicence': 'Για κάθε όχημα χρειάζεται έγκυρο δίπλωμα οδήγησης.',
  'licence.rule.carNeedsCarLicence':
    'Για αυτοκίνητο χρειάζεται δίπλωμα αυτοκινήτου· το δίπλωμα μοτοσικλέτας μόνο του δεν αρκεί.',
  'licence.rule.motorcycleLicence':
    'Τα σκούτερ 125cc και πάνω θέλουν δίπλωμα μοτοσικλέτας (Α1, Α2 ή Α)· το δίπλωμα αυτοκινήτου καλύπτει μόνο τα παπάκια 50cc.',
  'licence.rule.permit': 'Δίπλωμα από χώρα εκτός ΕΕ χρειάζεται και διεθνή άδεια οδήγησης.',
  'licence.rule.tooYoung': 'Η ελάχιστη ηλικία για αυτό το όχημα είναι τα {chatMinimum}.',
  'licence.rule.atvTooYoung': 'Για γουρούνα πρέπει να είστε τουλάχιστον {atvMinimum} ετών.',
  'licence.rule.ageReadings':
    'Η συνομιλία μας αναφέρει ελάχιστη ηλικία {chatMinimum}, οι όροι μας {termsMinimum}: ρωτήστε μας, ισχύουν οι όροι.',
  'licence.rule.atvAgeReadings':
    'Η σελίδα μας για τις γουρούνες αναφέρει ελάχιστη ηλικία {atvMinimum}, οι όροι μας {termsMinimum}: ρωτήστε μας, ισχύουν οι όροι.',
  'licence.rule.senior':
    'Οδηγοί άνω των {termsMaximumNoSurcharge} μπορεί να πληρώσουν επιβάρυνση σύμφωνα με τους όρους μας: ρωτήστε μας.',
  'licence.rule.ok':
    'Το δίπλωμα και η ηλικία σας πληρούν όλους τους κανόνες που δημοσιεύουμε για αυτό το όχημα.',

  'pickup.heading': 'Πού σας συναντάμε',
  'pickup.intro':
    'Έξι σημεία παραλαβής, χωρίς χρέωση. Διαλέξτε ένα και το βάζουμε στη φόρμα κράτησης.',
  'pickup.mapTitle': 'Χάρτης Πάρου και Αντιπάρου με τα έξι σημεία παραλαβής μας',
  'pickup.kind.airport': 'Σας περιμένουμε στις αφίξεις και σας δίνουμε τα κλειδιά έξω.',
  'pickup.kind.port': 'Σας περιμένουμε στην προβλήτα μόλις βγείτε από το πλοίο.',
  'pickup.kind.office': 'Το γραφείο μας στο λιμάνι: παραλαβή και επιστροφή εδώ.',
  'pickup.kind.helipad': 'Σας περιμένουμε στο ελικοδρόμιο μόλις προσγειωθείτε.',
  'pickup.kind.hotel': 'Φέρνουμε το όχημα στη βίλα ή στο ξενοδοχείο σας, χωρίς χρέωση.',
  'pickup.drive': '{from} → {to}: {minutes} λεπτά με αυτοκίνητο',
  'pickup.ferry': 'Πλοίο {from} → {to}: {minutes} λεπτά',
  'pickup.place.airport': 'Αεροδρόμιο',
  ...PLACE_NAMES,
  'pickup.place.parikia': 'Παροικιά',
  'pickup.place.naoussa': 'Νάουσα',
  'pickup.place.goldenBeach': 'Χρυσή Ακτή',
  'pickup.place.lefkes': 'Λεύκες',
  'pickup.place.pounta': 'Πούντα',
  'pickup.place.antiparosPort': 'Αντίπαρος',
  'pickup.choose': 'Παραλαβή εδώ',
  'pickup.chosen': 'Το σημείο {name} μπήκε ως σημείο παραλαβής στη φόρμα κράτησης.',
} as const satisfies LicenceStrings;
