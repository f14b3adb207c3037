/**
 * Stops calling a backend that just failed. After a failure the breaker stays open for a
 * cool-down, so a dead Ollama costs one short timeout rather than one per query; after the
 * cool-down the next call is let through as a trial and its outcome decides.
 */

/** Default cool-down after a failure. */
export const DEFAULT_COOL_DOWN_MS = 30_000;

/** `closed`: calls go through. `open`: calls are refused. `half-open`: the next call is a trial. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Options of {@link CircuitBreaker}. */
export interface CircuitBreakerOptions {
  /** How long calls are refused after a failure (milliseconds). */
  coolDownMs?: number;
  /** The clock, injectable so tests never sleep. */
  now?: () => number;
}

/** A per-backend breaker; each instance keeps its own state. */
export class CircuitBreaker {
  private readonly coolDownMs: number;
  private readonly now: () => number;
  private openedAt: number | undefined;
  private failure: unknown;

  constructor(options: CircuitBreakerOptions = {}) {
    this.coolDownMs = options.coolDownMs ?? DEFAULT_COOL_DOWN_MS;
    this.now = options.now ?? Date.now;
  }

  /** The current state, computed from the clock. */
  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.coolDownMs ? 'half-open' : 'open';
  }

  /** True when a call may be attempted now. */
  canTry(): boolean {
    return this.state !== 'open';
  }

  /** The error that opened the breaker, while it is open or half-open. */
  get lastFailure(): unknown {
    return this.failure;
  }

  /** When calls will be let through again (epoch ms), or undefined when closed. */
  get retryAt(): number | undefined {
    return this.openedAt === undefined ? undefined : this.openedAt + this.coolDownMs;
  }

  /** Milliseconds until calls are let through again; 0 when they already are. */
  get remainingMs(): number {
    const retryAt = this.retryAt;
    return retryAt === undefined ? 0 : Math.max(0, retryAt - this.now());
  }

  /** Records a successful call: the breaker closes. */
  recordSuccess(): void {
    this.openedAt = undefined;
    this.failure = undefined;
  }

  /** Records a failed call: the breaker (re)opens for a full cool-down from now. */
  recordFailure(error: unknown): void {
    this.openedAt = this.now();
    this.failure = error;
  }

  /** Closes the breaker without a call, e.g. after the user fixed the configuration. */
  reset(): void {
    this.recordSuccess();
  }
}
