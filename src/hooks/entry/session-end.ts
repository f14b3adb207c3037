/**
 * Entry: SessionEnd. All SessionEnd hooks share a 1.5 s budget, so this does only small
 * file work itself (topic history, pruning old session folders) and hands the reading of
 * the transcript to a detached `strata capture` and the digest refresh to a detached
 * `strata reindex`. No output. Only wires the features; the bundle `lib/hooks/session-end.js`.
 */
import { requestCapture, requestReindex } from '../detached.js';
import { pruneOldSessions } from '../features/session-prune.js';
import { saveTopicHistory } from '../features/topic-history.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readPromptState } from '../session-state.js';
import { readStdinSync } from '../stdin.js';

async function handleSessionEnd(ctx: HookContext): Promise<null> {
  if (!ctx.session) return null;
  const state = readPromptState(ctx.env, ctx.session);
  saveTopicHistory(ctx, state);
  if (await requestCapture(ctx.env, ctx.input, 'session-end')) ctx.log('capture started');
  if (state?.wroteMemories && (await requestReindex(ctx.env, ctx.now, 'session wrote memories')))
    ctx.log('reindex started');
  pruneOldSessions(ctx, ctx.session);
  return null;
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('SessionEnd', handleSessionEnd, processIo(readStdinSync, 'SessionEnd'));
