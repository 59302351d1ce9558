import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import {
  chromium,
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { freePort } from '../../tools/lib/free-port.mjs';
import { localizePath, type Lang } from '../../src/i18n/routing';
import { OFFLINE_PAGES } from '../../src/scripts/service-worker';
import { openChatPanel } from './chat-panel';
import { storedMessages, uniqueEmail } from './outbox-dir';

/**
 * Works on the ferry (docs/offline.md): the service worker of the visitor's language installs
 * after load, keeps visited pages and that language's pages, answers a never-visited page with
 * the offline page of the visitor's language (the only one installed), keeps Marcia working, saves a contact message written offline and delivers it when
 * the connection returns (stored once), shows a new deploy after one navigation, and the site is
 * installable.
 *
 * The site runs on its own server (a copy of the build on a fixed port) so the test can take the
 * network away for real: the server stops (the service worker's own requests fail, as on a
 * ferry) and the browser context goes offline (the page's `offline` / `online` events).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let port = 0;
let site: ChildProcess | null = null;
let root = '';
let outbox = '';

async function startServer(): Promise<void> {
  site = spawn(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', 'server/serve.mjs', join(root, 'dist')],
    {
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        CONTACT_DATA_DIR: outbox,
        PUBLIC_SUPABASE_URL: '',
        SUPABASE_SERVICE_ROLE_KEY: '',
      },
      stdio: 'ignore',
    },
  );
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

/**
 * Stops the site's server with SIGTERM and waits for it to exit: at most 10 s (it exits within
 * 3 s by itself, server/serve.mjs), else it is killed and the test fails saying so, rather than
 * waiting out the test's timeout without a word.
 */
async function stopServer(): Promise<void> {
  const child = site;
  site = null;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 10_000);
  });
  const inTime = await Promise.race([exited, late]);
  clearTimeout(timer);
  if (inTime) return;
  child.kill('SIGKILL');
  await exited;
  throw new Error("the site's server did not exit within 10 s of SIGTERM");
}

/**
 * Runs `during` while the site's server does not answer a visitor who stays online (the server or
 * its network down), then starts the server again, whatever `during` did.
 */
async function whileServerDown<T>(during: () => Promise<T>): Promise<T> {
  await stopServer();
  try {
    return await during();
  } finally {
    await startServer();
  }
}

async function goOffline(context: BrowserContext): Promise<void> {
  await stopServer();
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext): Promise<void> {
  await startServer();
  await context.setOffline(false);
}

/** The script URLs of the page's service worker registration, by state (for failure messages). */
function workers(page: Page) {
  return page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    const url = (w: ServiceWorker | null | undefined) => (w ? `${w.scriptURL} (${w.state})` : null);
    return {
      controller: url(navigator.serviceWorker.controller),
      active: url(r?.active),
      waiting: url(r?.waiting),
      installing: url(r?.installing),
    };
  });
}

/**
 * Loads a page and waits until the service worker controls it, has fetched the language's offline
 * pages (`offline-pages` in localStorage) and holds them and `path` in its caches: the worker
 * answers such a fetch before it has written the copy (Workbox's `NetworkFirst` writes it in the
 * event's `waitUntil`), and a test that went offline in between met the offline page.
 */
async function install(page: Page, path: string, lang: Lang): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.waitForFunction(
    (l) => (JSON.parse(localStorage.getItem('offline-pages') ?? '[]') as string[]).includes(l),
    lang,
    { timeout: 30_000 },
  );
  const kept = [path, ...OFFLINE_PAGES.map((p) => localizePath(p, lang))];
  await page.waitForFunction(
    async (urls) => (await Promise.all(urls.map((u) => caches.match(u)))).every(Boolean),
    kept,
    { timeout: 10_000, polling: 100 },
  );
}

/** Fills the contact form of the open page with a message from `email` and sends it. */
async function sendContact(page: Page, email: string): Promise<void> {
  await page.locator('[data-contact-form]').hover();
  await expect(page.locator('[data-contact-form="ready"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Maria');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Rossi');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('combobox', { name: 'Subject' }).selectOption('car-rental');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('A car from the port on 3 August, please.');
  await page.getByRole('button', { name: 'Send message' }).click();
}

/**
 * A browser context on the test's own server with service workers allowed, and its page with the
 * worker installed at `path` (see {@link install}); the cookie banner already declined unless
 * `consent` is false (it would cover the page's controls).
 */
async function installedPage(
  browser: Browser,
  path: string,
  lang: Lang,
  consent = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
  });
  if (consent)
    await context.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'));
  // Every step has its own limit, so a step that never ends fails by name, before the test's.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  await install(page, path, lang);
  return { context, page };
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  // Inside the project: the server bundle resolves its packages from node_modules.
  mkdirSync(join('node_modules', '.cache'), { recursive: true });
  root = mkdtempSync(join('node_modules', '.cache', 'offline-e2e-'));
  cpSync(process.env.E2E_DIST ?? 'dist', join(root, 'dist'), { recursive: true });
  outbox = join(tmpdir(), `offline-e2e-outbox-${Date.now()}`);
  port = await freePort();
  await startServer();
});

