/**
 * The named mutations CI runs: each breaks one safety claim on purpose, the way a careless
 * change would, and names the tests that guard the claim. Every one must make its tests
 * fail (named.ts). `find` must occur exactly once in `file`, so a mutation that no longer
 * applies to the source is reported, never silently skipped.
 */

/** One deliberate break and its guards. */
export interface NamedMutation {
  name: string;
  /** What the break does, in a line. */
  breaks: string;
  file: string;
  find: string;
  replace: string;
  /** Test files (and an optional name filter) that must fail. */
  tests: string[];
  testNamePattern?: string;
  /** Whether the tests run the built lib/ (then the copy is rebuilt). */
  needsBuild: boolean;
}

export const NAMED_MUTATIONS: readonly NamedMutation[] = [
  {
    name: 'in-place-write',
    breaks:
      'writeFileAtomic truncates and writes the target in place instead of renaming a temp file',
    file: 'src/io/atomic-write.ts',
    find: '    await rename(temp, target);',
    replace:
      "    await unlink(temp);\n    await (await import('node:fs/promises')).writeFile(target, data);",
    tests: ['test/io/atomic-write.test.ts', 'test/faults/torn-writes.test.ts'],
    needsBuild: true,
  },
  {
    name: 'lock-not-exclusive',
    breaks: 'a lock is copied into place, overwriting a lock another process holds',
    file: 'src/storage/lock.ts',
    find: '    await link(ownerFile, lockPath);',
    replace: "    await (await import('node:fs/promises')).copyFile(ownerFile, lockPath);",
    tests: ['test/storage/lock.test.ts'],
    needsBuild: false,
  },
  {
    name: 'path-escape',
    breaks: 'a relative path with .. is resolved outside the scope folder',
    file: 'src/storage/safe-path.ts',
    find: "    relative.split(/[\\\\/]/).includes('..')",
    replace: '    false',
    tests: ['test/storage/paths.test.ts', 'test/storage/safe-path.test.ts'],
    needsBuild: false,
  },
  {
    name: 'merge-drops-edge',
    breaks: 'an edge removed on one side but changed on the other is dropped',
    file: 'src/core/git/three-way-graph.ts',
    find: '  if (!ours) return theirs && sameEdge(theirs, base) ? undefined : theirs;',
    replace: '  if (!ours) return undefined;',
    tests: ['test/core/three-way-merge.test.ts'],
    needsBuild: false,
  },
  {
    name: 'redaction-skips-urls',
    breaks: 'a password in a URL is no longer redacted',
    file: 'src/core/redact.ts',
    // The source line itself, placeholder and all.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text to find holds one
    find: '  out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);',
    replace: '',
    tests: ['test/core/redact.test.ts'],
    needsBuild: false,
  },
  {
    name: 'body-markers-conflict',
    breaks: 'conflict markers a memory body shows as an example count as a git conflict',
    file: 'src/core/git/conflict-text.ts',
    find: "  if (!open) return 'file';",
    replace: "  if (open) return 'file';",
    tests: ['test/core/three-way-merge.test.ts'],
    needsBuild: false,
  },
  {
    name: 'stop-claim-not-exclusive',
    breaks: "the Stop hook's once-a-session claim overwrites instead of creating exclusively",
    file: 'src/hooks/state-files.ts',
    find: "{ flag: 'wx', mode: 0o600 }",
    replace: "{ flag: 'w', mode: 0o600 }",
    tests: ['test/hooks/stop-bounded.test.ts'],
    testNamePattern: 'concurrent',
    needsBuild: true,
  },
  {
    name: 'code-cache-unchecked',
    breaks: 'a hook uses a pending code cache without checking its CRC-32 trailer',
    file: 'src/hooks/code-cache.ts',
    find: '  const payload = checkedPayload(pending);',
    replace: '  const payload = pending.subarray(0, pending.length - 4);',
    tests: ['test/hooks/code-cache.test.ts'],
    testNamePattern: 'fails its check',
    needsBuild: true,
  },
  {
    name: 'fence-fast-path-whitespace',
    breaks: "the fence's fast path lets Unicode spaces and line separators through unflattened",
    file: 'src/core/fence.ts',
    find: '\\u2039\\u203a]*$/;',
    replace: '\\u2039\\u203a\\u00a0\\u2028]*$/;',
    tests: ['test/core/fence.test.ts'],
    needsBuild: false,
  },
  {
    name: 'short-write-dropped',
    breaks: "a hook's state write stops after the first write call, however little it wrote",
    file: 'src/storage/json-file-sync.ts',
    find: '    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);',
    replace: '    writeSync(fd, bytes, 0);',
    tests: ['test/storage/json-file-sync.test.ts'],
    needsBuild: false,
  },
];
