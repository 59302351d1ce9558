/**
 * English strings of the licence and age check and of the "Where we meet you" map
 * (docs/requirements.md). Rule sentences are translated by the id of `LICENCE_RULES`
 * (`src/lib/licence.ts`); their figures are `{placeholders}` filled from `facts.ages`,
 * `facts.driveTimes` and `facts.ferry`, never typed here.
 */
import { PLACE_NAMES } from '../../i18n/place-names';

export const licenceEn = {
  'licence.heading': 'Licence and age check',
  'licence.intro':
    'Tell us your licence and age: we answer from the rules we publish, with the rule we used.',
  'licence.form': 'Check your licence',
  'licence.vehicle': 'Vehicle',
  'licence.vehicle.scooter50': '50cc scooter',
  'licence.vehicle.scooter125': 'Scooter 125cc and above',
  'licence.vehicle.atv': 'ATV (quad)',
  'licence.vehicle.car': 'Car',
  'licence.licence': 'Your driving licence',
  'licence.kind.car': 'Car licence (B)',
  'licence.kind.A1': 'Motorcycle licence A1',
  'licence.kind.A2': 'Motorcycle licence A2',
  'licence.kind.A': 'Motorcycle licence A',
  'licence.kind.none': 'No driving licence',
  'licence.issued': 'Where was your licence issued?',
  'licence.issued.eu': 'In the EU',
  'licence.issued.other': 'Outside the EU',
  'licence.permit': 'I also hold an international driving permit',
  'licence.age': 'Driver’s age (years)',
  'licence.ageError': 'Please enter an age in whole years, for example 30.',
  'licence.submit': 'Check',
  'licence.answer': 'Answer',
  'licence.verdict.yes': 'Yes',
  'licence.verdict.no': 'No',
  'licence.verdict.ask': 'Ask us',
  'licence.verdict.yes.long': 'Yes, you can rent it.',
  'licence.verdict.no.long': 'No, not with this licence or age.',
  'licence.verdict.ask.long': 'Ask us: the team will confirm.',
  'licence.rule': 'Rule: {rule}',
  'licence.askLink': 'Ask us on the contact page',
  'licence.table.caption':
    'Answers for {vehicle} with an EU licence (or any licence with an international driving permit)',
  'licence.table.licence': 'Licence',
  'licence.table.ruleRef': 'rule {n}',
  'licence.table.rules': 'Rules used in the table',
  'licence.table.under': 'Under {age}',
  'licence.table.range': '{from}–{to}',
  'licence.table.over': '{from} and over',
  'licence.table.permitNote':
    'A licence from outside the EU counts only with an international driving permit; without one the answer is no.',
  'licence.rule.noLicence': 'Every vehicle needs a valid driving licence.',
  'licence.rule.carNeedsCarLicence':
    'A car needs a car driving licence; a motorcycle licence alone is not enough.',
  'licence.rule.motorcycleLicence':
    'Scooters of 125cc and above need a motorcycle licence (A1, A2 or A); a car licence covers only 50cc scooters.',
  'licence.rule.permit':
    'A licence from outside the EU needs an international driving permit as well.',
  'licence.rule.tooYoung': 'The minimum age for this vehicle is {chatMinimum}.',
  'licence.rule.atvTooYoung': 'You must be at least {atvMinimum} to ride an ATV.',
  'licence.rule.ageReadings':
    'Our chat states a minimum age of {chatMinimum}, our terms {termsMinimum}: please ask us, the terms decide.',
  'licence.rule.atvAgeReadings':
    'Our ATV page states a minimum age of {atvMinimum}, our terms {termsMinimum}: please ask us, the terms decide.',
  'licence.rule.senior':
    'Drivers over {termsMaximumNoSurcharge} may pay a surcharge under our terms: please ask us.',
  'licence.rule.ok': 'Your licence and age meet every rule we publish for this vehicle.',

  'pickup.heading': 'Where we meet you',
  'pickup.intro':
    'Six places to pick up your vehicle, free of charge. Choose one and we set it in the booking form.',
  'pickup.mapTitle': 'Map of Paros and Antiparos with our six pickup points',
  'pickup.kind.airport': 'We meet you in the arrivals hall and hand over the keys outside.',
  'pickup.kind.port': 'We meet you on the quay as you step off the ferry.',
  'pickup.kind.office': 'Our office at the port: pick up and return here.',
  'pickup.kind.helipad': 'We meet you at the helipad when you land.',
  'pickup.kind.hotel': 'We deliver the vehicle to your villa or hotel, free of charge.',
  'pickup.drive': '{from} → {to}: {minutes} min by car',
  'pickup.ferry': 'Ferry {from} → {to}: {minutes} min',
  'pickup.place.airport': 'Airport',
  ...PLACE_NAMES,
  'pickup.choose': 'Pick up here',
  'pickup.chosen': '{name} is set as your pickup location in the booking form.',
} as const;

/** The keys of the licence check and pickup map, with English as the reference. */
export type LicenceKey = keyof typeof licenceEn;
/** One language's strings of the licence check and pickup map. */
export type LicenceStrings = Record<LicenceKey, string>;
