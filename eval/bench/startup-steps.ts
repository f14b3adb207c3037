/**
 * Where a process's start-up time and memory go on a saved index: each step the MCP
 * server takes before and after its first answer (the manifest, the file stamps, the
 * keyword index, the document infos, a `stat` of every file, the first searches), with
 * its wall and CPU time, the JavaScript heap and array buffers it leaves behind (after a
 * full collection), and the resident set size after it and at its peak; then what one note
 * added to the loaded index costs (it holds every common word). The store and its saved index come
 * from `eval/bench/scale.ts --store-dir=<folder>`.
 *
 *   node --import tsx eval/bench/startup-steps.ts <index folder> <scope folder>
 */
import { openSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Problem } from '../../src/core/errors.js';
import { openDocTable } from '../../src/indexing/doc-table.js';
import { decodeFileStamps } from '../../src/indexing/file-stamps.js';
import { findChangedFiles } from '../../src/indexing/file-sync.js';
import { restoreState } from '../../src/indexing/index-state.js';
import { KeywordIndex } from '../../src/search/keyword/keyword-index.js';
import type { ScopeDir } from '../../src/storage/scope/scope-dir.js';
import { COMMON_WORDS, commonQueries } from './support/generate-common-store.js';
import { toMB } from './support/measure.js';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

function procMB(field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'));
  return Math.round(Number(match?.[1]) / 1024);
}

const rows: string[] = [];
let heapBefore = 0;

async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const cpu = process.cpuUsage();
  const at = performance.now();
  const out = await run();
  const wall = performance.now() - at;
  const used = process.cpuUsage(cpu);
  const peak = procMB('VmHWM');
  gc();
  const usage = process.memoryUsage();
  const heap = usage.heapUsed + usage.arrayBuffers;
  rows.push(
    `| ${name} | ${Math.round(wall)} | ${Math.round((used.user + used.system) / 1000)} | ${toMB(heap - heapBefore)} | ${procMB('VmRSS')} (${peak}) |`,
  );
  heapBefore = heap;
  return out;
}

const [dir, scopeDir] = process.argv.slice(2);
if (!dir || !scopeDir) throw new Error('usage: startup-steps.ts <index folder> <scope folder>');
gc();
heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
const start = procMB('VmRSS');
const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
const manifest = await step('manifest', () => JSON.parse(read('manifest.json')));
const files = await step('file stamps (after the first answer in the server)', () =>
  decodeFileStamps(readFileSync(path.join(dir, manifest.stamps))),
);
const keyword = await step('keyword index', () => {
  const kind = KeywordIndex as unknown as Record<string, (arg: string) => KeywordIndex>;
  const file = path.join(dir, manifest.keyword);
  return kind.open ? kind.open(file) : kind.fromJSON!(readFileSync(file, 'utf8'));
});
const payload = await step('document infos (keys and paths; infos stay in the file)', () =>
  openDocTable(openSync(path.join(dir, manifest.docs), 'r')),
);
const state = await step('restore the state', () =>
  restoreState({
    keyword,
    files,
    docs: payload.docs,
    problems: payload.header.problems as Problem[],
    vectorHashes: payload.header.vectorHashes,
  }),
);
const scopes = [{ scope: 'project', dir: scopeDir }] as unknown as ScopeDir[];
await step('list, stat and compare every file (after the first answer)', () =>
  findChangedFiles(scopes, files),
);
await step('first search, its infos read', () =>
  keyword.search('auth token cache', { limit: 50 }).map((hit) => state.docs.get(hit.key as never)),
);
await step('60 searches', () => {
  for (const query of commonQueries()) keyword.search(query, { limit: 50 });
});
await step('one note added, then a search', () => {
  keyword.upsert({
    id: 'learning-added-after-the-load',
    title: 'auth token cache',
    type: 'learning',
    scope: 'project',
    tags: ['api'],
    updated: '2026-05-01T10:00:00Z',
    archived: false,
    body: COMMON_WORDS.join(' '),
  } as Parameters<typeof keyword.upsert>[0]);
  keyword.search('auth token cache', { limit: 50 });
});
console.log(
  `files: ${readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .map((f) => `${f} ${toMB(readFileSync(path.join(dir, f)).length)} MB`)
    .join(', ')}`,
);
console.log(`process at start: ${start} MB resident\n`);
console.log('| step | wall ms | CPU ms | heap and buffers left, MB | RSS after (peak), MB |');
console.log('|---|---:|---:|---:|---:|');
console.log(rows.join('\n'));
