import { type Browser, expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { holdIslandCode } from './slow-island';

/**
 * The contact form on /contact (docs/requirements.md, "Contact page", "Contact form", "Contact
 * send", "Error messages"): fields, per-field errors, the sending / thank-you / error states
 * against the real endpoint or a routed failure, and the plain form post without JavaScript.
 */

const PHONE = '+30 22840 00000';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
});

/**
 * Opens /contact and starts using the form as a visitor does (the pointer over it: the island
 * hydrates on first use, `client:interaction`), then waits for the island to hydrate.
 */
async function openForm(page: Page) {
  await page.goto('/contact');
  await page.locator('[data-contact-form]').hover();
  await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
  return page.locator('[data-contact-form]');
}

/** A form control by its accessible name (the label without the required asterisk). */
function field(page: Page, name: string) {
  return page.getByRole(name === 'Subject' ? 'combobox' : 'textbox', { name, exact: true });
}

async function fillValid(
  page: Page,
  overrides: Partial<Record<'first' | 'last' | 'email' | 'phone' | 'message', string>> = {},
) {
  await field(page, 'First name').fill(overrides.first ?? 'Anna');
  await field(page, 'Last name').fill(overrides.last ?? 'Smith');
  await field(page, 'E-mail').fill(overrides.email ?? 'anna@example.com');
  await field(page, 'Phone (optional)').fill(overrides.phone ?? '+44 7700 900123');
  await field(page, 'Subject').selectOption('scooter-rental');
  await field(page, 'Message').fill(
    overrides.message ?? 'Two scooters from 15/07 to 20/07, please.',
  );
}

/** A page in a context of its own with JavaScript off (the plain form post and its panels). */
async function withoutJavaScript(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(baseURL ? { baseURL } : {}),
  });
  return { context, page: await context.newPage() };
}

const sendButton = (page: Page) => page.getByRole('button', { name: /Send message|Sending\.\.\./ });

test('the form has its six fields, the six subjects and a 5-row message box', async ({ page }) => {
  const form = await openForm(page);
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toBeVisible();
  for (const label of ['First name', 'Last name', 'E-mail', 'Subject', 'Message']) {
    await expect(field(page, label)).toHaveAttribute('required', '');
  }
  await expect(field(page, 'Phone (optional)')).not.toHaveAttribute('required', '');
  await expect(field(page, 'E-mail')).toHaveAttribute('type', 'email');
  await expect(field(page, 'Message')).toHaveAttribute('rows', '5');
  const options = await field(page, 'Subject')
    .locator('option')
    .evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
  expect(options).toEqual([
    ['', 'Choose a subject'],
    ['car-rental', 'Car Rental Inquiry'],
    ['scooter-rental', 'Scooter Rental'],
    ['atv-rental', 'ATV/Quad Rental'],
    ['booking', 'Booking Question'],
    ['support', 'Customer Support'],
    ['other', 'Other'],
  ]);
  // Info cards, quick options and the FAQ are still there.
  await expect(page.locator('[data-contact-cards] li')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Quick options' })).toBeVisible();
  // Every control is at least 44 px tall.
  for (const control of await form
    .locator('input:not([name="website"]), select, textarea, button')
    .all()) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
});

test('empty submit: an error under each required field, focus on the first, errors follow the fixes @phone', async ({
  page,
}) => {
  await openForm(page);
  let posted = false;
  await page.route('**/api/send-email', (route) => {
    posted = true;
    return route.abort();
  });
  await sendButton(page).click();
  const expected: [string, string][] = [
    ['First name', 'Please enter your first name.'],
    ['Last name', 'Please enter your last name.'],
    ['E-mail', 'Please enter your e-mail address.'],
    ['Subject', 'Please choose a subject.'],
    ['Message', 'Please enter your message.'],
  ];
  for (const [label, error] of expected) {
    const control = field(page, label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(new RegExp(error.replace('.', '\\.')));
  }
  await expect(field(page, 'Phone (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First name')).toBeFocused();
  expect(posted).toBe(false);

  // Fixing a field clears its error; a bad e-mail gets its own text.
  await field(page, 'First name').fill('Anna');
  await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, 'E-mail').fill('anna@');
  await expect(page.locator('[data-field-error="email"]')).toHaveText(
    'Please enter a valid e-mail address, e.g. name@example.com.',
  );
  await field(page, 'Phone (optional)').fill('call me');
  await expect(page.locator('[data-field-error="phone"]')).toContainText(
    'Please enter a phone number',
  );
  await sendButton(page).click();
  await expect(field(page, 'Last name')).toBeFocused();
  expect(posted).toBe(false);
});

test('happy path: Sending..., then the thank-you panel and a cleared form @phone', async ({
  page,
}) => {
  await openForm(page);
  // Hold the request a moment to see the submitting state, then let it reach the real endpoint.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/send-email', async (route) => {
    await held;
    await route.continue();
  });
  await fillValid(page);
  const request = page.waitForRequest('**/api/send-email');
  const response = page.waitForResponse('**/api/send-email');
  await sendButton(page).click();

  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(sendButton(page)).toBeDisabled();
  await expect(field(page, 'First name')).toBeDisabled();
  await expect(field(page, 'Message')).toBeDisabled();
  release();

  expect((await request).postDataJSON()).toEqual({
    name: 'Anna Smith',
    email: 'anna@example.com',
    phone: '+44 7700 900123',
    message: 'Subject: scooter-rental\n\nTwo scooters from 15/07 to 20/07, please.',
    vehicleType: 'scooter-rental',
  });
  expect((await response).status()).toBe(200);

  const panel = page.locator('[data-contact-result="success"]');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Thank you! Your message has been sent.');
  await expect(panel).toContainText('2-4 hours');
  await expect(panel).toBeFocused();
  for (const label of ['First name', 'Last name', 'E-mail', 'Phone (optional)', 'Message'])
    await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'Subject')).toHaveValue('');
  await expect(sendButton(page)).toHaveText('Send message');
  await expect(sendButton(page)).toBeEnabled();
});

