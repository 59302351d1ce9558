/**
 * Reservation draft store (docs/requirements.md, "Reservation widget state", "Reservation widget").
 *
 * The draft lives in a nanostore kept in `sessionStorage` for the browser session, so a visitor
 * moving from the home page to a landing page keeps their dates. The stored JSON is checked
 * (`isReservationDraft`) on the way in; anything malformed or stale in shape is dropped for the defaults.
 *
 * Who writes it:
 * - the reservation widget (`updateReservation`, and `presetReservation` for its page presets:
 *   a preset sets the vehicle type / pickup location it names and never touches the dates);
 * - the chat assistant (`prefillFromAssistant`: fills empty dates or corrects its own, maps
 *   airport/port to ids, sets the vehicle type the visitor names).
 *
 * The rules are pure functions (`applyPreset`, `mergeAssistant`, `patchDraft`, `decodeDraft`)
 * so they are unit-tested without a browser.
 */
import { parseStored, sessionAtom } from './session';
import {
  ASSISTANT_LOCATION_IDS,
  defaultDraft,
  isAgeGroupId,
  isIsoDate,
  isPickupId,
  isVehicleType,
  type ReservationDraft,
  type VehicleType,
} from '../lib/booking';

import { RESERVATION_KEY } from './keys';

/** sessionStorage key of the draft. */
export { RESERVATION_KEY };

const isoOrEmpty = (v: unknown): v is string => typeof v === 'string' && (v === '' || isIsoDate(v));
const isClock = (v: unknown): v is string =>
  typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * Whether a stored value has the shape of a draft: known vehicle type, pickup, drop-off and age
 * group ids, `YYYY-MM-DD` or empty dates, `HH:MM` times. (A hand-written guard rather than a zod
 * schema: this store ships to every page with the widget, and zod would triple its size.)
 */
export function isReservationDraft(value: unknown): value is ReservationDraft {
  if (value === null || typeof value !== 'object') return false;
  const d = value as Record<string, unknown>;
  return (
    typeof d.vehicleType === 'string' &&
    isVehicleType(d.vehicleType) &&
    isInt(d.pickupId) &&
    isPickupId(d.pickupId) &&
    (d.returnId === undefined || (isInt(d.returnId) && isPickupId(d.returnId))) &&
    typeof d.differentDropoff === 'boolean' &&
    isoOrEmpty(d.pickupDate) &&
    isClock(d.pickupTime) &&
    isoOrEmpty(d.returnDate) &&
    isClock(d.returnTime) &&
    isInt(d.ageGroupId) &&
    isAgeGroupId(d.ageGroupId)
  );
}

/** The stored JSON of a draft. */
export function encodeDraft(draft: ReservationDraft): string {
  return JSON.stringify(draft);
}

/** The fields a stored draft keeps, in their stored order; anything else in storage is dropped. */
const DRAFT_FIELDS = [
  'vehicleType',
  'pickupId',
  'differentDropoff',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'ageGroupId',
  'returnId',
] as const satisfies readonly (keyof ReservationDraft)[];

/** A draft from stored JSON, or null when absent, not JSON or not a valid draft. */
export function decodeDraft(raw: string | null): ReservationDraft | null {
  const value = parseStored(raw);
  if (!isReservationDraft(value)) return null;
  return Object.fromEntries(
    DRAFT_FIELDS.filter((key) => value[key] !== undefined).map((key) => [key, value[key]]),
  ) as ReservationDraft;
}

/**
 * What a page can preset through the widget's props: the vehicle type (scooter and ATV pages)
 * and the pickup location (airport, port, Antiparos pages).
 */
export interface ReservationPreset {
  vehicleType?: VehicleType | undefined;
  /** A `facts.pickupLocations` id; an unknown id is ignored. */
  pickupId?: number | undefined;
}

/**
 * The draft with a page preset applied: each field the preset names replaces the draft's; the
 * dates, times, drop-off and age group the visitor chose are kept. Unknown values are ignored.
 * Returns the same object when nothing changes.
 */
