/**
 * Writing the handoff note at the end of a session: a breadcrumb in the local scope (one
 * per session id, replaced when SessionEnd fires again) and `handoff.json` in the cache
 * folder every worktree of the repository shares, which the next SessionStart shows.
 * Runs in the background worker (`strata capture`), never on a hook's path.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { redactTranscript } from '../core/capture/redact-transcript.js';
import { parseTranscript } from '../core/capture/transcript.js';
import { matchGlob } from '../core/glob.js';
import {
  cleanHandoff,
  collectHandoff,
  firstPromptOf,
  type HandoffFacts,
  type HandoffNote,
  isEmptyHandoff,
} from '../core/handoff/handoff.js';
import { handoffTitle, renderHandoffBody } from '../core/handoff/handoff-render.js';
import type { MemoryId } from '../core/memory.js';
import { redactSecrets } from '../core/redact.js';
import { createMemoryId } from '../core/slug.js';
import {
  ensureLocalIgnoredSync,
  renderSimpleDocument,
  replaceMemorySync,
} from '../storage/breadcrumb-writer.js';
import { readGitHead } from '../storage/git/git-head.js';
import { handoffPath } from '../storage/handoff-path.js';
import { writeJsonSync } from '../storage/json-file-sync.js';
import { assertRealFoldersSync } from '../storage/safe-path.js';
import { findGitRoot, type ScopeDir } from '../storage/scope-dir.js';
import { readTranscriptHead, readTranscriptTail } from '../storage/transcript-read.js';

/** The status of a handoff breadcrumb: not an open thread, so not listed as one. */
export const HANDOFF_STATUS = 'handoff';

/** What to write a handoff from, and where. */
export interface HandoffRequest {
  transcriptPath: string;
  /** The session id from the hook; the transcript's own id is used when absent. */
  sessionId?: string | undefined;
  projectRoot: string | null;
  /** The local scope (the main checkout's, for a linked worktree). */
  local: ScopeDir;
  /** The cache folder shared by the repository's worktrees (`handoff.json` goes there). */
  sharedCacheDir: string;
  redact: boolean;
  excludePatterns: readonly string[];
  maxBytes: number;
  now: Date;
}

/** The breadcrumb id of a session's handoff: the same id every time, so a rerun replaces it. */
export function handoffId(sessionId: string): MemoryId {
  return createMemoryId('breadcrumb', `handoff ${sessionId.slice(0, 60)}`);
}

/** How much of a long transcript's start is read for its first prompt. */
const HEAD_BYTES = 1024 * 1024;

/** A long session's first prompt lies before the tail that was read: take it from the head. */
function askedFirst(facts: HandoffFacts, file: string, redact: boolean): void {
  const head = redactTranscript(parseTranscript(readTranscriptHead(file, HEAD_BYTES)), redact);
  const first = firstPromptOf(head.events);
  if (!first || first === facts.firstPrompt) return;
  facts.lastPrompt = facts.lastPrompt ?? facts.firstPrompt;
  facts.firstPrompt = first;
}

/** The `created` value of an existing breadcrumb (either folder the writer uses), kept on rewrite. */
function createdOf(dir: string, id: string): string | null {
  for (const file of [path.join(dir, `${id}.md`), path.join(dir, 'temporary', `${id}.md`)]) {
    try {
      const found = /^created: "([^"\n]+)"$/m.exec(readFileSync(file, 'utf8'))?.[1];
      if (found) return found;
    } catch {}
  }
  return null;
}

/**
 * Reads the transcript, writes the breadcrumb and `handoff.json`; returns the note, or
 * null when the session left nothing to hand over (the previous note stays the latest).
 */
export function writeHandoff(request: HandoffRequest): { note: HandoffNote; file: string } | null {
  const tail = readTranscriptTail(request.transcriptPath, request.maxBytes);
  const transcript = redactTranscript(parseTranscript(tail.text), request.redact);
  const session = request.sessionId || transcript.sessionId || 'unknown';
  const facts = collectHandoff(transcript.events, {
    projectRoot: request.projectRoot,
    isExcluded: (rel) => request.excludePatterns.some((g) => matchGlob(g, rel)),
  });
  if (tail.truncated) askedFirst(facts, request.transcriptPath, request.redact);
  if (isEmptyHandoff(facts)) return null;
  const clean = (t: string) => (request.redact ? redactSecrets(t) : t);
  const gitRoot = request.projectRoot ? findGitRoot(request.projectRoot) : undefined;
  const head = gitRoot ? readGitHead(gitRoot) : { branch: null, commit: null };
  const at = request.now.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const note: HandoffNote = {
    version: 1,
    id: handoffId(session),
    session,
    at,
    ...head,
    worktree: gitRoot ?? request.projectRoot,
    ...cleanHandoff(facts, clean),
  };
  // Throws UNSAFE_PATH when a folder on the way is a link (a clone can commit links).
  assertRealFoldersSync(request.local);
  ensureLocalIgnoredSync(request.local.dir);
  const text = renderSimpleDocument(
    {
      id: note.id,
      title: clean(handoffTitle(note)),
      type: 'breadcrumb',
      status: HANDOFF_STATUS,
      tags: ['handoff'],
      created: createdOf(request.local.dir, note.id) ?? at,
      updated: at,
      session,
      branch: note.branch ?? undefined,
      commit: note.commit ?? undefined,
    },
    renderHandoffBody(note),
  );
  const written = replaceMemorySync(request.local.dir, handoffId(session), text);
  writeJsonSync(handoffPath(request.sharedCacheDir), note);
  return { note, file: written };
}
