/**
 * Keeps the local scope out of git. A `.gitignore` holding `*` inside the local folder
 * ignores everything there (itself included) without touching the project's own files.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-write.js';

const CONTENT = '# strata: the local memory scope is private to this machine\n*\n';

/** Makes sure `localDir` exists and git ignores it. Returns true when it wrote the file. */
export async function ensureLocalIgnored(localDir: string): Promise<boolean> {
  await mkdir(localDir, { recursive: true });
  const file = path.join(localDir, '.gitignore');
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== null && /^\*$/m.test(current)) return false;
  await writeFileAtomic(file, current === null ? CONTENT : `${current.replace(/\n?$/, '\n')}*\n`);
  return true;
}
