/**
 * The vitest configuration Stryker runs: only the test files the run script names in
 * STRATA_MUTATION_TESTS (comma-separated), so each module is tested by its own guards.
 */
import { defineConfig } from 'vitest/config';

const tests = (process.env.STRATA_MUTATION_TESTS ?? '').split(',').filter(Boolean);

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: tests,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
