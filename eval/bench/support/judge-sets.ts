/**
 * The capture sets a simulated judge is scored on: only held-out v6, whose two authors no
 * rule was tuned on. The generated set, grown and v1–v5 were read and tuned on (their
 * READMEs say so), so they cannot show how the judging generalises.
 */
import { HELDOUT_V6_DIR } from './transcript-sets.js';

/** Folder and short name of each set. */
export const JUDGE_SETS: ReadonlyArray<{ dir: string; name: string }> = [
  { dir: HELDOUT_V6_DIR, name: 'heldout-v6' },
];
