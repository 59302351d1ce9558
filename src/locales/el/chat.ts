/**
 * Greek UI strings of the Marcia AI chat (launcher and panel, docs/requirements.md, "Chat panel",
 * "Chat behaviour"); same keys and `{name}` placeholders as `chatEn`, checked by
 * `satisfies ChatStrings`.
 */
import type { ChatStrings } from '../en/chat';

export const chat = {
  'chat.launcher': 'Ρωτήστε τη Marcia AI',
  'chat.launcher.hint': 'Συζητήστε με τη Marcia, τη βοηθό μας για ενοικιάσεις',
  'chat.loadError': 'Η συνομιλία δεν φόρτωσε. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'chat.engineError':
    'Λυπάμαι, δεν μπορώ να απαντήσω αυτή τη στιγμή: οι απαντήσεις μου δεν φόρτωσαν. Ελέγξτε τη σύνδεσή σας και στείλτε ξανά το μήνυμά σας ή καλέστε μας στο {phone}.',
  'chat.title': 'Marcia AI',
  'chat.subtitle': 'Η βοηθός σας στην Πάρο',
  'chat.poweredBy': 'Με AI για ταξίδια',
  'chat.close': 'Κλείσιμο συνομιλίας',
  'chat.log': 'Συνομιλία με τη Marcia AI',
  'chat.sender.user': 'Εσείς',
  'chat.sender.marcia': 'Marcia',
  'chat.typing': 'Η Marcia γράφει…',
  'chat.suggestions': 'Προτεινόμενες απαντήσεις',
  'chat.vehicles': 'Προτεινόμενα οχήματα',
  'chat.vehicle.price': '{price} / ημέρα',
  'chat.vehicle.imageUnavailable': 'Η εικόνα δεν είναι διαθέσιμη',
  'chat.input.label': 'Το μήνυμά σας',
  'chat.input.placeholder': 'Ρωτήστε για οχήματα, τιμές…',
  'chat.send': 'Αποστολή μηνύματος',
  'chat.booking.continue': 'Συνέχεια στην κράτηση',
  'chat.newTab': '(ανοίγει σε νέα καρτέλα)',
  'chat.whatsapp': 'Στείλτε μας μήνυμα στο WhatsApp',
  'chat.request.title': 'Το αίτημά σας προς την ομάδα μας',
  'chat.request.send': 'Αποστολή στην ομάδα μας',
  'chat.request.cancel': 'Ακύρωση',
  'chat.request.sending': 'Αποστολή...',
  'chat.request.sent': 'Στάλθηκε στην ομάδα μας.',
  'chat.request.queued':
    'Αποθηκεύτηκε στο κινητό σας: θα σταλεί μόλις συνδεθείτε ξανά στο ίντερνετ.',
  'chat.request.waiting':
    'Αποθηκεύτηκε στο κινητό σας: ο διακομιστής μας δεν απάντησε, ξαναδοκιμάζουμε.',
  'chat.request.cancelled': 'Δεν στάλθηκε.',
  'chat.request.failed': 'Το αίτημά σας δεν στάλθηκε: {error}',
  'chat.request.failedHelp':
    'Δεν χάθηκε τίποτα: τα στοιχεία σας είναι ακόμη εδώ. Δοκιμάστε ξανά ή καλέστε μας στο {phone}.',
  'chat.request.retry': 'Δοκιμάστε ξανά',
  'chat.request.offline':
    'Φαίνεται ότι είστε εκτός σύνδεσης, γι’ αυτό το αίτημά σας δεν έφτασε σε εμάς.',
} as const satisfies ChatStrings;
