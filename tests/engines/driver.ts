/**
 * One small interface over the three engines of the smoke suite, so each scenario is written once
 * (`tests/engines/smoke.test.ts`): WebKit through WebKitWebDriver (W3C WebDriver, WebdriverIO),
 * Firefox through WebDriver BiDi and Chromium through the DevTools protocol (both puppeteer-core).
 * Clicks and typing are real input (the driver's actions, trusted events that count as the
 * visitor's gesture), not `element.click()` in a script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, {
  type HTTPRequest,
  type Browser as PuppeteerBrowser,
  type Page,
} from 'puppeteer-core';
import { remote } from 'webdriverio';
import { testBrowserPath } from '../../tools/lib/test-browser.mjs';
import { type EngineName, FIREFOX, MINIBROWSER, WEBKIT_DRIVER } from './engines.ts';

/** A browser window (tab) the suite drives. */
export interface Driver {
  /** The engine. */
  readonly engine: EngineName;
  /** The engine's name and version, as the browser reports it (`WebKitGTK 2.50.6`…). */
  readonly version: string;
  /**
   * Loads `url` and waits for its `load` event; the page shown before is first left to settle
   * (see `settle`) and its errors are kept.
   */
  goto(url: string): Promise<void>;
  /** Scrolls the first element matching `selector` to the middle of the screen and clicks it. */
  click(selector: string): Promise<void>;
  /**
   * Clicks the link matching `selector`, which leaves the page: as with {@link Driver.goto}, the
   * page is first left to settle and its errors are kept, and what the browser reports from the
   * click until the next page's `DOMContentLoaded` is set aside ({@link Driver.takeSetAside}).
   */
  follow(selector: string): Promise<void>;
  /** Clicks into the first element matching `selector` and types `text` into it. */
  type(selector: string, text: string): Promise<void>;
  /** Chooses the option of value `value` in the select matching `selector`. */
  select(selector: string, value: string): Promise<void>;
  /** Runs `fn(...args)` in the page and returns its (JSON) result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The URLs of the windows (tabs) other than the suite's own, in opening order. */
  otherTabs(): Promise<string[]>;
  /** Closes every window (tab) but the suite's own. */
  closeOtherTabs(): Promise<void>;
  /**
   * The errors of the pages shown since the last call, and clears them: those the page recorded
   * (`tests/engines/proxy.ts`), plus, in Firefox and Chromium, the browser's own console errors.
   */
  takeErrors(): Promise<string[]>;
  /**
   * The errors set aside since the last call, and clears them: those the browser reported for a
   * page the suite was leaving (see `openPuppeteer`), shown by the suite but not counted.
   */
  takeSetAside(): string[];
  /** Ends the session (and the browser). */
  close(): Promise<void>;
}

/** A viewport of the suite. */
export interface Viewport {
  /** Its name in test titles (`phone`, `desktop`). */
  name: string;
  width: number;
  height: number;
}

/** A free TCP port of 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves when `url` answers (any status), or rejects after `timeoutMs`. */
async function reachable(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** How many resources the page has loaded so far (-1 before a page is there). */
function resourceCount(): number {
  return document.readyState === 'complete' ? performance.getEntriesByType('resource').length : -1;
}

/** How busy a page is: resources loaded so far (-1 before the page is there) and requests pending. */
interface Activity {
  loaded: number;
  pending: number;
}

/**
 * Waits until the current page has loaded, has no request pending and has loaded nothing new for
 * 400 ms (5 s at most), so the suite leaves a page only once its loads are done. Firefox fails the
 * loads still pending when a page is left (the idle imports of island code, the service worker's
 * warm-up fetches of the offline pages) and reports each as an error of the page being left
 * ("A ServiceWorker intercepted the request and encountered an unexpected error", or the site's
 * own report of a failed import): errors no visitor sees. A load that starts after the page fell
 * quiet can still be cut short: those errors are set aside ({@link Driver.takeSetAside}).
 * `pending` is 0 where the driver cannot see requests (WebKit), which reports no such error.
 */
async function settle(activity: () => Promise<Activity>): Promise<void> {
  const end = Date.now() + 5000;
  let last = await activity();
  let since = Date.now();
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 100));
    const now = await activity();
    if (now.loaded !== last.loaded || now.pending > 0) {
      last = now;
      since = Date.now();
    } else if (now.loaded >= 0 && Date.now() - since >= 400) return;
  }
}

