import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { summarize } from '../../core/memory.js';
import { captureDrafts } from '../../services/capture.js';
import { refreshDigests } from '../../services/digests.js';
import { archiveExpiredDrafts } from '../../services/drafts.js';
import { loadStore } from '../../services/store.js';
import { readString } from '../args.js';
import type { CliContext, Command } from '../command.js';

function transcriptPath(ctx: CliContext, value: unknown): string {
  const file = readString(value);
  if (!file?.endsWith('.jsonl')) {
    throw new StrataError(
      'INVALID_ARGUMENT',
      `--transcript ${JSON.stringify(file ?? '')} is not a .jsonl file`,
      {
        subject: '--transcript',
        hint: 'pass the transcript_path Claude Code gives its hooks',
      },
    );
  }
  return path.resolve(ctx.cwd, file);
}

/** `strata capture`: draft memories from a session transcript (the hooks' background worker). */
export const captureCommand: Command = {
  name: 'capture',
  summary: 'Propose draft memories from a session transcript (run by the hooks)',
  help: `strata capture --transcript FILE [--session ID] [--trigger T]

  Reads the end of a Claude Code transcript (at most drafts.maxTranscriptBytes) and writes
  what four fixed rules find (a correction by the user, an error fixed, a decision with
  its reason, a file edited through failures) as memories with status: draft in the
  local scope, each quoting its evidence (secrets redacted) and naming its rule. A draft
  an existing memory already says is not written. Drafts older than drafts.ttlDays are
  archived. The PreCompact and SessionEnd hooks start this in the background; review the
  drafts with strata review.`,
  options: {
    transcript: { type: 'string' },
    session: { type: 'string' },
    trigger: { type: 'string' },
  },
  async run(ctx, { values }) {
    const file = transcriptPath(ctx, values.transcript);
    const settings = ctx.config.drafts;
    const local = ctx.scopes.some((s) => s.scope === 'local');
    if (!settings.capture || !local) {
      const why = settings.capture ? 'no local scope here' : 'drafts.capture is off';
      return {
        json: { created: [], archived: [], skipped: why },
        text: `Nothing captured: ${why}.`,
      };
    }
    const result = await captureDrafts(ctx.store, {
      transcriptPath: file,
      sessionId: readString(values.session),
      projectRoot: ctx.projectRoot ?? null,
      redact: ctx.config.privacy.redactSecrets,
      excludePatterns: ctx.config.privacy.excludePatterns,
      maxBytes: settings.maxTranscriptBytes,
    });
    const archived = await archiveExpiredDrafts(ctx.store, settings.ttlDays);
    if (result.created.length || archived.length)
      await refreshDigests(
        ctx.store,
        await loadStore(ctx.store),
        ctx.cacheRoot,
        ctx.projectRoot ?? null,
      );
    const json = {
      session: result.sessionId,
      trigger: readString(values.trigger) ?? null,
      truncated: result.truncated,
      created: result.created.map((m) => ({ ...summarize(m), rule: m.fields.capture_rule })),
      archived,
    };
    const text = [
      ...result.created.map((m) => `Draft ${m.id} (${String(m.fields.capture_rule)}): ${m.title}`),
      `${result.created.length} drafts from session ${result.sessionId}${archived.length ? `; ${archived.length} expired drafts archived` : ''}.`,
    ].join('\n');
    return { json, text };
  },
};
