/**
 * The project's CLAUDE.md files and `.claude/rules/*.md` as the read-only `instructions`
 * scope, through the built CLI and hook bundles: search finds what the team already wrote
 * (a rule keeps its `paths:` as file patterns), strata never writes there, and the hooks
 * never put those texts in Claude's context again (Claude Code loads them itself).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { basePayload, readPayload, runHook } from '../kit/hook-runner.js';
import { tempStore } from '../kit/temp-store.js';

const CLAUDE_MD =
  '# Project conventions\n\nRun the zebrafish migrations with `make zebrafish-migrate`, never by hand.\n';
const RULE = `---\npaths:\n  - "src/billing/**"\n---\n# Billing rules\n\nInvoices are computed in integer quokkacents, never floats.\n`;

describe('the instructions scope', () => {
  it('search and show cover CLAUDE.md and rules; writes are refused; hooks never repeat them', async () => {
    const s = tempStore({ samples: false });
    writeFileSync(path.join(s.proj, 'CLAUDE.md'), CLAUDE_MD);
    mkdirSync(path.join(s.proj, '.claude', 'rules'), { recursive: true });
    writeFileSync(path.join(s.proj, '.claude', 'rules', 'billing.md'), RULE);
    // Not an instruction file: the rest of the repository is never read.
    writeFileSync(
      path.join(s.proj, 'NOTES.md'),
      '---\ntype: learning\ntitle: zebrafish notes\n---\nx\n',
    );

    const found = await spawnStrataIn(s, ['search', 'zebrafish migrations', '--json']);
    expect(found.code, found.stderr).toBe(0);
    expect(found.json.results.map((r: { id: string; scope: string }) => [r.id, r.scope])).toEqual([
      ['claude-md', 'instructions'],
    ]);
    const rule = await spawnStrataIn(s, ['show', 'rule-billing', '--json']);
    expect(rule.code, rule.stderr).toBe(0);
    const shown = rule.json.memory ?? rule.json;
    expect(shown).toMatchObject({ type: 'rule', scope: 'instructions', title: 'Billing rules' });
    expect(shown.filePatterns ?? shown.file_patterns).toEqual(['src/billing/**']);

    const edit = await spawnStrataIn(s, ['link', 'rule-billing', 'claude-md']);
    expect(edit.code).not.toBe(0);
    expect(readFileSync(path.join(s.proj, '.claude', 'rules', 'billing.md'), 'utf8')).toBe(RULE);

    await spawnStrataIn(s, ['reindex', '--no-embed']);
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', s.proj), source: 'startup' }),
      { cwd: s.proj, env: s.env },
    );
    expect(start.code).toBe(0);
    expect(start.context).toBeDefined();
    expect(start.context).not.toContain('zebrafish');
    expect(start.context).not.toContain('quokkacents');
    const read = await runHook(
      'post-tool-use',
      readPayload('s1', s.proj, path.join(s.proj, 'src', 'billing', 'invoice.ts')),
      { cwd: s.proj, env: s.env },
    );
    expect(read.code).toBe(0);
    expect(read.stdout).not.toContain('quokkacents');
  });
});
