/**
 * How the tool rules read failures in tool output: the line that says what went wrong.
 * Pure.
 */
import { clip } from './text-rules.js';

/** The same words and git's `fatal`, case aside; error codes (`ENOENT`, `ERR_…`) as upper-case words. */
const ERROR_WORD =
  /\b(?:error|errors|fail|failed|failing|assert\w*|expected|cannot|can't|not found|exception|undefined|refused|mismatch|denied|timed? ?out|fatal)\b/i;
const ERROR_CODE = /\bERR_\w+|\bE[A-Z]{3,}\b/;

/**
 * The first line of output that names the failure (not Claude Code's `Exit code N`): a
 * line holding an error word or code, not one that just ends a word in "e…".
 */
export function errorExcerpt(output: string): string | null {
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line || /^Exit code \d+$/.test(line)) continue;
    // "Error: ==== test session starts ====": a banner, not the failure.
    if (/^(?:error:?\s*)?[=\-_*#\s]{3,}/i.test(line) || /^error:?$/i.test(line)) continue;
    if (ERROR_WORD.test(line) || ERROR_CODE.test(line)) return clip(line, 220);
  }
  return null;
}
