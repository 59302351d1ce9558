/**
 * Greek strings of the contact form and of `POST /api/send-email` (docs/contact.md); same keys
 * and placeholders as `contactEn`.
 */
import type { ContactStrings } from '../en/contact';

export const contactEl = {
  'contact.form.heading': 'Στείλτε μας μήνυμα',
  'contact.form.intro': 'Σε κάθε μήνυμα απαντά ένας άνθρωπος της οικογενειακής μας ομάδας.',
  'contact.form.requiredNote': 'Τα πεδία με * είναι υποχρεωτικά.',
  'contact.form.firstName': 'Όνομα',
  'contact.form.lastName': 'Επώνυμο',
  'contact.form.email': 'E-mail',
  'contact.form.phone': 'Τηλέφωνο',
  'contact.form.optional': '(προαιρετικό)',
  'contact.form.phoneHint':
    'Με τον κωδικό χώρας, π.χ. +30 694 123 4567, για να σας καλέσουμε ή να σας γράψουμε στο WhatsApp.',
  'contact.form.subject': 'Θέμα',
  'contact.form.subjectPlaceholder': 'Επιλέξτε θέμα',
  'contact.form.subject.car-rental': 'Ενοικίαση αυτοκινήτου',
  'contact.form.subject.scooter-rental': 'Ενοικίαση σκούτερ',
  'contact.form.subject.atv-rental': 'Ενοικίαση γουρούνας (ATV)',
  'contact.form.subject.booking': 'Ερώτηση για κράτηση',
  'contact.form.subject.support': 'Εξυπηρέτηση πελατών',
  'contact.form.subject.other': 'Άλλο',
  'contact.form.message': 'Μήνυμα',
  'contact.form.messageHint':
    'Ημερομηνίες, όχημα, σημείο παραλαβής: ό,τι μας βοηθά να σας απαντήσουμε.',
  'contact.form.honeypot': 'Αφήστε αυτό το πεδίο κενό',
  'contact.form.submit': 'Αποστολή μηνύματος',
  'contact.form.sending': 'Αποστολή...',
  'contact.form.queued.title': 'Αποθηκεύτηκε: θα σταλεί μόλις συνδεθείτε.',
  'contact.form.queued.body':
    'Το μήνυμά σας φυλάσσεται σε αυτό το κινητό και φεύγει αυτόματα για την ομάδα μας μόλις επανέλθει η σύνδεση. Δεν χρειάζεται να κάνετε τίποτε άλλο.',
  'contact.form.waiting.title': 'Αποθηκεύτηκε: ο διακομιστής μας δεν απάντησε, ξαναδοκιμάζουμε.',
  'contact.form.waiting.body':
    'Το μήνυμά σας φυλάσσεται σε αυτό το κινητό και φεύγει αυτόματα για την ομάδα μας μόλις απαντήσει ο διακομιστής μας. Δεν χρειάζεται να κάνετε τίποτε άλλο.',
  'contact.form.success.title': 'Ευχαριστούμε! Το μήνυμά σας στάλθηκε.',
  'contact.form.success.body':
    'Θα σας απαντήσουμε μέσα σε {businessHours} κατά το ωράριο λειτουργίας ({outsideHours} εκτός ωραρίου).',
  'contact.form.error.title': 'Ωχ! Κάτι πήγε στραβά',
  'contact.form.error.failed': 'Το μήνυμα δεν στάλθηκε',
  'contact.form.error.generic': 'Κάτι πήγε στραβά. Δοκιμάστε ξανά.',
  'contact.form.error.call':
    'Μπορείτε επίσης να μας καλέσετε στο {phone} ή να μας γράψετε στο {email}.',
  'contact.form.error.invalid':
    'Το μήνυμά σας δεν στάλθηκε: συμπληρώστε όνομα και επώνυμο, ένα έγκυρο e-mail, θέμα και μήνυμα και στείλτε το ξανά.',
  'contact.form.error.limited':
    'Στάλθηκαν πάρα πολλά μηνύματα από τη σύνδεσή σας. Περιμένετε λίγα λεπτά και στείλτε το ξανά.',
  'contact.form.error.forbidden':
    'Το μήνυμά σας δεν στάλθηκε: ο διακομιστής μας δεν μπόρεσε να επιβεβαιώσει ότι προήλθε από τη φόρμα αυτού του ιστότοπου. Στείλτε το ξανά με την παρακάτω φόρμα (το κουμπί «Πίσω» του προγράμματος περιήγησης συνήθως επαναφέρει ό,τι γράψατε).',
  'contact.form.error.tooLarge':
    'Το μήνυμά σας δεν στάλθηκε: είναι πολύ μεγάλο. Συντομέψτε το και στείλτε το ξανά (το κουμπί «Πίσω» του προγράμματος περιήγησης συνήθως επαναφέρει ό,τι γράψατε).',
  'contact.form.errorCount': 'Διορθώστε τα πεδία που επισημαίνονται.',
  'contact.form.error.firstName.required': 'Γράψτε το όνομά σας.',
  'contact.form.error.lastName.required': 'Γράψτε το επώνυμό σας.',
  'contact.form.error.email.required': 'Γράψτε τη διεύθυνση e-mail σας.',
  'contact.form.error.email.invalid': 'Γράψτε μια έγκυρη διεύθυνση e-mail, π.χ. name@example.com.',
  'contact.form.error.phone.invalid':
    'Γράψτε έναν αριθμό τηλεφώνου: μόνο ψηφία, κενά, +, -, τελείες και παρενθέσεις.',
  'contact.form.error.subject.required': 'Επιλέξτε θέμα.',
  'contact.form.error.subject.unknown': 'Επιλέξτε θέμα από τη λίστα.',
  'contact.form.error.message.required': 'Γράψτε το μήνυμά σας.',
  'contact.form.error.tooLong': 'Συντομέψτε το σε έως {max} χαρακτήρες.',
  'contact.form.error.control':
    'Αυτό το πεδίο περιέχει χαρακτήρες που δεν δεχόμαστε (χαρακτήρες ελέγχου ή αλλαγές γραμμής).',
  'contact.form.error.invisible':
    'Αυτό το πεδίο περιέχει αόρατους χαρακτήρες μορφοποίησης που δεν δεχόμαστε (όπως σημάδια κατεύθυνσης κειμένου ή χαρακτήρες μηδενικού πλάτους). Πληκτρολογήστε το ξανά χωρίς αυτούς.',
  'contact.form.error.encoding':
    'Αυτό το πεδίο περιέχει κατεστραμμένους χαρακτήρες (κείμενο που δεν είναι έγκυρο Unicode). Πληκτρολογήστε το ξανά.',
  'contact.form.error.notText': 'Αυτό το πεδίο πρέπει να είναι κείμενο.',
  'contact.form.error.spam':
    'Το μήνυμά σας μοιάζει με ανεπιθύμητο και δεν στάλθηκε. Αν πρόκειται για λάθος, καλέστε μας.',

  'contact.api.methodNotAllowed': 'Η μέθοδος δεν επιτρέπεται: στείλτε το μήνυμα με POST.',
  'contact.api.unsupportedType':
    'Μη υποστηριζόμενος τύπος περιεχομένου: στείλτε JSON (application/json; charset=utf-8) ή φόρμα (application/x-www-form-urlencoded).',
  'contact.api.forbiddenOrigin':
    'Απαγορεύεται: τα μηνύματα στέλνονται μόνο από αυτόν τον ιστότοπο.',
  'contact.api.tooLarge': 'Το μήνυμα είναι πολύ μεγάλο: το αίτημα μπορεί να είναι έως {max} KB.',
  'contact.api.invalidJson': 'Το σώμα του αιτήματος δεν είναι έγκυρο JSON.',
  'contact.api.notObject':
    'Το σώμα του αιτήματος πρέπει να είναι αντικείμενο JSON με name, email, phone, message και vehicleType.',
  'contact.api.unknownField':
    'Άγνωστο πεδίο ή πεδία: {fields}. Επιτρέπονται: name, email, phone, message, vehicleType.',
  'contact.api.name.required': 'Γράψτε το όνομά σας.',
  'contact.api.vehicleType.unknown':
    'Άγνωστο θέμα: το vehicleType πρέπει να είναι ένα από car-rental, scooter-rental, atv-rental, booking, support, other.',
  'contact.api.rateLimited':
    'Πάρα πολλά μηνύματα από τη σύνδεσή σας. Περιμένετε {wait} πριν στείλετε ξανά ή καλέστε μας.',
  'contact.api.seconds': '{n, plural, one {# δευτερόλεπτο} other {# δευτερόλεπτα}}',
  'contact.api.minutes': '{n, plural, one {# λεπτό} other {# λεπτά}}',
  'contact.api.idempotencyKey.invalid':
    'Η κεφαλίδα Idempotency-Key πρέπει να έχει 8 έως 128 γράμματα, ψηφία, - ή _ (π.χ. ένα UUID).',
  'contact.api.idempotencyKey.reused':
    'Αυτό το Idempotency-Key χρησιμοποιήθηκε ήδη για άλλο μήνυμα. Στείλτε νέο μήνυμα με νέο κλειδί.',
  'contact.api.storeFailed':
    'Δεν μπορέσαμε να αποθηκεύσουμε το μήνυμά σας αυτή τη στιγμή. Δοκιμάστε ξανά σε ένα λεπτό ή καλέστε μας.',
} as const satisfies ContactStrings;
