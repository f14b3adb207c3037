/**
 * Warnings before the tool runs, on real sessions: the Edit, Write and Bash calls of public
 * Claude Code sessions replayed in order through the PreToolUse hook (each session its own
 * Claude Code session) against gotchas written for those repositories, scored with labels
 * committed before any run (`eval/fixtures/pretool-<set>/`). The baseline is strata without
 * PreToolUse: the PostToolUse hook on edits, whose warning arrives after the call ran. Runs
 * the hook handlers in-process through the same frame the bundles use (thousands of calls),
 * the CLI from lib/ (`npm run build` first). Sets whose git copy is missing are skipped.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runHookInProcess } from '../../test/kit/hook-in-process.js';
import { REPLAY_SETS, type ReplayCall } from '../pretool/extract-calls.js';
import { findGitDir } from './support/git-copy.js';
import type { BenchRow } from './support/measure.js';
import { formatTable } from './support/table.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Labels {
  source: { repository: string; commit: string };
  risky: Record<string, string[]>;
}

/**
 * What one replay showed: per call, the gotcha ids warned about; the calls interrupted
 * (held, asked or refused: the model or the user read the gotcha before the call ran);
 * the asks and holds.
 */
interface Replay {
  shown: Map<string, string[]>;
  interrupted: Set<string>;
  asks: number;
  holds: number;
  tokens: number[];
}

function gotchaIds(context: string | undefined): string[] {
  return context
    ? [...context.matchAll(/\((?:critical|high|medium|low), ([\w.-]+)\):/g)].map((m) => m[1]!)
    : [];
}

function payload(event: string, proj: string, call: ReplayCall, session: string): string {
  const file = call.file && !call.file.startsWith('/') ? path.join(proj, call.file) : call.file;
  const toolInput = call.tool === 'Bash' ? { command: call.command } : { file_path: file };
  const extra = event === 'PostToolUse' ? { tool_response: { filePath: file } } : {};
  return JSON.stringify({
    session_id: session,
    transcript_path: path.join(proj, 't.jsonl'),
    cwd: proj,
    hook_event_name: event,
    tool_name: call.tool,
    tool_input: toolInput,
    ...extra,
  });
}

async function replay(
  calls: readonly ReplayCall[],
  proj: string,
  env: Record<string, string>,
  hook: 'pre-tool-use' | 'post-tool-use',
): Promise<Replay> {
  const result: Replay = {
    shown: new Map(),
    interrupted: new Set(),
    asks: 0,
    holds: 0,
    tokens: [],
  };
  const event = hook === 'pre-tool-use' ? 'PreToolUse' : 'PostToolUse';
  for (const call of calls) {
    // The PostToolUse hook of strata runs for file tools only.
    if (hook === 'post-tool-use' && call.tool === 'Bash') continue;
    const session = `${hook}-${call.session}`.replace(/[^A-Za-z0-9_-]/g, '-');
    const run = await runHookInProcess(hook, payload(event, proj, call, session), {
      cwd: proj,
      env,
    });
    const ids = gotchaIds(run.context);
    if (ids.length) result.shown.set(call.id, ids);
    if (run.context) result.tokens.push(Math.round(run.context.length / 4));
    const decision = run.json?.hookSpecificOutput?.permissionDecision;
    if (decision) result.interrupted.add(call.id);
    if (decision === 'ask') result.asks++;
    if (decision === 'deny') result.holds++;
  }
  return result;
}

/**
 * Share of labelled (call, gotcha) pairs whose gotcha was in front of the model before the
 * call ran: shown at an earlier call of the session, or at this call when the hook
 * interrupted it (`atCall` holds those calls). Claude Code gives a hook's context to the model
 * with the tool's result, so a warning shown at the call without an interruption comes after
 * it ran; `hookTime` counts it anyway (when the hook saw the call, not when the model read it).
 */
function coverage(
  calls: readonly ReplayCall[],
  labels: Labels,
  shown: Map<string, string[]>,
  atCall: ReadonlySet<string> | 'all' | 'none',
  tool: (c: ReplayCall) => boolean,
  firstOnly = false,
): { warned: number; total: number } {
  const risky = new Map<string, Set<string>>();
  for (const [gotcha, ids] of Object.entries(labels.risky))
    for (const id of ids) risky.set(id, (risky.get(id) ?? new Set()).add(gotcha));
  const seen = new Map<string, Set<string>>();
  const counted = new Set<string>();
  let warned = 0;
  let total = 0;
  for (const call of calls) {
    const inSession = seen.get(call.session) ?? new Set<string>();
    seen.set(call.session, inSession);
    const now = shown.get(call.id) ?? [];
    const before = atCall === 'all' || (atCall !== 'none' && atCall.has(call.id));
    if (before) for (const g of now) inSession.add(g);
    if (tool(call))
      for (const g of risky.get(call.id) ?? []) {
        // The first risky call of a session for a gotcha: the one a warning must precede.
        if (firstOnly && counted.has(`${call.session}\u0000${g}`)) continue;
        counted.add(`${call.session}\u0000${g}`);
        total++;
        if (inSession.has(g)) warned++;
      }
    if (!before) for (const g of now) inSession.add(g);
  }
  return { warned, total };
}

