/**
 * What Marcia says in English, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic. The engine picks the id and the parameters (`../compose.ts`);
 * amounts are `{x, number, eur}`, yes/no choices `{flag, select, true {…} other {…}}`.
 */
import type { Chips, Messages, Names } from '../../../lib/assistant/lang/types';

/** English templates. */
export const enMessages: Messages = {
  greeting:
    "Hi! I'm Marcia, your AI travel assistant for Paros and Antiparos.\nI can help you choose a car, scooter or ATV, explain prices and rental rules, and start your booking. Free, no registration.\nHow can I help you today?",
  'fallback.text': "Hmm, I'm not quite sure what you're looking for, but I'm here to help!",
  'fallback.hint': 'Ask me about cars, scooters or ATVs, prices, or tips for Paros and Antiparos.',
  'fallback.niceToMeet': 'Nice to meet you, {name}! ',
  'fallback.hello': 'Hello! ',
  'fallback.thanks': "You're welcome! ",
  'fallback.bye': "Goodbye, and enjoy Paros and Antiparos! I'm here whenever you need me.",
  'note.age':
    "{under, select, true {Sorry, at {age} {driver, select, true {the driver is} other {you're}} under {atv, select, true {the minimum age of {min} for ATVs} other {our minimum age of {min}{atvFrom, select, true { for cars and scooters; ATVs are from {atvMin}} other {}}}}.} other {At {age} {driver, select, true {the driver meets} other {you meet}} {atv, select, true {the minimum age of {min} for ATVs} other {our minimum age of {min}}}.}}{senior, select, true { Drivers over {seniorAge} may pay a surcharge under our terms: please ask us.} other {}}",
  'note.licenceNew':
    'Sorry, a licence held for {months, plural, one {# month} other {# months}} is not enough: {driver, select, true {the driver needs} other {you need}} to have held it for at least {years, plural, one {# year} other {# years}}.',
  'note.termsDecideAge':
    'Our rental terms decide in the end: they set a minimum age of {termsMin} ({premiumMin} for premium models) and a licence held {licenceYears} years, so our team confirms it when you book.',
  'note.outOfHours':
    'Our office is open {opens}-{closes}: for a pickup or return outside those hours, please contact us in advance on {phone} or via the WhatsApp button to check it with our team.',
  'note.datesNoted':
    "I've noted your dates: {pickup}{hasReturn, select, true { to {ret}} other {}}. Say 'book now' when you're ready and I'll take your details.",
  'note.returnNoted':
    "I've noted your return: {ret}.{book, select, true { Say 'book now' when you're ready and I'll take your details.} other {}}",
  'note.unknown':
    "I'm sorry, I don't know that: it isn't something I can answer here. Our team will gladly help: call us on {phone} or message us on WhatsApp (the button at the bottom left of the page).",
  'note.ownBooking':
    "For a booking you already have, our team will help: call us on {phone} or message us on WhatsApp (the button at the bottom left of the page), with your booking confirmation to hand. I can't see or change bookings here.",
  'note.otherCard': "That card won't do for the deposit, I'm afraid: we take only a {cards}.",
  'note.cashDeposit': "Cash won't do for the deposit, I'm afraid: we hold it on a {cards} only.",
  'note.cave':
    "Antiparos' cave is open from {from} to {to} and admission is {admission, number, eur} (our island guide's figures: they may change, so check locally).",
  'note.licenceCountry':
    '{eu, select, true {{country}: in the EU, so your national driving licence is enough.} other {{country}: outside the EU, so bring an international driving licence along with your national one.}}',
  'note.bicycle': "We don't have bicycles: our fleet is cars, scooters and ATVs.",
  'note.boat': "We don't rent boats: our fleet is cars, scooters and ATVs.",
  'note.islandTour':
    'The loop around Paros is about {km} km: {hours} hours by scooter without stops, so one day is plenty with time for the beaches.',
  'note.timesNoted':
    'Noted: {which, select, both {pickup at {pickup}, return at {ret}} pickup {pickup at {pickup}} other {return at {ret}}}.',
  'note.extrasAdded': "I've noted {list} for your booking, free of charge.",
  'note.driversAdded':
    'Noted: {count, plural, one {# extra driver} other {# extra drivers}}{terms, select, true { ({perDay, number, eur} per day under our terms; each needs to be {minAge}+ with a licence held for at least {licenceYears} year)} other {}}.',
  'note.dropOff':
    'You can return the vehicle {place, select, airport {at the airport} antiparos {on Antiparos} other {at the port}}, as at any of our points below: tell us where when you book.{place, select, airport { {fee}} other {}}',
  'note.airportDropOffFee':
    'A drop-off at the airport carries an extra fee, confirmed when you book.',
  'note.engine':
    '{has, select, true {Our {size} {kind, select, atv {ATVs} other {scooters}} start at {price, number, eur} a day.} other {We have no {size} {kind, select, atv {ATVs} other {scooters}}: ours are {sizes}.}}',
  'note.vehicle':
    '{name}: {price, number, eur} a day, {transmission, select, Automatic {automatic} other {manual}}, {seats, plural, one {# seat} other {# seats}}.',
  'note.quote':
    '{dated, select, true {For your dates ({days, plural, one {# day} other {# days}}{discount, select, duration {, with our {percent}% long-rental discount} early {, with our {percent}% early-booking discount} other {}})} other {For {days, plural, one {# day} other {# days}}{discount, select, duration { (with our {percent}% long-rental discount)} early { (with our {percent}% early-booking discount)} other {}}}}:{several, select, true {\n{totals}} other { {totals}.}}\nOur booking engine gives the final price.',
  'phrase.kindTotal':
    '{bullet, select, true {{kind, select, economy {Economy car: from} family {Family car: from} suv {SUV: from} scooter {Scooter: from} atv {ATV: from} other {{kind}:}}} other {{kind, select, economy {an economy car costs from} family {a family car costs from} suv {an SUV costs from} scooter {a scooter costs from} atv {an ATV costs from} other {the {kind} costs}}}} {total, number, eur} ({perDay, number, eur} a day){count, plural, one {} other {, {sum, number, eur} for #}}',
  'note.vehicleAcross':
    'We can deliver your car, scooter or ATV to you on Antiparos free of charge, which saves crossing with it. Taking the vehicle across on the ferry needs our permission: our terms list {perDirection, number, eur} per direction (usually {usualTotal, number, eur} in total) or {unlimited, number, eur} unlimited; ask us when you book.',
  'note.address': 'Our office is at {address}, open {opens}-{closes} every day.',
  'note.airCon':
    '{answer, select, yes {Yes, the {name} has air conditioning.} no {The {name} has no air conditioning.} open {The {name} is open-air, so it has no air conditioning.} all {Yes: all our cars have air conditioning.} other {{count} of our {total} cars have air conditioning: each car’s page lists its equipment.}}',
  'note.feature':
    '{answer, select, yes {Yes, the {name} has {featureName}.} no {The {name}’s listed equipment doesn’t include {featureName}: ask us if you need it.} all {Yes: all our cars have {featureName}.} some {{count} of our vehicles have {featureName}, such as the {examples}.} other {None of our vehicles lists {featureName} in its equipment: ask us if you need it.}}',
  'phrase.feature':
    '{feature, select, bluetooth {Bluetooth} carPlay {Apple CarPlay / Android Auto} usb {a USB socket} isofix {ISOFIX mounts for child seats} rearCamera {a rear camera} parkingSensors {parking sensors} other {cruise control}}',
  'note.lateArrival':
    "If your ferry or flight is late, don't worry: we follow its real arrival time and wait for you at no extra cost. If your plans change, call us on {phone}.",
  'note.lateReturn':
    "A rental day is {hours} hours from the time you pick the vehicle up, so under our terms a return after that time starts another rental day. Running late? Tell us as soon as you know and we'll sort it out with you.",
  'note.fuelType':
    '{answer, select, one {{fuel, select, Petrol {The {name} runs on petrol.} Diesel {The {name} runs on diesel.} Hybrid {The {name} is a hybrid (petrol and electric).} Electric {The {name} is electric.} other {The {name} runs on {fuel}.}}} several {Here’s what each takes: {vehicles}.} other {{count} of our {total} vehicles run on petrol{hasOthers, select, true {; {others}} other {}}.}}',
  'phrase.fuelOf':
    '{fuel, select, Petrol {the {name} runs on petrol} Diesel {the {name} runs on diesel} Hybrid {the {name} is a hybrid (petrol and electric)} Electric {the {name} is electric} other {the {name} runs on {fuel}}}',
  'note.roadside':
    'Roadside assistance cover is not included: our terms list it as an extra at {perDay, number, eur} a day (your booking confirms).',
  'note.mileage': 'Yes: kilometres are {mileage} on Paros and Antiparos, at no extra cost.',
  'note.rentalDay':
    'A rental day is {hours} hours: on your return day, bring the vehicle back by the time you picked it up. Our office is open {opens}-{closes}; for a return outside those hours, please tell us in advance.',
  'note.otherIsland':
    'Taking a vehicle to another island needs our permission first: our terms list a ferry permission of {perDirection, number, eur} per direction (usually {usualTotal, number, eur} in total) or {unlimited, number, eur} unlimited.',
  'booking.askName': "Wonderful, let's get your booking started! What's your name?",
  'booking.soFar': "Here's what I have so far:",
  'booking.notedAskName': "Thanks, I've noted your {labels}. What's your name?",
  'booking.askEmail':
    "{greet, select, true {Nice to meet you, {name}!} other {{noted, select, true {Thanks, I've noted your {labels}.} other {Thanks!}}}} What's your e-mail address? Our team will send the confirmation there.",
  'booking.askPhone':
    "{noted, select, true {Thanks, I've noted your {labels}.} other {Thanks!}} And your phone number? Add the country code if it isn't a Greek number, e.g. {example}.",
  'booking.askDates':
    'Great! What are your pickup and return dates? For example: {pickup} to {ret}.',
  'booking.askPeriodDays':
    "{stay, select, true {Which day exactly is your pickup? For example: {pickupDay} {pickupMonth}; I'll count the {days, plural, one {# day} other {# days}} from it.} other {Which days exactly? For example: {pickupDay} {pickupMonth} to {returnDay} {returnMonth}.}}",
  'booking.holidayDays':
    "{holiday, select, orthodoxEaster {Greek Orthodox Easter} orthodoxPentecost {Greek Orthodox Pentecost} orthodoxWhitMonday {Holy Spirit Monday (the Greek Orthodox Whit Monday)} easter {Easter} pentecost {Pentecost} whitMonday {Whit Monday} ascension {Ascension Day} assumption {The Assumption (Ferragosto)} other {Italy's Republic Day}} is {date}{both, select, true { (Greek Orthodox Easter: {orthodox})} other {}}. {ask}",
  'booking.noSuchDay':
    "There's no {date}: that month has only {days} days. Which dates do you mean?",
  'booking.askReturn': 'Got it, pickup on {pickup}. And your return date?',
  'booking.askPickup': 'Got it, return on {ret}. And your pickup date?',
  'booking.askPlace':
    'Sure! Where would you like to {end, select, pickup {pick it up} other {return it}}: the airport, the port, or your hotel or villa? Your dates stay as they are.',
  'booking.askTime':
    'Sure! What time would you like for the {end, select, pickup {pickup} other {return}}? Your dates stay as they are.',
  'booking.askPickupStay':
    "Noted: {days, plural, one {# day} other {# days}}. What's your pickup date? I'll count the return from it.",
  'booking.reask.name':
    "Sorry, I didn't catch your name. Could you tell me, e.g. 'my name is Anna'?",
  'booking.reask.email':
    "That doesn't look like an e-mail address. Could you type it like name@example.com?",
  'booking.reask.phone':
    'I need a phone number: a Greek one of {digits} digits (e.g. {example}), or yours from abroad with its country code (e.g. {foreign}).',
  'booking.reask.nationalPhone':
    'From Greece we can only reach {typed} with its country code: please write it like {foreign} (the country code first, without the leading 0).',
  'booking.reask.dates':
    'I still need your pickup and return dates, e.g. {pickup} to {ret} or {pickupDay} {pickupMonth} to {returnDay} {returnMonth}.',
  'booking.reask.returnDate':
    'I still need your return date, e.g. {ret} or {returnDay} {returnMonth}.',
  'booking.reminder.booking_name': "Back to your booking: what's your name?",
  'booking.reminder.booking_email': "Back to your booking: what's your e-mail address?",
  'booking.reminder.booking_phone': "Back to your booking: what's your phone number?",
  'booking.reminder.booking_dates': 'Back to your booking: what are your pickup and return dates?',
  'booking.reminder.returnDate': "Back to your booking: what's your return date?",
  'booking.reminder.booking_confirm':
    "Back to your booking: say 'confirm booking' to send it, or 'change' to edit a detail.",
  'booking.summary.title': "Here's your booking summary:",
  'booking.summary.name': 'Name: {value}',
  'booking.summary.email': 'E-mail: {value}',
  'booking.summary.phone': 'Phone: {value}',
  'booking.summary.pickup':
    'Pickup: {date}{hasTime, select, yes {, {time}} other {}}{place, select, airport { at the airport} point {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.extras': 'Extras (free): {list}',
  'booking.summary.drivers': 'Extra drivers: {count}',
  'booking.extras.seats': '{count, plural, one {# child seat} other {# child seats}}',
  'booking.extras.gps': 'GPS',
  'booking.summary.pickupPlace':
    'Pickup: {place, select, airport {at the airport} other {{point}}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.return':
    'Return: {date}{hasTime, select, yes {, {time}} other {}}{hasPoint, select, yes {, {point}} other {}}{note, select, none {} other { ({noteText})}}',
  'booking.summary.passengers': 'Passengers: {count}',
  'booking.summary.returnBeforePickup':
    "The return date is before the pickup date; say 'change dates' to fix it.",
  'booking.summary.question':
    "Is everything correct? Say 'confirm booking', or 'change' to edit a detail.",
  'booking.day': '{weekday} {day} {month} {year}',
  'booking.acknowledgement':
    "Thank you, {name}! Your booking request is complete.\nBelow is what I will send to our team: tap 'Send to our team' to send it, or 'Cancel' to keep it here.",
  'booking.sent':
    'Sent, {name}! Our team has your request and will reply to {email} within {hours}.\nTo reserve right away, continue on our online booking page (the link below), or message us on WhatsApp.',
  'booking.doneStatus':
    "It's a request until our team confirms it: once it is sent (the 'Send to our team' button on the card above), they check a vehicle for your dates and reply to {email} within {hours}. To reserve right away, use our online booking page, or message us on WhatsApp.",
  'booking.doneSend':
    "To send it, tap 'Send to our team' on the request card above: only your tap sends it. If the card says 'Sent to our team.', our team has it already.",
  'booking.doneCancel':
    "Not sent yet? Tap 'Cancel' on the request card above and nothing reaches our team. Already sent? Tell our team on WhatsApp or by phone, and they will cancel it.",
  'booking.cancelled':
    "Not sent: your details stay here in the chat. You can book on our online booking page (the link below), or say 'book now' to start again.",
  'booking.incomplete':
    "I still need some information to complete your booking. Let's start over - say 'book now'",
  'booking.modifyWhat':
    "No problem! What would you like to change: your name, e-mail, phone, dates, a time or a place? For example 'change my e-mail' or 'change the pickup time'.",
  'booking.modifyDone':
    "Done, I've updated your {labels}. Say 'book now' to review and confirm your booking.",
  'booking.modifyAsk':
    "Sure! {dates, select, true {What are} other {What's}} your new {labels}{example, select, name { (e.g. 'my name is Anna')} dates { (e.g. {pickup} to {ret})} other {}}?",
  'booking.field.name': 'name',
  'booking.field.email': 'e-mail address',
  'booking.field.phone': 'phone number',
  'booking.field.dates': 'dates',
  'booking.newField.name': 'name',
  'booking.newField.email': 'e-mail address',
  'booking.newField.phone': 'phone number',
  'booking.newField.dates': 'dates',
  'booking.corrected':
    'Done, your {field, select, name {name} email {e-mail address} phone {phone number} pickupDate {pickup date} returnDate {return date} pickupLocation {pickup place} dropOffPoint {return place} passengers {number of people} vehicle {vehicle} pickupTime {pickup time} returnTime {return time} other {detail}} is now {value}.',
  'booking.restart': "No problem, let's start again from the beginning.",
  'booking.stopped':
    "OK, I've cancelled this booking: nothing was sent. Say 'book now' whenever you'd like to start again.",
  'booking.pastPickup': "{date} has already passed. What's your pickup date?",
  'booking.sameReturn': 'Your return date is already {date}.',
  'booking.returnBefore':
    "That return date is before the pickup date ({pickup}). What's your return date?",
  'booking.summary.vehicle': 'Vehicle: {vehicle}',
  'booking.vehicleKind':
    '{count, plural, one {} other {# × }}{kind, select, car {car} scooter {scooter} atv {ATV / quad} suv {SUV / jeep} other {{value}}}{automatic, select, true {, automatic} other {}}',
  'phrase.lengthDiscounts':
    '{week}% off for a week, {twoWeeks}% for two weeks and {month}% for a month',
  'phrase.earlyDiscounts':
    '{early}% off when you book {earlyDays} days ahead, {earlier}% when you book {earlierDays} days ahead',
  'phrase.termsDecideCancellation':
    'Our rental terms decide in the end (they list reservations as {terms}), so please check the conditions in your booking confirmation.',
  'topic.fuel':
    'Our fuel policy is {policy}: you get the vehicle with a full tank and bring it back full.\nJust fill up on your way to the drop-off point. If we have to refuel it, our terms charge a refuelling fee of {fee, number, eur}.',
  'topic.duration':
    "You can rent for as little as {minDays} day, and there's no maximum.\nLonger rentals save more: {lengthDiscounts}.",
  'topic.season':
    'Peak season on Paros is July and August: the island is lively and vehicles book up, so reserve early.\nEarly birds save: {earlyDiscounts}.\nMay, June and September are quieter and still warm, lovely for exploring.',
  'topic.breakdown':
    "Don't worry, we've got you covered with {support} support.\nIf the vehicle breaks down or you get a flat tyre, stay safe and call us on {phone}: we'll come and sort it out.\nFull insurance is included in every rental.",
  'topic.payment':
    '{deposit, select, true {For the deposit we hold {depositFrom, number, eur}-{depositTo} on a {cards}; it is released when you return the vehicle.\n} other {}}Our team confirms the payment details of your booking by e-mail, or ask us anytime on {phone}.',
  'topic.roads':
    'Main roads on Paros and Antiparos are paved and easy to drive; village streets are narrow and some beach roads are dirt tracks.\nA small car is easiest in the villages, and an SUV, jeep or ATV suits the dirt roads best.\nTake the bends slowly and watch out for scooters.',
  'topic.transmission':
    'We have both manual and automatic vehicles.\nAutomatics are popular in summer, so book early if you need one.{withCards, select, true {\nHere are some of our automatics:} other {}}',
  'topic.eco':
    'Travelling light on the island is easy: our small economy cars are thrifty, and a scooter (from {scooter, number, eur}/day) is the greenest way around.{withCards, select, true {\nWe also have hybrids:} other {}}',
  'topic.contact':
    "You can reach us by phone on {phone}, on WhatsApp (the button at the bottom left of the page) or by e-mail at {email}.\nWe're available daily {opens}-{closes} (office {officeOpens}-{officeCloses}) with {support} support for renters.\nWe speak {languages}.",
  'topic.cancellation':
    'Plans change, we get it. {airport, select, true {For an airport pickup, cancellation} other {Cancellation}} is free up to {hours} hours before pickup.\nLess than {hours} hours before, you get {refund}% back or a free reschedule.\n{terms}',
  'phrase.delivery': 'Delivery to the airport, the port or your hotel is free, Antiparos included',
  'phrase.parking': 'paid parking costs {perHour, number, eur} per hour',
  'phrase.cc': '{cc}cc',
  'topic.suvs':
    'Our SUVs and jeeps start at {price, number, eur}/day: extra ground clearance for the dirt tracks to remote beaches.\n{delivery}.',
  'topic.scooters':
    'Scooters are the easiest way to zip around Paros and park anywhere! They start at {price, number, eur}/day, in {engines}.\nA {small}cc needs a car licence; {large}cc and above needs a motorcycle licence.',
  'topic.atvs':
    'Up for an adventure? Our ATVs and quads start at {price, number, eur}/day, from {ccMin}cc to {ccMax}cc: perfect for the dirt roads to hidden beaches.\nFor an ATV you need to be {minAge}+ with a licence held for at least {licenceYears} year. {terms}',
  'topic.insurance':
    'Full insurance is included with every rental, so you can relax.{deposit, select, true {\nWe hold a deposit of {depositFrom, number, eur}-{depositTo} on your card ({cards}). It is not charged, and it is released when you return the vehicle.} other {}}',
  'topic.antiparos':
    'Antiparos is a short hop away: the ferry from Pounta takes about {minutes} minutes and costs {fare, number, eur} a person.\nFerries run every {every} minutes in peak season and {offPeak} off-season.\nEven easier: we deliver free in Antiparos too, to the port, the helipad or your villa or hotel.',
  'topic.parking':
    'Parking in Naoussa and Parikia gets busy in summer: {parking}.\nA small car or a scooter makes parking much easier.',
  'topic.beaches':
    'Paros is full of great beaches and a car gets you to all of them: Golden Beach (about {goldenBeach} minutes from Naoussa), Kolymbithres, Santa Maria, Lageri and Faragas.\nSome beach roads are dirt tracks, where an SUV or an ATV is handy.\nIn the towns, {parking}.',
  'topic.reviews':
    "We're proud of our {rating}/{ratingMax} from {reviews} reviews.\nWe're a local, family-run business and look after every customer personally, in {languages}.",
  'topic.distances':
    'Paros is compact, nowhere is far by car:\n• Parikia to Naoussa: {parikiaNaoussa} min\n• Airport to Parikia: {airportParikia} min\n• Airport to Naoussa: {airportNaoussa} min\n• Naoussa to Golden Beach: {naoussaGoldenBeach} min\n• Parikia to Lefkes: {parikiaLefkes} min\n• Pounta to Antiparos: {ferry} min by ferry',
  'topic.offers':
    "Here's how to save with us:\n• {week}% off for a week, {twoWeeks}% for two weeks, {month}% for a month\n• {early}% off when you book {earlyDays} days ahead, {earlier}% at {earlierDays} days\n• Free delivery, free child seats and free GPS",
  'topic.cars':
    '{automatic, select, true {Here are our automatic cars, so no clutch on the hills!} other {Great choice! A car is the easiest way to explore Paros and Antiparos.}}\nPrices per day: economy {economy, number, eur}, family {family, number, eur}, SUV {suv, number, eur}.\n{delivery}.',
  'topic.budget':
    'Smart choice! Our economy cars are {economy, number, eur}/day and scooters {scooter, number, eur}/day.\nRenting longer saves more: {lengthDiscounts}. Booking ahead helps too: {earlyDiscounts}.\n{hasBudget, select, true {Here is what fits a {budget, number, eur}/day budget best, cheapest first:} other {Here are our cheapest cars:}}',
  'topic.family':
    'Travelling with family? Our family cars have {seats} or more seats and start at {family, number, eur}/day.\nChild seats are free, and so is delivery to the airport, the port or your hotel.\n{hasCount, select, true {For {count} {count, plural, one {person} other {people}}, these have room for everyone:} other {Here are some roomy options:}}',
  'topic.availability':
    "{hasDates, select, true {I've noted your dates: {pickup}{hasReturn, select, true { to {ret}} other {}}. } other {}}We have {vehicles} vehicles, but July and August book up fast, so reserve early: {earlyDiscounts}.\nSay 'book now' and I'll take your details, or call us on {phone}.",
  'topic.groups':
    "Travelling as a group? Our family cars seat {seats} or more (from {family, number, eur}/day), or mix a car with scooters (from {scooter, number, eur}/day).\nFor several vehicles, call us on {phone} and we'll put a package together.{split, select, true {\nFor {count} people you'll need at least {needed} vehicles.} other {}}",
  'topic.extras':
    '{helmet, select, true {Helmets are included with our scooters, and the law for rider and passenger: just tell us how many you need when you book.\n} other {}}{extraDriver, select, true {Extra drivers can be added when you book ({perDay, number, eur} per day under our terms); each needs to be {minAge}+ with a licence held for at least {licenceYears} year.\n} other {}}Child seats and GPS are free: just tell us when you book.\n{delivery}.',
  'topic.locations':
    "We deliver free of charge to Paros airport, the port or your hotel, Antiparos included. Our pickup points:\n{points}{place, select, airport {\nI've noted the airport as your pickup point.} port {\nI've noted the port as your pickup point.} other {}}",
  'topic.price':
    'Our daily prices:\n• Economy car: {economy, number, eur}/day\n• Family car: {family, number, eur}/day\n• SUV: {suv, number, eur}/day\n• Scooter: {scooter, number, eur}/day\n• ATV: {atv, number, eur}/day\nFull insurance and {mileage} kilometres are included. Rent longer and save: {lengthDiscounts}. Plus {earlyDiscounts}.',
  'topic.licence':
    "Here's what you need to rent with us:\n• Minimum age {minAge}{atv, select, true { for ATVs} other {}}\n• A driving licence held for at least {licenceYears} year\n• Visitors from outside the EU also need an international driving licence\n• {small}cc scooters: a car licence is enough\n• {large}cc and above: a motorcycle licence\nAt pickup, bring your driving licence, your passport and your booking confirmation.\n{terms}",
  'topic.tips':
    '{browsing, select, true {No rush, take your time! A few tips while you look around:} other {Happy to share some local tips:}}\n• Book early for July and August ({early}% off {earlyDays} days ahead)\n• A small car or a scooter is easiest in the narrow village streets, and {parking} in town\n• Speed limits are {town} km/h in towns and {main} km/h on main roads\n• Antiparos is {ferry} minutes away by ferry ({fare, number, eur})',
  'topic.compare':
    'Car, scooter or ATV? A quick comparison:\n• Car from {economy, number, eur}/day: comfort, air conditioning and luggage space, best for families\n• Scooter from {scooter, number, eur}/day ({engines}): parks anywhere, great for couples\n• ATV from {atv, number, eur}/day ({ccMin}cc to {ccMax}cc): fun on the dirt roads to hidden beaches{withCards, select, true {\nHere is the cheapest of each:} other {}}',
};

