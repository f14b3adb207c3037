/**
 * Keeps the local scope out of git. A `.gitignore` ending with `*` inside the local folder
 * ignores everything there (itself included) without touching the project's own files;
 * one that un-ignores something after its `*` (`!*.md`) gets a final `*` again.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { withIgnoreAll } from '../core/local-ignore-rule.js';
import { writeFileAtomic } from '../io/atomic-write.js';

/** Makes sure `localDir` exists and git ignores it. Returns true when it wrote the file. */
export async function ensureLocalIgnored(localDir: string): Promise<boolean> {
  await mkdir(localDir, { recursive: true });
  const file = path.join(localDir, '.gitignore');
  const current = await readFile(file, 'utf8').catch(() => null);
  const next = withIgnoreAll(current);
  if (next === null) return false;
  await writeFileAtomic(file, next);
  return true;
}
