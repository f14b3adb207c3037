/**
 * How often the server repeats a notice to Claude. A search that could not use meaning
 * says why in its `notice`; repeated on every search of a session it costs tokens and says
 * nothing new, so each text is given once an hour per server process (a new session hears
 * it again). `degraded` in the answer still says it on every search.
 */
import { isStillQuiet } from '../core/quiet-window.js';

/** Returns a decider: true when `message` is to be given now (and remembers that it was). */
export function createQuietNotices(now: () => number = Date.now): (message: string) => boolean {
  const given = new Map<string, number>();
  return (message) => {
    const at = now();
    if (isStillQuiet(given.get(message), at)) return false;
    given.set(message, at);
    return true;
  };
}
