/**
 * SessionStart: tells Claude what the memory holds (within a token budget) and refreshes
 * a stale or missing digest in the background.
 */
import path from 'node:path';
import {
  auditSummaryLine,
  isAuditSummaryCurrent,
  readAuditSummary,
} from '../core/audit-summary.js';
import { describeIgnoredSettings } from '../core/config-trust.js';
import { DIGEST_VERSION, type SessionDigest } from '../core/digest.js';
import { handoffContextLines, isHandoffFresh, readHandoffNote } from '../core/handoff-render.js';
import { buildSessionContext, type OpenStash } from '../core/session-context.js';
import { readBoundedTextSync } from '../storage/bounded-read.js';
import { handoffPath } from '../storage/handoff-path.js';
import { readStashIndex, stashIndexPath } from '../storage/stash-index.js';
import { newestStoreChange, storeFingerprint } from '../storage/store-fingerprint.js';
import { requestAuditSummary, requestReindex } from './detached.js';
import type { HookEnv } from './hook-env.js';
import { sessionDir } from './hook-env.js';
import type { HookContext } from './runtime.js';
import { readJsonFile } from './state-files.js';

/** Why the digest needs rebuilding, or null when it is fresh. */
export function digestStaleness(
  env: HookEnv,
  digest: SessionDigest | null,
  newest = newestStoreChange(env.scopes),
): string | null {
  if (!digest) return 'missing';
  if (digest.version !== DIGEST_VERSION) return 'other version';
  const built = Date.parse(digest.generatedAt);
  if (!Number.isFinite(built)) return 'no build time';
  if (newest > built) return 'memory folders changed since';
  return null;
}

/** The previous session's handoff lines: not after a compaction or for the same session. */
function handoffLines(ctx: HookContext): string[] {
  if (ctx.input.source === 'compact') return [];
  const note = readHandoffNote(readJsonFile(handoffPath(ctx.env.paths.shared), 256 * 1024));
  if (!note || note.session === ctx.input.session_id || !isHandoffFresh(note, ctx.now)) return [];
  return handoffContextLines(note);
}

function openStashes(env: HookEnv): OpenStash[] {
  return readStashIndex(stashIndexPath(env.paths.shared))
    .stashes.filter((s) => s.status === 'stashed')
    .slice(-8)
    .reverse()
    .map((s) => ({ id: s.id, label: s.label, created: s.created }));
}

/** The summary file, parsed; null when missing, too large, not a file or not a summary. */
function readSummaryFile(file: string) {
  try {
    const read = readBoundedTextSync(file, 64 * 1024);
    return read.ok ? readAuditSummary(JSON.parse(read.text)) : null;
  } catch {
    return null;
  }
}

/**
 * The count of the last background audit when it describes the store as it is, else
 * null after asking for a new one (in the background: the hook never runs the audit).
 */
async function auditCountLine(ctx: HookContext, newest: number): Promise<string | null> {
  const hours = ctx.config.audit.sessionStartIntervalHours;
  if (hours <= 0 || ctx.input.source === 'compact') return null;
  const summary = readSummaryFile(ctx.env.paths.auditSummary);
  const fingerprint = storeFingerprint(ctx.env.scopes, newest);
  if (summary && isAuditSummaryCurrent(summary, fingerprint, ctx.now, hours))
    return auditSummaryLine(summary.counts);
  try {
    if (await requestAuditSummary(ctx.env, ctx.now, hours)) ctx.log('audit summary requested');
  } catch (error) {
    ctx.log(`could not start the audit: ${(error as Error).message}`);
  }
  return null;
}

/** The hook handler. */
export async function handleSessionStart(ctx: HookContext): Promise<string | null> {
  const read = readJsonFile<SessionDigest>(ctx.env.paths.session, 16 * 1024 * 1024);
  const digest =
    read && read.version === DIGEST_VERSION && Array.isArray(read.scopes) ? read : null;
  const newest = newestStoreChange(ctx.env.scopes);
  const stale = digestStaleness(ctx.env, read, newest);
  if (stale) {
    try {
      if (await requestReindex(ctx.env, ctx.now, stale))
        ctx.log(`digest ${stale}: reindex started`);
    } catch (error) {
      ctx.log(`could not start reindex: ${(error as Error).message}`);
    }
  }
  const snapshot =
    ctx.input.source === 'compact' && ctx.session
      ? (readJsonFile<{ label: string; files: string[] }>(
          path.join(sessionDir(ctx.env, ctx.session), 'snapshot.json'),
        ) ?? undefined)
      : undefined;
  // Session start is where the user hears once that a repository's config was overruled.
  const ignored = describeIgnoredSettings(ctx.ignoredSettings);
  return buildSessionContext({
    projectRoot: ctx.env.projectRoot,
    digest,
    stashes: openStashes(ctx.env),
    handoff: handoffLines(ctx),
    snapshot,
    tokenBudget: ctx.config.sessionStart.tokenBudget,
    drafts: Number.isSafeInteger(digest?.drafts) ? digest?.drafts : 0,
    audit: await auditCountLine(ctx, newest),
    notices: ignored ? [`strata: ${ignored}. Run \`strata doctor\` for details.`] : [],
  });
}
