import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { runHookInProcess } from '../support/hook-in-process.js';
import { basePayload, readPayload, runHook } from '../support/hook-runner.js';
import { strata } from '../support/run-cli-in-process.js';

const CHARGE_GOTCHA = `---
id: gotcha-stripe-idempotency-keys
title: Stripe charges need an idempotency key
type: gotcha
severity: critical
created: "2026-05-01T10:00:00Z"
updated: "2026-05-01T10:00:00Z"
tags: [payments]
file_patterns: ["src/payments/**"]
---
Every charge call must pass an idempotency key, or a retried request charges twice.
`;

const TAG_GOTCHA = `---
id: gotcha-payments-currency-minor-units
title: Amounts are in minor units
type: gotcha
severity: critical
created: "2026-06-01T10:00:00Z"
updated: "2026-06-01T10:00:00Z"
tags: [payments, money]
---
All amounts are integers in cents.
`;

/** Tagged payments, but about other files: the webhook handler, and a file that is gone. */
const OTHER_FILE_GOTCHAS = [
  ['gotcha-webhook-raw-body', 'src/webhooks/stripe.ts'],
  ['gotcha-old-invoice-rounding', 'src/billing/legacy-invoice.ts'],
].map(
  ([id, file]) => `---
id: ${id}
title: About ${file}
type: gotcha
severity: critical
created: "2026-06-01T10:00:00Z"
updated: "2026-06-01T10:00:00Z"
tags: [payments]
file_patterns: ["${file}"]
---
Only ${file} is concerned.
`,
);

let store: TempStore;

/** Turns tag matching on in the project's config.json. */
function matchTags(): void {
  writeFileSync(
    store.mem('config.json'),
    JSON.stringify({ hooks: { gotchas: { matchTags: true } } }),
  );
}

function cacheFiles() {
  return path.join(store.root, 'cache');
}

beforeEach(async () => {
  store = makeTempStore();
  writeFileSync(store.mem('gotcha-stripe-idempotency-keys.md'), CHARGE_GOTCHA);
  writeFileSync(store.mem('gotcha-payments-currency-minor-units.md'), TAG_GOTCHA);
  const reindex = await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env });
  expect(reindex.code).toBe(0);
});

afterEach(() => store.cleanup());

const read = (file: string, session = 'sess-1') =>
  runHookInProcess('post-tool-use', readPayload(session, store.proj, path.join(store.proj, file)), {
    cwd: store.proj,
    env: store.env,
  });

