/**
 * The repository host's automation (`.github/`): every workflow passes `action-validator` (the
 * GitHub Actions schema, plus its checks on globs and job references), and the CI workflow does
 * what the editors' guide promises (docs/editing.md): on pull requests and pushes to main,
 * `npm ci`, a content check job, the full test command, the Playwright report on failure and the
 * built site kept on main. Dependabot groups the Astro packages; the pull-request template
 * carries the editor's checklist.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const ROOT = resolve(import.meta.dirname, '../..');
const WORKFLOWS = join(ROOT, '.github/workflows');
const require = createRequire(import.meta.url);
const VALIDATOR = join(
  resolve(require.resolve('@action-validator/cli/package.json'), '..'),
  'cli.mjs',
);

/** Runs action-validator on one file: exit status and what it printed. */
function validate(file: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [VALIDATOR, file], {
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  container?: unknown;
  steps: Step[];
}
interface Workflow {
  on: Record<string, { branches?: string[] } | null>;
  jobs: Record<string, Job>;
}

const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

describe('workflow files', () => {
  it('there is at least the CI workflow', () => {
    expect(files).toContain('ci.yml');
  });

  it.each(files)('%s passes action-validator', (file) => {
    const { status, output } = validate(join(WORKFLOWS, file));
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('action-validator rejects a broken workflow (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workflow-'));
    try {
      const broken = join(dir, 'broken.yml');
      writeFileSync(
        broken,
        'on: push\njobs:\n  build:\n    runs_on: ubuntu-latest\n    steps:\n      - run: npm test\n',
      );
      const { status } = validate(broken);
      expect(status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the CI workflow', () => {
  const ci = parse(readFileSync(join(WORKFLOWS, 'ci.yml'), 'utf8')) as Workflow;
  const runs = (job: string) => (ci.jobs[job]?.steps ?? []).map((s) => s.run ?? '').join('\n');

  it('runs on every pull request, on pushes to main and (the content check) to the editor’s cms/ branches', () => {
    expect(ci.on).toHaveProperty('pull_request');
    expect(ci.on.push?.branches).toEqual(['main', 'cms/**']);
    // A push to a cms/ branch (a save in the content editor, docs/editing.md) runs the content
    // check; the full tests run on its pull request and on main.
    expect(ci.jobs.content?.if).toBeUndefined();
    expect(ci.jobs.test?.if).toBe("github.event_name != 'push' || github.ref == 'refs/heads/main'");
  });

  it('has a content check job: npm ci, then npm run check:content', () => {
    expect(runs('content')).toMatch(/npm ci[\s\S]*npm run check:content/);
  });

  it('then runs the full test command as .ci/run does (npm ci && npm test), in Debian', () => {
    expect(ci.jobs.test?.needs).toBe('content');
    expect(runs('test')).toContain('.ci/run');
    // `npm ci`, then the README's test command (the real-Strapi test's installs run beside it).
    expect(readFileSync(join(ROOT, '.ci/run'), 'utf8')).toMatch(/^npm ci$[\s\S]*^npm test$/m);
    expect(String(ci.jobs.test?.container)).toMatch(/bookworm|trixie|debian/);
  });

  it('uploads the Playwright report on failure and keeps dist/ on main', () => {
    const steps = ci.jobs.test?.steps ?? [];
    const report = steps.find((s) => s.with?.name === 'playwright-report');
    expect(report?.uses).toMatch(/^actions\/upload-artifact@/);
    expect(report?.if).toBe('failure()');
    expect(String(report?.with?.path)).toContain('playwright-report/');
    const site = steps.find((s) => s.with?.name === 'site');
    expect(site?.if).toMatch(/refs\/heads\/main/);
    expect(site?.with?.path).toBe('dist/');
  });
});

describe('dependency updates and the pull-request template', () => {
  it('Dependabot groups the Astro packages', () => {
    const config = parse(readFileSync(join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
      updates: { 'package-ecosystem': string; groups?: Record<string, { patterns: string[] }> }[];
    };
    const npm = config.updates.find((u) => u['package-ecosystem'] === 'npm');
    const astro = Object.values(npm?.groups ?? {}).find((g) => g.patterns.includes('astro'));
    expect(astro?.patterns).toContain('@astrojs/*');
  });

  it('the pull-request template has the editor checklist', () => {
    const template = readFileSync(join(ROOT, '.github/pull_request_template.md'), 'utf8');
    expect(template).toContain('docs/editing.md');
    expect(template).toContain('check:content');
    expect(template.match(/^- \[ \]/gm)?.length).toBeGreaterThanOrEqual(4);
  });
});
