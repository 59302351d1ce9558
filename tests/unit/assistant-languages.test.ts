/**
 * Marcia AI in French, German and Italian (docs/requirements.md, "Five languages"): every intent
 * understood in each language with a reply in that language, English keywords understood on every
 * page, accents and case ignored, the same priority order, chips and suggestions that lead
 * somewhere, and the figures of `src/config/facts.ts` with the euro sign after the number.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { facts } from '../../src/config/facts';
import type { Lang } from '../../src/i18n/routing';
import { defaultLang, prefixedLangs } from '../../src/locales';
import type { Vehicle } from '../../src/lib/fleet';
import {
  assistantLanguage,
  fallbackSuggestions,
  fallbackText,
  greeting,
  greetingSuggestions,
  initialContext,
  intentIds,
  isAssistantLanguageLoaded,
  loadAssistantLanguage,
  respond,
  type ChatContext,
  type IntentId,
} from '../../src/lib/assistant';
import { embeddedFleet } from './fixtures';

/** The languages these fixtures cover (every language but the default one must: see the test below). */
type Other = keyof typeof phrasings;
const fleet: Vehicle[] = embeddedFleet;
const now = new Date(Date.UTC(2026, 2, 1, 12));
const ask = (
  lang: Lang,
  text: string,
  context: ChatContext = initialContext(),
  vehicles: readonly Vehicle[] = fleet,
) => respond(text, context, vehicles, { now, lang });

beforeAll(async () => {
  await Promise.all(prefixedLangs.map((l) => loadAssistantLanguage(l)));
});

