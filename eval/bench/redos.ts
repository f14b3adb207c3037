/**
 * ReDoS bench: a store whose gotchas carry 32 pathological `file_patterns` (the shapes
 * that make backtracking matchers explode: nested stars, repeated brace alternatives,
 * stacked `**`, long literal runs that almost match), timed against the same store with
 * only ordinary patterns, in the same run and interleaved. The Read hook and
 * `memory_context` are timed on a long path that none of the patterns match (the worst
 * case for a matcher), and redaction on hostile text beside prose of the same length.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { redactSecrets } from '../../src/core/redact.js';
import { writeGotchaStore } from './support/generate-gotcha-store.js';
import { spawnServer, timeCalls } from './support/mcp-session.js';
import { type BenchRow, median, timeProcess } from './support/measure.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 20;
const LONG_NAME = `${'a'.repeat(60)}-${'ab'.repeat(20)}.ts`;

/**
 * Globs a backtracking matcher takes exponential or high-polynomial time on; some end in a
 * wildcard so that no literal-suffix shortcut applies, and four are over the limits (they
 * are skipped, which is also timed).
 */
export const PATHOLOGICAL_GLOBS: readonly string[] = [
  '*a*a*a*a*a*a*b',
  '*a*a*a*a*a*a*a*a*a*a*b',
  '**/*a*a*a*a*a*a*a*b',
  '{*,*}{*,*}{*,*}{*,*}{*,*}.zz',
  '{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}{*,*}.zz',
  '{a*,*a}{a*,*a}{a*,*a}{a*,*a}{a*,*a}b',
  '**/**/**/**/**/**/**/**/x.zz',
  '**/a/**/a/**/a/**/a/**/b',
  '*.*.*.*.*.*.*.*.zz',
  '?*?*?*?*?*?*?*?*b',
  '[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*[a-z]*b',
  '*aa*aa*aa*aa*aa*b',
  '*ab*ab*ab*ab*ab*ab*c',
  '{a,aa}{a,aa}{a,aa}{a,aa}{a,aa}{a,aa}b',
  '{{a,b},{a,c}}{{a,b},{a,c}}{{a,b},{a,c}}z',
  '**/{*,**}/{*,**}/{*,**}/x',
  'src/**/*a*a*a*a*b.ts',
  '**/a*a*a*a*a*a*a*a*a*a*a*a*a*a*b',
  '*a*a*a*a*a*a*a*',
  '{a*a*,b*b*}{a*a*,b*b*}{a*a*,b*b*}c',
  '!(*a*a*a*b)',
  '*{a,b}*{a,b}*{a,b}*{a,b}*{a,b}*c',
  '**/**/a*a*a*a*a*/**/b',
  `${'a'.repeat(120)}*b`,
  `*${'a'.repeat(60)}*b`,
  '[!b]*[!b]*[!b]*[!b]*[!b]*b',
  '**/?????????????????????????????b',
  '{*,*}{*,*}{*,*}{*,*}{*,*}*',
  '**/a*a*a*a*a*a*/**',
  '{*,**,*/*}{*,**,*/*}{*,**,*/*}.zz',
  `${'*a'.repeat(40)}b`,
  `{${Array.from({ length: 40 }, (_, i) => `*${i}*`).join(',')}}.zz`,
];

function writePathological(proj: string): void {
  const dir = path.join(proj, '.claude', 'memory', 'permanent');
  for (const [i, glob] of PATHOLOGICAL_GLOBS.entries()) {
    const body = [
      '---',
      `id: gotcha-redos-${i}`,
      `title: Pathological pattern ${i}`,
      'type: gotcha',
      'severity: high',
      `file_patterns: [${JSON.stringify(glob)}]`,
      'created: "2026-03-01T10:00:00Z"',
      'updated: "2026-03-01T10:00:00Z"',
      '---',
      '',
      `A gotcha whose pattern is hostile (${i}).`,
      '',
    ];
    writeFileSync(path.join(dir, `gotcha-redos-${i}.md`), body.join('\n'));
  }
}

interface Project {
  proj: string;
  env: Record<string, string>;
  file: string;
}

