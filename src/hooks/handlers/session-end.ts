/**
 * SessionEnd. All SessionEnd hooks share a 1.5 s budget, so this does only small
 * file work itself (topic history, pruning old session folders) and hands the reading of
 * the transcript to a detached `strata capture` and the digest refresh to a detached
 * `strata reindex`. No output.
 */
import { requestCapture, requestReindex } from '../detached.js';
import { pruneOldSessions } from '../features/session-prune.js';
import { saveTopicHistory } from '../features/topic-history.js';
import type { HookContext } from '../hook-frame.js';
import { readPromptState } from '../session-state.js';

/** The SessionEnd handler: what `runHook` runs for the event, whatever io it is given. */
export async function handleSessionEnd(ctx: HookContext): Promise<null> {
  if (!ctx.session) return null;
  const state = readPromptState(ctx.env, ctx.session);
  saveTopicHistory(ctx, state);
  if (await requestCapture(ctx.env, ctx.input, 'session-end')) ctx.log('capture started');
  if (state?.wroteMemories && (await requestReindex(ctx.env, ctx.now, 'session wrote memories')))
    ctx.log('reindex started');
  pruneOldSessions(ctx, ctx.session);
  return null;
}
