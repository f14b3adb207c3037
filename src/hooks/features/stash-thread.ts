/**
 * Writing a finished thread as a stash breadcrumb in the local scope, in the hook itself.
 *
 * Why not a detached `strata stash` child: the notice Claude gets must name the stash's
 * real id, and the file must exist by the time Claude acts on it; a child would have to
 * be waited for (a full CLI start, ~200 ms) or the id guessed. Writing one small file with
 * exclusive creation takes about a millisecond and needs no YAML library.
 */
import { redactSecrets } from '../../core/redact.js';
import { createMemoryId } from '../../core/slug.js';
import { renderStashBody, stashTitle } from '../../core/stash-body.js';
import { isoString, trimMillis } from '../../core/time.js';
import { type Thread, threadLabel } from '../../core/topic.js';
import {
  createMemorySync,
  ensureLocalIgnoredSync,
  renderSimpleDocument,
} from '../../storage/breadcrumb-writer.js';
import { assertRealFoldersSync } from '../../storage/safe-path.js';
import type { ScopeDir } from '../../storage/scope/scope-dir.js';
import { stashIndexPath, updateStashIndex } from '../../storage/stash-index.js';
import type { HookEnv } from '../hook-env.js';

/** The scope folder stashes go to: local when in a project, else global. */
export function stashDir(env: HookEnv): ScopeDir | null {
  const target =
    env.scopes.find((s) => s.scope === 'local') ?? env.scopes.find((s) => s.scope === 'global');
  if (!target) return null;
  // Throws UNSAFE_PATH (logged by the hook runtime) when a folder on the way is a link.
  assertRealFoldersSync(target);
  return target;
}

function stamp(iso: string): string {
  return trimMillis(iso);
}

/** Writes `thread` as a stashed breadcrumb; returns its id and label. */
export function stashThread(
  env: HookEnv,
  thread: Thread,
  sessionId: string,
  now: Date,
  redact: boolean,
): { id: string; label: string } | null {
  const target = stashDir(env);
  if (!target) return null;
  const clean = (t: string) => (redact ? redactSecrets(t) : t);
  const label = threadLabel(thread) || 'earlier thread';
  const created = stamp(isoString(now));
  const body = renderStashBody({
    label,
    sessionId,
    started: stamp(thread.started),
    ended: stamp(thread.last),
    prompts: thread.prompts.map((p) => clean(p.text)),
    files: thread.files,
    why: 'topic-shift',
  });
  if (target.scope === 'local') ensureLocalIgnoredSync(target.dir);
  const base = createMemoryId('breadcrumb', stashTitle(label));
  const { id } = createMemorySync(target.dir, base, (id) =>
    renderSimpleDocument(
      {
        id,
        title: stashTitle(label),
        type: 'breadcrumb',
        status: 'stashed',
        tags: ['stash', ...label.split(' ').slice(0, 3)],
        created,
        updated: created,
        session: sessionId,
        started: stamp(thread.started),
        ended: stamp(thread.last),
      },
      body,
    ),
  );
  updateStashIndex(stashIndexPath(env.paths.shared), (index) => {
    index.stashes.push({
      id,
      label,
      terms: thread.labels,
      files: thread.files.slice(0, 20),
      created,
      sessionId,
      status: 'stashed',
    });
  });
  return { id, label };
}
