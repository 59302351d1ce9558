/**
 * Browser side of `PickupMap.astro`: "Pick up here" writes the point into the reservation
 * draft (`updateReservation({ pickupId })`, kept for the browser session). When the page has a
 * reservation widget, its pickup field is set at once — also before the widget's island has
 * hydrated: the field's new value and its `change` event are what `client:interaction` replays
 * after hydration, after the page's own preset — and focused, which scrolls to it (and starts
 * the island). Without a widget on the page, the link opens the page it names, whose widget
 * shows the stored draft. The store's code is loaded on the first choice only.
 */
/** The reservation store, loaded on the first choice (it costs nothing to a visitor who only reads). */
const store = () => import('../stores/reservation');

/** The pickup field of the page's reservation widget, if any. */
function widgetPickup(): HTMLSelectElement | null {
  return document.querySelector<HTMLSelectElement>('astro-island select[name="pickupId"]');
}

async function choose(
  root: HTMLElement,
  link: HTMLAnchorElement,
  event: MouseEvent,
): Promise<void> {
  const id = Number(link.dataset.pickupChoose);
  const select = widgetPickup();
  event.preventDefault();
  try {
    (await store()).updateReservation({ pickupId: id });
  } catch {
    // The store's code did not load: the widget's field (replayed when its island hydrates)
    // or the linked page, which starts at the point, still carry the choice.
  }
  for (const li of root.querySelectorAll<HTMLElement>('[data-pickup-point]')) {
    if (li.dataset.pickupPoint === String(id)) li.setAttribute('data-chosen', '');
    else li.removeAttribute('data-chosen');
  }
  if (!select) {
    location.assign(link.href); // a page whose widget shows the stored draft
    return;
  }
  if (select.value !== String(id)) {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(select, String(id));
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const status = root.querySelector<HTMLElement>('[data-pickup-status]');
  const name = select.selectedOptions[0]?.textContent ?? '';
  if (status) status.textContent = (status.dataset.template ?? '').replace('{name}', name);
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  select.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  select.focus({ preventScroll: true });
}

/** Mounts every pickup map on the page (each once). */
export function mountPickupMaps(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-pickup-map]')) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = '1';
    root.addEventListener('click', (event) => {
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[data-pickup-choose]')
          : null;
      if (
        link &&
        !event.defaultPrevented &&
        event.button === 0 &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey
      )
        void choose(root, link, event);
    });
  }
}
