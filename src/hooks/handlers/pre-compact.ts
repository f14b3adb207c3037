/**
 * PreCompact → detached capture of the transcript (when Claude does not judge it at a
 * stop), breadcrumb snapshot of the
 * thread. No output (PreCompact cannot add context).
 */

import { decideAtStop } from '../../core/capture/ask-at-stop.js';
import { requestCapture } from '../detached.js';
import { writeCompactSnapshot } from '../features/compact-snapshot.js';
import type { HookContext } from '../hook-frame.js';

/** The PreCompact handler: what `runHook` runs for the event, whatever io it is given. */
export async function handlePreCompact(ctx: HookContext): Promise<null> {
  if (!ctx.session) return null;
  // With Claude judging at a stop, the worker would only write the rule drafts it skips.
  const judged = decideAtStop(ctx.config.capture.atStop, ctx.env.autoMemory).ask;
  if (!judged && (await requestCapture(ctx.env, ctx.input, 'pre-compact')))
    ctx.log('capture started');
  writeCompactSnapshot(ctx, ctx.session);
  return null;
}
