/**
 * The Edit, Write, MultiEdit, NotebookEdit and Bash calls of public Claude Code sessions,
 * in order, as the PreToolUse replay reads them: each console diary page of
 * palimondo/BookMinder (read from a local git copy at the pinned commit, converted by the
 * capture sets' console converter) split into sessions. Paths are made relative to the
 * project root (the diary's sessions ran in /Users/palimondo/Developer/BookMinder). Usage: `node --import tsx eval/pretool/extract-calls.ts <repo-dir> <out.json>`
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { consoleSessions } from '../../test/fixtures/transcripts-heldout/convert-console.js';

/** Where the sessions ran (console converter: a session without a banner path runs in `/`). */
const ROOT = '/Users/palimondo/Developer/BookMinder';
const OUTSIDE = /^\/(?:Users|tmp|private|etc|var|opt|usr|home)\//;
const TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit', 'Bash']);

/** One replayed call. */
export interface ReplayCall {
  id: string;
  session: string;
  tool: string;
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
      const call: ReplayCall = { id: `${session}#${calls.length + 1}`, session, tool: block.name };
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

if (process.argv[1] && path.resolve(process.argv[1]).endsWith('extract-calls.ts')) {
  const [repo, out, commit] = process.argv.slice(2);
  if (!repo || !out) throw new Error('usage: extract-calls.ts <repo-dir> <out.json> [commit]');
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const at = commit ?? git('rev-parse', 'HEAD').trim();
  const pages = git('ls-tree', '--name-only', at, 'claude-dev-log-diary/')
    .split('\n')
    .filter((p) => /\/day-\d+\.md$/.test(p));
  const calls: ReplayCall[] = [];
  for (const page of pages) {
    const name = path.basename(page, '.md');
    for (const [i, jsonl] of consoleSessions(
      git('show', `${at}:${page}`),
      `bookminder-${name}`,
    ).entries())
      calls.push(...sessionCalls(jsonl, `bookminder-${name}-s${i + 1}`, ROOT));
  }
  writeFileSync(
    out,
    `${JSON.stringify({ source: { repository: 'palimondo/BookMinder', commit: at }, calls }, null, 1)}\n`,
  );
  console.log(`${calls.length} calls from ${pages.length} pages`);
}
