/**
 * Finds and parses every memory file of a scope. Broken files are reported as problems
 * with their path and reason; they never stop the others from loading.
 */
import { close, constants, type Dirent, fstat, open, read } from 'node:fs';
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeBytes, hasEscapedBytes } from '../core/byte-text.js';
import { INSTRUCTION_FILES, RULES_DIR } from '../core/claude/claude-instructions.js';
import { parseScopedMemory } from '../core/claude/claude-memory.js';
import { isStrataError, type Problem, StrataError, toProblem } from '../core/errors.js';
import { conflictedMemory } from '../core/git/conflict-text.js';
import type { Memory } from '../core/memory.js';
import { toAbsolutePath, toScopeRelativePath } from '../core/path-kinds.js';
import { hashText } from './file-update.js';
import { holdsConflict } from './git/git-conflict.js';
import { readConflictedMemory } from './git/memory-conflict.js';
import { findScopeLink, isInside } from './safe-path.js';
import type { ScopeDir } from './scope/scope-dir.js';

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

// Plain descriptors, not FileHandle: its objects and close cost three times as much per
// small file, most of a 10,000-file scan.
const openFd = promisify(open);
const statFd = promisify(fstat);
const readFd = promisify(read);
const closeFd = promisify(close);

/** A markdown file found by {@link listMarkdownEntries}. */
export interface MarkdownEntry {
  /** Path relative to the scope directory, `/`-separated. */
  rel: string;
  /** Whether the directory listing showed a symbolic link rather than a regular file. */
  link: boolean;
}

/** Folders never searched for memories. */
export function isSkippedDir(name: string, relDir: string, scope: ScopeDir): boolean {
  if (name.startsWith('.') || name === 'node_modules') return true;
  // The nested local/ folder of a project store is a scope of its own.
  return scope.scope === 'project' && relDir === '' && name === 'local';
}

/** A listed entry that may be a memory file: a markdown file (or a link), not hidden. */
export function isMarkdownFile(entry: Dirent): boolean {
  return (
    (entry.isFile() || entry.isSymbolicLink()) &&
    entry.name.endsWith('.md') &&
    !entry.name.startsWith('.')
  );
}

/** Relative paths (`/`-separated, sorted) of every markdown file that may be a memory. */
export async function listMarkdown(scope: ScopeDir, problems: Problem[]): Promise<string[]> {
  return (await listMarkdownEntries(scope, problems)).map((entry) => entry.rel);
}

/**
 * Every markdown file that may be a memory, sorted by path, each marked as a link or not.
 * Links to folders are never followed, so every other file lies in a real folder below
 * the scope.
 */
export async function listMarkdownEntries(
  scope: ScopeDir,
  problems: Problem[],
): Promise<MarkdownEntry[]> {
  if (scope.scope === 'instructions') return listInstructionFiles(scope, problems);
  const files: MarkdownEntry[] = [];
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
      } else if (isMarkdownFile(entry)) {
        files.push({ rel, link: !entry.isFile() });
      }
    }
  }
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/**
 * The instruction files of the project root (its CLAUDE.md files and `.claude/rules/`),
 * never the rest of the repository. The rules folder is listed like a scope, so a link
 * to a folder is never followed.
 */
