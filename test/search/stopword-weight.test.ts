/**
 * On a small store a stopword must not rank notes by their grammar: through the built CLI,
 * the `npm start` demo's three memories and its question. `database` is in all three (a
 * tag), `the` in two, so BM25 alone would weigh `the` over `database`.
 */
import { describe, expect, it } from 'vitest';
import { tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

const MEMORIES: ReadonlyArray<{ args: string[]; body: string }> = [
  {
    args: ['--type', 'decision', '--title', 'Use Postgres for orders', '--tag', 'database,orders'],
    body: 'Orders need transactions across three tables; Postgres 16, one database per service.',
  },
  {
    args: [
      ...['--type', 'gotcha', '--title', 'prisma migrate dev resets the database after drift'],
      ...['--tag', 'database,prisma', '--severity', 'high', '--file-pattern', 'prisma/**'],
    ],
    body: 'Run `prisma migrate diff` first; never point DATABASE_URL at a shared database.',
  },
  {
    args: [
      ...['--type', 'learning', '--title', 'Connection pool exhaustion under load tests'],
      ...['--tag', 'database,performance', '--scope', 'local'],
    ],
    body: 'pgbouncer in transaction mode fixed it; the default pool of 10 was too small.',
  },
];

describe('stopwords on a small store', () => {
  it('a note holding the content word twice outranks one that adds only "the"', async () => {
    const store = tempStore({ samples: false });
    const env = { cwd: store.proj, env: store.env };
    for (const { args, body } of MEMORIES) {
      const saved = await strata(['remember', ...args], { ...env, stdin: `${body}\n` });
      expect(saved.code, saved.stderr).toBe(0);
    }
    const run = await strata(
      ['search', 'why did we pick the database', '--mode', 'keyword', '--json'],
      env,
    );
    expect(run.code, run.stderr).toBe(0);
    const ids: string[] = run.json.results.map((r: { id: string }) => r.id);
    expect(ids.indexOf('decision-use-postgres-for-orders')).toBeLessThan(
      ids.indexOf('learning-connection-pool-exhaustion-under-load-tests'),
    );
  });
});
