/** French strings of the licence check and pickup map; same keys and placeholders as `licenceEn`. */
import type { LicenceStrings } from '../en/licence';
import { PLACE_NAMES } from '../../i18n/place-names';

export const licenceFr = {
  'licence.heading': 'Permis et âge\u00a0: vérifiez',
  'licence.intro':
    'Indiquez votre permis et votre âge\u00a0: nous répondons d’après les règles que nous publions, en citant la règle appliquée.',
  'licence.form': 'Vérifiez votre permis',
  'licence.vehicle': 'Véhicule',
  'licence.vehicle.scooter50': 'Scooter 50\u00a0cm³',
  'licence.vehicle.scooter125': 'Scooter 125\u00a0cm³ et plus',
  'licence.vehicle.atv': 'Quad',
  'licence.vehicle.car': 'Voiture',
  'licence.licence': 'Votre permis de conduire',
  'licence.kind.car': 'Permis voiture (B)',
  'licence.kind.A1': 'Permis moto A1',
  'licence.kind.A2': 'Permis moto A2',
  'licence.kind.A': 'Permis moto A',
  'licence.kind.none': 'Pas de permis',
  'licence.issued': 'Où votre permis a-t-il été délivré\u00a0?',
  'licence.issued.eu': 'Dans l’UE',
  'licence.issued.other': 'Hors de l’UE',
  'licence.permit': 'J’ai aussi un permis de conduire international',
  'licence.age': 'Âge du conducteur (ans)',
  'licence.ageError': 'Indiquez un âge en années entières, par exemple 30.',
  'licence.submit': 'Vérifier',
  'licence.answer': 'Réponse',
  'licence.verdict.yes': 'Oui',
  'licence.verdict.no': 'Non',
  'licence.verdict.ask': 'Demandez-nous',
  'licence.verdict.yes.long': 'Oui, vous pouvez le louer.',
  'licence.verdict.no.long': 'Non, pas avec ce permis ou cet âge.',
  'licence.verdict.ask.long': 'Demandez-nous\u00a0: l’équipe confirmera.',
  'licence.rule': 'Règle\u00a0: {rule}',
  'licence.askLink': 'Demandez-nous sur la page contact',
  'licence.table.caption':
    'Réponses pour\u00a0: {vehicle}, avec un permis de l’UE (ou tout permis accompagné d’un permis international)',
  'licence.table.licence': 'Permis',
  'licence.table.ruleRef': 'règle {n}',
  'licence.table.rules': 'Règles utilisées dans le tableau',
  'licence.table.under': 'Moins de {age}\u00a0ans',
  'licence.table.range': '{from}–{to}\u00a0ans',
  'licence.table.over': '{from}\u00a0ans et plus',
  'licence.table.permitNote':
    'Un permis délivré hors de l’UE ne vaut qu’avec un permis de conduire international\u00a0; sans lui, la réponse est non.',
  'licence.rule.noLicence': 'Chaque véhicule exige un permis de conduire valide.',
  'licence.rule.carNeedsCarLicence':
    'Une voiture exige un permis voiture\u00a0; un permis moto seul ne suffit pas.',
  'licence.rule.motorcycleLicence':
    'Les scooters de 125\u00a0cm³ et plus exigent un permis moto (A1, A2 ou A)\u00a0; le permis voiture ne couvre que les scooters de 50\u00a0cm³.',
  'licence.rule.permit':
    'Un permis délivré hors de l’UE exige aussi un permis de conduire international.',
  'licence.rule.tooYoung': 'L’âge minimum pour ce véhicule est de {chatMinimum}\u00a0ans.',
  'licence.rule.atvTooYoung': 'Il faut avoir au moins {atvMinimum}\u00a0ans pour conduire un quad.',
  'licence.rule.ageReadings':
    'Notre chat indique un âge minimum de {chatMinimum}\u00a0ans, nos conditions {termsMinimum}\u00a0ans\u00a0: demandez-nous, les conditions font foi.',
  'licence.rule.atvAgeReadings':
    'Notre page quads indique un âge minimum de {atvMinimum}\u00a0ans, nos conditions {termsMinimum}\u00a0ans\u00a0: demandez-nous, les conditions font foi.',
  'licence.rule.senior':
    'Au-delà de {termsMaximumNoSurcharge}\u00a0ans, nos conditions peuvent prévoir un supplément\u00a0: demandez-nous.',
  'licence.rule.ok':
    'Votre permis et votre âge respectent toutes les règles que nous publions pour ce véhicule.',

  'pickup.heading': 'Où nous vous retrouvons',
  'pickup.intro':
    'Six lieux de prise en charge, sans frais. Choisissez-en un et nous le reportons dans le formulaire de réservation.',
  'pickup.mapTitle': 'Carte de Paros et Antiparos avec nos six points de prise en charge',
  'pickup.kind.airport':
    'Nous vous accueillons dans le hall des arrivées et vous remettons les clés à la sortie.',
  'pickup.kind.port': 'Nous vous attendons sur le quai à la descente du ferry.',
  'pickup.kind.office': 'Notre agence au port\u00a0: prise en charge et retour ici.',
  'pickup.kind.helipad': 'Nous vous attendons à l’héliport à votre atterrissage.',
  'pickup.kind.hotel': 'Nous livrons le véhicule à votre villa ou hôtel, gratuitement.',
  'pickup.drive': '{from} → {to}\u00a0: {minutes}\u00a0min en voiture',
  'pickup.ferry': 'Ferry {from} → {to}\u00a0: {minutes}\u00a0min',
  'pickup.place.airport': 'Aéroport',
  ...PLACE_NAMES,
  'pickup.choose': 'Prendre ici',
  'pickup.chosen':
    '{name} est choisi comme lieu de prise en charge dans le formulaire de réservation.',
} as const satisfies LicenceStrings;
