/**
 * Topic-shift detection: a decayed sparse term vector of the current
 * thread (its prompts and the files read), an exponentially weighted mean and variance of
 * the distance between each prompt and that vector, and cheap evidence that raises or
 * lowers the bar. Pure: the hook loads and saves the state.
 */
import {
  cosine,
  countTerms,
  decayAdd,
  prune,
  type SparseVector,
  toVector,
} from './sparse-vector.js';
import { pathTerms, textTerms } from './terms.js';
import { isoString } from './time.js';

/** The conversation thread being followed. */
export interface Thread {
  vector: SparseVector;
  /** Unhashed term weights, decayed like the vector: labels and stash matching. */
  labels: Record<string, number>;
  prompts: Array<{ text: string; at: string }>;
  files: string[];
  started: string;
  last: string;
  count: number;
}

/** Per-session detector state (saved by the hook between prompts). */
export interface TopicState {
  version: 1;
  thread: Thread | null;
  mean: number;
  variance: number;
  samples: number;
  /** True when mean/variance came from earlier sessions, so no warm-up is needed. */
  seeded: boolean;
}

/** What a user may tune, from config (`hooks.topic`). */
export interface TopicParams {
  sensitivity: number;
  warmup: number;
}

/**
 * Weight of the newest distance in the running mean and variance: recent prompts count
 * most, and about the last seven carry most of the weight.
 */
const SMOOTHING = 0.3;

/** What the detector made of one prompt. */
export interface TopicDecision {
  kind: 'ignored' | 'same' | 'shift';
  /** Why, in a few words (logged and reported by the evaluator). */
  reason: string;
  distance?: number;
  threshold?: number;
  /** The thread that ended, on a shift. */
  previous?: Thread;
}

/** Distance statistics carried across sessions (the seed). */
export interface TopicHistory {
  mean: number;
  variance: number;
  sessions: number;
}

const DECAY = 0.75;
const FILE_WEIGHT = 0.6;
/** What a file contains weighs less than its name, and less than what was asked. */
const CONTENT_WEIGHT = 0.3;
const MAX_TERMS = 256;
const MAX_PROMPTS = 20;
const MAX_FILES = 40;
/** A bar never below this (tiny variance would make every wobble a shift)… */
const FLOOR = 0.6;
/** …nor above this: cosine distance tops out at 1, so a prompt sharing nothing must still count. */
const CAP = 0.95;
const IDLE_MINUTES = 45;
const IDLE_DROP = 0.15;
const MIN_TERMS = 3;
/**
 * Prompts a thread needs before it can end: a thread of one or two prompts is too sparse to
 * measure against (its next prompt almost never shares words with it) and holds too little
 * to be worth resuming.
 */
const MIN_THREAD = 3;

/** A fresh state, seeded from history when there is one. */
export function newTopicState(history: TopicHistory | null): TopicState {
  if (history && history.sessions > 0) {
    return {
      version: 1,
      thread: null,
      mean: history.mean,
      variance: history.variance,
      samples: 0,
      seeded: true,
    };
  }
  return { version: 1, thread: null, mean: 0.8, variance: 0.02, samples: 0, seeded: false };
}

function newThread(terms: string[], text: string, at: string): Thread {
  return {
    vector: toVector(terms),
    labels: countTerms(terms),
    prompts: [{ text, at }],
    files: [],
    started: at,
    last: at,
    count: 1,
  };
}

function decayLabels(
  labels: Record<string, number>,
  add: Record<string, number>,
): Record<string, number> {
  return prune(decayAdd(labels, DECAY, add), 48);
}

/** A file read while the thread was going on: its project-relative path and content terms. */
export interface FileRead {
  path: string;
  terms: string[];
}

/** Folds files read into the thread (they belong to what was being worked on). */
export function addFiles(thread: Thread, files: readonly FileRead[]): Thread {
  let { vector, labels } = thread;
  const list = [...thread.files];
  for (const file of files) {
    const terms = pathTerms(file.path);
    const add = decayAdd(toVector(terms, FILE_WEIGHT), 1, toVector(file.terms, CONTENT_WEIGHT));
    vector = prune(decayAdd(vector, 1, add), MAX_TERMS);
    labels = prune(decayAdd(labels, 1, countTerms(terms, FILE_WEIGHT)), 48);
    if (!list.includes(file.path)) list.push(file.path);
  }
  return { ...thread, vector, labels, files: list.slice(-MAX_FILES) };
}

function addPrompt(thread: Thread, terms: string[], text: string, at: string): Thread {
  const prompts = [...thread.prompts, { text, at }];
  return {
    ...thread,
    vector: prune(decayAdd(thread.vector, DECAY, toVector(terms)), MAX_TERMS),
    labels: decayLabels(thread.labels, countTerms(terms)),
    prompts:
      prompts.length > MAX_PROMPTS ? [prompts[0]!, ...prompts.slice(-(MAX_PROMPTS - 1))] : prompts,
    last: at,
    count: thread.count + 1,
  };
}

