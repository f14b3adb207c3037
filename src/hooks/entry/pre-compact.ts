/**
 * Entry: PreCompact → detached capture of the transcript (when Claude does not judge it at
 * a stop), breadcrumb snapshot of the thread. No output (PreCompact cannot add context). Only wires the features; the bundle
 * `lib/hooks/pre-compact.js`.
 */
import { requestCapture } from '../detached.js';
import { writeCompactSnapshot } from '../features/compact-snapshot.js';
import { type HookContext, processIo, runHook } from '../runtime.js';
import { readStdinSync } from '../stdin.js';

async function handlePreCompact(ctx: HookContext): Promise<null> {
  if (!ctx.session) return null;
  // With Claude judging at a stop, the worker would only write the rule drafts it skips.
  const judged = ctx.config.capture.atStop;
  if (!judged && (await requestCapture(ctx.env, ctx.input, 'pre-compact')))
    ctx.log('capture started');
  writeCompactSnapshot(ctx, ctx.session);
  return null;
}

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PreCompact', handlePreCompact, processIo(readStdinSync, 'PreCompact'));
