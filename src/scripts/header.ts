/**
 * Header drop-downs on top of their `<details>` elements — the phone menu (`[data-mobile-menu]`)
 * and the language menu (`[data-lang-menu]`): each closes when a link inside is clicked, on
 * Escape (focus back on its toggle), on a click outside and when the keyboard's focus moves out of
 * it; the phone menu's toggle label
 * follows its state. Also wires the language links and suggestion (`./language`).
 */
import { initLanguage } from './language';

function initDisclosure(menu: HTMLDetailsElement): void {
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
  // Each closes when the keyboard's focus leaves it: left open, the language list covered the
  // header links Tab moved on to, and the phone menu the page its last link tabbed into (WCAG
  // 2.4.11, focus not obscured).
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (menu.open && next instanceof Node && !menu.contains(next)) menu.open = false;
  });
  sync();
}

/** Wires every header drop-down and the language helpers. */
export function initMobileMenu(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(
    '[data-mobile-menu], [data-lang-menu]',
  ))
    initDisclosure(menu);
  initLanguage();
}
