/**
 * `npm run mutation:named`: applies each named mutation (named-list.ts) to a copy of the
 * repository, runs only the tests that guard it, and fails when any mutation survives (its
 * tests pass). The copy's tests first run unmutated and must pass, so a kill always means
 * the mutation, not the copy. CI runs this after the test suite; the full mutation run
 * (run.ts) stays a bench.
 *
 *   npm run mutation:named [-- <name> …]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NAMED_MUTATIONS, type NamedMutation } from './named-list.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What the guarding tests need of the repository: sources, tests, build script, plugin files. */
const COPIED = [
  'src',
  'test',
  'scripts',
  'hooks',
  'commands',
  'skills',
  '.claude-plugin',
  '.mcp.json',
  'package.json',
  'tsconfig.json',
  'vitest.config.ts',
];

function makeCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-mutation-'));
  for (const name of COPIED)
    cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function build(dir: string): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: 'ignore' });
}

interface TestOutcome {
  failed: number;
  passed: number;
  /** Files that could not run at all (an import error): not a kill. */
  broken: string[];
}

function runTests(dir: string, m: NamedMutation): TestOutcome {
  const report = path.join(dir, 'vitest-report.json');
  const args = ['node_modules/vitest/vitest.mjs', 'run', ...m.tests, '--reporter=json'];
  args.push(`--outputFile=${report}`);
  if (m.testNamePattern) args.push(`--testNamePattern=${m.testNamePattern}`);
  spawnSync(process.execPath, args, { cwd: dir, stdio: 'ignore', env: process.env });
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numFailedTests: number;
    numPassedTests: number;
    testResults: Array<{ name: string; status: string; assertionResults: unknown[] }>;
  };
  rmSync(report, { force: true });
  const broken = json.testResults
    .filter((r) => r.status === 'failed' && r.assertionResults.length === 0)
    .map((r) => path.relative(dir, r.name));
  return { failed: json.numFailedTests, passed: json.numPassedTests, broken };
}

function applyMutation(dir: string, m: NamedMutation): string {
  const file = path.join(dir, m.file);
  const source = readFileSync(file, 'utf8');
  const count = source.split(m.find).length - 1;
  if (count !== 1)
    throw new Error(
      `${m.name}: "${m.find}" occurs ${count} times in ${m.file}; update named-list.ts`,
    );
  writeFileSync(file, source.replace(m.find, m.replace));
  return source;
}

/** 'killed', 'survived', or why the mutation could not be judged. */
function judge(dir: string, m: NamedMutation): string {
  const baseline = runTests(dir, m);
  if (baseline.failed || baseline.broken.length || !baseline.passed)
    return `not judged: its tests fail unmutated (${baseline.failed} failed, ${baseline.broken.join(', ')})`;
  const original = applyMutation(dir, m);
  try {
    if (m.needsBuild) build(dir);
    const mutated = runTests(dir, m);
    if (mutated.broken.length)
      return `not judged: test files did not run (${mutated.broken.join(', ')})`;
    return mutated.failed > 0 ? `killed (${mutated.failed} tests failed)` : 'survived';
  } finally {
    writeFileSync(path.join(dir, m.file), original);
    if (m.needsBuild) build(dir);
  }
}

const wanted = new Set(process.argv.slice(2));
const chosen = NAMED_MUTATIONS.filter((m) => wanted.size === 0 || wanted.has(m.name));
const dir = makeCopy();
let bad = 0;
try {
  build(dir);
  for (const m of chosen) {
    const started = Date.now();
    const verdict = judge(dir, m);
    if (!verdict.startsWith('killed')) bad += 1;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(
      `${verdict.startsWith('killed') ? 'ok  ' : 'FAIL'} ${m.name}: ${verdict} (${seconds} s) — ${m.breaks}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (bad) {
  console.error(
    `${bad} named mutation(s) not killed: the tests that guard them no longer catch the break`,
  );
  process.exitCode = 1;
}