export function applyPreset(draft: ReservationDraft, preset: ReservationPreset): ReservationDraft {
  const vehicleType = isVehicleType(preset.vehicleType) ? preset.vehicleType : draft.vehicleType;
  const pickupId =
    preset.pickupId !== undefined && isPickupId(preset.pickupId) ? preset.pickupId : draft.pickupId;
  if (vehicleType === draft.vehicleType && pickupId === draft.pickupId) return draft;
  return { ...draft, vehicleType, pickupId };
}

/** Details the chat assistant has gathered (docs/requirements.md, "Chat user context"). */
export interface AssistantDetails {
  /** `YYYY-MM-DD`; other formats are ignored. */
  pickupDate?: string | undefined;
  /** `YYYY-MM-DD`; other formats are ignored. */
  returnDate?: string | undefined;
  pickupLocation?: 'airport' | 'port' | undefined;
  /**
   * The pickup point the visitor named (`ChatContext.pickupPoint`: a `facts.pickupLocations` id,
   * e.g. 1 Antiparos Port); ahead of `pickupLocation`. An unknown id is ignored.
   */
  pickupId?: number | undefined;
  /**
   * The drop-off point the visitor named (`ChatContext.dropOffPoint`, a `facts.pickupLocations`
   * id): another than the pickup point ticks "different drop-off" with it. An unknown id is ignored.
   */
  returnId?: number | undefined;
  /** The pickup time the visitor told (`ChatContext.pickupTime`, `HH:MM`); other formats are ignored. */
  pickupTime?: string | undefined;
  /** The return time the visitor told (`ChatContext.returnTime`, `HH:MM`); other formats are ignored. */
  returnTime?: string | undefined;
  /**
   * The times were told in the message just answered (or the booking was just confirmed): they
   * replace the draft's. Otherwise a time goes in only with the date this merge fills, so a time
   * the visitor chose in the widget later is not put back by the next chat reply.
   */
  timesTold?: boolean | undefined;
  /**
   * The dates the chat held before the message just answered (`YYYY-MM-DD`): a draft date equal
   * to one of them is the chat's own, so the chat's correction replaces it ('actually from the
   * 13th' moved the chat's pickup, and the widget and the WhatsApp message kept the 12th).
   */
  chatBefore?: { pickupDate?: string | undefined; returnDate?: string | undefined } | undefined;
  /** The engine's vehicle type of what the visitor asked the chat for (a scooter → `moto`). */
  vehicleType?: VehicleType | undefined;
  /**
   * The vehicle was named in the message just answered (or the booking was just confirmed): it
   * sets the widget's vehicle type. Otherwise the type the visitor chose in the widget stays.
   */
  vehicleTold?: boolean | undefined;
}

export { ASSISTANT_LOCATION_IDS };

/**
 * The draft with the assistant's details merged: a date fills the draft's date only while that
 * is empty or the chat's own (`chatBefore`: a date the visitor chose in the widget is never
 * overwritten) and only when it is a real `YYYY-MM-DD` date, and a return the new pickup passes
 * is cleared (as the widget does); the vehicle type the visitor just named (`vehicleTold`)
 * replaces the draft's; a time (`HH:MM`) goes in with the date it belongs to, or replaces the
 * draft's when the visitor has just told it (`timesTold`), only while the draft's date for that
 * end is the chat's; a pickup point named sets the pickup
 * id (`pickupId`, else airport → 18 Paros Airport, port → 19 Paros Port), since the visitor has
 * just said where they arrive; a drop-off point named other than the pickup point ticks "different
 * drop-off" with it (`returnId`). Returns the same object when nothing changes.
 */