/** What is drawn at the middle of the element matching `selector` (for a failed click's message). */
function topmostAt(selector: string): string {
  const box = document.querySelector(selector)?.getBoundingClientRect();
  if (!box) return 'nothing';
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  return top ? top.outerHTML.slice(0, 200) : 'nothing';
}

/** Reads and clears the page's recorded errors (none when the collector is not there). */
function pageErrors(): string[] {
  const errors = (window as unknown as { __engineErrors?: string[] }).__engineErrors ?? [];
  return errors.splice(0);
}

/** Scrolls an element to the middle of the screen; false when there is none. */
function scrollToMiddle(selector: string): boolean {
  const element = document.querySelector(selector);
  element?.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  return element !== null;
}

/**
 * Opens WebKit (WebKitGTK's MiniBrowser under a new `WebKitWebDriver`) at `viewport`. MiniBrowser's
 * `--full-screen` hides its toolbar, so the window's size is the viewport's.
 * A browser dialog (`window.alert`) is accepted by the next command.
 */
export async function openWebKit(viewport: Viewport): Promise<Driver> {
  const port = await freePort();
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const stopDriver = () => {
    if (driver.exitCode === null) driver.kill();
  };
  try {
    await reachable(`http://127.0.0.1:${port}/status`, 10_000);
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        unhandledPromptBehavior: 'accept',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', '--full-screen'],
        },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(viewport.width, viewport.height);
    const main = await browser.getWindowHandle();
    const errors: string[] = [];
    const collect = async () => {
      try {
        errors.push(...(await browser.execute(pageErrors)));
      } catch {
        // No page yet (about:blank before the first navigation).
      }
    };
    const element = async (selector: string) => {
      const found = await browser.execute(scrollToMiddle, selector);
      if (!found) throw new Error(`No element matches ${selector}`);
      return browser.$(selector);
    };
    const quiet = () =>
      settle(async () => ({
        loaded: await browser.execute(resourceCount).catch(() => 0),
        pending: 0,
      }));
    /** Before the page is left: it settles, and its errors are kept. */
    const leave = async () => {
      await quiet();
      await collect();
    };
    const driver: Driver = {
      engine: 'webkit',
      version: `WebKitGTK ${browser.capabilities.browserVersion ?? '?'}`,
      async goto(url) {
        await leave();
        await browser.url(url);
      },
      async follow(selector) {
        await leave();
        await driver.click(selector);
      },
      async click(selector) {
        try {
          await (await element(selector)).click();
        } catch (error) {
          const top = await browser.execute(topmostAt, selector).catch(() => '?');
          throw new Error(`Click on ${selector} failed (${String(error)}); on top: ${top}`);
        }
      },
      async type(selector, text) {
        const field = await element(selector);
        await field.click();
        await field.setValue(text);
      },
      async select(selector, value) {
        await (await element(selector)).selectByAttribute('value', value);
      },
      async evaluate(fn, ...args) {
        return (await browser.execute(fn as never, ...(args as unknown as never[]))) as never;
      },
      async otherTabs() {
        const urls: string[] = [];
        for (const handle of await browser.getWindowHandles()) {
          if (handle === main) continue;
          await browser.switchToWindow(handle);
          urls.push(await browser.getUrl());
        }
        await browser.switchToWindow(main);
        return urls;
      },
      async closeOtherTabs() {
        for (const handle of await browser.getWindowHandles()) {
          if (handle === main) continue;
          await browser.switchToWindow(handle);
          await browser.closeWindow();
        }
        await browser.switchToWindow(main);
      },
      async takeErrors() {
        await collect();
        return errors.splice(0);
      },
      takeSetAside: () => [],
      async close() {
        try {
          await browser.deleteSession();
        } finally {
          stopDriver();
        }
      },
    };
    return driver;
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/**
 * Opens Firefox ESR (WebDriver BiDi) or Chromium (DevTools protocol) with puppeteer-core at
 * `viewport`, headless. Browser dialogs are accepted; the browser's own console errors and uncaught
 * page errors are collected besides the page's.
 */
export async function openPuppeteer(
  engine: 'firefox' | 'chromium',
  viewport: Viewport,
): Promise<Driver> {
  const browser: PuppeteerBrowser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX,
          headless: true,
          protocol: 'webDriverBiDi',
        })
      : await puppeteer.launch({
          executablePath: testBrowserPath(),
          headless: 'shell',
          args: ['--no-sandbox', '--disable-quic', '--disable-gpu'],
        });
  try {
    const context = browser.defaultBrowserContext();
    // The window the browser opened with (another one would count as a tab the site opened).
    const page: Page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: viewport.width, height: viewport.height });
    const errors: string[] = [];
    const watch = (p: Page) => {
      p.on('dialog', (dialog) => void dialog.accept());
    };
    watch(page);
    context.on('targetcreated', (target) => {
      void target.page().then((p) => p && watch(p));
    });
    // The page's requests still pending (the suite's window only: a tab the site opens is not
    // left by the suite), and whether the page is being left.
    const pending = new Set<HTTPRequest>();
    let leaving = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        leaving = true;
        pending.clear();
      }
      pending.add(request);
    });
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('domcontentloaded', () => {
      leaving = false;
    });
    const aside: string[] = [];
    /**
     * Keeps an error the browser reported, unless the page was being left then: from the moment
     * the suite loads another page or follows a link, or the next page is requested, until that
     * page has loaded (`DOMContentLoaded`), the browser's reports are set aside. They are the left
     * page's: Firefox fails the loads a page still had pending when it is left and reports each
     * ("Failed to load ‘…’. A ServiceWorker intercepted the request and encountered an unexpected
     * error.", and the site's own console report of it). The next page's own errors in that time
     * are not lost: its collector (`tests/engines/proxy.ts`), the first script of the page,
     * records them.
     */
    const report = (kind: 'console' | 'page', text: string) => {
      (leaving ? aside : errors).push(
        `${kind === 'console' ? 'browser console' : 'page error'}: ${text}`,
      );
    };
    page.on('console', (message) => {
      if (message.type() === 'error') report('console', message.text());
    });
    page.on('pageerror', (error) => report('page', String(error)));
    const quiet = () =>
      settle(async () => ({
        loaded: await page.evaluate(resourceCount).catch(() => 0),
        pending: pending.size,
      }));
    const collect = async () => {
      errors.push(...(await page.evaluate(pageErrors).catch(() => [])));
    };
    /** Before the page is left: it settles, its errors are kept, and it counts as left. */
    const leave = async () => {
      await quiet();
      await collect();
      leaving = true;
    };
    const element = async (selector: string) => {
      const found = await page.evaluate(scrollToMiddle, selector);
      if (!found) throw new Error(`No element matches ${selector}`);
    };
    const others = async () => (await browser.pages()).filter((p) => p !== page);
    const driver: Driver = {
      engine,
      version: (await browser.version()).replace('/', ' '),
      async goto(url) {
        await leave();
        await page.goto(url, { waitUntil: 'load' });
      },
      async follow(selector) {
        await leave();
        await driver.click(selector);
      },
      // Puppeteer's locator waits until the element is visible, enabled and no longer moving
      // (a panel still sliding in is "not clickable" to a plain click).
      async click(selector) {
        await element(selector);
        await page.locator(selector).setTimeout(10_000).click();
      },
      async type(selector, text) {
        await element(selector);
        await page.locator(selector).setTimeout(10_000).click();
        await page.type(selector, text);
      },
      async select(selector, value) {
        await element(selector);
        await page.select(selector, value);
      },
      async evaluate(fn, ...args) {
        return (await page.evaluate(fn as never, ...(args as unknown as never[]))) as never;
      },
      async otherTabs() {
        return (await others()).map((p) => p.url());
      },
      async closeOtherTabs() {
        for (const p of await others()) await p.close();
        // Back in front: a page in a background tab gets no animation frames.
        await page.bringToFront();
      },
      async takeErrors() {
        await collect();
        return errors.splice(0);
      },
      takeSetAside: () => aside.splice(0),
      async close() {
        await browser.close();
      },
    };
    return driver;
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Opens `engine` at `viewport`. */
export function openEngine(engine: EngineName, viewport: Viewport): Promise<Driver> {
  return engine === 'webkit' ? openWebKit(viewport) : openPuppeteer(engine, viewport);
}
