/**
 * Races between writers, made certain instead of rare: the fault preload pauses the first
 * writer right after its first write, the second runs (or waits for a lock), then the
 * first goes on. Afterwards frontmatter and graph agree, nothing is half moved, and what
 * `verify` cannot settle it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFaulted } from '../kit/faults.js';
import { tempStore } from '../kit/temp-store.js';
import { readGraphAt, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

/** Targets of `id`'s frontmatter links, and of its edges in the graph of `dir`. */
function linksAndEdges(dir: string, id: string) {
  const text = readFileSync(path.join(dir, `${id}.md`), 'utf8');
  const links = /^links: \[(.*)\]$/m.exec(text)?.[1]?.split(', ').filter(Boolean) ?? [];
  const edges = (readGraphAt(dir)[id] ?? []).map((e) => e.target);
  return { links: links.sort(), edges: edges.sort() };
}

describe('races', () => {
  it('a link made while a merge is under way leaves frontmatter and graph agreeing', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-keep', { title: 'Keep' });
    writeMemory(t.memDir, 'decision-old', { title: 'Old' });
    writeMemory(t.memDir, 'learning-a', { title: 'A learning' });
    const merge = runFaulted(t, ['merge', 'decision-keep', 'decision-old'], {
      stopAt: 1,
      match: 'decision-keep\\.md$',
      pause: true,
    });
    expect(await merge.stopped).toBe(true);
    const link = runFaulted(t, ['link', 'learning-a', 'decision-old'], { lockWait: true });
    await link.waitingOrDone;
    merge.resume();
    const [merged, linked] = await Promise.all([merge.done, link.done]);
    expect(merged.code, merged.stderr).toBe(0);
    expect(linked.code, linked.stderr).toBe(0);
    const { links, edges } = linksAndEdges(t.memDir, 'learning-a');
    expect(edges).toEqual(links);
    const verify = await strataIn(t, ['verify', '--json']);
    expect(verify.json.disagreements).toEqual([]);
    expect(verify.code).toBe(0);
  });

  it('an edit made while a move is under way is never split into two copies', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'hub-x', { title: 'Hub' });
    writeMemory(t.memDir, 'decision-a', { title: 'Before', links: ['hub-x'] });
    // 1 = the copy linked into the global scope, 2 = the global graph renamed into place.
    const move = runFaulted(t, ['move', 'decision-a', '--to', 'global'], {
      stopAt: 2,
      match: '/home/\\.claude/memory/(decision-a\\.md|graph\\.json)$',
      pause: true,
    });
    expect(await move.stopped).toBe(true);
    const edit = runFaulted(t, ['edit', 'decision-a', '--title', 'After'], { lockWait: true });
    await edit.waitingOrDone;
    move.resume();
    const [moved, edited] = await Promise.all([move.done, edit.done]);
    const copies = [t.mem('decision-a.md'), path.join(t.globalDir, 'decision-a.md')].filter(
      existsSync,
    );
    const verify = await strataIn(t, ['verify', '--json']);
    const named = verify.json.warnings.some((w: { message: string }) =>
      w.message.includes('"decision-a" is also in'),
    );
    // Two copies may only remain when verify names them.
    expect(copies.length === 1 || named, JSON.stringify({ copies, moved: moved.stderr })).toBe(
      true,
    );
    expect(copies).toHaveLength(1);
    // Nothing acknowledged is lost: an edit that succeeded is in the one copy.
    const text = readFileSync(copies[0]!, 'utf8');
    if (edited.code === 0) expect(text).toContain('title: After');
    else expect(edited.stderr).toMatch(/strata: /);
    if (moved.code !== 0) {
      const again = await strataIn(t, ['move', 'decision-a', '--to', 'global', '--json']);
      expect(again.json.error?.hint ?? 'moved').not.toBe('');
    }
  });

  it('verify names one id in two scopes, identical or diverged, with the command to settle it', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-same', { title: 'Same' });
    writeMemory(t.globalDir, 'decision-same', { title: 'Same' });
    writeMemory(t.memDir, 'decision-split', { title: 'Edited in the project' });
    writeMemory(t.globalDir, 'decision-split', { title: 'Edited in global' });
    const verify = await strataIn(t, ['verify', '--json']);
    const messages = verify.json.warnings.map((w: { message: string }) => w.message).join('\n');
    expect(messages).toContain('strata move decision-same --from global --to project');
    expect(messages).toMatch(/"decision-split" is also in the project scope.*copies differ/);
    const again = await strataIn(t, ['move', 'decision-split', '--to', 'global', '--json']);
    expect(again.json.error.code).toBe('ALREADY_EXISTS');
    expect(again.json.error.hint).toContain('strata forget decision-split --scope global');
  });
});