function precision(
  calls: readonly ReplayCall[],
  labels: Labels,
  shown: Map<string, string[]>,
  tool: (c: ReplayCall) => boolean,
): { right: number; shown: number } {
  let right = 0;
  let count = 0;
  for (const call of calls) {
    if (!tool(call)) continue;
    for (const g of shown.get(call.id) ?? []) {
      count++;
      if (labels.risky[g]?.includes(call.id)) right++;
    }
  }
  return { right, shown: count };
}

const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1000) / 1000 : Number.NaN);
const isBash = (c: ReplayCall) => c.tool === 'Bash';
const isFile = (c: ReplayCall) => c.tool !== 'Bash';

async function scoreSet(set: string): Promise<BenchRow[]> {
  const dir = path.join(REPO, 'eval', 'fixtures', `pretool-${set}`);
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as Labels;
  const gitDir = findGitDir(labels.source.repository);
  if (!gitDir)
    return [
      {
        name: `${set}: no git copy of ${labels.source.repository}, skipped`,
        value: Number.NaN,
        unit: '',
      },
    ];
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const calls = REPLAY_SETS[set]!.read(git, labels.source.commit);
  const root = mkdtempSync(path.join(tmpdir(), `strata-pretool-${set}-`));
  try {
    const proj = path.join(root, 'proj');
    mkdirSync(path.join(proj, '.git'), { recursive: true });
    cpSync(path.join(dir, 'store'), path.join(proj, '.claude', 'memory'), { recursive: true });
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: path.join(root, 'home'),
      STRATA_CACHE_DIR: path.join(root, 'cache'),
      CLAUDE_PROJECT_DIR: proj,
    };
    mkdirSync(env.HOME!, { recursive: true });
    execFileSync(
      process.execPath,
      [path.join(REPO, 'lib', 'cli', 'main.js'), 'reindex', '--no-embed'],
      {
        cwd: proj,
        env,
        stdio: 'ignore',
      },
    );
    const pre = await replay(calls, proj, env, 'pre-tool-use');
    const post = await replay(calls, proj, env, 'post-tool-use');
    const rows: BenchRow[] = [];
    const label = `${set} (${calls.length} calls)`;
    for (const [kind, tool] of [
      ['file', isFile],
      ['command', isBash],
    ] as const) {
      const p = precision(calls, labels, pre.shown, tool);
      const c = coverage(calls, labels, pre.shown, pre.interrupted, tool);
      const h = coverage(calls, labels, pre.shown, 'all', tool);
      const b = coverage(calls, labels, post.shown, 'none', tool);
      const f = coverage(calls, labels, pre.shown, pre.interrupted, tool, true);
      const fb = coverage(calls, labels, post.shown, 'none', tool, true);
      rows.push(
        {
          name: `${label}: precision of ${kind} warnings before the tool runs (${p.right} of ${p.shown})`,
          value: ratio(p.right, p.shown),
          unit: '',
          target: '≥ 0.95',
          met: p.shown > 0 && p.right / p.shown >= 0.95,
        },
        {
          name: `${label}: labelled risky ${kind} calls whose gotcha the hook showed at or before them (${h.warned} of ${h.total})`,
          value: ratio(h.warned, h.total),
          unit: '',
        },
        {
          name: `${label}: labelled risky ${kind} calls whose gotcha the model read before they ran (${c.warned} of ${c.total})`,
          value: ratio(c.warned, c.total),
          unit: '',
          baseline: { name: 'PostToolUse only', value: ratio(b.warned, b.total) },
          target: '≥ 0.9',
          met: c.total > 0 && c.warned / c.total >= 0.9,
        },
        {
          name: `${label}: first risky ${kind} call of a session for a gotcha, gotcha read before it ran (${f.warned} of ${f.total})`,
          value: ratio(f.warned, f.total),
          unit: '',
          baseline: { name: 'PostToolUse only', value: ratio(fb.warned, fb.total) },
        },
      );
    }
    const sorted = [...pre.tokens].sort((a, b) => a - b);
    rows.push(
      { name: `${label}: calls held once (high gotchas)`, value: pre.holds, unit: '' },
      { name: `${label}: calls that asked the user (critical gotchas)`, value: pre.asks, unit: '' },
      {
        name: `${label}: tokens of a warning, median (largest ${sorted.at(-1) ?? 0}, ${sorted.length} warnings)`,
        value: sorted[Math.floor(sorted.length / 2)] ?? 0,
        unit: 'tokens',
      },
    );
    return rows;
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
}

/** Runs the replay on the named sets (default: BookMinder, trap-extraction, MistKit). */
export async function benchPretool(
  sets: readonly string[] = ['bookminder', 'trap-extraction', 'mistkit'],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const set of sets) rows.push(...(await scoreSet(set)));
  return rows;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const sets = process.argv.slice(2);
  console.log(formatTable('pretool', await benchPretool(sets.length ? sets : undefined)));
}
