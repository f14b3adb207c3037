/**
 * What a new user meets in a first week, round two, through the built CLI (a real
 * process), the MCP server and the hook bundles: session notes stay out of the way of
 * knowledge, small verbs answer what was meant, and every message tells the truth.
 */
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { strataIn } from '../support/cli.js';
import { startMcp } from '../support/mcp.js';
import { tempStore } from '../support/temp-store.js';
import { writeMemory } from '../support/write-memory.js';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe('10. small verbs answer what was meant', () => {
  it('show: the start of one id shows it; the start of several suggests them', async () => {
    const t = tempStore();
    const dir = t.mem('permanent');
    writeMemory(dir, 'gotcha-vat-rounding-per-line', { title: 'VAT is rounded per line' });
    writeMemory(dir, 'decision-cache-a', { title: 'Cache A' });
    writeMemory(dir, 'decision-cache-b', { title: 'Cache B' });

    const one = await strataIn(t, ['show', 'gotcha-vat']);
    expect(one.code).toBe(0);
    expect(one.stdout).toMatch(/^gotcha-vat-rounding-per-line {2}\[gotcha, project\]/);
    expect(one.stderr).toContain('showing gotcha-vat-rounding-per-line');

    const several = await strataIn(t, ['show', 'decision-cache']);
    expect(several.code).not.toBe(0);
    expect(several.stderr).toContain('did you mean decision-cache-a, decision-cache-b?');

    const typo = await strataIn(t, ['show', 'gotcha-vat-rounding-per-lime']);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toContain('did you mean gotcha-vat-rounding-per-line?');

    // Only reading resolves the start of an id: forget never acts on a guess.
    const forget = await strataIn(t, ['forget', 'gotcha-vat']);
    expect(forget.code).not.toBe(0);
    expect(forget.stderr).toContain('did you mean gotcha-vat-rounding-per-line?');
    expect(existsSync(t.mem('permanent/gotcha-vat-rounding-per-line.md'))).toBe(true);
  });

  it('forget on an archived memory: the end state asked for, said plainly, exit 0 (CLI and MCP)', async () => {
    const t = tempStore();
    const id = 'gotcha-vite-env-prefix';
    expect((await strataIn(t, ['forget', id])).code).toBe(0);
    const again = await strataIn(t, ['forget', id, '--json']);
    expect(again.code).toBe(0);
    expect(again.json).toMatchObject({ action: 'archived', wasArchived: true });
    const text = await strataIn(t, ['forget', id]);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/already archived .*nothing changed/);
    expect(existsSync(t.mem(`archive/${id}.md`))).toBe(true);

    const mcp = await startMcp({ env: t.env, cwd: t.proj });
    closers.push(() => mcp.close());
    const viaMcp = await mcp.ok('memory_forget', { id });
    expect(viaMcp.data).toMatchObject({ action: 'archived', was_archived: true });
    expect(viaMcp.text).toMatch(/already archived.*nothing changed/);
    // Still findable as an archived memory: the index did not drop it.
    const found = await mcp.ok('memory_search', {
      query: 'vite env prefix',
      mode: 'keyword',
      include_archived: true,
    });
    expect(found.data.results.map((r: { id: string }) => r.id)).toContain(id);
  });
});
