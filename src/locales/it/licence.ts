/** Italian strings of the licence check and pickup map; same keys and placeholders as `licenceEn`. */
import type { LicenceStrings } from '../en/licence';
import { PLACE_NAMES } from '../../i18n/place-names';

export const licenceIt = {
  'licence.heading': 'Verifica patente ed età',
  'licence.intro':
    'Indicate patente ed età: rispondiamo secondo le regole che pubblichiamo, citando la regola usata.',
  'licence.form': 'Verificate la vostra patente',
  'licence.vehicle': 'Veicolo',
  'licence.vehicle.scooter50': 'Scooter 50cc',
  'licence.vehicle.scooter125': 'Scooter da 125cc in su',
  'licence.vehicle.atv': 'Quad (ATV)',
  'licence.vehicle.car': 'Auto',
  'licence.licence': 'La vostra patente',
  'licence.kind.car': 'Patente auto (B)',
  'licence.kind.A1': 'Patente moto A1',
  'licence.kind.A2': 'Patente moto A2',
  'licence.kind.A': 'Patente moto A',
  'licence.kind.none': 'Nessuna patente',
  'licence.issued': 'Dove è stata rilasciata la patente?',
  'licence.issued.eu': 'Nell’UE',
  'licence.issued.other': 'Fuori dall’UE',
  'licence.permit': 'Ho anche un permesso di guida internazionale',
  'licence.age': 'Età del conducente (anni)',
  'licence.ageError': 'Indicate l’età in anni interi, ad esempio 30.',
  'licence.submit': 'Verifica',
  'licence.answer': 'Risposta',
  'licence.verdict.yes': 'Sì',
  'licence.verdict.no': 'No',
  'licence.verdict.ask': 'Chiedeteci',
  'licence.verdict.yes.long': 'Sì, potete noleggiarlo.',
  'licence.verdict.no.long': 'No, non con questa patente o età.',
  'licence.verdict.ask.long': 'Chiedeteci: il team confermerà.',
  'licence.rule': 'Regola: {rule}',
  'licence.askLink': 'Chiedeteci dalla pagina contatti',
  'licence.table.caption':
    'Risposte per: {vehicle}, con patente UE (o qualsiasi patente con permesso internazionale)',
  'licence.table.licence': 'Patente',
  'licence.table.ruleRef': 'regola {n}',
  'licence.table.rules': 'Regole usate nella tabella',
  'licence.table.under': 'Meno di {age}',
  'licence.table.range': '{from}–{to}',
  'licence.table.over': '{from} e oltre',
  'licence.table.permitNote':
    'Una patente rilasciata fuori dall’UE vale solo con un permesso di guida internazionale; senza, la risposta è no.',
  'licence.rule.noLicence': 'Ogni veicolo richiede una patente di guida valida.',
  'licence.rule.carNeedsCarLicence':
    'Un’auto richiede la patente auto; la sola patente moto non basta.',
  'licence.rule.motorcycleLicence':
    'Gli scooter da 125cc in su richiedono la patente moto (A1, A2 o A); la patente auto copre solo gli scooter 50cc.',
  'licence.rule.permit':
    'Una patente rilasciata fuori dall’UE richiede anche un permesso di guida internazionale.',
  'licence.rule.tooYoung': 'L’età minima per questo veicolo è {chatMinimum} anni.',
  'licence.rule.atvTooYoung': 'Per guidare un quad servono almeno {atvMinimum} anni.',
  'licence.rule.ageReadings':
    'La nostra chat indica un’età minima di {chatMinimum} anni, le nostre condizioni {termsMinimum}: chiedeteci, decidono le condizioni.',
  'licence.rule.atvAgeReadings':
    'La nostra pagina quad indica un’età minima di {atvMinimum} anni, le nostre condizioni {termsMinimum}: chiedeteci, decidono le condizioni.',
  'licence.rule.senior':
    'Oltre i {termsMaximumNoSurcharge} anni le nostre condizioni possono prevedere un supplemento: chiedeteci.',
  'licence.rule.ok':
    'Patente ed età rispettano tutte le regole che pubblichiamo per questo veicolo.',

  'pickup.heading': 'Dove vi incontriamo',
  'pickup.intro':
    'Sei punti di ritiro, senza costi. Sceglietene uno e lo impostiamo nel modulo di prenotazione.',
  'pickup.mapTitle': 'Mappa di Paros e Antiparos con i nostri sei punti di ritiro',
  'pickup.kind.airport': 'Vi accogliamo nella sala arrivi e vi consegniamo le chiavi all’uscita.',
  'pickup.kind.port': 'Vi aspettiamo sul molo allo sbarco dal traghetto.',
  'pickup.kind.office': 'Il nostro ufficio al porto: ritiro e riconsegna qui.',
  'pickup.kind.helipad': 'Vi aspettiamo all’eliporto al vostro atterraggio.',
  'pickup.kind.hotel': 'Consegniamo il veicolo alla vostra villa o al vostro hotel, gratis.',
  'pickup.drive': '{from} → {to}: {minutes} min in auto',
  'pickup.ferry': 'Traghetto {from} → {to}: {minutes} min',
  'pickup.place.airport': 'Aeroporto',
  ...PLACE_NAMES,
  'pickup.choose': 'Ritiro qui',
  'pickup.chosen': '{name} è impostato come punto di ritiro nel modulo di prenotazione.',
} as const satisfies LicenceStrings;
