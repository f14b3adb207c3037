/**
 * The audit's findings from files: markdown inside a scope that does not load as a memory
 * (so a typo never hides one silently), and gotchas whose file_patterns match no file of
 * the project any more.
 */
import path from 'node:path';
import type { Problem } from '../../core/errors.js';
import { parseDocument } from '../../core/frontmatter.js';
import { compileGlob } from '../../core/glob.js';
import { globLiteral } from '../../core/gotcha/gotcha-match.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import { editDistance } from '../../core/suggest.js';
import type { StoreContext } from '../../storage/load-store.js';
import type { ProjectFiles } from '../../storage/project-files.js';
import { listMarkdown, readMemoryText } from '../../storage/scan.js';
import { findPatternRenames, type PatternRename } from './audit-renames.js';

/** A markdown file in a scope that is not a memory, and why. */
export interface NotMemory {
  path: string;
  scope: ScopeName;
  reason: string;
}

/** A memory that no longer matches the project, and why. */
export interface StaleMemory {
  id: string;
  scope: ScopeName;
  reason: string;
  detail: string;
  /** Patterns naming a file git renamed, with its name now. */
  renamed?: PatternRename[];
  /** The command that applies the renames. */
  fix?: string;
}

/** Fields of memory files that are never a misspelt `type` (`tags` is two edits away). */
const KNOWN_KEYS = [
  'id',
  'title',
  'tags',
  'links',
  'created',
  'updated',
  'severity',
  'status',
  'scope',
  'file_patterns',
  'project',
  'source',
];

/** Why a file with frontmatter but no `type` is not a memory, naming a misspelt key. */
function explainMissingType(data: Record<string, unknown>): string {
  for (const key of Object.keys(data)) {
    const lower = key.toLowerCase();
    if (lower === 'type') return `the key "${key}:" must be lowercase "type:"`;
    if (KNOWN_KEYS.includes(lower)) continue;
    if (lower.length >= 3 && editDistance(lower, 'type') <= 2)
      return `no "type:" in the frontmatter; "${key}:" looks like a misspelling of "type:"`;
  }
  return 'no "type:" in the frontmatter (decision, learning, gotcha, …), so it is not a memory';
}

/** Why `text` is not a memory, or null when it is not meant to be one (plain notes). */
export function classifyNonMemory(text: string, file: string): string | null {
  if (!text.trim()) return 'empty file';
  const doc = parseDocument(text, file);
  if (doc.hasFrontmatter) return explainMissingType(doc.data);
  // Plain markdown is a note for people; fields without their --- fence are a broken memory.
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  if (/^(type|title|tags|id)\s*:/i.test(first))
    return 'frontmatter fields without the opening "---" line';
  return null;
}

/** Markdown files of every scope that do not load as memories (broken ones included). */
export async function findNotMemories(
  ctx: StoreContext,
  memories: readonly Memory[],
  problems: readonly Problem[],
): Promise<NotMemory[]> {
  const loaded = new Set<string>(memories.map((m) => m.path));
  // The path is reported beside the reason; the message need not repeat it.
  const broken = new Map(
    problems.map((p) => [p.path, p.message.replace(`strata: ${p.path}: `, '')]),
  );
  // A scope whose folder was refused (a symbolic link out of the store) is not read here either.
  const refused = new Set(problems.filter((p) => p.code === 'UNSAFE_PATH').map((p) => p.path));
  const found: NotMemory[] = [];
  for (const scope of ctx.scopes) {
    if (refused.has(scope.dir)) continue;
    for (const rel of await listMarkdown(scope, [])) {
      const file = path.join(scope.dir, rel);
      // A memory git left conflicted loads (as its merged view) and is still named here.
      if (loaded.has(file) && !broken.has(file)) continue;
      let reason = broken.get(file) ?? null;
      if (reason === null) {
        try {
          reason = classifyNonMemory(await readMemoryText(scope, rel, ctx.read), file);
        } catch (error) {
          reason = error instanceof Error ? error.message : String(error);
        }
      }
      if (reason !== null) found.push({ path: file, scope: scope.scope, reason });
    }
  }
  return found;
}

/**
 * Markdown files of every scope that look like memories but do not load and are not
 * already among `problems` (a frontmatter without `type`, a misspelt `tpye:`): what `list`
 * and `verify` name beside the broken files, so a typo never hides a memory silently.
 */
