/** Entry: UserPromptSubmit → topic shift, stash and stash hints. Composition root. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';
import { handlePrompt } from './topic-hook.js';

await runHook(
  'UserPromptSubmit',
  handlePrompt,
  processIo(path.dirname(fileURLToPath(import.meta.url)), readStdinSync),
);
