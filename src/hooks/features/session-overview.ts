/**
 * Session overview (SessionStart): tells Claude what the memory holds, within a token
 * budget, with the open stashes, the thread before a compaction and the notices of the
 * session.
 */
import path from 'node:path';
import { describeConfigProblems } from '../../core/config/config-keys.js';
import { describeIgnoredSettings } from '../../core/config/config-trust.js';
import { DIGEST_VERSION, type SessionDigest } from '../../core/digest.js';
import { buildSessionContext, type OpenStash } from '../../core/session-context.js';
import { readStashIndex, stashIndexPath } from '../../storage/stash-index.js';
import type { HookEnv } from '../hook-env.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { readJsonFile } from '../state-files.js';

function openStashes(env: HookEnv): OpenStash[] {
  return readStashIndex(stashIndexPath(env.paths.shared))
    .stashes.filter((s) => s.status === 'stashed')
    .slice(-8)
    .reverse()
    .map((s) => ({ id: s.id, label: s.label, created: s.created }));
}

/** The thread kept at compaction, for the start that follows it. */
function compactSnapshot(ctx: HookContext): { label: string; files: string[] } | undefined {
  if (ctx.input.source !== 'compact' || !ctx.session) return undefined;
  return (
    readJsonFile<{ label: string; files: string[] }>(
      path.join(sessionDir(ctx.env, ctx.session), 'snapshot.json'),
    ) ?? undefined
  );
}

/**
 * The overview text from the session digest as read (`read`: any version, or null) and the
 * handoff lines of the previous session, the audit count line if any, and further notices.
 */
export function sessionOverview(
  ctx: HookContext,
  read: SessionDigest | null,
  handoff: string[],
  audit: string | null,
  extra: readonly string[] = [],
): string {
  const digest =
    read && read.version === DIGEST_VERSION && Array.isArray(read.scopes) ? read : null;
  // Session start is where the user hears once that a repository's config was overruled.
  const ignored = describeIgnoredSettings(ctx.ignoredSettings);
  const problems = describeConfigProblems(ctx.configProblems);
  return buildSessionContext({
    projectRoot: ctx.env.projectRoot,
    digest,
    stashes: openStashes(ctx.env),
    handoff,
    snapshot: compactSnapshot(ctx),
    tokenBudget: ctx.config.sessionStart.tokenBudget,
    policyTokenBudget: ctx.config.enterpriseSessionStart.tokenBudget,
    drafts: Number.isSafeInteger(digest?.drafts) ? digest?.drafts : 0,
    promotable: Number.isSafeInteger(digest?.promotable) ? digest?.promotable : 0,
    audit,
    notices: [
      ...[ignored, problems]
        .filter((line): line is string => line !== null)
        .map((line) => `strata: ${line}. Run \`strata doctor\` for details.`),
      ...extra,
    ],
  });
}