async function listInstructionFiles(
  scope: ScopeDir,
  problems: Problem[],
): Promise<MarkdownEntry[]> {
  const files: MarkdownEntry[] = [];
  for (const rel of INSTRUCTION_FILES) {
    const info = await lstat(path.join(scope.dir, rel)).catch(() => null);
    if (info && (info.isFile() || info.isSymbolicLink())) files.push({ rel, link: !info.isFile() });
  }
  const rules = await listMarkdownEntries(
    { ...scope, scope: 'project', dir: path.join(scope.dir, RULES_DIR) },
    problems,
  );
  for (const entry of rules) files.push({ ...entry, rel: `${RULES_DIR}/${entry.rel}` });
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

/**
 * Reads one file as text that keeps its bytes (see byte-text), refusing files over the size limit before reading them whole,
 * and symlinks that point outside the scope. `listed` says the scan saw a regular file in
 * a real folder of the scope: then no link is resolved (the file is opened without
 * following one, so a file swapped for a link since the listing is checked as a link).
 */
export async function readMemoryText(
  scope: ScopeDir,
  relPath: string,
  options: ReadOptions,
  listed?: MarkdownEntry,
): Promise<string> {
  const full = path.join(scope.dir, relPath);
  const noFollow = constants.O_NOFOLLOW;
  if (listed && !listed.link && noFollow !== undefined) {
    try {
      return await readLimitedText(full, options, constants.O_RDONLY | noFollow);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ELOOP' && code !== 'EMLINK') throw error;
    }
  }
  await checkLinkTarget(scope, full);
  return readLimitedText(full, options, constants.O_RDONLY);
}

/** Refuses `full` when it resolves (through links) to a place outside the scope. */
async function checkLinkTarget(scope: ScopeDir, full: string): Promise<void> {
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
}

/** The text of `full`, refused before reading when its size is over the limit. */
async function readLimitedText(full: string, options: ReadOptions, flags: number) {
  const fd = await openFd(full, flags);
  try {
    const { size } = await statFd(fd);
    if (size > options.maxFileBytes) throw tooLarge(full, `is ${size} bytes`, options);
    const text = await readAll(fd, size, options.maxFileBytes);
    if (text === null) throw tooLarge(full, 'grew while it was read', options);
    return text;
  } finally {
    await closeFd(fd);
  }
}

function tooLarge(full: string, what: string, options: ReadOptions): StrataError {
  return new StrataError(
    'FILE_TOO_LARGE',
    `${full} ${what}, over the ${options.maxFileBytes}-byte limit for a memory`,
    {
      subject: full,
      hint: 'split it into smaller memories, or raise limits.maxFileBytes in config.json',
    },
  );
}

/**
 * Reads `size` bytes (fewer at end of file) as text that keeps every byte (see byte-text); a size of 0 reads to the end, but
 * never past `limit` (null then): a file that reports no size, or is written to while it
 * is read, must not make the scan hold an unbounded buffer.
 */
async function readAll(fd: number, size: number, limit: number): Promise<string | null> {
  let buffer = Buffer.allocUnsafe(size || 8192);
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (size) break;
      if (length > limit) return null;
      const grown = Buffer.allocUnsafe(buffer.length * 2);
      buffer.copy(grown);
      buffer = grown;
    }
    const { bytesRead } = await readFd(fd, buffer, length, buffer.length - length, null);
    if (bytesRead === 0) break;
    length += bytesRead;
  }
  return length > limit ? null : decodeBytes(buffer.subarray(0, length));
}

/** Reads and parses one memory file; null when it is markdown but not a memory. */
export async function readMemoryFile(
  scope: ScopeDir,
  relPath: string,
  options: ReadOptions,
  listed?: MarkdownEntry,
): Promise<Memory | null> {
  const text = await readMemoryText(scope, relPath, options, listed);
  const full = path.join(scope.dir, relPath);
  if (await holdsConflict(full, text)) throw conflictedMemory(full);
  const memory = parseScopedMemory(text, {
    path: toAbsolutePath(full),
    relPath: toScopeRelativePath(relPath),
    scope: scope.scope,
  });
  if (memory) memory.hash = hashText(text);
  if (memory && hasEscapedBytes(text)) memory.notUtf8 = true;
  return memory;
}

/** A conflicted memory is reported and still loaded, as its merged view (memory-conflict.ts). */
async function readMergedView(
  scope: ScopeDir,
  entry: MarkdownEntry,
  options: ReadOptions,
): Promise<Memory | null> {
  try {
    const text = await readMemoryText(scope, entry.rel, options, entry);
    return await readConflictedMemory(scope, entry.rel, text);
  } catch {
    return null;
  }
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
  const files = await listMarkdownEntries(scope, problems);
  const results: Array<Memory | null> = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const entry = files[i]!;
      try {
        results[i] = await readMemoryFile(scope, entry.rel, options, entry);
      } catch (error) {
        problems.push(toProblem(path.join(scope.dir, entry.rel), error));
        if (isStrataError(error, 'CONFLICT'))
          results[i] = await readMergedView(scope, entry, options);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, files.length) }, worker));
  const memories = results.filter((m): m is Memory => m !== null);
  return { memories, problems: problems.sort((a, b) => a.path.localeCompare(b.path)) };
}
