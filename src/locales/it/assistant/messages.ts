/**
 * What Marcia says in Italian, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic.
 */
import { reservationIt } from '../reservation';
import type { Chips, Messages, Names } from '../../../lib/assistant/lang/types';

/** Italian templates. */
export const itMessages: Messages = {
  greeting:
    'Ciao! Sono Marcia, la vostra assistente di viaggio IA per Paros e Antiparos.\nVi aiuto a scegliere auto, scooter o quad, vi spiego prezzi e condizioni di noleggio e avvio la vostra prenotazione. Gratis e senza registrazione.\nCome posso aiutarvi?',
  'fallback.text': 'Mmh, non sono sicura di aver capito cosa cercate, ma sono qui per aiutarvi!',
  'fallback.hint':
    'Chiedetemi di auto, scooter o quad, di prezzi o di consigli su Paros e Antiparos.',
  'fallback.niceToMeet': 'Piacere di conoscervi, {name}! ',
  'fallback.hello': 'Ciao! ',
  'fallback.thanks': 'Prego! ',
  'fallback.bye':
    'Arrivederci, e buon soggiorno a Paros e Antiparos! Sono qui ogni volta che vi serve.',
  'note.age':
    '{under, select, true {Ci dispiace, a {age} anni {driver, select, true {chi guida è} other {siete}} sotto {atv, select, true {l’età minima di {min} anni per i quad} other {la nostra età minima di {min} anni{atvFrom, select, true { per auto e scooter; i quad sono dai {atvMin} anni} other {}}}}.} other {A {age} anni {driver, select, true {chi guida ha} other {avete}} {atv, select, true {l’età minima di {min} anni per i quad} other {la nostra età minima di {min} anni}}.}}{senior, select, true { Oltre i {seniorAge} anni le nostre condizioni possono prevedere un supplemento: chiedeteci.} other {}}',
  'note.licenceNew':
    'Ci dispiace, una patente presa da {months, plural, one {# mese} other {# mesi}} non basta: serve averla da almeno {years, plural, one {# anno} other {# anni}}.',
  'note.termsDecideAge':
    'Alla fine decidono le nostre condizioni di noleggio: prevedono un’età minima di {termsMin} anni ({premiumMin} per i modelli premium) e la patente da {licenceYears} anni, quindi il nostro team ve lo conferma alla prenotazione.',
  'note.outOfHours':
    'Il nostro ufficio è aperto dalle {opens} alle {closes}: per un ritiro o una riconsegna fuori da questi orari contattateci in anticipo al {phone} o con il pulsante WhatsApp, così il nostro team lo concorda con voi.',
  'note.datesNoted':
    'Ho annotato le vostre date: {pickup}{hasReturn, select, true { – {ret}} other {}}. Scrivete «prenota ora» quando siete pronti e prenderò i vostri dati.',
  'note.returnNoted':
    'Ho annotato la riconsegna: {ret}.{book, select, true { Scrivete «prenota ora» quando siete pronti e prenderò i vostri dati.} other {}}',
  'note.unknown':
    'Mi dispiace, questo non lo so: non è una domanda a cui posso rispondere qui. Il nostro team vi aiuterà volentieri: chiamateci al {phone} o scriveteci su WhatsApp (il pulsante in basso a sinistra della pagina).',
  'note.ownBooking':
    'Per una prenotazione già fatta vi aiuterà il nostro team: chiamateci al {phone} o scriveteci su WhatsApp (il pulsante in basso a sinistra della pagina), con la conferma della prenotazione a portata di mano. Qui non posso vedere né modificare le prenotazioni.',
  'note.otherCard':
    'Per la cauzione accettiamo solo una {cards}, quindi purtroppo non quella carta.',
  'note.cashDeposit':
    'Per la cauzione i contanti purtroppo non vanno bene: la blocchiamo solo su una {cards}.',
  'note.cave':
    'La grotta di Antiparos è aperta dalle {from} alle {to}, ingresso {admission, number, eur} (dati della nostra guida dell’isola: possono cambiare, verificate sul posto).',
  'note.licenceCountry':
    '{eu, select, true {{country}: paese dell’UE, basta la vostra patente nazionale.} other {{country}: paese fuori dall’UE, portate una patente internazionale insieme a quella nazionale.}}',
  'note.bicycle': 'Non noleggiamo biciclette: la nostra flotta è fatta di auto, scooter e quad.',
  'note.boat': 'Non noleggiamo barche: la nostra flotta è fatta di auto, scooter e quad.',
  'note.islandTour':
    'Il giro di Paros è di circa {km} km: {hours} ore in scooter senza soste, quindi una giornata basta, spiagge comprese.',
  'note.timesNoted':
    'Annotato: {which, select, both {ritiro alle {pickup}, riconsegna alle {ret}} pickup {ritiro alle {pickup}} other {riconsegna alle {ret}}}.',
  'note.extrasAdded': 'Ho annotato {list} per la vostra prenotazione, senza costi.',
  'note.driversAdded':
    'Annotato: {count, plural, one {# guidatore aggiuntivo} other {# guidatori aggiuntivi}}{terms, select, true { ({perDay, number, eur} al giorno secondo le nostre condizioni; ognuno deve avere almeno {minAge} anni e la patente da almeno {licenceYears} anno)} other {}}.',
  'note.dropOff':
    'Potete riconsegnare il veicolo {place, select, airport {in aeroporto} antiparos {ad Antiparos} other {al porto}}, come in ognuno dei nostri punti qui sotto: diteci dove al momento della prenotazione.{place, select, airport { {fee}} other {}}',
  'note.airportDropOffFee':
    'La riconsegna in aeroporto ha un supplemento, confermato alla prenotazione.',
  'note.engine':
    '{has, select, true {I nostri {kind, select, atv {quad} other {scooter}} da {size} partono da {price, number, eur} al giorno.} other {Non abbiamo {kind, select, atv {quad} other {scooter}} da {size}: i nostri sono da {sizes}.}}',
  'note.vehicle':
    '{name}: {price, number, eur} al giorno, cambio {transmission, select, Automatic {automatico} other {manuale}}, {seats, plural, one {# posto} other {# posti}}.',
  'note.quote':
    '{dated, select, true {Per le vostre date ({days, plural, one {# giorno} other {# giorni}}{discount, select, duration {, con il nostro sconto lunga durata del {percent}%} early {, con il nostro sconto prenotazione anticipata del {percent}%} other {}})} other {Per {days, plural, one {# giorno} other {# giorni}}{discount, select, duration { (con il nostro sconto lunga durata del {percent}%)} early { (con il nostro sconto prenotazione anticipata del {percent}%)} other {}}}}:{several, select, true {\n{totals}} other { {totals}.}}\nIl prezzo finale lo indica il nostro sistema di prenotazione.',
  'phrase.kindTotal':
    '{bullet, select, true {{kind, select, economy {Auto economica: da} family {Auto familiare: da} suv {SUV: da} scooter {Scooter: da} atv {Quad: da} other {{kind}:}}} other {{kind, select, economy {un’auto economica costa da} family {un’auto familiare costa da} suv {un SUV costa da} scooter {uno scooter costa da} atv {un quad costa da} other {{kind} costa}}}} {total, number, eur} ({perDay, number, eur} al giorno){count, plural, one {} other {, {sum, number, eur} per #}}',
  'note.vehicleAcross':
    'Possiamo consegnarvi gratis auto, scooter o quad ad Antiparos, così evitate la traversata con il veicolo. Portarlo in traghetto richiede il nostro permesso: le nostre condizioni prevedono {perDirection, number, eur} a tratta (di solito {usualTotal, number, eur} in totale) o {unlimited, number, eur} illimitato; chiedetecelo quando prenotate.',
  'note.address':
    'Il nostro ufficio: {address}, aperto tutti i giorni dalle {opens} alle {closes}.',
  'note.airCon':
    '{answer, select, yes {Sì, la {name} ha l’aria condizionata.} no {La {name} non ha l’aria condizionata.} open {Il {name} è all’aria aperta: niente aria condizionata.} all {Sì: tutte le nostre auto hanno l’aria condizionata.} other {{count} delle nostre {total} auto hanno l’aria condizionata: la pagina di ogni auto ne elenca le dotazioni.}}',
  'note.feature':
    '{answer, select, yes {Sì, la {name} ha {featureName}.} no {Nelle dotazioni elencate della {name} non c’è: {featureName}. Chiedeteci se vi serve.} all {Sì: tutte le nostre auto hanno {featureName}.} some {{count} dei nostri veicoli hanno {featureName}, per esempio {examples}.} other {Nessuno dei nostri veicoli ha tra le dotazioni elencate: {featureName}. Chiedeteci se vi serve.}}',
  'phrase.feature':
    '{feature, select, bluetooth {il Bluetooth} carPlay {Apple CarPlay / Android Auto} usb {una presa USB} isofix {gli attacchi ISOFIX per seggiolini} rearCamera {una telecamera posteriore} parkingSensors {i sensori di parcheggio} other {il cruise control}}',
  'note.lateArrival':
    'Se il traghetto o il volo è in ritardo, nessun problema: seguiamo l’orario di arrivo effettivo e vi aspettiamo senza costi in più. Se i vostri piani cambiano, chiamateci al {phone}.',
  'note.lateReturn':
    'Un giorno di noleggio dura {hours} ore dall’orario del ritiro: secondo le nostre condizioni, una riconsegna dopo quell’orario fa iniziare un altro giorno di noleggio. Siete in ritardo? Avvisateci appena lo sapete e troveremo insieme una soluzione.',
  'note.fuelType':
    '{answer, select, one {{fuel, select, Petrol {{kind, select, car {La} other {Il}} {name} va a benzina.} Diesel {{kind, select, car {La} other {Il}} {name} va a gasolio (diesel).} Hybrid {{kind, select, car {La} other {Il}} {name} è {kind, select, car {ibrida} other {ibrido}} (benzina ed elettrica).} Electric {{kind, select, car {La} other {Il}} {name} è {kind, select, car {elettrica} other {elettrico}}.} other {{kind, select, car {La} other {Il}} {name} va a {fuel}.}}} several {Ecco il carburante di ciascuno: {vehicles}.} other {{count} dei nostri {total} veicoli vanno a benzina{hasOthers, select, true {; {others}} other {}}.}}',
  'phrase.fuelOf':
    '{fuel, select, Petrol {{kind, select, car {la} other {il}} {name} va a benzina} Diesel {{kind, select, car {la} other {il}} {name} va a gasolio (diesel)} Hybrid {{kind, select, car {la} other {il}} {name} è {kind, select, car {ibrida} other {ibrido}} (benzina ed elettrica)} Electric {{kind, select, car {la} other {il}} {name} è {kind, select, car {elettrica} other {elettrico}}} other {{kind, select, car {la} other {il}} {name} va a {fuel}}}',
  'note.roadside':
    'La copertura di assistenza stradale non è inclusa: le nostre condizioni la prevedono come extra a {perDay, number, eur} al giorno (la prenotazione lo conferma).',
  'note.mileage': 'Sì: i chilometri sono {mileage} a Paros e ad Antiparos, senza costi aggiuntivi.',
  'note.rentalDay':
    'Un giorno di noleggio dura {hours} ore: il giorno della riconsegna, riportate il veicolo entro l’ora in cui l’avete ritirato. Il nostro ufficio è aperto dalle {opens} alle {closes}; per una riconsegna fuori orario, avvisateci prima.',
  'note.otherIsland':
    'Per portare un veicolo su un’altra isola serve prima il nostro permesso: le nostre condizioni prevedono un permesso traghetto di {perDirection, number, eur} a tratta (di solito {usualTotal, number, eur} in totale) o {unlimited, number, eur} illimitato.',
  'booking.askName': 'Perfetto, iniziamo la prenotazione! A che nome la faccio?',
  'booking.soFar': 'Ecco cosa ho annotato finora:',
  'booking.notedAskName': 'Grazie, ho annotato {labels}. Come vi chiamate?',
  'booking.askEmail':
    '{greet, select, true {Piacere, {name}!} other {{noted, select, true {Grazie, ho annotato {labels}.} other {Grazie!}}}} Qual è il vostro indirizzo e-mail? Il nostro team vi manderà lì la conferma.',
  'booking.askPhone':
    '{noted, select, true {Grazie, ho annotato {labels}.} other {Grazie!}} E il numero di telefono? Aggiungete il prefisso internazionale se non è un numero greco, per es. {example}.',
  'booking.askDates':
    'Ottimo! Quali sono le date di ritiro e di riconsegna? Per esempio: dal {pickup} al {ret}.',
  'booking.askPeriodDays':
    '{stay, select, true {Quale giorno esattamente per il ritiro? Per esempio {pickupDay, selectordinal, many {l’} other {il }}{pickupDay, plural, =1 {1º} other {#}} {pickupMonth}; calcolo {days, plural, one {# giorno} other {i # giorni}} da lì.} other {Quali giorni esattamente? Per esempio {pickupDay, selectordinal, many {dall’} other {dal }}{pickupDay, plural, =1 {1º} other {#}} {pickupMonth} {returnDay, selectordinal, many {all’} other {al }}{returnDay, plural, =1 {1º} other {#}} {returnMonth}.}}',
  'booking.holidayDays':
    '{holiday, select, orthodoxEaster {La Pasqua ortodossa} orthodoxPentecost {La Pentecoste ortodossa} orthodoxWhitMonday {Il lunedì di Pentecoste ortodosso (Agiou Pnevmatos)} easter {Pasqua} pentecost {La Pentecoste} whitMonday {Il lunedì di Pentecoste} ascension {L’Ascensione} assumption {Ferragosto} other {La festa della Repubblica}} è {date}{both, select, true { (la Pasqua ortodossa: {orthodox})} other {}}. {ask}',
  'booking.noSuchDay':
    'Il {date} non esiste: quel mese ha solo {days} giorni. Quali date intendete?',
  'booking.askReturn':
    'Segnato, ritiro {pickupDay, selectordinal, many {l’} other {il }}{pickup}. E la data di riconsegna?',
  'booking.askPickup':
    'Segnato, riconsegna {returnDay, selectordinal, many {l’} other {il }}{ret}. E la data di ritiro?',
  'booking.askPlace':
    'Certo! Dove volete {end, select, pickup {il ritiro} other {la riconsegna}}: in aeroporto, al porto, o al vostro hotel o villa? Le date restano quelle.',
  'booking.askTime':
    'Certo! A che ora volete {end, select, pickup {il ritiro} other {la riconsegna}}? Le date restano quelle.',
  'booking.askPickupStay':
    'Annotato: {days, plural, one {# giorno} other {# giorni}}. Qual è la data di ritiro? Calcolo la riconsegna da quella.',
  'booking.reask.name': 'Scusate, non ho capito il nome. Me lo scrivete, per es. «mi chiamo Anna»?',
  'booking.reask.email': 'Non sembra un indirizzo e-mail. Potete scriverlo così: nome@esempio.it?',
  'booking.reask.phone':
    'Mi serve un numero di telefono: uno greco di {digits} cifre (per es. {example}) oppure il vostro dall’estero con il prefisso internazionale (per es. {foreign}).',
  'booking.reask.nationalPhone':
    'Dalla Grecia possiamo chiamare il {typed} solo con il prefisso internazionale: scrivetelo come {foreign} (prima il prefisso, senza lo 0 iniziale).',
  'booking.reask.dates':
    'Mi mancano ancora le date di ritiro e di riconsegna, per es. dal {pickup} al {ret} oppure dal {pickupDay} al {returnDay} {returnMonth}.',
  'booking.reask.returnDate':
    'Mi manca ancora la data di riconsegna, per es. {ret} o {returnDay} {returnMonth}.',
  'booking.reminder.booking_name': 'Torniamo alla prenotazione: come vi chiamate?',
  'booking.reminder.booking_email':
    'Torniamo alla prenotazione: qual è il vostro indirizzo e-mail?',
  'booking.reminder.booking_phone':
    'Torniamo alla prenotazione: qual è il vostro numero di telefono?',
  'booking.reminder.booking_dates':
    'Torniamo alla prenotazione: quali sono le date di ritiro e di riconsegna?',
  'booking.reminder.returnDate': 'Torniamo alla prenotazione: qual è la data di riconsegna?',
  'booking.reminder.booking_confirm':
    'Torniamo alla prenotazione: scrivete «conferma prenotazione» per inviarla, o «modifica» per cambiare un dato.',
  'booking.summary.title': 'Ecco il riepilogo della prenotazione:',
  'booking.summary.name': 'Nome: {value}',
  'booking.summary.email': 'E-mail: {value}',
  'booking.summary.phone': 'Telefono: {value}',
  'booking.summary.pickup':
    'Ritiro: {date}{hasTime, select, yes {, {time}} other {}}{place, select, airport { in aeroporto} point {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.extras': 'Extra (gratuiti): {list}',
  'booking.summary.drivers': 'Guidatori aggiuntivi: {count}',
  'booking.extras.seats':
    '{count, plural, one {# seggiolino per bambini} other {# seggiolini per bambini}}',
  'booking.extras.gps': 'navigatore GPS',
  'booking.summary.pickupPlace':
    'Ritiro: {place, select, airport {in aeroporto} other {{point}}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.return':
    'Riconsegna: {date}{hasTime, select, yes {, {time}} other {}}{hasPoint, select, yes {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.passengers': 'Persone: {count}',
  'booking.summary.returnBeforePickup':
    'La data di riconsegna è prima di quella di ritiro; scrivete «cambia le date» per correggerla.',
  'booking.summary.question':
    'È tutto corretto? Scrivete «conferma prenotazione», oppure «modifica» per cambiare un dato.',
  'booking.day': '{weekday} {first, select, true {{day}º} other {{day}}} {month} {year}',
  'booking.acknowledgement':
    'Grazie, {name}! La vostra richiesta di prenotazione è completa.\nQui sotto trovate ciò che invierò al nostro team: toccate «Invia al nostro team» per inviarla, oppure «Annulla» per tenerla qui.',
  'booking.sent':
    'Inviata, {name}! Il nostro team ha ricevuto la vostra richiesta e vi risponderà a {email} entro {hours}.\nPer prenotare subito, continuate sulla nostra pagina di prenotazione online (il link qui sotto) o scriveteci su WhatsApp.',
  'booking.doneStatus':
    'È una richiesta finché il nostro team non la conferma: una volta inviata (il pulsante «Invia al nostro team» nella scheda qui sopra), verifica un veicolo per le vostre date e vi risponde a {email} entro {hours}. Per prenotare subito, usate la nostra pagina di prenotazione online o scriveteci su WhatsApp.',
  'booking.doneSend':
    'Per inviarla, toccate «Invia al nostro team» sulla scheda della richiesta qui sopra: la invia solo il vostro tocco. Se la scheda dice «Inviata al nostro team.», il nostro team l’ha già.',
  'booking.doneCancel':
    'Non ancora inviata? Toccate «Annulla» sulla scheda della richiesta qui sopra e al nostro team non arriva nulla. Già inviata? Ditelo al nostro team su WhatsApp o per telefono e la annullerà.',
  'booking.cancelled':
    'Non inviata: i vostri dati restano qui nella chat. Potete prenotare sulla nostra pagina di prenotazione online (il link qui sotto) oppure scrivere «prenota ora» per ricominciare.',
  'booking.incomplete':
    'Mi mancano ancora alcune informazioni per completare la prenotazione. Ricominciamo: scrivete «prenota ora»',
  'booking.modifyWhat':
    'Nessun problema! Cosa volete modificare: nome, e-mail, telefono, date, un orario o un luogo? Per esempio «modifica l’e-mail» o «cambia l’orario di ritiro».',
  'booking.modifyDone':
    'Fatto, ho aggiornato {labels}. Scrivete «prenota ora» per rivedere e confermare la prenotazione.',
  'booking.modifyAsk':
    'Certo! Scrivetemi {labels}{example, select, name { (per es. «mi chiamo Anna»)} dates { (per es. dal {pickup} al {ret})} other {}}.',
  'booking.field.name': 'il nome',
  'booking.field.email': 'l’indirizzo e-mail',
  'booking.field.phone': 'il numero di telefono',
  'booking.field.dates': 'le date',
  'booking.newField.name': 'il nuovo nome',
  'booking.newField.email': 'il nuovo indirizzo e-mail',
  'booking.newField.phone': 'il nuovo numero di telefono',
  'booking.newField.dates': 'le nuove date',
  'booking.corrected':
    'Fatto, {field, select, name {il vostro nome è} email {il vostro indirizzo e-mail è} phone {il vostro numero di telefono è} pickupDate {la data di ritiro è} returnDate {la data di riconsegna è} pickupLocation {il luogo di ritiro è} dropOffPoint {il luogo di riconsegna è} passengers {il numero di persone è} vehicle {il veicolo è} pickupTime {l’ora di ritiro è} returnTime {l’ora di riconsegna è} other {il dato è}} ora {value}.',
  'booking.restart': 'Nessun problema, ricominciamo dall’inizio.',
  'booking.stopped':
    'D’accordo, ho annullato questa prenotazione: non è stato inviato nulla. Scrivete «prenota ora» quando volete ricominciare.',
  'booking.pastPickup': 'La data {date} è già passata. Qual è la data di ritiro?',
  'booking.sameReturn': 'La data di riconsegna è già {date}.',
  'booking.returnBefore':
    'Questa data di riconsegna è prima della data di ritiro ({pickup}). Qual è la data di riconsegna?',
  'booking.summary.vehicle': 'Veicolo: {vehicle}',
  'booking.vehicleKind':
    '{count, plural, one {} other {# × }}{kind, select, car {auto} scooter {scooter} atv {quad} suv {SUV / jeep} other {{value}}}{automatic, select, true {, cambio automatico} other {}}',
  'phrase.lengthDiscounts':
    'il {week}% di sconto per una settimana, il {twoWeeks}% per due settimane e il {month}% per un mese',
  'phrase.earlyDiscounts':
    'il {early}% di sconto prenotando {earlyDays} giorni prima, il {earlier}% prenotando {earlierDays} giorni prima',
  'phrase.termsDecideCancellation':
    'Alla fine decidono le nostre condizioni di noleggio (indicano le prenotazioni come {terms}), quindi controllate le condizioni nella conferma della prenotazione.',
  'topic.fuel':
    'La nostra politica carburante è {policy}: ricevete il veicolo con il pieno e lo riconsegnate pieno.\nBasta fare rifornimento mentre andate al punto di riconsegna. Se dobbiamo fare noi il rifornimento, le nostre condizioni prevedono un costo di {fee, number, eur}.',
  'topic.duration':
    'Potete noleggiare anche solo per {minDays} giorno, e non c’è un massimo.\nPiù è lungo il noleggio, più risparmiate: {lengthDiscounts}.',
  'topic.season':
    'L’alta stagione a Paros è luglio e agosto: l’isola è vivace e i veicoli vanno a ruba, quindi prenotate presto.\nChi prenota in anticipo risparmia: {earlyDiscounts}.\nMaggio, giugno e settembre sono più tranquilli e ancora caldi, perfetti per esplorare.',
  'topic.breakdown':
    'Niente paura, vi seguiamo con un’assistenza {support}.\nSe il veicolo si guasta o bucate una gomma, mettetevi al sicuro e chiamateci al {phone}: arriviamo noi a sistemare tutto.\nL’assicurazione completa è inclusa in ogni noleggio.',
  'topic.payment':
    '{deposit, select, true {Per la cauzione blocchiamo una somma da {depositFrom} a {depositTo, number, eur} su una {cards}; viene sbloccata alla riconsegna del veicolo.\n} other {}}Il nostro team vi conferma via e-mail i dettagli di pagamento della prenotazione, oppure chiedeteci quando volete al {phone}.',
  'topic.roads':
    'Le strade principali di Paros e Antiparos sono asfaltate e facili da guidare; nei paesi le vie sono strette e alcune strade per le spiagge sono sterrate.\nNei paesini conviene un’auto piccola, sugli sterrati un SUV, una jeep o un quad.\nAffrontate le curve con calma e fate attenzione agli scooter.',
  'topic.transmission':
    'Abbiamo veicoli sia con cambio manuale sia con cambio automatico.\nD’estate le automatiche sono molto richieste, quindi prenotate presto se ve ne serve una.{withCards, select, true {\nEcco alcune delle nostre automatiche:} other {}}',
  'topic.eco':
    'Viaggiare leggeri sull’isola è facile: le nostre auto economiche consumano poco, e lo scooter (da {scooter, number, eur} al giorno) è il modo più green per muoversi.{withCards, select, true {\nAbbiamo anche delle ibride:} other {}}',
  'topic.contact':
    'Potete chiamarci al {phone}, scriverci su WhatsApp (il pulsante in basso a sinistra della pagina) o per e-mail a {email}.\nSiamo disponibili tutti i giorni dalle {opens} alle {closes} (ufficio dalle {officeOpens} alle {officeCloses}), con assistenza {support} per chi noleggia.\nParliamo {languages}.',
  'topic.cancellation':
    'I programmi cambiano, lo capiamo. {airport, select, true {Per un ritiro in aeroporto la cancellazione} other {La cancellazione}} è gratuita fino a {hours} ore prima del ritiro.\nCon meno di {hours} ore di preavviso, vi rimborsiamo il {refund}% oppure spostate le date gratis.\n{terms}',
  'phrase.delivery':
    'La consegna in aeroporto, al porto o al vostro hotel è gratuita, Antiparos compresa',
  'phrase.parking': 'il parcheggio a pagamento costa {perHour, number, eur} l’ora',
  'phrase.cc': '{cc} cc',
  'topic.suvs':
    'I nostri SUV e jeep partono da {price, number, eur} al giorno: più altezza da terra per gli sterrati verso le spiagge isolate.\n{delivery}.',
  'topic.scooters':
    'Lo scooter è il modo più facile per girare Paros e parcheggiare ovunque! Parte da {price, number, eur} al giorno, in versione {engines}.\nPer il {small} cc basta la patente dell’auto; dai {large} cc in su serve la patente per la moto.',
  'topic.atvs':
    'Voglia di avventura? I nostri quad partono da {price, number, eur} al giorno, da {ccMin} a {ccMax} cc: perfetti per gli sterrati che portano alle spiagge nascoste.\nPer un quad servono almeno {minAge} anni e la patente da almeno {licenceYears} anno. {terms}',
  'topic.insurance':
    'L’assicurazione completa è inclusa in ogni noleggio, così potete stare tranquilli.{deposit, select, true {\nBlocchiamo una cauzione da {depositFrom} a {depositTo, number, eur} sulla vostra carta ({cards}). Non viene addebitata e viene sbloccata alla riconsegna del veicolo.} other {}}',
  'topic.antiparos':
    'Antiparos è a un passo: il traghetto da Pounta impiega circa {minutes} minuti e costa {fare, number, eur} a persona.\nIn alta stagione i traghetti partono ogni {every} minuti, in bassa stagione {offPeak}.\nAncora più facile: consegniamo gratis anche ad Antiparos, al porto, all’eliporto o alla vostra villa o hotel.',
  'topic.parking':
    'A Naoussa e Parikia d’estate parcheggiare diventa difficile: {parking}.\nCon un’auto piccola o uno scooter parcheggiare è molto più facile.',
  'topic.beaches':
    'Paros è piena di spiagge bellissime e in auto le raggiungete tutte: Golden Beach (circa {goldenBeach} minuti da Naoussa), Kolymbithres, Santa Maria, Lageri e Faragas.\nAlcune strade per le spiagge sono sterrate: lì un SUV o un quad fa comodo.\nNei paesi {parking}.',
  'topic.reviews':
    'Siamo orgogliosi della nostra valutazione di {ratingNumber, number}/{ratingMax} su oltre {reviewsCount} recensioni.\nSiamo un’azienda locale a conduzione familiare e seguiamo personalmente ogni cliente, in {languages}.',
  'topic.distances':
    'Paros è piccola, in auto niente è lontano:\n• Parikia – Naoussa: {parikiaNaoussa} min\n• Aeroporto – Parikia: {airportParikia} min\n• Aeroporto – Naoussa: {airportNaoussa} min\n• Naoussa – Golden Beach: {naoussaGoldenBeach} min\n• Parikia – Lefkes: {parikiaLefkes} min\n• Pounta – Antiparos: {ferry} min di traghetto',
  'topic.offers':
    'Ecco come risparmiare con noi:\n• {week}% di sconto per una settimana, {twoWeeks}% per due settimane, {month}% per un mese\n• {early}% di sconto prenotando {earlyDays} giorni prima, {earlier}% a {earlierDays} giorni\n• Consegna, seggiolini e navigatore gratuiti',
  'topic.cars':
    '{automatic, select, true {Ecco le nostre auto automatiche: niente frizione in salita!} other {Ottima scelta! L’auto è il modo più comodo per scoprire Paros e Antiparos.}}\nPrezzi al giorno: economica {economy, number, eur}, familiare {family, number, eur}, SUV {suv, number, eur}.\n{delivery}.',
  'topic.budget':
    'Scelta furba! Le nostre auto economiche costano {economy, number, eur} al giorno e gli scooter {scooter, number, eur} al giorno.\nPiù a lungo noleggiate, più risparmiate: {lengthDiscounts}. Anche prenotare presto conviene: {earlyDiscounts}.\n{hasBudget, select, true {Ecco cosa si adatta meglio a un budget di {budget, number, eur} al giorno, dal più economico:} other {Ecco le nostre auto più economiche:}}',
  'topic.family':
    'In viaggio con la famiglia? Le nostre auto familiari hanno {seats} posti o più e partono da {family, number, eur} al giorno.\nI seggiolini per bambini sono gratuiti, come la consegna in aeroporto, al porto o al vostro hotel.\n{hasCount, select, true {Per {count} {count, plural, one {persona} other {persone}}, queste hanno posto per tutti:} other {Ecco alcune soluzioni spaziose:}}',
  'topic.availability':
    '{hasDates, select, true {Ho segnato le vostre date: {pickup}{hasReturn, select, true { – {ret}} other {}}. } other {}}Abbiamo oltre {vehiclesCount} veicoli, ma luglio e agosto si riempiono in fretta, quindi prenotate presto: {earlyDiscounts}.\nScrivete «prenota ora» e raccolgo i vostri dati, oppure chiamateci al {phone}.',
  'topic.groups':
    'Viaggiate in gruppo? Le nostre auto familiari hanno {seats} posti o più (da {family, number, eur} al giorno), oppure combinate un’auto con degli scooter (da {scooter, number, eur} al giorno).\nPer più veicoli chiamateci al {phone} e vi prepariamo un pacchetto.{split, select, true {\nPer {count} persone vi serviranno almeno {needed} veicoli.} other {}}',
  'topic.extras':
    '{helmet, select, true {I caschi sono inclusi con i nostri scooter e obbligatori per chi guida e per il passeggero: diteci solo quanti ve ne servono quando prenotate.\n} other {}}{extraDriver, select, true {Potete aggiungere altri guidatori alla prenotazione ({perDay, number, eur} al giorno secondo le nostre condizioni); ognuno deve avere almeno {minAge} anni e la patente da almeno {licenceYears} anno.\n} other {}}Seggiolini per bambini e navigatore sono gratuiti: basta dircelo al momento della prenotazione.\n{delivery}.',
  'topic.locations':
    'Consegniamo gratis all’aeroporto di Paros, al porto o al vostro hotel, Antiparos compresa. I nostri punti di ritiro:\n{points}{place, select, airport {\nHo segnato il ritiro in aeroporto.} port {\nHo segnato il ritiro al porto.} other {}}',
  'topic.price':
    'I nostri prezzi al giorno:\n• Auto economica: {economy, number, eur} al giorno\n• Auto familiare: {family, number, eur} al giorno\n• SUV: {suv, number, eur} al giorno\n• Scooter: {scooter, number, eur} al giorno\n• Quad: {atv, number, eur} al giorno\nAssicurazione completa e chilometri {mileage} sono inclusi. Noleggiando più a lungo risparmiate: {lengthDiscounts}. In più, {earlyDiscounts}.',
  'topic.licence':
    'Ecco cosa serve per noleggiare da noi:\n• Età minima {atv, select, true {per i quad } other {}}{minAge} anni\n• Patente di guida da almeno {licenceYears} anno\n• Chi viene da un paese extra UE ha bisogno anche della patente internazionale\n• Scooter {small} cc: basta la patente dell’auto\n• Da {large} cc in su: serve la patente per la moto\nAl ritiro portate la patente, il passaporto e la conferma della prenotazione.\n{terms}',
  'topic.tips':
    '{browsing, select, true {Fate con calma! Intanto, qualche consiglio:} other {Volentieri, ecco qualche consiglio da chi vive qui:}}\n• Prenotate presto per luglio e agosto ({early}% di sconto {earlyDays} giorni prima)\n• Nelle viuzze dei paesi un’auto piccola o uno scooter è più comodo, e in centro {parking}\n• I limiti di velocità sono {town} km/h nei centri abitati e {main} km/h sulle strade principali\n• Antiparos è a {ferry} minuti di traghetto ({fare, number, eur})',
  'topic.compare':
    'Auto, scooter o quad? Un rapido confronto:\n• Auto da {economy, number, eur} al giorno: comfort, aria condizionata e spazio per i bagagli, ideale per le famiglie\n• Scooter da {scooter, number, eur} al giorno ({engines}): si parcheggia ovunque, perfetto per le coppie\n• Quad da {atv, number, eur} al giorno (da {ccMin} a {ccMax} cc): divertimento sugli sterrati verso le spiagge nascoste{withCards, select, true {\nEcco il più economico di ciascuno:} other {}}',
};

