/**
 * Three-way merge of one memory file, field by field: list fields (links, tags,
 * file_patterns…) merge as sets, `updated` takes the later stamp, any other field takes
 * the side that changed it. The body merges only when one side left it as it was; the
 * caller hands a body both sides changed to git's line merge. Pure: no I/O.
 */
import { editDocument, parseDocument, sliceBody } from '../frontmatter.js';

/** The merged text, and what could not be merged (field names, or `body`). */
export interface MemoryMerge {
  /** Ours with the merged fields (and body, when it merged). */
  text: string;
  conflicts: string[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function isWordList(value: unknown): value is Array<string | number> {
  return Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number');
}

/** Items either side added, minus those either side removed, in ours' order first. */
export function mergeLists(
  base: readonly unknown[],
  ours: readonly unknown[],
  theirs: readonly unknown[],
): unknown[] {
  const key = (v: unknown) => JSON.stringify(v);
  const inBase = new Set(base.map(key));
  const inOurs = new Set(ours.map(key));
  const inTheirs = new Set(theirs.map(key));
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const item of [...ours, ...theirs]) {
    const k = key(item);
    if (seen.has(k)) continue;
    seen.add(k);
    if (inBase.has(k) ? inOurs.has(k) && inTheirs.has(k) : true) out.push(item);
  }
  return out;
}

type Merged = { value: unknown } | 'conflict';

/** One field: `undefined` stands for a field a side does not have. */
function mergeField(key: string, base: unknown, ours: unknown, theirs: unknown): Merged {
  if (same(ours, theirs)) return { value: ours };
  if (same(ours, base)) return { value: theirs };
  if (same(theirs, base)) return { value: ours };
  if (key === 'updated' && typeof ours === 'string' && typeof theirs === 'string')
    return { value: ours > theirs ? ours : theirs };
  const asList = (v: unknown) => (v === undefined ? [] : isWordList(v) ? v : null);
  const [b, o, t] = [asList(base), asList(ours), asList(theirs)];
  if (b && o && t && (isWordList(ours) || isWordList(theirs))) {
    const list = mergeLists(b, o, t);
    return { value: list.length ? list : undefined };
  }
  return 'conflict';
}

function mergeBody(base: string | null, ours: string, theirs: string): string | null {
  if (ours === theirs || theirs === base) return ours;
  if (ours === base) return theirs;
  return null;
}

/**
 * Merges a memory's text from its common `base` (null when both sides added the file)
 * and the two sides. Throws what `parseDocument` throws on a side that is not a memory.
 */
export function mergeMemoryText(
  base: string | null,
  ours: string,
  theirs: string,
  file: string,
): MemoryMerge {
  const b = base === null ? null : parseDocument(base, file);
  const o = parseDocument(ours, file);
  const t = parseDocument(theirs, file);
  const conflicts: string[] = [];
  const changes: Record<string, unknown> = {};
  const keys = new Set([
    ...Object.keys(o.data),
    ...Object.keys(t.data),
    ...Object.keys(b?.data ?? {}),
  ]);
  for (const key of keys) {
    const merged = mergeField(key, b?.data[key], o.data[key], t.data[key]);
    if (merged === 'conflict') conflicts.push(key);
    else if (!same(merged.value, o.data[key])) changes[key] = merged.value;
  }
  // Bodies as the files hold them: bytes that are not UTF-8 stay as they are (byte-text).
  const ourBody = sliceBody(ours, file);
  const body = mergeBody(
    base === null ? null : sliceBody(base, file),
    ourBody,
    sliceBody(theirs, file),
  );
  if (body === null) conflicts.push('body');
  const bodyChange = body !== null && body !== ourBody ? body : undefined;
  const changed = Object.keys(changes).length > 0 || bodyChange !== undefined;
  return { text: changed ? editDocument(ours, file, changes, bodyChange) : ours, conflicts };
}
