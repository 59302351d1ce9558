/**
 * The colours the browser and the operating system paint around the site: the address bar
 * (`<meta name="theme-color">`), an installed app's title bar and splash screen (the web app
 * manifest). One value per theme; the page's own colours are the CSS variables of
 * `src/styles/global.css` (`--surface` is the background below).
 */
export const themeColors = {
  /** Browser and app chrome: the header blue (light) and the night surface (dark). */
  theme: { light: '#07476f', dark: '#0b1620' },
  /** The page background (`--surface`), shown by a splash screen before the page paints. */
  background: { light: '#ffffff', dark: '#0b1620' },
} as const;
