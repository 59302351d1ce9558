/**
 * Dark-mode toggle (stored value `theme`; docs/requirements.md, "Stored browser values", "Theme"),
 * part of the small script of every page (`./page.ts`). The theme is `<html data-theme>` (the
 * colours) with `data-scheme` (the browser's own parts, `color-scheme`; a frame behind on a switch,
 * `switchTheme`), both set before the first paint by `ThemeScript.astro` from the stored choice,
 * else the system preference.
 * This module wires every `[data-theme-toggle]` button: a click switches and stores the choice
 * (`localStorage` `theme`); while nothing is stored the page follows system changes; each button's
 * `aria-pressed` and label (`data-label-dark` / `data-label-light`) follow the theme.
 *
 * No island reads the theme (Tailwind's `dark:` variant follows the attribute), so it is kept in
 * the attribute rather than a store: the page ships no store library for it.
 */

/** The theme a visitor sees. */
export type Theme = 'dark' | 'light';
/** localStorage key of the visitor's choice (docs/requirements.md, "Stored browser values"). */
export const THEME_KEY = 'theme';

/** The stored choice, or null when none (or storage is unavailable). */
export function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'dark' || v === 'light' ? v : null;
  } catch {
    return null;
  }
}

/**
 * Shows a theme change in one frame on a slow phone (issue "Fast at the first tap": the theme
 * toggle within 50 ms; docs/first-paint.md, "What the theme toggle costs"):
 * - CSS transitions are off for that frame (`<html data-theme-switching>`; the page's stylesheet,
 *   `src/styles/global.css`, turns them off under it; no inline style: the CSP allows none):
 *   otherwise every element with `transition-colors` would animate to its new colours, frame after
 *   frame, instead of changing in one restyle;
 * - the browser's own parts (`color-scheme`, `<html data-scheme>`: the date inputs' icons and
 *   pop-ups, scrollbars) follow after that frame has been drawn: changing `color-scheme` restyles
 *   the date inputs' own parts and repaints the whole page, about a third of the work otherwise
 *   done before the frame.
 * The scheme follows two frames later (whatever the theme is by then: a second tap in between),
 * transitions come back a frame after that; no forced style recalculation in the tap's handler.
 */
function switchTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.themeSwitching = '';
  root.dataset.theme = theme;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      root.dataset.scheme = root.dataset.theme;
      // Transitions back on a frame later still: in the same restyle as the scheme, a few of the
      // reservation form's labels ran a colour transition.
      requestAnimationFrame(() => delete root.dataset.themeSwitching);
    }),
  );
}

/** Wires the page's toggle buttons and the system-preference follow-up. */
export function initThemeToggle(): void {
  const root = document.documentElement;
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  const apply = (theme: Theme) => {
    // Only on a change: writing <html data-theme> restyles the whole page.
    if (root.dataset.theme !== theme) switchTheme(theme);
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(theme === 'dark'));
      const label = theme === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
      if (label) button.setAttribute('aria-label', label);
    }
  };
  const system = matchMedia('(prefers-color-scheme: dark)');
  /** The stored choice, else the system's. */
  const follow = () => apply(storedTheme() ?? (system.matches ? 'dark' : 'light'));
  // This script starts after the first paint: a system theme change between the inline theme
  // script and now is caught up here.
  follow();
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const next: Theme = root.dataset.theme === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(THEME_KEY, next);
      } catch {
        /* private mode: the choice lasts for this page only */
      }
      apply(next);
    });
  }
  system.addEventListener('change', follow);
}
