/**
 * Changing fields of an existing memory in place: only the touched frontmatter lines
 * change, under the file's lock, and `updated` is stamped.
 */
import path from 'node:path';
import { readAliases } from '../core/aliases.js';
import { StrataError } from '../core/errors.js';
import { editDocument, type FieldChanges, parseDocument } from '../core/frontmatter.js';
import type { Memory } from '../core/memory.js';
import { listItems } from '../core/memory-file.js';
import type { ScopeName } from '../core/scope.js';
import { isoSeconds } from '../core/time.js';
import { updateFileText } from '../storage/file-update.js';
import {
  findMemory,
  getWritableScope,
  loadStore,
  type StoreContext,
} from '../storage/load-store.js';
import { assertRealFolders } from '../storage/safe-path.js';
import { readMemoryFile } from '../storage/scan.js';
import { type ClaudeNoteEdit, editClaudeNote } from './claude-memory/claude-notes.js';
import * as check from './validate-input.js';

/** Field changes; omitted fields stay as they are. Unchecked input. */
export interface UpdateInput {
  title?: unknown;
  body?: unknown;
  tags?: unknown;
  /** Replaces the aliases; an empty list removes the field. */
  aliases?: unknown;
  addTags?: unknown;
  removeTags?: unknown;
  severity?: unknown;
  status?: unknown;
  filePatterns?: unknown;
  /** Replaces the command patterns; an empty list removes the field. */
  commandPatterns?: unknown;
}

/** Where the memory is and how sure the caller is of its content. */
export interface UpdateTarget {
  scope?: ScopeName;
  /** The memory's `hash` when the caller read it: refuse if the file changed since. */
  expectedHash?: string;
}

function currentTags(data: Record<string, unknown>): string[] {
  return listItems(data.tags) ?? [];
}

/** The `aliases` change, if they differ from the file's: a list, or undefined to remove it. */
function aliasChange(value: unknown, data: Record<string, unknown>): FieldChanges {
  const aliases = check.checkAliases(value);
  if (JSON.stringify(aliases) === JSON.stringify(readAliases(data.aliases))) return {};
  return { aliases: aliases.length ? aliases : undefined };
}

function computeChanges(
  input: UpdateInput,
  data: Record<string, unknown>,
  stamp: string,
): FieldChanges {
  const changes: FieldChanges = {};
  if (input.title !== undefined) changes.title = check.checkTitle(input.title);
  if (input.aliases !== undefined) Object.assign(changes, aliasChange(input.aliases, data));
  if (input.severity !== undefined) changes.severity = check.checkSeverity(input.severity);
  if (input.filePatterns !== undefined)
    changes.file_patterns = check.checkFilePatterns(input.filePatterns);
  if (input.commandPatterns !== undefined) {
    const commands = check.checkCommandPatterns(input.commandPatterns);
    changes.command_patterns = commands.length ? commands : undefined;
  }
  if (input.status !== undefined) {
    if (typeof input.status !== 'string' || !/^[a-z][a-z0-9-]{0,39}$/.test(input.status)) {
      throw new StrataError(
        'INVALID_ARGUMENT',
        `status ${JSON.stringify(input.status)} is not a status word`,
        {
          subject: 'status',
          hint: 'e.g. open, stashed, resumed, done',
        },
      );
    }
    changes.status = input.status;
  }
  if (input.tags !== undefined || input.addTags !== undefined || input.removeTags !== undefined) {
    const base = input.tags !== undefined ? check.checkTags(input.tags) : currentTags(data);
    const removed = new Set(check.checkTags(input.removeTags));
    const tags = [...new Set([...base, ...check.checkTags(input.addTags)])].filter(
      (t) => !removed.has(t),
    );
    if (JSON.stringify(tags) !== JSON.stringify(currentTags(data))) changes.tags = tags;
  }
  if (Object.keys(changes).length || input.body !== undefined) changes.updated = stamp;
  return changes;
}

/**
 * An update of a note in Claude Code's own memory: its title is the note's `description`,
 * its body the body; strata's other fields have no place in Claude Code's format.
 */
async function updateClaudeMemory(
  ctx: StoreContext,
  memory: Memory,
  input: UpdateInput,
): Promise<Memory> {
  const others = Object.entries(input).filter(
    ([key, value]) => value !== undefined && key !== 'title' && key !== 'body',
  );
  if (others.length) {
    const names = others.map(([key]) => key).join(', ');
    throw new StrataError(
      'INVALID_ARGUMENT',
      `"${memory.id}" is a note in Claude Code's own memory, which has no ${names}`,
      {
        subject: others[0]?.[0],
        hint: `change its title or body, or promote it first: strata promote ${memory.id}`,
      },
    );
  }
  const body =
    input.body === undefined ? undefined : check.checkBody(input.body, ctx.read.maxFileBytes);
  const edit: ClaudeNoteEdit = {};
  if (input.title !== undefined) edit.description = check.checkTitle(input.title);
  if (body !== undefined) edit.body = body.startsWith('\n') ? body : `\n${body}`;
  await editClaudeNote(ctx, memory.id, edit);
  return findMemory(await loadStore(ctx), memory.id, 'claude');
}

/** Applies `input` to memory `id`; returns the memory as now on disk. */
export async function updateMemory(
  ctx: StoreContext,
  id: string,
  input: UpdateInput,
  target: UpdateTarget = {},
): Promise<Memory> {
  const memory = findMemory(await loadStore(ctx), id, target.scope);
  if (memory.scope === 'claude') return updateClaudeMemory(ctx, memory, input);
  const scope = getWritableScope(ctx, memory.scope);
  const body =
    input.body === undefined ? undefined : check.checkBody(input.body, ctx.read.maxFileBytes);
  const stamp = isoSeconds(ctx.now());
  const options = target.expectedHash ? { expectedHash: target.expectedHash } : {};
  await assertRealFolders(scope, [memory.path]);
  await updateFileText(
    memory.path,
    (text) => {
      const changes = computeChanges(input, parseDocument(text, memory.path).data, stamp);
      if (!Object.keys(changes).length) return null;
      const newBody = body === undefined ? undefined : body.startsWith('\n') ? body : `\n${body}`;
      return editDocument(text, memory.path, changes, newBody);
    },
    options,
  );
  const rel = path.relative(scope.dir, memory.path).split(path.sep).join('/');
  const updated = await readMemoryFile(scope, rel, ctx.read);
  if (!updated) throw new StrataError('IO_ERROR', `${memory.path} no longer reads as a memory`);
  return updated;
}
