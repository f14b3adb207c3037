/**
 * Topic shift (UserPromptSubmit): follows the thread of the conversation; on a topic shift
 * it stashes the previous thread and says how to resume it; when a prompt looks like an
 * open stash it says that instead.
 */
import { oneLine } from '../../core/fence.js';
import { observePrompt, stashSimilarity } from '../../core/topic.js';
import { readStashIndex, type StashIndexEntry, stashIndexPath } from '../../storage/stash-index.js';
import type { HookContext } from '../hook-frame.js';
import {
  foldReads,
  loadPromptState,
  type PromptSessionState,
  promptStatePath,
} from '../session-state.js';
import { writeJsonFileAtomic } from '../state-files.js';
import { stashThread } from './stash-thread.js';

function bestStash(
  prompt: string,
  stashes: readonly StashIndexEntry[],
  skip: ReadonlySet<string>,
): StashIndexEntry | null {
  let best: StashIndexEntry | null = null;
  let score = 0.3;
  for (const s of stashes) {
    if (s.status !== 'stashed' || skip.has(s.id)) continue;
    const sim = stashSimilarity(prompt, s.terms ?? {});
    if (sim > score) {
      score = sim;
      best = s;
    }
  }
  return best;
}

function when(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/** The pointer to an open stash the prompt looks like, noted in `state`; or null. */
function suggestStash(
  ctx: HookContext,
  prompt: string,
  state: PromptSessionState,
  skip: ReadonlySet<string>,
): string | null {
  const match = bestStash(
    prompt,
    readStashIndex(stashIndexPath(ctx.env.paths.shared)).stashes,
    skip,
  );
  if (!match) return null;
  state.suggested = [...state.suggested, match.id];
  return `strata: this prompt looks like the stashed thread "${oneLine(match.label, 120)}" (${oneLine(match.id, 100)}, stashed ${oneLine(when(String(match.created)), 20)}). Resume it with /strata:resume ${oneLine(match.id, 100)}.`;
}

/**
 * Follows the thread of the conversation: the lines about a thread just stashed or an open
 * stash the prompt looks like. None when the topic detector is off or outside a session.
 */
export function topicShiftLines(ctx: HookContext, prompt: string): string[] {
  const session = ctx.session;
  if (!session || !ctx.config.topic.enabled) return [];
  const file = promptStatePath(ctx.env, session);
  let state = foldReads(ctx, session, loadPromptState(ctx, file));
  const { state: topic, decision } = observePrompt(state.topic, prompt, ctx.now, ctx.config.topic);
  state = { ...state, topic };
  const lines: string[] = [];
  const skip = new Set(state.suggested);
  if (decision.kind === 'shift' && decision.previous) {
    const stash = stashThread(
      ctx.env,
      decision.previous,
      String(ctx.input.session_id),
      ctx.now,
      ctx.config.privacy.redactSecrets,
    );
    if (stash) {
      skip.add(stash.id);
      state.wroteMemories = true;
      lines.push(
        `strata: the conversation moved to a new topic, so the previous thread "${oneLine(stash.label, 120)}" (${decision.previous.count} prompts, ${decision.previous.files.length} files) was stashed as ${oneLine(stash.id, 100)}. Resume it with /strata:resume ${oneLine(stash.id, 100)}.`,
      );
    }
  }
  if (decision.kind === 'shift' || (decision.kind === 'same' && topic.thread?.count === 1)) {
    const hint = suggestStash(ctx, prompt, state, skip);
    if (hint) lines.push(hint);
  }
  ctx.log(
    `${decision.kind} (${decision.reason}) d=${decision.distance?.toFixed(3) ?? '-'} bar=${decision.threshold?.toFixed(3) ?? '-'}`,
  );
  writeJsonFileAtomic(file, state);
  return lines;
}
