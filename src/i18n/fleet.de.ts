/**
 * German UI strings of the fleet (spec 000 s.2 /fleet and /fleet/:id, s.8 fleet errors); same
 * keys and `{name}` placeholders as `fleetEn`, checked by `satisfies FleetStrings`. Visitors are
 * addressed with „Sie“. `fleet.transmission.*` are adverbs ("Automatisch", "Manuell") because
 * `vehicle.metaDescription` lowercases them ("automatisch geschaltet"); a German noun would be
 * lowercased wrongly.
 */
import type { FleetStrings } from './fleet.en';

export const fleetDe = {
  'fleet.title': 'Unsere Flotte: Autos, Roller und Quads auf Paros mieten',
  'fleet.description':
    'Unsere Mietflotte auf Paros und Antiparos: Klein- und Familienwagen, SUVs, Jeeps, Roller und Quads, mit Tagespreisen, Sitzplätzen und Getriebeart.',
  'fleet.heading': 'Unsere Flotte',
  'fleet.lead':
    'Jedes Fahrzeug mit Vollkaskoschutz, unbegrenzten Kilometern und kostenloser Zustellung zum Hafen, zum Flughafen oder zu Ihrem Hotel.',
  'fleet.count': '{count} Fahrzeuge',
  'fleet.count.one': '1 Fahrzeug',
  'fleet.countOf': '{count} von {total} Fahrzeugen',
  'fleet.countOf.one': '1 von {total} Fahrzeugen',
  'fleet.results': 'Fahrzeuge',
  'fleet.filters.heading': 'Fahrzeuge filtern',
  'fleet.filters.toggle': 'Filter',
  'fleet.filters.active': '{count} aktiv',
  'fleet.filters.show': 'Ergebnisse zeigen ({count})',
  'fleet.filters.close': 'Filter schließen',
  'fleet.filter.category': 'Kategorie',
  'fleet.filter.type': 'Fahrzeugtyp',
  'fleet.filter.transmission': 'Getriebe',
  'fleet.filter.price': 'Preis pro Tag',
  'fleet.filter.minPrice': 'Von',
  'fleet.filter.maxPrice': 'Bis',
  'fleet.filter.seats': 'Min. Sitzplätze',
  'fleet.filter.all': 'Alle',
  'fleet.filter.any': 'Beliebig',
  'fleet.filter.seatsOption': '{seats}+ Sitze',
  'fleet.type.Car': 'Autos',
  'fleet.type.Motorbike': 'Roller & Motorräder',
  'fleet.type.ATV / QUAD': 'Quads',
  'fleet.transmission.Automatic': 'Automatisch',
  'fleet.transmission.Manual': 'Manuell',
  'fleet.sort': 'Sortieren nach',
  'fleet.sort.category': 'Kategorie, dann Preis',
  'fleet.sort.price-asc': 'Preis: aufsteigend',
  'fleet.sort.price-desc': 'Preis: absteigend',
  'fleet.sort.seats-desc': 'Meiste Sitze zuerst',
  'fleet.clear': 'Filter löschen',
  'fleet.empty.heading': 'Keine Fahrzeuge gefunden',
  'fleet.empty.text':
    'Kein Fahrzeug erfüllt alle diese Filter. Löschen Sie die Filter oder versuchen Sie eine andere Kategorie oder eine größere Preisspanne.',
  'fleet.loading': 'Fahrzeuge werden geladen…',
  'fleet.refreshing': 'Aktuelle Preise werden geprüft…',
  'fleet.error.heading': 'Unsere Fahrzeuge können gerade nicht angezeigt werden',
  'fleet.error.text':
    'Die Fahrzeugtabelle der Datenbank fehlt oder ist nicht verbunden, daher kann die Flotte hier nicht geladen werden. Alle Fahrzeuge mit Preis und Verfügbarkeit finden Sie weiterhin auf unserer Buchungsseite.',
  'fleet.error.book': 'Direkt buchen',
  'fleet.newTab': '(öffnet in neuem Tab)',
  'fleet.imageUnavailable': 'Bild nicht verfügbar',
  'fleet.notFound.title': 'Fahrzeug nicht gefunden',
  'fleet.notFound.heading': 'Fahrzeug nicht gefunden',
  'fleet.notFound.text': 'Das gesuchte Fahrzeug existiert nicht oder ist nicht mehr verfügbar.',
  'fleet.notFound.back': 'Zurück zur Flotte',
  'fleet.perDay': 'pro Tag',
  'fleet.view': 'Details ansehen',
  'fleet.seats': '{seats} Sitze',
  'fleet.doors': '{doors} Türen',
  'fleet.category.economy': 'Kleinwagen',
  'fleet.category.compact': 'Kompakt',
  'fleet.category.family': 'Familienwagen',
  'fleet.category.suv': 'SUV',
  'fleet.category.jeep': 'Jeep & 4x4',
  'fleet.category.scooter': 'Roller',
  'fleet.category.atv': 'Quads & Buggys',
  'fleet.category.luxury': 'Luxus',
  'fleet.about.economy':
    'Klein, wendig und leicht zu parken: die richtige Wahl für die engen Gassen von Naoussa, Parikia und Lefkes – und die günstigste Art, die ganze Insel zu entdecken.',
  'fleet.about.compact':
    'Etwas mehr Platz und Leistung als ein Kleinwagen, bequem für zwei bis vier Personen mit Gepäck auf den hügeligen Straßen der Insel.',
  'fleet.about.family':
    'Platz für die ganze Familie und die Strandtaschen: fünf Sitze, ein richtiger Kofferraum und Klimaanlage für heiße Sommertage.',
  'fleet.about.suv':
    'Höhere Sitzposition und mehr Bodenfreiheit für die Schotterpisten zu den ruhigeren Stränden.',
  'fleet.about.jeep':
    'Wie gemacht für die Schotterwege der Kykladen: kurz, robust und mit Fahrspaß, dazu Allradantrieb für die Pisten zu abgelegenen Buchten.',
  'fleet.about.scooter':
    'So bewegt man sich auf der Insel: Parkplatz an jedem Strand, niedrige Spritkosten und frischer Wind auf den Küstenstraßen. Helme inklusive.',
  'fleet.about.atv':
    'Fahren Sie dorthin, wo kein Auto hinkommt: Quads und Buggys meistern Sandpisten und Hügelwege. Mindestalter 18 Jahre, mit gültigem Führerschein.',
  'fleet.about.luxury':
    'Für eine besondere Reise: unsere am besten ausgestatteten Autos, mit Automatikgetriebe und extra Komfort für die Inselstraßen.',
  'vehicle.breadcrumb': 'Flotte',
  'vehicle.specs': 'Technische Daten',
  'vehicle.features': 'Ausstattung',
  'vehicle.about': 'Über diese Kategorie',
  'vehicle.similar': 'Ähnliche Fahrzeuge',
  'vehicle.dailyRate': 'Tagespreis',
  'vehicle.book': 'Dieses Fahrzeug buchen',
  'vehicle.askAi': 'KI-Assistentin fragen',
  'vehicle.spec.brand': 'Marke',
  'vehicle.spec.model': 'Modell',
  'vehicle.spec.category': 'Kategorie',
  'vehicle.spec.type': 'Typ',
  'vehicle.spec.transmission': 'Getriebe',
  'vehicle.spec.fuel': 'Kraftstoff',
  'vehicle.spec.seats': 'Sitze',
  'vehicle.spec.doors': 'Türen',
  'vehicle.spec.engine': 'Motor',
  'vehicle.faq': 'Fragen zur Miete dieses Fahrzeugs',
  'vehicle.imageAlt': '{name}, Illustration in Seitenansicht',
  'vehicle.photo': 'Bild {n} von {name}',
  'vehicle.chatOpener':
    'Hallo! Interessieren Sie sich für das Modell {name}? Fragen Sie mich nach Preis, Führerscheinregeln oder Zustellung.',
  'vehicle.metaTitle': '{name} auf Paros mieten',
  'vehicle.metaDescription':
    '{name} auf Paros und Antiparos mieten, ab {price} pro Tag: {seats} Sitze, {transmission} geschaltet, kostenlose Zustellung.',
  'fleet.fuel.Petrol': 'Benzin',
  'fleet.fuel.Diesel': 'Diesel',
  'fleet.fuel.Hybrid': 'Hybrid',
  'fleet.fuel.Electric': 'Elektro',
} satisfies FleetStrings;
