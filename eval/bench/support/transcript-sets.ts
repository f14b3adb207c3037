/**
 * The public transcript sets the capture bench scores (eval/fixtures/transcripts-*): labels
 * of sessions nobody here wrote, most read from local git copies of their sources
 * (`public-transcripts.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');

/**
 * Public set v1 (formerly held out): labels of public transcripts nobody here wrote, read
 * from a local git copy of their source (`eval/bench/support/public-transcripts.ts`). Scored and
 * looked at, so now a tuning set.
 */
export const HELDOUT_DIR = path.join(FIXTURES, 'transcripts-heldout');

/**
 * Labels of more public transcripts the rules may be tuned on (days of BookMinder not held
 * out), read from a local git copy like the held-out sets.
 */
export const GROWN_DIR = path.join(FIXTURES, 'transcripts-grown');

/** Public set v2 (formerly held out): labels of another author's public sessions; now tuning. */
export const HELDOUT_V2_DIR = path.join(FIXTURES, 'transcripts-heldout-v2');

/**
 * Public set v3 (formerly held out, scored once, then looked at; now tuning): labels only,
 * its sessions read from a local git copy of their public source.
 */
export const HELDOUT_V3_DIR = path.join(FIXTURES, 'transcripts-heldout-v3');

/**
 * Public set v4 (formerly held out: labelled before any rule ran, scored once with no
 * draft at all, then read; now tuning): labels only, read from a local git copy like v3.
 */
export const HELDOUT_V4_DIR = path.join(FIXTURES, 'transcripts-heldout-v4');

/**
 * Public set v5 (formerly held out: labelled before any rule ran, scored once at 0.50 /
 * 0.08, then read; now tuning): labels only, of two authors' sessions (raw JSONL and
 * Markdown exports), read from local git copies.
 */
export const HELDOUT_V5_DIR = path.join(FIXTURES, 'transcripts-heldout-v5');

/**
 * The sixth held-out folder: labels only, of two more new authors' Claude Code 2.x console
 * sessions, written before any rule ran on them; read from local git copies.
 */
export const HELDOUT_V6_DIR = path.join(FIXTURES, 'transcripts-heldout-v6');
