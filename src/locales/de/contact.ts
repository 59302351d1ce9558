/**
 * German strings of the contact form and of its endpoint `POST /api/send-email`
 * (docs/requirements.md, "Contact form", "Contact send", "Error messages"); same keys and `{name}`
 * placeholders as `contactEn`, checked by `satisfies ContactStrings`. Field names and media types
 * in `contact.api.*` stay as the API spells them. Visitors are addressed with „Sie“.
 */
import type { ContactStrings } from '../en/contact';

export const contactDe = {
  'contact.form.heading': 'Schreiben Sie uns',
  'contact.form.intro': 'Jede Nachricht beantwortet ein echter Mensch aus unserem Familienteam.',
  'contact.form.requiredNote': 'Mit * markierte Felder sind Pflichtfelder.',
  'contact.form.firstName': 'Vorname',
  'contact.form.lastName': 'Nachname',
  'contact.form.email': 'E-Mail',
  'contact.form.phone': 'Telefon',
  'contact.form.optional': '(optional)',
  'contact.form.phoneHint':
    'Mit Ländervorwahl, z.\u00a0B. +49 151 23456789, damit wir Sie anrufen oder per WhatsApp erreichen können.',
  'contact.form.subject': 'Betreff',
  'contact.form.subjectPlaceholder': 'Betreff wählen',
  'contact.form.subject.car-rental': 'Anfrage Mietwagen',
  'contact.form.subject.scooter-rental': 'Rollervermietung',
  'contact.form.subject.atv-rental': 'Quad-Vermietung',
  'contact.form.subject.booking': 'Frage zur Buchung',
  'contact.form.subject.support': 'Kundenservice',
  'contact.form.subject.other': 'Sonstiges',
  'contact.form.message': 'Nachricht',
  'contact.form.messageHint':
    'Reisedaten, Fahrzeug, Abholort: alles, was uns bei der Antwort hilft.',
  'contact.form.honeypot': 'Dieses Feld bitte leer lassen',
  'contact.form.submit': 'Nachricht senden',
  'contact.form.sending': 'Wird gesendet…',
  'contact.form.queued.title': 'Gespeichert: Wir senden sie, sobald Sie online sind.',
  'contact.form.queued.body':
    'Ihre Nachricht bleibt auf diesem Telefon und geht automatisch an unser Team, sobald die Verbindung zurück ist. Sie müssen nichts weiter tun.',
  'contact.form.waiting.title':
    'Gespeichert: Unser Server hat nicht geantwortet, wir versuchen es weiter.',
  'contact.form.waiting.body':
    'Ihre Nachricht bleibt auf diesem Telefon und geht automatisch an unser Team, sobald unser Server antwortet. Sie müssen nichts weiter tun.',
  'contact.form.success.title': 'Vielen Dank! Ihre Nachricht wurde gesendet.',
  'contact.form.success.body':
    'Wir antworten während der Geschäftszeiten innerhalb von {businessHours}, sonst innerhalb von {outsideHours}.',
  'contact.form.error.title': 'Hoppla! Etwas ist schiefgelaufen',
  'contact.form.error.failed': 'Nachricht konnte nicht gesendet werden',
  'contact.form.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'contact.form.error.call': 'Sie können uns auch unter {phone} anrufen oder an {email} schreiben.',
  'contact.form.error.invalid':
    'Ihre Nachricht wurde nicht gesendet: Bitte geben Sie Vor- und Nachnamen, eine gültige E-Mail-Adresse, einen Betreff und Ihre Nachricht an und senden Sie sie erneut.',
  'contact.form.error.limited':
    'Von Ihrer Verbindung wurden zu viele Nachrichten gesendet. Bitte warten Sie einige Minuten und senden Sie die Nachricht dann erneut.',
  'contact.form.error.forbidden':
    'Ihre Nachricht wurde nicht gesendet: Unser Server konnte nicht bestätigen, dass sie aus dem Formular dieser Website stammt. Bitte senden Sie sie mit dem Formular unten erneut (mit der Zurück-Taste Ihres Browsers erhalten Sie Ihren Text meist zurück).',
  'contact.form.error.tooLarge':
    'Ihre Nachricht wurde nicht gesendet: Sie ist zu lang. Bitte kürzen Sie sie und senden Sie sie erneut (mit der Zurück-Taste Ihres Browsers erhalten Sie Ihren Text meist zurück).',
  'contact.form.errorCount': 'Bitte korrigieren Sie die markierten Felder.',
  'contact.form.error.firstName.required': 'Bitte geben Sie Ihren Vornamen ein.',
  'contact.form.error.lastName.required': 'Bitte geben Sie Ihren Nachnamen ein.',
  'contact.form.error.email.required': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'contact.form.error.email.invalid':
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, z.\u00a0B. name@example.com.',
  'contact.form.error.phone.invalid':
    'Bitte geben Sie eine Telefonnummer ein: nur Ziffern, Leerzeichen, +, -, Punkte und Klammern.',
  'contact.form.error.subject.required': 'Bitte wählen Sie einen Betreff.',
  'contact.form.error.subject.unknown': 'Bitte wählen Sie einen Betreff aus der Liste.',
  'contact.form.error.message.required': 'Bitte geben Sie Ihre Nachricht ein.',
  'contact.form.error.tooLong': 'Bitte kürzen Sie den Text auf höchstens {max} Zeichen.',
  'contact.form.error.control':
    'Dieses Feld enthält Zeichen, die wir nicht annehmen können (Steuerzeichen oder Zeilenumbrüche).',
  'contact.form.error.invisible':
    'Dieses Feld enthält unsichtbare Formatierungszeichen, die wir nicht annehmen können (etwa Textrichtungs- oder Nullbreitenzeichen). Bitte geben Sie es ohne diese erneut ein.',
  'contact.form.error.encoding':
    'Dieses Feld enthält beschädigte Zeichen (Text, der kein gültiges Unicode ist). Bitte geben Sie es erneut ein.',
  'contact.form.error.notText': 'Dieses Feld muss Text enthalten.',
  'contact.form.error.spam':
    'Ihre Nachricht sieht nach Spam aus und wurde nicht gesendet. Falls das ein Irrtum ist, rufen Sie uns bitte an.',

  'contact.api.methodNotAllowed': 'Methode nicht erlaubt: Senden Sie die Nachricht per POST.',
  'contact.api.unsupportedType':
    'Nicht unterstützter Inhaltstyp: Senden Sie JSON (application/json; charset=utf-8) oder ein Formular (application/x-www-form-urlencoded).',
  'contact.api.forbiddenOrigin':
    'Nicht erlaubt: Nachrichten können nur über diese Website gesendet werden.',
  'contact.api.tooLarge':
    'Die Nachricht ist zu groß: Die Anfrage darf höchstens {max} KB umfassen.',
  'contact.api.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'contact.api.notObject':
    'Der Inhalt der Anfrage muss ein JSON-Objekt mit name, email, phone, message und vehicleType sein.',
  'contact.api.unknownField':
    'Unbekannte(s) Feld(er): {fields}. Erlaubt sind: name, email, phone, message, vehicleType.',
  'contact.api.name.required': 'Bitte geben Sie Ihren Namen ein.',
  'contact.api.vehicleType.unknown':
    'Unbekannter Betreff: vehicleType muss car-rental, scooter-rental, atv-rental, booking, support oder other sein.',
  'contact.api.rateLimited':
    'Zu viele Nachrichten von Ihrer Verbindung. Bitte warten Sie {wait}, bevor Sie erneut senden, oder rufen Sie uns an.',
  'contact.api.seconds': '{n, plural, one {# Sekunde} other {# Sekunden}}',
  'contact.api.minutes': '{n, plural, one {# Minute} other {# Minuten}}',
  'contact.api.idempotencyKey.invalid':
    'Der Header Idempotency-Key muss aus 8 bis 128 Buchstaben, Ziffern, - oder _ bestehen (zum Beispiel eine UUID).',
  'contact.api.idempotencyKey.reused':
    'Dieser Idempotency-Key wurde bereits für eine andere Nachricht verwendet. Senden Sie eine neue Nachricht mit einem neuen Schlüssel.',
  'contact.api.storeFailed':
    'Wir konnten Ihre Nachricht gerade nicht speichern. Bitte versuchen Sie es in einer Minute erneut oder rufen Sie uns an.',
} satisfies ContactStrings;