/** English names of the facts' terms (the same words as the pages). */
export const enNames: Names = {
  depositCards: 'Visa or Mastercard credit card',
  dateSeparator: '/',
  foreignPhone: '+44 7700 900123',
  mileage: 'unlimited',
  pickupLocations: {
    1: 'Antiparos Port (Office)',
    13: 'Antiparos Helipad',
    3: 'Antiparos Villas/Hotels',
    18: 'Paros Airport (PAS)',
    19: 'Paros Port (Parikia)',
    20: 'Paros Villas/Hotels',
  },
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const enChips: Chips = {
  greeting: ['Looking for a car', 'I want to book now', 'Show me options', 'Just browsing'],
  fallback: [
    'Show all vehicles',
    'Economy options',
    'Family vehicles',
    'Adventure (ATVs)',
    'Pricing info',
    'Contact details',
  ],
  ask: ['Cancellation policy', 'Contact details'],
  reaskDates: ['Pricing info', 'Cancellation policy'],
  summary: ['Confirm booking', 'Change details'],
  acknowledgement: ['Free child seats', 'Ferry to Antiparos', 'Contact details'],
  incomplete: ['Book now', 'Contact details'],
  modifyWhat: ['Change my dates', 'Change my e-mail', 'Book now'],
  modify: ['Book now', 'Contact details'],
  topics: {
    fuel: ['Eco-friendly options', 'Road conditions', 'Pricing info'],
    duration: ['Pricing info', 'Special offers', 'Book now'],
    season: ['Check availability', 'Special offers', 'Best beaches'],
    breakdown: ['Insurance', 'Contact details', 'Road conditions'],
    payment: ['Insurance', 'Cancellation policy', 'Book now'],
    roads: ['SUVs and jeeps', 'Parking tips', 'Driving distances'],
    transmission: ['Automatic cars', 'Economy options', 'Book now'],
    eco: ['Economy options', 'Scooters', 'Fuel policy'],
    contact: ['Book now', 'Pickup locations', 'Pricing info'],
    cancellation: ['Book now', 'Payment options', 'Contact details'],
    suvs: ['Road conditions', 'Best beaches', 'Book now'],
    scooters: ['Licence rules', 'Compare vehicles', 'Book now'],
    atvs: ['Road conditions', 'Licence rules', 'Book now'],
    insurance: ['Payment options', 'Cancellation policy', 'Book now'],
    antiparos: ['Pickup locations', 'Best beaches', 'Book now'],
    parking: ['Economy options', 'Scooters', 'Tips for Paros'],
    beaches: ['Road conditions', 'SUVs and jeeps', 'Ferry to Antiparos'],
    reviews: ['Show all vehicles', 'Contact details', 'Book now'],
    distances: ['Road conditions', 'Best beaches', 'Ferry to Antiparos'],
    offers: ['Book now', 'Pricing info', 'Economy options'],
    cars: ['Economy options', 'Family vehicles', 'Automatic cars', 'Book now'],
    budget: ['Weekly discounts', 'Scooters', 'Book now'],
    family: ['Free child seats', 'Insurance', 'Book now'],
    availability: ['Book now', 'Pricing info', 'Contact details'],
    groups: ['Family vehicles', 'Scooters', 'Contact details'],
    extras: ['Family vehicles', 'Pickup locations', 'Book now'],
    locations: ['Book now', 'Ferry to Antiparos', 'Pricing info'],
    price: ['Economy options', 'Insurance', 'Book now'],
    licence: ['Scooters', 'Insurance', 'Book now'],
    tips: ['Show all vehicles', 'Best beaches', 'Pricing info'],
    compare: ['Economy options', 'Scooters', 'Adventure (ATVs)'],
  },
  carsAutomatic: ['Economy options', 'Family vehicles', 'Insurance', 'Book now'],
};
