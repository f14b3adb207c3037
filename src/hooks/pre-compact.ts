/** Entry: PreCompact → breadcrumb snapshot. Composition root. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlePreCompact } from './compact-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

await runHook(
  'PreCompact',
  handlePreCompact,
  processIo(path.dirname(fileURLToPath(import.meta.url)), readStdinSync),
);
