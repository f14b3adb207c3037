/**
 * From file text to a {@link Memory}, and the field checks `verify` reports. Pure: no I/O.
 */
import { aliasesProblem, readAliases } from './aliases.js';
import { StrataError } from './errors.js';
import { parseDocument } from './frontmatter.js';
import {
  isKnownMemoryType,
  isMemoryId,
  isMemoryType,
  isSeverity,
  MEMORY_TYPES,
  type Memory,
  type MemoryId,
  type Severity,
} from './memory.js';
import type { AbsolutePath, ScopeRelativePath } from './path-kinds.js';
import type { ScopeName } from './scope.js';
import { suggestWord } from './suggest.js';

/** Where a file sits: everything about it that is not in its text. */
export interface FileContext {
  /** Absolute path. */
  path: AbsolutePath;
  /** Path relative to the scope directory, `/`-separated. */
  relPath: ScopeRelativePath;
  scope: ScopeName;
}

/** The file name without folders and `.md`: the id of a memory that has no `id` field. */
export function idFromPath(relPath: string): string {
  const base = relPath.slice(relPath.lastIndexOf('/') + 1);
  return base.replace(/\.md$/i, '');
}

function fieldError(ctx: FileContext, field: string, reason: string, hint: string): StrataError {
  return new StrataError('INVALID_FRONTMATTER', `${ctx.path}: field "${field}" ${reason}`, {
    subject: ctx.path,
    hint,
  });
}

/**
 * The items of a list field as older stores write it: a YAML list, or one comma-separated
 * string (`tags: auth, api`). Returns undefined when the value is neither. Every reader of
 * `tags`/`links` must use this, or an edit would turn `a, b` into one item.
 */
export function listItems(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
    return value.map(String);
  }
  return undefined;
}

function readStringList(value: unknown, ctx: FileContext, field: string): string[] {
  const items = listItems(value);
  if (items) return items;
  throw fieldError(ctx, field, 'must be a list of words', `write it as ${field}: [a, b]`);
}

function readTimestamp(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function deriveTitle(body: string, id: string): string {
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(body);
  return heading?.[1]?.trim() || id;
}

/**
 * Parses a memory file. Returns null when the text is not a memory (no frontmatter, or
 * frontmatter without `type`): such markdown is skipped without error. Throws
 * {@link StrataError} naming the file and field when the file is a memory but is invalid.
 */
export function parseMemory(text: string, ctx: FileContext): Memory | null {
  if (/\u0000/.test(text)) {
    throw new StrataError('BINARY_FILE', `${ctx.path}: is a binary file, not markdown`, {
      subject: ctx.path,
      hint: 'move it out of the memory directory',
    });
  }
  const doc = parseDocument(text, ctx.path);
  const data = doc.data;
  if (!doc.hasFrontmatter || data.type === undefined) return null;
  if (!isMemoryType(data.type)) {
    throw fieldError(
      ctx,
      'type',
      `is ${JSON.stringify(data.type)}, not a type name`,
      'use one of decision, learning, artifact, gotcha, breadcrumb, hub (or a short lowercase word)',
    );
  }
  const rawId = data.id ?? idFromPath(ctx.relPath);
  if (!isMemoryId(rawId)) {
    throw new StrataError(
      'INVALID_ID',
      `${ctx.path}: id ${JSON.stringify(rawId)} is not a safe id`,
      {
        subject: ctx.path,
        hint: 'use lowercase letters, digits and dashes, e.g. decision-use-postgres',
      },
    );
  }
  const title =
    typeof data.title === 'string' && data.title.trim() ? data.title : deriveTitle(doc.body, rawId);
  const links = readStringList(data.links, ctx, 'links');
  const badLink = links.find((l) => !isMemoryId(l));
  if (badLink !== undefined) {
    throw fieldError(
      ctx,
      'links',
      `holds ${JSON.stringify(badLink)}, which is not a memory id`,
      'list memory ids, e.g. links: [decision-use-postgres]',
    );
  }
  const memory: Memory = {
    id: rawId,
    title,
    type: data.type,
    scope: ctx.scope,
    tags: readStringList(data.tags, ctx, 'tags'),
    links: links as MemoryId[],
    created: readTimestamp(data.created),
    updated: readTimestamp(data.updated ?? data.created),
    archived: ctx.relPath === 'archive' || ctx.relPath.startsWith('archive/'),
    body: doc.body,
    path: ctx.path,
    relPath: ctx.relPath,
    fields: data,
  };
  const aliases = readAliases(data.aliases);
  if (!aliases)
    throw fieldError(ctx, 'aliases', 'must be a list of phrases', 'write it as aliases: [a, b]');
  if (aliases.length) memory.aliases = aliases;
  const severity = readSeverity(data.severity);
  if (severity) memory.severity = severity;
  const patterns = data.file_patterns ?? data.filePatterns;
  if (patterns !== undefined) memory.filePatterns = readStringList(patterns, ctx, 'file_patterns');
  const commands = data.command_patterns ?? data.commandPatterns;
  if (commands !== undefined)
    memory.commandPatterns = readStringList(commands, ctx, 'command_patterns');
  if (typeof data.status === 'string') memory.status = data.status;
  return memory;
}

/**
 * The severity a hand-written `severity` field is served at. One of the four as written
 * (or in other case) is itself; anything else is `critical` when it reads as a typo of
 * it, else `high`: never lower, so a typo (`hgih`, `urgent`) neither hides a warning nor
 * drops the gotcha from the session-start list. {@link checkMemoryFields} names it.
 */
export function readSeverity(value: unknown): Severity | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (isSeverity(value)) return value;
  const lower = String(value).toLowerCase();
  if (isSeverity(lower)) return lower;
  return suggestWord(lower, ['critical']) ? 'critical' : 'high';
}

