/**
 * What Marcia says in German, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic.
 */
import { reservationDe } from '../reservation';
import type { Chips, Messages, Names } from '../../../lib/assistant/lang/types';

/** German templates. */
export const deMessages: Messages = {
  greeting:
    'Hallo! Ich bin Marcia, Ihre KI-Reiseassistentin für Paros und Antiparos.\nIch helfe Ihnen bei der Wahl von Auto, Roller oder Quad, erkläre Preise und Mietbedingungen und starte Ihre Buchung. Kostenlos und ohne Anmeldung.\nWie kann ich Ihnen helfen?',
  'fallback.text':
    'Hmm, ich bin mir nicht ganz sicher, wonach Sie suchen, aber ich helfe Ihnen gern weiter!',
  'fallback.hint':
    'Fragen Sie mich nach Autos, Rollern oder Quads, nach Preisen oder nach Tipps für Paros und Antiparos.',
  'fallback.niceToMeet': 'Schön, Sie kennenzulernen, {name}! ',
  'fallback.hello': 'Hallo! ',
  'fallback.thanks': 'Gern geschehen! ',
  'fallback.bye':
    'Auf Wiedersehen und eine schöne Zeit auf Paros und Antiparos! Ich bin da, wann immer Sie mich brauchen.',
  'note.age':
    '{under, select, true {Leider {driver, select, true {liegt der Fahrer} other {liegen Sie}} mit {age} Jahren unter {atv, select, true {dem Mindestalter für Quads von {min} Jahren} other {unserem Mindestalter von {min} Jahren{atvFrom, select, true { für Autos und Roller; Quads gibt es ab {atvMin} Jahren} other {}}}}.} other {Mit {age} Jahren {driver, select, true {erfüllt der Fahrer} other {erfüllen Sie}} {atv, select, true {das Mindestalter für Quads von {min} Jahren} other {unser Mindestalter von {min} Jahren}}.}}{senior, select, true { Fahrer über {seniorAge} zahlen nach unseren Bedingungen eventuell einen Zuschlag: Bitte fragen Sie uns.} other {}}',
  'note.licenceNew':
    'Leider reicht ein Führerschein, den {driver, select, true {der Fahrer} other {Sie}} seit {months, plural, one {# Monat} other {# Monaten}} {driver, select, true {hat} other {haben}}, nicht aus: {driver, select, true {Er muss} other {Sie müssen}} ihn seit mindestens {years, plural, one {# Jahr} other {# Jahren}} besitzen.',
  'note.termsDecideAge':
    'Letztlich entscheiden unsere Mietbedingungen: Diese verlangen ein Mindestalter von {termsMin} Jahren ({premiumMin} für Premium-Modelle) und einen Führerschein seit {licenceYears} Jahren, daher bestätigt unser Team das bei der Buchung.',
  'note.outOfHours':
    'Unser Büro ist von {opens} bis {closes} Uhr geöffnet: Für eine Abholung oder Rückgabe außerhalb dieser Zeiten melden Sie sich bitte vorab unter {phone} oder über den WhatsApp-Button, damit unser Team es mit Ihnen abstimmt.',
  'note.datesNoted':
    'Ich habe Ihre Reisedaten notiert: {hasReturn, select, true {{pickup} bis {ret}} other {{pickup}}}. Sagen Sie „jetzt buchen“, wenn Sie so weit sind, dann nehme ich Ihre Angaben auf.',
  'note.returnNoted':
    'Ich habe Ihre Rückgabe notiert: {ret}.{book, select, true { Sagen Sie „jetzt buchen“, wenn Sie so weit sind, dann nehme ich Ihre Angaben auf.} other {}}',
  'note.unknown':
    'Das weiß ich leider nicht, darauf kann ich hier nicht antworten. Unser Team hilft Ihnen gern weiter: Rufen Sie uns an unter {phone} oder schreiben Sie uns per WhatsApp (der Button unten links auf der Seite).',
  'note.ownBooking':
    'Bei einer bestehenden Buchung hilft Ihnen unser Team: Rufen Sie uns an unter {phone} oder schreiben Sie uns per WhatsApp (der Button unten links auf der Seite), Ihre Buchungsbestätigung zur Hand. Buchungen kann ich hier weder einsehen noch ändern.',
  'note.otherCard': 'Für die Kaution nehmen wir nur eine {cards}, diese Karte also leider nicht.',
  'note.cashDeposit':
    'Bar geht für die Kaution leider nicht: Wir blockieren sie nur auf einer {cards}.',
  'note.cave':
    'Die Tropfsteinhöhle von Antiparos ist von {from} bis {to} Uhr geöffnet, der Eintritt kostet {admission, number, eur} (Angaben unseres Inselführers: sie können sich ändern, prüfen Sie sie vor Ort).',
  'note.licenceCountry':
    '{eu, select, true {{country}: EU-Land, Ihr nationaler Führerschein genügt.} other {{country}: kein EU-Land, bringen Sie zusätzlich zu Ihrem nationalen Führerschein einen internationalen mit.}}',
  'note.bicycle': 'Fahrräder haben wir nicht: Unsere Flotte besteht aus Autos, Rollern und Quads.',
  'note.boat': 'Boote vermieten wir nicht: Unsere Flotte besteht aus Autos, Rollern und Quads.',
  'note.islandTour':
    'Die Runde um Paros ist etwa {km} km lang: {hours} Stunden mit dem Roller ohne Pausen, ein Tag reicht also gut, auch für die Strände.',
  'note.timesNoted':
    'Notiert: {which, select, both {Abholung um {pickup}, Rückgabe um {ret}} pickup {Abholung um {pickup}} other {Rückgabe um {ret}}}.',
  'note.extrasAdded': 'Ich habe {list} für Ihre Buchung notiert, kostenlos.',
  'note.driversAdded':
    'Notiert: {count, plural, one {# zusätzlicher Fahrer} other {# zusätzliche Fahrer}}{terms, select, true { (laut unseren Bedingungen {perDay, number, eur} pro Tag; jeder muss mindestens {minAge} Jahre alt sein und den Führerschein seit mindestens {licenceYears} Jahr haben)} other {}}.',
  'note.dropOff':
    'Sie können das Fahrzeug {place, select, airport {am Flughafen} antiparos {auf Antiparos} other {am Hafen}} zurückgeben, wie an jedem unserer Übergabeorte unten: Sagen Sie uns bei der Buchung, wo.{place, select, airport { {fee}} other {}}',
  'note.airportDropOffFee':
    'Die Rückgabe am Flughafen kostet einen Aufpreis, der bei der Buchung bestätigt wird.',
  'note.engine':
    '{has, select, true {Unsere {kind, select, atv {Quads} other {Roller}} mit {size} gibt es ab {price, number, eur} pro Tag.} other {{kind, select, atv {Quads} other {Roller}} mit {size} haben wir nicht: Unsere haben {sizes}.}}',
  'note.vehicle':
    '{name}: {price, number, eur} pro Tag, {transmission, select, Automatic {Automatik} other {Schaltgetriebe}}, {seats, plural, one {# Sitz} other {# Sitze}}.',
  'note.quote':
    '{dated, select, true {Für Ihre Reisedaten ({days, plural, one {# Tag} other {# Tage}}{discount, select, duration {, mit unserem Langzeitrabatt von {percent}\u00a0%} early {, mit unserem Frühbucherrabatt von {percent}\u00a0%} other {}})} other {Für {days, plural, one {# Tag} other {# Tage}}{discount, select, duration { (mit unserem Langzeitrabatt von {percent}\u00a0%)} early { (mit unserem Frühbucherrabatt von {percent}\u00a0%)} other {}}}}:{several, select, true {\n{totals}} other { {totals}.}}\nDen endgültigen Preis nennt unser Buchungssystem.',
  'phrase.kindTotal':
    '{bullet, select, true {{kind, select, economy {Kleinwagen: ab} family {Familienauto: ab} suv {SUV: ab} scooter {Roller: ab} atv {Quad: ab} other {{kind}:}}} other {{kind, select, economy {ein Kleinwagen kostet ab} family {ein Familienauto kostet ab} suv {ein SUV kostet ab} scooter {ein Roller kostet ab} atv {ein Quad kostet ab} other {{kind} kostet}}}} {total, number, eur} ({perDay, number, eur} pro Tag){count, plural, one {} other {, {sum, number, eur} für #}}',
  'note.vehicleAcross':
    'Wir bringen Ihnen Auto, Roller oder Quad kostenlos nach Antiparos, so sparen Sie sich die Überfahrt damit. Für die Fähre braucht das Fahrzeug unsere Genehmigung: Laut unseren Bedingungen kostet sie {perDirection, number, eur} pro Richtung (meist {usualTotal, number, eur} insgesamt) oder {unlimited, number, eur} unbegrenzt; fragen Sie uns bei der Buchung.',
  'note.address': 'Unser Büro: {address}, täglich geöffnet von {opens} bis {closes} Uhr.',
  'note.airCon':
    '{answer, select, yes {Ja, der {name} hat eine Klimaanlage.} no {Der {name} hat keine Klimaanlage.} open {Der {name} fährt an der frischen Luft: keine Klimaanlage.} all {Ja: Alle unsere Autos haben eine Klimaanlage.} other {{count} unserer {total} Autos haben eine Klimaanlage: Die Seite jedes Autos nennt seine Ausstattung.}}',
  'note.feature':
    '{answer, select, yes {Ja, der {name} hat {featureName}.} no {Die Ausstattungsliste des {name} nennt {featureName} nicht: Fragen Sie uns, wenn Sie es brauchen.} all {Ja: Alle unsere Autos haben {featureName}.} some {{count} unserer Fahrzeuge haben {featureName}, zum Beispiel {examples}.} other {Keine Ausstattungsliste unserer Fahrzeuge nennt {featureName}: Fragen Sie uns, wenn Sie es brauchen.}}',
  'phrase.feature':
    '{feature, select, bluetooth {Bluetooth} carPlay {Apple CarPlay / Android Auto} usb {einen USB-Anschluss} isofix {ISOFIX-Halterungen für Kindersitze} rearCamera {eine Rückfahrkamera} parkingSensors {Parksensoren} other {einen Tempomat}}',
  'note.lateArrival':
    'Hat Ihre Fähre oder Ihr Flug Verspätung, keine Sorge: Wir richten uns nach der tatsächlichen Ankunftszeit und warten ohne Aufpreis auf Sie. Ändern sich Ihre Pläne, rufen Sie uns an: {phone}.',
  'note.lateReturn':
    'Ein Miettag dauert {hours} Stunden ab der Uhrzeit der Abholung: Laut unseren Bedingungen beginnt eine Rückgabe nach dieser Uhrzeit einen weiteren Miettag. Sie verspäten sich? Sagen Sie uns Bescheid, sobald Sie es wissen, dann finden wir gemeinsam eine Lösung.',
  'note.fuelType':
    '{answer, select, one {{fuel, select, Petrol {Der {name} fährt mit Benzin.} Diesel {Der {name} fährt mit Diesel.} Hybrid {Der {name} ist ein Hybrid (Benzin und Elektro).} Electric {Der {name} fährt elektrisch.} other {Der {name} fährt mit {fuel}.}}} several {So tankt jedes davon: {vehicles}.} other {{count} unserer {total} Fahrzeuge fahren mit Benzin{hasOthers, select, true {; {others}} other {}}.}}',
  'phrase.fuelOf':
    '{fuel, select, Petrol {der {name} fährt mit Benzin} Diesel {der {name} fährt mit Diesel} Hybrid {der {name} ist ein Hybrid (Benzin und Elektro)} Electric {der {name} fährt elektrisch} other {der {name} fährt mit {fuel}}}',
  'note.roadside':
    'Der Pannenhilfe-Schutz ist nicht inbegriffen: Laut unseren Bedingungen ist er ein Extra für {perDay, number, eur} pro Tag (Ihre Buchung bestätigt es).',
  'note.mileage': 'Ja: {mileage} Kilometer auf Paros und Antiparos, ohne Aufpreis.',
  'note.rentalDay':
    'Ein Miettag hat {hours} Stunden: Geben Sie das Fahrzeug am Rückgabetag bis zu der Uhrzeit zurück, zu der Sie es abgeholt haben. Unser Büro ist von {opens} bis {closes} Uhr geöffnet; eine Rückgabe außerhalb dieser Zeiten sprechen Sie bitte vorher mit uns ab.',
  'note.otherIsland':
    'Wer ein Fahrzeug auf eine andere Insel mitnehmen möchte, braucht vorher unsere Genehmigung: Laut unseren Bedingungen kostet die Fährgenehmigung {perDirection, number, eur} pro Richtung (meist {usualTotal, number, eur} insgesamt) oder {unlimited, number, eur} unbegrenzt.',
  'booking.askName': 'Wunderbar, dann starten wir Ihre Buchung! Wie ist Ihr Name?',
  'booking.soFar': 'Das habe ich bisher notiert:',
  'booking.notedAskName': 'Danke, ich habe {labels} notiert. Wie ist Ihr Name?',
  'booking.askEmail':
    '{greet, select, true {Schön, Sie kennenzulernen, {name}!} other {{noted, select, true {Danke, ich habe {labels} notiert.} other {Danke!}}}} Wie lautet Ihre E-Mail-Adresse? Dorthin schickt unser Team die Bestätigung.',
  'booking.askPhone':
    '{noted, select, true {Danke, ich habe {labels} notiert.} other {Danke!}} Und Ihre Telefonnummer? Bitte mit Ländervorwahl, wenn es keine griechische Nummer ist, z. B. {example}.',
  'booking.askDates':
    'Prima! Wann möchten Sie das Fahrzeug abholen und zurückgeben? Zum Beispiel: {pickup} bis {ret}.',
  'booking.askPeriodDays':
    '{stay, select, true {An welchem Tag genau möchten Sie abholen? Zum Beispiel am {pickupDay}. {pickupMonth}; die {days, plural, one {# Tag} other {# Tage}} rechne ich von da an.} other {An welchen Tagen genau? Zum Beispiel vom {pickupDay}. {pickupMonth} bis {returnDay}. {returnMonth}.}}',
  'booking.holidayDays':
    '{holiday, select, orthodoxEaster {Das griechisch-orthodoxe Osterfest} orthodoxPentecost {Das orthodoxe Pfingstfest} orthodoxWhitMonday {Der orthodoxe Pfingstmontag (Agiou Pnevmatos)} easter {Ostern} pentecost {Pfingsten} whitMonday {Pfingstmontag} ascension {Christi Himmelfahrt} assumption {Mariä Himmelfahrt (Ferragosto)} other {Der italienische Tag der Republik}} ist am {date}{both, select, true { (das griechisch-orthodoxe Osterfest am {orthodox})} other {}}. {ask}',
  'booking.noSuchDay':
    'Den {date} gibt es nicht: Dieser Monat hat nur {days} Tage. Welche Daten meinen Sie?',
  'booking.askReturn': 'Notiert, Abholung am {pickup}. Und wann geben Sie das Fahrzeug zurück?',
  'booking.askPickup': 'Notiert, Rückgabe am {ret}. Und wann möchten Sie das Fahrzeug abholen?',
  'booking.askPlace':
    'Gern! Wo möchten Sie das Fahrzeug {end, select, pickup {abholen} other {zurückgeben}}: am Flughafen, am Hafen oder an Ihrem Hotel oder Ihrer Villa? Ihre Daten bleiben, wie sie sind.',
  'booking.askTime':
    'Gern! Um wie viel Uhr möchten Sie {end, select, pickup {abholen} other {zurückgeben}}? Ihre Daten bleiben, wie sie sind.',
  'booking.askPickupStay':
    'Notiert: {days, plural, one {# Tag} other {# Tage}}. Wann möchten Sie das Fahrzeug abholen? Die Rückgabe rechne ich von da an.',
  'booking.reask.name':
    'Entschuldigung, ich habe Ihren Namen nicht verstanden. Schreiben Sie ihn mir bitte, z. B. „Ich heiße Anna“?',
  'booking.reask.email':
    'Das sieht nicht nach einer E-Mail-Adresse aus. Können Sie sie so schreiben: name@beispiel.de?',
  'booking.reask.phone':
    'Ich brauche eine Telefonnummer: eine griechische mit {digits} Ziffern (z. B. {example}) oder Ihre aus dem Ausland mit Ländervorwahl (z. B. {foreign}).',
  'booking.reask.nationalPhone':
    'Aus Griechenland erreichen wir die {typed} nur mit Ländervorwahl: Bitte schreiben Sie sie wie {foreign} (die Vorwahl zuerst, ohne die führende 0).',
  'booking.reask.dates':
    'Mir fehlen noch Ihr Abhol- und Ihr Rückgabedatum, z. B. {pickup} bis {ret} oder vom {pickupDay}. bis {returnDay}. {returnMonth}.',
  'booking.reask.returnDate':
    'Mir fehlt noch Ihr Rückgabedatum, z. B. {ret} oder {returnDay}. {returnMonth}.',
  'booking.reminder.booking_name': 'Zurück zu Ihrer Buchung: Wie ist Ihr Name?',
  'booking.reminder.booking_email': 'Zurück zu Ihrer Buchung: Wie lautet Ihre E-Mail-Adresse?',
  'booking.reminder.booking_phone': 'Zurück zu Ihrer Buchung: Wie lautet Ihre Telefonnummer?',
  'booking.reminder.booking_dates':
    'Zurück zu Ihrer Buchung: Wann möchten Sie das Fahrzeug abholen und zurückgeben?',
  'booking.reminder.returnDate': 'Zurück zu Ihrer Buchung: Wann geben Sie das Fahrzeug zurück?',
  'booking.reminder.booking_confirm':
    'Zurück zu Ihrer Buchung: Sagen Sie „Buchung bestätigen“, um sie abzuschicken, oder „ändern“, um etwas zu korrigieren.',
  'booking.summary.title': 'Hier ist Ihre Buchungsübersicht:',
  'booking.summary.name': 'Name: {value}',
  'booking.summary.email': 'E-Mail: {value}',
  'booking.summary.phone': 'Telefon: {value}',
  'booking.summary.pickup':
    'Abholung: {date}{hasTime, select, yes {, {time}} other {}}{place, select, airport { am Flughafen} point {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.extras': 'Extras (kostenlos): {list}',
  'booking.summary.drivers': 'Zusätzliche Fahrer: {count}',
  'booking.extras.seats': '{count, plural, one {# Kindersitz} other {# Kindersitze}}',
  'booking.extras.gps': 'Navi (GPS)',
  'booking.summary.pickupPlace':
    'Abholung: {place, select, airport {am Flughafen} other {{point}}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.return':
    'Rückgabe: {date}{hasTime, select, yes {, {time}} other {}}{hasPoint, select, yes {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.passengers': 'Personen: {count}',
  'booking.summary.returnBeforePickup':
    'Das Rückgabedatum liegt vor dem Abholdatum; sagen Sie „Daten ändern“, um das zu korrigieren.',
  'booking.summary.question':
    'Ist alles richtig? Sagen Sie „Buchung bestätigen“ oder „ändern“, um etwas anzupassen.',
  'booking.day': '{weekday}, {day}. {month} {year}',
  'booking.acknowledgement':
    'Vielen Dank, {name}! Ihre Buchungsanfrage ist vollständig.\nUnten sehen Sie, was ich an unser Team sende: Tippen Sie auf „An unser Team senden“, um sie abzuschicken, oder auf „Abbrechen“, um sie hier zu behalten.',
  'booking.sent':
    'Gesendet, {name}! Unser Team hat Ihre Anfrage und antwortet Ihnen innerhalb von {hours} an {email}.\nUm sofort zu reservieren, fahren Sie auf unserer Online-Buchungsseite fort (der Link unten) oder schreiben Sie uns auf WhatsApp.',
  'booking.doneStatus':
    'Es ist eine Anfrage, bis unser Team sie bestätigt: Sobald sie gesendet ist (der Button „An unser Team senden“ auf der Karte oben), prüft es ein Fahrzeug für Ihre Daten und antwortet Ihnen innerhalb von {hours} an {email}. Um sofort zu reservieren, nutzen Sie unsere Online-Buchungsseite oder schreiben Sie uns auf WhatsApp.',
  'booking.doneSend':
    'Zum Senden tippen Sie auf der Karte der Anfrage oben auf „An unser Team senden“: Nur Ihr Tippen sendet sie. Steht auf der Karte „An unser Team gesendet.“, hat unser Team sie schon.',
  'booking.doneCancel':
    'Noch nicht gesendet? Tippen Sie auf der Karte der Anfrage oben auf „Abbrechen“, dann erreicht nichts unser Team. Schon gesendet? Sagen Sie es unserem Team per WhatsApp oder Telefon, es storniert sie.',
  'booking.cancelled':
    'Nicht gesendet: Ihre Angaben bleiben hier im Chat. Sie können auf unserer Online-Buchungsseite buchen (der Link unten) oder „jetzt buchen“ sagen, um neu zu beginnen.',
  'booking.incomplete':
    'Mir fehlen noch einige Angaben, um Ihre Buchung abzuschließen. Fangen wir noch einmal an – sagen Sie „jetzt buchen“',
  'booking.modifyWhat':
    'Kein Problem! Was möchten Sie ändern: Ihren Namen, Ihre E-Mail, Ihre Telefonnummer, Ihre Daten, eine Uhrzeit oder einen Ort? Zum Beispiel „E-Mail ändern“ oder „Abholzeit ändern“.',
  'booking.modifyDone':
    'Erledigt, ich habe {labels} aktualisiert. Sagen Sie „jetzt buchen“, um Ihre Buchung zu prüfen und zu bestätigen.',
  'booking.modifyAsk':
    'Gern! Nennen Sie mir bitte {labels}{example, select, name { (z. B. „Ich heiße Anna“)} dates { (z. B. {pickup} bis {ret})} other {}}.',
  'booking.field.name': 'Ihren Namen',
  'booking.field.email': 'Ihre E-Mail-Adresse',
  'booking.field.phone': 'Ihre Telefonnummer',
  'booking.field.dates': 'Ihre Reisedaten',
  'booking.newField.name': 'Ihren neuen Namen',
  'booking.newField.email': 'Ihre neue E-Mail-Adresse',
  'booking.newField.phone': 'Ihre neue Telefonnummer',
  'booking.newField.dates': 'Ihre neuen Reisedaten',
  'booking.corrected':
    'Erledigt: {field, select, name {Ihr Name ist} email {Ihre E-Mail-Adresse ist} phone {Ihre Telefonnummer ist} pickupDate {Ihr Abholdatum ist} returnDate {Ihr Rückgabedatum ist} pickupLocation {Ihr Abholort ist} dropOffPoint {Ihr Rückgabeort ist} passengers {die Personenzahl ist} vehicle {Ihr Fahrzeug ist} pickupTime {Ihre Abholzeit ist} returnTime {Ihre Rückgabezeit ist} other {die Angabe ist}} jetzt {value}.',
  'booking.restart': 'Kein Problem, wir fangen noch einmal von vorne an.',
  'booking.stopped':
    'In Ordnung, ich habe diese Buchung abgebrochen: Es wurde nichts gesendet. Sagen Sie „jetzt buchen“, wenn Sie neu beginnen möchten.',
  'booking.pastPickup': 'Der {date} ist schon vorbei. Wann möchten Sie das Fahrzeug abholen?',
  'booking.sameReturn': 'Ihr Rückgabedatum ist bereits {date}.',
  'booking.returnBefore':
    'Dieses Rückgabedatum liegt vor dem Abholdatum ({pickup}). Wann geben Sie das Fahrzeug zurück?',
  'booking.summary.vehicle': 'Fahrzeug: {vehicle}',
  'booking.vehicleKind':
    '{count, plural, one {} other {# × }}{kind, select, car {Auto} scooter {Roller} atv {Quad} suv {SUV / Jeep} other {{value}}}{automatic, select, true {, Automatikgetriebe} other {}}',
  'phrase.lengthDiscounts':
    '{week} % Rabatt für eine Woche, {twoWeeks} % für zwei Wochen und {month} % für einen Monat',
  'phrase.earlyDiscounts':
    '{early} % Rabatt bei Buchung {earlyDays} Tage im Voraus, {earlier} % bei {earlierDays} Tagen',
  'phrase.termsDecideCancellation':
    'Letztlich entscheiden unsere Mietbedingungen (dort sind Reservierungen als {terms} aufgeführt), prüfen Sie daher bitte die Bedingungen in Ihrer Buchungsbestätigung.',
  'topic.fuel':
    'Unsere Tankregelung ist {policy}: Sie bekommen das Fahrzeug vollgetankt und geben es vollgetankt zurück.\nTanken Sie einfach auf dem Weg zur Rückgabe. Müssen wir es betanken, berechnen wir laut unseren Bedingungen eine Betankungsgebühr von {fee, number, eur}.',
  'topic.duration':
    'Sie können schon ab {minDays} Tag mieten, eine Höchstdauer gibt es nicht.\nJe länger, desto günstiger: {lengthDiscounts}.',
  'topic.season':
    'Hochsaison auf Paros ist im Juli und August: Die Insel ist voller Leben und die Fahrzeuge sind schnell weg, also früh buchen.\nFrühbucher sparen: {earlyDiscounts}.\nMai, Juni und September sind ruhiger und trotzdem warm, ideal zum Entdecken.',
  'topic.breakdown':
    'Keine Sorge, unser Service ist {support} für Sie da.\nBei einer Panne oder einem Platten bringen Sie sich in Sicherheit und rufen uns an unter {phone}: Wir kommen und kümmern uns darum.\nEine Vollkaskoversicherung ist bei jeder Miete inklusive.',
  'topic.payment':
    '{deposit, select, true {Für die Kaution blockieren wir {depositFrom} bis {depositTo, number, eur} auf einer {cards}; der Betrag wird bei der Rückgabe freigegeben.\n} other {}}Die Zahlungsdetails Ihrer Buchung bestätigt Ihnen unser Team per E-Mail, oder fragen Sie uns jederzeit unter {phone}.',
  'topic.roads':
    'Die Hauptstraßen auf Paros und Antiparos sind asphaltiert und gut zu fahren; in den Dörfern ist es eng, und manche Strandwege sind Schotterpisten.\nIn den Dörfern ist ein kleines Auto am praktischsten, auf Schotterwegen ein SUV, Jeep oder Quad.\nFahren Sie langsam durch die Kurven und achten Sie auf Roller.',
  'topic.transmission':
    'Wir haben Fahrzeuge mit Schaltung und mit Automatik.\nAutomatikwagen sind im Sommer sehr gefragt, buchen Sie also früh, wenn Sie einen brauchen.{withCards, select, true {\nHier einige unserer Automatikwagen:} other {}}',
  'topic.eco':
    'Umweltbewusst unterwegs ist hier ganz leicht: Unsere kleinen Autos sind sparsam, und ein Roller (ab {scooter, number, eur}/Tag) ist die grünste Art, die Insel zu erkunden.{withCards, select, true {\nWir haben auch Hybride:} other {}}',
  'topic.contact':
    'Sie erreichen uns telefonisch unter {phone}, per WhatsApp (der Button unten links auf der Seite) oder per E-Mail an {email}.\nWir sind täglich von {opens} bis {closes} Uhr für Sie da (Büro {officeOpens}–{officeCloses} Uhr), mit {support}-Service für unsere Mieter.\nWir sprechen {languages}.',
  'topic.cancellation':
    'Pläne ändern sich, das verstehen wir. {airport, select, true {Bei Abholung am Flughafen ist die Stornierung} other {Die Stornierung ist}} bis {hours} Stunden vor der Abholung kostenlos.\nDanach erhalten Sie {refund} % zurück oder buchen kostenlos um.\n{terms}',
  'phrase.delivery':
    'Die Lieferung zum Flughafen, zum Hafen oder zu Ihrem Hotel ist kostenlos, auch auf Antiparos',
  'phrase.parking': '{perHour, number, eur} pro Stunde',
  'phrase.cc': '{cc} ccm',
  'topic.suvs':
    'Unsere SUVs und Jeeps gibt es ab {price, number, eur}/Tag: mehr Bodenfreiheit für die Pisten zu abgelegenen Stränden.\n{delivery}.',
  'topic.scooters':
    'Mit dem Roller flitzen Sie am einfachsten über Paros und parken überall! Ab {price, number, eur}/Tag, mit {engines}.\nFür {small} ccm reicht der Autoführerschein; ab {large} ccm brauchen Sie einen Motorradführerschein.',
  'topic.atvs':
    'Lust auf Abenteuer? Unsere Quads gibt es ab {price, number, eur}/Tag, mit {ccMin} bis {ccMax} ccm: perfekt für die Schotterwege zu versteckten Stränden.\nFür ein Quad müssen Sie mindestens {minAge} Jahre alt sein und den Führerschein seit mindestens {licenceYears} Jahr haben. {terms}',
  'topic.insurance':
    'Eine Vollkaskoversicherung ist bei jeder Miete inklusive, Sie können also ganz entspannt fahren.{deposit, select, true {\nAls Kaution blockieren wir {depositFrom} bis {depositTo, number, eur} auf Ihrer Karte ({cards}). Der Betrag wird nicht abgebucht und bei der Rückgabe wieder freigegeben.} other {}}',
  'topic.antiparos':
    'Antiparos liegt gleich nebenan: die Fähre ab Pounta braucht etwa {minutes} Minuten und kostet {fare, number, eur} pro Person.\nIn der Hochsaison fahren die Fähren alle {every} Minuten, in der Nebensaison {offPeak}.\nNoch einfacher: Wir liefern auch auf Antiparos kostenlos, zum Hafen, zum Hubschrauberlandeplatz oder zu Ihrer Villa bzw. Ihrem Hotel.',
  'topic.parking':
    'In Naoussa und Parikia werden Parkplätze im Sommer knapp, und Parken kostet dort {parking}.\nMit einem kleinen Auto oder einem Roller ist die Parkplatzsuche viel leichter.',
  'topic.beaches':
    'Paros hat wunderschöne Strände, und mit dem Auto erreichen Sie alle: Golden Beach (etwa {goldenBeach} Minuten von Naoussa), Kolymbithres, Santa Maria, Lageri und Faragas.\nManche Strandwege sind Schotterpisten, da ist ein SUV oder ein Quad praktisch.\nIn den Orten kostet Parken {parking}.',
  'topic.reviews':
    'Wir sind stolz auf unsere Bewertung von {ratingNumber, number}/{ratingMax} aus über {reviewsCount} Rezensionen.\nWir sind ein Familienbetrieb von der Insel und kümmern uns persönlich um jeden Kunden, auf {languages}.',
  'topic.distances':
    'Paros ist kompakt, mit dem Auto ist nichts weit:\n• Parikia – Naoussa: {parikiaNaoussa} Min.\n• Flughafen – Parikia: {airportParikia} Min.\n• Flughafen – Naoussa: {airportNaoussa} Min.\n• Naoussa – Golden Beach: {naoussaGoldenBeach} Min.\n• Parikia – Lefkes: {parikiaLefkes} Min.\n• Pounta – Antiparos: {ferry} Min. mit der Fähre',
  'topic.offers':
    'So sparen Sie bei uns:\n• {week} % Rabatt für eine Woche, {twoWeeks} % für zwei Wochen, {month} % für einen Monat\n• {early} % Rabatt bei Buchung {earlyDays} Tage im Voraus, {earlier} % bei {earlierDays} Tagen\n• Kostenlose Lieferung, kostenlose Kindersitze und kostenloses Navi',
  'topic.cars':
    '{automatic, select, true {Hier sind unsere Autos mit Automatik – keine Kupplung an den Steigungen!} other {Gute Wahl! Mit dem Auto entdecken Sie Paros und Antiparos am einfachsten.}}\nPreise pro Tag: Kleinwagen {economy, number, eur}, Familienauto {family, number, eur}, SUV {suv, number, eur}.\n{delivery}.',
  'topic.budget':
    'Clever! Unsere Kleinwagen kosten {economy, number, eur}/Tag, Roller {scooter, number, eur}/Tag.\nJe länger Sie mieten, desto mehr sparen Sie: {lengthDiscounts}. Frühes Buchen lohnt sich auch: {earlyDiscounts}.\n{hasBudget, select, true {Das passt am besten zu einem Budget von {budget, number, eur}/Tag, das günstigste zuerst:} other {Hier sind unsere günstigsten Autos:}}',
  'topic.family':
    'Mit der Familie unterwegs? Unsere Familienautos haben {seats} oder mehr Sitze und kosten ab {family, number, eur}/Tag.\nKindersitze sind kostenlos, ebenso die Lieferung zum Flughafen, zum Hafen oder zu Ihrem Hotel.\n{hasCount, select, true {Für {count} {count, plural, one {Person} other {Personen}} haben diese hier Platz für alle:} other {Hier ein paar geräumige Modelle:}}',
  'topic.availability':
    '{hasDates, select, true {Ich habe Ihre Reisedaten notiert: {pickup}{hasReturn, select, true { bis {ret}} other {}}. } other {}}Wir haben über {vehiclesCount} Fahrzeuge, aber Juli und August sind schnell ausgebucht, also buchen Sie früh: {earlyDiscounts}.\nSagen Sie „jetzt buchen“ und ich nehme Ihre Daten auf, oder rufen Sie uns an unter {phone}.',
  'topic.groups':
    'Als Gruppe unterwegs? Unsere Familienautos haben {seats} oder mehr Sitze (ab {family, number, eur}/Tag), oder kombinieren Sie ein Auto mit Rollern (ab {scooter, number, eur}/Tag).\nFür mehrere Fahrzeuge rufen Sie uns an unter {phone}, dann stellen wir Ihnen ein Paket zusammen.{split, select, true {\nFür {count} Personen brauchen Sie mindestens {needed} Fahrzeuge.} other {}}',
  'topic.extras':
    '{helmet, select, true {Helme sind bei unseren Rollern inklusive und für Fahrer und Beifahrer Pflicht: Sagen Sie uns bei der Buchung einfach, wie viele Sie brauchen.\n} other {}}{extraDriver, select, true {Zusätzliche Fahrer können Sie bei der Buchung eintragen (laut unseren Bedingungen {perDay, number, eur} pro Tag); jeder muss mindestens {minAge} Jahre alt sein und den Führerschein seit mindestens {licenceYears} Jahr haben.\n} other {}}Kindersitze und Navi sind kostenlos: Sagen Sie uns einfach bei der Buchung Bescheid.\n{delivery}.',
  'topic.locations':
    'Wir liefern kostenlos zum Flughafen Paros, zum Hafen oder zu Ihrem Hotel, auch auf Antiparos. Unsere Übergabeorte:\n{points}{place, select, airport {\nIch habe die Übergabe am Flughafen notiert.} port {\nIch habe die Übergabe am Hafen notiert.} other {}}',
  'topic.price':
    'Unsere Tagespreise:\n• Kleinwagen (Economy): {economy, number, eur}/Tag\n• Familienauto: {family, number, eur}/Tag\n• SUV: {suv, number, eur}/Tag\n• Roller: {scooter, number, eur}/Tag\n• Quad: {atv, number, eur}/Tag\nVollkasko und {mileage} Kilometer sind inklusive. Länger mieten lohnt sich: {lengthDiscounts}. Dazu {earlyDiscounts}.',
  'topic.licence':
    'Das brauchen Sie für die Miete bei uns:\n• Mindestalter {atv, select, true {für Quads } other {}}{minAge} Jahre\n• Führerschein seit mindestens {licenceYears} Jahr\n• Wer nicht aus der EU kommt, braucht zusätzlich einen internationalen Führerschein\n• Roller mit {small} ccm: der Autoführerschein reicht\n• Ab {large} ccm: ein Motorradführerschein\nBringen Sie zur Übergabe Ihren Führerschein, Ihren Reisepass und Ihre Buchungsbestätigung mit.\n{terms}',
  'topic.tips':
    '{browsing, select, true {Lassen Sie sich Zeit! Ein paar Tipps, während Sie sich umsehen:} other {Gern, hier ein paar Tipps von uns Einheimischen:}}\n• Für Juli und August früh buchen ({early} % Rabatt {earlyDays} Tage im Voraus)\n• In den engen Dorfgassen ist ein kleines Auto oder ein Roller am praktischsten; Parken kostet in den Orten {parking}\n• Tempolimit {town} km/h innerorts und {main} km/h auf den Hauptstraßen\n• Antiparos ist mit der Fähre {ferry} Minuten entfernt ({fare, number, eur})',
  'topic.compare':
    'Auto, Roller oder Quad? Ein kurzer Vergleich:\n• Auto ab {economy, number, eur}/Tag: Komfort, Klimaanlage und Platz für Gepäck, ideal für Familien\n• Roller ab {scooter, number, eur}/Tag ({engines}): parkt überall, super für Paare\n• Quad ab {atv, number, eur}/Tag ({ccMin} bis {ccMax} ccm): Fahrspaß auf den Pisten zu versteckten Stränden{withCards, select, true {\nHier jeweils das günstigste Modell:} other {}}',
};

