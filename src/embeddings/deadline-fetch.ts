/**
 * A `fetch` with a deadline. The `ollama` client has no timeout of its own, so every call
 * it makes goes through this wrapper; the same signal also bounds reading the body.
 */

/** Options of {@link createDeadlineFetch}. */
export interface DeadlineFetchOptions {
  /** Milliseconds each request (headers and body) may take. */
  timeoutMs: number;
  /** The caller's own cancellation, combined with the deadline. */
  signal?: AbortSignal | undefined;
  /** The underlying fetch; the global one when absent. */
  fetch?: typeof fetch | undefined;
}

/** Returns a fetch whose every request is aborted after `timeoutMs` or when `signal` aborts. */
export function createDeadlineFetch(options: DeadlineFetchOptions): typeof fetch {
  const base = options.fetch ?? globalThis.fetch;
  return (input, init) => {
    // A fresh timer per request: one slow call must not eat the next call's budget.
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signals = [deadline, options.signal, init?.signal ?? undefined].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    const signal = signals.length === 1 ? deadline : AbortSignal.any(signals);
    return base(input, { ...init, signal });
  };
}
