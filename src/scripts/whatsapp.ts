/**
 * The WhatsApp links' prefilled message names the visitor's dates once they are known
 * (docs/requirements.md, "WhatsApp"): when a `[data-whatsapp-dates]` link is about to be used
 * (pointer down, focus, click), its `text` parameter becomes the link's dates template filled
 * with the reservation draft's pickup and return dates (the widget writes them; the chat fills
 * them when it has read both). Without both dates the link keeps the message of the HTML.
 *
 * Part of the page script: it reads sessionStorage directly instead of importing the
 * reservation store, so every page stays light.
 */
import { whatsappDatesMessage } from '../lib/links';
import { toLang } from '../i18n/routing';
import { RESERVATION_KEY } from '../stores/keys';

/** The draft's pickup and return dates (`YYYY-MM-DD`), or null while either is missing. */
function draftDates(): { pickupDate: string; returnDate: string } | null {
  try {
    const draft: unknown = JSON.parse(sessionStorage.getItem(RESERVATION_KEY) ?? 'null');
    if (draft === null || typeof draft !== 'object') return null;
    const { pickupDate, returnDate } = draft as Record<string, unknown>;
    return typeof pickupDate === 'string' &&
      typeof returnDate === 'string' &&
      pickupDate &&
      returnDate
      ? { pickupDate, returnDate }
      : null;
  } catch {
    return null;
  }
}

/** Puts the dates into one link's message, when both are known. */
export function updateWhatsappLink(link: HTMLAnchorElement): void {
  const template = link.dataset.whatsappDates;
  const dates = draftDates();
  if (!template || !dates) return;
  const text = whatsappDatesMessage(
    template,
    dates.pickupDate,
    dates.returnDate,
    toLang(link.dataset.whatsappLang),
  );
  if (!text) return;
  const url = new URL(link.href);
  url.searchParams.set('text', text);
  link.href = url.toString();
}

/** Wires the WhatsApp links of the page (one delegated listener per event). */
export function initWhatsappLinks(): void {
  const onUse = (event: Event) => {
    const link =
      event.target instanceof Element
        ? event.target.closest<HTMLAnchorElement>('a[data-whatsapp-dates]')
        : null;
    if (link) updateWhatsappLink(link);
  };
  for (const type of ['pointerdown', 'focusin', 'click'] as const)
    document.addEventListener(type, onUse, { capture: true });
}
