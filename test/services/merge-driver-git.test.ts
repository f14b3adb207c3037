/**
 * The merge driver as git runs it: `git merge` of two branches that changed the same
 * memory and the same graph.json line, with the driver set up as `strata git-setup` sets
 * it up (attributes committed, the command in the clone's own config). Each side's change
 * is on one line both sides edited, so git's line merge alone would stop with a conflict;
 * and one side removes what the other left alone, which a three-way merge keeps removed and
 * a union of the two sides would bring back.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTE_LINES, driverCommand } from '../../src/services/git/git-setup.js';
import { CLI } from '../kit/cli.js';
import { commitFiles, git, makeRepo } from '../kit/git-repos.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-driver-git-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const edge = (target: string) => ({ target, label: 'relates-to', timestamp: 't' });
/** graph.json on one line, as a hand edit or another tool may leave it. */
const graph = (edges: Record<string, string[]>) =>
  `${JSON.stringify(Object.fromEntries(Object.entries(edges).map(([k, v]) => [k, v.map(edge)])))}\n`;
const memory = (tags: string, updated: string) =>
  `---\nid: decision-a\ntitle: Charge in cents\ntype: decision\ntags: [${tags}]\nupdated: "${updated}"\n---\n\nAmounts are integers in cents.\n`;

describe('the merge driver through git', () => {
  it('merges a memory and graph.json three ways: what one side removed stays removed', () => {
    const repo = makeRepo(root);
    commitFiles(repo, {
      'mem/.gitattributes': `${ATTRIBUTE_LINES.join('\n')}\n`,
      'mem/graph.json': graph({ a: ['b'], b: ['a'], c: ['a'] }),
      'mem/decision-a.md': memory('payments, legacy', '2026-01-01T00:00:00Z'),
    });
    git(repo, ['config', 'merge.strata.driver', driverCommand(process.execPath, CLI)]);
    git(repo, ['checkout', '-q', '-b', 'tidy']);
    // One side drops the edge c → a and the tag legacy.
    commitFiles(repo, {
      'mem/graph.json': graph({ a: ['b'], b: ['a'] }),
      'mem/decision-a.md': memory('payments', '2026-01-02T00:00:00Z'),
    });
    git(repo, ['checkout', '-q', 'main']);
    // The other adds the edge a → d and the tag billing.
    commitFiles(repo, {
      'mem/graph.json': graph({ a: ['b', 'd'], b: ['a'], c: ['a'] }),
      'mem/decision-a.md': memory('payments, legacy, billing', '2026-01-03T00:00:00Z'),
    });
    git(repo, ['merge', '-q', '--no-edit', 'tidy']);

    const merged = JSON.parse(readFileSync(path.join(repo, 'mem', 'graph.json'), 'utf8'));
    const targets = (from: string) =>
      (merged[from] ?? []).map((e: { target: string }) => e.target).sort();
    expect(targets('a')).toEqual(['b', 'd']);
    expect(targets('b')).toEqual(['a']);
    expect(targets('c')).toEqual([]);

    const text = readFileSync(path.join(repo, 'mem', 'decision-a.md'), 'utf8');
    const tags = /^tags: \[(.*)\]$/m.exec(text)?.[1]?.split(/,\s*/).sort();
    expect(tags).toEqual(['billing', 'payments']);
    expect(text).toContain('updated: "2026-01-03T00:00:00Z"');
    expect(text).toContain('Amounts are integers in cents.');
  });
});
