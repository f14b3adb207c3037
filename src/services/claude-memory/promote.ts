/**
 * Promotion: a note Claude saved in Claude Code's own memory becomes a memory of the
 * project (or local) scope, with its provenance, and leaves Claude Code's folder and its
 * `MEMORY.md`. The project file is created first and the note removed after, so a crash
 * leaves a copy, never a loss; a note changed meanwhile undoes the promotion.
 */
import { stat, unlink } from 'node:fs/promises';
import { removeIndexLines } from '../../core/claude/claude-index.js';
import { StrataError } from '../../core/errors.js';
import { serializeDocument } from '../../core/frontmatter.js';
import type { Memory } from '../../core/memory.js';
import type { ScopeName } from '../../core/scope.js';
import { type DanglingAfterMove, findDanglingAfterMove } from '../../core/scope-reach.js';
import { isoSeconds } from '../../core/time.js';
import { getWritableScope, loadStore, type StoreContext } from '../../storage/load-store.js';
import { ensureLocalIgnored } from '../../storage/local-ignore.js';
import { assertRealFolders, resolveInside } from '../../storage/safe-path.js';
import { createScopeFile } from '../../storage/scope/scope-write.js';
import { folderFor } from '../remember.js';
import { findClaudeNote, removeClaudeNoteFile, updateClaudeIndex } from './claude-notes.js';

/** Where a promoted memory came from, written into its frontmatter. */
interface Provenance {
  /** The note's path inside Claude Code's memory folder. */
  relPath: string;
  /** When the promotion happened (ISO seconds). */
  promoted: string;
  /** When the note was last written, as its file says (ISO seconds). */
  written: string;
  /** The Claude Code session that proposed it, when known. */
  session?: string | undefined;
}

/**
 * The project memory a promoted note becomes: strata's frontmatter with the note's name,
 * description and type kept, its `[[name]]` links as `links` (those that resolve), and
 * the provenance; the body as Claude wrote it.
 */
function renderPromoted(note: Memory, links: readonly string[], provenance: Provenance): string {
  const fields: Record<string, unknown> = {
    id: note.id,
    title: note.title,
    type: note.type,
    created: provenance.written,
    updated: provenance.promoted,
    links: links.length ? [...links] : undefined,
    origin: `claude-code-memory:${provenance.relPath}`,
    promoted: provenance.promoted,
    session: provenance.session,
  };
  return serializeDocument(fields, note.body);
}

/** What a promotion is asked to do. */
export interface PromoteInput {
  id: string;
  /** `project` (the team's, the default) or `local`. */
  to?: ScopeName;
  /** The Claude Code session that proposed it, recorded as provenance. */
  session?: string | undefined;
  /** Work out the paths and links; write nothing. */
  dryRun?: boolean;
}

/** What a promotion did. */
export interface PromoteResult {
  id: string;
  scope: ScopeName;
  /** The note's file in Claude Code's folder (now removed). */
  from: string;
  /** The new memory file. */
  path: string;
  /** The `[[name]]` links kept as `links` (those that name an existing memory). */
  links: string[];
  /** Links that will not resolve for everyone who reads the target scope. */
  dangling: DanglingAfterMove[];
}

/** Promotes claude note `input.id` to the project (or local) scope. */
export async function promoteClaudeNote(
  ctx: StoreContext,
  input: PromoteInput,
): Promise<PromoteResult> {
  const to = input.to ?? 'project';
  if (to !== 'project' && to !== 'local') {
    throw new StrataError('INVALID_ARGUMENT', `cannot promote to the ${to} scope`, {
      subject: 'to',
      hint: 'promote to project (the team) or local (only you, kept by strata)',
    });
  }
  const target = getWritableScope(ctx, to);
  const { note, scope } = await findClaudeNote(ctx, input.id);
  const store = await loadStore(ctx);
  if (store.all.some((m) => m.scope === to && m.id === note.id)) {
    throw new StrataError('ALREADY_EXISTS', `the ${to} scope already has a memory "${note.id}"`, {
      subject: note.id,
      hint: `merge them instead: strata merge ${note.id} …, or rename the note first`,
    });
  }
  const known = new Set(store.all.filter((m) => m !== note).map((m) => m.id as string));
  const links = note.links.filter((l) => known.has(l));
  const written = isoSeconds((await stat(note.path)).mtime);
  const promoted = isoSeconds(ctx.now());
  const text = renderPromoted(note, links, {
    relPath: note.relPath,
    promoted,
    written,
    session: input.session,
  });
  await assertRealFolders(target);
  const rel = `${folderFor(target, String(note.type))}/${note.id}.md`.replace(/^\//, '');
  const file = resolveInside(target.dir, rel);
  await assertRealFolders(target, [file]);
  const others = store.all.filter((m) => m !== note);
  const dangling = findDanglingAfterMove({ id: note.id, scope: to, links }, [], others);
  const result = { id: note.id, scope: to, from: note.path, path: file, links, dangling };
  if (input.dryRun) return result;
  if (to === 'local') await ensureLocalIgnored(target.dir);
  await createScopeFile(target, file, text);
  try {
    await removeClaudeNoteFile(note);
  } catch (error) {
    await unlink(file).catch(() => {});
    throw error;
  }
  await updateClaudeIndex(scope, (index) => removeIndexLines(index, note.relPath));
  return result;
}
