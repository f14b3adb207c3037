/**
 * The bundle `lib/hooks/user-prompt-submit.js`: runs the UserPromptSubmit handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/user-prompt-submit.ts` for what it does).
 */
import { handlePrompt } from '../handlers/user-prompt-submit.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('UserPromptSubmit', handlePrompt, processIo(readStdinSync, 'UserPromptSubmit'));
