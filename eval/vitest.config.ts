import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_TIMEOUTS, testWorkers } from '../test/kit/test-load.js';

/**
 * The evaluation package's own tests (checks of its sets, converters and scorers), a run
 * apart from the product's: `npm test -w eval`, or `npm run test:eval` from the root after a
 * build. Same load-scaled timeouts and worker count as the product's run.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/**/*.test.ts'],
    ...TEST_TIMEOUTS,
    pool: 'forks',
    maxWorkers: testWorkers(),
  },
});
