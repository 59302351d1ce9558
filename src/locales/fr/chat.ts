/**
 * French UI strings of the Marcia AI chat (launcher and panel, docs/requirements.md, "Routes",
 * "Chat panel", "Chat behaviour"); same keys and `{name}` placeholders as `chatEn`, checked by
 * `satisfies ChatStrings`.
 */
import type { ChatStrings } from '../en/chat';

export const chat = {
  'chat.launcher': 'Demander à Marcia AI',
  'chat.launcher.hint': 'Discutez avec Marcia, notre assistante de location',
  'chat.loadError': 'Le chat n’a pas pu se charger. Vérifiez votre connexion et réessayez.',
  'chat.engineError':
    'Désolée, je ne peux pas répondre pour le moment\u202f: mes réponses n’ont pas pu se charger. Vérifiez votre connexion et renvoyez votre message, ou appelez-nous au {phone}.',
  'chat.title': 'Marcia AI',
  'chat.subtitle': 'Votre assistante location à Paros',
  'chat.poweredBy': 'Propulsé par l’IA voyage',
  'chat.close': 'Fermer le chat',
  'chat.log': 'Conversation avec Marcia AI',
  'chat.sender.user': 'Vous',
  'chat.sender.marcia': 'Marcia',
  'chat.typing': 'Marcia écrit…',
  'chat.suggestions': 'Réponses suggérées',
  'chat.vehicles': 'Véhicules suggérés',
  'chat.vehicle.price': '{price} / jour',
  'chat.vehicle.imageUnavailable': 'Image indisponible',
  'chat.input.label': 'Votre message',
  'chat.input.placeholder': 'Voitures, prix, plages… une question\u202f?',
  'chat.send': 'Envoyer le message',
  'chat.booking.continue': 'Passer à la réservation',
  'chat.newTab': '(s’ouvre dans un nouvel onglet)',
  'chat.whatsapp': 'Écrivez-nous sur WhatsApp',
  'chat.request.title': 'Votre demande à notre équipe',
  'chat.request.send': 'Envoyer à notre équipe',
  'chat.request.cancel': 'Annuler',
  'chat.request.sending': 'Envoi…',
  'chat.request.sent': 'Envoyée à notre équipe.',
  'chat.request.queued':
    'Enregistrée sur votre téléphone\u202f: nous l’enverrons dès que vous serez en ligne.',
  'chat.request.waiting':
    'Enregistrée sur votre téléphone\u202f: notre serveur n’a pas répondu, nous réessayons.',
  'chat.request.cancelled': 'Non envoyée.',
  'chat.request.failed': 'Votre demande n’a pas été envoyée\u202f: {error}',
  'chat.request.failedHelp':
    'Rien n’est perdu\u00a0: vos informations sont toujours là. Réessayez, ou appelez-nous au {phone}.',
  'chat.request.retry': 'Réessayer',
  'chat.request.offline': 'Vous semblez hors ligne\u202f: votre demande n’a pas pu nous parvenir.',
} satisfies ChatStrings;
