/**
 * Italian UI strings of the fleet (spec 000 s.2 /fleet and /fleet/:id, s.8 fleet errors); same
 * keys and `{name}` placeholders as `fleetEn`, checked by `satisfies FleetStrings`. Visitors are
 * addressed with the informal „tu“. `fleet.transmission.*` are lowercased into
 * `vehicle.metaDescription` ("cambio manuale"), so they agree with « cambio ».
 */
import type { FleetStrings } from './fleet.en';

export const fleetIt = {
  'fleet.title': 'La nostra flotta: auto, scooter e quad a noleggio a Paros',
  'fleet.description':
    'Scopri la nostra flotta a noleggio a Paros e Antiparos: utilitarie, auto familiari, SUV, jeep, scooter e quad, con prezzi giornalieri, posti e cambio.',
  'fleet.heading': 'La nostra flotta',
  'fleet.lead':
    'Ogni veicolo include assicurazione completa, chilometraggio illimitato e consegna gratuita al porto, in aeroporto o al tuo hotel.',
  'fleet.count': '{count} veicoli',
  'fleet.count.one': '1 veicolo',
  'fleet.countOf': '{count} di {total} veicoli',
  'fleet.countOf.one': '1 di {total} veicoli',
  'fleet.results': 'Veicoli',
  'fleet.filters.heading': 'Filtra i veicoli',
  'fleet.filters.toggle': 'Filtri',
  'fleet.filters.active': 'attivi: {count}',
  'fleet.filters.show': 'Mostra risultati ({count})',
  'fleet.filters.close': 'Chiudi i filtri',
  'fleet.filter.category': 'Categoria',
  'fleet.filter.type': 'Tipo di veicolo',
  'fleet.filter.transmission': 'Cambio',
  'fleet.filter.price': 'Prezzo al giorno',
  'fleet.filter.minPrice': 'Da',
  'fleet.filter.maxPrice': 'Fino a',
  'fleet.filter.seats': 'Posti minimi',
  'fleet.filter.all': 'Tutti',
  'fleet.filter.any': 'Qualsiasi',
  'fleet.filter.seatsOption': '{seats}+ posti',
  'fleet.type.Car': 'Auto',
  'fleet.type.Motorbike': 'Scooter e moto',
  'fleet.type.ATV / QUAD': 'Quad',
  'fleet.transmission.Automatic': 'Automatico',
  'fleet.transmission.Manual': 'Manuale',
  'fleet.sort': 'Ordina per',
  'fleet.sort.category': 'Categoria, poi prezzo',
  'fleet.sort.price-asc': 'Prezzo crescente',
  'fleet.sort.price-desc': 'Prezzo decrescente',
  'fleet.sort.seats-desc': 'Più posti prima',
  'fleet.clear': 'Cancella filtri',
  'fleet.empty.heading': 'Nessun veicolo trovato',
  'fleet.empty.text':
    'Nessun veicolo corrisponde a tutti questi filtri. Cancellali, oppure prova un’altra categoria o una fascia di prezzo più ampia.',
  'fleet.loading': 'Caricamento veicoli…',
  'fleet.refreshing': 'Verifica dei prezzi aggiornati…',
  'fleet.error.heading': 'Al momento non possiamo mostrare i nostri veicoli',
  'fleet.error.text':
    'La tabella delle auto nel database manca o non è collegata, quindi la flotta non può essere caricata qui. Puoi comunque vedere ogni veicolo, il suo prezzo e la disponibilità sulla nostra pagina di prenotazione.',
  'fleet.error.book': 'Prenota direttamente',
  'fleet.newTab': '(si apre in una nuova scheda)',
  'fleet.imageUnavailable': 'Immagine non disponibile',
  'fleet.notFound.title': 'Veicolo non trovato',
  'fleet.notFound.heading': 'Veicolo non trovato',
  'fleet.notFound.text': 'Il veicolo che cerchi non esiste o non è più disponibile.',
  'fleet.notFound.back': 'Torna alla flotta',
  'fleet.perDay': 'al giorno',
  'fleet.view': 'Vedi dettagli',
  'fleet.seats': '{seats} posti',
  'fleet.doors': '{doors} porte',
  'fleet.category.economy': 'Economica',
  'fleet.category.compact': 'Compatta',
  'fleet.category.family': 'Familiare',
  'fleet.category.suv': 'SUV',
  'fleet.category.jeep': 'Jeep e 4x4',
  'fleet.category.scooter': 'Scooter',
  'fleet.category.atv': 'Quad e buggy',
  'fleet.category.luxury': 'Lusso',
  'fleet.about.economy':
    'Piccola, leggera e facile da parcheggiare: la scelta giusta per le stradine strette di Naoussa, Parikia e Lefkes, e il modo più economico per girare tutta l’isola.',
  'fleet.about.compact':
    'Un po’ più di spazio e potenza rispetto a un’utilitaria, comoda per due-quattro persone con bagagli sulle strade collinari dell’isola.',
  'fleet.about.family':
    'Spazio per tutta la famiglia e le borse da spiaggia: cinque posti, un vero bagagliaio e aria condizionata per le giornate estive.',
  'fleet.about.suv':
    'Seduta più alta e maggiore altezza da terra per gli sterrati che portano alle spiagge più tranquille.',
  'fleet.about.jeep':
    'Fatta per gli sterrati delle Cicladi: compatta, robusta e divertente, con trazione integrale per le piste verso le calette isolate.',
  'fleet.about.scooter':
    'Il modo isolano di spostarsi: parcheggio facile a ogni spiaggia, consumi ridotti e la brezza sulle strade costiere. Caschi inclusi.',
  'fleet.about.atv':
    'Vai dove le auto non arrivano: quad e buggy affrontano piste sabbiose e sentieri collinari. Età minima 18 anni, con patente di guida valida.',
  'fleet.about.luxury':
    'Per un viaggio speciale: le nostre auto meglio equipaggiate, con cambio automatico e comfort extra per le strade dell’isola.',
  'vehicle.breadcrumb': 'Flotta',
  'vehicle.specs': 'Scheda tecnica',
  'vehicle.features': 'Dotazioni',
  'vehicle.about': 'Informazioni sulla categoria',
  'vehicle.similar': 'Veicoli simili',
  'vehicle.dailyRate': 'Prezzo al giorno',
  'vehicle.book': 'Prenota questo veicolo',
  'vehicle.askAi': 'Chiedi all’assistente',
  'vehicle.spec.brand': 'Marca',
  'vehicle.spec.model': 'Modello',
  'vehicle.spec.category': 'Categoria',
  'vehicle.spec.type': 'Tipo',
  'vehicle.spec.transmission': 'Cambio',
  'vehicle.spec.fuel': 'Carburante',
  'vehicle.spec.seats': 'Posti',
  'vehicle.spec.doors': 'Porte',
  'vehicle.spec.engine': 'Motore',
  'vehicle.faq': 'Domande sul noleggio di questo veicolo',
  'vehicle.imageAlt': '{name}, illustrazione vista di lato',
  'vehicle.photo': 'Immagine {n} di {name}',
  'vehicle.chatOpener':
    'Ciao! Stai pensando al modello {name}? Chiedimi del prezzo, delle regole sulla patente o della consegna.',
  'vehicle.metaTitle': 'Noleggio {name} a Paros',
  'vehicle.metaDescription':
    'Noleggia {name} a Paros e Antiparos da {price} al giorno: {seats} posti, cambio {transmission}, consegna gratuita.',
  'fleet.fuel.Petrol': 'Benzina',
  'fleet.fuel.Diesel': 'Diesel',
  'fleet.fuel.Hybrid': 'Ibrido',
  'fleet.fuel.Electric': 'Elettrico',
} satisfies FleetStrings;
