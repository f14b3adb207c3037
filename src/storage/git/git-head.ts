/**
 * The branch and commit a checkout is on, read from its git files (HEAD, loose refs,
 * packed-refs) without starting `git`. Only a layout that checks out (see git-worktree)
 * is read, and only values in git's own formats are returned.
 */
import path from 'node:path';
import { readBoundedTextSync } from '../bounded-read.js';
import { readGitLayout } from './git-worktree.js';

/** A checkout's position; either part may be unknown. */
export interface GitHead {
  branch: string | null;
  /** The commit's first 12 hex digits. */
  commit: string | null;
}

const HASH = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const BRANCH_REF = /^refs\/heads\/([^\s\0~^:?*[\\]+)$/;

function readSmall(file: string, max: number): string | null {
  try {
    const read = readBoundedTextSync(file, max);
    return read.ok ? read.text : null;
  } catch {
    return null;
  }
}

/** The hash a branch ref names: its loose file, else its line in packed-refs. */
function resolveRef(dirs: readonly string[], ref: string): string | null {
  for (const dir of dirs) {
    const loose = readSmall(path.join(dir, ...ref.split('/')), 256)?.trim();
    if (loose && HASH.test(loose)) return loose;
  }
  for (const dir of dirs) {
    const packed = readSmall(path.join(dir, 'packed-refs'), 8 * 1024 * 1024);
    for (const line of packed?.split('\n') ?? []) {
      const [hash, name] = line.trim().split(' ');
      if (name === ref && hash && HASH.test(hash)) return hash;
    }
  }
  return null;
}

/** The branch and commit of the checkout whose root (the folder holding `.git`) is `root`. */
export function readGitHead(root: string): GitHead {
  const layout = readGitLayout(root);
  const head = layout ? readSmall(path.join(layout.gitDir, 'HEAD'), 1024)?.trim() : null;
  if (!layout || !head) return { branch: null, commit: null };
  if (HASH.test(head)) return { branch: null, commit: head.slice(0, 12) };
  const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
  const branch = ref && !ref.includes('..') ? BRANCH_REF.exec(ref)?.[1] : undefined;
  if (!ref || !branch) return { branch: null, commit: null };
  const hash = resolveRef([...new Set([layout.gitDir, layout.commonDir])], ref);
  return { branch, commit: hash ? hash.slice(0, 12) : null };
}
