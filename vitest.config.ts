import { defineConfig } from 'vitest/config';
import { E2E, INTEGRATION, UNIT } from './test/tiers.js';

/** Settings every tier shares: real processes and site builds need the long timeouts. */
const SHARED = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    ...SHARED,
    projects: [
      { test: { ...SHARED, name: 'unit', include: [...UNIT] } },
      { test: { ...SHARED, name: 'integration', include: [...INTEGRATION] } },
      { test: { ...SHARED, name: 'e2e', include: [...E2E] } },
    ],
  },
});
