/**
 * The audit's check that memories still describe the project: paths a memory names in
 * its body (in backticks, or in the text as a relative path with a `/` and an extension)
 * that no longer exist below the project root. Written to stay quiet when unsure: URLs,
 * globs, absolute paths, `..` paths, code blocks and bare names (`console.log` is a call,
 * not a file) are never checked.
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Memory } from '../../core/memory.js';
import type { StaleMemory } from './audit-files.js';

/** The `reason` of a memory naming a path that does not exist. */
export const MISSING_PATH = 'missing-path';
/** Scopes whose paths are the project's: global and enterprise memories span projects. */
const PROJECT_SCOPES = new Set(['project', 'local']);
/** Fenced code blocks: example code and output, where paths are relative to anything. */
const FENCE = /^ {0,3}(```|~~~)[^\n]*\n[\s\S]*?(?:\n {0,3}\1[^\n]*|(?![\s\S]))/gm;
const BACKTICKED = /`([^`\n]+)`/g;
/** A relative path in prose: segments joined by `/`, the last one with an extension. */
const PROSE_PATH =
  /(?<![\w@/.:~-])(?:\.\/)?(?:[\w.-]+\/)+[\w-][\w.-]*\.[A-Za-z][\w]{0,9}(?![\w/])/g;
/** `file.ts:42`, `file.ts:42:7` and `file.md#section` name the file. */
const LOCATION_SUFFIX = /(?::\d+){1,2}$|#[\w-]*$/;

/** The project-relative path `candidate` names, or null when it is not clearly one. */
export function toProjectPath(candidate: string): string | null {
  const text = candidate.trim().replace(LOCATION_SUFFIX, '').replace(/^\.\//, '');
  // Paths only: no spaces, schemes, globs, variables, call parentheses or absolute roots.
  if (!text || /[\s*?[\]{}()<>$%'"`|\\,;=]/.test(text) || text.includes('://')) return null;
  if (/^(?:[/~]|[A-Za-z]:)/.test(text) || text.startsWith('@')) return null;
  const parts = text.split('/');
  if (parts.length < 2 || parts.some((p) => p === '' || p === '..' || p.endsWith('.'))) return null;
  // `example.com/docs/a.html` is an address, not a folder named after a domain.
  if (/^[\w-]+(?:\.[\w-]+)+$/.test(parts[0]!) && !parts[0]!.startsWith('.')) return null;
  const last = parts[parts.length - 1]!;
  return /^[\w.-]*[\w-]\.[A-Za-z]\w{0,9}$/.test(last) ? text : null;
}

/** The distinct project paths a memory body names, outside code blocks, in first-seen order. */
export function findNamedPaths(body: string): string[] {
  // Every path checked has a `/`: most bodies are ruled out without a regular expression.
  if (!body.includes('/')) return [];
  const prose = body.replace(FENCE, '\n');
  const found = new Set<string>();
  const add = (candidate: string) => {
    const rel = toProjectPath(candidate);
    if (rel) found.add(rel);
  };
  for (const match of prose.matchAll(BACKTICKED)) add(match[1]!);
  // Backticked spans are read above; prose paths come from the text between them.
  for (const match of prose.replace(BACKTICKED, ' ').matchAll(PROSE_PATH)) add(match[0]);
  return [...found];
}

/** Whether `rel` exists below `root`: the listing first, the disk for what it skips. */
async function pathExists(root: string, rel: string, listed: ReadonlySet<string>) {
  if (listed.has(rel)) return true;
  try {
    await access(path.join(root, rel));
    return true;
  } catch {
    return false;
  }
}

/**
 * Project and local memories naming paths that do not exist below `projectRoot`; `files`
 * is the project listing (files and the folders above them count as existing).
 */
export async function findMissingPaths(
  memories: readonly Memory[],
  projectRoot: string | null,
  files: readonly string[],
): Promise<StaleMemory[]> {
  if (!projectRoot) return [];
  const listed = new Set(files);
  for (const file of files) {
    for (let i = file.indexOf('/'); i > 0; i = file.indexOf('/', i + 1))
      listed.add(file.slice(0, i));
  }
  const stale: StaleMemory[] = [];
  for (const m of memories) {
    if (!PROJECT_SCOPES.has(m.scope)) continue;
    const missing: string[] = [];
    for (const rel of findNamedPaths(m.body))
      if (!(await pathExists(projectRoot, rel, listed))) missing.push(rel);
    if (missing.length)
      stale.push({ id: m.id, scope: m.scope, reason: MISSING_PATH, detail: missing.join(', ') });
  }
  return stale;
}
