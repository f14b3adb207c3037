/**
 * The files a session keeps under its session folder that more than one feature reads: the
 * topic state (`state.json`, written by the topic shift, read at compaction and session end)
 * and the log of files read (`reads.jsonl`, appended after each Read, folded into the
 * thread at the next prompt). Owning them here keeps the features from importing each other.
 */
import path from 'node:path';
import {
  addFiles,
  type FileRead,
  newTopicState,
  type TopicHistory,
  type TopicState,
} from '../core/topic.js';
import type { HookEnv } from './hook-env.js';
import { sessionDir } from './hook-env.js';
import type { HookContext } from './hook-frame.js';
import { readJsonFile, readJsonLines } from './state-files.js';

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

/** A file read, as appended to `reads.jsonl` for the topic detector. */
export interface ReadRecord {
  path: string;
  terms: string[];
  at: string;
}

/** `state.json` of a session. */
export function promptStatePath(env: HookEnv, session: string): string {
  return path.join(sessionDir(env, session), 'state.json');
}

/** `reads.jsonl` of a session. */
export function readsPath(env: HookEnv, session: string): string {
  return path.join(sessionDir(env, session), 'reads.jsonl');
}

/** The user-level history file that seeds new sessions. */
export function historyPath(cacheRoot: string): string {
  return path.join(cacheRoot, 'topic-history.json');
}

/** The saved session state as written, or null when there is none. */
export function readPromptState(env: HookEnv, session: string): PromptSessionState | null {
  return readJsonFile<PromptSessionState>(promptStatePath(env, session));
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
  session: string,
  state: PromptSessionState,
): PromptSessionState {
  const reads = readJsonLines<ReadRecord>(readsPath(ctx.env, session));
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
