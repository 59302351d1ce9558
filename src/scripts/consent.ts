/**
 * Cookie banner (spec 000 s.2 'Global overlays', s.4 'Cookie banner'), bottom left, built on
 * vanilla-cookieconsent. The library and its CSS load only for a visitor with no stored
 * `cookie-consent`, so returning visitors download nothing. Accept stores `accepted`; Decline
 * and the close X ("accept necessary only") store `declined`.
 *
 * While the banner shows, `--consent-offset` on `<html>` holds its height so the WhatsApp button
 * moves above it instead of overlapping.
 */
import { setConsent, storedConsent } from '../stores/consent';

/** Banner texts, passed from the page (UI dictionary). */
export interface ConsentTexts {
  title: string;
  text: string;
  accept: string;
  decline: string;
  close: string;
}

export async function initConsent(texts: ConsentTexts): Promise<void> {
  if (storedConsent() !== null) return;
  const [CookieConsent] = await Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]);
  const root = document.documentElement;
  const offset = () => {
    const box = document.querySelector<HTMLElement>('#cc-main .cm');
    const small = matchMedia('(max-width: 640px)').matches;
    root.style.setProperty('--consent-offset', box && small ? `${box.offsetHeight + 12}px` : box ? `${box.offsetHeight + 16}px` : '0px');
  };
  const record = () => setConsent(CookieConsent.acceptedCategory('analytics') ? 'accepted' : 'declined');
  await CookieConsent.run({
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
      if (modalName === 'consentModal') root.style.removeProperty('--consent-offset');
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
}
