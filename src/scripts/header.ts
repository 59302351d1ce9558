/**
 * Phone menu behaviour on top of its `<details>` element: closes when a link inside is clicked,
 * on Escape (focus back on the toggle) and on a click outside; keeps the toggle's label in step.
 */
export function initMobileMenu(): void {
  const menu = document.querySelector<HTMLDetailsElement>('[data-mobile-menu]');
  if (!menu) return;
  const summary = menu.querySelector('summary')!;
  const sync = () => {
    const label = menu.open ? summary.dataset.labelClose : summary.dataset.labelOpen;
    if (label) summary.setAttribute('aria-label', label);
  };
  menu.addEventListener('toggle', sync);
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      summary.focus();
    }
  });
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  sync();
}
