/**
 * `npm start`: an end-to-end tour of strata on a throwaway store. Creates a temporary
 * git project and HOME, runs the real `strata` CLI (lib/cli/main.js) through a typical
 * session, prints each command and its output, and removes everything afterwards.
 * Needs no Ollama and never touches your own memories.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'lib', 'cli', 'main.js');
const work = mkdtempSync(path.join(tmpdir(), 'strata-demo-'));
const project = path.join(work, 'shop-api');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  HOME: path.join(work, 'home'),
  STRATA_CACHE_DIR: path.join(work, 'cache'),
};
delete env.CLAUDE_PROJECT_DIR;
delete env.CLAUDE_MEMORY_ENTERPRISE_PATH;

function run(args: string[], input?: string): string {
  process.stdout.write(
    `\n$ strata ${args.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}\n`,
  );
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: project,
    env,
    input: input ?? '',
    encoding: 'utf8',
  });
  process.stdout.write(result.stdout + result.stderr);
  if (result.status !== 0 && !args.includes('verify')) {
    throw new Error(`strata ${args[0]} exited with ${result.status}`);
  }
  return result.stdout;
}

try {
  mkdirSync(path.join(project, '.git'), { recursive: true });
  console.log(`A throwaway project at ${project} (removed at the end).`);
  run(
    [
      'remember',
      '--type',
      'decision',
      '--title',
      'Use Postgres for orders',
      '--tag',
      'database,orders',
    ],
    'Orders need transactions across three tables; Postgres 16, one database per service.\n',
  );
  run(
    [
      'remember',
      '--type',
      'gotcha',
      '--title',
      'prisma migrate dev resets the database after drift',
      '--tag',
      'database,prisma',
      '--severity',
      'high',
      '--file-pattern',
      'prisma/**',
      '--link',
      'decision-use-postgres-for-orders',
    ],
    'Run `prisma migrate diff` first; never point DATABASE_URL at a shared database.\n',
  );
  run(
    [
      'remember',
      '--type',
      'learning',
      '--title',
      'Connection pool exhaustion under load tests',
      '--tag',
      'database,performance',
      '--scope',
      'local',
    ],
    'pgbouncer in transaction mode fixed it; the default pool of 10 was too small.\n',
  );
  run([
    'link',
    'learning-connection-pool-exhaustion-under-load-tests',
    'decision-use-postgres-for-orders',
    '--label',
    'derived-from',
  ]);
  run(['list']);
  console.log(
    '\nSearch needs no Ollama: without it (or the opt-in embedded model) strata searches by keywords and says so.',
  );
  run(['reindex']);
  run(['search', 'why', 'did', 'we', 'pick', 'the', 'database']);
  run(['search', 'prisma', '--mode', 'keyword', '--explain']);
  run(['gotchas', 'prisma/schema.prisma']);
  run(['show', 'decision-use-postgres-for-orders']);
  run(['edit', 'decision-use-postgres-for-orders', '--add-tag', 'architecture']);
  run(['list', '--tag', 'database', '--json']);
  run(['stats']);
  run(['verify']);
  run(['forget', 'learning-connection-pool-exhaustion-under-load-tests']);
  run(['list', '--all']);
  run(['doctor']);
  console.log('\nDemo finished: every file above was plain markdown you can open and edit.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
