/**
 * Italian UI strings of the Marcia AI chat (launcher and panel, docs/requirements.md, "Routes",
 * "Chat panel", "Chat behaviour"); same keys and `{name}` placeholders as `chatEn`, checked by
 * `satisfies ChatStrings`.
 */
import type { ChatStrings } from '../en/chat';

export const chat = {
  'chat.launcher': 'Chiedi a Marcia AI',
  'chat.launcher.hint': 'Chatta con Marcia, la nostra assistente per il noleggio',
  'chat.loadError': 'Impossibile caricare la chat. Controlla la connessione e riprova.',
  'chat.engineError':
    'Mi dispiace, al momento non posso rispondere: le mie risposte non si sono caricate. Controllate la connessione e inviate di nuovo il messaggio, oppure chiamateci al {phone}.',
  'chat.title': 'Marcia AI',
  'chat.subtitle': 'La tua assistente di noleggio a Paros',
  'chat.poweredBy': 'Con tecnologia IA di viaggio',
  'chat.close': 'Chiudi la chat',
  'chat.log': 'Conversazione con Marcia AI',
  'chat.sender.user': 'Tu',
  'chat.sender.marcia': 'Marcia',
  'chat.typing': 'Marcia sta scrivendo…',
  'chat.suggestions': 'Risposte suggerite',
  'chat.vehicles': 'Veicoli suggeriti',
  'chat.vehicle.price': '{price} / giorno',
  'chat.vehicle.imageUnavailable': 'Immagine non disponibile',
  'chat.input.label': 'Il tuo messaggio',
  'chat.input.placeholder': 'Chiedi di auto, prezzi, spiagge…',
  'chat.send': 'Invia messaggio',
  'chat.booking.continue': 'Vai alla prenotazione',
  'chat.newTab': '(si apre in una nuova scheda)',
  'chat.whatsapp': 'Scriveteci su WhatsApp',
  'chat.request.title': 'La vostra richiesta al nostro team',
  'chat.request.send': 'Invia al nostro team',
  'chat.request.cancel': 'Annulla',
  'chat.request.sending': 'Invio in corso…',
  'chat.request.sent': 'Inviata al nostro team.',
  'chat.request.queued': 'Salvata sul telefono: la invieremo appena sarete online.',
  'chat.request.waiting': 'Salvata sul telefono: il nostro server non ha risposto, riproviamo.',
  'chat.request.cancelled': 'Non inviata.',
  'chat.request.failed': 'La vostra richiesta non è stata inviata: {error}',
  'chat.request.failedHelp':
    'Non si perde nulla: i vostri dati sono ancora qui. Riprovate, oppure chiamateci al {phone}.',
  'chat.request.retry': 'Riprova',
  'chat.request.offline': 'Sembra che siate offline: la vostra richiesta non ci è arrivata.',
} satisfies ChatStrings;
