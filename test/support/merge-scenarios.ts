/**
 * Two-branch scenarios for memory merges: what each branch does to a shared project
 * memory folder, and what the merged store must still hold.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CliOptions, type CliResult, spawnStrata } from '../kit/cli.js';
import { git } from '../kit/git-repos.js';
import { writeGraph, writeMemory } from '../kit/write-memory.js';

/** The memory folder of a scenario repository. */
export const MEM = path.join('.claude', 'memory');

/** What a branch step may use: the repository, and the CLI run in it. */
export interface Branch {
  repo: string;
  run: (...args: string[]) => Promise<CliResult>;
}

/** One scenario. `edges` must be in the merged graph (both directions), `gone` must not. */
export interface MergeScenario {
  name: string;
  one: (b: Branch) => Promise<void>;
  two: (b: Branch) => Promise<void>;
  /** Memory files (relative to the memory folder) the merged store holds. */
  files: string[];
  edges: Array<[string, string]>;
  gone?: Array<[string, string]>;
  /** Text that must be in a file after the merge: [file, text]. */
  texts?: Array<[string, string]>;
}

/** Rewrites a memory's body line by hand, as a person does in an editor. */
export function editBody(repo: string, rel: string, from: string, to: string): void {
  const file = path.join(repo, MEM, rel);
  writeFileSync(file, readFileSync(file, 'utf8').replace(from, to));
}

/** The store every scenario starts from: four memories, alpha linked to the hub. */
export function writeBaseStore(repo: string): void {
  const dir = path.join(repo, MEM);
  writeMemory(dir, 'decision-alpha', { title: 'Use Postgres', links: ['hub-gamma'] });
  writeMemory(dir, 'decision-beta', { title: 'Use Redis for sessions' });
  writeMemory(dir, 'learning-delta', { title: 'Indexes need analyze' });
  writeMemory(dir, 'hub-gamma', { title: 'Storage', body: 'Tables.\n\nIndexes.\n\nBackups.' });
  writeGraph(dir, [['decision-alpha', 'hub-gamma', 'part-of', 'has-part']]);
}

const A = 'decision-alpha';
const B = 'decision-beta';
const D = 'learning-delta';
const G = 'hub-gamma';
const BASE_FILES = [`${A}.md`, `${B}.md`, `${D}.md`, `${G}.md`];

