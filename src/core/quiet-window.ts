/**
 * How often strata repeats the same notice: a notice describes the machine (no Ollama, a
 * backend down), not the request, so repeated on every call it costs attention or tokens
 * and says nothing new. The CLI keeps the times in a file, the MCP server in memory; both
 * use this one rule.
 */

/** How long a notice stays quiet after it was given. */
const NOTICE_QUIET_MS = 60 * 60 * 1000;

/** Whether a notice last given at `last` (epoch ms) is still quiet at `at`. */
export function isStillQuiet(last: number | undefined, at: number): boolean {
  return last !== undefined && at - last >= 0 && at - last < NOTICE_QUIET_MS;
}
