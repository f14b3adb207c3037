/**
 * The Edit, Write, MultiEdit, NotebookEdit and Bash calls of public Claude Code sessions,
 * in order, as the PreToolUse replay reads them, from public session logs read from a local
 * git copy at a pinned commit and converted by the capture sets' converters: each console
 * diary page of palimondo/BookMinder split into sessions, saross/trap-extraction's
 * console logs, and brightdigit/MistKit's Markdown exports. Paths are made relative to the
 * project root (the diary's sessions ran in /Users/palimondo/Developer/BookMinder). Usage: `node --import tsx eval/pretool/extract-calls.ts <set> <repo-dir> <out.json>`
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleSessions } from '../fixtures/transcripts-heldout/convert-console.js';
import { exportMarkdownToJsonl } from '../fixtures/transcripts-heldout-v5/convert-export-markdown.js';
import { consoleV2ToJsonl } from '../fixtures/transcripts-heldout-v6/convert-console-v2.js';

/** Where the sessions ran (console converter: a session without a banner path runs in `/`). */
const ROOT = '/Users/palimondo/Developer/BookMinder';
const OUTSIDE = /^\/(?:Users|tmp|private|etc|var|opt|usr|home)\//;
const TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'Bash']);

/** One replayed call. */
export interface ReplayCall {
  id: string;
  session: string;
  tool: string;
  /** The converter's tool_use id (places the call in its session's conversation). */
  toolUseId?: string;
  /** Path relative to the project root for file tools (absolute when outside it). */
  file?: string;
  command?: string;
}

/** The calls of one JSONL session. */
export function sessionCalls(jsonl: string, session: string, root: string): ReplayCall[] {
  const calls: ReplayCall[] = [];
  for (const line of jsonl.split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.type !== 'assistant') continue;
    for (const block of entry.message?.content ?? []) {
      if (block.type !== 'tool_use' || !TOOLS.has(block.name)) continue;
      const call: ReplayCall = {
        id: `${session}#${calls.length + 1}`,
        session,
        tool: block.name,
        toolUseId: String(block.id),
      };
      if (block.name === 'Bash') call.command = String(block.input.command ?? '');
      else {
        const file = path.resolve(
          entry.cwd ?? '/',
          String(block.input.file_path ?? block.input.notebook_path ?? ''),
        );
        const rel = path.relative(root, file);
        // A session whose banner named no folder ran in `/`: its relative paths were the project's.
        const inside = !rel.startsWith('..') || (entry.cwd === '/' && !OUTSIDE.test(file));
        call.file = inside ? (rel.startsWith('..') ? file.slice(1) : rel) : file;
      }
      calls.push(call);
    }
  }
  return calls;
}

const TRAP_ROOT =
  '/media/shawn/191c3b96-5fa5-4d0d-8805-0cf05d3d8468/synology/Adela/TRAP-WD-2020-04/claude_extraction';

/** A session as Claude Code's JSONL, and the folder the replay takes as the project. */
export interface ReplaySession {
  name: string;
  jsonl: string;
  root: string;
}

type Git = (...args: string[]) => string;

/** BookMinder's console diary: every session of every `day-*.md` page. */
function bookminderSessions(git: Git, at: string): ReplaySession[] {
  const pages = git('ls-tree', '--name-only', at, 'claude-dev-log-diary/')
    .split('\n')
    .filter((p) => /\/day-\d+\.md$/.test(p));
  return pages.flatMap((page) => {
    const name = path.basename(page, '.md');
    return consoleSessions(git('show', `${at}:${page}`), `bookminder-${name}`).map((jsonl, i) => ({
      name: `bookminder-${name}-s${i + 1}`,
      jsonl,
      root: ROOT,
    }));
  });
}

/**
 * saross/trap-extraction's Claude Code 2.x console logs, one session a file; the folder each
 * ran in is the one the capture set v6 gives, else the project's (`claude_extraction`).
 */
function trapSessions(git: Git, at: string): ReplaySession[] {
  const labelled = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../fixtures/transcripts-heldout-v6/labels.json'),
      'utf8',
    ),
  ).sources as Record<string, { path: string; cwd?: string }>;
  const cwdOf = new Map(Object.values(labelled).map((s) => [s.path, s.cwd]));
  const files = git('ls-tree', '--name-only', at, 'archive/project-management/cc-interactions/')
    .split('\n')
    .filter((p) => p.endsWith('.txt'));
  return files.map((file) => {
    const name = `trap-${path.basename(file, '.txt')}`;
    const jsonl = consoleV2ToJsonl(
      git('show', `${at}:${file}`),
      name,
      cwdOf.get(file) ?? TRAP_ROOT,
    );
    return { name, jsonl, root: TRAP_ROOT };
  });
}