export function mergeAssistant(
  draft: ReservationDraft,
  details: AssistantDetails,
): ReservationDraft {
  const next = { ...draft };
  /** The chat may write this end's date: the draft's is empty, or the chat put it there. */
  const chatsOwn = (end: 'pickup' | 'return') =>
    !draft[`${end}Date`] || draft[`${end}Date`] === details.chatBefore?.[`${end}Date`];
  const filled = { pickup: false, return: false };
  for (const end of ['pickup', 'return'] as const) {
    const date = details[`${end}Date`];
    if (date && isIsoDate(date) && chatsOwn(end) && date !== draft[`${end}Date`]) {
      next[`${end}Date`] = date;
      filled[end] = true;
    }
  }
  if (next.returnDate && next.pickupDate > next.returnDate) next.returnDate = '';
  for (const end of ['pickup', 'return'] as const) {
    const time = details[`${end}Time`];
    // Only on the day the chat has for it: the draft may hold other dates the visitor chose.
    const sameDay = next[`${end}Date`] !== '' && next[`${end}Date`] === details[`${end}Date`];
    const dateFilled = filled[end];
    if (time && isClock(time) && sameDay && (details.timesTold || dateFilled))
      next[`${end}Time`] = time;
  }
  if (details.vehicleTold && isVehicleType(details.vehicleType))
    next.vehicleType = details.vehicleType;
  const location = details.pickupLocation;
  if (details.pickupId !== undefined && isPickupId(details.pickupId))
    next.pickupId = details.pickupId;
  else if (location === 'airport' || location === 'port')
    next.pickupId = ASSISTANT_LOCATION_IDS[location];
  if (
    details.returnId !== undefined &&
    isPickupId(details.returnId) &&
    details.returnId !== next.pickupId
  ) {
    next.differentDropoff = true;
    next.returnId = details.returnId;
  }
  return sameDraft(draft, next) ? draft : next;
}

/**
 * The draft after the visitor changes some fields, keeping it coherent:
 * - a pickup date later than the chosen return date clears the return date (the return date
 *   input cannot go below the pickup date);
 * - ticking "different drop-off" without a drop-off yet starts it at the pickup location.
 */
export function patchDraft(
  draft: ReservationDraft,
  patch: Partial<ReservationDraft>,
): ReservationDraft {
  const next: ReservationDraft = { ...draft, ...patch };
  if (
    patch.pickupDate !== undefined &&
    next.returnDate &&
    next.pickupDate &&
    next.returnDate < next.pickupDate
  ) {
    next.returnDate = '';
  }
  if (next.differentDropoff && next.returnId === undefined) next.returnId = next.pickupId;
  return next;
}

function sameDraft(a: ReservationDraft, b: ReservationDraft): boolean {
  return encodeDraft(a) === encodeDraft(b);
}

/** The visitor's reservation draft, restored from this browser session when there is one. */
export const $reservation = sessionAtom<ReservationDraft>(
  RESERVATION_KEY,
  defaultDraft,
  decodeDraft,
  encodeDraft,
);

/** Applies the visitor's changes (see {@link patchDraft}) and returns the new draft. */
export function updateReservation(patch: Partial<ReservationDraft>): ReservationDraft {
  const next = patchDraft($reservation.get(), patch);
  $reservation.set(next);
  return next;
}

/** Applies a page preset (see {@link applyPreset}); the widget calls it when it mounts. */
export function presetReservation(preset: ReservationPreset): ReservationDraft {
  const current = $reservation.get();
  const next = applyPreset(current, preset);
  if (next !== current) $reservation.set(next);
  return next;
}

/**
 * Called by the chat assistant with what it has gathered: fills the empty dates (ISO
 * `YYYY-MM-DD`) and maps `airport` → 18, `port` → 19 (see {@link mergeAssistant}).
 */
export function prefillFromAssistant(details: AssistantDetails): ReservationDraft {
  const current = $reservation.get();
  const next = mergeAssistant(current, details);
  if (next !== current) $reservation.set(next);
  return next;
}

/** Back to the defaults (and the stored copy with it). */
export function resetReservation(): void {
  $reservation.set(defaultDraft());
}
