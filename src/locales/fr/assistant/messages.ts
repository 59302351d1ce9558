/**
 * What Marcia says in French, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic. French typography: a no-break space (`\u00a0`) before
 * `: ; ! ?` and inside « ».
 */
import { reservationFr } from '../reservation';
import type { Chips, Messages, Names } from '../../../lib/assistant/lang/types';

/** French templates. */
export const frMessages: Messages = {
  greeting:
    'Bonjour ! Je suis Marcia, votre assistante de voyage IA pour Paros et Antiparos.\nJe peux vous aider à choisir une voiture, un scooter ou un quad, vous expliquer les prix et les conditions de location, et lancer votre réservation. Gratuit et sans inscription.\nComment puis-je vous aider ?',
  'fallback.text':
    'Hmm, je ne suis pas sûre de bien comprendre ce que vous cherchez, mais je suis là pour vous aider !',
  'fallback.hint':
    'Posez-moi vos questions sur les voitures, scooters ou quads, les prix, ou demandez-moi des conseils pour Paros et Antiparos.',
  'fallback.niceToMeet': 'Enchantée, {name} ! ',
  'fallback.hello': 'Bonjour ! ',
  'fallback.thanks': 'Avec plaisir ! ',
  'fallback.bye':
    'Au revoir, et profitez bien de Paros et d’Antiparos ! Je reste là si vous avez besoin de moi.',
  'note.age':
    '{under, select, true {Désolée, à {age} ans {driver, select, true {le conducteur n’a} other {vous n’avez}} pas encore {atv, select, true {l’âge minimum de {min} ans pour les quads} other {notre âge minimum de {min} ans{atvFrom, select, true { pour les voitures et les scooters ; les quads sont accessibles dès {atvMin} ans} other {}}}}.} other {À {age} ans, {driver, select, true {le conducteur a} other {vous avez}} bien {atv, select, true {l’âge minimum de {min} ans pour les quads} other {notre âge minimum de {min} ans}}.}}{senior, select, true { Au-delà de {seniorAge} ans, nos conditions peuvent prévoir un supplément : demandez-nous.} other {}}',
  'note.licenceNew':
    'Désolée, un permis obtenu depuis {months} mois ne suffit pas\u00a0: il faut l’avoir depuis au moins {years, plural, one {# an} other {# ans}}.',
  'note.termsDecideAge':
    'Ce sont nos conditions de location qui décident\u00a0: elles fixent un âge minimum de {termsMin} ans ({premiumMin} ans pour les modèles premium) et un permis obtenu depuis {licenceYears} ans, notre équipe vous le confirme donc à la réservation.',
  'note.outOfHours':
    'Notre agence est ouverte de {opens} à {closes}\u00a0: pour une prise en charge ou un retour en dehors de ces horaires, contactez-nous à l’avance au {phone} ou via le bouton WhatsApp pour en convenir avec notre équipe.',
  'note.datesNoted':
    'J’ai noté vos dates\u00a0: {hasReturn, select, true {du {pickup} au {ret}} other {le {pickup}}}. Dites «\u00a0réserver maintenant\u00a0» quand vous êtes prêt et je prendrai vos coordonnées.',
  'note.returnNoted':
    'J’ai noté votre retour\u00a0: le {ret}.{book, select, true { Dites «\u00a0réserver maintenant\u00a0» quand vous êtes prêt et je prendrai vos coordonnées.} other {}}',
  'note.unknown':
    'Désolée, je ne sais pas\u00a0: ce n’est pas une question à laquelle je peux répondre ici. Notre équipe vous aidera volontiers\u00a0: appelez-nous au {phone} ou écrivez-nous sur WhatsApp (le bouton en bas à gauche de la page).',
  'note.ownBooking':
    'Pour une réservation déjà faite, notre équipe vous aidera\u00a0: appelez-nous au {phone} ou écrivez-nous sur WhatsApp (le bouton en bas à gauche de la page), votre confirmation de réservation sous la main. Je ne peux ni voir ni modifier les réservations ici.',
  'note.otherCard':
    'Pour la caution, nous n’acceptons qu’une {cards}, donc pas cette carte, désolée.',
  'note.cashDeposit':
    'Pas d’espèces pour la caution, désolée : nous la bloquons uniquement sur une {cards}.',
  'note.cave':
    'La grotte d’Antiparos est ouverte de {from} à {to}, entrée {admission, number, eur} (chiffres de notre guide de l’île : ils peuvent changer, vérifiez sur place).',
  'note.licenceCountry':
    '{eu, select, true {{country} : pays de l’UE, votre permis national suffit.} other {{country} : pays hors de l’UE, apportez un permis international en plus de votre permis national.}}',
  'note.bicycle':
    'Nous ne louons pas de vélos\u00a0: notre flotte compte des voitures, des scooters et des quads.',
  'note.boat':
    'Nous ne louons pas de bateaux\u00a0: notre flotte compte des voitures, des scooters et des quads.',
  'note.islandTour':
    'Le tour de Paros fait environ {km}\u00a0km\u00a0: {hours}\u00a0heures en scooter sans les arrêts, une journée suffit donc largement, plages comprises.',
  'note.timesNoted':
    'C’est noté : {which, select, both {prise en charge à {pickup}, retour à {ret}} pickup {prise en charge à {pickup}} other {retour à {ret}}}.',
  'note.extrasAdded': 'J’ai noté {list} pour votre réservation, sans frais.',
  'note.driversAdded':
    'C’est noté : {count, plural, one {# conducteur supplémentaire} other {# conducteurs supplémentaires}}{terms, select, true { ({perDay, number, eur} par jour selon nos conditions ; chacun doit avoir au moins {minAge} ans et le permis depuis au moins {licenceYears} an)} other {}}.',
  'note.dropOff':
    'Vous pouvez rendre le véhicule {place, select, airport {à l’aéroport} antiparos {à Antiparos} other {au port}}, comme à chacun de nos points ci-dessous\u00a0: dites-nous où à la réservation.{place, select, airport { {fee}} other {}}',
  'note.airportDropOffFee':
    'Un retour à l’aéroport entraîne un supplément, confirmé à la réservation.',
  'note.engine':
    '{has, select, true {Nos {kind, select, atv {quads} other {scooters}} de {size} sont à partir de {price, number, eur} par jour.} other {Nous n’avons pas de {kind, select, atv {quad} other {scooter}} de {size}\u00a0: les nôtres font {sizes}.}}',
  'note.vehicle':
    '{name}\u00a0: {price, number, eur} par jour, boîte {transmission, select, Automatic {automatique} other {manuelle}}, {seats, plural, one {# place} other {# places}}.',
  'note.quote':
    '{dated, select, true {Pour vos dates ({days, plural, one {# jour} other {# jours}}{discount, select, duration {, avec notre remise longue durée de {percent}\u00a0%} early {, avec notre remise réservation anticipée de {percent}\u00a0%} other {}})} other {Pour {days, plural, one {# jour} other {# jours}}{discount, select, duration { (avec notre remise longue durée de {percent}\u00a0%)} early { (avec notre remise réservation anticipée de {percent}\u00a0%)} other {}}}}\u00a0:{several, select, true {\n{totals}} other { {totals}.}}\nNotre moteur de réservation donne le prix définitif.',
  'phrase.kindTotal':
    '{bullet, select, true {{kind, select, economy {Voiture économique\u00a0: à partir de} family {Voiture familiale\u00a0: à partir de} suv {SUV\u00a0: à partir de} scooter {Scooter\u00a0: à partir de} atv {Quad\u00a0: à partir de} other {{kind}\u00a0:}}} other {{kind, select, economy {une voiture économique coûte à partir de} family {une voiture familiale coûte à partir de} suv {un SUV coûte à partir de} scooter {un scooter coûte à partir de} atv {un quad coûte à partir de} other {{kind} coûte}}}} {total, number, eur} ({perDay, number, eur} par jour){count, plural, one {} other {, {sum, number, eur} pour #}}',
  'note.vehicleAcross':
    'Nous pouvons vous livrer gratuitement votre voiture, scooter ou quad à Antiparos, ce qui vous évite la traversée avec. Faire passer le véhicule en ferry demande notre autorisation\u00a0: nos conditions prévoient {perDirection, number, eur} par trajet (en général {usualTotal, number, eur} au total) ou {unlimited, number, eur} en illimité\u00a0; demandez-la-nous lors de la réservation.',
  'note.address': 'Notre agence\u00a0: {address}, ouverte tous les jours de {opens} à {closes}.',
  'note.airCon':
    '{answer, select, yes {Oui, la {name} a la climatisation.} no {La {name} n’a pas de climatisation.} open {Le {name} est à l’air libre\u00a0: pas de climatisation.} all {Oui\u00a0: toutes nos voitures ont la climatisation.} other {{count} de nos {total} voitures ont la climatisation\u00a0: la page de chaque voiture liste ses équipements.}}',
  'note.feature':
    '{answer, select, yes {Oui, la {name} a {featureName}.} no {Équipement listé de la {name}\u00a0: {featureName} n’y figure pas\u00a0; demandez-nous si vous en avez besoin.} all {Oui\u00a0: toutes nos voitures ont {featureName}.} some {{count} de nos véhicules ont {featureName}, par exemple {examples}.} other {Équipement demandé ({featureName})\u00a0: aucun de nos véhicules ne le liste\u00a0; demandez-nous si vous en avez besoin.}}',
  'phrase.feature':
    '{feature, select, bluetooth {le Bluetooth} carPlay {Apple CarPlay / Android Auto} usb {une prise USB} isofix {des fixations ISOFIX pour sièges enfant} rearCamera {une caméra de recul} parkingSensors {des capteurs de stationnement} other {un régulateur de vitesse}}',
  'note.lateArrival':
    'Si votre ferry ou votre vol a du retard, pas d’inquiétude\u00a0: nous suivons son heure d’arrivée réelle et vous attendons sans frais supplémentaires. Si vos plans changent, appelez-nous au {phone}.',
  'note.lateReturn':
    'Une journée de location dure {hours} heures à partir de l’heure de prise en charge\u00a0: selon nos conditions, un retour après cette heure entame une nouvelle journée de location. Vous serez en retard\u00a0? Prévenez-nous dès que vous le savez et nous trouverons une solution avec vous.',
  'note.fuelType':
    '{answer, select, one {{fuel, select, Petrol {{kind, select, car {La} other {Le}} {name} roule à l’essence.} Diesel {{kind, select, car {La} other {Le}} {name} roule au diesel.} Hybrid {{kind, select, car {La} other {Le}} {name} est hybride (essence et électrique).} Electric {{kind, select, car {La} other {Le}} {name} est électrique.} other {{kind, select, car {La} other {Le}} {name} roule au {fuel}.}}} several {Voici le carburant de chacun\u00a0: {vehicles}.} other {{count} de nos {total} véhicules roulent à l’essence{hasOthers, select, true {\u00a0; {others}} other {}}.}}',
  'phrase.fuelOf':
    '{fuel, select, Petrol {{kind, select, car {la} other {le}} {name} roule à l’essence} Diesel {{kind, select, car {la} other {le}} {name} roule au diesel} Hybrid {{kind, select, car {la} other {le}} {name} est hybride (essence et électrique)} Electric {{kind, select, car {la} other {le}} {name} est électrique} other {{kind, select, car {la} other {le}} {name} roule au {fuel}}}',
  'note.roadside':
    'L’assistance routière n’est pas incluse\u00a0: nos conditions la proposent en option à {perDay, number, eur} par jour (votre réservation le confirme).',
  'note.mileage':
    'Oui\u00a0: le kilométrage est {mileage} à Paros et à Antiparos, sans supplément.',
  'note.rentalDay':
    'Une journée de location dure {hours} heures\u00a0: le jour du retour, rendez le véhicule avant l’heure à laquelle vous l’avez pris. Notre agence est ouverte de {opens} à {closes}\u00a0; pour un retour en dehors de ces horaires, prévenez-nous à l’avance.',
  'note.otherIsland':
    'Pour emmener un véhicule sur une autre île, il faut d’abord notre autorisation\u00a0: nos conditions prévoient une autorisation ferry de {perDirection, number, eur} par trajet (en général {usualTotal, number, eur} au total) ou {unlimited, number, eur} en illimité.',
  'booking.askName': 'Parfait, commençons votre réservation ! Quel est votre nom ?',
  'booking.soFar': 'Voici ce que j’ai noté\u00a0:',
  'booking.notedAskName': 'Merci, j’ai noté {labels}. Quel est votre nom\u00a0?',
  'booking.askEmail':
    '{greet, select, true {Enchantée, {name} !} other {{noted, select, true {Merci, j’ai noté {labels}.} other {Merci !}}}} Quelle est votre adresse e-mail ? Notre équipe vous y enverra la confirmation.',
  'booking.askPhone':
    '{noted, select, true {Merci, j’ai noté {labels}.} other {Merci !}} Et votre numéro de téléphone ? Ajoutez l’indicatif du pays si ce n’est pas un numéro grec, par ex. {example}.',
  'booking.askDates':
    'Super ! Quelles sont vos dates de prise en charge et de retour ? Par exemple : du {pickup} au {ret}.',
  'booking.askPeriodDays':
    '{stay, select, true {Quel jour exactement pour la prise en charge\u00a0? Par exemple\u00a0: le {pickupDay, plural, =1 {1er} other {#}} {pickupMonth}\u00a0; je compterai les {days, plural, one {# jour} other {# jours}} à partir de là.} other {Quels jours exactement\u00a0? Par exemple\u00a0: du {pickupDay, plural, =1 {1er} other {#}} {pickupMonth} au {returnDay, plural, =1 {1er} other {#}} {returnMonth}.}}',
  'booking.holidayDays':
    '{holiday, select, orthodoxEaster {La Pâque orthodoxe} orthodoxPentecost {La Pentecôte orthodoxe} orthodoxWhitMonday {Le lundi de Pentecôte orthodoxe (Agíou Pnévmatos)} easter {Pâques} pentecost {La Pentecôte} whitMonday {Le lundi de Pentecôte} ascension {L’Ascension} assumption {L’Assomption (Ferragosto)} other {La fête de la République italienne}} tombe le {date}{both, select, true { (la Pâque orthodoxe\u00a0: le {orthodox})} other {}}. {ask}',
  'booking.noSuchDay':
    'Le {date} n’existe pas\u00a0: ce mois n’a que {days} jours. Quelles dates voulez-vous dire\u00a0?',
  'booking.askReturn': 'C’est noté, prise en charge le {pickup}. Et votre date de retour ?',
  'booking.askPickup': 'C’est noté, retour le {ret}. Et votre date de prise en charge\u00a0?',
  'booking.askPlace':
    'Bien sûr ! Où souhaitez-vous {end, select, pickup {la prise en charge} other {le retour}} : à l’aéroport, au port, ou à votre hôtel ou villa ? Vos dates restent les mêmes.',
  'booking.askTime':
    'Bien sûr ! À quelle heure souhaitez-vous {end, select, pickup {la prise en charge} other {le retour}} ? Vos dates restent les mêmes.',
  'booking.askPickupStay':
    'C’est noté\u00a0: {days, plural, one {# jour} other {# jours}}. Quelle est votre date de prise en charge\u00a0? Je compterai le retour à partir de celle-ci.',
  'booking.reask.name':
    'Pardon, je n’ai pas saisi votre nom. Pouvez-vous me l’écrire, par ex. « je m’appelle Anna » ?',
  'booking.reask.email':
    'Cela ne ressemble pas à une adresse e-mail. Pouvez-vous l’écrire sous la forme nom@exemple.fr ?',
  'booking.reask.phone':
    'Il me faut un numéro de téléphone\u00a0: un numéro grec à {digits} chiffres (par ex. {example}), ou le vôtre de l’étranger avec l’indicatif du pays (par ex. {foreign}).',
  'booking.reask.nationalPhone':
    'Depuis la Grèce, nous ne pouvons joindre le {typed} qu’avec l’indicatif du pays\u00a0: écrivez-le comme {foreign} (l’indicatif d’abord, sans le 0 initial).',
  'booking.reask.dates':
    'Il me manque vos dates de prise en charge et de retour, par ex. du {pickup} au {ret} ou du {pickupDay} {pickupMonth} au {returnDay} {returnMonth}.',
  'booking.reask.returnDate':
    'Il me manque votre date de retour, par ex. {ret} ou {returnDay} {returnMonth}.',
  'booking.reminder.booking_name': 'Revenons à votre réservation\u00a0: quel est votre nom\u00a0?',
  'booking.reminder.booking_email':
    'Revenons à votre réservation\u00a0: quelle est votre adresse e-mail\u00a0?',
  'booking.reminder.booking_phone':
    'Revenons à votre réservation\u00a0: quel est votre numéro de téléphone\u00a0?',
  'booking.reminder.booking_dates':
    'Revenons à votre réservation\u00a0: quelles sont vos dates de prise en charge et de retour\u00a0?',
  'booking.reminder.returnDate':
    'Revenons à votre réservation\u00a0: quelle est votre date de retour\u00a0?',
  'booking.reminder.booking_confirm':
    'Revenons à votre réservation\u00a0: dites «\u00a0confirmer la réservation\u00a0» pour l’envoyer, ou «\u00a0modifier\u00a0» pour changer un détail.',
  'booking.summary.title': 'Voici le récapitulatif de votre réservation :',
  'booking.summary.name': 'Nom : {value}',
  'booking.summary.email': 'E-mail : {value}',
  'booking.summary.phone': 'Téléphone : {value}',
  'booking.summary.pickup':
    'Prise en charge : {date}{hasTime, select, yes {, {time}} other {}}{place, select, airport { à l’aéroport} point {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.extras': 'Options (gratuites) : {list}',
  'booking.summary.drivers': 'Conducteurs supplémentaires : {count}',
  'booking.extras.seats': '{count, plural, one {# siège enfant} other {# sièges enfant}}',
  'booking.extras.gps': 'GPS',
  'booking.summary.pickupPlace':
    'Prise en charge\u00a0: {place, select, airport {à l’aéroport} other {{point}}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.return':
    'Retour : {date}{hasTime, select, yes {, {time}} other {}}{hasPoint, select, yes {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.passengers': 'Passagers : {count}',
  'booking.summary.returnBeforePickup':
    'La date de retour est avant la date de prise en charge ; dites « modifier les dates » pour corriger.',
  'booking.summary.question':
    'Tout est correct ? Dites « confirmer la réservation », ou « modifier » pour changer un détail.',
  'booking.day': '{weekday} {first, select, true {{day}er} other {{day}}} {month} {year}',
  'booking.acknowledgement':
    'Merci, {name} ! Votre demande de réservation est complète.\nCi-dessous, ce que je vais transmettre à notre équipe : touchez « Envoyer à notre équipe » pour l’envoyer, ou « Annuler » pour la garder ici.',
  'booking.sent':
    'C’est envoyé, {name} ! Notre équipe a bien reçu votre demande et vous répondra à {email} sous {hours}.\nPour réserver tout de suite, continuez sur notre page de réservation en ligne (le lien ci-dessous) ou écrivez-nous sur WhatsApp.',
  'booking.doneStatus':
    'C’est une demande tant que notre équipe ne l’a pas confirmée\u00a0: une fois envoyée (le bouton «\u00a0Envoyer à notre équipe\u00a0» de la fiche ci-dessus), elle vérifie un véhicule pour vos dates et vous répond à {email} sous {hours}. Pour réserver tout de suite, passez par notre page de réservation en ligne ou écrivez-nous sur WhatsApp.',
  'booking.doneSend':
    'Pour l’envoyer, touchez «\u00a0Envoyer à notre équipe\u00a0» sur la fiche de la demande ci-dessus\u00a0: seul votre geste l’envoie. Si la fiche indique «\u00a0Envoyée à notre équipe.\u00a0», notre équipe l’a déjà.',
  'booking.doneCancel':
    'Pas encore envoyée\u00a0? Touchez «\u00a0Annuler\u00a0» sur la fiche de la demande ci-dessus et rien n’arrive à notre équipe. Déjà envoyée\u00a0? Dites-le à notre équipe sur WhatsApp ou par téléphone, elle l’annulera.',
  'booking.cancelled':
    'Rien n’a été envoyé : vos informations restent ici dans la conversation. Vous pouvez réserver sur notre page de réservation en ligne (le lien ci-dessous) ou dire « réserver maintenant » pour recommencer.',
  'booking.incomplete':
    'Il me manque encore des informations pour finaliser votre réservation. Reprenons depuis le début : dites « réserver maintenant »',
  'booking.modifyWhat':
    'Pas de problème ! Que voulez-vous modifier : votre nom, votre e-mail, votre téléphone, vos dates, une heure ou un lieu ? Par exemple « modifier mon e-mail » ou « changer l’heure de prise en charge ».',
  'booking.modifyDone':
    'C’est fait, j’ai mis à jour {labels}. Dites « réserver maintenant » pour vérifier et confirmer votre réservation.',
  'booking.modifyAsk':
    'Bien sûr ! Donnez-moi {labels}{example, select, name { (par ex. « je m’appelle Anna »)} dates { (par ex. du {pickup} au {ret})} other {}}.',
  'booking.field.name': 'votre nom',
  'booking.field.email': 'votre adresse e-mail',
  'booking.field.phone': 'votre numéro de téléphone',
  'booking.field.dates': 'vos dates',
  'booking.newField.name': 'votre nouveau nom',
  'booking.newField.email': 'votre nouvelle adresse e-mail',
  'booking.newField.phone': 'votre nouveau numéro de téléphone',
  'booking.newField.dates': 'vos nouvelles dates',
  'booking.corrected':
    'C’est fait, {field, select, name {votre nom est} email {votre adresse e-mail est} phone {votre numéro de téléphone est} pickupDate {votre date de prise en charge est} returnDate {votre date de retour est} pickupLocation {votre lieu de prise en charge est} dropOffPoint {votre lieu de retour est} passengers {le nombre de personnes est} vehicle {votre véhicule est} pickupTime {votre heure de prise en charge est} returnTime {votre heure de retour est} other {ce détail est}} maintenant {value}.',
  'booking.restart': 'Pas de souci, on recommence depuis le début.',
  'booking.stopped':
    'D’accord, j’ai annulé cette réservation\u00a0: rien n’a été envoyé. Dites «\u00a0réserver maintenant\u00a0» quand vous voulez recommencer.',
  'booking.pastPickup':
    'La date {date} est déjà passée. Quelle est votre date de prise en charge\u00a0?',
  'booking.sameReturn': 'Votre date de retour est déjà le {date}.',
  'booking.returnBefore':
    'Cette date de retour est avant la date de prise en charge ({pickup}). Quelle est votre date de retour\u00a0?',
  'booking.summary.vehicle': 'Véhicule\u00a0: {vehicle}',
  'booking.vehicleKind':
    '{count, plural, one {} other {# × }}{kind, select, car {voiture} scooter {scooter} atv {quad} suv {SUV / jeep} other {{value}}}{automatic, select, true {, boîte automatique} other {}}',
  'phrase.lengthDiscounts':
    '{week} % de remise pour une semaine, {twoWeeks} % pour deux semaines et {month} % pour un mois',
  'phrase.earlyDiscounts':
    '{early} % de remise en réservant {earlyDays} jours à l’avance, {earlier} % à {earlierDays} jours',
  'phrase.termsDecideCancellation':
    'Ce sont nos conditions de location qui décident (elles indiquent des réservations {terms}) : vérifiez donc les conditions de votre confirmation de réservation.',
  'topic.fuel':
    'Notre politique carburant, c’est le {policy} : vous recevez le véhicule avec le plein et vous le rendez plein.\nIl suffit de faire le plein en allant au point de retour. Si nous devons faire le plein, nos conditions prévoient des frais de ravitaillement de {fee, number, eur}.',
  'topic.duration':
    'Vous pouvez louer dès {minDays} jour, sans durée maximale.\nPlus la location est longue, plus vous économisez : {lengthDiscounts}.',
  'topic.season':
    'La haute saison à Paros, c’est juillet et août : l’île est animée et les véhicules partent vite, alors réservez tôt.\nLes lève-tôt économisent : {earlyDiscounts}.\nMai, juin et septembre sont plus calmes et encore chauds, idéals pour explorer.',
  'topic.breakdown':
    'Pas d’inquiétude, notre assistance est là {support}.\nEn cas de panne ou de crevaison, mettez-vous en sécurité et appelez-nous au {phone} : nous venons régler le problème.\nL’assurance complète est incluse dans chaque location.',
  'topic.payment':
    '{deposit, select, true {Pour la caution, nous bloquons {depositFrom} à {depositTo, number, eur} sur une {cards} ; le montant est libéré au retour du véhicule.\n} other {}}Notre équipe vous confirme les modalités de paiement par e-mail, ou posez-nous la question au {phone}.',
  'topic.roads':
    'Les routes principales de Paros et d’Antiparos sont goudronnées et faciles ; les rues des villages sont étroites et certaines routes de plage sont des pistes.\nUne petite voiture est idéale dans les villages, un SUV, une jeep ou un quad sur les pistes.\nPrenez les virages doucement et faites attention aux scooters.',
  'topic.transmission':
    'Nous avons des véhicules à boîte manuelle et à boîte automatique.\nLes automatiques sont très demandées en été : réservez tôt si vous en voulez une.{withCards, select, true {\nVoici quelques-unes de nos automatiques :} other {}}',
  'topic.eco':
    'Voyager léger sur l’île, c’est facile : nos petites voitures économiques consomment peu, et le scooter (à partir de {scooter, number, eur}/jour) est le moyen le plus vert de se déplacer.{withCards, select, true {\nNous avons aussi des hybrides :} other {}}',
  'topic.contact':
    'Vous pouvez nous joindre par téléphone au {phone}, sur WhatsApp (le bouton en bas à gauche de la page) ou par e-mail à {email}.\nNous sommes disponibles tous les jours de {opens} à {closes} (agence de {officeOpens} à {officeCloses}), avec une assistance {support} pour nos clients.\nNous parlons {languages}.',
  'topic.cancellation':
    'Les projets changent, on comprend. {airport, select, true {Pour une prise en charge à l’aéroport, l’annulation} other {L’annulation}} est gratuite jusqu’à {hours} heures avant la prise en charge.\nÀ moins de {hours} heures, vous récupérez {refund} % du montant ou vous changez de dates gratuitement.\n{terms}',
  'phrase.delivery':
    'La livraison à l’aéroport, au port ou à votre hôtel est gratuite, Antiparos compris',
  'phrase.parking': 'le stationnement payant coûte {perHour, number, eur} de l’heure',
  'phrase.cc': '{cc} cm³',
  'topic.suvs':
    'Nos SUV et jeeps démarrent à {price, number, eur}/jour : de la garde au sol en plus pour les pistes vers les plages isolées.\n{delivery}.',
  'topic.scooters':
    'Le scooter, c’est la façon la plus simple de se faufiler partout sur Paros et de se garer n’importe où ! À partir de {price, number, eur}/jour, en {engines}.\nUn {small} cm³ se conduit avec le permis voiture ; à partir de {large} cm³, il faut un permis moto.',
  'topic.atvs':
    'Envie d’aventure ? Nos quads démarrent à {price, number, eur}/jour, de {ccMin} à {ccMax} cm³ : parfaits pour les pistes qui mènent aux plages cachées.\nPour un quad, il faut avoir au moins {minAge} ans et le permis depuis au moins {licenceYears} an. {terms}',
  'topic.insurance':
    'L’assurance complète est incluse dans chaque location, vous pouvez partir l’esprit tranquille.{deposit, select, true {\nNous bloquons une caution de {depositFrom} à {depositTo, number, eur} sur votre carte ({cards}). Elle n’est pas débitée et elle est libérée au retour du véhicule.} other {}}',
  'topic.antiparos':
    'Antiparos est juste à côté : le ferry depuis Pounta met environ {minutes} minutes et coûte {fare, number, eur} par personne.\nLes ferries partent toutes les {every} minutes en haute saison et {offPeak} hors saison.\nEncore plus simple : nous livrons gratuitement à Antiparos aussi, au port, à l’héliport ou à votre villa ou hôtel.',
  'topic.parking':
    'À Naoussa et Parikia, se garer devient difficile en été : {parking}.\nUne petite voiture ou un scooter facilite vraiment le stationnement.',
  'topic.beaches':
    'Paros regorge de belles plages et la voiture vous les ouvre toutes : Golden Beach (à environ {goldenBeach} minutes de Naoussa), Kolymbithres, Santa Maria, Lageri et Faragas.\nCertaines routes de plage sont des pistes, où un SUV ou un quad est bien pratique.\nEn ville, {parking}.',
  'topic.reviews':
    'Nous sommes fiers de notre note de {ratingNumber, number}/{ratingMax} sur plus de {reviewsCount} avis.\nNous sommes une entreprise familiale locale et nous nous occupons personnellement de chaque client, en {languages}.',
  'topic.distances':
    'Paros est compacte, rien n’est loin en voiture :\n• Parikia – Naoussa : {parikiaNaoussa} min\n• Aéroport – Parikia : {airportParikia} min\n• Aéroport – Naoussa : {airportNaoussa} min\n• Naoussa – Golden Beach : {naoussaGoldenBeach} min\n• Parikia – Lefkes : {parikiaLefkes} min\n• Pounta – Antiparos : {ferry} min en ferry',
  'topic.offers':
    'Voici comment économiser chez nous :\n• {week} % de remise pour une semaine, {twoWeeks} % pour deux semaines, {month} % pour un mois\n• {early} % de remise en réservant {earlyDays} jours à l’avance, {earlier} % à {earlierDays} jours\n• Livraison, sièges enfant et GPS gratuits',
  'topic.cars':
    '{automatic, select, true {Voici nos voitures automatiques : pas d’embrayage dans les côtes !} other {Excellent choix ! La voiture est le moyen le plus simple de découvrir Paros et Antiparos.}}\nPrix par jour : économique {economy, number, eur}, familiale {family, number, eur}, SUV {suv, number, eur}.\n{delivery}.',
  'topic.budget':
    'Bon choix ! Nos voitures économiques sont à {economy, number, eur}/jour et les scooters à {scooter, number, eur}/jour.\nPlus vous louez longtemps, plus vous économisez : {lengthDiscounts}. Réserver tôt aide aussi : {earlyDiscounts}.\n{hasBudget, select, true {Voici ce qui correspond le mieux à un budget de {budget, number, eur}/jour, du moins cher au plus cher :} other {Voici nos voitures les moins chères :}}',
  'topic.family':
    'Vous voyagez en famille ? Nos voitures familiales ont {seats} places ou plus, à partir de {family, number, eur}/jour.\nLes sièges enfant sont gratuits, tout comme la livraison à l’aéroport, au port ou à votre hôtel.\n{hasCount, select, true {Pour {count} {count, plural, one {personne} other {personnes}}, ces véhicules ont de la place pour tout le monde :} other {Voici quelques modèles spacieux :}}',
  'topic.availability':
    '{hasDates, select, true {J’ai noté vos dates : {hasReturn, select, true {du {pickup} au {ret}} other {le {pickup}}}. } other {}}Nous avons plus de {vehiclesCount} véhicules, mais juillet et août se remplissent vite, alors réservez tôt : {earlyDiscounts}.\nDites « réserver maintenant » et je prends vos coordonnées, ou appelez-nous au {phone}.',
  'topic.groups':
    'Vous voyagez en groupe ? Nos voitures familiales ont {seats} places ou plus (à partir de {family, number, eur}/jour), ou combinez une voiture et des scooters (à partir de {scooter, number, eur}/jour).\nPour plusieurs véhicules, appelez-nous au {phone} et nous vous préparerons une offre.{split, select, true {\nPour {count} personnes, il vous faudra au moins {needed} véhicules.} other {}}',
  'topic.extras':
    '{helmet, select, true {Les casques sont fournis avec nos scooters, et obligatoires pour le conducteur comme pour le passager\u00a0: dites-nous simplement combien il vous en faut à la réservation.\n} other {}}{extraDriver, select, true {Vous pouvez ajouter des conducteurs à la réservation ({perDay, number, eur} par jour selon nos conditions) ; chacun doit avoir au moins {minAge} ans et le permis depuis au moins {licenceYears} an.\n} other {}}Les sièges enfant et le GPS sont gratuits : dites-le-nous simplement à la réservation.\n{delivery}.',
  'topic.locations':
    'Nous livrons gratuitement à l’aéroport de Paros, au port ou à votre hôtel, Antiparos compris. Nos points de prise en charge :\n{points}{place, select, airport {\nJ’ai noté la prise en charge à l’aéroport.} port {\nJ’ai noté la prise en charge au port.} other {}}',
  'topic.price':
    'Nos prix par jour :\n• Voiture économique : {economy, number, eur}/jour\n• Voiture familiale : {family, number, eur}/jour\n• SUV : {suv, number, eur}/jour\n• Scooter : {scooter, number, eur}/jour\n• Quad : {atv, number, eur}/jour\nL’assurance complète et le kilométrage {mileage} sont inclus. Louez plus longtemps pour économiser : {lengthDiscounts}. Et {earlyDiscounts}.',
  'topic.licence':
    'Voici ce qu’il faut pour louer chez nous :\n• Âge minimum : {minAge} ans{atv, select, true { pour les quads} other {}}\n• Un permis de conduire obtenu depuis au moins {licenceYears} an\n• Hors Union européenne, un permis de conduire international est aussi nécessaire\n• Scooters {small} cm³ : le permis voiture suffit\n• {large} cm³ et plus : un permis moto\nÀ la prise en charge, apportez votre permis, votre passeport et votre confirmation de réservation.\n{terms}',
  'topic.tips':
    '{browsing, select, true {Prenez votre temps ! Quelques conseils pendant que vous regardez :} other {Avec plaisir, voici quelques conseils locaux :}}\n• Réservez tôt pour juillet et août ({early} % de remise {earlyDays} jours à l’avance)\n• Une petite voiture ou un scooter est plus pratique dans les ruelles des villages, et en ville {parking}\n• Vitesse limitée à {town} km/h en agglomération et {main} km/h sur les routes principales\n• Antiparos est à {ferry} minutes en ferry ({fare, number, eur})',
  'topic.compare':
    'Voiture, scooter ou quad ? Petit comparatif :\n• Voiture à partir de {economy, number, eur}/jour : confort, climatisation et place pour les bagages, idéale en famille\n• Scooter à partir de {scooter, number, eur}/jour ({engines}) : se gare partout, parfait pour les couples\n• Quad à partir de {atv, number, eur}/jour (de {ccMin} à {ccMax} cm³) : le plaisir des pistes vers les plages cachées{withCards, select, true {\nVoici le moins cher de chaque catégorie :} other {}}',
};

