/**
 * strata's writes to Claude Code's own memory folder (the `claude` scope), in Claude
 * Code's format: a link is a `[[name]]` in the body, an edit changes `description`,
 * `metadata.type` or the body and nothing else, and `MEMORY.md` keeps one true pointer
 * line per note. Every write holds the note's lock, insists the note did not change since
 * it was read, and refuses links on the way (the folder and the note must be real).
 */
import { lstat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { removeIndexLines, setIndexLine } from '../../core/claude/claude-index.js';
import { CLAUDE_INDEX_FILE, claudeTypeOf, wikiLinks } from '../../core/claude/claude-memory.js';
import { StrataError } from '../../core/errors.js';
import { editDocument, type FieldChanges, parseDocument } from '../../core/frontmatter.js';
import { isMemoryType, type Memory } from '../../core/memory.js';
import { hashText, lockPathFor, readFileText, updateFileText } from '../../storage/file-update.js';
import { findMemory, getScope, loadStore, type StoreContext } from '../../storage/load-store.js';
import { withLock } from '../../storage/lock.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { createScopeFile } from '../../storage/scope/scope-write.js';

/** The note `id` of the claude scope and its scope folder, checked for links on the way. */
export async function findClaudeNote(
  ctx: StoreContext,
  id: string,
): Promise<{ note: Memory; scope: ScopeDir }> {
  const scope = getScope(ctx, 'claude');
  const note = findMemory(await loadStore(ctx), id, 'claude');
  await assertRealFolders(scope, [note.path, path.join(scope.dir, CLAUDE_INDEX_FILE)]);
  const info = await lstat(note.path);
  if (!info.isFile()) {
    throw new StrataError('UNSAFE_PATH', `${note.path} is not a regular file`, {
      subject: note.path,
      hint: 'replace the link with the note itself',
    });
  }
  return { note, scope };
}

/** Rewrites the note under its lock, refusing when it changed since it was read. */
async function rewriteNote(note: Memory, mutate: (text: string) => string | null): Promise<void> {
  const options = note.hash ? { expectedHash: note.hash } : {};
  await updateFileText(note.path, mutate, options);
}

/**
 * Applies `edit` to `MEMORY.md` under its lock (creating it when `create` and absent).
 * `edit` returns null to leave it alone.
 */
export async function updateClaudeIndex(
  scope: ScopeDir,
  edit: (text: string) => string | null,
): Promise<void> {
  const file = path.join(scope.dir, CLAUDE_INDEX_FILE);
  const info = await lstat(file).catch(() => null);
  if (info && !info.isFile()) {
    throw new StrataError('UNSAFE_PATH', `${file} is not a regular file`, {
      subject: file,
      hint: 'replace the link with the file itself',
    });
  }
  if (info) {
    await updateFileText(file, edit);
    return;
  }
  const created = edit('');
  if (created === null) return;
  await withLock(lockPathFor(file), () => createScopeFile(scope, file, created));
}

/** Adds `[[to]]` to the body of claude note `from` (a line `Related: [[to]]`); no-op when there. */
export async function linkClaudeNote(
  ctx: StoreContext,
  from: string,
  to: string,
): Promise<boolean> {
  const { note } = await findClaudeNote(ctx, from);
  if (from === to || wikiLinks(note.body).includes(to as Memory['id'])) return false;
  await rewriteNote(note, (text) => {
    const body = parseDocument(text, note.path).body;
    const eol = text.includes('\r\n') ? '\r\n' : '\n';
    const sep = body === '' || body.endsWith('\n') ? '' : eol;
    return editDocument(text, note.path, {}, `${body}${sep}${eol}Related: [[${to}]]${eol}`);
  });
  return true;
}

/** What an edit of a claude note may change: Claude Code's own fields and the body. */
export interface ClaudeNoteEdit {
  description?: string;
  type?: string;
  body?: string;
}

function typeChanges(data: Record<string, unknown>, type: string): FieldChanges {
  if (!isMemoryType(type)) {
    throw new StrataError('INVALID_ARGUMENT', `type ${JSON.stringify(type)} is not a type name`, {
      subject: 'type',
      hint: 'use user, feedback, project or reference',
    });
  }
  const metadata = data.metadata;
  if (typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata))
    return { metadata: { ...metadata, type } };
  if (data.type !== undefined) return { type };
  return { metadata: { type } };
}

/** Edits a claude note in Claude Code's format and keeps its `MEMORY.md` line true. */
export async function editClaudeNote(
  ctx: StoreContext,
  id: string,
  edit: ClaudeNoteEdit,
): Promise<void> {
  const { note, scope } = await findClaudeNote(ctx, id);
  const description = edit.description?.replace(/[\r\n]+/g, ' ').trim();
  if (edit.description !== undefined && !description) {
    throw new StrataError('INVALID_ARGUMENT', 'description must not be empty', {
      subject: 'description',
      hint: 'give a one-line summary',
    });
  }
  await rewriteNote(note, (text) => {
    const data = parseDocument(text, note.path).data;
    const changes: FieldChanges = {};
    if (description) changes.description = description;
    if (edit.type !== undefined && edit.type !== claudeTypeOf(data))
      Object.assign(changes, typeChanges(data, edit.type));
    return editDocument(text, note.path, changes, edit.body);
  });
  if (description)
    await updateClaudeIndex(scope, (text) =>
      setIndexLine(text, note.relPath, note.id, description),
    );
}

/** Removes a claude note and its `MEMORY.md` line (the file is deleted, as Claude Code does). */
export async function forgetClaudeNote(ctx: StoreContext, id: string): Promise<Memory> {
  const { note, scope } = await findClaudeNote(ctx, id);
  await removeClaudeNoteFile(note);
  await updateClaudeIndex(scope, (text) => removeIndexLines(text, note.relPath));
  return note;
}

/** Deletes the note's file under its lock, refusing when it changed since it was read. */
export async function removeClaudeNoteFile(note: Memory): Promise<void> {
  await withLock(lockPathFor(note.path), async () => {
    if (note.hash && hashText(await readFileText(note.path)) !== note.hash) {
      throw new StrataError('CONFLICT', `${note.path} changed since it was read`, {
        subject: note.path,
        hint: 'read it again and repeat the command',
      });
    }
    await unlink(note.path);
  });
}
