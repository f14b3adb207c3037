/**
 * SessionEnd: all SessionEnd hooks share a 1.5 s budget, so this does only small file
 * work itself (fold the session's distance statistics into the history that seeds the
 * next session, prune old session folders) and hands the digest refresh to a detached
 * `strata reindex` and the reading of the transcript to a detached `strata capture`.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type TopicHistory, updateHistory } from '../core/topic.js';
import { writeJsonSync } from '../storage/json-file-sync.js';
import { requestCapture, requestReindex } from './detached.js';
import { sessionDir } from './hook-env.js';
import type { HookContext } from './runtime.js';
import { readJsonFile } from './state-files.js';
import { historyPath, type PromptSessionState } from './topic-hook.js';

const KEEP_SESSIONS_MS = 14 * 24 * 3_600_000;
const MAX_PRUNED = 50;

function pruneOldSessions(dir: string, now: number, current: string): void {
  let pruned = 0;
  for (const name of readdirSync(dir)) {
    if (name === current || pruned >= MAX_PRUNED) continue;
    const full = path.join(dir, name);
    if (now - statSync(full).mtimeMs > KEEP_SESSIONS_MS) {
      rmSync(full, { recursive: true, force: true });
      pruned++;
    }
  }
}

/** The hook handler (no output). */
export async function handleSessionEnd(ctx: HookContext): Promise<null> {
  if (!ctx.session) return null;
  const state = readJsonFile<PromptSessionState>(
    path.join(sessionDir(ctx.env, ctx.session), 'state.json'),
  );
  if (state?.topic) {
    const file = historyPath(ctx.env.cacheRoot);
    const next = updateHistory(readJsonFile<TopicHistory>(file), state.topic);
    if (next) writeJsonSync(file, next);
  }
  if (await requestCapture(ctx.env, ctx.input, 'session-end')) ctx.log('capture started');
  if (state?.wroteMemories && (await requestReindex(ctx.env, ctx.now, 'session wrote memories')))
    ctx.log('reindex started');
  try {
    pruneOldSessions(ctx.env.paths.sessions, ctx.now.getTime(), ctx.session);
  } catch {}
  return null;
}
