/** Entry: PostToolUse (Read, Edit, Write, MultiEdit) → gotcha warnings. Composition root. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleToolFile } from './gotcha-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

await runHook(
  'PostToolUse',
  handleToolFile,
  processIo(path.dirname(fileURLToPath(import.meta.url)), readStdinSync),
);
