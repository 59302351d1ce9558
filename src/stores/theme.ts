/**
 * Theme store (spec 000 s.3 stored value `theme`, s.4 'Theme'): the stored choice, else the
 * system preference; follows system changes only while nothing is stored; `setTheme` stores
 * the choice. `ThemeScript.astro` applies the same rule inline before first paint.
 */
import { atom } from 'nanostores';

export type Theme = 'dark' | 'light';
/** localStorage key of the visitor's choice. */
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

/** The theme a visitor should see: stored choice first, else the system preference. */
export function resolveTheme(stored: Theme | null, systemDark: boolean): Theme {
  return stored ?? (systemDark ? 'dark' : 'light');
}

const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;

/** The current theme; `<html data-theme>` follows it. */
export const $theme = atom<Theme>(resolveTheme(storedTheme(), media?.matches ?? false));

/** Stores the visitor's choice and applies it. */
export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  $theme.set(theme);
}

if (typeof document !== 'undefined') {
  $theme.subscribe((theme) => {
    document.documentElement.dataset.theme = theme;
  });
  media?.addEventListener('change', (event) => {
    if (storedTheme() === null) $theme.set(event.matches ? 'dark' : 'light');
  });
}
