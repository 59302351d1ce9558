/**
 * German UI strings of the Marcia AI chat (launcher and panel, docs/requirements.md, "Routes",
 * "Chat panel", "Chat behaviour"); same keys and `{name}` placeholders as `chatEn`, checked by
 * `satisfies ChatStrings`.
 */
import type { ChatStrings } from '../en/chat';

export const chat = {
  'chat.launcher': 'Marcia AI fragen',
  'chat.launcher.hint': 'Chatten Sie mit Marcia, unserer Mietassistentin',
  'chat.loadError':
    'Der Chat konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'chat.engineError':
    'Entschuldigung, ich kann gerade nicht antworten: Meine Antworten konnten nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und senden Sie Ihre Nachricht erneut, oder rufen Sie uns an: {phone}.',
  'chat.title': 'Marcia AI',
  'chat.subtitle': 'Ihre Mietassistentin auf Paros',
  'chat.poweredBy': 'Unterstützt durch Reise-KI',
  'chat.close': 'Chat schließen',
  'chat.log': 'Unterhaltung mit Marcia AI',
  'chat.sender.user': 'Sie',
  'chat.sender.marcia': 'Marcia',
  'chat.typing': 'Marcia schreibt…',
  'chat.suggestions': 'Antwortvorschläge',
  'chat.vehicles': 'Vorgeschlagene Fahrzeuge',
  'chat.vehicle.price': '{price} / Tag',
  'chat.vehicle.imageUnavailable': 'Bild nicht verfügbar',
  'chat.input.label': 'Ihre Nachricht',
  'chat.input.placeholder': 'Fragen zu Autos, Preisen, Stränden…',
  'chat.send': 'Nachricht senden',
  'chat.booking.continue': 'Weiter zur Buchung',
  'chat.newTab': '(öffnet in neuem Tab)',
  'chat.whatsapp': 'Schreiben Sie uns auf WhatsApp',
  'chat.request.title': 'Ihre Anfrage an unser Team',
  'chat.request.send': 'An unser Team senden',
  'chat.request.cancel': 'Abbrechen',
  'chat.request.sending': 'Wird gesendet …',
  'chat.request.sent': 'An unser Team gesendet.',
  'chat.request.queued':
    'Auf Ihrem Telefon gespeichert: Wir senden sie, sobald Sie wieder online sind.',
  'chat.request.waiting':
    'Auf Ihrem Telefon gespeichert: Unser Server hat nicht geantwortet, wir versuchen es weiter.',
  'chat.request.cancelled': 'Nicht gesendet.',
  'chat.request.failed': 'Ihre Anfrage wurde nicht gesendet: {error}',
  'chat.request.failedHelp':
    'Nichts geht verloren: Ihre Angaben sind noch da. Versuchen Sie es erneut oder rufen Sie uns an: {phone}.',
  'chat.request.retry': 'Erneut versuchen',
  'chat.request.offline':
    'Sie scheinen offline zu sein, daher hat uns Ihre Anfrage nicht erreicht.',
} satisfies ChatStrings;
