/**
 * Italian strings of the contact form and of its endpoint `POST /api/send-email`
 * (docs/requirements.md, "Contact form", "Contact send", "Error messages"); same keys and `{name}`
 * placeholders as `contactEn`, checked by `satisfies ContactStrings`. Field names and media types
 * in `contact.api.*` stay as the API spells them. Visitors are addressed with the informal „tu“.
 */
import type { ContactStrings } from '../en/contact';

export const contactIt = {
  'contact.form.heading': 'Scrivici un messaggio',
  'contact.form.intro': 'A ogni messaggio risponde una persona vera del nostro team di famiglia.',
  'contact.form.requiredNote': 'I campi contrassegnati con * sono obbligatori.',
  'contact.form.firstName': 'Nome',
  'contact.form.lastName': 'Cognome',
  'contact.form.email': 'E-mail',
  'contact.form.phone': 'Telefono',
  'contact.form.optional': '(facoltativo)',
  'contact.form.phoneHint':
    'Con il prefisso internazionale, ad es. +39 312 345 6789, così possiamo chiamarti o scriverti su WhatsApp.',
  'contact.form.subject': 'Oggetto',
  'contact.form.subjectPlaceholder': 'Scegli un oggetto',
  'contact.form.subject.car-rental': 'Richiesta noleggio auto',
  'contact.form.subject.scooter-rental': 'Noleggio scooter',
  'contact.form.subject.atv-rental': 'Noleggio quad',
  'contact.form.subject.booking': 'La mia prenotazione',
  'contact.form.subject.support': 'Assistenza clienti',
  'contact.form.subject.other': 'Altro',
  'contact.form.message': 'Messaggio',
  'contact.form.messageHint':
    'Date, veicolo, luogo di ritiro: tutto ciò che ci aiuta a risponderti.',
  'contact.form.honeypot': 'Lascia vuoto questo campo',
  'contact.form.submit': 'Invia messaggio',
  'contact.form.sending': 'Invio…',
  'contact.form.queued.title': 'Salvato: lo invieremo appena sarete online.',
  'contact.form.queued.body':
    'Il vostro messaggio resta su questo telefono e arriverà automaticamente al nostro team appena torna la connessione. Non dovete fare altro.',
  'contact.form.waiting.title': 'Salvato: il nostro server non ha risposto, riproviamo.',
  'contact.form.waiting.body':
    'Il vostro messaggio resta su questo telefono e arriverà automaticamente al nostro team appena il nostro server risponde. Non dovete fare altro.',
  'contact.form.success.title': 'Grazie! Il tuo messaggio è stato inviato.',
  'contact.form.success.body':
    'Rispondiamo entro {businessHours} in orario d’ufficio ({outsideHours} fuori orario).',
  'contact.form.error.title': 'Ops! Qualcosa è andato storto',
  'contact.form.error.failed': 'Invio del messaggio non riuscito',
  'contact.form.error.generic': 'Qualcosa è andato storto. Riprova.',
  'contact.form.error.call': 'Puoi anche chiamarci al {phone} o scriverci a {email}.',
  'contact.form.error.invalid':
    'Il messaggio non è stato inviato: inserisci nome e cognome, un indirizzo e-mail valido, un oggetto e il tuo messaggio, poi invialo di nuovo.',
  'contact.form.error.limited':
    'Dalla tua connessione sono stati inviati troppi messaggi. Attendi qualche minuto e invialo di nuovo.',
  'contact.form.error.forbidden':
    'Il messaggio non è stato inviato: il nostro server non ha potuto verificare che provenisse dal modulo di questo sito. Invialo di nuovo con il modulo qui sotto (il pulsante Indietro del browser di solito ripristina il testo che hai scritto).',
  'contact.form.error.tooLarge':
    'Il messaggio non è stato inviato: è troppo lungo. Accorcialo e invialo di nuovo (il pulsante Indietro del browser di solito ripristina il testo che hai scritto).',
  'contact.form.errorCount': 'Correggi i campi evidenziati.',
  'contact.form.error.firstName.required': 'Inserisci il tuo nome.',
  'contact.form.error.lastName.required': 'Inserisci il tuo cognome.',
  'contact.form.error.email.required': 'Inserisci il tuo indirizzo e-mail.',
  'contact.form.error.email.invalid':
    'Inserisci un indirizzo e-mail valido, ad es. nome@example.com.',
  'contact.form.error.phone.invalid':
    'Inserisci un numero di telefono: solo cifre, spazi, +, -, punti e parentesi.',
  'contact.form.error.subject.required': 'Scegli un oggetto.',
  'contact.form.error.subject.unknown': 'Scegli un oggetto dall’elenco.',
  'contact.form.error.message.required': 'Scrivi il tuo messaggio.',
  'contact.form.error.tooLong': 'Accorcia il testo a un massimo di {max} caratteri.',
  'contact.form.error.control':
    'Questo campo contiene caratteri che non possiamo accettare (caratteri di controllo o a capo).',
  'contact.form.error.invisible':
    'Questo campo contiene caratteri di formattazione invisibili che non possiamo accettare (come segni di direzione del testo o spazi di larghezza zero). Riscrivilo senza di essi.',
  'contact.form.error.encoding':
    'Questo campo contiene caratteri danneggiati (testo che non è Unicode valido). Riscrivilo.',
  'contact.form.error.notText': 'Questo campo deve contenere testo.',
  'contact.form.error.spam':
    'Il tuo messaggio sembra spam e non è stato inviato. Se si tratta di un errore, chiamaci.',

  'contact.api.methodNotAllowed': 'Metodo non consentito: invia il messaggio con POST.',
  'contact.api.unsupportedType':
    'Tipo di contenuto non supportato: invia JSON (application/json; charset=utf-8) o un modulo (application/x-www-form-urlencoded).',
  'contact.api.forbiddenOrigin': 'Vietato: i messaggi possono essere inviati solo da questo sito.',
  'contact.api.tooLarge':
    'Il messaggio è troppo grande: la richiesta può essere al massimo di {max} KB.',
  'contact.api.invalidJson': 'Il corpo della richiesta non è un JSON valido.',
  'contact.api.notObject':
    'Il corpo della richiesta deve essere un oggetto JSON con name, email, phone, message e vehicleType.',
  'contact.api.unknownField':
    'Campi sconosciuti: {fields}. Campi consentiti: name, email, phone, message, vehicleType.',
  'contact.api.name.required': 'Inserisci il tuo nome.',
  'contact.api.vehicleType.unknown':
    'Oggetto sconosciuto: vehicleType deve essere uno tra car-rental, scooter-rental, atv-rental, booking, support, other.',
  'contact.api.rateLimited':
    'Troppi messaggi dalla tua connessione. Attendi {wait} prima di inviare di nuovo, oppure chiamaci.',
  'contact.api.seconds': '{n, plural, one {# secondo} other {# secondi}}',
  'contact.api.minutes': '{n, plural, one {# minuto} other {# minuti}}',
  'contact.api.idempotencyKey.invalid':
    'L’intestazione Idempotency-Key deve avere da 8 a 128 lettere, cifre, - o _ (per esempio un UUID).',
  'contact.api.idempotencyKey.reused':
    'Questa Idempotency-Key è già stata usata per un altro messaggio. Inviate un nuovo messaggio con una nuova chiave.',
  'contact.api.storeFailed':
    'Al momento non siamo riusciti a salvare il tuo messaggio. Riprova tra un minuto oppure chiamaci.',
} satisfies ContactStrings;
