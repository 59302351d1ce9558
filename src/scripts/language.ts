/**
 * Language switching on the client (docs/requirements.md, "Five languages"):
 * - language links (`[data-lang-link]`) carry the page's query string and hash over, and record
 *   the visitor's choice (`localStorage['lang-choice']`);
 * - the browser-language suggestion (`[data-lang-suggest]`) shows once, in the first of
 *   `navigator.languages` that the site has, when that is not the page's language and the
 *   visitor has not chosen or dismissed before.
 */
/** localStorage key of the choice (also written by the inline loader, `./after-paint.ts`, for an early tap). */
const CHOICE_KEY = 'lang-choice';

function read(): string | null {
  try {
    return localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function remember(value: string): void {
  try {
    localStorage.setItem(CHOICE_KEY, value);
  } catch {
    // Storage blocked (private mode): the suggestion may show again, nothing else breaks.
  }
}

/**
 * The site language to suggest, or null.
 * @param preferred `navigator.languages` (BCP 47 tags, most preferred first)
 * @param available the site's languages
 * @param current the page's language
 */
export function suggestedLanguage(
  preferred: readonly string[],
  available: readonly string[],
  current: string,
): string | null {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0] ?? '';
    if (code === current) return null;
    if (available.includes(code)) return code;
  }
  return null;
}

/** Wires the language links and the suggestion of the current page. */
export function initLanguage(): void {
  const current = document.documentElement.lang;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')) {
    if (location.search || location.hash) {
      const url = new URL(link.href);
      url.search = location.search;
      url.hash = location.hash;
      link.href = url.toString();
    }
    link.addEventListener('click', () => remember(link.dataset.langLink ?? ''));
  }
  const box = document.querySelector<HTMLElement>('[data-lang-suggest]');
  if (!box || read()) return;
  const offered = [...box.querySelectorAll<HTMLElement>('[data-suggest-for]')];
  const code = suggestedLanguage(
    navigator.languages ?? [navigator.language],
    [current, ...offered.map((el) => el.dataset.suggestFor ?? '')],
    current,
  );
  const match = offered.find((el) => el.dataset.suggestFor === code);
  if (!match) return;
  match.hidden = false;
  box.hidden = false;
  match.querySelector('[data-suggest-dismiss]')?.addEventListener('click', () => {
    remember('dismissed');
    box.hidden = true;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !box.hidden) box.hidden = true;
  });
}