/** Every scenario of the suite. */
export const SCENARIOS: readonly MergeScenario[] = [
  {
    name: 'both branches link A and add a memory linked to A',
    one: async ({ run }) => {
      await run('link', A, B);
      await run(
        'remember',
        '--type',
        'learning',
        '--title',
        'Pool size one',
        '--body',
        'One.',
        '--link',
        A,
      );
    },
    two: async ({ run }) => {
      await run('link', A, D);
      await run(
        'remember',
        '--type',
        'learning',
        '--title',
        'Pool size two',
        '--body',
        'Two.',
        '--link',
        A,
      );
    },
    files: [...BASE_FILES, 'learning-pool-size-one.md', 'learning-pool-size-two.md'],
    edges: [
      [A, B],
      [A, D],
      [A, G],
      ['learning-pool-size-one', A],
      ['learning-pool-size-two', A],
    ],
  },
  {
    name: 'the same new id on both branches, different text',
    one: async ({ run }) => {
      await run(
        'remember',
        '--type',
        'decision',
        '--title',
        'Cache layer',
        '--body',
        'Redis.',
        '--link',
        A,
      );
    },
    two: async ({ run }) => {
      await run(
        'remember',
        '--type',
        'decision',
        '--title',
        'Cache layer',
        '--body',
        'Memcached.',
        '--link',
        B,
      );
    },
    files: [...BASE_FILES, 'decision-cache-layer.md', 'decision-cache-layer-2.md'],
    edges: [
      ['decision-cache-layer', A],
      ['decision-cache-layer-2', B],
    ],
    gone: [['decision-cache-layer', B]],
    texts: [
      ['decision-cache-layer.md', 'Redis.'],
      ['decision-cache-layer-2.md', 'Memcached.'],
    ],
  },
  {
    name: 'edited on one branch, archived on the other',
    one: async ({ repo }) =>
      editBody(repo, `${B}.md`, `Body of ${B}.`, 'Sessions expire after 30 minutes.'),
    two: async ({ run }) => {
      await run('forget', B);
    },
    files: [`${A}.md`, `archive/${B}.md`, `${D}.md`, `${G}.md`],
    edges: [[A, G]],
    texts: [[`archive/${B}.md`, 'Sessions expire after 30 minutes.']],
  },
  {
    name: 'edited on one branch, moved to another scope on the other',
    one: async ({ repo }) =>
      editBody(repo, `${D}.md`, `Body of ${D}.`, 'Run ANALYZE after bulk loads.'),
    two: async ({ run }) => {
      await run('move', D, '--to', 'global');
    },
    files: BASE_FILES,
    edges: [[A, G]],
    texts: [[`${D}.md`, 'Run ANALYZE after bulk loads.']],
  },
  {
    name: 'edited on one branch, merged into another memory on the other',
    one: async ({ repo }) =>
      editBody(repo, `${B}.md`, `Body of ${B}.`, 'Sessions live in Redis db 2.'),
    two: async ({ run }) => {
      await run('merge', A, B);
    },
    files: [`${A}.md`, `archive/${B}.md`, `${D}.md`, `${G}.md`],
    edges: [
      [A, G],
      [B, A],
    ],
    texts: [
      [`archive/${B}.md`, 'Sessions live in Redis db 2.'],
      [`${A}.md`, `Body of ${B}.`],
    ],
  },
  {
    name: 'a link to a memory the other branch deleted',
    one: async ({ run }) => {
      await run('link', A, B);
    },
    two: async ({ run }) => {
      await run('forget', B, '--delete');
    },
    files: BASE_FILES,
    edges: [
      [A, B],
      [A, G],
    ],
  },
  {
    name: 'frontmatter links edited on both sides',
    one: async ({ run }) => {
      await run('unlink', A, G);
      await run('link', A, B);
    },
    two: async ({ run }) => {
      await run('link', A, D);
    },
    files: BASE_FILES,
    edges: [
      [A, B],
      [A, D],
    ],
    gone: [[A, G]],
  },
  {
    name: 'one memory: different paragraphs edited and links added on both sides',
    one: async ({ repo, run }) => {
      editBody(repo, `${G}.md`, 'Tables.', 'Tables live in schema app.');
      await run('link', G, B);
    },
    two: async ({ repo, run }) => {
      editBody(repo, `${G}.md`, 'Backups.', 'Backups run nightly.');
      await run('link', G, D);
    },
    files: BASE_FILES,
    edges: [
      [A, G],
      [G, B],
      [G, D],
    ],
    texts: [
      [`${G}.md`, 'Tables live in schema app.'],
      [`${G}.md`, 'Backups run nightly.'],
    ],
  },
  {
    name: 'a memory renamed into a folder on one side, edited and linked on the other',
    one: async ({ repo }) => {
      mkdirSync(path.join(repo, MEM, 'sessions'));
      renameSync(path.join(repo, MEM, `${B}.md`), path.join(repo, MEM, 'sessions', `${B}.md`));
    },
    two: async ({ repo, run }) => {
      editBody(repo, `${B}.md`, `Body of ${B}.`, 'Use a TTL on every key.');
      await run('link', B, D);
    },
    files: [`${A}.md`, `sessions/${B}.md`, `${D}.md`, `${G}.md`],
    edges: [
      [A, G],
      [B, D],
    ],
    texts: [[`sessions/${B}.md`, 'Use a TTL on every key.']],
  },
];

/** How the CLI is run: the built binary spawned (the default), or in-process. */
export type RunStrata = (args: readonly string[], options: CliOptions) => Promise<CliResult>;

/** Runs the CLI in `repo` with `env`, failing loudly when a branch step fails. */
export function branchIn(
  repo: string,
  env: Record<string, string>,
  runStrata: RunStrata = spawnStrata,
): Branch {
  return {
    repo,
    run: async (...args) => {
      const r = await runStrata(args, { cwd: repo, env });
      if (r.code !== 0) throw new Error(`strata ${args.join(' ')}: ${r.stderr}`);
      return r;
    },
  };
}

/** Builds main, `one` and `two` for `scenario` in `repo` (main checked out at the end). */
export async function buildBranches(
  repo: string,
  env: Record<string, string>,
  scenario: MergeScenario,
  runStrata: RunStrata = spawnStrata,
) {
  writeBaseStore(repo);
  git(repo, ['add', '-A']);
  git(repo, ['commit', '-q', '-m', 'base store']);
  for (const [name, step] of [
    ['one', scenario.one],
    ['two', scenario.two],
  ] as const) {
    git(repo, ['checkout', '-q', '-b', name, 'main']);
    await step(branchIn(repo, env, runStrata));
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-q', '-m', name]);
  }
  git(repo, ['checkout', '-q', 'main']);
}
