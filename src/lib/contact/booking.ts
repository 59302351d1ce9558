/**
 * The chat assistant's booking requests reach the business through the contact outbox, like a
 * contact message (docs/contact.md, "Chat booking requests"): {@link bookingRequestBody} turns
 * the booking dialogue's result (`bookingRequest()` of `src/lib/assistant`) into the
 * `POST /api/send-email` body with subject `booking`. The text is in English, the business's
 * working language, whatever the language of the page.
 */
import { pickupPointOf, type BookingRequest } from '../assistant/booking';
import { facts } from '../../config/facts';
import { CONTACT_LIMITS } from './limits.ts';
import type { SendEmailBody } from './schema.ts';

/** The English name of a pickup location id (`18` → `Paros Airport (PAS)`). */
function locationName(id: number): string {
  return facts.pickupLocations.find((l) => l.id === id)?.name ?? String(id);
}

/** A point by its English name, with the visitor's words for a hotel or villa. */
function pointText(id: number | undefined, note: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  return `${locationName(id)}${note ? ` (the visitor wrote: "${note}")` : ''}`;
}

/** The free extras asked for, in English ('2 child seats, GPS'), or undefined. */
function extrasText(request: BookingRequest): string | undefined {
  const seats = request.childSeats;
  const list = [
    ...(seats ? [`${seats} child seat${seats === 1 ? '' : 's'}`] : []),
    ...(request.gps ? ['GPS'] : []),
  ];
  return list.length > 0 ? list.join(', ') : undefined;
}

/**
 * The `POST /api/send-email` body of a chat booking request: the visitor's name, e-mail and
 * phone, `vehicleType: 'booking'`, and a message `Subject: booking`, a blank line, then one line
 * each for name, e-mail, phone, pickup date, return date, pickup and return times, pickup
 * location (the point named,
 * with the visitor's words for a hotel or villa), return location (the drop-off point named), passengers, vehicle (with its count from two: '2 × scooter', and '(automatic)' when the gearbox was asked for; "not given" when the chat
 * did not collect them), the free extras asked for ("none asked for"), the extra drivers asked for (no line without), the language the visitor
 * wrote in (so the team answers in it) and the page the request was sent from.
 *
 * @param request the collected details (dates `YYYY-MM-DD` when the chat could read them, else
 *   as the visitor typed them)
 * @param page the absolute URL (or path) of the page the chat was used on
 * @param language the page's language, by its own name and code ('Deutsch', 'de'); absent, no
 *   line
 */
export function bookingRequestBody(
  request: BookingRequest,
  page: string,
  language?: { name: string; code: string },
): SendEmailBody & { vehicleType: 'booking' } {
  const notGiven = 'not given';
  const lines = [
    'Booking request from the Marcia AI chat assistant.',
    `Name: ${request.name}`,
    `E-mail: ${request.email}`,
    `Phone: ${request.phone}`,
    `Pickup date: ${request.pickupDate}`,
    `Return date: ${request.returnDate}`,
    `Pickup time: ${request.pickupTime ?? notGiven}`,
    `Return time: ${request.returnTime ?? notGiven}`,
    `Pickup location: ${pointText(pickupPointOf(request), request.pickupNote) ?? notGiven}`,
    `Return location: ${pointText(request.dropOffPoint, request.dropOffNote) ?? 'same as pickup'}`,
    `Passengers: ${request.passengers ?? notGiven}`,
    `Vehicle: ${request.vehicle === undefined ? notGiven : [`${request.vehicleCount ? `${request.vehicleCount} × ` : ''}${request.vehicle}${request.automatic ? ' (automatic)' : ''}`, ...(request.moreVehicles ?? []).map((m) => `${m.count} × ${m.vehicle}`)].join(', ')}`,
    `Extras: ${extrasText(request) ?? 'none asked for'}`,
    ...(request.extraDrivers ? [`Extra drivers: ${request.extraDrivers}`] : []),
    ...(language ? [`Language: ${language.name} (${language.code})`] : []),
    `Page: ${page}`,
  ];
  return {
    name: request.name.slice(0, CONTACT_LIMITS.name),
    email: request.email,
    phone: request.phone.slice(0, CONTACT_LIMITS.phone),
    message: `Subject: booking\n\n${lines.join('\n')}`.slice(0, CONTACT_LIMITS.message),
    vehicleType: 'booking',
  };
}
