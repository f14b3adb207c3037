/** Entry: PostToolUse (Read, Edit, Write, MultiEdit) → gotcha warnings. Composition root. */
import { handleToolFile } from './gotcha-hook.js';
import { processIo, runHook } from './runtime.js';
import { readStdinSync } from './stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PostToolUse', handleToolFile, processIo(readStdinSync, 'PostToolUse'));
