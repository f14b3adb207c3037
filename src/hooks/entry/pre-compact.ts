/**
 * The bundle `lib/hooks/pre-compact.js`: runs the PreCompact handler as its own process, with the
 * process's stdin, environment and exit (see `../handlers/pre-compact.ts` for what it does).
 */
import { handlePreCompact } from '../handlers/pre-compact.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('PreCompact', handlePreCompact, processIo(readStdinSync, 'PreCompact'));
