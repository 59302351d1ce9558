import type { Page } from '@playwright/test';
import type { ReservationDraft } from '../../src/lib/booking';

/** `YYYY-MM-DD` of today + `days` days (local time, as the site computes it). */
export function isoIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * Stores a reservation draft in the tab's session before any page of `page` loads, as a visitor
 * who chose these dates in the widget leaves it: a car from Paros Airport (18), 10:00 to 10:00,
 * age group 28, unless `more` says otherwise.
 *
 * @param pickupDate `YYYY-MM-DD`
 * @param returnDate `YYYY-MM-DD`
 */
export async function storeDraft(
  page: Page,
  pickupDate: string,
  returnDate: string,
  more: Partial<ReservationDraft> = {},
): Promise<void> {
  const draft: ReservationDraft = {
    vehicleType: 'car',
    pickupId: 18,
    differentDropoff: false,
    pickupDate,
    pickupTime: '10:00',
    returnDate,
    returnTime: '10:00',
    ageGroupId: 28,
    ...more,
  };
  await page.addInitScript(
    (stored) => sessionStorage.setItem('reservation-draft', stored),
    JSON.stringify(draft),
  );
}
