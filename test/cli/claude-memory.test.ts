/**
 * Claude Code's own memory folder as the `claude` scope, through the built CLI: its notes
 * are found by search and listed with their own types, MEMORY.md is not a memory, and what
 * strata writes there (a link, a promotion) keeps Claude Code's format and a true index,
 * read back as Claude Code reads it. Writes never follow a link out of the folder.
 */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { readClaudeCodeFolder } from '../support/claude-code-format.js';

/** Claude Code's folder for the store's project, as Claude Code derives it. */
function claudeDir(s: TempStore): string {
  return path.join(s.home, '.claude', 'projects', s.proj.replace(/[^a-zA-Z0-9]/g, '-'), 'memory');
}

/** The pinned Claude Code's writer: `metadata` with `node_type` and `type`. */
const PNPM = `---
name: prefers-pnpm
description: This repo uses pnpm, never npm
metadata:
  node_type: memory
  type: feedback
---
We always use pnpm in this repo; see [[staging-reset-trap]].

**Why:** the lockfile is pnpm-lock.yaml.
`;

/** The older form: \`type\` at the top level, which Claude Code folds into metadata. */
const TRAP = `---
name: staging-reset-trap
description: Never run prisma migrate reset against staging
type: project
---
It wipes the staging database; use \`prisma migrate deploy\`.
`;

const INDEX = `- [Prefers pnpm](prefers-pnpm.md) — pnpm, never npm
- [Staging reset trap](staging-trap.md) — migrate reset wipes staging
`;

function seed(s: TempStore): string {
  const dir = claudeDir(s);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'prefers-pnpm.md'), PNPM);
  writeFileSync(path.join(dir, 'staging-trap.md'), TRAP);
  writeFileSync(path.join(dir, 'MEMORY.md'), INDEX);
  return dir;
}