test.afterAll(async () => {
  await stopServer();
  rmSync(root, { recursive: true, force: true });
  rmSync(outbox, { recursive: true, force: true });
});

test("installs, opens visited and prepared pages offline, and the offline page of the visitor's language for the others", async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/about-us', 'en');
  await page.goto('/fleet/toyota-aygo');
  await goOffline(context);
  try {
    await page.goto('/about-us');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    // Prepared by the service worker on install: contact, terms, Antiparos in the page language.
    for (const path of ['/contact', '/terms-and-conditions', '/car-rental-antiparos']) {
      await page.goto(path);
      await expect(page.locator('[data-offline-page]'), path).toHaveCount(0);
    }
    await page.goto('/fleet/toyota-aygo');
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
    // Never opened: the offline page, with what still works and how to reach us.
    await page.goto('/blog');
    const offline = page.locator('[data-offline-page]');
    await expect(offline.getByRole('heading', { level: 1 })).toHaveText("You're offline");
    await expect(offline.getByRole('link', { name: '+30 22840 00000' }).first()).toHaveAttribute(
      'href',
      'tel:+302284000000',
    );
    await expect(offline).toContainText('Mon-Sun 08:00-21:00');
    // A page of another language never opened: the offline page of the visitor's language, the
    // only one installed.
    await page.goto('/de/blog');
    await expect(page.locator('[data-offline-page] h1')).toHaveText("You're offline");
  } finally {
    await goOnline(context);
    await context.close();
  }
});

test("the first install holds the visitor's language only: a French visitor gets the French offline page", async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/fr/contact', 'fr', false);
  const precached = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith('workbox-precache'));
      const keys = precache ? await (await caches.open(precache)).keys() : [];
      return keys.map((r) => new URL(r.url).pathname);
    });
  // Marcia's avatar too: the closed chat panel paints it on every page, so it never waits on the
  // network (Firefox reported an aborted load of it through the worker as a page error).
  expect(await precached()).toEqual(
    expect.arrayContaining(['/fr/offline', '/images/art/marcia-avatar.svg']),
  );
  expect(await precached()).not.toContain('/offline');
  expect(await precached()).not.toContain('/de/offline');
  await goOffline(context);
  try {
    for (const path of ['/fr/blog', '/blog', '/it/fleet']) {
      await page.goto(path);
      await expect(page.locator('[data-offline-page] h1'), path).toHaveText('Vous êtes hors ligne');
    }
    await page.goto('/fr/terms-and-conditions');
    await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  } finally {
    await goOnline(context);
  }
  // Back on an English page, the English worker takes over: its offline page replaces the French.
  await install(page, '/about-us', 'en');
  const replaced = async () => {
    const urls = await precached();
    return urls.includes('/offline') && !urls.includes('/fr/offline');
  };
  await expect
    // The English worker registers when the page is idle, then installs and activates.
    .poll(replaced, { timeout: 45_000 })
    .toBe(true)
    .catch(async (error: Error) => {
      // Where the English worker got to, for the failure message.
      throw new Error(`${error.message}\nworkers: ${JSON.stringify(await workers(page))}`);
    });
  await context.close();
});

test('Marcia answers offline', async ({ browser }) => {
  const { context, page } = await installedPage(browser, '/', 'en');
  await goOffline(context);
  try {
    await page.goto('/contact');
    const dialog = await openChatPanel(page);
    await dialog
      .getByRole('textbox', { name: 'Your message' })
      .fill('do you deliver to the airport?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.locator('[data-chat-message][data-sender="marcia"]').last()).toContainText(
      'free of charge',
      { timeout: 10_000 },
    );
    // Her avatar is drawn, not the lettered disc that stands in for a failed load.
    await expect(dialog.locator('img[src="/images/art/marcia-avatar.svg"]')).toHaveJSProperty(
      'complete',
      true,
    );
    expect(
      await dialog
        .locator('img[src="/images/art/marcia-avatar.svg"]')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  } finally {
    await goOnline(context);
    await context.close();
  }
});

test('a contact message written offline is saved and delivered once when the connection returns', async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/contact', 'en');
  const email = uniqueEmail('ferry');
  await goOffline(context);
  try {
    await page.goto('/contact');
    await sendContact(page, email);
    await expect(page.locator('[data-contact-result="queued"]')).toContainText(
      'Saved: we will send it as soon as you are online.',
    );
  } finally {
    await goOnline(context);
  }
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible({ timeout: 20_000 });
  expect(storedMessages(outbox, email).length).toBe(1);
  // The service worker's queue may replay it too: the server still stores it once.
  await page.waitForTimeout(2000);
  expect(storedMessages(outbox, email).length).toBe(1);
  await context.close();
});