test('server failure: the error panel with the server text, else the fallbacks, and the phone number', async ({
  page,
}) => {
  await openForm(page);
  const replies: Array<(route: Parameters<Parameters<Page['route']>[1]>[0]) => Promise<void>> = [
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Our mail server is having a nap.' }),
      }),
    (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    (route) => route.abort('connectionrefused'),
  ];
  await page.route('**/api/send-email', (route) => replies.shift()!(route));
  await fillValid(page);
  const panel = page.locator('[data-contact-result="error"]');

  await sendButton(page).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await expect(panel).toContainText('Our mail server is having a nap.');
  await expect(panel.getByRole('link', { name: PHONE })).toHaveAttribute(
    'href',
    'tel:+302284000000',
  );
  await expect(panel).toBeFocused();
  // What was typed is kept for another try.
  await expect(field(page, 'First name')).toHaveValue('Anna');

  await sendButton(page).click();
  await expect(panel.locator('[data-contact-error-text]')).toHaveText('Failed to send message');

  await sendButton(page).click();
  await expect(panel.locator('[data-contact-error-text]')).toHaveText(
    'Something went wrong. Please try again.',
  );
});

test('a new submit resets the status', async ({ page }) => {
  await openForm(page);
  let release: () => void = () => {};
  let call = 0;
  await page.route('**/api/send-email', async (route) => {
    call++;
    if (call === 1)
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Try later"}',
      });
    await new Promise<void>((r) => (release = r));
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.locator('[data-contact-result="error"]')).toBeVisible();
  await sendButton(page).click();
  await expect(sendButton(page)).toHaveText('Sending...');
  await expect(page.locator('[data-contact-result]')).toHaveCount(0);
  // The second request must have reached the route before it is answered (on a busy host the
  // button says 'Sending...' before the request is intercepted).
  await expect.poll(() => call).toBe(2);
  release();
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible();
});

test('a retry of the same message reuses its idempotency key; an edited message gets a new one', async ({
  page,
}) => {
  await openForm(page);
  const keys: string[] = [];
  await page.route('**/api/send-email', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length < 3)
      return route.fulfill({ status: 502, contentType: 'application/json', body: '{}' });
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.locator('[data-contact-result="error"]')).toBeVisible();
  await sendButton(page).click();
  await expect(page.locator('[data-contact-result="error"]')).toBeVisible();
  await field(page, 'Message').fill('Two scooters from 15/07 to 21/07, please.');
  await sendButton(page).click();
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[\w-]{8,128}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
});

test('without JavaScript the form posts and the page shows the thank-you panel', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutJavaScript(browser, baseURL);
  await page.goto('/contact');
  await expect(page.locator('[data-contact-form="static"]')).toBeVisible();
  await expect(page.locator('#contact-sent')).toBeHidden();

  // The browser's own checks stop an empty post.
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/contact$/);

  await fillValid(page, { email: 'nojs@example.com', phone: '' });
  await sendButton(page).click();
  await expect(page).toHaveURL(/\/contact#contact-sent$/);
  const panel = page.locator('#contact-sent');
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Thank you! Your message has been sent.');
  await expect(panel).toBeInViewport();
  await expect(page.locator('#contact-failed')).toBeHidden();
  await expect(field(page, 'First name')).toHaveValue('');
  await context.close();
});

test('the no-JavaScript failure panels are shown by their fragment', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutJavaScript(browser, baseURL);
  for (const [id, text] of [
    ['contact-invalid', 'Your message was not sent'],
    ['contact-limited', 'Too many messages'],
    ['contact-forbidden', "could not confirm that it came from this website's form"],
    ['contact-too-large', 'it is too long'],
    ['contact-failed', 'Failed to send message'],
  ] as const) {
    await page.goto(`/contact#${id}`);
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator(`#${id}`)).toContainText('Oops! Something went wrong');
    await expect(page.locator(`#${id}`)).toContainText(text);
    await expect(page.locator(`#${id}`).getByRole('link', { name: PHONE })).toBeVisible();
  }
  await context.close();
});

