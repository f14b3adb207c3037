/**
 * Hook bench: each hook's wall time (spawn to exit, median and p95) on a 10k-memory store
 * with 1k gotchas (250 of them with command patterns), beside a bare `node -e ''` (and
 * `bun -e 0` when Bun is installed) timed in the same run, as ratios; the PreToolUse hook
 * before an Edit, before a Bash command that meets command gotchas, and before one in a
 * second 10k store without any; and the topic detector's precision and recall on the
 * labelled sequence.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGotchaStore } from './support/generate-gotcha-store.js';
import { type BenchRow, median, percentile, timeProcess } from './support/measure.js';
import { formatTable } from './support/table.js';
import { evaluateTopicDetector, loadTopicSequence } from './support/topic-eval.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 30;

/** Bun as hooks/run-hook.sh finds it: on PATH, else the pinned devDependency. */
function findBun(): string | null {
  try {
    const onPath = execFileSync('sh', ['-c', 'command -v bun'], { encoding: 'utf8' }).trim();
    if (onPath) return onPath;
  } catch {}
  const local = path.join(REPO, 'node_modules', '.bin', 'bun');
  return existsSync(local) ? local : null;
}

/** One timed hook run: which bundle, in which project, with which stdin (per round). */
interface HookCase {
  bundle: string;
  proj: string;
  input: (round: number) => string;
}

/**
 * The PreToolUse cases. Each round is a new session, so every run finds its gotchas not yet
 * shown, matches them and writes the session state (the costly path).
 */
function preToolCases(proj: string, bare: string): Record<string, HookCase> {
  const payload = (cwd: string, round: number, tool: string, toolInput: object) =>
    JSON.stringify({
      session_id: `bench-pre-${round}`,
      transcript_path: path.join(cwd, 't.jsonl'),
      cwd,
      permission_mode: 'default',
      hook_event_name: 'PreToolUse',
      tool_name: tool,
      tool_input: toolInput,
      tool_use_id: 'toolu_2',
    });
  const command =
    'cd services/api && npm ci && npx prisma migrate deploy --schema db && git push origin main && kubectl delete pod worker-1';
  return {
    'pre-tool-use (Edit)': {
      bundle: 'pre-tool-use',
      proj,
      input: (round) =>
        payload(proj, round, 'Edit', {
          file_path: path.join(proj, 'src', 'payments', 'client.ts'),
          old_string: 'retry(',
          new_string: 'retryOnce(',
        }),
    },
    'pre-tool-use (Bash)': {
      bundle: 'pre-tool-use',
      proj,
      input: (round) => payload(proj, round, 'Bash', { command }),
    },
    'pre-tool-use (Bash, no command gotchas)': {
      bundle: 'pre-tool-use',
      proj: bare,
      input: (round) => payload(bare, round, 'Bash', { command }),
    },
  };
}

function payloads(proj: string): Record<string, string> {
  const base = {
    session_id: 'bench-session',
    transcript_path: path.join(proj, 't.jsonl'),
    cwd: proj,
    permission_mode: 'default',
  };
  const file = path.join(proj, 'src', 'payments', 'client.ts');
  return {
    'session-start': JSON.stringify({
      ...base,
      hook_event_name: 'SessionStart',
      source: 'startup',
    }),
    'user-prompt-submit': JSON.stringify({
      ...base,
      hook_event_name: 'UserPromptSubmit',
      prompt:
        'The payments client retries a charge twice when the provider times out, look at the retry handler',
    }),
    'post-tool-use': JSON.stringify({
      ...base,
      hook_event_name: 'PostToolUse',
      tool_name: 'Read',
      tool_input: { file_path: file },
      tool_response: {
        type: 'text',
        file: {
          filePath: file,
          content:
            'export async function charge(amount: number) {\n  return retry(() => provider.charge(amount));\n}\n'.repeat(
              40,
            ),
          numLines: 120,
          startLine: 1,
          totalLines: 120,
        },
      },
      tool_use_id: 'toolu_1',
    }),
    'pre-compact': JSON.stringify({
      ...base,
      hook_event_name: 'PreCompact',
      trigger: 'auto',
      custom_instructions: '',
    }),
    'session-end': JSON.stringify({ ...base, hook_event_name: 'SessionEnd', reason: 'other' }),
  };
}

const TARGETS: Record<string, number> = {
  'session-start': 1.5,
  'user-prompt-submit': 1.3,
  'post-tool-use': 1.15,
  'pre-tool-use (Edit)': 1.15,
  'pre-tool-use (Bash)': 1.15,
  'pre-tool-use (Bash, no command gotchas)': 1.15,
  'pre-compact': 1.3,
  'session-end': 1.3,
};

function hookCases(proj: string, bareProj: string): Record<string, HookCase> {
  const cases: Record<string, HookCase> = {};
  for (const [hook, input] of Object.entries(payloads(proj)))
    cases[hook] = { bundle: hook, proj, input: () => input };
  return { ...cases, ...preToolCases(proj, bareProj) };
}

