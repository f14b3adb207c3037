/**
 * The bundle `lib/hooks/pre-tool-use.js`: runs the PreToolUse handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/pre-tool-use.ts` for what it does).
 */
import { handleBeforeTool } from '../handlers/pre-tool-use.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PreToolUse', handleBeforeTool, processIo(readStdinSync, 'PreToolUse'));