function setUpProject(root: string, name: string, hostile: boolean): Project {
  const proj = path.join(root, name);
  writeGotchaStore(proj, 1_000, 100);
  if (hostile) writePathological(proj);
  const file = path.join(proj, 'src', 'payments', LONG_NAME);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'export {};\n');
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(STRATA_|CLAUDE_|OLLAMA_)/.test(k)) env[k] = v;
  Object.assign(env, {
    HOME: path.join(root, `${name}-home`),
    STRATA_CACHE_DIR: path.join(root, `${name}-cache`),
    CLAUDE_PROJECT_DIR: proj,
  });
  mkdirSync(env.HOME!, { recursive: true });
  const cli = path.join(REPO, 'lib', 'cli', 'main.js');
  execFileSync(process.execPath, [cli, 'reindex', '--no-embed'], {
    cwd: proj,
    env,
    stdio: 'ignore',
  });
  return { proj, env, file };
}

function timeReadHook(project: Project, run: number): Promise<number> {
  const input = JSON.stringify({
    session_id: `redos-${run}`,
    transcript_path: path.join(project.proj, 't.jsonl'),
    cwd: project.proj,
    hook_event_name: 'PostToolUse',
    tool_name: 'Read',
    tool_input: { file_path: project.file },
    tool_response: { type: 'text', file: { filePath: project.file, content: 'export {};\n' } },
  });
  const hook = path.join(REPO, 'lib', 'hooks', 'post-tool-use.js');
  return timeProcess(process.execPath, [hook], input, project.env, project.proj);
}

function ratioRow(name: string, worst: number, normal: number, unit = 'ms'): BenchRow {
  const ratio = worst / normal;
  return {
    name: `${name}, ratio ${ratio.toFixed(2)}×`,
    value: round(worst),
    unit,
    baseline: { name: 'ordinary patterns, same store size', value: round(normal) },
    target: '≤ 2× normal',
    met: ratio <= 2,
  };
}

async function readHookRows(normal: Project, hostile: Project): Promise<BenchRow[]> {
  const times = { normal: [] as number[], hostile: [] as number[] };
  for (let i = 0; i < RUNS + 2; i++) {
    const a = await timeReadHook(normal, i);
    const b = await timeReadHook(hostile, i);
    if (i < 2) continue;
    times.normal.push(a);
    times.hostile.push(b);
  }
  return [
    ratioRow(
      `Read hook on a ${LONG_NAME.length}-char name, ${PATHOLOGICAL_GLOBS.length} pathological globs`,
      median(times.hostile),
      median(times.normal),
    ),
  ];
}

async function contextMs(project: Project): Promise<number> {
  const server = await spawnServer({
    command: process.execPath,
    args: [path.join(REPO, 'lib', 'mcp', 'server.js'), '--project', project.proj],
    env: project.env,
    cwd: project.proj,
  });
  try {
    const args = Array.from({ length: RUNS }, (_, i) => ({
      path: project.file.replace(LONG_NAME, `${i}${LONG_NAME}`),
    }));
    await timeCalls(server, 'memory_context', args.slice(0, 3));
    return median(await timeCalls(server, 'memory_context', args));
  } finally {
    await server.close();
  }
}

function redactionRows(): BenchRow[] {
  const size = 40_000;
  const prose = 'the quick brown fox jumps over the lazy dog '.repeat(size / 44);
  const hostile: Record<string, string> = {
    'one long word': 'a'.repeat(size),
    'key name without end': 'secret_'.repeat(size / 7),
    'blank lines': '\n'.repeat(size),
    'tool names': 'mysql sshpass redis-cli '.repeat(size / 24),
    'password keys': 'password password: '.repeat(size / 19),
  };
  const timeOf = (text: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 7; i++) {
      const start = performance.now();
      redactSecrets(text);
      runs.push(performance.now() - start);
    }
    return median(runs);
  };
  const normal = timeOf(prose);
  let worst = { name: '', ms: 0 };
  for (const [name, text] of Object.entries(hostile)) {
    const ms = timeOf(text);
    if (ms > worst.ms) worst = { name, ms };
  }
  return [
    {
      name: `redaction of 40k hostile characters, worst (${worst.name})`,
      value: round(worst.ms),
      unit: 'ms',
      baseline: { name: '40k characters of prose', value: round(normal) },
    },
  ];
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

/** Runs the ReDoS bench (`npm run build` first). */
export async function benchRedos(): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-redos-'));
  try {
    const normal = setUpProject(root, 'normal', false);
    const hostile = setUpProject(root, 'hostile', true);
    const rows = await readHookRows(normal, hostile);
    const [a, b] = [await contextMs(normal), await contextMs(hostile)];
    rows.push(ratioRow('memory_context on the same path', b, a));
    rows.push(...redactionRows());
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
