import path from 'node:path';
import { StrataError } from '../../core/errors.js';
import { toSummary } from '../../core/memory-card.js';
import { countOf } from '../../core/plural.js';
import { resolveOllamaHost } from '../../embeddings/ollama/ollama-host.js';
import { refreshDigests } from '../../indexing/digests.js';
import { archiveExpiredDrafts } from '../../services/capture/drafts.js';
import { writeModelSummary } from '../../services/capture/model-summary.js';
import { type CaptureResult, captureDrafts } from '../../services/capture/rule-drafts.js';
import { writeHandoff } from '../../services/handoff.js';
import { digestPaths } from '../../storage/digest-paths.js';
import { loadStore } from '../../storage/load-store.js';
import { readString } from '../args.js';
import { decideCliAtStop } from '../auto-memory.js';
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

/** Writes the session's handoff note (SessionEnd, or `--handoff`); null without a local scope or anything to hand over. */
function runHandoff(ctx: CliContext, file: string, session: string | undefined) {
  const local = ctx.scopes.find((s) => s.scope === 'local');
  if (!local) return null;
  const written = writeHandoff({
    transcriptPath: file,
    sessionId: session,
    projectRoot: ctx.projectRoot ?? null,
    local,
    sharedCacheDir: digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).shared,
    redact: ctx.config.privacy.redactSecrets,
    excludePatterns: ctx.config.privacy.excludePatterns,
    maxBytes: ctx.config.drafts.maxTranscriptBytes,
    now: ctx.store.now(),
  });
  if (!written) return null;
  const { note } = written;
  return { id: note.id, file: written.file, branch: note.branch, commit: note.commit };
}

/**
 * The model-written summary draft when `capture.model` is set; null otherwise. A failure
 * or timeout is reported and writes nothing: the rule drafts are already stored.
 */
async function runModelSummary(ctx: CliContext, file: string, session: string | undefined) {
  const { model, timeoutMs, maxPromptChars } = ctx.config.capture;
  if (!model) return null;
  try {
    return await writeModelSummary(ctx.store, {
      transcriptPath: file,
      sessionId: session,
      model,
      // The user's own Ollama: only global/enterprise config or OLLAMA_HOST name it.
      host: resolveOllamaHost({
        configEndpoint: ctx.config.embedding.endpoint,
        ollamaHostEnv: ctx.env.OLLAMA_HOST || undefined,
      }),
      timeoutMs,
      maxPromptChars,
      maxBytes: ctx.config.drafts.maxTranscriptBytes,
      redact: ctx.config.privacy.redactSecrets,
    });
  } catch (error) {
    const why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    ctx.notice(`strata: no model summary from capture.model "${model}": ${why}`);
    return null;
  }
}

/**
 * Proposes the drafts (unless `judged`: Claude was asked at a stop instead) and archives
 * expired ones; refreshes the digests when anything moved.
 */
async function runDrafts(
  ctx: CliContext,
  file: string,
  session: string | undefined,
  judged: boolean,
) {
  const settings = ctx.config.drafts;
  const result: CaptureResult = judged
    ? { sessionId: session ?? 'unknown', created: [], truncated: false }
    : await captureDrafts(ctx.store, {
        transcriptPath: file,
        sessionId: session,
        projectRoot: ctx.projectRoot ?? null,
        redact: ctx.config.privacy.redactSecrets,
        excludePatterns: ctx.config.privacy.excludePatterns,
        maxBytes: settings.maxTranscriptBytes,
      });
  const summary = await runModelSummary(ctx, file, session);
  if (summary) result.created.push(summary);
  const archived = await archiveExpiredDrafts(ctx.store, settings.ttlDays);
  if (result.created.length || archived.length)
    await refreshDigests(
      ctx.store,
      await loadStore(ctx.store),
      ctx.cacheRoot,
      ctx.projectRoot ?? null,
    );
  return { result, archived };
}

/** `strata capture`: draft memories from a session transcript (the hooks' background worker). */
export const captureCommand: Command = {
  name: 'capture',
  help: `strata capture --transcript FILE [--session ID] [--trigger T] [--handoff]

  Reads the end of a Claude Code transcript (at most drafts.maxTranscriptBytes) and writes
  what fixed rules find (a correction by the user, an error fixed, a decision with
  its reason, a file edited through failures) as memories with status: draft in the
  local scope, each quoting its evidence (secrets redacted) and naming its rule. A draft
  an existing memory already says is not written. Drafts older than drafts.ttlDays are
  archived. The SessionEnd hook (and PreCompact) start this in the background; review the
  drafts with strata review. Started by a hook (--trigger) while the Stop hook asks Claude
  (hooks.capture.atStop true, or "auto", the default, with Claude Code's auto memory off),
  it writes no rule drafts: Claude was asked at a stop to judge the same candidates and
  save the real lessons as drafts itself.

  With capture.model set in your global config (e.g. "llama3.2"), your Ollama (the
  embedding host) is also asked for a short summary of the session, written as one more
  draft with capture_rule: model-summary. A failure or capture.timeoutMs passing writes
  no summary and leaves the other drafts as they are.

  With --trigger session-end (or --handoff) it also writes the session's handoff note: a
  breadcrumb in the local scope (what was asked, files changed, the last result of each
  failing or checking command, the next steps named at the end, git branch and commit),
  one per session id, which the next session in the project starts with.`,
  options: {
    transcript: { type: 'string' },
    session: { type: 'string' },
    trigger: { type: 'string' },
    handoff: { type: 'boolean' },
  },
  async run(ctx, { values }) {
    const file = transcriptPath(ctx, values.transcript);
    const session = readString(values.session);
    const trigger = readString(values.trigger) ?? null;
    let handoff: ReturnType<typeof runHandoff> = null;
    try {
      if (values.handoff === true || trigger === 'session-end')
        handoff = runHandoff(ctx, file, session);
    } catch (error) {
      // The drafts do not depend on the note: report it and go on.
      ctx.notice(`strata: no handoff note written: ${(error as Error).message}`);
    }
    const local = ctx.scopes.some((s) => s.scope === 'local');
    if (!ctx.config.drafts.capture || !local) {
      const why = ctx.config.drafts.capture ? 'no local scope here' : 'drafts.capture is off';
      return {
        json: { created: [], archived: [], skipped: why, handoff },
        text: `Nothing captured: ${why}.${handoff ? ` Handoff note ${handoff.id}.` : ''}`,
      };
    }
    // From a hook, while the Stop hook asks, Claude judged the candidates at a stop: the
    // fixed rules write drafts only when it does not (or when run by hand).
    const judged = trigger !== null && decideCliAtStop(ctx).ask;
    const { result, archived } = await runDrafts(ctx, file, session, judged);
    const json = {
      session: result.sessionId,
      trigger,
      ...(judged
        ? { rules: 'skipped: Claude judges the candidates at a stop (hooks.capture.atStop)' }
        : {}),
      truncated: result.truncated,
      created: result.created.map((m) => ({ ...toSummary(m), rule: m.fields.capture_rule })),
      archived,
      handoff,
    };
    const text = [
      ...result.created.map((m) => `Draft ${m.id} (${String(m.fields.capture_rule)}): ${m.title}`),
      `${countOf(result.created.length, 'draft')} from session ${result.sessionId}${archived.length ? `; ${countOf(archived.length, 'expired draft')} archived` : ''}.`,
      ...(handoff ? [`Handoff note ${handoff.id}.`] : []),
    ].join('\n');
    return { json, text };
  },
};
