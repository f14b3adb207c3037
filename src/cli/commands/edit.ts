import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aliasesProblem, MAX_ALIASES } from '../../core/aliases.js';
import { encodeText } from '../../core/byte-text.js';
import { parseScopedMemory } from '../../core/claude/claude-memory.js';
import { StrataError } from '../../core/errors.js';
import type { Memory } from '../../core/memory.js';
import { toSummary } from '../../core/memory-card.js';
import { toScopeRelativePath } from '../../core/path-kinds.js';
import { updateMemory } from '../../services/update.js';
import { hashText, readFileText, updateFileText } from '../../storage/file-update.js';
import { findMemory, getWritableScope, loadStore } from '../../storage/load-store.js';
import { assertRealFolders } from '../../storage/safe-path.js';
import {
  readGlobList,
  readList,
  readPhrases,
  readScope,
  readString,
  requirePositional,
} from '../args.js';
import type { CliContext, Command, ParsedArgs } from '../command.js';
import { refreshHookDigests } from '../refresh-hook-digests.js';

const FIELD_OPTIONS = [
  'title',
  'body',
  'tags',
  'alias',
  'add-tag',
  'remove-tag',
  'severity',
  'status',
  'file-pattern',
  'command-pattern',
];

/** Aliases changed in the editor get the checks `--alias` gets (an old file's are kept). */
function checkEditedAliases(before: readonly string[] | undefined, after: Memory): void {
  if (JSON.stringify(before ?? []) === JSON.stringify(after.aliases ?? [])) return;
  const problem = aliasesProblem(after.aliases ?? []);
  if (problem)
    throw new StrataError('INVALID_FRONTMATTER', `${after.path}: field "aliases" ${problem}`, {
      subject: after.path,
      hint: `keep 2-${MAX_ALIASES} short phrases, one line each`,
    });
}

/**
 * The error for an editor that did not exit cleanly: the memory is untouched, a copy the
 * editor changed is kept (and named), an untouched one is removed.
 */
async function editorFailed(
  editor: string,
  status: number | null,
  file: string,
  original: string,
  copy: string,
): Promise<StrataError> {
  const kept = (await readFileText(copy).catch(() => original)) !== original;
  if (!kept) await rm(path.dirname(copy), { recursive: true, force: true });
  // sh answers 127 when it cannot find the command.
  const hint =
    status === 127
      ? `set VISUAL or EDITOR to an editor installed here ("${editor}" was not found)`
      : kept
        ? `your edit is kept in ${copy}; copy it over the file, or run strata edit again and quit the editor normally`
        : 'run strata edit again and quit the editor normally (or use --title/--body/--add-tag)';
  return new StrataError('IO_ERROR', `${editor} exited with ${status}; ${file} is unchanged`, {
    subject: file,
    hint,
  });
}

/**
 * Opens a copy in $EDITOR, checks it still parses, and writes it back only if the
 * original did not change meanwhile: a broken edit or a concurrent change loses nothing.
 */
async function editInEditor(ctx: CliContext, id: string, args: ParsedArgs) {
  const memory = findMemory(await loadStore(ctx.store), id, readScope(args.values.scope));
  const scope = getWritableScope(ctx.store, memory.scope);
  const editor = ctx.env.VISUAL || ctx.env.EDITOR;
  if (!editor) {
    throw new StrataError('INVALID_ARGUMENT', 'no editor: $EDITOR is not set', {
      hint: 'set EDITOR (e.g. EDITOR=vim), or change fields without one: --title, --body, --tags, --add-tag',
    });
  }
  const original = await readFileText(memory.path);
  const dir = await mkdtemp(path.join(tmpdir(), 'strata-edit-'));
  const copy = path.join(dir, path.basename(memory.path));
  await writeFile(copy, encodeText(original));
  const run = spawnSync('sh', ['-c', `${editor} "$1"`, 'sh', copy], {
    stdio: 'inherit',
    env: { ...ctx.env },
  });
  if (run.status !== 0) throw await editorFailed(editor, run.status, memory.path, original, copy);
  const edited = await readFileText(copy);
  if (edited === original) {
    await rm(dir, { recursive: true, force: true });
    return { json: { ...toSummary(memory), changed: false }, text: `${memory.id}: no change` };
  }
  const relPath = toScopeRelativePath(
    path.relative(scope.dir, memory.path).split(path.sep).join('/'),
  );
  try {
    const parsed = parseScopedMemory(edited, { path: memory.path, relPath, scope: memory.scope });
    if (!parsed) {
      throw new StrataError(
        'INVALID_FRONTMATTER',
        `${memory.path}: the edited file has no type field`,
      );
    }
    checkEditedAliases(memory.aliases, parsed);
    await assertRealFolders(scope, [memory.path]);
    // The person saw the whole file, markers included: what they saved is their resolution.
    await updateFileText(memory.path, () => edited, {
      expectedHash: hashText(original),
      resolvesConflict: true,
    });
  } catch (error) {
    if (error instanceof StrataError) {
      throw new StrataError(error.code, `${error.message}; your edit is kept in ${copy}`, {
        hint: error.hint ?? '',
      });
    }
    throw error;
  }
  await rm(dir, { recursive: true, force: true });
  await refreshHookDigests(ctx);
  return {
    json: { ...toSummary(memory), changed: true },
    text: `Saved ${memory.id}: ${memory.path}`,
  };
}

/** `strata edit`: change a memory, in $EDITOR or with flags. */
export const editCommand: Command = {
  name: 'edit',
  help: `strata edit <id> [--scope S]                      opens $VISUAL/$EDITOR
strata edit <id> [--title T] [--body TEXT] [--tags a,b] [--add-tag T] [--remove-tag T]
                 [--alias PHRASE]... [--severity S] [--status S] [--file-pattern GLOB]
                 [--command-pattern P]...

  --command-pattern replaces the command patterns (repeat it for each; "" removes them).
  --alias replaces the aliases (repeat it for each; --alias "" removes them all).
  With flags, only those frontmatter fields change; every other line stays as it is.
  In the editor, the result is checked before it is saved; if it is broken, or the file
  changed meanwhile, nothing is overwritten and your edit is kept in a temp file.`,
  options: {
    scope: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    tags: { type: 'string', multiple: true },
    alias: { type: 'string', multiple: true },
    'add-tag': { type: 'string', multiple: true },
    'remove-tag': { type: 'string', multiple: true },
    severity: { type: 'string' },
    status: { type: 'string' },
    'file-pattern': { type: 'string', multiple: true },
    'command-pattern': { type: 'string', multiple: true },
  },
  async run(ctx, args) {
    const id = requirePositional(args, 0, 'id', 'strata edit <id>');
    const v = args.values;
    if (!FIELD_OPTIONS.some((o) => v[o] !== undefined)) return editInEditor(ctx, id, args);
    const scope = readScope(v.scope);
    const memory = await updateMemory(
      ctx.store,
      id,
      {
        title: readString(v.title),
        body: readString(v.body),
        tags: readList(v.tags),
        aliases: readPhrases(v.alias),
        addTags: readList(v['add-tag']),
        removeTags: readList(v['remove-tag']),
        severity: v.severity,
        status: v.status,
        filePatterns: readGlobList(v['file-pattern']),
        commandPatterns: readPhrases(v['command-pattern']),
      },
      scope ? { scope } : {},
    );
    await refreshHookDigests(ctx);
    return {
      json: { ...toSummary(memory), changed: true },
      text: `Saved ${memory.id}: ${memory.path}`,
    };
  },
};
