/**
 * Linear reads of hostile material: the Stop hook on a transcript of long single-line tool
 * outputs (twelve 30 KB hex dumps, the shape that made a backtracking pattern quadratic),
 * the capture rules on the same events, and a `graph.json` in the older `{nodes, edges}`
 * form with 128,000 edges on one id (read in-process and by `strata verify`). Each beside a
 * baseline from the same run: `node -e ''`, the same-size transcript of prose, the same graph
 * in the adjacency form.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCandidates } from '../../src/core/capture/candidates.js';
import { proposeDrafts } from '../../src/core/capture/propose.js';
import { redactTranscript } from '../../src/core/capture/redact-transcript.js';
import { parseTranscript } from '../../src/core/capture/transcript.js';
import { parseGraph, serializeGraph } from '../../src/core/graph.js';
import { type BenchRow, median, timeProcess } from './support/measure.js';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 5;

function transcript(output: (i: number) => string): string {
  const line = (value: unknown) => JSON.stringify(value);
  const lines = [
    line({ type: 'user', message: { role: 'user', content: 'Dump the image as hex.' } }),
  ];
  for (let i = 0; i < 12; i++) {
    const id = `toolu_${i}`;
    const use = { type: 'tool_use', id, name: 'Bash', input: { command: 'xxd -p image.bin' } };
    const result = {
      type: 'tool_result',
      tool_use_id: id,
      content: output(i),
      is_error: i % 2 === 0,
    };
    lines.push(line({ type: 'assistant', message: { role: 'assistant', content: [use] } }));
    lines.push(line({ type: 'user', message: { role: 'user', content: [result] } }));
  }
  lines.push(line({ type: 'user', message: { role: 'user', content: 'No, never dump images.' } }));
  return `${lines.join('\n')}\n`;
}

const HEX = transcript(() => randomBytes(15_000).toString('hex'));
const PROSE = transcript(() =>
  'The build log says the step finished and the cache was warm.\n'.repeat(500).slice(0, 30_000),
);

function events(text: string) {
  return redactTranscript(parseTranscript(text), true).events;
}

async function timeInProcess(fn: () => unknown): Promise<number> {
  const times: number[] = [];
  fn();
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

async function stopHookRows(root: string): Promise<BenchRow[]> {
  const proj = path.join(root, 'proj');
  mkdirSync(path.join(proj, '.git'), { recursive: true });
  const env = {
    ...process.env,
    HOME: path.join(root, 'home'),
    STRATA_CACHE_DIR: path.join(root, 'cache'),
  };
  const file = path.join(proj, 'session.jsonl');
  writeFileSync(file, HEX);
  const hook = path.join(REPO, 'lib', 'hooks', 'stop.js');
  const times: number[] = [];
  const base: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const payload = JSON.stringify({
      session_id: `bench-${i}`,
      transcript_path: file,
      cwd: proj,
      hook_event_name: 'Stop',
      stop_hook_active: false,
    });
    base.push(await timeProcess(process.execPath, ['-e', ''], '', env, proj));
    times.push(await timeProcess(process.execPath, [hook], payload, env, proj));
  }
  return [
    {
      name: `Stop hook, first stop, ${(HEX.length / 1024).toFixed(0)} KB transcript of 12 × 30 KB hex lines`,
      value: median(times),
      unit: 'ms',
      baseline: { name: "node -e ''", value: median(base) },
    },
  ];
}

async function captureRows(): Promise<BenchRow[]> {
  const hex = events(HEX);
  const prose = events(PROSE);
  const options = { projectRoot: '/p', known: [] };
  return [
    {
      name: 'capture rules (PreCompact/SessionEnd) on the hex transcript',
      value: await timeInProcess(() => proposeDrafts(hex, options)),
      unit: 'ms',
      baseline: {
        name: 'same size of prose',
        value: await timeInProcess(() => proposeDrafts(prose, options)),
      },
    },
    {
      name: 'stop candidates on the hex transcript',
      value: await timeInProcess(() => findCandidates(hex, options)),
      unit: 'ms',
      baseline: {
        name: 'same size of prose',
        value: await timeInProcess(() => findCandidates(prose, options)),
      },
    },
  ];
}

async function graphRows(root: string): Promise<BenchRow[]> {
  const n = 128_000;
  const edges = Array.from({ length: n }, (_, i) => ({
    source: 'hub',
    target: `m-${i}`,
    type: 'relates-to',
  }));
  const legacy = JSON.stringify({ nodes: ['hub'], edges });
  const adjacency = serializeGraph(parseGraph(legacy, 'g').graph);
  const rows: BenchRow[] = [
    {
      name: 'read graph.json {nodes, edges}, 128,000 edges on one id',
      value: await timeInProcess(() => parseGraph(legacy, 'g')),
      unit: 'ms',
      baseline: {
        name: 'same graph, adjacency form',
        value: await timeInProcess(() => parseGraph(adjacency, 'g')),
      },
    },
  ];
  const cli = path.join(REPO, 'lib', 'cli', 'main.js');
  const verify = async (text: string) => {
    const proj = mkdtempSync(path.join(root, 'verify-'));
    mkdirSync(path.join(proj, '.git'));
    mkdirSync(path.join(proj, '.claude', 'memory'), { recursive: true });
    writeFileSync(path.join(proj, '.claude', 'memory', 'graph.json'), text);
    const env = {
      ...process.env,
      HOME: path.join(proj, 'home'),
      STRATA_CACHE_DIR: path.join(proj, 'cache'),
    };
    const times: number[] = [];
    for (let i = 0; i < 3; i++)
      times.push(await timeProcess(process.execPath, [cli, 'verify'], '', env, proj));
    return median(times);
  };
  rows.push({
    name: 'strata verify, graph.json {nodes, edges} with 128,000 edges',
    value: await verify(legacy),
    unit: 'ms',
    baseline: { name: 'same graph, adjacency form', value: await verify(adjacency) },
  });
  return rows;
}

/** The rows of `npm run bench -- linear`. */
export async function benchLinearReads(): Promise<BenchRow[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-bench-linear-'));
  try {
    return [...(await stopHookRows(root)), ...(await captureRows()), ...(await graphRows(root))];
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
