/**
 * The project's instructions to Claude Code as read-only memories of the `instructions`
 * scope: its `CLAUDE.md` files and `.claude/rules/*.md` (with their `paths:` globs as file
 * patterns), so a search of memory covers what the team already wrote. Claude Code loads
 * them itself, so their types (`instructions`, `rule`) are never pushed by strata's hooks.
 * Pure: no I/O.
 */
import { parseDocument } from '../frontmatter.js';
import type { Memory, MemoryId } from '../memory.js';
import type { FileContext } from '../memory-file.js';

/** The files of the project root read as instructions (rules: `.claude/rules/**.md`). */
export const INSTRUCTION_FILES = ['CLAUDE.md', 'CLAUDE.local.md', '.claude/CLAUDE.md'] as const;

/** The id of each instruction file of the root. */
const INSTRUCTION_IDS: Readonly<Record<string, string>> = {
  'CLAUDE.md': 'claude-md',
  'CLAUDE.local.md': 'claude-local-md',
  '.claude/CLAUDE.md': 'claude-dir-claude-md',
};

/** The folder of rules below the project root. */
export const RULES_DIR = '.claude/rules';

/** True when `rel` (relative to the project root, `/`-separated) is an instruction file. */
export function isInstructionFile(rel: string): boolean {
  if ((INSTRUCTION_FILES as readonly string[]).includes(rel)) return true;
  return (
    rel.startsWith(`${RULES_DIR}/`) &&
    rel.endsWith('.md') &&
    !rel.split('/').some((part) => part === '..' || part === '')
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\.md$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function heading(body: string): string | undefined {
  const match = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body);
  return match?.[1]?.trim() || undefined;
}

function globs(value: unknown): string[] | undefined {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return undefined;
}

/** Parses an instruction file; null for a path that is not one. */
export function parseInstructionFile(text: string, ctx: FileContext): Memory | null {
  const rel = ctx.relPath as string;
  if (!isInstructionFile(rel)) return null;
  const rule = rel.startsWith(`${RULES_DIR}/`);
  const doc = parseDocument(text, ctx.path);
  const id = (
    rule ? `rule-${slug(rel.slice(RULES_DIR.length + 1))}` : INSTRUCTION_IDS[rel]
  ) as MemoryId;
  const memory: Memory = {
    id,
    title: heading(doc.body) ?? rel,
    type: rule ? 'rule' : 'instructions',
    scope: ctx.scope,
    tags: [],
    links: [],
    created: '',
    updated: '',
    archived: false,
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: doc.data,
  };
  const patterns = globs(doc.data.paths);
  if (rule && patterns?.length) memory.filePatterns = patterns;
  return memory;
}
