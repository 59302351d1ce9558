/** German strings of the licence check and pickup map; same keys and placeholders as `licenceEn`. */
import type { LicenceStrings } from '../en/licence';
import { PLACE_NAMES } from '../../i18n/place-names';

export const licenceDe = {
  'licence.heading': 'Führerschein und Alter prüfen',
  'licence.intro':
    'Nennen Sie uns Führerschein und Alter: Wir antworten nach den Regeln, die wir veröffentlichen, und nennen die Regel.',
  'licence.form': 'Führerschein prüfen',
  'licence.vehicle': 'Fahrzeug',
  'licence.vehicle.scooter50': 'Roller 50 ccm',
  'licence.vehicle.scooter125': 'Roller ab 125 ccm',
  'licence.vehicle.atv': 'Quad (ATV)',
  'licence.vehicle.car': 'Auto',
  'licence.licence': 'Ihr Führerschein',
  'licence.kind.car': 'Autoführerschein (B)',
  'licence.kind.A1': 'Motorradführerschein A1',
  'licence.kind.A2': 'Motorradführerschein A2',
  'licence.kind.A': 'Motorradführerschein A',
  'licence.kind.none': 'Kein Führerschein',
  'licence.issued': 'Wo wurde Ihr Führerschein ausgestellt?',
  'licence.issued.eu': 'In der EU',
  'licence.issued.other': 'Außerhalb der EU',
  'licence.permit': 'Ich habe auch einen internationalen Führerschein',
  'licence.age': 'Alter des Fahrers (Jahre)',
  'licence.ageError': 'Bitte geben Sie das Alter in ganzen Jahren ein, zum Beispiel 30.',
  'licence.submit': 'Prüfen',
  'licence.answer': 'Antwort',
  'licence.verdict.yes': 'Ja',
  'licence.verdict.no': 'Nein',
  'licence.verdict.ask': 'Fragen Sie uns',
  'licence.verdict.yes.long': 'Ja, Sie können es mieten.',
  'licence.verdict.no.long': 'Nein, nicht mit diesem Führerschein oder Alter.',
  'licence.verdict.ask.long': 'Fragen Sie uns: Das Team bestätigt es.',
  'licence.rule': 'Regel: {rule}',
  'licence.askLink': 'Fragen Sie uns auf der Kontaktseite',
  'licence.table.caption':
    'Antworten für: {vehicle}, mit EU-Führerschein (oder jedem Führerschein mit internationalem Führerschein)',
  'licence.table.licence': 'Führerschein',
  'licence.table.ruleRef': 'Regel {n}',
  'licence.table.rules': 'Regeln in der Tabelle',
  'licence.table.under': 'Unter {age}',
  'licence.table.range': '{from}–{to}',
  'licence.table.over': 'Ab {from}',
  'licence.table.permitNote':
    'Ein Führerschein von außerhalb der EU gilt nur mit internationalem Führerschein; ohne ihn lautet die Antwort nein.',
  'licence.rule.noLicence': 'Jedes Fahrzeug erfordert einen gültigen Führerschein.',
  'licence.rule.carNeedsCarLicence':
    'Ein Auto erfordert einen Autoführerschein; ein Motorradführerschein allein genügt nicht.',
  'licence.rule.motorcycleLicence':
    'Roller ab 125 ccm erfordern einen Motorradführerschein (A1, A2 oder A); der Autoführerschein gilt nur für 50-ccm-Roller.',
  'licence.rule.permit':
    'Ein Führerschein von außerhalb der EU erfordert zusätzlich einen internationalen Führerschein.',
  'licence.rule.tooYoung': 'Das Mindestalter für dieses Fahrzeug ist {chatMinimum} Jahre.',
  'licence.rule.atvTooYoung': 'Für ein Quad müssen Sie mindestens {atvMinimum} Jahre alt sein.',
  'licence.rule.ageReadings':
    'Unser Chat nennt ein Mindestalter von {chatMinimum}, unsere Bedingungen {termsMinimum} Jahre: Bitte fragen Sie uns, die Bedingungen entscheiden.',
  'licence.rule.atvAgeReadings':
    'Unsere Quad-Seite nennt ein Mindestalter von {atvMinimum}, unsere Bedingungen {termsMinimum} Jahre: Bitte fragen Sie uns, die Bedingungen entscheiden.',
  'licence.rule.senior':
    'Fahrer über {termsMaximumNoSurcharge} zahlen nach unseren Bedingungen eventuell einen Zuschlag: Bitte fragen Sie uns.',
  'licence.rule.ok':
    'Ihr Führerschein und Ihr Alter erfüllen alle Regeln, die wir für dieses Fahrzeug veröffentlichen.',

  'pickup.heading': 'Wo wir Sie treffen',
  'pickup.intro':
    'Sechs Abholorte, ohne Aufpreis. Wählen Sie einen, und wir tragen ihn in das Buchungsformular ein.',
  'pickup.mapTitle': 'Karte von Paros und Antiparos mit unseren sechs Abholorten',
  'pickup.kind.airport':
    'Wir treffen Sie in der Ankunftshalle und übergeben die Schlüssel draußen.',
  'pickup.kind.port': 'Wir erwarten Sie am Kai, wenn Sie von der Fähre kommen.',
  'pickup.kind.office': 'Unser Büro am Hafen: Abholung und Rückgabe hier.',
  'pickup.kind.helipad': 'Wir erwarten Sie am Hubschrauberlandeplatz.',
  'pickup.kind.hotel': 'Wir bringen das Fahrzeug kostenlos zu Ihrer Villa oder Ihrem Hotel.',
  'pickup.drive': '{from} → {to}: {minutes} Min. mit dem Auto',
  'pickup.ferry': 'Fähre {from} → {to}: {minutes} Min.',
  'pickup.place.airport': 'Flughafen',
  ...PLACE_NAMES,
  'pickup.choose': 'Hier abholen',
  'pickup.chosen': '{name} ist im Buchungsformular als Abholort eingetragen.',
} as const satisfies LicenceStrings;
