/**
 * kill -9 while file content is being written: the fault preload lets the built CLI write
 * half of a file's bytes, then the test kills it. Whatever the command (an edit, a link, a
 * save, a merge), no memory file and no graph.json may then hold partial bytes: each is
 * byte for byte what it was, or a complete new version. An in-place write (truncate, then
 * write) fails here; a temp file renamed into place does not.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/core/frontmatter.js';
import { killMidWrite } from '../kit/faults.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { writeGraph, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

/** A body large enough that writing it takes several system calls. */
const BIG_BODY = `${'A paragraph the store must never lose half of. '.repeat(8_000)}\nEnd.`;

/** Every file strata keeps in the scope folder (temp files and locks aside), with its bytes. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const name = path.join(rel, entry.name);
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(name);
      else out.set(name, readFileSync(path.join(dir, name), 'utf8'));
    }
  };
  walk('');
  return out;
}

/** Why `text` is not a whole version of `rel`, or null when it is one. */
function partial(rel: string, text: string, bodies: Map<string, string>): string | null {
  if (rel.endsWith('graph.json')) {
    try {
      JSON.parse(text);
      return null;
    } catch {
      return 'graph.json does not parse';
    }
  }
  if (!rel.endsWith('.md')) return null;
  try {
    const doc = parseDocument(text, rel);
    const id = String(doc.data.id);
    const body = bodies.get(id);
    if (body !== undefined && !doc.body.includes(body)) return `${rel}: body cut short`;
    return null;
  } catch (error) {
    return `${rel}: ${(error as Error).message}`;
  }
}

function seed(): { t: TempStore; bodies: Map<string, string> } {
  const t = tempStore({ samples: false });
  const bodies = new Map<string, string>();
  for (const id of ['decision-big', 'decision-other', 'learning-hub']) {
    const body = `${BIG_BODY} (${id})`;
    bodies.set(id, body);
    writeMemory(t.memDir, id, { title: `Title of ${id}`, body });
  }
  writeGraph(t.memDir, [['decision-other', 'learning-hub', 'relates-to', 'relates-to']]);
  return { t, bodies };
}

const OPS: Array<{ name: string; args: string[]; match: string }> = [
  { name: 'edit', args: ['edit', 'decision-big', '--add-tag', 'torn'], match: 'decision-big\\.md' },
  { name: 'link', args: ['link', 'decision-big', 'learning-hub'], match: 'graph\\.json|\\.md' },
  {
    name: 'merge',
    args: ['merge', 'decision-big', 'decision-other'],
    match: 'decision-(big|other)\\.md|graph\\.json',
  },
];

describe('a command killed while it writes file content', () => {
  it.each(OPS.flatMap((op) => [1, 2, 3].map((tearAt) => ({ ...op, tearAt }))))(
    '$name, at content write $tearAt: every file is whole, old or new',
    async ({ args, match, tearAt }) => {
      const { t, bodies } = seed();
      const before = snapshot(t.memDir);
      const run = await killMidWrite(t, [...args, '--json'], { tearAt, tearMatch: match });
      if (!run.killed) {
        // The command wrote fewer files than that: it finished, and must have succeeded.
        expect(run.result.code, run.result.stderr).toBe(0);
        return;
      }
      const after = snapshot(t.memDir);
      const broken: string[] = [];
      for (const [rel, text] of after) {
        if (before.get(rel) === text) continue;
        const why = partial(rel, text, bodies);
        if (why) broken.push(why);
      }
      expect(broken).toEqual([]);
      // And the store still works: the same command run again succeeds.
      const again = await strataIn(t, [...args, '--json']);
      expect(again.code, again.stdout + again.stderr).toBe(0);
    },
  );
});
