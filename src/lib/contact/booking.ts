/**
 * The chat assistant's booking requests go to the same outbox as the contact form (subject
 * `booking`): {@link bookingRequestBody} turns the booking dialogue's result
 * (`bookingRequest()` of `src/lib/assistant`) into a `POST /api/send-email` body.
 */
import type { BookingRequest } from '../assistant/booking';
import { CONTACT_LIMITS, type SendEmailBody } from './schema.ts';

/**
 * The `POST /api/send-email` body of a chat booking request: the visitor's name, e-mail and
 * phone, `vehicleType: 'booking'`, and a message `Subject: booking`, a blank line, then the
 * dates, pickup place and passengers the chat collected.
 */
export function bookingRequestBody(request: BookingRequest): SendEmailBody {
  const lines = [
    'Booking request from the Marcia AI chat assistant.',
    `Pickup date: ${request.pickupDate}`,
    `Return date: ${request.returnDate}`,
  ];
  if (request.pickupLocation) lines.push(`Pickup location: ${request.pickupLocation === 'airport' ? 'Paros Airport' : 'Paros Port (Parikia)'}`);
  if (request.passengers !== undefined) lines.push(`Passengers: ${request.passengers}`);
  return {
    name: request.name.slice(0, CONTACT_LIMITS.name),
    email: request.email,
    phone: request.phone,
    message: `Subject: booking\n\n${lines.join('\n')}`,
    vehicleType: 'booking',
  };
}
