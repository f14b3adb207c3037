/**
 * Entry: Stop → at most once per session, ask Claude to judge the capture candidates (see
 * features/capture-ask.ts). Only wires the feature; the bundle `lib/hooks/stop.js`.
 */
import { captureAsk } from '../features/capture-ask.js';
import { processIo, runHook } from '../hook-frame.js';
import { readStdinSync } from '../stdin.js';

// No top-level await: the bundle is CommonJS, and runHook never rejects.
void runHook('Stop', captureAsk, processIo(readStdinSync, 'Stop'));
