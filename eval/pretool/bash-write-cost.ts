/**
 * CPU time (user + system, as `/usr/bin/time` reports it, 10 ms steps) of two builds of the
 * PreToolUse hook on Bash calls, beside `node -e ''`: a line that writes no file and one
 * that writes a project file, in the trap-extraction replay store, rounds interleaved in a
 * random order. CPU time, not wall time, because a loaded machine's wall time drowns a
 * millisecond; means of many rounds, because each reading is rounded to 10 ms. Usage (after
 * `npm run build`, with the other build's bundle somewhere): `node --import tsx
 * eval/pretool/bash-write-cost.ts <before/pre-tool-use.js> [rounds]`.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStoreProject } from './support/store-project.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [before, roundsArg] = process.argv.slice(2);
if (!before) throw new Error('usage: bash-write-cost.ts <before/pre-tool-use.js> [rounds]');
const rounds = Number(roundsArg ?? 150);

const store = path.join(REPO, 'eval/fixtures/pretool-trap-extraction/store');
const { proj, env, root } = createStoreProject(store, 'strata-bash-write-');

const bundles = { before, after: path.join(REPO, 'lib/hooks/pre-tool-use.js') };
const lines = { 'no write': 'npm test && git status', 'writes a file': 'python3 s.py > notes.txt' };
let session = 0;
const payload = (command: string) =>
  JSON.stringify({
    session_id: `s${session++}`,
    transcript_path: path.join(proj, 't.jsonl'),
    cwd: proj,
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command },
  });

/** User + system milliseconds of one `node <args>` run. */
function cpu(args: string[], input: string): number {
  const run = spawnSync('/usr/bin/time', ['-f', '%U %S', process.execPath, ...args], {
    input,
    cwd: proj,
    env,
  });
  if (run.status !== 0) throw new Error(String(run.stderr));
  const [user, system] = String(run.stderr).trim().split('\n').at(-1)!.split(' ').map(Number);
  return (user! + system!) * 1000;
}

const runs: Array<[string, () => number]> = [["node -e ''", () => cpu(['-e', ''], '')]];
for (const [build, file] of Object.entries(bundles))
  for (const [kind, line] of Object.entries(lines))
    runs.push([`${build}, ${kind}`, () => cpu([file], payload(line))]);
const times = new Map<string, number[]>();
try {
  for (let round = 0; round < rounds + 2; round++)
    for (const [name, run] of [...runs].sort(() => Math.random() - 0.5)) {
      const ms = run();
      if (round >= 2) times.set(name, [...(times.get(name) ?? []), ms]);
    }
} finally {
  rmSync(root, { recursive: true, force: true });
}
for (const [name, list] of times)
  console.log(`${name}: mean ${(list.reduce((a, b) => a + b, 0) / list.length).toFixed(1)} ms CPU`);
