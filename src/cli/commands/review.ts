import { toSummary } from '../../core/memory-card.js';
import { refreshDigests } from '../../indexing/digests.js';
import {
  acceptDraft,
  archiveExpiredDrafts,
  discardDraft,
  listDrafts,
} from '../../services/drafts.js';
import { loadStore } from '../../storage/load-store.js';
import { readScope, readString } from '../args.js';
import type { CliContext, Command, CommandResult } from '../command.js';

async function listAll(ctx: CliContext): Promise<CommandResult> {
  const archived = await archiveExpiredDrafts(ctx.store, ctx.config.drafts.ttlDays);
  if (archived.length) await refresh(ctx);
  const drafts = listDrafts(await loadStore(ctx.store));
  const json = {
    drafts: drafts.map((m) => ({
      ...toSummary(m),
      rule: m.fields.capture_rule ?? null,
      session: m.fields.session ?? null,
      body: m.body,
    })),
    archived,
  };
  const text = [
    ...drafts.map(
      (m) =>
        `${m.id}  [${m.type}, ${String(m.fields.capture_rule ?? 'draft')}, ${m.created.slice(0, 10)}]\n  ${m.title}`,
    ),
    `${drafts.length} drafts waiting for review${archived.length ? ` (${archived.length} older than ${ctx.config.drafts.ttlDays} days archived)` : ''}.`,
    drafts.length
      ? 'Accept: strata review --accept <id> [--scope project|local|global]; discard: strata review --discard <id>; edit first: strata edit <id>.'
      : '',
  ];
  return { json, text: text.filter(Boolean).join('\n') };
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

/** `strata review`: the drafts captured from sessions, and what to do with each. */
export const reviewCommand: Command = {
  name: 'review',
  summary: 'Review draft memories captured from sessions (accept or discard)',
  help: `strata review
strata review --accept <id> [--scope project|local|global]
strata review --discard <id>

  Without options, lists the drafts waiting for review (and archives those older than
  drafts.ttlDays). --accept makes a draft a normal memory: it stays in the local scope, or
  moves to the scope given (project for lessons the team should share). --discard moves
  it to archive/, where it stays readable; nothing is deleted. Edit a draft before
  accepting it with strata edit <id>.`,
  options: {
    accept: { type: 'string' },
    discard: { type: 'string' },
    scope: { type: 'string' },
  },
  async run(ctx, { values }) {
    const accept = readString(values.accept);
    const discard = readString(values.discard);
    if (accept) {
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
