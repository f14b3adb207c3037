/**
 * Finds and parses every memory file of a scope. Broken files are reported as problems
 * with their path and reason; they never stop the others from loading.
 */
import type { Dirent } from 'node:fs';
import { open, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { type Problem, StrataError, toProblem } from '../core/errors.js';
import type { Memory } from '../core/memory.js';
import { parseMemory } from '../core/memory-file.js';
import { toAbsolutePath, toScopeRelativePath } from '../core/path-kinds.js';
import { hashText } from './file-update.js';
import { findScopeLink, isInside } from './safe-path.js';
import type { ScopeDir } from './scope-dir.js';

/** Options for reading memory files. */
export interface ReadOptions {
  /** Files larger than this are refused before parsing. */
  maxFileBytes: number;
}

/** Everything found in one scope. */
export interface ScanResult {
  memories: Memory[];
  problems: Problem[];
}

const CONCURRENCY = 64;

/** Folders never searched for memories. */
export function isSkippedDir(name: string, relDir: string, scope: ScopeDir): boolean {
  if (name.startsWith('.') || name === 'node_modules') return true;
  // The nested local/ folder of a project store is a scope of its own.
  return scope.scope === 'project' && relDir === '' && name === 'local';
}

/** Relative paths (`/`-separated, sorted) of every markdown file that may be a memory. */
export async function listMarkdown(scope: ScopeDir, problems: Problem[]): Promise<string[]> {
  const files: string[] = [];
  const pending: string[] = [''];
  while (pending.length) {
    const relDir = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = await readdir(path.join(scope.dir, relDir), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
        problems.push(toProblem(path.join(scope.dir, relDir), error));
      continue;
    }
    for (const entry of entries) {
      const rel = relDir ? `${relDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isSkippedDir(entry.name, relDir, scope)) pending.push(rel);
      } else if (
        (entry.isFile() || entry.isSymbolicLink()) &&
        entry.name.endsWith('.md') &&
        !entry.name.startsWith('.')
      ) {
        files.push(rel);
      }
    }
  }
  return files.sort();
}

/**
 * Reads one file as UTF-8, refusing files over the size limit before reading them whole,
 * and symlinks that point outside the scope.
 */
export async function readMemoryText(
  scope: ScopeDir,
  relPath: string,
  options: ReadOptions,
): Promise<string> {
  const full = path.join(scope.dir, relPath);
  const real = await realpath(full);
  if (real !== full && !isInside(await realpath(scope.dir), real)) {
    throw new StrataError(
      'UNSAFE_PATH',
      `${full} is a link to ${real}, outside the ${scope.scope} scope`,
      {
        subject: full,
        hint: 'replace the link with the file itself',
      },
    );
  }
  const handle = await open(full, 'r');
  try {
    const { size } = await handle.stat();
    if (size > options.maxFileBytes) {
      throw new StrataError(
        'FILE_TOO_LARGE',
        `${full} is ${size} bytes, over the ${options.maxFileBytes}-byte limit for a memory`,
        {
          subject: full,
          hint: 'split it into smaller memories, or raise limits.maxFileBytes in config.json',
        },
      );
    }
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

/** Reads and parses one memory file; null when it is markdown but not a memory. */
export async function readMemoryFile(
  scope: ScopeDir,
  relPath: string,
  options: ReadOptions,
): Promise<Memory | null> {
  const text = await readMemoryText(scope, relPath, options);
  const memory = parseMemory(text, {
    path: toAbsolutePath(path.join(scope.dir, relPath)),
    relPath: toScopeRelativePath(relPath),
    scope: scope.scope,
  });
  if (memory) memory.hash = hashText(text);
  return memory;
}

/** Scans a scope directory for memories. A missing directory is an empty scope. */
export async function scanScope(scope: ScopeDir, options: ReadOptions): Promise<ScanResult> {
  const problems: Problem[] = [];
  const link = findScopeLink(scope);
  if (link) {
    problems.push({
      path: link,
      code: 'UNSAFE_PATH',
      message: `strata: ${link} is a symbolic link: the ${scope.scope} scope is not read through it (replace it with a real folder)`,
    });
    return { memories: [], problems };
  }
  const files = await listMarkdown(scope, problems);
  const results: Array<Memory | null> = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const rel = files[i]!;
      try {
        results[i] = await readMemoryFile(scope, rel, options);
      } catch (error) {
        problems.push(toProblem(path.join(scope.dir, rel), error));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  const memories = results.filter((m): m is Memory => m !== null);
  return { memories, problems: problems.sort((a, b) => a.path.localeCompare(b.path)) };
}
