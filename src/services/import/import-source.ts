/**
 * Reading a source to import without trusting it: regular files only, a size cap, no
 * binary files, and no symbolic link that leads out of the folder being imported. The
 * source is only ever read.
 */
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { ImportProblem } from '../../core/import/import-plan.js';
import { readBoundedTextSync } from '../../storage/bounded-read.js';
import { isInside } from '../../storage/safe-path.js';

/** The largest source file read (a big JSONL store is a few megabytes). */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/** A file's text, or the problem that kept it unread. */
export type SourceText = { ok: true; text: string } | { ok: false; problem: ImportProblem };

/** Reads one source file as UTF-8 text. */
export function readSourceText(file: string, maxBytes = MAX_SOURCE_BYTES): SourceText {
  const fail = (message: string): SourceText => ({ ok: false, problem: { file, message } });
  let read: ReturnType<typeof readBoundedTextSync>;
  try {
    read = readBoundedTextSync(file, maxBytes);
  } catch (error) {
    return fail(`cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (!read.ok) {
    if (read.reason === 'too large')
      return fail(
        `is too large (${read.size} bytes, limit ${maxBytes}); split it and import the parts`,
      );
    return fail(read.reason === 'missing' ? 'does not exist' : 'is not a regular file');
  }
  if (read.text.includes('\u0000')) return fail('is a binary file, not text; skipped');
  return { ok: true, text: read.text.replace(/^\uFEFF/, '') };
}

/** Markdown files below `root`, and the entries skipped on the way. */
export interface FolderListing {
  files: string[];
  problems: ImportProblem[];
}

function visit(root: string, realRoot: string, dir: string, out: FolderListing): void {
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue;
    const full = path.join(dir, name);
    const info = lstatSync(full);
    if (info.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(full);
      } catch {
        out.problems.push({ file: full, message: 'is a broken symbolic link; skipped' });
        continue;
      }
      if (!isInside(realRoot, real)) {
        out.problems.push({ file: full, message: `is a symbolic link out of ${root}; skipped` });
        continue;
      }
      // A link inside the folder points at something the walk reaches anyway.
      continue;
    }
    if (info.isDirectory()) visit(root, realRoot, full, out);
    else if (info.isFile() && name.toLowerCase().endsWith('.md')) out.files.push(full);
  }
}

/** Lists the markdown files of a folder to import (hidden entries skipped). */
export function listMarkdownFiles(root: string): FolderListing {
  const out: FolderListing = { files: [], problems: [] };
  visit(root, realpathSync(root), root, out);
  return out;
}
