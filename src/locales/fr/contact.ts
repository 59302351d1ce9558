/**
 * French strings of the contact form and of its endpoint `POST /api/send-email`
 * (docs/requirements.md, "Contact form", "Contact send", "Error messages"); same keys and `{name}`
 * placeholders as `contactEn`, checked by `satisfies ContactStrings`. Field names and media types
 * in `contact.api.*` stay as the API spells them. Typography: no-break space before `:`, narrow
 * no-break space before `;` `?` `!`.
 */
import type { ContactStrings } from '../en/contact';

export const contactFr = {
  'contact.form.heading': 'Envoyez-nous un message',
  'contact.form.intro': 'Une vraie personne de notre équipe familiale répond à chaque message.',
  'contact.form.requiredNote': 'Les champs marqués * sont obligatoires.',
  'contact.form.firstName': 'Prénom',
  'contact.form.lastName': 'Nom',
  'contact.form.email': 'E-mail',
  'contact.form.phone': 'Téléphone',
  'contact.form.optional': '(facultatif)',
  'contact.form.phoneHint':
    'Avec l’indicatif du pays, p.\u00a0ex. +33 6 12 34 56 78, pour que nous puissions vous appeler ou vous écrire sur WhatsApp.',
  'contact.form.subject': 'Objet',
  'contact.form.subjectPlaceholder': 'Choisissez un objet',
  'contact.form.subject.car-rental': 'Location de voiture',
  'contact.form.subject.scooter-rental': 'Location de scooter',
  'contact.form.subject.atv-rental': 'Location de quad',
  'contact.form.subject.booking': 'Ma réservation',
  'contact.form.subject.support': 'Service client',
  'contact.form.subject.other': 'Autre',
  'contact.form.message': 'Message',
  'contact.form.messageHint':
    'Dates, véhicule, lieu de départ\u00a0: tout ce qui nous aide à vous répondre.',
  'contact.form.honeypot': 'Laissez ce champ vide',
  'contact.form.submit': 'Envoyer le message',
  'contact.form.sending': 'Envoi…',
  'contact.form.queued.title': 'Enregistré\u202f: nous l’enverrons dès que vous serez en ligne.',
  'contact.form.queued.body':
    'Votre message est conservé sur ce téléphone et partira automatiquement vers notre équipe dès le retour de la connexion. Vous n’avez rien d’autre à faire.',
  'contact.form.waiting.title': 'Enregistré\u202f: notre serveur n’a pas répondu, nous réessayons.',
  'contact.form.waiting.body':
    'Votre message est conservé sur ce téléphone et partira automatiquement vers notre équipe dès que notre serveur répondra. Vous n’avez rien d’autre à faire.',
  'contact.form.success.title': 'Merci\u202f! Votre message a bien été envoyé.',
  'contact.form.success.body':
    'Nous répondons sous {businessHours} aux heures d’ouverture ({outsideHours} en dehors).',
  'contact.form.error.title': 'Oups\u202f! Un problème est survenu',
  'contact.form.error.failed': 'Échec de l’envoi du message',
  'contact.form.error.generic': 'Un problème est survenu. Veuillez réessayer.',
  'contact.form.error.call': 'Vous pouvez aussi nous appeler au {phone} ou nous écrire à {email}.',
  'contact.form.error.invalid':
    'Votre message n’a pas été envoyé\u00a0: indiquez votre prénom et votre nom, une adresse e-mail valide, un objet et votre message, puis renvoyez-le.',
  'contact.form.error.limited':
    'Trop de messages ont été envoyés depuis votre connexion. Patientez quelques minutes, puis renvoyez votre message.',
  'contact.form.error.forbidden':
    'Votre message n’a pas été envoyé\u00a0: notre serveur n’a pas pu vérifier qu’il venait du formulaire de ce site. Renvoyez-le avec le formulaire ci-dessous (le bouton Retour de votre navigateur retrouve généralement ce que vous aviez saisi).',
  'contact.form.error.tooLarge':
    'Votre message n’a pas été envoyé\u00a0: il est trop long. Raccourcissez-le, puis renvoyez-le (le bouton Retour de votre navigateur retrouve généralement ce que vous aviez saisi).',
  'contact.form.errorCount': 'Veuillez corriger les champs signalés.',
  'contact.form.error.firstName.required': 'Veuillez saisir votre prénom.',
  'contact.form.error.lastName.required': 'Veuillez saisir votre nom.',
  'contact.form.error.email.required': 'Veuillez saisir votre adresse e-mail.',
  'contact.form.error.email.invalid':
    'Veuillez saisir une adresse e-mail valide, p.\u00a0ex. nom@example.com.',
  'contact.form.error.phone.invalid':
    'Veuillez saisir un numéro de téléphone\u00a0: chiffres, espaces, +, -, points et parenthèses uniquement.',
  'contact.form.error.subject.required': 'Veuillez choisir un objet.',
  'contact.form.error.subject.unknown': 'Veuillez choisir un objet dans la liste.',
  'contact.form.error.message.required': 'Veuillez saisir votre message.',
  'contact.form.error.tooLong': 'Veuillez raccourcir ce texte à {max}\u00a0caractères maximum.',
  'contact.form.error.control':
    'Ce champ contient des caractères que nous ne pouvons pas accepter (caractères de contrôle ou retours à la ligne).',
  'contact.form.error.invisible':
    'Ce champ contient des caractères de mise en forme invisibles que nous ne pouvons pas accepter (comme des marques de sens du texte ou des espaces de largeur nulle). Veuillez le saisir à nouveau sans eux.',
  'contact.form.error.encoding':
    'Ce champ contient des caractères corrompus (du texte qui n’est pas de l’Unicode valide). Veuillez le saisir à nouveau.',
  'contact.form.error.notText': 'Ce champ doit contenir du texte.',
  'contact.form.error.spam':
    'Votre message ressemble à du spam et n’a pas été envoyé. S’il s’agit d’une erreur, appelez-nous.',

  'contact.api.methodNotAllowed': 'Méthode non autorisée\u00a0: envoyez le message avec POST.',
  'contact.api.unsupportedType':
    'Type de contenu non pris en charge\u00a0: envoyez du JSON (application/json; charset=utf-8) ou un formulaire (application/x-www-form-urlencoded).',
  'contact.api.forbiddenOrigin':
    'Interdit\u00a0: les messages ne peuvent être envoyés que depuis ce site.',
  'contact.api.tooLarge':
    'Le message est trop volumineux\u00a0: la requête ne doit pas dépasser {max}\u00a0Ko.',
  'contact.api.invalidJson': 'Le corps de la requête n’est pas du JSON valide.',
  'contact.api.notObject':
    'Le corps de la requête doit être un objet JSON avec name, email, phone, message et vehicleType.',
  'contact.api.unknownField':
    'Champ(s) inconnu(s)\u00a0: {fields}. Champs autorisés\u00a0: name, email, phone, message, vehicleType.',
  'contact.api.name.required': 'Veuillez saisir votre nom.',
  'contact.api.vehicleType.unknown':
    'Objet inconnu\u00a0: vehicleType doit valoir car-rental, scooter-rental, atv-rental, booking, support ou other.',
  'contact.api.rateLimited':
    'Trop de messages depuis votre connexion. Patientez {wait} avant de réessayer, ou appelez-nous.',
  'contact.api.seconds': '{n, plural, one {#\u00a0seconde} other {#\u00a0secondes}}',
  'contact.api.minutes': '{n, plural, one {#\u00a0minute} other {#\u00a0minutes}}',
  'contact.api.idempotencyKey.invalid':
    'L’en-tête Idempotency-Key doit compter de 8 à 128 lettres, chiffres, - ou _ (par exemple un UUID).',
  'contact.api.idempotencyKey.reused':
    'Cette clé Idempotency-Key a déjà servi pour un autre message. Envoyez un nouveau message avec une nouvelle clé.',
  'contact.api.storeFailed':
    'Nous n’avons pas pu enregistrer votre message. Réessayez dans une minute ou appelez-nous.',
} satisfies ContactStrings;
