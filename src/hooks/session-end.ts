/** Entry: SessionEnd → history update, detached digest refresh. Composition root. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleSessionEnd } from './end-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

await runHook(
  'SessionEnd',
  handleSessionEnd,
  processIo(path.dirname(fileURLToPath(import.meta.url)), readStdinSync),
);
