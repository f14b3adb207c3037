/**
 * Foundation bench: scanning and parsing a 10,000-file store beside a plain fs.readFile
 * of the same files, and `strata list --json` (wall time and peak RSS) beside a bare
 * `node -e ''`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { scanScope } from '../../src/storage/scan.js';
import type { ScopeDir } from '../../src/storage/scope/scope-dir.js';
import { type BenchRow, median, runNode, timeRuns, toMB } from './support/measure.js';

/** A generated store the benches share. */
export interface BenchStore {
  projectRoot: string;
  memoryDir: string;
  files: string[];
  home: string;
}

async function readAllPlain(files: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) await readFile(files[next++]!, 'utf8');
  };
  await Promise.all(Array.from({ length: 64 }, worker));
}

/** Runs the scan and list benches on `store`. */
export async function benchStoreScan(store: BenchStore, cliPath: string): Promise<BenchRow[]> {
  const scope: ScopeDir = { scope: 'project', dir: store.memoryDir, readOnly: false };
  const n = store.files.length;
  const plain = median(await timeRuns(() => readAllPlain(store.files), 7));
  let found = 0;
  const scan = median(
    await timeRuns(async () => {
      found = (await scanScope(scope, { maxFileBytes: 1024 * 1024 })).memories.length;
    }, 7),
  );
  if (found !== n) throw new Error(`bench: scanned ${found} memories, expected ${n}`);
  const env = {
    ...process.env,
    HOME: store.home,
    STRATA_CACHE_DIR: path.join(store.home, 'cache'),
  };
  const bare = await Promise.all([0, 1, 2, 3, 4].map(() => runNode(['-e', ''], { env })));
  const lists = [];
  for (let i = 0; i < 5; i++)
    lists.push(await runNode([cliPath, 'list', '--json'], { cwd: store.projectRoot, env }));
  if (lists.some((l) => l.code !== 0)) throw new Error('bench: strata list --json failed');
  const bareMs = median(bare.map((b) => b.ms));
  const listRss = Math.max(...lists.map((l) => l.maxRssBytes));
  const scanRatio = scan / plain;
  return [
    {
      name: `scan+parse ${n} memory files (in process)`,
      value: Math.round(scan),
      unit: 'ms',
      baseline: { name: 'plain fs.readFile of the same files', value: Math.round(plain) },
      target: '≤ 3× baseline',
      met: scanRatio <= 3,
    },
    {
      name: `strata list --json, ${n} memories (spawn to exit)`,
      value: Math.round(median(lists.map((l) => l.ms))),
      unit: 'ms',
      baseline: { name: "node -e ''", value: Math.round(bareMs) },
    },
    {
      name: `strata list --json, ${n} memories: peak RSS`,
      value: toMB(listRss),
      unit: 'MB',
      baseline: {
        name: "node -e '' peak RSS",
        value: toMB(Math.max(...bare.map((b) => b.maxRssBytes))),
      },
      target: '≤ 200 MB',
      met: toMB(listRss) <= 200,
    },
  ];
}
