/**
 * Packets for the judged "heeded" study: at the first risky call of a session for a gotcha
 * (the labelled calls of the PreToolUse replay sets), what a separate session playing the
 * model sees — the real conversation up to that call — in three variants: no strata; the
 * call held once (the hold's refusal, built by the product's `holdReason`, and the context
 * the PreToolUse hook wrote for the call, run in-process on the set's store); and the call
 * asked (in -p mode Claude Code returns the ask's reason as the tool's error). Only calls
 * the hook warns about are kept. The player never sees a label; `key.json` (kept
 * apart) says which call each packet is about, for `score.ts`.
 * Usage: `node --import tsx eval/pretool/heeded/build-packets.ts <out-dir>`
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdReason } from '../../../src/hooks/handlers/pre-tool-use.js';
import { runHookInProcess } from '../../../test/kit/hook-in-process.js';
import { findGitDir } from '../../bench/support/git-copy.js';
import { REPLAY_SETS, type ReplayCall, type ReplaySession } from '../extract-calls.js';
import { createStoreProject } from '../support/store-project.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Turns of the conversation kept before the call, and characters of each tool output. */
const KEEP_TURNS = 40;
const MAX_OUTPUT = 1_200;

/** One line per turn: what the model saw, in order. */
export function transcriptLines(jsonl: string): Array<{ line: string; toolUseId?: string }> {
  const out: Array<{ line: string; toolUseId?: string }> = [];
  for (const raw of jsonl.split('\n')) {
    if (!raw.trim()) continue;
    const entry = JSON.parse(raw);
    const content = entry.message?.content;
    if (entry.type === 'user' && typeof content === 'string')
      out.push({ line: `USER: ${content}` });
    else if (Array.isArray(content))
      for (const block of content) {
        if (block.type === 'text')
          out.push({ line: `${entry.type === 'user' ? 'USER' : 'YOU'}: ${block.text}` });
        else if (block.type === 'tool_use')
          out.push({
            line: `YOU CALLED ${block.name}: ${JSON.stringify(block.input)}`,
            toolUseId: block.id,
          });
        else if (block.type === 'tool_result') {
          const text =
            typeof block.content === 'string' ? block.content : JSON.stringify(block.content);
          out.push({
            line: `RESULT: ${text.slice(0, MAX_OUTPUT)}${text.length > MAX_OUTPUT ? '…' : ''}`,
          });
        }
      }
  }
  return out;
}

/** The first labelled call of each session for each gotcha. */
export function firstRisky(calls: readonly ReplayCall[], risky: Record<string, string[]>) {
  const seen = new Set<string>();
  const picked: Array<{ call: ReplayCall; gotcha: string }> = [];
  const byId = new Map<string, string[]>();
  for (const [g, ids] of Object.entries(risky))
    for (const id of ids) byId.set(id, [...(byId.get(id) ?? []), g]);
  for (const call of calls)
    for (const gotcha of byId.get(call.id) ?? []) {
      const key = `${call.session}\u0000${gotcha}`;
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push({ call, gotcha });
    }
  return picked;
}

/** The PreToolUse hook's output for `call`, run in-process on the store of `proj`. */
export async function hookAnswer(
  call: ReplayCall,
  proj: string,
  env: Record<string, string>,
  n: number,
) {
  const file = call.file && !call.file.startsWith('/') ? path.join(proj, call.file) : call.file;
  const run = await runHookInProcess(
    'pre-tool-use',
    JSON.stringify({
      session_id: `heeded-${n}`,
      cwd: proj,
      hook_event_name: 'PreToolUse',
      tool_name: call.tool,
      tool_input: call.tool === 'Bash' ? { command: call.command } : { file_path: file },
    }),
    { cwd: proj, env },
  );
  return run.json?.hookSpecificOutput as
    | { additionalContext?: string; permissionDecision?: string; permissionDecisionReason?: string }
    | undefined;
}

async function buildSet(set: string, out: string, key: Record<string, unknown>): Promise<number> {
  const dir = path.join(REPO, 'eval', 'fixtures', `pretool-${set}`);
  const labels = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8'));
  const gitDir = findGitDir(labels.source.repository);
  if (!gitDir) throw new Error(`no git copy of ${labels.source.repository}`);
  const git = (...args: string[]) =>
    execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const replay = REPLAY_SETS[set]!;
  const sessions = new Map<string, ReplaySession>(
    replay.sessions(git, labels.source.commit).map((s) => [s.name, s]),
  );
  const calls = replay.read(git, labels.source.commit);
  const { proj, env, root } = createStoreProject(path.join(dir, 'store'), 'strata-heeded-');
  let n = 0;
  try {
    for (const { call, gotcha } of firstRisky(calls, labels.risky)) {
      const session = sessions.get(call.session)!;
      const lines = transcriptLines(session.jsonl);
      const cut = lines.findIndex((l) => l.toolUseId === call.toolUseId);
      if (cut < 0) continue;
      const hook = await hookAnswer(call, proj, env, n);
      const context = hook?.additionalContext ?? '';
      // Only calls strata warns about: the study asks whether a warning is heeded.
      const warning = context.split('\n').find((l) => l.includes(`, ${gotcha}):`));
      if (!warning) continue;
      const before = lines.slice(Math.max(0, cut - KEEP_TURNS), cut).map((l) => l.line);
      const asked = lines[cut]!.line;
      const reminder = `<system-reminder>\nPreToolUse:${call.tool} hook additional context: ${context}\n</system-reminder>`;
      const variants: Record<string, string> = {
        none: '(nothing more: it is your turn)',
        hold: `${asked}\nRESULT (error): ${holdReason(warning)}\n${reminder}`,
        ask: `${asked}\nRESULT (error): strata: ${warning}\n${reminder}`,
      };
      for (const [variant, now] of Object.entries(variants)) {
        const id = `${set}-${String(n + 1).padStart(3, '0')}-${variant}`;
        writeFileSync(
          path.join(out, 'packets', `${id}.json`),
          `${JSON.stringify({ id, transcript: before, now }, null, 1)}\n`,
        );
        key[id] = { set, variant, gotcha, call };
      }
      n++;
    }
  } finally {
    rmSync(root, { recursive: true, force: true, maxRetries: 5 });
  }
  return n;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: build-packets.ts <out-dir>');
  mkdirSync(path.join(out, 'packets'), { recursive: true });
  mkdirSync(path.join(out, 'answers'), { recursive: true });
  const key: Record<string, unknown> = {};
  for (const set of ['bookminder', 'trap-extraction'])
    console.log(`${set}: ${await buildSet(set, out, key)} risky calls`);
  writeFileSync(
    path.join(out, 'instructions.md'),
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompt.md'), 'utf8'),
  );
  // Kept beside, never given to the player.
  writeFileSync(path.join(out, 'key.json'), `${JSON.stringify(key, null, 1)}\n`);
}
