/**
 * UserPromptSubmit: follows the thread of the conversation; on a topic shift it stashes the
 * previous thread and says how to resume it; when a prompt looks like an open stash it
 * says that instead. Then it may add the decisions or learnings the prompt matches best.
 */
import path from 'node:path';
import { fenceMemory, oneLine } from '../core/fence.js';
import { redactSecrets } from '../core/redact.js';
import {
  addFiles,
  type FileRead,
  newTopicState,
  observePrompt,
  stashSimilarity,
  type TopicHistory,
  type TopicState,
} from '../core/topic.js';
import { readStashIndex, type StashIndexEntry, stashIndexPath } from '../storage/stash-index.js';
import type { ReadRecord } from './gotcha-hook.js';
import { sessionDir } from './hook-env.js';
import { pushForPrompt, roomAfter } from './push-hook.js';
import type { HookContext } from './runtime.js';
import { stashThread } from './stash-thread.js';
import { readJsonFile, readJsonLines, writeJsonFileAtomic } from './state-files.js';

/** The per-session file: detector state plus bookkeeping. */
export interface PromptSessionState {
  topic: TopicState;
  /** Lines of `reads.jsonl` already folded into the thread. */
  readsSeen: number;
  /** Stashes already suggested in this session (each is suggested once). */
  suggested: string[];
  /** Set when the session wrote memories (SessionEnd then refreshes the digests). */
  wroteMemories?: boolean;
}

/** The user-level history file that seeds new sessions. */
export function historyPath(cacheRoot: string): string {
  return path.join(cacheRoot, 'topic-history.json');
}

/** Loads the session state, or a fresh one seeded from history. */
export function loadPromptState(ctx: HookContext, file: string): PromptSessionState {
  const saved = readJsonFile<PromptSessionState>(file);
  if (saved?.topic?.version === 1) return saved;
  const history = readJsonFile<TopicHistory>(historyPath(ctx.env.cacheRoot));
  const valid =
    history && Number.isFinite(history.mean) && Number.isFinite(history.variance) ? history : null;
  return { topic: newTopicState(valid), readsSeen: 0, suggested: [] };
}

/** Folds the files read since the last prompt into the current thread. */
export function foldReads(
  ctx: HookContext,
  dir: string,
  state: PromptSessionState,
): PromptSessionState {
  const reads = readJsonLines<ReadRecord>(path.join(dir, 'reads.jsonl'));
  const fresh = reads
    .slice(state.readsSeen)
    .filter((r): r is ReadRecord => typeof r?.path === 'string');
  if (!fresh.length || !state.topic.thread) return { ...state, readsSeen: reads.length };
  const files: FileRead[] = fresh.map((r) => ({
    path: r.path,
    terms: Array.isArray(r.terms) ? r.terms : [],
  }));
  ctx.log(`folded ${files.length} reads`);
  return {
    ...state,
    readsSeen: reads.length,
    topic: { ...state.topic, thread: addFiles(state.topic.thread, files) },
  };
}

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

/** The hook handler: topic notices, then pushed decisions and learnings. */
export function handlePrompt(ctx: HookContext): string | null {
  const raw = ctx.input.prompt;
  if (!ctx.session || typeof raw !== 'string' || !raw.trim()) return null;
  const prompt = ctx.config.privacy.redactSecrets
    ? redactSecrets(raw.slice(0, 20_000))
    : raw.slice(0, 20_000);
  const lines = ctx.config.topic.enabled ? topicLines(ctx, ctx.session, prompt) : [];
  return fenceMemory([...lines, ...pushForPrompt(ctx, prompt, roomAfter(lines))]);
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

/** Follows the thread; the lines about a stashed or resumable thread. */
function topicLines(ctx: HookContext, session: string, prompt: string): string[] {
  const dir = sessionDir(ctx.env, session);
  const file = path.join(dir, 'state.json');
  let state = foldReads(ctx, dir, loadPromptState(ctx, file));
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
