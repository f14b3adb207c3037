/**
 * Topic history (SessionEnd): folds the session's distance statistics into the user-level
 * history that seeds the topic detector of the next session.
 */
import { type TopicHistory, updateHistory } from '../../core/topic.js';
import { writeJsonSync } from '../../storage/json-file-sync.js';
import type { HookContext } from '../hook-frame.js';
import { historyPath, type PromptSessionState } from '../session-state.js';
import { readJsonFile } from '../state-files.js';

/** Updates the history from `state`; nothing when the session followed no topic. */
export function saveTopicHistory(ctx: HookContext, state: PromptSessionState | null): void {
  if (!state?.topic) return;
  const file = historyPath(ctx.env.cacheRoot);
  const next = updateHistory(readJsonFile<TopicHistory>(file), state.topic);
  if (next) writeJsonSync(file, next);
}