/**
 * The logs wrap long paths (a space inside `TRAP-WD -2020-04`), and some sessions ran in the
 * folder above the project, which is named `claude_extraction` or `trap-extraction`: a path
 * through either name is taken as project-relative from there.
 */
function trapRelative(call: ReplayCall): ReplayCall {
  if (!call.file) return call;
  const squeezed = call.file.replace(/\s+/g, '');
  const at =
    /(?:^|\/)(?:claude_extraction|trap-extraction)\/(?!.*(?:^|\/)(?:claude_extraction|trap-extraction)\/)(.*)$/.exec(
      squeezed,
    );
  return at ? { ...call, file: at[1]! } : call;
}

/** brightdigit/MistKit's sessions ran in checkouts of the repository side by side: `MistKit`, `MistKit-<name>`. */
const MISTKIT_CHECKOUT = /\/Users\/leo\/Documents\/Projects\/MistKit(?:-[A-Za-z]+)?(?=\/|$)/g;

/** The checkout most of a session's file paths lie in (the exports do not record the folder). */
function mistkitRoot(jsonl: string): string {
  const counts = new Map<string, number>();
  for (const m of jsonl.matchAll(
    /"file_path":"(\/Users\/leo\/Documents\/Projects\/MistKit[^"/]*)\//g,
  ))
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? '/Users/leo/Documents/Projects/MistKit';
}

/** brightdigit/MistKit's Markdown exports, one session a file, each in its checkout. */
function mistkitSessions(git: Git, at: string): ReplaySession[] {
  const files = git('ls-tree', '--name-only', at, '.taskmaster/docs/archive/conversations/')
    .split('\n')
    .filter((p) => p.endsWith('.md'));
  return files.map((file) => {
    const name = `mistkit-${path.basename(file, '.md')}`;
    const jsonl = exportMarkdownToJsonl(git('show', `${at}:${file}`), name);
    return { name, jsonl, root: mistkitRoot(jsonl) };
  });
}

/**
 * A command names files by the session's checkout (`cd /Users/leo/…/MistKit && …`); the
 * replay runs it in the project, so that folder is written `.` (another checkout stays as
 * it is: outside the project).
 */
function mistkitCommand(command: string, root: string): string {
  return command.replace(MISTKIT_CHECKOUT, (found) => (found === root ? '.' : found));
}

function mistkitRead(git: Git, at: string): ReplayCall[] {
  return mistkitSessions(git, at).flatMap((s) =>
    sessionCalls(s.jsonl, s.name, s.root).map((call) =>
      call.command === undefined
        ? call
        : { ...call, command: mistkitCommand(call.command, s.root) },
    ),
  );
}

interface ReplaySet {
  repository: string;
  sessions: (git: Git, at: string) => ReplaySession[];
  /** How a call's path is made project-relative beyond {@link sessionCalls}. */
  fix: (call: ReplayCall) => ReplayCall;
  read: (git: Git, at: string) => ReplayCall[];
}

function replaySet(
  repository: string,
  sessions: ReplaySet['sessions'],
  fix: ReplaySet['fix'] = (c) => c,
): ReplaySet {
  const read = (git: Git, at: string) =>
    sessions(git, at).flatMap((s) => sessionCalls(s.jsonl, s.name, s.root).map(fix));
  return { repository, sessions, fix, read };
}

/** The replay sets: the repository each reads and how its sessions and calls are taken out. */
export const REPLAY_SETS: Record<string, ReplaySet> = {
  bookminder: replaySet('palimondo/BookMinder', bookminderSessions),
  'trap-extraction': replaySet('saross/trap-extraction', trapSessions, trapRelative),
  mistkit: {
    repository: 'brightdigit/MistKit',
    sessions: mistkitSessions,
    fix: (c) => c,
    read: mistkitRead,
  },
};

if (process.argv[1] && path.resolve(process.argv[1]).endsWith('extract-calls.ts')) {
  const [set, repo, out, commit] = process.argv.slice(2);
  const chosen = set ? REPLAY_SETS[set] : undefined;
  if (!chosen || !repo || !out)
    throw new Error(
      'usage: extract-calls.ts <bookminder|trap-extraction|mistkit> <repo-dir> <out.json> [commit]',
    );
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const at = commit ?? git('rev-parse', 'HEAD').trim();
  const calls = chosen.read(git, at);
  writeFileSync(
    out,
    `${JSON.stringify({ source: { repository: chosen.repository, commit: at }, calls }, null, 1)}\n`,
  );
  console.log(`${calls.length} calls`);
}