/** At least two phrasings per intent and language, as visitors type them on a phone. */
const phrasings = {
  fr: {
    cars: [
      'Je cherche une voiture',
      'Vous louez des voitures ?',
      'Voir tous les véhicules',
      'une décapotable svp',
      'voiture pour 2 personnes',
    ],
    budget: [
      'Options économiques',
      'quelque chose de pas cher',
      'Quelle est votre option la moins chère ?',
      'mon budget est de 40 €',
    ],
    family: [
      'Véhicules familiaux',
      'vous avez une 7 places ?',
      'on a deux enfants et beaucoup de bagages',
    ],
    scooters: ['le scooter le moins cher', 'Vous louez des mobylettes ?', 'je veux une moto 125cc'],
    atvs: ['Aventure (quads)', 'location de quad', 'je peux louer un buggy ?'],
    suvs: ['Vous avez une jeep ?', 'Je veux un 4x4', 'Vous avez un Suzuki Jimny ?'],
    locations: [
      'où récupérer la voiture à l’aéroport',
      'Vous livrez à mon hôtel ?',
      'Où est votre agence ?',
    ],
    price: [
      'Tarifs',
      'c’est combien une voiture pour une semaine',
      'Quels sont vos prix ?',
      'le kilométrage est limité ?',
    ],
    insurance: [
      'c’est combien la caution',
      'L’assurance est comprise ?',
      'Et si je raye la voiture ? Assurance ?',
      'franchise ?',
    ],
    fuel: [
      'Quelle est la politique carburant ?',
      'Je dois rendre le réservoir plein ?',
      'où trouver une station essence',
    ],
    licence: [
      'il faut un permis international ?',
      'Quel est l’âge minimum ?',
      'Mon permis de conduire français est valable ?',
    ],
    duration: [
      'Quelle est la durée minimum de location ?',
      'Je peux louer pour un jour seulement ?',
      'Combien de temps je peux la garder ?',
    ],
    beaches: ['Meilleures plages', 'Quelles plages pour se baigner ?', 'Kolymbithres c’est bien ?'],
    antiparos: [
      'Je peux prendre la voiture sur le ferry pour Antiparos ?',
      'Parlez-moi d’Antiparos',
      'le bateau pour Antiparos',
    ],
    booking: [
      'Je veux réserver maintenant',
      'Comment faire une réservation ?',
      'réserver maintenant',
    ],
    availability: [
      'Vérifier les disponibilités',
      'Vous avez quelque chose de disponible demain ?',
      'Vous êtes complets en août ?',
    ],
    season: [
      'C’est quand la haute saison ?',
      'Quelle météo en mai ?',
      'Quand y a-t-il moins de monde ?',
    ],
    groups: [
      'Nous sommes un groupe de 10 amis',
      'nous sommes 9 personnes',
      'Plusieurs voitures pour un mariage, c’est possible ?',
    ],
    breakdown: ['et si je tombe en panne', 'J’ai un pneu crevé', 'La voiture ne démarre pas'],
    payment: [
      'je peux payer par carte ?',
      'Vous acceptez les espèces ?',
      'Paiement par carte bancaire ?',
    ],
    cancellation: [
      'Je peux annuler ma réservation ?',
      'Quelle est votre politique d’annulation ?',
      'Je peux être remboursé ?',
    ],
    extras: [
      'Vous avez des sièges enfant ?',
      'Le GPS est inclus ?',
      'Ma femme peut conduire aussi ? conducteur supplémentaire',
    ],
    roads: [
      'État des routes',
      'Les routes sont bonnes à Paros ?',
      'la piste pour la plage ça passe en petite voiture ?',
    ],
    parking: [
      'C’est facile de se garer à Naoussa ?',
      'Où stationner à Parikia ?',
      'Conseils de stationnement',
    ],
    distances: [
      'À quelle distance est Naoussa de l’aéroport ?',
      'Distances en voiture',
      'combien de temps pour aller à Lefkes',
    ],
    transmission: [
      'La voiture est manuelle ou automatique ?',
      'Je ne conduis qu’en automatique',
      'Boîte de vitesses ?',
    ],
    tips: [
      'Je regarde simplement',
      'Des conseils pour visiter Paros ?',
      'Que faire sur l’île ?',
      'quelle est la limite de vitesse',
    ],
    eco: [
      'Vous avez des voitures électriques ?',
      'Options écologiques',
      'Des véhicules hybrides ?',
    ],
    contact: [
      'Coordonnées',
      'à quelle heure vous ouvrez',
      'Vous parlez allemand ?',
      'Quel est votre numéro de téléphone ?',
    ],
    offers: [
      'Des offres spéciales ?',
      'Une réduction si je réserve à l’avance ?',
      'Vous avez des codes promo ?',
    ],
    reviews: ['Que disent les avis ?', 'Quelle est votre note ?', 'Vous êtes fiables ?'],
    compare: ['voiture ou scooter ?', 'Plutôt un scooter ou un quad ?', 'Comparer les véhicules'],
    fallback: ['J’ai une cicatrice', 'bonjour', 'asdfgh qwerty'],
  },
  de: {
    cars: [
      'Ich suche ein Auto',
      'Vermieten Sie Autos?',
      'Alle Fahrzeuge zeigen',
      'ich hätte gern ein Cabrio',
      'Mietwagen für 2 Personen',
    ],
    budget: [
      'Günstige Optionen',
      'etwas Billiges bitte',
      'Was ist Ihr günstigstes Angebot?',
      'mein Budget ist 40 €',
    ],
    family: [
      'Familienautos',
      'haben Sie einen Siebensitzer',
      'wir haben zwei Kinder und viel Gepäck',
    ],
    scooters: ['günstigster Roller', 'Vermieten Sie Mopeds?', 'ich möchte ein 125cc Motorrad'],
    atvs: ['Abenteuer (Quads)', 'Quad mieten', 'kann ich einen Buggy mieten'],
    suvs: ['Haben Sie einen Jeep?', 'Ich möchte einen Geländewagen', 'Gibt es einen Suzuki Jimny?'],
    locations: [
      'wo hole ich das Auto am Flughafen ab, Abholung?',
      'Liefern Sie zu meinem Hotel?',
      'Wo ist Ihr Büro?',
    ],
    price: [
      'Preise',
      'was kostet ein Auto für eine Woche',
      'Wie sind Ihre Tarife?',
      'Gibt es eine Kilometerbegrenzung?',
    ],
    insurance: [
      'wie hoch ist die Kaution',
      'Ist eine Versicherung inklusive?',
      'Was ist bei einem Kratzer?',
    ],
    fuel: [
      'Wie ist die Tankregelung?',
      'Muss ich vollgetankt zurückgeben?',
      'wo ist die nächste Tankstelle',
    ],
    licence: [
      'brauche ich einen internationalen Führerschein',
      'Was ist das Mindestalter?',
      'Reicht mein deutscher Führerschein?',
    ],
    duration: [
      'Was ist die Mindestmietdauer?',
      'Kann ich nur einen Tag mieten?',
      'Wie lange kann ich es behalten?',
    ],
    beaches: ['Beste Strände', 'Welche Strände sind gut zum Schwimmen?', 'ist Kolymbithres schön?'],
    antiparos: [
      'Kann ich mit dem Auto auf die Fähre nach Antiparos?',
      'Erzählen Sie mir von Antiparos',
      'Gibt es ein Boot nach Antiparos?',
    ],
    booking: ['Ich möchte jetzt buchen', 'Wie kann ich eine Reservierung machen?', 'jetzt buchen'],
    availability: [
      'Verfügbarkeit prüfen',
      'Haben Sie für morgen etwas frei?',
      'Sind Sie im August ausgebucht?',
    ],
    season: ['Wann ist Hochsaison?', 'Wie ist das Wetter im Mai?', 'Wann ist es ruhiger?'],
    groups: [
      'Wir sind eine Gruppe von 10 Freunden',
      'wir sind 9 Personen',
      'Können wir mehrere Autos für eine Hochzeit mieten?',
    ],
    breakdown: [
      'was ist bei einer Panne',
      'Ich habe einen platten Reifen',
      'Das Auto springt nicht an',
    ],
    payment: [
      'kann ich mit Karte bezahlen',
      'Akzeptieren Sie Bargeld?',
      'Kann ich mit Kreditkarte zahlen?',
    ],
    cancellation: [
      'Kann ich meine Buchung stornieren?',
      'Wie sind Ihre Stornobedingungen?',
      'Bekomme ich eine Rückerstattung?',
    ],
    extras: [
      'Haben Sie Kindersitze?',
      'Ist ein Navi dabei?',
      'Kann meine Frau auch fahren? Zusatzfahrer?',
    ],
    roads: [
      'Straßenverhältnisse',
      'Sind die Straßen auf Paros gut?',
      'ist die Schotterpiste zum Strand ok für einen Kleinwagen',
    ],
    parking: [
      'Kann man in Naoussa gut parken?',
      'Wo finde ich einen Parkplatz in Parikia?',
      'Parktipps',
    ],
    distances: [
      'Wie weit ist Naoussa vom Flughafen?',
      'Entfernungen',
      'wie lange fährt man nach Lefkes',
    ],
    transmission: [
      'Ist das Auto Schaltung oder Automatik?',
      'Ich kann nur Automatik fahren',
      'Welches Getriebe haben die Autos?',
    ],
    tips: [
      'Ich schaue mich nur um',
      'Haben Sie Tipps für Paros?',
      'Was empfehlen Sie uns?',
      'wie ist das Tempolimit',
    ],
    eco: ['Haben Sie Elektroautos?', 'Umweltfreundliche Optionen', 'Gibt es Hybrid-Fahrzeuge?'],
    contact: [
      'Kontaktdaten',
      'wann öffnen Sie',
      'Sprechen Sie Deutsch?',
      'Wie ist Ihre Telefonnummer?',
    ],
    offers: [
      'Haben Sie Sonderangebote?',
      'Gibt es Rabatt, wenn ich im Voraus buche?',
      'Haben Sie einen Gutscheincode?',
    ],
    reviews: [
      'Was sagen Ihre Bewertungen?',
      'Wie viele Sterne haben Sie?',
      'Sind Sie zuverlässig?',
    ],
    compare: ['Auto oder Roller?', 'Lieber einen Roller oder ein Quad?', 'Fahrzeuge vergleichen'],
    fallback: ['Ich habe eine Narbe', 'hallo', 'asdfgh qwerty'],
  },
  it: {
    cars: [
      'Cerco un’auto',
      'Noleggiate macchine?',
      'Vedi tutti i veicoli',
      'vorrei una cabrio',
      'auto per 2 persone',
    ],
    budget: [
      'Opzioni economiche',
      'qualcosa di economico per favore',
      'Qual è l’opzione più conveniente?',
      'il mio budget è di 40 €',
    ],
    family: ['Veicoli per famiglie', 'avete una 7 posti?', 'abbiamo due bambini e tanti bagagli'],
    scooters: ['lo scooter più economico', 'Noleggiate motorini?', 'vorrei una moto 125cc'],
    atvs: ['Avventura (quad)', 'noleggio quad', 'posso noleggiare un buggy?'],
    suvs: ['Avete una jeep?', 'Vorrei un 4x4', 'C’è una Suzuki Jimny?'],
    locations: [
      'dove ritiro l’auto in aeroporto',
      'Consegnate al mio hotel?',
      'Dov’è il vostro ufficio?',
    ],
    price: [
      'Prezzi',
      'quanto costa un’auto per una settimana',
      'Quali sono le vostre tariffe?',
      'c’è un limite di chilometri?',
    ],
    insurance: [
      'quanto è la cauzione',
      'L’assicurazione è inclusa?',
      'E se faccio un graffio alla macchina?',
    ],
    fuel: [
      'Qual è la politica carburante?',
      'Devo riconsegnarla con il pieno?',
      'dove trovo un distributore di benzina',
    ],
    licence: [
      'serve la patente internazionale?',
      'Qual è l’età minima?',
      'La mia patente italiana va bene?',
    ],
    duration: [
      'Qual è la durata minima del noleggio?',
      'Posso noleggiare per un giorno solo?',
      'Per quanto tempo posso tenerla?',
    ],
    beaches: ['Spiagge migliori', 'Quali spiagge sono belle per nuotare?', 'Kolymbithres merita?'],
    antiparos: [
      'Posso portare l’auto sul traghetto per Antiparos?',
      'Parlatemi di Antiparos',
      'c’è una barca per Antiparos?',
    ],
    booking: ['Voglio prenotare ora', 'Come faccio una prenotazione?', 'prenota ora'],
    availability: [
      'Verifica disponibilità',
      'Avete qualcosa di disponibile domani?',
      'Ad agosto è tutto esaurito?',
    ],
    season: ['Quando è l’alta stagione?', 'Che meteo c’è a maggio?', 'Quando c’è meno gente?'],
    groups: [
      'Siamo un gruppo di 10 amici',
      'siamo 9 persone',
      'Possiamo noleggiare più auto per un matrimonio?',
    ],
    breakdown: ['e se resto in panne', 'Ho una gomma a terra', 'La macchina non parte'],
    payment: [
      'posso pagare con la carta?',
      'Accettate contanti?',
      'Posso pagare con carta di credito?',
    ],
    cancellation: [
      'Posso cancellare la prenotazione?',
      'Qual è la politica di cancellazione?',
      'Posso avere un rimborso?',
    ],
    extras: [
      'Avete seggiolini per bambini?',
      'Il navigatore è incluso?',
      'Può guidare anche mia moglie? secondo guidatore',
    ],
    roads: [
      'Condizioni delle strade',
      'Le strade di Paros sono buone?',
      'la strada sterrata per la spiaggia va bene con un’auto piccola?',
    ],
    parking: [
      'È facile parcheggiare a Naoussa?',
      'Dove posso parcheggiare a Parikia?',
      'Consigli sul parcheggio',
    ],
    distances: [
      'Quanto dista Naoussa dall’aeroporto?',
      'Distanze in auto',
      'quanto ci vuole per andare a Lefkes',
    ],
    transmission: [
      'L’auto è manuale o automatica?',
      'So guidare solo col cambio automatico',
      'Che cambio hanno le macchine?',
    ],
    tips: [
      'Sto solo guardando',
      'Avete consigli per visitare Paros?',
      'Cosa vedere sull’isola?',
      'qual è il limite di velocità',
    ],
    eco: ['Avete auto elettriche?', 'Opzioni ecologiche', 'Avete veicoli ibridi?'],
    contact: [
      'Contatti',
      'a che ora aprite',
      'Parlate tedesco?',
      'Qual è il vostro numero di telefono?',
    ],
    offers: [
      'Avete offerte speciali?',
      'C’è uno sconto se prenoto in anticipo?',
      'Avete un codice sconto?',
    ],
    reviews: ['Cosa dicono le recensioni?', 'Che valutazione avete?', 'Siete affidabili?'],
    compare: ['auto o scooter?', 'Meglio uno scooter o un quad?', 'Confronta i veicoli'],
    fallback: ['Ho una cicatrice', 'ciao', 'asdfgh qwerty'],
  },
  el: {
    cars: [
      'Ψάχνω αυτοκίνητο',
      'Νοικιάζετε αυτοκίνητα;',
      'Όλα τα οχήματα',
      'θέλω ένα αμάξι για 2 άτομα',
    ],
    budget: ['Οικονομικές επιλογές', 'κάτι φθηνό', 'Ποια είναι η πιο φτηνή επιλογή;'],
    family: ['Οικογενειακά αυτοκίνητα', 'έχετε 7 θέσεων;', 'έχουμε δύο παιδιά και πολλές βαλίτσες'],
    scooters: ['το πιο φθηνό σκούτερ', 'Νοικιάζετε παπάκια;', 'θέλω μηχανή 125cc'],
    atvs: ['Περιπέτεια (γουρούνες)', 'ενοικίαση γουρούνας', 'μπορώ να νοικιάσω buggy;'],
    suvs: ['Έχετε τζιπ;', 'Θέλω ένα 4x4', 'Έχετε Suzuki Jimny;'],
    locations: [
      'πού παραλαμβάνω το αυτοκίνητο στο αεροδρόμιο',
      'Παραδίδετε στο ξενοδοχείο μου;',
      'Πού είναι το γραφείο σας;',
    ],
    price: ['Τιμές', 'πόσο κάνει ένα αυτοκίνητο για μια εβδομάδα', 'Ποιες είναι οι τιμές σας;'],
    insurance: [
      'πόση είναι η εγγύηση',
      'Η ασφάλεια περιλαμβάνεται;',
      'Κι αν γρατζουνίσω το αμάξι; Ασφάλεια;',
    ],
    fuel: [
      'Ποια είναι η πολιτική καυσίμου;',
      'Πρέπει να το φέρω με γεμάτο ρεζερβουάρ;',
      'πού έχει βενζινάδικο',
    ],
    licence: [
      'χρειάζεται διεθνές δίπλωμα;',
      'Ποια είναι η ελάχιστη ηλικία;',
      'Ισχύει το ελληνικό μου δίπλωμα;',
    ],
    duration: [
      'Ποια είναι η ελάχιστη διάρκεια ενοικίασης;',
      'Μπορώ να νοικιάσω μόνο για μία μέρα;',
      'Για πόσο καιρό μπορώ να το κρατήσω;',
    ],
    beaches: ['Καλύτερες παραλίες', 'Ποιες παραλίες για μπάνιο;', 'Οι Κολυμπήθρες αξίζουν;'],
    antiparos: [
      'Μπορώ να πάρω το αυτοκίνητο στο πλοίο για Αντίπαρο;',
      'Πείτε μου για την Αντίπαρο',
      'το πλοίο για Αντίπαρο',
    ],
    booking: ['Θέλω να κάνω κράτηση', 'Πώς κάνω κράτηση;', 'κράτηση τώρα'],
    availability: [
      'Διαθεσιμότητα',
      'Έχετε κάτι διαθέσιμο αύριο;',
      'Είστε γεμάτοι τον Αύγουστο; διαθέσιμο;',
    ],
    season: ['Πότε είναι η high season;', 'Τι καιρό κάνει τον Μάιο;', 'Πότε έχει λιγότερο κόσμο;'],
    groups: ['Είμαστε παρέα 10 φίλων', 'είμαστε 9 άτομα', 'Πολλά αυτοκίνητα για γάμο, γίνεται;'],
    breakdown: ['κι αν πάθει βλάβη', 'Έσκασε το λάστιχο', 'Το αμάξι δεν παίρνει μπρος'],
    payment: ['μπορώ να πληρώσω με κάρτα;', 'Δέχεστε μετρητά;', 'Πληρωμή με πιστωτική κάρτα;'],
    cancellation: [
      'Μπορώ να ακυρώσω την κράτηση;',
      'Ποια είναι η πολιτική ακύρωσης;',
      'Παίρνω τα λεφτά πίσω αν ακυρώσω;',
    ],
    extras: [
      'Έχετε παιδικά καθίσματα;',
      'Το GPS περιλαμβάνεται;',
      'Μπορεί να οδηγεί και η γυναίκα μου; δεύτερος οδηγός',
    ],
    roads: [
      'Κατάσταση δρόμων',
      'Είναι καλοί οι δρόμοι στην Πάρο;',
      'ο χωματόδρομος για την παραλία βγαίνει με μικρό αμάξι;',
    ],
    parking: [
      'Είναι εύκολο το πάρκινγκ στη Νάουσα;',
      'Πού να παρκάρω στην Παροικιά;',
      'Συμβουλές για πάρκινγκ',
    ],
    distances: [
      'Πόσο απέχει η Νάουσα από το αεροδρόμιο;',
      'Αποστάσεις με αυτοκίνητο',
      'πόση ώρα για τις Λεύκες',
    ],
    transmission: [
      'Το αυτοκίνητο είναι χειροκίνητο ή αυτόματο;',
      'Οδηγώ μόνο αυτόματο κιβώτιο',
      'Κιβώτιο ταχυτήτων;',
    ],
    tips: [
      'Απλώς κοιτάζω',
      'Συμβουλές για την Πάρο;',
      'Τι να κάνω στο νησί;',
      'ποιο είναι το όριο ταχύτητας',
    ],
    eco: ['Έχετε ηλεκτρικά αυτοκίνητα;', 'Οικολογικές επιλογές', 'Έχετε υβριδικά;'],
    contact: [
      'Στοιχεία επικοινωνίας',
      'τι ώρα ανοίγετε',
      'Μιλάτε αγγλικά;',
      'Ποιο είναι το τηλέφωνό σας;',
    ],
    offers: ['Έχετε προσφορές;', 'Έκπτωση αν κλείσω νωρίς;', 'Έχετε κωδικό έκπτωσης;'],
    reviews: ['Τι λένε οι κριτικές;', 'Ποια είναι η βαθμολογία σας;', 'Είστε αξιόπιστοι;'],
    compare: ['αυτοκίνητο ή σκούτερ;', 'Σκούτερ ή γουρούνα καλύτερα;', 'Σύγκριση οχημάτων'],
    fallback: ['Έχω μια ουλή', 'καλημέρα', 'asdfgh qwerty'],
  },
} satisfies Record<string, Record<IntentId, string[]>>;