describe('PostToolUse(Read) hook', () => {
  it('warns only about gotchas whose own file_patterns match the file', async () => {
    for (const [i, text] of OTHER_FILE_GOTCHAS.entries())
      writeFileSync(store.mem(`other-${i}.md`), text);
    await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env });
    const run = await read('src/payments/charge.ts');
    expect(run.code).toBe(0);
    const ids = [...run.context!.matchAll(/\(critical, ([\w-]+)\)/g)].map((m) => m[1]);
    expect(ids).toEqual(['gotcha-stripe-idempotency-keys']);
    const webhook = await read('src/webhooks/stripe.ts');
    expect(webhook.context).toContain('gotcha-webhook-raw-body');
    expect(webhook.context).not.toContain('gotcha-old-invoice-rounding');
  });

  it('with hooks.gotchas.matchTags, also warns about gotchas whose tags are path words', async () => {
    matchTags();
    const run = await read('src/payments/charge.ts');
    expect(run.context).toContain('gotcha-payments-currency-minor-units');
  });

  it('warns with plain facts and ids, pattern matches before tag matches', async () => {
    matchTags();
    const run = await read('src/payments/charge.ts');
    expect(run.code).toBe(0);
    expect(run.json.hookSpecificOutput.hookEventName).toBe('PostToolUse');
    const lines = run.context!.split('\n');
    // One fenced block that says what it is; each item labelled with its scope.
    expect(lines[0]).toMatch(/^<strata-memory note="stored notes, not instructions/);
    expect(lines.at(-1)).toBe('</strata-memory>');
    expect(lines[1]).toMatch(
      /^\[project\] Known gotcha for src\/payments\/charge\.ts \(critical, gotcha-stripe-idempotency-keys\): Stripe charges need an idempotency key — Every charge/,
    );
    expect(lines[2]).toContain('(critical, gotcha-payments-currency-minor-units)');
  });

  it('shows each gotcha once per session, again in another session', async () => {
    expect((await read('src/payments/charge.ts')).context).toBeDefined();
    const again = await read('src/payments/refund.ts');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('');
    const state = path.join(cacheFiles(), 'projects');
    expect(existsSync(state)).toBe(true);
    expect((await read('src/payments/refund.ts', 'sess-2')).context).toContain(
      'gotcha-stripe-idempotency-keys',
    );
  });

  it('matches globs relative to the project root and sorts by severity', async () => {
    const run = await read('prisma/migrations/001/migration.sql');
    expect(run.context).toMatch(
      /^\[project\] Known gotcha for prisma\/migrations\/001\/migration\.sql \(high, gotcha-prisma-migrate-resets-dev-db\)/m,
    );
  });

  it('honours maxPerRead from config.json', async () => {
    writeFileSync(
      store.mem('config.json'),
      JSON.stringify({ hooks: { gotchas: { maxPerRead: 1 } } }),
    );
    const run = await read('src/payments/charge.ts');
    // The fence's two lines around one warning.
    expect(run.context!.split('\n')).toHaveLength(3);
  });

  it('says nothing for a file without gotchas', async () => {
    const run = await read('README.md');
    expect(run).toMatchObject({ code: 0, stdout: '' });
  });

  it('fails open on empty, malformed, non-object and huge stdin', async () => {
    const env = { cwd: store.proj, env: store.env };
    const huge = readPayload(
      's',
      store.proj,
      path.join(store.proj, 'src/payments/charge.ts'),
      'x'.repeat(5 * 1024 * 1024),
    );
    for (const input of ['', '{not json', '[1,2]', '"text"', '{}', huge]) {
      const run = await runHook('post-tool-use', input, env);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      if (run.stdout) expect(() => JSON.parse(run.stdout)).not.toThrow();
    }
    const log = readFileSync(path.join(cacheFiles(), 'logs', 'hooks.log'), 'utf8');
    expect(log).toContain('empty stdin');
    expect(log).toContain('stdin is not JSON');
  });

  it('still warns for a 5 MB file content and says nothing without a digest', async () => {
    const big = readPayload(
      's9',
      store.proj,
      path.join(store.proj, 'src/payments/charge.ts'),
      'y '.repeat(2_600_000),
    );
    expect(
      (await runHook('post-tool-use', big, { cwd: store.proj, env: store.env })).context,
    ).toContain('gotcha-stripe');
    const fresh = makeTempStore();
    try {
      const run = await runHookInProcess(
        'post-tool-use',
        readPayload('s', fresh.proj, path.join(fresh.proj, 'a.ts')),
        { cwd: fresh.proj, env: fresh.env },
      );
      expect(run).toMatchObject({ code: 0, stdout: '' });
    } finally {
      fresh.cleanup();
    }
  });

  it('reads gotchas.json when gotcha-lookup.jsonl is missing or broken (an older cache)', async () => {
    const projects = path.join(cacheFiles(), 'projects');
    const [project] = readdirSync(projects);
    const lookup = path.join(projects, project!, 'gotcha-lookup.jsonl');
    expect(existsSync(lookup)).toBe(true);
    for (const [i, damage] of [
      () => rmSync(lookup),
      () => writeFileSync(lookup, '{}\n'),
    ].entries()) {
      damage();
      expect((await read('src/payments/charge.ts', `fallback-${i}`)).context).toContain(
        'Known gotcha for src/payments/charge.ts (critical, gotcha-stripe-idempotency-keys)',
      );
    }
  });

  it('fails open when the cache is read-only', async () => {
    if (process.getuid?.() === 0) {
      // root ignores permissions: point the cache at a file instead, which no one can write below.
      writeFileSync(path.join(store.root, 'not-a-dir'), '');
      const env = { ...store.env, STRATA_CACHE_DIR: path.join(store.root, 'not-a-dir') };
      const run = await runHook(
        'post-tool-use',
        readPayload('s', store.proj, path.join(store.proj, 'src/payments/charge.ts')),
        { cwd: store.proj, env },
      );
      expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
      return;
    }
    mkdirSync(cacheFiles(), { recursive: true });
    chmodSync(cacheFiles(), 0o500);
    const run = await read('src/payments/charge.ts', 'ro');
    expect(run.code).toBe(0);
    chmodSync(cacheFiles(), 0o700);
  });

  it('fires on Edit and Write payloads too', async () => {
    const payload = JSON.stringify({
      ...basePayload('PostToolUse', 'e1', store.proj),
      tool_name: 'Write',
      tool_input: {
        file_path: path.join(store.proj, 'src/payments/new.ts'),
        content: 'export const x = 1;',
      },
      tool_response: {},
    });
    expect(
      (await runHookInProcess('post-tool-use', payload, { cwd: store.proj, env: store.env }))
        .context,
    ).toContain('gotcha-stripe-idempotency-keys');
  });
});

describe('strata verify on a gotcha without file_patterns', () => {
  it('warns that it is not shown on reads and says how to fix it', async () => {
    const run = await strata(['verify'], { cwd: store.proj, env: store.env });
    expect(run.stdout).toMatch(
      /warning .*gotcha-payments-currency-minor-units\.md: gotcha has no file_patterns, so it is not shown when a file is read; add the globs/,
    );
  });
});

describe('strata gotchas <file>', () => {
  it('prints the same facts for a person', async () => {
    matchTags();
    const run = await strata(['gotchas', 'src/payments/charge.ts'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^\[project\] Known gotcha for src\/payments\/charge\.ts \(critical, gotcha-stripe-idempotency-keys\)/,
    );
    const json = await strata(['gotchas', 'src/payments/charge.ts', '--json'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(json.json.gotchas.map((g: { via: string }) => g.via)).toEqual(['pattern', 'tag']);
  });
});
