/** Entry: UserPromptSubmit → topic shift, stash and stash hints. Composition root. */
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';
import { handlePrompt } from './topic-hook.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('UserPromptSubmit', handlePrompt, processIo(readStdinSync, 'UserPromptSubmit'));
