/**
 * The content editor end to end (docs/editing.md, "The content editor"), in a real browser
 * against a throwaway git repository: `npm run cms` (`tools/content/cms.mjs`: Decap's proxy server in
 * git mode and the site's dev server) on a fresh repository holding a copy of `content/`. An
 * editor edits a vehicle's description and uploads a photo with its alt text, edits an FAQ answer,
 * saves — each save is a branch `cms/{collection}/{slug}` with exactly that change, and the content
 * check passes on the saved content — and publishes: the change lands on `main`, the photo byte for
 * byte as uploaded.
 *
 * The content check runs without building the site (`--no-site`: spelling, Markdown style, HTML,
 * and the schemas and placeholders through `astro sync`): what the editor's save could break is
 * the content, which that covers. Building a site from content is proven by `npm test` itself (the
 * project's own content, checked in full by `npm run check:content`), photos of
 * `content/fleet/images/` through the image pipeline by the photo build
 * (`tests/integration/photos-build.test.ts`, the same kind of generated JPEG as the one uploaded
 * here); a full build here took about as long as the rest of this test.
 *
 * One test (the steps depend on each other), run in the `desktop` project only; it starts its own
 * servers on free ports and never touches the project's repository.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { makePhoto } from '../../tools/lib/test-photos.mjs';

const root = resolve(import.meta.dirname, '../..');

// A step that cannot happen fails in seconds, not at the test's timeout.
test.use({ actionTimeout: 20_000 });

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** `git -C repo …` with a fixed identity. */
const git = (repo: string, ...args: string[]) =>
  execFileSync(
    'git',
    ['-C', repo, '-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args],
    {
      encoding: 'utf8',
    },
  );

/** Waits until `url` answers 200 (the dev server's first `/admin` also builds the editor's bundle). */
async function waitFor(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run cms stopped:\n${log()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer:\n${log()}`);
}

/**
 * Runs the content check on a content folder without building the site (`--no-site`); resolves
 * with its exit code and output.
 */
function checkContent(contentDir: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      ['tools/content/check-content.mjs', '--content', contentDir, '--no-site'],
      {
        cwd: root,
        env: { ...process.env, GITHUB_ACTIONS: '' },
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

/** Expands the list item whose summary is `summary`. */
async function expandItem(page: Page, summary: string) {
  await page
    .getByText(summary, { exact: true })
    .locator('xpath=..')
    .getByRole('button')
    .first()
    .click();
}

/**
 * How long a save or a publication may take (ms): a commit on the test's repository through the
 * CMS's backend, with the content check of the saved branch running beside it; in the full
 * `npm test` on two cores, other workers beside that, an FAQ's save took over 20 s (session 37).
 */
const SAVE_MS = 60_000;

/** Sets a saved entry's status to Ready and publishes it now; waits until its branch is merged. */
async function publish(page: Page, repo: string, branch: string) {
  await page.getByText(/^Status: /).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByText('Status: Ready')).toBeVisible({ timeout: SAVE_MS });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  // Publishing merges the branch into main and deletes it.
  await expect
    .poll(() => git(repo, 'branch', '--list', branch).trim(), { timeout: SAVE_MS })
    .toBe('');
}

test('content editor: saves are branches with the change, the check passes, publishing lands on main', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const started = Date.now();
  /** Progress with its time, in the test's output (shown when it fails). */
  const mark = (what: string) =>
    console.log(`cms e2e ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
  const work = mkdtempSync(join(tmpdir(), 'cms-e2e-'));
  const repo = join(work, 'repo');
  cpSync(join(root, 'content'), join(repo, 'content'), { recursive: true });
  git(repo, 'init', '-q', '-b', 'main');
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'Content');
  mark('repo');
  const photo = join(work, 'aygo-naoussa-harbour.jpg');
  await makePhoto(photo, { width: 1200, height: 900, seed: 5 });

  mark('photo');
  const [port, proxyPort] = [await freePort(), await freePort()];
  let log = '';
  const server = spawn(
    process.execPath,
    [
      'tools/content/cms.mjs',
      '--repo',
      repo,
      '--port',
      String(port),
      '--proxy-port',
      String(proxyPort),
    ],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'error' } },
  );
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => dialog.accept());
  try {
    const admin = `http://127.0.0.1:${port}/admin`;
    await waitFor(admin, server, () => log);
    await waitFor(`http://127.0.0.1:${port}/admin/cms.js`, server, () => log);
    mark('servers up');
    await page.goto(admin);
    await page.getByRole('button', { name: 'Login' }).click();

    // A vehicle: a new description and a photo with its alt text.
    const description =
      'A small, light city car for the narrow lanes of Parikia and Naoussa, easy to park near every beach of Paros.';
    const alt = 'A white Toyota Aygo parked by the harbour of Naoussa';
    await page.getByRole('link', { name: 'Vehicles', exact: true }).click();
    await page.getByText('All vehicles').click();
    await expandItem(page, 'Toyota Aygo — 35 EUR a day');
    await page
      .getByRole('textbox', { name: /^Description/ })
      .first()
      .fill(description);
    await page
      .getByRole('button', { name: /Add photos/ })
      .first()
      .click();
    await page
      .getByRole('button', { name: /Choose an image/ })
      .first()
      .click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole('button', { name: /Choose selected/ }).click();
    await page
      .getByRole('textbox', { name: /Description \(alt text\)/ })
      .first()
      .fill(alt);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible({ timeout: SAVE_MS });

    mark('vehicle saved');
    // The branch holds exactly that change: two lines of vehicles.yaml and the photo.
    const vehicleBranch = 'cms/fleet/vehicles';
    expect(
      git(repo, 'diff', '--name-only', 'main', vehicleBranch).trim().split('\n').sort(),
    ).toEqual(['content/fleet/images/aygo-naoussa-harbour.jpg', 'content/fleet/vehicles.yaml']);
    const before = parse(git(repo, 'show', 'main:content/fleet/vehicles.yaml'));
    const after = parse(git(repo, 'show', `${vehicleBranch}:content/fleet/vehicles.yaml`));
    expect(after).toEqual(
      before.map((v: { id: string }, i: number) =>
        i === 0 ? { ...v, description, images: [{ src: 'aygo-naoussa-harbour.jpg', alt }] } : v,
      ),
    );
    expect(
      git(repo, 'diff', '--numstat', 'main', vehicleBranch, '--', 'content/fleet/vehicles.yaml'),
    ).toMatch(/^\d+\s+2\s+content\/fleet\/vehicles\.yaml/);

    // The content check on the saved branch, while the editor goes on.
    const snapshot = join(work, 'snapshot');
    mkdirSync(snapshot);
    const archive = join(work, 'snapshot.tar');
    git(repo, 'archive', '--format=tar', '-o', archive, vehicleBranch, 'content');
    execFileSync('tar', ['-x', '-C', snapshot, '-f', archive]);
    const check = checkContent(join(snapshot, 'content'));

    mark('check started');
    // An FAQ answer, next to its translations.
    const answer =
      'At Paros Port, at Paros Airport, at our Antiparos office or at your hotel: delivery is free.';
    await page.goto(`${admin}#/collections/faqs`);
    await page.getByText('home', { exact: true }).click();
    // The entry's editor, with the content check running beside it (a loaded host took over 5 s
    // in two full runs of session 37).
    await expect(page.getByText('Writing in FR')).toBeVisible({ timeout: 30_000 });
    await page
      .getByRole('textbox', { name: /^Answer/ })
      .first()
      .fill(answer);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Status: Draft')).toBeVisible({ timeout: SAVE_MS });
    mark('faq saved');
    const faqBranch = 'cms/faqs/home';
    expect(git(repo, 'diff', '--name-only', 'main', faqBranch).trim()).toBe(
      'content/faqs/en/home.yaml',
    );
    expect(git(repo, 'diff', '--numstat', 'main', faqBranch).trim()).toMatch(/^1\s+1\s/);
    const faq = parse(git(repo, 'show', `${faqBranch}:content/faqs/en/home.yaml`));
    expect(faq.items[0].answer).toBe(answer);

    const result = await check;
    mark('check done');
    expect(result.code, result.output).toBe(0);

    // Publishing merges the branch into main.
    await publish(page, repo, faqBranch);
    await page.goto(`${admin}#/collections/fleet`);
    await page.getByText('All vehicles').click();
    await publish(page, repo, vehicleBranch);
    expect(git(repo, 'branch', '--list', 'cms/*').trim()).toBe('');
    expect(parse(git(repo, 'show', 'main:content/faqs/en/home.yaml')).items[0].answer).toBe(answer);
    expect(parse(git(repo, 'show', 'main:content/fleet/vehicles.yaml'))[0].images).toEqual([
      { src: 'aygo-naoussa-harbour.jpg', alt },
    ]);
    expect(
      execFileSync(
        'git',
        ['-C', repo, 'show', 'main:content/fleet/images/aygo-naoussa-harbour.jpg'],
        { maxBuffer: 64 * 1024 * 1024 },
      ),
    ).toEqual(readFileSync(photo));
    expect(errors).toEqual([]);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r).once('error', r));
    if (existsSync(work)) rmSync(work, { recursive: true, force: true });
  }
});
