/**
 * Scores the "where saves land" judge: each judge answer's tool calls are applied, in
 * request order, to the store the packets were built on (file writes and edits as Claude
 * Code's Write and Edit tools make them, strata's tools through the built MCP server and a
 * real client; anything else is counted, not run), then checked against the committed
 * labels:
 *
 * - a save lands when a memory file strata indexes was created or changed by it;
 * - a fresh session finds it when `strata search` with the request's probe words returns
 *   one of those memories;
 * - a request for the team lands in the project scope, or in the promotion list; landing in
 *   the project's CLAUDE.md or `.claude/rules/` (committed, loaded by Claude Code, searched by
 *   strata) is counted on a line of its own;
 * - a save that wrote nothing, whose probe words are all in a note already in Claude Code's
 *   folder, is counted apart ("already held"), neither landed nor lost;
 * - a look-up calls memory_search;
 * - a judge names conflicting memory instructions.
 *
 *   npx tsx eval/judged/score-where.ts /tmp/judge/where /tmp/judge-out/where
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnStrata } from '../../test/kit/cli.js';
import { type McpSession, startMcp } from '../../test/kit/mcp.js';
import { readRequests, type WhereRequest } from './build-where-packets.js';

interface Call {
  tool: string;
  input: Record<string, unknown>;
}
interface Answer {
  calls: Call[];
  conflict: string | null;
}
interface StoreInfo {
  root: string;
  project: string;
  home: string;
  cache: string;
}
type Listed = Map<string, { id: string; scope: string; path: string; text: string }>;

const STRATA_TOOL = 'mcp__plugin_strata_memory__';

function envOf(store: StoreInfo): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(STRATA_|CLAUDE_|XDG_)/.test(k)) env[k] = v;
  return {
    ...env,
    HOME: store.home,
    STRATA_CACHE_DIR: store.cache,
    OLLAMA_HOST: 'http://127.0.0.1:9',
  };
}

async function list(store: StoreInfo): Promise<Listed> {
  const run = await spawnStrata(['list', '--json', '--limit', '100000'], {
    cwd: store.project,
    env: envOf(store),
  });
  const rows: Array<{ id: string; scope: string; path: string; updated: string; title: string }> =
    run.json?.memories ?? [];
  const out: Listed = new Map();
  for (const r of rows) {
    const text = existsSync(r.path) ? readFileSync(r.path, 'utf8') : '';
    out.set(r.path, { id: r.id, scope: r.scope, path: r.path, text });
  }
  return out;
}

/** Applies one call; returns false when it is not a kind this scorer runs. */
async function apply(call: Call, mcp: McpSession): Promise<boolean> {
  const input = call.input ?? {};
  if (
    call.tool === 'Write' &&
    typeof input.file_path === 'string' &&
    path.isAbsolute(input.file_path)
  ) {
    mkdirSync(path.dirname(input.file_path), { recursive: true });
    writeFileSync(input.file_path, String(input.content ?? ''));
    return true;
  }
  if (call.tool === 'Edit' && typeof input.file_path === 'string' && existsSync(input.file_path)) {
    const text = readFileSync(input.file_path, 'utf8');
    writeFileSync(
      input.file_path,
      text.replace(String(input.old_string), String(input.new_string)),
    );
    return true;
  }
  if (call.tool.startsWith(STRATA_TOOL)) {
    await mcp.client.callTool({ name: call.tool.slice(STRATA_TOOL.length), arguments: input });
    return true;
  }
  return false;
}

async function promoteList(store: StoreInfo): Promise<string[]> {
  const run = await spawnStrata(['review', '--json'], { cwd: store.project, env: envOf(store) });
  return (run.json?.promote ?? []).map((p: { id: string }) => p.id);
}

async function found(store: StoreInfo, probe: string, ids: readonly string[]): Promise<boolean> {
  const run = await spawnStrata(['search', probe, '--json'], {
    cwd: store.project,
    env: envOf(store),
  });
  return (run.json?.results ?? []).some((r: { id: string }) => ids.includes(r.id));
}

/** Whether a note already in Claude Code's folder holds every probe word (a seeded fact). */
function alreadyHeld(probe: string, listed: Listed): boolean {
  const words = probe.toLowerCase().split(/\s+/).filter(Boolean);
  return [...listed.values()].some((m) => {
    const text = m.text.toLowerCase();
    return m.scope === 'claude' && words.every((w) => text.includes(w));
  });
}

interface Tally {
  saves: number;
  landed: number;
  found: number;
  team: number;
  teamLanded: number;
  teamInstructions: number;
  held: number;
  heldFound: number;
  lookups: number;
  searched: number;
  conflicts: number;
  notRun: number;
}