async function runtimeRows(
  runtime: string,
  bare: string[],
  projects: { proj: string; bareProj: string },
  env: NodeJS.ProcessEnv,
): Promise<BenchRow[]> {
  const inputs = hookCases(projects.proj, projects.bareProj);
  const times: Record<string, number[]> = { bare: [] };
  for (const hook of Object.keys(inputs)) times[hook] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    // Interleaved so machine noise hits the baseline and the hooks alike; 2 warm-up rounds.
    const bareMs = await timeProcess(runtime, bare, '', env, projects.proj);
    if (i >= 2) times.bare!.push(bareMs);
    for (const [hook, run] of Object.entries(inputs)) {
      const ms = await timeProcess(
        runtime,
        [path.join(REPO, 'lib', 'hooks', `${run.bundle}.js`)],
        run.input(i),
        { ...env, CLAUDE_PROJECT_DIR: run.proj },
        run.proj,
      );
      if (i >= 2) times[hook]!.push(ms);
    }
  }
  const name = path.basename(runtime);
  const bareName = `${name} ${bare.join(' ')}`;
  const baseMedian = median(times.bare!);
  const rows: BenchRow[] = [
    {
      name: `${bareName} (baseline)`,
      value: round(baseMedian),
      unit: 'ms',
      target: `p95 ${round(percentile(times.bare!, 95))} ms`,
    },
  ];
  for (const hook of Object.keys(inputs)) {
    const ms = times[hook]!;
    const ratio = median(ms) / baseMedian;
    const limit = name === 'bun' ? 1.5 : TARGETS[hook]!;
    rows.push({
      name: `${hook} on ${name}: median (p95 ${round(percentile(ms, 95))} ms), ratio ${ratio.toFixed(2)}×`,
      value: round(median(ms)),
      unit: 'ms',
      baseline: { name: bareName, value: round(baseMedian) },
      target: `≤ ${limit}× baseline`,
      met: ratio <= limit,
    });
  }
  return rows;
}

/**
 * Tokens (characters / 4, as in the context-cost bench) a PreToolUse warning adds to
 * Claude's context: the hook run before an Edit of each of 40 generated source files and
 * before 40 generated commands, each in a new session; only runs that warned count.
 */
function warningTokenRows(proj: string, env: NodeJS.ProcessEnv): BenchRow[] {
  const areas = ['auth', 'payments', 'billing', 'search', 'api', 'web', 'worker', 'db'];
  const files = ['client', 'service', 'handler', 'store', 'config'];
  const programs = [
    'npx prisma migrate',
    'terraform apply',
    'kubectl delete',
    'git push',
    'npm publish',
  ];
  const calls: Array<[string, object]> = [];
  for (const area of areas)
    for (const [i, file] of files.entries()) {
      calls.push(['Edit', { file_path: path.join(proj, 'src', area, `${file}.ts`) }]);
      calls.push(['Bash', { command: `${programs[i]} ${area}-${file}` }]);
    }
  const sizes: number[] = [];
  for (const [n, [tool, toolInput]] of calls.entries()) {
    const out = execFileSync(
      process.execPath,
      [path.join(REPO, 'lib', 'hooks', 'pre-tool-use.js')],
      {
        cwd: proj,
        env: { ...env, CLAUDE_PROJECT_DIR: proj },
        input: JSON.stringify({
          session_id: `bench-tokens-${n}`,
          cwd: proj,
          hook_event_name: 'PreToolUse',
          tool_name: tool,
          tool_input: toolInput,
        }),
        encoding: 'utf8',
      },
    );
    const context = out ? JSON.parse(out).hookSpecificOutput?.additionalContext : undefined;
    if (typeof context === 'string') sizes.push(Math.round(context.length / 4));
  }
  const label = `${sizes.length} of ${calls.length} edits and commands warned`;
  return [
    {
      name: `tokens a PreToolUse warning adds, median (${label})`,
      value: median(sizes),
      unit: 'tokens',
    },
    {
      name: 'tokens a PreToolUse warning adds, largest (3 gotchas at most, hooks.gotchas.maxTokens 400)',
      value: Math.max(...sizes),
      unit: 'tokens',
    },
  ];
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

function topicRows(): BenchRow[] {
  const score = evaluateTopicDetector(loadTopicSequence());
  const label = `${score.prompts} prompts, ${score.shifts} shifts`;
  return [
    {
      name: `topic detector precision (${label})`,
      value: Math.round(score.precision * 100) / 100,
      unit: '',
      target: '≥ 0.8',
      met: score.precision >= 0.8,
    },
    {
      name: `topic detector recall (${label})`,
      value: Math.round(score.recall * 100) / 100,
      unit: '',
      target: '≥ 0.8',
      met: score.recall >= 0.8,
    },
  ];
}

/** Runs the hook bench (`npm run build` first). */
export async function benchHooks(
  options: { count?: number; gotchas?: number } = {},
): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-hooks-'));
  try {
    const proj = path.join(root, 'proj');
    const bareProj = path.join(root, 'proj-no-commands');
    const count = options.count ?? 10_000;
    const gotchas = options.gotchas ?? 1_000;
    writeGotchaStore(proj, count, gotchas, 7, Math.round(gotchas / 4));
    writeGotchaStore(bareProj, count, gotchas);
    const env = {
      ...process.env,
      HOME: path.join(root, 'home'),
      STRATA_CACHE_DIR: path.join(root, 'cache'),
    };
    for (const project of [proj, bareProj]) {
      const cli = (args: string[]) =>
        execFileSync(process.execPath, [path.join(REPO, 'lib', 'cli', 'main.js'), ...args], {
          cwd: project,
          env: { ...env, CLAUDE_PROJECT_DIR: project },
          stdio: 'ignore',
        });
      cli(['reindex', '--no-embed']);
      // A current audit summary, as after the background run: session start reads it and
      // shows its count line, and starts no audit during the timed runs.
      cli(['audit', '--summary', '--quiet']);
    }
    const projects = { proj, bareProj };
    const rows = await runtimeRows(process.execPath, ['-e', ''], projects, env);
    const bun = findBun();
    if (bun) rows.push(...(await runtimeRows(bun, ['-e', '0'], projects, env)));
    else
      rows.push({
        name: 'bun: not installed here (npm install adds the pinned devDependency)',
        value: Number.NaN,
        unit: '',
      });
    return [...rows, ...warningTokenRows(proj, env), ...topicRows()];
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(formatTable('hooks', await benchHooks()));
}
