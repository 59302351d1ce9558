/**
 * What Marcia says in English, as ICU MessageFormat templates (see `../../messages.ts`): one
 * template per message id, no logic. The engine picks the id and the parameters (`../compose.ts`);
 * amounts are `{x, number, eur}`, yes/no choices `{flag, select, true {…} other {…}}`.
 */
import type { Chips, Messages, Names } from '../types';

/** English templates. */
export const enMessages: Messages = {
  'note.age':
    "{under, select, true {Sorry, at {age} you're under {atv, select, true {the minimum age of {min} for ATVs} other {our minimum age of {min}}}.} other {At {age} you meet {atv, select, true {the minimum age of {min} for ATVs} other {our minimum age of {min}}}.}}",
  'note.termsDecideAge':
    "Our rental terms decide in the end: they set a minimum age of {termsMin} ({premiumMin} for premium models) and a licence held {licenceYears} years, so our team confirms it when you book.",
  'note.outOfHours':
    "Our office is open {opens}-{closes}: for a pickup or return outside those hours, please contact us in advance on {phone} or via the WhatsApp button to check it with our team.",
  'note.datesNoted': "I've noted your dates: {pickup}{hasReturn, select, true { to {ret}} other {}}. Say 'book now' when you're ready and I'll take your details.",
  'note.unknown':
    "I'm sorry, I don't know that: it isn't something I can answer here. Our team will gladly help: call us on {phone} or message us on WhatsApp (the button at the bottom left of the page).",
  'note.otherCard': "That card won't do for the deposit, I'm afraid: we take only a {cards}.",
  'note.bicycle': "We don't have bicycles: our fleet is cars, scooters and ATVs.",
  'note.otherIsland':
    "Taking a vehicle to another island needs our permission first: our terms list a ferry permission of {perDirection, number, eur} per direction (usually {usualTotal, number, eur} in total) or {unlimited, number, eur} unlimited.",
  'booking.askName': "Wonderful, let's get your booking started! What's your name?",
  'booking.askEmail':
    "{greet, select, true {Nice to meet you, {name}!} other {Thanks!}} What's your e-mail address? Our team will send the confirmation there.",
  'booking.askPhone':
    "Thanks! And your phone number? Add the country code if it isn't a Greek number, e.g. {example}.",
  'booking.askDates': "Great! What are your pickup and return dates? For example: {pickup} to {ret}.",
  'booking.askReturn': "Got it, pickup on {pickup}. And your return date?",
  'booking.reask.name': "Sorry, I didn't catch your name. Could you tell me, e.g. 'my name is Anna'?",
  'booking.reask.email':
    "That doesn't look like an e-mail address. Could you type it like name@example.com?",
  'booking.reask.phone':
    "I need a phone number of {digits} digits, with the country code if you like (e.g. {example}).",
  'booking.reask.dates':
    "I still need your pickup and return dates, e.g. {pickup} to {ret} or {pickupDay} {pickupMonth} to {returnDay} {returnMonth}.",
  'booking.reask.returnDate': "I still need your return date, e.g. {ret} or {returnDay} {returnMonth}.",
  'booking.reminder.booking_name': "To continue your booking, just tell me your name.",
  'booking.reminder.booking_email': "To continue your booking, I still need your e-mail address.",
  'booking.reminder.booking_phone': "To continue your booking, I still need your phone number.",
  'booking.reminder.booking_dates': "To continue your booking, I still need your pickup and return dates.",
  'booking.reminder.booking_confirm': "Your booking is ready: say 'confirm booking' to send it.",
  'booking.summary.title': "Here's your booking summary:",
  'booking.summary.name': "Name: {value}",
  'booking.summary.email': "E-mail: {value}",
  'booking.summary.phone': "Phone: {value}",
  'booking.summary.pickup':
    "Pickup: {date}{place, select, airport { at the airport} port { at the port} other {}}",
  'booking.summary.return': "Return: {date}",
  'booking.summary.passengers': "Passengers: {count}",
  'booking.summary.returnBeforePickup': "The return date is before the pickup date; say 'change dates' to fix it.",
  'booking.summary.question': "Is everything correct? Say 'confirm booking', or 'change' to edit a detail.",
  'booking.day': "{weekday} {day} {month} {year}",
  'booking.acknowledgement':
    "Thank you, {name}! Your booking request is complete.\nBelow is what I will send to our team: tap 'Send to our team' to send it, or 'Cancel' to keep it here.",
  'booking.sent':
    "Sent, {name}! Our team has your request and will reply to {email} within {hours}.\nTo reserve right away, continue on our online booking page (the link below), or message us on WhatsApp.",
  'booking.cancelled':
    "Not sent: your details stay here in the chat. You can book on our online booking page (the link below), or say 'book now' to start again.",
  'booking.incomplete':
    "I still need some information to complete your booking. Let's start over - say 'book now'",
  'booking.modifyWhat':
    "No problem! What would you like to change: your name, e-mail, phone or dates? For example 'change my e-mail'.",
  'booking.modifyDone':
    "Done, I've updated your {labels}. Say 'book now' to review and confirm your booking.",
  'booking.modifyAsk':
    "Sure! {dates, select, true {What are} other {What's}} your new {labels}{example, select, name { (e.g. 'my name is Anna')} dates { (e.g. {pickup} to {ret})} other {}}?",
  'booking.field.name': "name",
  'booking.field.email': "e-mail address",
  'booking.field.phone': "phone number",
  'booking.field.dates': "dates",
  'booking.newField.name': "name",
  'booking.newField.email': "e-mail address",
  'booking.newField.phone': "phone number",
  'booking.newField.dates': "dates",
};

/** English names of the facts' terms (the same words as the pages). */
export const enNames: Names = {
  depositCards: 'Visa or Mastercard credit card',
  dateSeparator: "/",
  weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
  months: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  foreignPhone: "+44 7700 900123",
};

/** Chips (quick replies) of the booking dialogue: each is itself a message Marcia understands. */
export const enChips: Chips = {
  ask: ["Cancellation policy", "Contact details"],
  reaskDates: ["Pricing info", "Cancellation policy"],
  summary: ["Confirm booking", "Change details"],
  acknowledgement: ["Free child seats", "Ferry to Antiparos", "Contact details"],
  incomplete: ["Book now", "Contact details"],
  modifyWhat: ["Change my dates", "Change my e-mail", "Book now"],
  modify: ["Book now", "Contact details"],
};