/** Words that show a reply is English (never in a French, German or Italian reply). */
const englishMarkers = /\b(?:the|and|you|your|our|with|for|we|is|are|book now|please)\b/i;

it('has phrasings for every language of the registry but the default one', () => {
  expect(Object.keys(phrasings).sort()).toEqual([...prefixedLangs].sort());
});

describe.each(Object.keys(phrasings) as Other[])('%s', (lang) => {
  it('is loaded on demand', () => {
    expect(isAssistantLanguageLoaded(lang)).toBe(true);
    expect(assistantLanguage(lang).lang).toBe(lang);
  });

  it('has at least two phrasings per intent', () => {
    expect(Object.keys(phrasings[lang]).sort()).toEqual([...intentIds].sort());
    for (const id of intentIds) expect(phrasings[lang][id].length, id).toBeGreaterThanOrEqual(2);
  });

  for (const id of intentIds) {
    it.each(phrasings[lang][id])(`${id}: %s`, (text) => {
      const r = ask(lang, text);
      expect(r.intent).toBe(id);
      expect(r.reply.content, text).not.toMatch(englishMarkers);
    });
  }

  it('greets in the language with four chips that never get the fallback', () => {
    const g = greeting(lang);
    expect(g.content).toContain('Marcia');
    expect(g.content).not.toMatch(englishMarkers);
    expect(g.suggestions).toHaveLength(4);
    expect(g.suggestions).toEqual([...greetingSuggestions(lang)]);
    expect(g.suggestions).not.toEqual([...greetingSuggestions(defaultLang)]);
    for (const chip of g.suggestions ?? [])
      expect(ask(lang, chip).intent, chip).not.toBe('fallback');
    const [, book] = g.suggestions ?? [];
    expect(ask(lang, book!).context.conversationStage).toBe('booking_name');
  });

  it('answers the fallback in the language, with six suggestions that lead somewhere', () => {
    const r = ask(lang, 'asdfgh');
    expect(r.intent).toBe('fallback');
    expect(r.reply.content.split('\n')[0]).toBe(fallbackText(lang));
    expect(fallbackText(lang)).not.toBe(fallbackText(defaultLang));
    expect(r.reply.suggestions).toEqual([...fallbackSuggestions(lang)]);
    expect(r.reply.suggestions).toHaveLength(6);
    expect(r.reply.suggestions).not.toEqual([...fallbackSuggestions(defaultLang)]);
    for (const s of r.reply.suggestions ?? []) expect(ask(lang, s).intent, s).not.toBe('fallback');
  });

  it('every suggestion offered anywhere leads to a non-fallback answer', () => {
    const offered = new Set<string>();
    for (const text of Object.values(phrasings[lang]).flat())
      for (const s of ask(lang, text).reply.suggestions ?? []) offered.add(s);
    expect(offered.size).toBeGreaterThan(20);
    for (const s of offered) expect(ask(lang, s).intent, s).not.toBe('fallback');
  });

  it('each chip means what its English counterpart means (same intent, same position)', () => {
    const en = assistantLanguage('en').texts;
    const other = assistantLanguage(lang).texts;
    const input = {
      context: initialContext(),
      vehicles: [],
      fleet,
      contact: { phone: '+30 1', email: 'a@b.gr' },
      flags: new Set<never>(),
    };
    const pairs: [string, string][] = [];
    const zip = (a: readonly string[], b: readonly string[]) => {
      expect(b.length).toBe(a.length);
      a.forEach((s, i) => {
        pairs.push([s, b[i]!]);
      });
    };
    for (const id of Object.keys(en.topics) as (keyof typeof en.topics)[])
      zip(en.topics[id](input).suggestions, other.topics[id](input).suggestions);
    zip(en.greeting.suggestions, other.greeting.suggestions);
    zip(en.fallback.suggestions, other.fallback.suggestions);
    zip(en.booking.askSuggestions, other.booking.askSuggestions);
    zip(en.booking.acknowledgementSuggestions, other.booking.acknowledgementSuggestions);
    zip(en.booking.incompleteSuggestions, other.booking.incompleteSuggestions);
    for (const [a, b] of pairs)
      expect(ask(lang, b).intent, `${a} / ${b}`).toBe(
        respond(a, initialContext(), fleet, { now }).intent,
      );
  });

  it('carries at most 3 vehicles and 2-4 suggestions, in plain text of 2-8 lines', () => {
    for (const text of Object.values(phrasings[lang]).flat()) {
      const r = ask(lang, text);
      expect(r.reply.vehicles?.length ?? 0).toBeLessThanOrEqual(3);
      const n = r.reply.suggestions?.length ?? 0;
      if (r.intent === 'fallback') expect(n).toBe(6);
      else expect(n, text).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(6);
      expect(r.reply.content, text).not.toMatch(/\||\*\*|^#/m);
      expect(r.reply.content.split('\n').length, text).toBeLessThanOrEqual(8);
    }
  });

  it('understands English keywords on its pages (tourists mix languages), answering in its language', () => {
    for (const [text, intent] of [
      ['Is insurance included?', 'insurance'],
      ['pricing info', 'price'],
      ['How much is the deposit?', 'insurance'],
      ['ferry to Antiparos', 'antiparos'],
      ['book now', 'booking'],
      ['cancellation policy', 'cancellation'],
    ] as const) {
      const r = ask(lang, text);
      expect(r.intent, text).toBe(intent);
      expect(r.reply.content, text).not.toMatch(englishMarkers);
    }
  });

  it('matches without regard to accents and case', () => {
    const pairs: Record<Other, [string, string, IntentId][]> = {
      fr: [
        ['ÉTAT DES ROUTES', 'etat des routes', 'roads'],
        ['Aéroport', 'aeroport', 'locations'],
        ['CAUTION', 'caution', 'insurance'],
      ],
      de: [
        ['FÜHRERSCHEIN', 'fuehrerschein fuhrerschein', 'licence'],
        ['Straßen', 'strassen', 'roads'],
        ['Günstig', 'gunstig', 'budget'],
      ],
      it: [
        ['ETÀ MINIMA', 'eta minima', 'licence'],
        ['Disponibilità', 'disponibilita', 'availability'],
        ['PIÙ ECONOMICO', 'piu economico', 'budget'],
      ],
      el: [
        ['ΚΑΤΑΣΤΑΣΗ ΔΡΟΜΩΝ', 'κατασταση δρομων', 'roads'],
        ['Αεροδρόμιο', 'αεροδρομιο', 'locations'],
        ['ΕΓΓΥΗΣΗ', 'εγγυηση', 'insurance'],
      ],
    };
    for (const [a, b, intent] of pairs[lang]) {
      expect(ask(lang, a).intent, a).toBe(intent);
      expect(ask(lang, b).intent, b).toBe(intent);
    }
  });

  it('keeps the priority order: among equally specific topics the earlier intent wins', () => {
    const mixed: Record<Other, [string, IntentId][]> = {
      fr: [
        ['assurance et parking', 'insurance'],
        ['carburant et assurance', 'insurance'],
        ['plages à Antiparos', 'beaches'],
        ['un quad et une jeep', 'atvs'],
      ],
      de: [
        ['Parken und Versicherung', 'insurance'],
        ['Benzin und Versicherung', 'insurance'],
        ['Strände auf Antiparos', 'beaches'],
        ['ein Quad und ein Jeep', 'atvs'],
      ],
      it: [
        ['parcheggio e assicurazione', 'insurance'],
        ['benzina e assicurazione', 'insurance'],
        ['spiagge ad Antiparos', 'beaches'],
        ['un quad e una jeep', 'atvs'],
      ],
      el: [
        ['ασφάλεια και πάρκινγκ', 'insurance'],
        ['βενζίνη και ασφάλεια', 'insurance'],
        ['παραλίες στην Αντίπαρο', 'beaches'],
        ['μια γουρούνα και ένα τζιπ', 'atvs'],
      ],
    };
    for (const [text, intent] of mixed[lang]) expect(ask(lang, text).intent, text).toBe(intent);
  });

  it('a stated party size points to cars up to 4 people, to family (then groups) from 5', () => {
    const sizes: Record<Other, [string, string, string]> = {
      fr: ['4 personnes', '6 personnes', 'nous sommes 12 personnes'],
      de: ['4 Personen', '6 Personen', 'wir sind 12 Personen'],
      it: ['4 persone', '6 persone', 'siamo 12 persone'],
      el: ['4 άτομα', '6 άτομα', 'είμαστε 12 άτομα'],
    };
    const [four, six, twelve] = sizes[lang];
    expect(ask(lang, four).intent).toBe('cars');
    expect(ask(lang, six).intent).toBe('family');
    expect(ask(lang, twelve).intent).toBe('groups');
    expect(ask(lang, twelve).reply.content).toMatch(/\b2\b/);
  });

  it('filters vehicles as in English: automatic, family seats, cheapest first', () => {
    const texts: Record<Other, [string, string, string]> = {
      fr: [
        'Vous avez des voitures automatiques ?',
        'voiture familiale pour 6 personnes',
        'Options économiques',
      ],
      de: ['Haben Sie Autos mit Automatik?', 'Familienauto für 6 Personen', 'Günstige Optionen'],
      it: ['Avete auto automatiche?', 'auto per famiglie per 6 persone', 'Opzioni economiche'],
      el: [
        'Έχετε αυτόματα αυτοκίνητα;',
        'οικογενειακό αυτοκίνητο για 6 άτομα',
        'Οικονομικές επιλογές',
      ],
    };
    const [auto, family, cheap] = texts[lang];
    const a = ask(lang, auto);
    expect(a.intent).toBe('cars');
    expect(a.reply.vehicles!.length).toBeGreaterThan(0);
    expect(a.reply.vehicles!.every((v) => v.type === 'Car' && v.transmission === 'Automatic')).toBe(
      true,
    );
    const f = ask(lang, family);
    expect(f.intent).toBe('family');
    expect(f.reply.vehicles!.every((v) => v.seats >= 6)).toBe(true);
    const c = ask(lang, cheap).reply.vehicles!;
    expect(c.every((v) => v.category === 'economy')).toBe(true);
    expect(c.map((v) => v.price_per_day)).toEqual(
      [...c.map((v) => v.price_per_day)].sort((x, y) => x - y),
    );
  });

  it('quotes the figures of src/config/facts.ts, the euro sign after the number', () => {
    const content = (text: string) => ask(lang, text).reply.content.replace(/\s/g, ' ');
    const prices = content(phrasings[lang].price[0]!);
    for (const n of Object.values(facts.prices.chat)) expect(prices).toContain(`${n} €`);
    expect(prices).not.toMatch(/EUR|€ ?\d/);
    for (const n of [
      facts.discounts.week,
      facts.discounts.twoWeeks,
      facts.discounts.month,
      facts.discounts.book30Days,
      facts.discounts.book60Days,
    ])
      expect(prices).toMatch(new RegExp(`${n} ?%`));
    const deposit = content(phrasings[lang].insurance[0]!);
    expect(deposit).toContain(String(facts.deposit.chatMin));
    expect(deposit).toContain(`${facts.deposit.chatMax} €`);
    const cancel = content(phrasings[lang].cancellation[1]!);
    expect(cancel).toContain(String(facts.cancellation.chatFreeHours));
    expect(cancel).toMatch(new RegExp(`${facts.cancellation.chatLateRefundPercent} ?%`));
    const ferry = content(phrasings[lang].antiparos[1]!);
    expect(ferry).toMatch(new RegExp(`${facts.ferry.chatMinutes} (?:minut|λεπτ)`, 'i'));
    expect(ferry).toContain(`${facts.ferry.chatFare} €`);
    const licence = content(phrasings[lang].licence[1]!);
    expect(licence).toContain(String(facts.ages.chatMinimum));
    expect(licence).toContain(`${facts.engines.chatScooterCc[0]} c`);
    expect(licence).toContain(`${facts.engines.chatScooterCc[1]} c`);
  });

  it('quotes the phone and e-mail it is given', () => {
    const contact = { phone: '+30 22840 99999', email: 'desk@paros.example' };
    const r = respond(phrasings[lang].contact[0]!, initialContext(), fleet, { contact, lang });
    expect(r.reply.content).toContain(contact.phone);
    expect(r.reply.content).toContain(contact.email);
  });

  it('greets a visitor who gives their name after the fixed sentence, and answers a thank-you alone', () => {
    const names: Record<Other, [string, string]> = {
      fr: ['Je m’appelle Anna', 'merci'],
      de: ['Ich heiße Anna', 'danke'],
      it: ['Mi chiamo Anna', 'grazie'],
      el: ['Με λένε Anna', 'ευχαριστώ'],
    };
    const [name, thanks] = names[lang];
    const r = ask(lang, name);
    expect(r.intent).toBe('fallback');
    expect(r.context.name).toBe('Anna');
    expect(r.reply.content.startsWith(`${fallbackText(lang)}\n`)).toBe(true);
    expect(r.reply.content).toContain('Anna');
    // A thank-you alone is answered as one, without the no-match sentence.
    const t = ask(lang, thanks);
    expect(t.intent).toBe('fallback');
    expect(t.reply.content).not.toContain(fallbackText(lang));
    expect(t.reply.content).toBe(ask(lang, `${thanks}!`).reply.content);
    expect(ask(lang, 'qwertz').reply.content).toBe(fallbackText(lang));
  });
});

describe('English pages', () => {
  it('keep working without a language and do not read French, German or Italian words', () => {
    expect(respond('Looking for a car', initialContext(), fleet).intent).toBe('cars');
    expect(respond('Looking for a car', initialContext(), fleet, { lang: 'en' })).toEqual(
      respond('Looking for a car', initialContext(), fleet),
    );
    expect(respond('Je cherche une voiture', initialContext(), fleet).intent).toBe('fallback');
  });

  it('ordinary words of a language are not read as English keywords there', () => {
    // French 'car' is 'because'; 'location' is a rental, not a place; German 'im' is not "I'm".
    expect(ask('fr', 'je demande car je ne sais pas').intent).toBe('fallback');
    expect(ask('fr', 'location de voiture').intent).toBe('cars');
    expect(ask('de', 'Wir kommen im Juli').context.name).toBeUndefined();
    // Italian 'estate' is summer, not an estate car.
    expect(ask('it', 'in estate').intent).toBe('season');
  });
});

describe('goodbyes in every language (twenty-seventh session audit)', () => {
  it.each([
    ['fr', 'bonne soirée !'],
    ['fr', 'au revoir'],
    ['de', 'tschüss'],
    ['it', 'arrivederci'],
    ['el', 'καληνύχτα'],
    ['el', 'αντίο'],
  ] as const)('%s %s: a farewell, no group answer and no no-match sentence', (lang, text) => {
    const r = ask(lang, text);
    expect(r.intent).toBe('fallback');
    expect(r.reply.content).not.toContain(fallbackText(lang));
    expect(r.reply.content).toMatch(/Paros|Πάρο/);
  });
});