test('the form hydrates on first use: its code comes after the load, and what is typed meanwhile is kept @phone', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(r.url());
  });
  // Hold the island's code for a moment, as a slow connection would.
  await holdIslandCode(page, ['ContactForm']);
  await page.goto('/contact', { waitUntil: 'load' });
  // Nothing of the island with the page's own bytes (docs/first-paint.md, "Client directives":
  // its code is fetched once the page has loaded and is idle, and hydrates on first use).
  expect(scripts.filter((s) => /ContactForm|react/i.test(s))).toEqual([]);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-contact-form="static"]')).toBeVisible();

  await field(page, 'First name').fill('Early');
  await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Early');
  await sendButton(page).click();
  // The hydrated form validates: the kept name passes, the empty last name does not.
  await expect(field(page, 'Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'First name')).not.toHaveAttribute('aria-invalid', 'true');
});

test('with JavaScript, a no-JS result in the URL becomes the panel and leaves the URL', async ({
  page,
}) => {
  await page.goto('/contact#contact-sent');
  await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`no axe violations with field errors and with the error panel (${scheme}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openForm(page);
    const axe = () => axeViolations(page, { include: '[data-contact-form]' });
    await sendButton(page).click();
    await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
    expect(await axe()).toEqual([]);
    await page.route('**/api/send-email', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Down for a moment."}',
      }),
    );
    await fillValid(page);
    await sendButton(page).click();
    await expect(page.locator('[data-contact-result="error"]')).toBeVisible();
    expect(await axe()).toEqual([]);
  });
}

test("a first tap on Send of an untouched form gets the page language's errors, not the browser's bubble (audit 33c #8) @phone", async ({
  page,
}) => {
  await holdIslandCode(page, ['ContactForm'], 1500);
  let posted = false;
  await page.route('**/api/send-email', (route) => {
    posted = true;
    return route.abort();
  });
  await page.goto('/el/contact');
  await expect(page.locator('[data-contact-form="static"]')).toBeVisible();
  await page.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
  const first = page.getByRole('textbox', { name: 'Όνομα', exact: true });
  await expect(first).toHaveAttribute('aria-invalid', 'true', { timeout: 10_000 });
  await expect(first).toHaveAccessibleDescription(/Γράψτε το όνομά σας\./);
  await expect(first).toBeFocused();
  expect(posted).toBe(false);
});

test('a message sent before the form has hydrated waits for it and is sent by the form, as JSON @phone', async ({
  page,
}) => {
  // The island's code takes 4 s, less than the 6 s after which the form would post without it.
  await holdIslandCode(page, ['ContactForm'], 4000);
  const posts: { type: string | undefined; body: string | null }[] = [];
  await page.route('**/api/send-email', async (route) => {
    posts.push({
      type: route.request().headers()['content-type'],
      body: route.request().postData(),
    });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await page.goto('/contact');
  await expect(page.locator('[data-contact-form="static"]')).toBeVisible();
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.locator('[data-contact-form="static"]')).toBeVisible(); // still waiting for the code
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/contact$/);
  expect(posts).toHaveLength(1);
  expect(posts[0]!.type).toMatch(/^application\/json/);
  expect(JSON.parse(posts[0]!.body!)).toMatchObject({
    name: 'Anna Smith',
    email: 'anna@example.com',
  });
});

test('the form validates and sends under the CSP without a violation or a console error (zod never probes eval) @phone', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
  await page.route('**/api/send-email', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' }),
  );
  await openForm(page);
  // Validation (the contact schema parses the form) and a send.
  await sendButton(page).click();
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await fillValid(page);
  await sendButton(page).click();
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible();
  expect(problems).toEqual([]);
});

/** WCAG relative luminance of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test("every field's border, its only edge, stands out 3:1 from the page in both themes (WCAG 1.4.11)", async ({
  page,
}) => {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/contact');
    const pairs = await page
      .locator('[data-contact-form] :is(input, select, textarea)')
      .evaluateAll((controls) =>
        controls.map((c) => {
          // The surface behind the field: the first ancestor with a background of its own.
          let behind: Element | null = c.parentElement;
          while (behind && getComputedStyle(behind).backgroundColor === 'rgba(0, 0, 0, 0)')
            behind = behind.parentElement;
          return [
            getComputedStyle(c).borderTopColor,
            getComputedStyle(behind ?? document.body).backgroundColor,
          ];
        }),
      );
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    for (const [border, surface] of pairs) {
      const [a, b] = [luminance(border!), luminance(surface!)].sort((x, y) => y - x);
      expect(
        (a! + 0.05) / (b! + 0.05),
        `${scheme}: ${border} on ${surface}`,
      ).toBeGreaterThanOrEqual(3);
    }
  }
});

test('the thank-you panel gives the reply times in the page language', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutJavaScript(browser, baseURL);
  for (const [path, hours] of [
    ['/de/contact#contact-sent', '2–4 Stunden'],
    ['/el/contact#contact-sent', '2-4 ώρες'],
    ['/contact#contact-sent', '2-4 hours'],
  ] as const) {
    await page.goto(path);
    const panel = page.locator('#contact-sent');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(hours);
    if (!path.startsWith('/contact')) await expect(panel).not.toContainText('hours');
  }
  await context.close();
});
