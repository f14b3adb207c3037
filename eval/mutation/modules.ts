/**
 * The safety modules mutation testing covers, each with the in-process test files that guard
 * it. Stryker runs each module against only its own tests: the run stays tractable, and a
 * mutant that survives names a gap in exactly those tests. Tests that drive the built CLI or
 * a child process cannot see Stryker's mutants (they run lib/ bundles or a fresh process), so
 * only in-process test files belong here; the named mutations (named.ts) cover the
 * process-level guards.
 */

/** One module (or group of small modules) and the test files that guard it. */
export interface MutationModule {
  name: string;
  mutate: string[];
  tests: string[];
}

export const MODULES: readonly MutationModule[] = [
  {
    name: 'atomic-write',
    mutate: ['src/io/atomic-write.ts', 'src/io/temp-files.ts'],
    tests: [
      'test/io/atomic-write.test.ts',
      'test/io/temp-files.test.ts',
      'test/storage/write-safety.test.ts',
    ],
  },
  {
    name: 'locks',
    mutate: ['src/storage/lock.ts', 'src/storage/lock-set.ts'],
    // lock.test.ts races real processes: they run the code unmutated (see above).
    tests: ['test/storage/lock-set.test.ts', 'test/storage/lock-owner.test.ts'],
  },
  {
    name: 'safe-path',
    mutate: ['src/storage/safe-path.ts'],
    tests: ['test/storage/paths.test.ts', 'test/storage/safe-path.test.ts'],
  },
  {
    name: 'graph-merge',
    mutate: ['src/core/git/three-way-graph.ts'],
    tests: ['test/core/three-way-merge.test.ts'],
  },
  {
    name: 'redaction',
    mutate: ['src/core/redact.ts', 'src/core/capture/redact-transcript.ts'],
    tests: ['test/core/redact.test.ts'],
  },
  {
    name: 'config-trust',
    mutate: ['src/core/config/config-trust.ts'],
    tests: ['test/core/config.test.ts', 'test/core/config-trust.test.ts'],
  },
  {
    name: 'conflict-text',
    mutate: ['src/core/git/conflict-text.ts'],
    tests: ['test/core/three-way-merge.test.ts'],
  },
  {
    name: 'conflict-files',
    mutate: [
      'src/storage/git/git-conflict.ts',
      'src/storage/git/graph-conflict.ts',
      'src/storage/git/memory-conflict.ts',
    ],
    tests: ['test/storage/conflict-readers.test.ts'],
  },
];