describe('the claude scope', () => {
  it('lists and finds the notes with their own ids, titles, types and links; MEMORY.md is none', async () => {
    const s = tempStore({ samples: false });
    seed(s);
    const list = await spawnStrataIn(s, ['list', '--scope', 'claude', '--json']);
    expect(list.code, list.stderr).toBe(0);
    const rows = list.json.memories ?? list.json;
    expect(
      rows.map((m: { id: string; type: string; title: string }) => [m.id, m.type, m.title]),
    ).toEqual([
      ['prefers-pnpm', 'feedback', 'This repo uses pnpm, never npm'],
      ['staging-reset-trap', 'project', 'Never run prisma migrate reset against staging'],
    ]);
    const found = await spawnStrataIn(s, ['search', 'prisma migrate staging', '--json']);
    expect(found.json.results[0]).toMatchObject({ id: 'staging-reset-trap', scope: 'claude' });
    const shown = await spawnStrataIn(s, ['show', 'prefers-pnpm', '--json']);
    expect(shown.json.links ?? shown.json.memory?.links).toEqual(['staging-reset-trap']);
  });

  it('a link is a [[name]] in the body; the folder still reads as Claude Code reads it', async () => {
    const s = tempStore({ samples: false });
    const dir = seed(s);
    const r = await spawnStrataIn(s, ['link', 'staging-reset-trap', 'prefers-pnpm']);
    expect(r.code, r.stderr).toBe(0);
    const text = readFileSync(path.join(dir, 'staging-trap.md'), 'utf8');
    expect(text.startsWith(TRAP)).toBe(true);
    expect(text).toContain('[[prefers-pnpm]]');
    const folder = readClaudeCodeFolder(dir);
    expect(folder.problems).toEqual([]);
    expect(readFileSync(path.join(dir, 'MEMORY.md'), 'utf8')).toBe(INDEX);
  });

  it('a promotion moves the note to the project with its provenance and fixes MEMORY.md', async () => {
    const s = tempStore({ samples: false });
    const dir = seed(s);
    const r = await spawnStrataIn(s, ['move', 'staging-reset-trap', '--to', 'project', '--json'], {
      env: { CLAUDE_CODE_SESSION_ID: 'session-42' },
    });
    expect(r.code, r.stderr).toBe(0);
    expect(r.json).toMatchObject({ id: 'staging-reset-trap', from: 'claude', to: 'project' });
    const promoted = readFileSync(r.json.newPath, 'utf8');
    expect(promoted).toMatch(/^id: staging-reset-trap$/m);
    expect(promoted).toMatch(/^type: project$/m);
    expect(promoted).toMatch(/^origin: claude-code-memory:staging-trap\.md$/m);
    expect(promoted).toMatch(/^session: session-42$/m);
    expect(promoted).toMatch(/^promoted: \d{4}-\d\d-\d\dT/m);
    expect(promoted).toContain('It wipes the staging database');
    const folder = readClaudeCodeFolder(dir);
    expect(folder.problems).toEqual([]);
    expect(folder.notes.map((n) => n.file)).toEqual(['prefers-pnpm.md']);
    expect(folder.indexed).toEqual(['prefers-pnpm.md']);
    // The link from the note left behind still resolves: the id is the same.
    const found = await spawnStrataIn(s, ['search', 'prisma migrate staging', '--json']);
    expect(found.json.results[0]).toMatchObject({ id: 'staging-reset-trap', scope: 'project' });
  });

  it("strata's own writers never write strata's format into the folder", async () => {
    const s = tempStore({ samples: false });
    seed(s);
    const save = await spawnStrataIn(s, [
      'remember',
      '--scope',
      'claude',
      '--type',
      'learning',
      '--title',
      'X',
      '--body',
      'b',
      '--json',
    ]);
    expect(save.code).not.toBe(0);
    expect(save.json?.error?.code ?? save.stderr).toMatch(
      /READ_ONLY_SCOPE|Claude Code's own memory/,
    );
    const move = await spawnStrataIn(s, ['move', 'prefers-pnpm', '--to', 'claude']);
    expect(move.code).not.toBe(0);
  });

  it('a note or an index that is a link out of the folder is refused, the target untouched', async () => {
    const s = tempStore({ samples: false });
    const dir = seed(s);
    const outside = path.join(s.root, 'outside.md');
    writeFileSync(outside, TRAP.replace('staging-reset-trap', 'outside-note'));
    symlinkSync(outside, path.join(dir, 'outside.md'));
    const before = readFileSync(outside, 'utf8');
    const r = await spawnStrataIn(s, ['link', 'outside-note', 'prefers-pnpm']);
    expect(r.code).not.toBe(0);
    expect(readFileSync(outside, 'utf8')).toBe(before);

    const index = path.join(s.root, 'index-outside.md');
    writeFileSync(index, INDEX);
    const real = path.join(dir, 'MEMORY.md');
    writeFileSync(real, '');
    const { unlinkSync } = await import('node:fs');
    unlinkSync(real);
    symlinkSync(index, real);
    const promote = await spawnStrataIn(s, ['move', 'prefers-pnpm', '--to', 'project']);
    expect(promote.code).not.toBe(0);
    expect(readFileSync(index, 'utf8')).toBe(INDEX);
    expect(readFileSync(path.join(dir, 'prefers-pnpm.md'), 'utf8')).toBe(PNPM);
  });

  it('the audit offers a merge across types and scopes until the two are linked, and lists notes to promote', async () => {
    const s = tempStore({ samples: false });
    seed(s);
    writeFileSync(
      path.join(s.memDir, 'gotcha-staging-reset.md'),
      `---\ntype: gotcha\ntitle: Never run prisma migrate reset against staging\nseverity: high\nfile_patterns: ["prisma/**"]\ncreated: "2026-05-01T00:00:00Z"\n---\n\nprisma migrate reset wipes the staging database; use \`prisma migrate deploy\`.\n`,
    );
    const pair = ['gotcha-staging-reset', 'staging-reset-trap'];
    const audit = await spawnStrataIn(s, ['audit', '--json']);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.json.duplicates.map((g: { ids: string[] }) => g.ids)).toContainEqual(pair);
    const promote = audit.json.promote.map((p: { id: string }) => p.id);
    expect(promote).toContain('staging-reset-trap');
    // Linked, the two are meant to be two: no merge offered.
    expect(
      (await spawnStrataIn(s, ['link', 'staging-reset-trap', 'gotcha-staging-reset'])).code,
    ).toBe(0);
    const again = await spawnStrataIn(s, ['audit', '--json']);
    expect(again.json.duplicates.map((g: { ids: string[] }) => g.ids)).not.toContainEqual(pair);
  });

  it('a settings file inside the repository cannot point the claude scope at another folder', async () => {
    const s = tempStore({ samples: false });
    seed(s);
    const elsewhere = path.join(s.root, 'other-project-notes');
    mkdirSync(elsewhere, { recursive: true });
    writeFileSync(
      path.join(elsewhere, 'secret.md'),
      TRAP.replace('staging-reset-trap', 'other-secret'),
    );
    mkdirSync(path.join(s.proj, '.claude'), { recursive: true });
    writeFileSync(
      path.join(s.proj, '.claude', 'settings.local.json'),
      JSON.stringify({ autoMemoryDirectory: elsewhere }),
    );
    const list = await spawnStrataIn(s, ['list', '--scope', 'claude', '--json']);
    const ids = (list.json.memories ?? list.json).map((m: { id: string }) => m.id);
    expect(ids).toEqual(['prefers-pnpm', 'staging-reset-trap']);
  });

  it('session start counts notes worth promoting and never repeats what MEMORY.md holds', async () => {
    const s = tempStore({ samples: false });
    seed(s);
    expect((await spawnStrataIn(s, ['reindex', '--no-embed'])).code).toBe(0);
    const start = await runHook(
      'session-start',
      JSON.stringify({ ...basePayload('SessionStart', 's1', s.proj), source: 'startup' }),
      { cwd: s.proj, env: s.env },
    );
    expect(start.code).toBe(0);
    expect(start.context).toMatch(/\(claude 2[,)]/);
    expect(start.context).toMatch(
      /2 of Claude Code's notes may be team knowledge: `\/strata:review`/,
    );
    // Claude Code loads MEMORY.md itself: neither a note's title nor its text comes again.
    expect(start.context).not.toContain('prisma migrate reset');
    expect(start.context).not.toContain('pnpm');
  });
});