/** Italian names of the facts' terms (the same words as the pages). */
export const itNames: Names = {
  depositCards: 'carta di credito Visa o Mastercard',
  dateSeparator: '/',
  foreignPhone: '+39 347 123 4567',
  mileage: 'illimitati',
  pickupLocations: {
    1: reservationIt['reservation.pickup.1'],
    13: reservationIt['reservation.pickup.13'],
    3: reservationIt['reservation.pickup.3'],
    18: reservationIt['reservation.pickup.18'],
    19: reservationIt['reservation.pickup.19'],
    20: reservationIt['reservation.pickup.20'],
  },
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const itChips: Chips = {
  greeting: ['Cerco un’auto', 'Voglio prenotare ora', 'Mostrami le opzioni', 'Sto solo guardando'],
  fallback: [
    'Vedi tutti i veicoli',
    'Opzioni economiche',
    'Veicoli per famiglie',
    'Avventura (quad)',
    'Prezzi',
    'Contatti',
  ],
  ask: ['Cancellazione', 'Contatti'],
  reaskDates: ['Prezzi', 'Cancellazione'],
  summary: ['Conferma prenotazione', 'Modifica i dati'],
  acknowledgement: ['Seggiolini gratis', 'Traghetto per Antiparos', 'Contatti'],
  incomplete: ['Prenota ora', 'Contatti'],
  modifyWhat: ['Cambia le mie date', 'Modifica l’e-mail', 'Prenota ora'],
  modify: ['Prenota ora', 'Contatti'],
  topics: {
    fuel: ['Opzioni ecologiche', 'Condizioni delle strade', 'Prezzi'],
    duration: ['Prezzi', 'Offerte speciali', 'Prenota ora'],
    season: ['Verifica disponibilità', 'Offerte speciali', 'Spiagge migliori'],
    breakdown: ['Assicurazione', 'Contatti', 'Condizioni delle strade'],
    payment: ['Assicurazione', 'Cancellazione', 'Prenota ora'],
    roads: ['SUV e jeep', 'Consigli sul parcheggio', 'Distanze in auto'],
    transmission: ['Auto automatiche', 'Opzioni economiche', 'Prenota ora'],
    eco: ['Opzioni economiche', 'Scooter', 'Politica carburante'],
    contact: ['Prenota ora', 'Punti di ritiro', 'Prezzi'],
    cancellation: ['Prenota ora', 'Metodi di pagamento', 'Contatti'],
    suvs: ['Condizioni delle strade', 'Spiagge migliori', 'Prenota ora'],
    scooters: ['Regole sulla patente', 'Confronta i veicoli', 'Prenota ora'],
    atvs: ['Condizioni delle strade', 'Regole sulla patente', 'Prenota ora'],
    insurance: ['Metodi di pagamento', 'Cancellazione', 'Prenota ora'],
    antiparos: ['Punti di ritiro', 'Spiagge migliori', 'Prenota ora'],
    parking: ['Opzioni economiche', 'Scooter', 'Consigli per Paros'],
    beaches: ['Condizioni delle strade', 'SUV e jeep', 'Traghetto per Antiparos'],
    reviews: ['Vedi tutti i veicoli', 'Contatti', 'Prenota ora'],
    distances: ['Condizioni delle strade', 'Spiagge migliori', 'Traghetto per Antiparos'],
    offers: ['Prenota ora', 'Prezzi', 'Opzioni economiche'],
    cars: ['Opzioni economiche', 'Veicoli per famiglie', 'Auto automatiche', 'Prenota ora'],
    budget: ['Sconti settimanali', 'Scooter', 'Prenota ora'],
    family: ['Seggiolini gratis', 'Assicurazione', 'Prenota ora'],
    availability: ['Prenota ora', 'Prezzi', 'Contatti'],
    groups: ['Veicoli per famiglie', 'Scooter', 'Contatti'],
    extras: ['Veicoli per famiglie', 'Punti di ritiro', 'Prenota ora'],
    locations: ['Prenota ora', 'Traghetto per Antiparos', 'Prezzi'],
    price: ['Opzioni economiche', 'Assicurazione', 'Prenota ora'],
    licence: ['Scooter', 'Assicurazione', 'Prenota ora'],
    tips: ['Vedi tutti i veicoli', 'Spiagge migliori', 'Prezzi'],
    compare: ['Opzioni economiche', 'Scooter', 'Avventura (quad)'],
  },
  carsAutomatic: ['Opzioni economiche', 'Veicoli per famiglie', 'Assicurazione', 'Prenota ora'],
};
