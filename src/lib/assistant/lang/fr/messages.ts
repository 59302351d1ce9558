/**
 * What Marcia says in French, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic. French typography: a no-break space (`\u00a0`) before
 * `: ; ! ?` and inside « ».
 */
import type { Chips, Messages, Names } from '../types';

/** French templates. */
export const frMessages: Messages = {
  'note.age':
    '{under, select, true {Désolée, à {age} ans vous n’avez pas encore {atv, select, true {l’âge minimum de {min} ans pour les quads} other {notre âge minimum de {min} ans}}.} other {À {age} ans, vous avez bien {atv, select, true {l’âge minimum de {min} ans pour les quads} other {notre âge minimum de {min} ans}}.}}',
  'note.termsDecideAge':
    'Ce sont nos conditions de location qui décident\u00a0: elles fixent un âge minimum de {termsMin} ans ({premiumMin} ans pour les modèles premium) et un permis obtenu depuis {licenceYears} ans, notre équipe vous le confirme donc à la réservation.',
  'note.outOfHours':
    'Notre agence est ouverte de {opens} à {closes}\u00a0: pour une prise en charge ou un retour en dehors de ces horaires, contactez-nous à l’avance au {phone} ou via le bouton WhatsApp pour en convenir avec notre équipe.',
  'note.datesNoted':
    'J’ai noté vos dates\u00a0: {hasReturn, select, true {du {pickup} au {ret}} other {le {pickup}}}. Dites «\u00a0réserver maintenant\u00a0» quand vous êtes prêt et je prendrai vos coordonnées.',
  'note.unknown':
    'Désolée, je ne sais pas\u00a0: ce n’est pas une question à laquelle je peux répondre ici. Notre équipe vous aidera volontiers\u00a0: appelez-nous au {phone} ou écrivez-nous sur WhatsApp (le bouton en bas à gauche de la page).',
  'note.otherCard': 'Pour la caution, nous n’acceptons qu’une {cards}, donc pas cette carte, désolée.',
  'note.bicycle': 'Nous ne louons pas de vélos\u00a0: notre flotte compte des voitures, des scooters et des quads.',
  'note.otherIsland':
    'Pour emmener un véhicule sur une autre île, il faut d’abord notre autorisation\u00a0: nos conditions prévoient une autorisation ferry de {perDirection, number, eur} par trajet (en général {usualTotal, number, eur} au total) ou {unlimited, number, eur} en illimité.',
  'booking.askName': "Parfait, commençons votre réservation ! Quel est votre nom ?",
  'booking.askEmail':
    "{greet, select, true {Enchantée, {name} !} other {Merci !}} Quelle est votre adresse e-mail ? Notre équipe vous y enverra la confirmation.",
  'booking.askPhone':
    "Merci ! Et votre numéro de téléphone ? Ajoutez l’indicatif du pays si ce n’est pas un numéro grec, par ex. {example}.",
  'booking.askDates':
    "Super ! Quelles sont vos dates de prise en charge et de retour ? Par exemple : du {pickup} au {ret}.",
  'booking.askReturn': "C’est noté, prise en charge le {pickup}. Et votre date de retour ?",
  'booking.reask.name':
    "Pardon, je n’ai pas saisi votre nom. Pouvez-vous me l’écrire, par ex. « je m’appelle Anna » ?",
  'booking.reask.email':
    "Cela ne ressemble pas à une adresse e-mail. Pouvez-vous l’écrire sous la forme nom@exemple.fr ?",
  'booking.reask.phone':
    "Il me faut un numéro de téléphone à {digits} chiffres, avec l’indicatif du pays si vous voulez (par ex. {example}).",
  'booking.reask.dates':
    "Il me manque vos dates de prise en charge et de retour, par ex. du {pickup} au {ret} ou du {pickupDay} {pickupMonth} au {returnDay} {returnMonth}.",
  'booking.reask.returnDate': "Il me manque votre date de retour, par ex. {ret} ou {returnDay} {returnMonth}.",
  'booking.reminder.booking_name': "Pour continuer votre réservation, dites-moi simplement votre nom.",
  'booking.reminder.booking_email': "Pour continuer votre réservation, il me faut encore votre adresse e-mail.",
  'booking.reminder.booking_phone': "Pour continuer votre réservation, il me faut encore votre numéro de téléphone.",
  'booking.reminder.booking_dates':
    "Pour continuer votre réservation, il me faut encore vos dates de prise en charge et de retour.",
  'booking.reminder.booking_confirm': "Votre réservation est prête : dites « confirmer la réservation » pour l’envoyer.",
  'booking.summary.title': "Voici le récapitulatif de votre réservation :",
  'booking.summary.name': "Nom : {value}",
  'booking.summary.email': "E-mail : {value}",
  'booking.summary.phone': "Téléphone : {value}",
  'booking.summary.pickup':
    "Prise en charge : {date}{place, select, airport { à l’aéroport} port { au port} other {}}",
  'booking.summary.return': "Retour : {date}",
  'booking.summary.passengers': "Passagers : {count}",
  'booking.summary.returnBeforePickup':
    "La date de retour est avant la date de prise en charge ; dites « modifier les dates » pour corriger.",
  'booking.summary.question':
    "Tout est correct ? Dites « confirmer la réservation », ou « modifier » pour changer un détail.",
  'booking.day': "{weekday} {first, select, true {{day}er} other {{day}}} {month} {year}",
  'booking.acknowledgement':
    "Merci, {name} ! Votre demande de réservation est complète.\nCi-dessous, ce que je vais transmettre à notre équipe : touchez « Envoyer à notre équipe » pour l’envoyer, ou « Annuler » pour la garder ici.",
  'booking.sent':
    "C’est envoyé, {name} ! Notre équipe a bien reçu votre demande et vous répondra à {email} sous {hours}.\nPour réserver tout de suite, continuez sur notre page de réservation en ligne (le lien ci-dessous) ou écrivez-nous sur WhatsApp.",
  'booking.cancelled':
    "Rien n’a été envoyé : vos informations restent ici dans la conversation. Vous pouvez réserver sur notre page de réservation en ligne (le lien ci-dessous) ou dire « réserver maintenant » pour recommencer.",
  'booking.incomplete':
    "Il me manque encore des informations pour finaliser votre réservation. Reprenons depuis le début : dites « réserver maintenant »",
  'booking.modifyWhat':
    "Pas de problème ! Que voulez-vous modifier : votre nom, votre e-mail, votre téléphone ou vos dates ? Par exemple « modifier mon e-mail ».",
  'booking.modifyDone':
    "C’est fait, j’ai mis à jour {labels}. Dites « réserver maintenant » pour vérifier et confirmer votre réservation.",
  'booking.modifyAsk':
    "Bien sûr ! Donnez-moi {labels}{example, select, name { (par ex. « je m’appelle Anna »)} dates { (par ex. du {pickup} au {ret})} other {}}.",
  'booking.field.name': "votre nom",
  'booking.field.email': "votre adresse e-mail",
  'booking.field.phone': "votre numéro de téléphone",
  'booking.field.dates': "vos dates",
  'booking.newField.name': "votre nouveau nom",
  'booking.newField.email': "votre nouvelle adresse e-mail",
  'booking.newField.phone': "votre nouveau numéro de téléphone",
  'booking.newField.dates': "vos nouvelles dates",
};

/** French names of the facts' terms (the same words as the pages). */
export const frNames: Names = {
  depositCards: 'carte de crédit Visa ou Mastercard',
  dateSeparator: "/",
  weekdays: ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"],
  months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
  foreignPhone: "+33 6 12 34 56 78",
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const frChips: Chips = {
  ask: ["Politique d’annulation", "Coordonnées"],
  reaskDates: ["Tarifs", "Politique d’annulation"],
  summary: ["Confirmer la réservation", "Modifier les détails"],
  acknowledgement: ["Sièges enfant gratuits", "Ferry pour Antiparos", "Coordonnées"],
  incomplete: ["Réserver maintenant", "Coordonnées"],
  modifyWhat: ["Modifier mes dates", "Modifier mon e-mail", "Réserver maintenant"],
  modify: ["Réserver maintenant", "Coordonnées"],
};
