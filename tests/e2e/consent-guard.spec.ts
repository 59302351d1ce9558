/**
 * Cookie banner tap guard (docs/requirements.md, "Global overlays", "Cookie banner"; global.css
 * `consent-tap-guard`): the floating buttons move up above the banner as it appears, so a tap
 * aimed at one of them at that moment would land on Accept or Decline. The banner's buttons
 * ignore taps for its first 0.6 s (the box takes them). What is under Decline's centre is read in the page itself (hit testing,
 * `elementFromPoint`), in the first frame in which Decline is visible and 0.8 s later, so the check
 * does not depend on how fast the test runner talks to the browser.
 */
import { expect, test } from '@playwright/test';

interface Hits {
  first?: boolean;
  later?: boolean;
}

test('a tap at the moment the banner appears does not press Decline; a moment later Decline takes it @phone', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const hits: Hits = {};
    (window as unknown as { consentHits: Hits }).consentHits = hits;
    const decline = () =>
      [...document.querySelectorAll<HTMLButtonElement>('#cc-main .cm button')].find(
        (b) => b.textContent?.trim() === 'Decline',
      );
    const onDecline = (button: HTMLButtonElement) => {
      const r = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    };
    // The first frame in which Decline can be seen (the library shows the box a frame or two
    // after it adds `show--consent`): a tap then is the race the guard is for.
    const watch = () => {
      const button = decline();
      if (button && getComputedStyle(button).visibility === 'visible') {
        hits.first = onDecline(button);
        setTimeout(() => (hits.later = onDecline(button)), 800);
      } else requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'We use cookies' })).toBeVisible();
  const hits = () => page.evaluate(() => (window as unknown as { consentHits: Hits }).consentHits);
  await expect.poll(async () => (await hits()).later).toBe(true);
  expect((await hits()).first).toBe(false);
  // The guard only delays: Decline then works as usual.
  await page.getByRole('button', { name: 'Decline' }).click();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');
});