/** True when the prompt names one of the thread's files (by base name or path). */
export function namesThreadFile(prompt: string, thread: Thread): boolean {
  const lower = prompt.toLowerCase();
  return thread.files.some((f) => {
    const base = f.split('/').pop()!.toLowerCase();
    return base.length >= 4 && lower.includes(base);
  });
}

function updateStats(state: TopicState, d: number): TopicState {
  const diff = d - state.mean;
  const mean = state.mean + SMOOTHING * diff;
  const variance = (1 - SMOOTHING) * (state.variance + SMOOTHING * diff * diff);
  return { ...state, mean, variance, samples: state.samples + 1 };
}

/** The bar a prompt's distance must clear: m + k·σ within [FLOOR, CAP], lowered after a long idle gap. */
export function shiftThreshold(
  state: TopicState,
  params: TopicParams,
  idleMinutes: number,
): number {
  const bar = Math.min(
    CAP,
    Math.max(FLOOR, state.mean + params.sensitivity * Math.sqrt(state.variance)),
  );
  return idleMinutes >= IDLE_MINUTES ? bar - IDLE_DROP : bar;
}

/** A slash command (`/strata:resume x`, `/clear`) is an instruction, never a topic. */
export function isSlashCommand(prompt: string): boolean {
  return /^\s*\/[A-Za-z]/.test(prompt);
}

function evidenceAgainstShift(
  state: TopicState,
  thread: Thread,
  terms: string[],
  text: string,
  params: TopicParams,
): string | null {
  if (terms.length < MIN_TERMS) return 'short reply';
  if (thread.count < MIN_THREAD) return 'thread too young';
  if (!state.seeded && state.samples < params.warmup) return 'warming up';
  if (namesThreadFile(text, thread)) return 'names a file of the thread';
  return null;
}

/**
 * Observes one prompt (already redacted) at time `at`. Returns the new state and the
 * decision; on a shift the previous thread is in `decision.previous` and the new thread
 * starts from this prompt.
 */
export function observePrompt(
  state: TopicState,
  text: string,
  at: Date,
  params: TopicParams,
): { state: TopicState; decision: TopicDecision } {
  if (isSlashCommand(text))
    return { state, decision: { kind: 'ignored', reason: 'slash command' } };
  const stamp = isoString(at);
  const terms = textTerms(text);
  const thread = state.thread;
  if (!thread) {
    if (!terms.length) return { state, decision: { kind: 'ignored', reason: 'no content words' } };
    return {
      state: { ...state, thread: newThread(terms, text, stamp) },
      decision: { kind: 'same', reason: 'first prompt' },
    };
  }
  const distance = 1 - cosine(toVector(terms), thread.vector);
  const idle = (at.getTime() - Date.parse(thread.last)) / 60_000;
  const threshold = shiftThreshold(state, params, Number.isFinite(idle) ? idle : 0);
  const against = evidenceAgainstShift(state, thread, terms, text, params);
  if (!against && distance > threshold) {
    const next = { ...state, thread: newThread(terms, text, stamp) };
    return {
      state: next,
      decision: {
        kind: 'shift',
        reason: 'distance above the bar',
        distance,
        threshold,
        previous: thread,
      },
    };
  }
  const stats = terms.length >= MIN_TERMS ? updateStats(state, distance) : state;
  const grown = terms.length ? addPrompt(thread, terms, text, stamp) : { ...thread, last: stamp };
  return {
    state: { ...stats, thread: grown },
    decision: { kind: 'same', reason: against ?? 'close to the thread', distance, threshold },
  };
}

/** The thread's label: its heaviest terms. */
export function threadLabel(thread: Pick<Thread, 'labels'>, words = 4): string {
  return Object.entries(thread.labels)
    .sort((a, b) => b[1] - a[1])
    .slice(0, words)
    .map(([t]) => t)
    .join(' ');
}

/** How close a prompt is to a stashed thread's terms (cosine of unhashed weights). */
export function stashSimilarity(prompt: string, terms: Record<string, number>): number {
  const p = countTerms(textTerms(prompt));
  let dot = 0;
  let shared = 0;
  for (const [t, w] of Object.entries(p)) {
    const o = terms[t];
    if (o !== undefined) {
      dot += w * o;
      shared++;
    }
  }
  if (shared < 2) return 0;
  const norm = (v: Record<string, number>) =>
    Math.sqrt(Object.values(v).reduce((s, w) => s + w * w, 0));
  return dot / (norm(p) * norm(terms) || 1);
}

/** Blends this session's statistics into the history that seeds the next session. */
export function updateHistory(
  history: TopicHistory | null,
  state: TopicState,
): TopicHistory | null {
  if (state.samples < 2) return history;
  if (!history) return { mean: state.mean, variance: state.variance, sessions: 1 };
  const w = 0.3;
  return {
    mean: (1 - w) * history.mean + w * state.mean,
    variance: (1 - w) * history.variance + w * state.variance,
    sessions: history.sessions + 1,
  };
}
