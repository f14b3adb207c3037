/**
 * Byte snapshots of a directory tree, to prove a command changed nothing (or only what
 * it should).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../kit/temp-store.js';

/**
 * Every file below `dir` with its bytes, base64 so binary files compare too; strata's own
 * `.strata-tmp/` folders (git-ignored scaffolding for writes in progress) are left out.
 */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of listFiles(dir))
    if (!rel.split('/').includes('.strata-tmp'))
      out[rel] = readFileSync(path.join(dir, rel)).toString('base64');
  return out;
}

/** Lines of `after` that differ from `before`, as [before, after] pairs (line by line). */
export function changedLines(before: string, after: string): Array<[string?, string?]> {
  const a = before.split('\n');
  const b = after.split('\n');
  const out: Array<[string?, string?]> = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) if (a[i] !== b[i]) out.push([a[i], b[i]]);
  return out;
}