async function scoreOne(
  request: WhereRequest,
  answer: Answer,
  store: StoreInfo,
  mcp: McpSession,
  t: Tally,
): Promise<void> {
  if (answer.conflict) t.conflicts++;
  const before = await list(store);
  for (const call of answer.calls ?? []) if (!(await apply(call, mcp))) t.notRun++;
  if (request.kind === 'lookup') {
    t.lookups++;
    if (answer.calls?.some((c) => c.tool.endsWith('memory_search'))) t.searched++;
    return;
  }
  t.saves++;
  const after = await list(store);
  const touched = [...after.values()].filter((m) => before.get(m.path)?.text !== m.text);
  if (touched.length) t.landed++;
  else if (alreadyHeld(request.probe, after)) {
    t.held++;
    const claude = [...after.values()].filter((m) => m.scope === 'claude').map((m) => m.id);
    if (await found(store, request.probe, claude)) t.heldFound++;
  }
  const ids = touched.map((m) => m.id);
  if (ids.length && (await found(store, request.probe, ids))) t.found++;
  if (request.team) {
    t.team++;
    const promote = await promoteList(store);
    if (touched.some((m) => m.scope === 'project' || promote.includes(m.id))) t.teamLanded++;
    else if (touched.some((m) => m.scope === 'instructions')) t.teamInstructions++;
  }
}

/** Claude Code's folder name for a project path (every `/` a `-`). */
const slugOf = (dir: string) => dir.replace(/[/.]/g, '-');

/**
 * A scratch copy of the packets' store, so scoring never changes it and can be run again,
 * and a function that points an answer's paths (and the project slug in Claude Code's
 * folder) at the copy.
 */
function copyStore(store: StoreInfo): { work: StoreInfo; remap: (text: string) => string } {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-where-score-'));
  cpSync(store.root, root, { recursive: true });
  const move = (p: string) => path.join(root, path.relative(store.root, p));
  const work = {
    root,
    project: move(store.project),
    home: move(store.home),
    cache: move(store.cache),
  };
  // Claude Code keys its memory folder by the project's path, which the copy changed.
  const projects = path.join(work.home, '.claude', 'projects');
  if (existsSync(path.join(projects, slugOf(store.project))))
    renameSync(
      path.join(projects, slugOf(store.project)),
      path.join(projects, slugOf(work.project)),
    );
  // Answers name the store the packets were built on; a rebuilt store has another folder.
  const remap = (text: string) =>
    text
      .replace(/-[\w-]*?strata-bench-\d+-[A-Za-z0-9]{6}-proj/g, slugOf(work.project))
      .replace(/\/[\w./-]*?strata-bench-\d+-[A-Za-z0-9]{6}/g, root);
  return { work, remap };
}

async function main(packets: string, answers: string): Promise<void> {
  const built = JSON.parse(readFileSync(path.join(packets, 'store.json'), 'utf8')) as StoreInfo;
  const { work: store, remap } = copyStore(built);
  const mcp = await startMcp({
    env: envOf(store),
    cwd: store.root,
    args: ['--project', store.project],
  });
  const t: Tally = {
    saves: 0,
    landed: 0,
    found: 0,
    team: 0,
    teamLanded: 0,
    teamInstructions: 0,
    held: 0,
    heldFound: 0,
    lookups: 0,
    searched: 0,
    conflicts: 0,
    notRun: 0,
  };
  let answered = 0;
  try {
    await mcp.waitFor((e) => e.event === 'watching');
    for (const request of readRequests()) {
      const file = path.join(answers, `${request.id}.json`);
      if (!existsSync(file)) continue;
      answered++;
      const answer = JSON.parse(remap(readFileSync(file, 'utf8'))) as Answer;
      await scoreOne(request, answer, store, mcp, t);
    }
  } finally {
    await mcp.close();
    rmSync(store.root, { recursive: true, force: true });
  }
  const share = (a: number, b: number) => `${a} of ${b}`;
  console.log(
    [
      `| measurement | value | target |`,
      `|---|---:|---|`,
      `| answers scored | ${answered} | |`,
      `| saves ending in files strata indexes | ${share(t.landed, t.saves)} | ≥ 95 % |`,
      `| saves that wrote nothing, the fact already in Claude Code's folder | ${share(t.held, t.saves)} | |`,
      `| of those, found by a fresh search (probe words) | ${share(t.heldFound, t.held)} | |`,
      `| saves a fresh search finds (probe words) | ${share(t.found, t.saves)} | ≥ 90 % |`,
      `| "for the team" saves in the project scope or the promotion list | ${share(t.teamLanded, t.team)} | ≥ 90 % |`,
      `| "for the team" saves in the project's CLAUDE.md or .claude/rules instead | ${share(t.teamInstructions, t.team)} | |`,
      `| look-ups calling memory_search | ${share(t.searched, t.lookups)} | |`,
      `| answers naming conflicting memory instructions | ${t.conflicts} | 0 |`,
      `| tool calls not run by the scorer (Bash and others) | ${t.notRun} | |`,
    ].join('\n'),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [packets, answers] = process.argv.slice(2);
  if (!packets || !answers)
    throw new Error('usage: npx tsx eval/judged/score-where.ts <packets/where> <answers/where>');
  await main(packets, answers);
}
