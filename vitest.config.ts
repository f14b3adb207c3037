import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUTS, testWorkers } from './test/kit/test-load.js';
import { E2E, INTEGRATION, UNIT } from './test/tiers.js';

/**
 * Settings every tier shares: timeouts scaled to the machine's load when the run starts
 * (test/kit/test-load.ts), and forked workers. The evaluation package's tests run apart
 * (eval/vitest.config.ts, `npm run test:eval`).
 */
const SHARED = { ...TEST_TIMEOUTS, pool: 'forks' } as const;

export default defineConfig({
  test: {
    ...SHARED,
    maxWorkers: testWorkers(),
    projects: [
      { test: { ...SHARED, name: 'unit', include: [...UNIT] } },
      { test: { ...SHARED, name: 'integration', include: [...INTEGRATION] } },
      { test: { ...SHARED, name: 'e2e', include: [...E2E] } },
    ],
  },
});