test('a contact message sent while the server does not answer is saved, says so with the phone, and goes once the server is back', async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/contact', 'en');
  const email = uniqueEmail('server.down');
  // The visitor is online; the site's server is not answering.
  await page.goto('/contact');
  await whileServerDown(async () => {
    await sendContact(page, email);
    const panel = page.locator('[data-contact-result="waiting"]');
    await expect(panel).toContainText('Saved: our server did not answer, we keep trying.');
    await expect(panel.getByRole('link', { name: /^\+30/ })).toHaveAttribute('href', /^tel:/);
  });
  // No 'online' event comes (the visitor never was offline): the page tries again by itself.
  await expect(page.locator('[data-contact-result="success"]')).toBeVisible({ timeout: 30_000 });
  expect(storedMessages(outbox, email).length).toBe(1);
  await context.close();
});

/**
 * Runs a chat booking to its request card and taps "Send to our team"; returns the card. Marcia
 * answers after her typing pause (real timers: the page also runs the tries again). `open`: the
 * panel, when already open.
 */
async function sendChatBooking(page: Page, email: string, open?: Locator): Promise<Locator> {
  const dialog = open ?? (await openChatPanel(page));
  const year = new Date().getFullYear() + 1;
  const replies = dialog.locator('[data-chat-message][data-sender="marcia"]');
  for (const text of [
    'I want to book now',
    `I'm Anna, ${email}, 6941234567, 15/07/${year} to 22/07/${year}, airport, 2 people`,
    'confirm booking',
  ]) {
    const before = await replies.count();
    await dialog.getByRole('textbox', { name: 'Your message' }).fill(text);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(replies).toHaveCount(before + 1, { timeout: 10_000 });
  }
  const card = dialog.locator('[data-chat-request]').last();
  await card.getByRole('button', { name: 'Send to our team' }).click();
  return card;
}

test('a chat booking request made offline is saved, says so, and is delivered once when the connection returns', async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/', 'en');
  const email = uniqueEmail('chat.ferry');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await goOffline(context);
  try {
    const card = await sendChatBooking(page, email);
    await expect(card.getByRole('status')).toHaveText(
      'Saved on your phone: we will send it as soon as you are online.',
    );
    // No new message comes: the card's end is brought into view (the panel fills a phone).
    await expect(card.getByRole('status')).toBeInViewport({ ratio: 1 });
  } finally {
    await goOnline(context);
  }
  await expect(page.locator('[data-chat-request]').last().getByRole('status')).toHaveText(
    'Sent to our team.',
    { timeout: 20_000 },
  );
  expect(storedMessages(outbox, email).length).toBe(1);
  await context.close();
});

test('a chat booking request sent while the server does not answer says so, and goes once the server is back', async ({
  browser,
}) => {
  const { context, page } = await installedPage(browser, '/', 'en');
  const email = uniqueEmail('chat.server.down');
  await page.goto('/');
  // The panel's code is loaded first (the service worker would serve it anyway).
  const dialog = await openChatPanel(page);
  const card = await whileServerDown(async () => {
    const sent = await sendChatBooking(page, email, dialog);
    await expect(sent.getByRole('status')).toHaveText(
      'Saved on your phone: our server did not answer, we keep trying.',
    );
    await expect(sent.getByRole('status')).toBeInViewport({ ratio: 1 });
    return sent;
  });
  // No 'online' event comes: the page tries again by itself.
  await expect(card.getByRole('status')).toHaveText('Sent to our team.', { timeout: 30_000 });
  expect(storedMessages(outbox, email).length).toBe(1);
  await context.close();
});

test('a new deploy is seen after one navigation', async ({ browser }) => {
  const { context, page } = await installedPage(browser, '/about-us', 'en', false);
  // "Deploy": the about page changes on the server, with the precompressed copies a build writes
  // beside it (the server sends those); the worker serves pages network first.
  const file = join(root, 'dist', 'client', 'about-us.html');
  const html = readFileSync(file, 'utf8').replace('</h1>', ' (new deploy)</h1>');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
  await page.goto('/about-us');
  await expect(page.locator('h1')).toContainText('(new deploy)');
  await context.close();
});

test('the site is installable: Chromium reports no installability error, in every language', async ({}, testInfo) => {
  // Installability is not checked in incognito contexts: use a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'offline-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The browser and switches of the configuration (playwright.config.ts).
    ...testInfo.project.use.launchOptions,
    baseURL: `http://127.0.0.1:${port}`,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const [path, lang, start] of [
      ['/', 'en', '/'],
      ['/fr/contact', 'fr', '/fr'],
    ] as const) {
      await install(page, path, lang);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: unknown[];
      };
      expect(installabilityErrors, `${path} (${testInfo.project.name})`).toEqual([]);
      const manifest = await page.evaluate(async () =>
        (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json(),
      );
      expect(manifest).toMatchObject({ start_url: start, display: 'standalone', lang });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
