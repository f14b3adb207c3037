import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { E2E, INTEGRATION, UNIT } from './test/tiers.js';

/** Settings every tier shares: real processes and site builds need the long timeouts. */
const SHARED = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

/**
 * Most test time is spent waiting on child processes (the CLI, git, Chromium, Claude Code),
 * so twice as many test files as cores keep the CPU busy; vitest's default (cores − 1) runs
 * one file at a time on a 2-core machine.
 */
const WORKERS = Math.max(2, availableParallelism() * 2);

export default defineConfig({
  test: {
    ...SHARED,
    maxWorkers: WORKERS,
    projects: [
      { test: { ...SHARED, name: 'unit', include: [...UNIT] } },
      { test: { ...SHARED, name: 'integration', include: [...INTEGRATION] } },
      { test: { ...SHARED, name: 'e2e', include: [...E2E] } },
    ],
  },
});
