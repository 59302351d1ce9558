/**
 * Cookie banner (docs/requirements.md, "Global overlays", "Cookie banner"), bottom left, built on
 * vanilla-cookieconsent. This chunk (the library, its stylesheet, the consent store) is
 * `import()`ed by `./consent.ts` only for a visitor with no stored `cookie-consent`, so returning
 * visitors download nothing. Accept stores `accepted`; Decline and the close X ("accept
 * necessary only") store `declined`.
 *
 * While the banner shows, `--consent-offset` on each `[data-consent-offset]` element (the WhatsApp
 * and chat buttons) holds its height so they move above it instead of overlapping.
 */
import { acceptedCategory, run, show } from 'vanilla-cookieconsent';
import stylesheetUrl from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import siteStylesheetUrl from '../styles/consent.css?url';
import { setConsent } from '../stores/consent';

/**
 * Banner texts, passed from the page (UI dictionary) through `./consent.ts`, which imports only
 * this type from here (its chunk by URL), so the two modules do not import each other.
 */
export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
  close: string;
}

/**
 * Adds a stylesheet (`<link>`, allowed by the CSP's `style-src 'self'`) and waits for it, so the
 * banner never shows unstyled; resolves anyway if it fails to load.
 */
function loadStylesheet(href: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}

let started = false;

/**
 * Shows the banner with the page's texts: on a first visit (the caller has checked that nothing
 * is stored), or with `reopen` from the footer's 'Cookie settings', whatever was chosen before;
 * a new choice replaces the stored one (declining withdraws consent: analytics stop).
 */
export async function showConsentBanner(texts: ConsentTexts, reopen = false): Promise<void> {
  if (started) {
    show(true);
    return;
  }
  started = true;
  // The library's styles, then the site's (colours of both themes, the tap guard).
  await Promise.all([loadStylesheet(stylesheetUrl), loadStylesheet(siteStylesheetUrl)]);
  const root = document.documentElement;
  // The floating buttons that move above the banner. The offset is set on them, not on <html>:
  // an inherited custom property changed on <html> restyles every element of the page (a long
  // task on the fleet page's phone CPU, docs/requirements.md, "Speed, accessibility and security").
  const floating = () => document.querySelectorAll<HTMLElement>('[data-consent-offset]');
  const offset = () => {
    const box = document.querySelector<HTMLElement>('#cc-main .cm');
    const small = matchMedia('(max-width: 640px)').matches;
    const value =
      box && small ? `${box.offsetHeight + 12}px` : box ? `${box.offsetHeight + 16}px` : '0px';
    for (const el of floating()) el.style.setProperty('--consent-offset', value);
  };
  const record = () => setConsent(acceptedCategory('analytics') ? 'accepted' : 'declined');
  await run({
    hideFromBots: false,
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
      preferencesModal: { layout: 'box' },
    },
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
    onFirstConsent: record,
    onChange: record,
    onModalShow: ({ modalName }) => {
      if (modalName === 'consentModal') requestAnimationFrame(offset);
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'consentModal')
        for (const el of floating()) el.style.removeProperty('--consent-offset');
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: texts.title,
            description: texts.text,
            acceptAllBtn: texts.accept,
            acceptNecessaryBtn: texts.decline,
            closeIconLabel: texts.close,
          },
          preferencesModal: { title: texts.title, sections: [{ description: texts.text }] },
        },
      },
    },
  });
  addEventListener('resize', () => {
    if (root.classList.contains('show--consent')) offset();
  });
  // The library shows the banner by itself only without its own record of a choice.
  if (reopen && !root.classList.contains('show--consent')) show(true);
}