/** French names of the facts' terms (the same words as the pages). */
export const frNames: Names = {
  depositCards: 'carte de crédit Visa ou Mastercard',
  dateSeparator: '/',
  foreignPhone: '+33 6 12 34 56 78',
  mileage: 'illimité',
  pickupLocations: {
    1: reservationFr['reservation.pickup.1'],
    13: reservationFr['reservation.pickup.13'],
    3: reservationFr['reservation.pickup.3'],
    18: reservationFr['reservation.pickup.18'],
    19: reservationFr['reservation.pickup.19'],
    20: reservationFr['reservation.pickup.20'],
  },
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const frChips: Chips = {
  greeting: [
    'Je cherche une voiture',
    'Je veux réserver maintenant',
    'Montrez-moi les options',
    'Je regarde simplement',
  ],
  fallback: [
    'Voir tous les véhicules',
    'Options économiques',
    'Véhicules familiaux',
    'Aventure (quads)',
    'Tarifs',
    'Coordonnées',
  ],
  ask: ['Politique d’annulation', 'Coordonnées'],
  reaskDates: ['Tarifs', 'Politique d’annulation'],
  summary: ['Confirmer la réservation', 'Modifier les détails'],
  acknowledgement: ['Sièges enfant gratuits', 'Ferry pour Antiparos', 'Coordonnées'],
  incomplete: ['Réserver maintenant', 'Coordonnées'],
  modifyWhat: ['Modifier mes dates', 'Modifier mon e-mail', 'Réserver maintenant'],
  modify: ['Réserver maintenant', 'Coordonnées'],
  topics: {
    fuel: ['Options écologiques', 'État des routes', 'Tarifs'],
    duration: ['Tarifs', 'Offres spéciales', 'Réserver maintenant'],
    season: ['Vérifier les disponibilités', 'Offres spéciales', 'Meilleures plages'],
    breakdown: ['Assurance', 'Coordonnées', 'État des routes'],
    payment: ['Assurance', 'Politique d’annulation', 'Réserver maintenant'],
    roads: ['SUV et 4x4', 'Conseils de stationnement', 'Distances en voiture'],
    transmission: ['Voitures automatiques', 'Options économiques', 'Réserver maintenant'],
    eco: ['Options économiques', 'Scooters', 'Politique carburant'],
    contact: ['Réserver maintenant', 'Lieux de prise en charge', 'Tarifs'],
    cancellation: ['Réserver maintenant', 'Options de paiement', 'Coordonnées'],
    suvs: ['État des routes', 'Meilleures plages', 'Réserver maintenant'],
    scooters: ['Règles du permis', 'Comparer les véhicules', 'Réserver maintenant'],
    atvs: ['État des routes', 'Règles du permis', 'Réserver maintenant'],
    insurance: ['Options de paiement', 'Politique d’annulation', 'Réserver maintenant'],
    antiparos: ['Lieux de prise en charge', 'Meilleures plages', 'Réserver maintenant'],
    parking: ['Options économiques', 'Scooters', 'Conseils pour Paros'],
    beaches: ['État des routes', 'SUV et 4x4', 'Ferry pour Antiparos'],
    reviews: ['Voir tous les véhicules', 'Coordonnées', 'Réserver maintenant'],
    distances: ['État des routes', 'Meilleures plages', 'Ferry pour Antiparos'],
    offers: ['Réserver maintenant', 'Tarifs', 'Options économiques'],
    cars: [
      'Options économiques',
      'Véhicules familiaux',
      'Voitures automatiques',
      'Réserver maintenant',
    ],
    budget: ['Réductions à la semaine', 'Scooters', 'Réserver maintenant'],
    family: ['Sièges enfant gratuits', 'Assurance', 'Réserver maintenant'],
    availability: ['Réserver maintenant', 'Tarifs', 'Coordonnées'],
    groups: ['Véhicules familiaux', 'Scooters', 'Coordonnées'],
    extras: ['Véhicules familiaux', 'Lieux de prise en charge', 'Réserver maintenant'],
    locations: ['Réserver maintenant', 'Ferry pour Antiparos', 'Tarifs'],
    price: ['Options économiques', 'Assurance', 'Réserver maintenant'],
    licence: ['Scooters', 'Assurance', 'Réserver maintenant'],
    tips: ['Voir tous les véhicules', 'Meilleures plages', 'Tarifs'],
    compare: ['Options économiques', 'Scooters', 'Aventure (quads)'],
  },
  carsAutomatic: ['Options économiques', 'Véhicules familiaux', 'Assurance', 'Réserver maintenant'],
};