/** A non-fatal remark about a memory that loads: shown by `verify`. */
export interface FieldWarning {
  path: string;
  field: string;
  message: string;
  /**
   * The file is read other than its author likely meant (an enum typo): besides `verify`,
   * `doctor`, the audit and session start name it.
   */
  misread?: boolean;
}

/** Checks the fields a memory should have; each finding names the field and the fix. */
export function checkMemoryFields(memory: Memory): FieldWarning[] {
  const warnings: FieldWarning[] = [];
  const warn = (field: string, message: string, misread = false) =>
    warnings.push({
      path: memory.path,
      field,
      message: `${memory.path}: ${message}`,
      ...(misread ? { misread } : {}),
    });
  if (typeof memory.fields.title !== 'string')
    warn('title', 'has no title field (derived from the body)');
  if (!memory.created)
    warn('created', 'has no created timestamp; add created: "YYYY-MM-DDTHH:MM:SSZ"');
  if (memory.severity && memory.fields.severity !== memory.severity) {
    warn(
      'severity',
      `severity ${JSON.stringify(memory.fields.severity)} is not one of critical, high, medium, low: served as ${memory.severity} until fixed (an unknown severity is never served lower)`,
      true,
    );
  }
  const aliases = aliasesProblem(memory.aliases ?? []);
  if (aliases) warn('aliases', `aliases ${aliases} (search still reads them all)`);
  if (!isKnownMemoryType(memory.type)) {
    const meant = suggestWord(String(memory.type), MEMORY_TYPES);
    if (meant)
      warn(
        'type',
        `type "${memory.type}" is not a known type: did you mean "${meant}"? (read as a custom type until fixed)`,
        true,
      );
    else warn('type', `custom type "${memory.type}" (kept as it is)`);
  }
  if (memory.type === 'gotcha' && !memory.filePatterns?.length && !memory.commandPatterns?.length) {
    warn(
      'file_patterns',
      memory.tags.length
        ? 'gotcha has no file_patterns, so it is not shown when a file is read; add the globs of the files it concerns, or command_patterns for the commands it concerns (or turn hooks.gotchas.matchTags on to match its tags against paths)'
        : 'gotcha has neither file_patterns, command_patterns nor tags, so it can never be shown before an edit or a command',
    );
  }
  return warnings;
}
