/**
 * Reads Claude Code's auto-memory folder the way Claude Code does (its reader in the pinned
 * 2.1.197: every `.md` but `MEMORY.md`, frontmatter `name`, `description`, and `metadata`
 * into which any other top-level field is folded; the type is `metadata.type` when it is
 * one of the four), and checks `MEMORY.md` against the notes: one pointer line per note,
 * none to a missing file. Tests use it to prove strata's writes keep Claude Code's format.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const TYPES = ['user', 'feedback', 'project', 'reference'];

/** One note as Claude Code reads it. */
export interface ClaudeCodeNote {
  file: string;
  name: string | null;
  description: string | null;
  type: string | undefined;
  metadata: Record<string, unknown>;
  body: string;
}

/** The folder as Claude Code reads it, and what is wrong with its index. */
export interface ClaudeCodeFolder {
  notes: ClaudeCodeNote[];
  /** The files `MEMORY.md` points to, in order. */
  indexed: string[];
  problems: string[];
}

function readNote(dir: string, file: string): ClaudeCodeNote {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  const data = (match ? yaml.load(match[1] ?? '') : {}) as Record<string, unknown>;
  const meta =
    typeof data.metadata === 'object' && data.metadata !== null && !Array.isArray(data.metadata)
      ? (data.metadata as Record<string, unknown>)
      : {};
  const extra = Object.fromEntries(
    Object.entries(data).filter(
      ([k, v]) => !['name', 'description', 'metadata'].includes(k) && v != null,
    ),
  );
  const metadata = { ...extra, ...meta };
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);
  const type = TYPES.find((t) => t === metadata.type);
  return {
    file,
    name: str(data.name),
    description: str(data.description),
    type,
    metadata,
    body: match ? (match[2] ?? '') : text,
  };
}

/** Reads `dir` as Claude Code would and checks its `MEMORY.md`. */
export function readClaudeCodeFolder(dir: string): ClaudeCodeFolder {
  const files = (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.md') && f !== 'MEMORY.md')
    .sort();
  const notes = files.map((f) => readNote(dir, f));
  let index = '';
  try {
    index = readFileSync(path.join(dir, 'MEMORY.md'), 'utf8');
  } catch {
    // No index yet.
  }
  const indexed = [...index.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
  const problems: string[] = [];
  for (const note of notes) {
    if (!note.name) problems.push(`${note.file}: no name`);
    if (!note.description) problems.push(`${note.file}: no description`);
    if (!note.type) problems.push(`${note.file}: no metadata.type of the four`);
    const lines = indexed.filter((f) => f === note.file).length;
    if (lines !== 1) problems.push(`${note.file}: ${lines} MEMORY.md lines`);
  }
  for (const f of indexed)
    if (!files.includes(f)) problems.push(`MEMORY.md points to missing ${f}`);
  for (const line of index.split('\n').filter(Boolean))
    if (!/^- \[[^\]]+\]\([^)]+\)( — .+)?$/.test(line)) problems.push(`MEMORY.md line "${line}"`);
  return { notes, indexed, problems };
}
