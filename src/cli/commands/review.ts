import {
  findPromotionCandidates,
  type PromotionCandidate,
} from '../../core/claude/claude-promotion.js';
import { StrataError } from '../../core/errors.js';
import { toSummary } from '../../core/memory-card.js';
import { countOf } from '../../core/plural.js';
import { refreshDigests } from '../../indexing/digests.js';
import {
  acceptDraft,
  archiveExpiredDrafts,
  discardDraft,
  findDraft,
  listDrafts,
} from '../../services/capture/drafts.js';
import { type UpdateInput, updateMemory } from '../../services/update.js';
import { loadStore } from '../../storage/load-store.js';
import { readGlobList, readList, readScope, readString } from '../args.js';
import type { CliContext, Command, CommandResult } from '../command.js';

async function listAll(ctx: CliContext): Promise<CommandResult> {
  const archived = await archiveExpiredDrafts(ctx.store, ctx.config.drafts.ttlDays);
  if (archived.length) await refresh(ctx);
  const store = await loadStore(ctx.store);
  const drafts = listDrafts(store);
  const promote = findPromotionCandidates(store.all);
  const json = {
    drafts: drafts.map((m) => ({
      ...toSummary(m),
      rule: m.fields.capture_rule ?? null,
      session: m.fields.session ?? null,
      body: m.body,
    })),
    archived,
    promote,
  };
  const text = [
    ...drafts.map(
      (m) =>
        `${m.id}  [${m.type}, ${String(m.fields.capture_rule ?? 'draft')}, ${m.created.slice(0, 10)}]\n  ${m.title}`,
    ),
    `${countOf(drafts.length, 'draft')} waiting for review${archived.length ? ` (${archived.length} older than ${ctx.config.drafts.ttlDays} days archived)` : ''}.`,
    drafts.length
      ? 'Accept: strata review --accept <id> [--scope project|local|global] [--title T] [--body TEXT]; edit and keep waiting: strata review --edit <id> --title T; discard: strata review --discard <id>.'
      : '',
    ...promotionLines(promote),
  ];
  return { json, text: text.filter(Boolean).join('\n') };
}

/** Claude Code's own notes that look like team knowledge, and how to promote one. */
function promotionLines(promote: readonly PromotionCandidate[]): string[] {
  if (!promote.length) return [];
  return [
    `${countOf(promote.length, 'note')} in Claude Code's own memory may be team knowledge:`,
    ...promote.map((c) => `${c.id}  [${c.type}; ${c.reasons.join(', ')}]\n  ${c.title}`),
    "Promote to the project (with the user's yes): strata move <id> --to project.",
  ];
}

/** The session-start digest counts drafts: bring it up to date after a review. */
async function refresh(ctx: CliContext): Promise<void> {
  await refreshDigests(
    ctx.store,
    await loadStore(ctx.store),
    ctx.cacheRoot,
    ctx.projectRoot ?? null,
  );
}

/** The field edits given with --accept or --edit (none: undefined fields). */
function readEdits(values: Record<string, unknown>): UpdateInput {
  return {
    title: readString(values.title),
    body: readString(values.body),
    tags: readList(values.tags),
    filePatterns: readGlobList(values['file-pattern']),
  };
}

const hasEdits = (edits: UpdateInput) => Object.values(edits).some((v) => v !== undefined);

/**
 * Applies `edits` to draft `id` (it stays a draft): the checks of `strata edit`, under the
 * draft's lock. Refuses an id that is not a draft waiting for review.
 */
async function editDraft(ctx: CliContext, id: string, edits: UpdateInput) {
  const draft = findDraft(await loadStore(ctx.store), id);
  return updateMemory(ctx.store, draft.id, edits, {
    scope: draft.scope,
    ...(draft.hash ? { expectedHash: draft.hash } : {}),
  });
}

/** `strata review`: the drafts captured from sessions, and what to do with each. */
export const reviewCommand: Command = {
  name: 'review',
  help: `strata review
strata review --accept <id> [--scope project|local|global] [EDITS]
strata review --edit <id> EDITS
strata review --discard <id>

  EDITS: [--title T] [--body TEXT] [--tags a,b] [--file-pattern GLOB]

  Without options, lists the drafts waiting for review (and archives those older than
  drafts.ttlDays). --accept makes a draft a normal memory: it stays in the local scope, or
  moves to the scope given (project for lessons the team should share); edits given with
  it are applied to the draft first, with the checks of strata edit, so a refused edit
  accepts nothing. --edit changes a draft and leaves it waiting. --discard moves it to
  archive/, where it stays readable; nothing is deleted.`,
  options: {
    accept: { type: 'string' },
    edit: { type: 'string' },
    discard: { type: 'string' },
    scope: { type: 'string' },
    title: { type: 'string' },
    body: { type: 'string' },
    tags: { type: 'string', multiple: true },
    'file-pattern': { type: 'string', multiple: true },
  },
  async run(ctx, { values }) {
    const accept = readString(values.accept);
    const edit = readString(values.edit);
    const discard = readString(values.discard);
    const edits = readEdits(values);
    if ([accept, edit, discard].filter(Boolean).length > 1)
      throw new StrataError('INVALID_ARGUMENT', 'give one of --accept, --edit and --discard', {
        subject: '--accept/--edit/--discard',
        hint: 'review one draft action at a time',
      });
    if (hasEdits(edits) && !accept && !edit)
      throw new StrataError(
        'INVALID_ARGUMENT',
        '--title, --body, --tags and --file-pattern need --accept <id> or --edit <id>',
        {
          subject: '--title/--body/--tags/--file-pattern',
          hint: 'e.g. strata review --edit <id> --title "…"',
        },
      );
    if (edit) {
      if (!hasEdits(edits))
        throw new StrataError('INVALID_ARGUMENT', `--edit ${edit} names no change`, {
          subject: '--edit',
          hint: 'add --title, --body, --tags or --file-pattern (or use strata edit <id> for $EDITOR)',
        });
      const memory = await editDraft(ctx, edit, edits);
      return {
        json: { edited: toSummary(memory) },
        text: `Edited draft ${memory.id} (still waiting for review): ${memory.path}`,
      };
    }
    if (accept) {
      if (hasEdits(edits)) await editDraft(ctx, accept, edits);
      const memory = await acceptDraft(ctx.store, accept, readScope(values.scope));
      await refresh(ctx);
      return {
        json: { accepted: toSummary(memory) },
        text: `Accepted ${memory.id} into the ${memory.scope} scope (${memory.path}).`,
      };
    }
    if (discard) {
      const archivedPath = await discardDraft(ctx.store, discard);
      await refresh(ctx);
      return {
        json: { discarded: discard, archivedPath },
        text: `Discarded ${discard} → ${archivedPath}`,
      };
    }
    return listAll(ctx);
  },
};
