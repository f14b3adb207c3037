/**
 * Hook bench: each hook's wall time (spawn to exit, median and p95) on a 10k-memory store
 * with 1k gotchas (250 of them with command patterns), beside a bare `node -e ''` (and
 * `bun -e 0` when Bun is installed) timed in the same run, as ratios; the PreToolUse hook
 * before an Edit, before a Bash command that meets command gotchas, and before one in a
 * second 10k store without any; and the topic detector's precision and recall on the
 * labelled sequence. With `--compare-lib=<other lib/>`, the other build's hooks run in the
 * same rounds on stores of their own, indexed by its own CLI (its digest files may differ).
 *
 *   npm run build && node --import tsx eval/bench/hooks.ts [--compare-lib=<other lib/>] [count gotchas]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGotchaStore } from './support/generate-gotcha-store.js';
import { hookCommand } from './support/hook-command.js';
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
  proj: string;
  input: (round: number) => string;
  /** The lib/ folder whose hooks run (this build's unless compared). */
  lib: string;
}

/**
 * The bundle and arguments hooks.json runs for a case's event and tool (the plugin's of
 * `lib`, when it sits in one; else this one's).
 */
function caseCommand(run: HookCase): string[] {
  const input = JSON.parse(run.input(0));
  const root = path.dirname(run.lib);
  const plugin = existsSync(path.join(root, 'hooks', 'hooks.json')) ? root : REPO;
  return hookCommand(
    plugin,
    input.hook_event_name,
    input.tool_name ?? input.source ?? input.trigger,
    run.lib,
  );
}

/**
 * The PreToolUse cases. Each round is a new session, so every run finds its gotchas not yet
 * shown, matches them and writes the session state (the costly path).
 */
function preToolCases(proj: string, bare: string, lib: string): Record<string, HookCase> {
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
      lib,
      proj,
      input: (round) =>
        payload(proj, round, 'Edit', {
          file_path: path.join(proj, 'src', 'payments', 'client.ts'),
          old_string: 'retry(',
          new_string: 'retryOnce(',
        }),
    },
    'pre-tool-use (Bash)': {
      lib,
      proj,
      input: (round) => payload(proj, round, 'Bash', { command }),
    },
    'pre-tool-use (Bash, no command gotchas)': {
      lib,
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

/** The projects of one build: a store with command gotchas, one without. */
export interface Projects {
  proj: string;
  bareProj: string;
}

function hookCases({ proj, bareProj }: Projects, lib: string): Record<string, HookCase> {
  const cases: Record<string, HookCase> = {};
  for (const [hook, input] of Object.entries(payloads(proj)))
    cases[hook] = { lib, proj, input: () => input };
  return { ...cases, ...preToolCases(proj, bareProj, lib) };
}

const OTHER = ' [other lib]';

/** This build's cases, and the other build's (names ending in {@link OTHER}) when compared. */
function allCases(projects: Projects, other: (Projects & { lib: string }) | null) {
  const mine = hookCases(projects, path.join(REPO, 'lib'));
  if (!other) return mine;
  const theirs = Object.entries(hookCases(other, other.lib)).map(([k, v]) => [k + OTHER, v]);
  return { ...mine, ...Object.fromEntries(theirs) };
}

async function runtimeRows(
  runtime: string,
  bare: string[],
  inputs: Record<string, HookCase>,
  env: NodeJS.ProcessEnv,
): Promise<BenchRow[]> {
  const first = Object.values(inputs)[0]!;
  const commands = Object.fromEntries(Object.entries(inputs).map(([k, v]) => [k, caseCommand(v)]));
  const times: Record<string, number[]> = { bare: [] };
  for (const hook of Object.keys(inputs)) times[hook] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    // Interleaved so machine noise hits the baseline and the hooks alike; 2 warm-up rounds.
    const bareMs = await timeProcess(runtime, bare, '', env, first.proj);
    if (i >= 2) times.bare!.push(bareMs);
    for (const [hook, run] of Object.entries(inputs)) {
      const ms = await timeProcess(
        runtime,
        commands[hook]!,
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
    const limit = name === 'bun' ? 1.5 : TARGETS[hook.replace(OTHER, '')]!;
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
    const out = execFileSync(process.execPath, hookCommand(REPO, 'PreToolUse', tool), {
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
    });
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

/**
 * The two generated projects below `root`, indexed (digests written) by the CLI of `lib`,
 * with a current audit summary.
 */
export function writeProjects(
  root: string,
  size: { count: number; gotchas: number },
  lib: string,
  env: NodeJS.ProcessEnv,
): Projects {
  const proj = path.join(root, 'proj');
  const bareProj = path.join(root, 'proj-no-commands');
  writeGotchaStore(proj, size.count, size.gotchas, 7, Math.round(size.gotchas / 4));
  writeGotchaStore(bareProj, size.count, size.gotchas);
  for (const project of [proj, bareProj]) {
    const cli = (args: string[]) =>
      execFileSync(process.execPath, [path.join(lib, 'cli', 'main.js'), ...args], {
        cwd: project,
        env: { ...env, CLAUDE_PROJECT_DIR: project },
        stdio: 'ignore',
      });
    cli(['reindex', '--no-embed']);
    // A current audit summary, as after the background run: session start reads it and
    // shows its count line, and starts no audit during the timed runs.
    cli(['audit', '--summary', '--quiet']);
  }
  return { proj, bareProj };
}

/** Runs the hook bench (`npm run build` first). */
export async function benchHooks(
  options: { count?: number; gotchas?: number; compareLib?: string } = {},
): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-hooks-'));
  try {
    const count = options.count ?? 10_000;
    const gotchas = options.gotchas ?? 1_000;
    const env = {
      ...process.env,
      HOME: path.join(root, 'home'),
      STRATA_CACHE_DIR: path.join(root, 'cache'),
    };
    const size = { count, gotchas };
    const projects = writeProjects(root, size, path.join(REPO, 'lib'), env);
    const other = options.compareLib
      ? {
          ...writeProjects(path.join(root, 'other'), size, options.compareLib, env),
          lib: options.compareLib,
        }
      : null;
    const cases = allCases(projects, other);
    const rows = await runtimeRows(process.execPath, ['-e', ''], cases, env);
    const bun = findBun();
    if (bun) rows.push(...(await runtimeRows(bun, ['-e', '0'], cases, env)));
    else
      rows.push({
        name: 'bun: not installed here (npm install adds the pinned devDependency)',
        value: Number.NaN,
        unit: '',
      });
    return [...rows, ...warningTokenRows(projects.proj, env), ...topicRows()];
  } finally {
    try {
      rmSync(root, { recursive: true, force: true, maxRetries: 5 });
    } catch (error) {
      // A reindex a session-start run started in the background may still be writing there;
      // the rows measured are worth more than the temporary folder.
      console.error(`bench: left ${root}: ${(error as Error).message}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const compareLib = args.find((a) => a.startsWith('--compare-lib='))?.slice(14);
  const [count, gotchas] = args.filter((a) => !a.startsWith('--')).map(Number);
  const options = {
    ...(compareLib ? { compareLib: path.resolve(compareLib) } : {}),
    ...(count ? { count } : {}),
    ...(gotchas ? { gotchas } : {}),
  };
  console.log(formatTable('hooks', await benchHooks(options)));
}
