/** Wires every `[data-theme-toggle]` button to the theme store (label and pressed state follow it). */
import { $theme, setTheme } from '../stores/theme';

export function initThemeToggle(): void {
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  $theme.subscribe((theme) => {
    for (const button of buttons) {
      button.setAttribute('aria-pressed', String(theme === 'dark'));
      const label = theme === 'dark' ? button.dataset.labelLight : button.dataset.labelDark;
      if (label) button.setAttribute('aria-label', label);
    }
  });
  for (const button of buttons) {
    button.addEventListener('click', () => setTheme($theme.get() === 'dark' ? 'light' : 'dark'));
  }
}
