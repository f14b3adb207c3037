/** Entry: PreCompact → breadcrumb snapshot. Composition root. */
import { handlePreCompact } from './compact-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PreCompact', handlePreCompact, processIo(readStdinSync, 'PreCompact'));
