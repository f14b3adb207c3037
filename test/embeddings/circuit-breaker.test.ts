import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from '../../src/embeddings/circuit-breaker.js';

describe('CircuitBreaker', () => {
  it('opens on failure, half-opens after the cool-down, closes on success', () => {
    let now = 1_000;
    const breaker = new CircuitBreaker({ coolDownMs: 30_000, now: () => now });
    expect(breaker.state).toBe('closed');
    const failure = new Error('down');
    breaker.recordFailure(failure);
    expect(breaker.state).toBe('open');
    expect(breaker.canTry()).toBe(false);
    expect(breaker.lastFailure).toBe(failure);
    expect(breaker.remainingMs).toBe(30_000);
    now += 29_999;
    expect(breaker.canTry()).toBe(false);
    now += 1;
    expect(breaker.state).toBe('half-open');
    expect(breaker.canTry()).toBe(true);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.lastFailure).toBeUndefined();
  });

  it('restarts the full cool-down when the trial call fails', () => {
    let now = 0;
    const breaker = new CircuitBreaker({ coolDownMs: 10, now: () => now });
    breaker.recordFailure(new Error('first'));
    now = 10;
    expect(breaker.canTry()).toBe(true);
    breaker.recordFailure(new Error('second'));
    expect(breaker.state).toBe('open');
    expect(breaker.retryAt).toBe(20);
  });
});
