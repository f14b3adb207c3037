/** Entry: SessionStart → memory overview for Claude. Composition root. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processIo, runHook } from './runtime.js';
import { handleSessionStart } from './session-start-hook.js';
import { readStdinSync } from './stdin.js';

await runHook(
  'SessionStart',
  handleSessionStart,
  processIo(path.dirname(fileURLToPath(import.meta.url)), readStdinSync),
);
