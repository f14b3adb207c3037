/**
 * Compact snapshot (PreCompact): a breadcrumb snapshot of the session's thread (topic, files touched, open
 * stashes), so the summary Claude Code is about to make does not lose where work stood.
 * The snapshot is also kept in the session state for the SessionStart(compact) context.
 */
import path from 'node:path';
import { redactSecrets } from '../../core/redact.js';
import { createMemoryId } from '../../core/slug.js';
import { isoSeconds } from '../../core/time.js';
import { threadLabel } from '../../core/topic.js';
import {
  ensureLocalIgnoredSync,
  renderSimpleDocument,
  replaceMemorySync,
} from '../../storage/breadcrumb-writer.js';
import { writeJsonSync } from '../../storage/json-file-sync.js';
import { readStashIndex, stashIndexPath } from '../../storage/stash-index.js';
import { sessionDir } from '../hook-env.js';
import type { HookContext } from '../hook-frame.js';
import { foldReads, promptStatePath, readPromptState } from '../session-state.js';
import { stashDir } from './stash-thread.js';

function snapshotBody(
  label: string,
  prompts: string[],
  files: string[],
  stashes: string[],
  trigger: string,
): string {
  const list = (items: string[]) => (items.length ? items.map((i) => `- ${i}`) : ['(none)']);
  return [
    `Where the session stood when its context was compacted (${trigger}).`,
    '',
    `Topic: ${label || '(not known)'}`,
    '',
    '## Recent prompts',
    '',
    ...list(prompts),
    '',
    '## Files touched',
    '',
    ...list(files.map((f) => `\`${f}\``)),
    '',
    '## Open stashes',
    '',
    ...list(stashes),
    '',
  ].join('\n');
}

function openStashLines(ctx: HookContext): string[] {
  return readStashIndex(stashIndexPath(ctx.env.paths.shared))
    .stashes.filter((s) => s.status === 'stashed')
    .map((s) => `${s.label} (${s.id})`);
}

/**
 * Keeps the thread of `session` as `snapshot.json` for the SessionStart(compact) context
 * and, when there is a scope to write to, as a breadcrumb memory.
 */
export function writeCompactSnapshot(ctx: HookContext, session: string): void {
  const dir = sessionDir(ctx.env, session);
  const saved = readPromptState(ctx.env, session);
  const state = saved?.topic ? foldReads(ctx, session, saved) : null;
  const thread = state?.topic?.thread;
  if (!thread) return;
  const label = threadLabel(thread);
  const clean = (t: string) => (ctx.config.privacy.redactSecrets ? redactSecrets(t) : t);
  writeJsonSync(path.join(dir, 'snapshot.json'), { label, files: thread.files });
  const target = stashDir(ctx.env);
  if (!target) return;
  const prompts = thread.prompts
    .slice(-8)
    .map((p) => clean(p.text.replace(/\s+/g, ' ').slice(0, 300)));
  const id = createMemoryId('breadcrumb', `session ${session.slice(0, 12)} snapshot`);
  const at = isoSeconds(ctx.now);
  const trigger = ctx.input.trigger === 'manual' ? 'manual' : 'auto';
  if (target.scope === 'local') ensureLocalIgnoredSync(target.dir);
  const text = renderSimpleDocument(
    {
      id,
      title: `Session snapshot: ${label || 'untitled thread'}`,
      type: 'breadcrumb',
      status: 'open',
      tags: ['snapshot'],
      created: at,
      updated: at,
      session: String(ctx.input.session_id),
    },
    snapshotBody(label, prompts, thread.files, openStashLines(ctx), trigger),
  );
  replaceMemorySync(target.dir, id, text);
  writeJsonSync(promptStatePath(ctx.env, session), { ...state, wroteMemories: true });
}
