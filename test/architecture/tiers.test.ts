/**
 * The test tiers (vitest projects unit, integration, e2e) cover every test file exactly once,
 * so `--project unit` is a true subset and `npm test` still runs every product test; the
 * evaluation package's tests (eval/test/) are a run of their own and in no tier. Reads the config's include lists and the tree; the
 * lists only use exact paths and whole folders, which keeps the matching here the same as
 * vitest's.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config.js';
import { REPO } from '../kit/cli.js';
import { TEST_TIMEOUTS } from '../kit/test-load.js';

const FOLDER_SUFFIX = '/**/*.test.ts';

interface Tier {
  name: string;
  include: readonly string[];
  settings: Record<string, unknown>;
}

/** The inline projects of the config, with their names and include lists. */
function listTiers(): Tier[] {
  return (config.test?.projects ?? []).map((project) => {
    if (typeof project !== 'object' || project instanceof Promise) {
      throw new Error(`vitest.config.ts: project ${String(project)} is not an inline config`);
    }
    const test = project.test ?? {};
    return {
      name: String(test.name),
      include: test.include ?? [],
      settings: { testTimeout: test.testTimeout, hookTimeout: test.hookTimeout, pool: test.pool },
    };
  });
}

/** The folder that holds the product's test files. */
const TEST_ROOTS = ['test'];

/** Every `*.test.ts` under the test roots, as repository-relative paths with forward slashes. */
function listTestFiles(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(path.join(REPO, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => `${root}/${file.split(path.sep).join('/')}`),
  ).sort();
}

/** Whether an include entry (exact path or whole folder) selects `file`. */
function matchesEntry(entry: string, file: string): boolean {
  if (entry.endsWith(FOLDER_SUFFIX)) {
    return file.startsWith(`${entry.slice(0, -FOLDER_SUFFIX.length)}/`);
  }
  return entry === file;
}

describe('test tiers', () => {
  const tiers = listTiers();
  const files = listTestFiles();

  it('are unit, integration and e2e, with the same timeouts and pool', () => {
    expect(tiers.map((tier) => tier.name)).toEqual(['unit', 'integration', 'e2e']);
    const expected = { ...TEST_TIMEOUTS, pool: 'forks' };
    for (const tier of tiers) expect(tier.settings, tier.name).toEqual(expected);
  });

  it('list only exact test files or whole folders, each one selecting something', () => {
    for (const entry of tiers.flatMap((tier) => tier.include)) {
      const simple = entry.endsWith(FOLDER_SUFFIX)
        ? !entry.slice(0, -FOLDER_SUFFIX.length).includes('*')
        : !/[*?[{]/.test(entry);
      expect(simple, `${entry}: use an exact path or test/<folder>${FOLDER_SUFFIX}`).toBe(true);
      expect(
        files.some((file) => matchesEntry(entry, file)),
        `${entry} selects no test file`,
      ).toBe(true);
    }
  });

  it('put every test file in exactly one tier', () => {
    expect(files.length).toBeGreaterThan(0);
    const misplaced = files
      .map((file) => ({
        file,
        tiers: tiers.filter((tier) => tier.include.some((entry) => matchesEntry(entry, file))),
      }))
      .filter((placed) => placed.tiers.length !== 1)
      .map(
        (placed) =>
          `${placed.file}: ${placed.tiers.map((tier) => tier.name).join(', ') || 'no tier'}`,
      );
    expect(misplaced, 'add each file to one list in test/tiers.ts').toEqual([]);
  });
});
