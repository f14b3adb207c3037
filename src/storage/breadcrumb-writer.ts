/**
 * A minimal, synchronous memory writer for the hooks: breadcrumbs (stashes, compaction
 * snapshots) in the local scope, without the YAML library or the store scan. Values are
 * written as JSON-quoted scalars, which every YAML reader reads as the same strings.
 * New files use exclusive creation (temp file + hard link) like the services do, so two
 * writers never take one id and nobody sees half a file.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withIgnoreAll } from '../core/local-ignore-rule.js';
import type { MemoryId } from '../core/memory.js';
import { withSuffix } from '../core/slug.js';
import { writeTextSync } from './json-file-sync.js';

/** Frontmatter values the writer supports: strings and lists of strings. */
export type SimpleFields = Record<string, string | string[] | undefined>;

function yamlValue(value: string | string[]): string {
  return Array.isArray(value)
    ? `[${value.map((v) => JSON.stringify(v)).join(', ')}]`
    : JSON.stringify(value);
}

/** A memory file: the fields in order (plain `id`/`type` keys unquoted), then the body. */
export function renderSimpleDocument(fields: SimpleFields, body: string): string {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const plain =
      typeof value === 'string' &&
      /^[a-z0-9][a-z0-9-]*$/.test(value) &&
      (key === 'id' || key === 'type' || key === 'status');
    lines.push(`${key}: ${plain ? value : yamlValue(value)}`);
  }
  return `---\n${lines.join('\n')}\n---\n\n${body.endsWith('\n') ? body : `${body}\n`}`;
}

/** Makes sure the local scope folder exists and git ignores it (as storage/local-ignore does). */
export function ensureLocalIgnoredSync(localDir: string): void {
  mkdirSync(localDir, { recursive: true });
  const file = path.join(localDir, '.gitignore');
  let current: string | null = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  const content = withIgnoreAll(current);
  if (content !== null) writeTextSync(file, content);
}

function createExclusiveSync(target: string, text: string): boolean {
  const rand = Math.floor(Math.random() * 1e9).toString(36);
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}.${rand}.tmp`,
  );
  try {
    // Inside the try: a write cut short (a full disk) must not leave the temp file behind.
    writeFileSync(temp, text, { flag: 'wx' });
    linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    try {
      unlinkSync(temp);
    } catch {}
  }
}

/**
 * Creates `<dir>/<folder>/<id>.md` under the first free id `base`, `base-1`, … and returns
 * the id used. `render` builds the text for an id.
 */
export function createMemorySync(
  dir: string,
  base: MemoryId,
  render: (id: MemoryId) => string,
): { id: MemoryId; file: string } {
  const folder = existsSync(path.join(dir, 'temporary')) ? path.join(dir, 'temporary') : dir;
  mkdirSync(folder, { recursive: true });
  for (let n = 0; n < 1000; n++) {
    const id = withSuffix(base, n);
    const file = path.join(folder, `${id}.md`);
    if (existsSync(file)) continue;
    if (createExclusiveSync(file, render(id))) return { id, file };
  }
  throw new Error(`strata: no free id near ${base}`);
}

/** Replaces a memory file strata owns (a snapshot) atomically, creating it when missing. */
export function replaceMemorySync(dir: string, id: MemoryId, text: string): string {
  const folder = existsSync(path.join(dir, 'temporary')) ? path.join(dir, 'temporary') : dir;
  const file = path.join(folder, `${id}.md`);
  writeTextSync(file, text);
  return file;
}