/** German names of the facts' terms (the same words as the pages). */
export const deNames: Names = {
  depositCards: 'Visa- oder Mastercard-Kreditkarte',
  dateSeparator: '.',
  foreignPhone: '+49 151 23456789',
  mileage: 'unbegrenzte',
  pickupLocations: {
    1: reservationDe['reservation.pickup.1'],
    13: reservationDe['reservation.pickup.13'],
    3: reservationDe['reservation.pickup.3'],
    18: reservationDe['reservation.pickup.18'],
    19: reservationDe['reservation.pickup.19'],
    20: reservationDe['reservation.pickup.20'],
  },
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const deChips: Chips = {
  greeting: [
    'Ich suche ein Auto',
    'Ich möchte jetzt buchen',
    'Optionen zeigen',
    'Ich schaue mich nur um',
  ],
  fallback: [
    'Alle Fahrzeuge zeigen',
    'Günstige Optionen',
    'Familienautos',
    'Abenteuer (Quads)',
    'Preise',
    'Kontaktdaten',
  ],
  ask: ['Stornobedingungen', 'Kontaktdaten'],
  reaskDates: ['Preise', 'Stornobedingungen'],
  summary: ['Buchung bestätigen', 'Angaben ändern'],
  acknowledgement: ['Kostenlose Kindersitze', 'Fähre nach Antiparos', 'Kontaktdaten'],
  incomplete: ['Jetzt buchen', 'Kontaktdaten'],
  modifyWhat: ['Meine Daten ändern', 'E-Mail ändern', 'Jetzt buchen'],
  modify: ['Jetzt buchen', 'Kontaktdaten'],
  topics: {
    fuel: ['Umweltfreundliche Optionen', 'Straßenverhältnisse', 'Preise'],
    duration: ['Preise', 'Sonderangebote', 'Jetzt buchen'],
    season: ['Verfügbarkeit prüfen', 'Sonderangebote', 'Beste Strände'],
    breakdown: ['Versicherung', 'Kontaktdaten', 'Straßenverhältnisse'],
    payment: ['Versicherung', 'Stornobedingungen', 'Jetzt buchen'],
    roads: ['SUVs und Jeeps', 'Parktipps', 'Entfernungen'],
    transmission: ['Autos mit Automatik', 'Günstige Optionen', 'Jetzt buchen'],
    eco: ['Günstige Optionen', 'Roller', 'Tankregelung'],
    contact: ['Jetzt buchen', 'Übergabeorte', 'Preise'],
    cancellation: ['Jetzt buchen', 'Zahlungsarten', 'Kontaktdaten'],
    suvs: ['Straßenverhältnisse', 'Beste Strände', 'Jetzt buchen'],
    scooters: ['Führerschein-Regeln', 'Fahrzeuge vergleichen', 'Jetzt buchen'],
    atvs: ['Straßenverhältnisse', 'Führerschein-Regeln', 'Jetzt buchen'],
    insurance: ['Zahlungsarten', 'Stornobedingungen', 'Jetzt buchen'],
    antiparos: ['Übergabeorte', 'Beste Strände', 'Jetzt buchen'],
    parking: ['Günstige Optionen', 'Roller', 'Tipps für Paros'],
    beaches: ['Straßenverhältnisse', 'SUVs und Jeeps', 'Fähre nach Antiparos'],
    reviews: ['Alle Fahrzeuge zeigen', 'Kontaktdaten', 'Jetzt buchen'],
    distances: ['Straßenverhältnisse', 'Beste Strände', 'Fähre nach Antiparos'],
    offers: ['Jetzt buchen', 'Preise', 'Günstige Optionen'],
    cars: ['Günstige Optionen', 'Familienautos', 'Autos mit Automatik', 'Jetzt buchen'],
    budget: ['Wochenrabatte', 'Roller', 'Jetzt buchen'],
    family: ['Kostenlose Kindersitze', 'Versicherung', 'Jetzt buchen'],
    availability: ['Jetzt buchen', 'Preise', 'Kontaktdaten'],
    groups: ['Familienautos', 'Roller', 'Kontaktdaten'],
    extras: ['Familienautos', 'Übergabeorte', 'Jetzt buchen'],
    locations: ['Jetzt buchen', 'Fähre nach Antiparos', 'Preise'],
    price: ['Günstige Optionen', 'Versicherung', 'Jetzt buchen'],
    licence: ['Roller', 'Versicherung', 'Jetzt buchen'],
    tips: ['Alle Fahrzeuge zeigen', 'Beste Strände', 'Preise'],
    compare: ['Günstige Optionen', 'Roller', 'Abenteuer (Quads)'],
  },
  carsAutomatic: ['Günstige Optionen', 'Familienautos', 'Versicherung', 'Jetzt buchen'],
};
