/**
 * `npm run mutation [-- <module> …]`: StrykerJS over the safety modules (modules.ts), one
 * module at a time against only the tests that guard it, with one test-runner process so the
 * run stays usable on a small shared machine. Prints, per module, how many mutants the tests
 * killed and the surviving ones (file:line and the replacement) to read; the scores are
 * recorded in eval/RESULTS.md. A bench, not a gate: CI runs the named mutations (named.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LogLevel } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { MODULES, type MutationModule } from './modules.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'eval', 'results', 'mutation');

interface Tally {
  module: string;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  errors: number;
  survivors: string[];
}

type Result = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

function tally(module: string, results: Result[]): Tally {
  const t: Tally = {
    module,
    killed: 0,
    survived: 0,
    noCoverage: 0,
    timeout: 0,
    errors: 0,
    survivors: [],
  };
  for (const r of results) {
    if (r.status === 'Killed') t.killed++;
    else if (r.status === 'Timeout') t.timeout++;
    else if (r.status === 'Survived' || r.status === 'NoCoverage') {
      if (r.status === 'Survived') t.survived++;
      else t.noCoverage++;
      const where = `${path.relative(root, r.fileName)}:${r.location.start.line}`;
      t.survivors.push(`${where} ${r.mutatorName} → ${JSON.stringify(r.replacement ?? '')}`);
    } else if (r.status !== 'Ignored') t.errors++;
  }
  return t;
}

/** Detected (killed or timed out) over valid mutants, as Stryker scores them. */
function score(t: Tally): number {
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  return valid === 0 ? 100 : (100 * (t.killed + t.timeout)) / valid;
}

async function runModule(m: MutationModule): Promise<Tally> {
  process.env.STRATA_MUTATION_TESTS = m.tests.join(',');
  const stryker = new Stryker({
    mutate: m.mutate,
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: 'eval/mutation/vitest.config.ts', related: false },
    coverageAnalysis: 'perTest',
    concurrency: Number(process.env.STRATA_MUTATION_CONCURRENCY ?? 1),
    timeoutMS: 20_000,
    reporters: ['json', 'progress'],
    jsonReporter: { fileName: path.join(outDir, `${m.name}.json`) },
    tempDirName: path.join('eval', 'results', 'stryker-tmp'),
    ignorePatterns: ['lib', 'site', 'eval/fixtures', 'eval/judged', 'eval/results', 'docs'],
    cleanTempDir: 'always',
    logLevel: 'warn' as LogLevel,
  });
  return tally(m.name, await stryker.runMutationTest());
}

const wanted = new Set(process.argv.slice(2));
const chosen = MODULES.filter((m) => wanted.size === 0 || wanted.has(m.name));
if (chosen.length === 0) {
  console.error(`no such module; choose from: ${MODULES.map((m) => m.name).join(', ')}`);
  process.exitCode = 2;
}
mkdirSync(outDir, { recursive: true });
const rows: Tally[] = [];
for (const m of chosen) {
  const t = await runModule(m);
  rows.push(t);
  writeFileSync(path.join(outDir, `${m.name}.summary.json`), `${JSON.stringify(t, null, 2)}\n`);
  console.log(
    `\n${m.name}: ${score(t).toFixed(1)}% killed (${t.killed + t.timeout} of ${t.killed + t.timeout + t.survived + t.noCoverage}; ${t.errors} not valid)`,
  );
  for (const s of t.survivors) console.log(`  survived: ${s}`);
}
console.log(
  '\n| module | mutants | killed | survived | no coverage | score |\n|---|---|---|---|---|---|',
);
for (const t of rows) {
  const valid = t.killed + t.timeout + t.survived + t.noCoverage;
  console.log(
    `| ${t.module} | ${valid} | ${t.killed + t.timeout} | ${t.survived} | ${t.noCoverage} | ${score(t).toFixed(1)}% |`,
  );
}