export async function findUnloadedMemories(
  ctx: StoreContext,
  memories: readonly Memory[],
  problems: readonly Problem[],
): Promise<NotMemory[]> {
  const broken = new Set(problems.map((p) => p.path));
  const found = await findNotMemories(ctx, memories, problems);
  return found.filter((n) => !broken.has(n.path));
}

/** Project files grouped by extension (the text after the base name's last dot). */
function groupByExtension(files: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const file of files) {
    const base = file.slice(file.lastIndexOf('/') + 1);
    const dot = base.lastIndexOf('.');
    const ext = dot < 0 ? '' : base.slice(dot + 1);
    const group = groups.get(ext);
    if (group) group.push(file);
    else groups.set(ext, [file]);
  }
  return groups;
}

/**
 * The extension every match of `glob` must have (`ts` of `src/**\/*.ts`), or null when
 * the glob does not fix one (braces, classes, a wildcard after the last dot).
 */
function requiredExtension(glob: string): string | null {
  const pattern = glob.trim();
  if (/[{[\\]/.test(pattern) || pattern.endsWith('/')) return null;
  const base = pattern.slice(pattern.lastIndexOf('/') + 1);
  const tail = base.slice(Math.max(base.lastIndexOf('*'), base.lastIndexOf('?')) + 1);
  const dot = tail.lastIndexOf('.');
  return dot < 0 ? null : tail.slice(dot + 1);
}

/** Whether `glob` matches a project file: only files of its extension holding its literal. */
function matchesSomeFile(glob: string, files: readonly string[], byExt: Map<string, string[]>) {
  let matcher: { test(p: string): boolean };
  try {
    matcher = compileGlob(glob);
  } catch {
    return false;
  }
  const ext = requiredExtension(glob);
  // A glob that names a folder (`conf.d`) matches the files below it, whatever their extension.
  const candidates =
    ext === null
      ? files
      : [...(byExt.get(ext) ?? []), ...files.filter((f) => f.includes(`.${ext}/`))];
  // A path without the glob's longest literal cannot match: skip the automaton for it.
  const literal = globLiteral(glob);
  return candidates.some((f) => (!literal || f.includes(literal)) && matcher.test(f));
}

/**
 * Gotchas whose file_patterns match no file of the project; none without a listing or
 * when it was cut short (absence then proves nothing).
 */
export function findStaleGotchas(
  memories: readonly Memory[],
  listing: ProjectFiles | null,
): StaleMemory[] {
  const gotchas = memories.filter((m) => m.type === 'gotcha' && m.filePatterns?.length);
  if (!listing || listing.truncated || !gotchas.length) return [];
  const { files } = listing;
  const byExt = groupByExtension(files);
  // Many gotchas share a glob: each distinct one is matched against the project once.
  const known = new Map<string, boolean>();
  const matches = (glob: string) => {
    const cached = known.get(glob);
    if (cached !== undefined) return cached;
    const found = matchesSomeFile(glob, files, byExt);
    known.set(glob, found);
    return found;
  };
  return gotchas
    .filter((m) => !m.filePatterns!.some(matches))
    .map((m) => ({
      id: m.id,
      scope: m.scope,
      reason: 'file_patterns match no file of the project',
      detail: m.filePatterns!.join(', '),
    }));
}

/**
 * Adds to each stale gotcha the renames git recorded for its patterns, and says them in its
 * detail: a gotcha whose file was renamed is fixed by naming the file as it is now.
 */
export async function addPatternRenames(
  stale: StaleMemory[],
  memories: readonly Memory[],
  projectRoot: string,
  listing: ProjectFiles,
): Promise<void> {
  const files = new Set(listing.files);
  const patterns = new Map<string, readonly string[]>(
    memories.map((m) => [m.id, m.filePatterns ?? []]),
  );
  for (const item of stale) {
    const renamed = await findPatternRenames(projectRoot, patterns.get(item.id) ?? [], (p) =>
      files.has(p),
    );
    if (!renamed.length) continue;
    item.renamed = renamed;
    const moves = renamed.map((r) => `${r.from} was renamed to ${r.to} in ${r.commit}`);
    item.detail = `${item.detail}; ${moves.join('; ')}`;
    const now = (patterns.get(item.id) ?? []).map(
      (p) => renamed.find((r) => r.from === p)?.to ?? p,
    );
    item.fix = `strata edit ${item.id} ${now.map((p) => `--file-pattern ${JSON.stringify(p)}`).join(' ')}`;
  }
}
