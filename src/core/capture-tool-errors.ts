/**
 * How the tool rules read failures in tool output: the line that says what went wrong,
 * and failures shown by a call that itself succeeded (a CI log, a background run's
 * status). Pure.
 */
import { clip } from './capture-text-rules.js';

/**
 * The old, loose reading of an error line: the `/i` flag makes its error-code part
 * (`E[A-Z]{3,}`, meant for `ENOENT`) match the end of most words ("directory"), so nearly
 * any line passes. Kept only so that the capture benches can still measure it
 * (`strictErrorLines: false`).
 */
const ERROR_LINE =
  /\b(?:error|errors|fail|failed|failing|assert\w*|expected|cannot|can't|not found|exception|undefined|refused|mismatch|denied|timed? ?out)\b|ERR_|E[A-Z]{3,}\b/i;

/** The same words and git's `fatal`, case aside; error codes (`ENOENT`, `ERR_…`) as upper-case words. */
const STRICT_ERROR_WORD =
  /\b(?:error|errors|fail|failed|failing|assert\w*|expected|cannot|can't|not found|exception|undefined|refused|mismatch|denied|timed? ?out|fatal)\b/i;
const STRICT_ERROR_CODE = /\bERR_\w+|\bE[A-Z]{3,}\b/;

/**
 * The first line of output that names the failure (not Claude Code's `Exit code N`): a
 * line holding an error word or code, not one that just ends a word in "e…" (unless
 * `strict` is false, the old reading, for the benches).
 */
export function errorExcerpt(output: string, strict = true): string | null {
  for (const raw of output.split('\n')) {
    const line = raw.trim();
    if (!line || /^Exit code \d+$/.test(line)) continue;
    // "Error: ==== test session starts ====": a banner, not the failure.
    if (/^(?:error:?\s*)?[=\-_*#\s]{3,}/i.test(line) || /^error:?$/i.test(line)) continue;
    const named = strict
      ? STRICT_ERROR_WORD.test(line) || STRICT_ERROR_CODE.test(line)
      : ERROR_LINE.test(line);
    if (named) return clip(line, 220);
  }
  return null;
}

/**
 * Output of a call that succeeded but shows a failure: a GitHub Actions log (`##[error]`,
 * "Process completed with exit code 1", `gh run view`'s `X` for a failed run), or a
 * background run that Claude Code reports `failed` or with a non-zero exit code.
 */
const SOFT_FAILURE =
  /##\[error\]|Process completed with exit code [1-9]|^X \S.* · \d+|<status>failed<\/status>|<exit_code>[1-9]\d*<\/exit_code>/m;

/** Whether a successful tool result still shows a failure (see {@link SOFT_FAILURE}). */
export function isSoftFailure(output: string): boolean {
  return SOFT_FAILURE.test(output);
}
