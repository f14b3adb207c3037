/**
 * `npm run bench`: every performance measurement of strata as tables of medians, each
 * beside a baseline measured in the same run. Numbers are reported, never asserted.
 *
 *   npm run bench                 all sections
 *   npm run bench -- store search only those sections (store, search, quality, capture,
 *                                 duplicates, audit, gotchas, push, files, embeddings, mcp, sync,
 *                                 hooks, hooks-100k, redos, site, bigstore, import, calibration, links,
 *                                 keyword-sweep, faults, context, capture-cost,
 *                                 scale, keyword-quality, pretool, vectors, git-sync, linear,
 *                                 claude-sync, audit-merges)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import { benchAudit } from './audit.js';
import { benchAuditMerges } from './audit-merges.js';
import { benchBigStore } from './bigstore.js';
import { benchCalibration } from './calibration.js';
import { benchCapture } from './capture.js';
import { benchCaptureCost } from './capture-cost.js';
import { benchClaudeMemorySync } from './claude-memory-sync.js';
import { benchCliStart } from './cli-start.js';
import { benchContextCost } from './context-cost.js';
import { benchDuplicates } from './duplicates.js';
import { benchEmbeddings } from './embeddings.js';
import { benchFaults } from './faults.js';
import { benchFileContext } from './file-context.js';
import { benchGitSync } from './git-sync.js';
import { benchGotchaReads } from './gotcha-reads.js';
import { benchHooks } from './hooks.js';
import { benchImport } from './import.js';
import { benchKeywordQuality } from './keyword-quality.js';
import { benchKeywordSweep } from './keyword-sweep.js';
import { benchLinearReads } from './linear-reads.js';
import { benchMcp } from './mcp.js';
import { benchMcpSync } from './mcp-sync.js';
import { benchPretool } from './pretool-replay.js';
import { benchPush } from './push.js';
import { benchQuality } from './quality.js';
import { benchRedos } from './redos.js';
import { benchScale } from './scale.js';
import { benchSearch } from './search.js';
import { benchSite } from './site.js';
import { benchStoreScan } from './store-scan.js';
import { benchSuggestedLinks } from './suggested-links.js';
import { createBenchStore } from './support/bench-store.js';
import type { BenchRow } from './support/measure.js';
import { formatTable } from './support/table.js';
import { benchVectorIndex } from './vector-index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'lib', 'cli', 'main.js');
const wanted = new Set(process.argv.slice(2));
const want = (section: string) => wanted.size === 0 || wanted.has(section);

type Section = { title: string; run: () => Promise<BenchRow[]> };

async function searchAt(count: number, realModel: boolean): Promise<BenchRow[]> {
  const store = await createBenchStore(count);
  try {
    const rows: BenchRow[] = [];
    if (count === 10_000 && want('store')) rows.push(...(await benchStoreScan(store, cli)));
    if (want('search')) {
      const config = { ...defaultConfig().embedding, provider: 'embedded' as const };
      const real = realModel
        ? { embeddings: createEmbeddings({ config }), label: 'embedded USE-lite' }
        : undefined;
      rows.push(...(await benchSearch(store, cli, real)));
    }
    return rows;
  } finally {
    store.cleanup();
  }
}

const sections: Section[] = [
  ...(want('store') || want('search')
    ? [
        { title: 'Store and search, 1,000 memories', run: () => searchAt(1_000, true) },
        { title: 'Store and search, 10,000 memories', run: () => searchAt(10_000, false) },
      ]
    : []),
  ...(want('quality')
    ? [{ title: 'Search quality (tuning and held-out sets, USE-lite)', run: () => benchQuality() }]
    : []),
  ...(want('keyword-quality')
    ? [
        {
          title: 'Keyword search quality, no embeddings (tuning and held-out sets)',
          run: () => benchKeywordQuality(),
        },
      ]
    : []),
  ...(want('keyword-sweep')
    ? [
        {
          title: 'Fusion settings beside their alternatives (tuning sets only)',
          run: () => benchKeywordSweep(),
        },
      ]
    : []),
  ...(want('calibration')
    ? [
        {
          title:
            'Similarity calibration: estimated from titles vs measured with questions (USE-lite)',
          run: () => benchCalibration(),
        },
      ]
    : []),
  ...(want('gotchas')
    ? [{ title: 'Gotcha warnings on file reads (labelled reads)', run: () => benchGotchaReads() }]
    : []),
  ...(want('push')
    ? [
        {
          title: 'Decisions and learnings pushed (labelled prompts and file reads)',
          run: () => benchPush(),
        },
      ]
    : []),
  ...(want('files')
    ? [{ title: 'File-path questions (file-aware context)', run: () => benchFileContext() }]
    : []),
  ...(want('capture')
    ? [{ title: 'Draft capture (labelled transcripts)', run: () => benchCapture() }]
    : []),
  ...(want('capture-cost')
    ? [
        {
          title: 'Capture judged at a stop: tokens the reason adds (all transcript sets)',
          run: () => benchCaptureCost(),
        },
      ]
    : []),
  ...(want('duplicates')
    ? [
        {
          title: 'Duplicate detection (labelled public note pairs, USE-lite)',
          run: () => benchDuplicates(),
        },
      ]
    : []),
  ...(want('audit') ? [{ title: 'Audit', run: () => benchAudit() }] : []),
  ...(want('faults')
    ? [
        {
          title: 'Fault suite (concurrency, kill -9, corruption, bad input)',
          run: () => benchFaults(),
        },
      ]
    : []),
  ...(want('links')
    ? [
        {
          title: "Suggested links (held-out: links written by the notes' authors)",
          run: () => benchSuggestedLinks(),
        },
      ]
    : []),
  ...(want('embeddings') ? [{ title: 'Embeddings', run: () => benchEmbeddings() }] : []),
  ...(want('vectors')
    ? [
        {
          title: 'Vector query: brute force beside hnswlib (k = 50, 768 dimensions)',
          run: () => benchVectorIndex(),
        },
      ]
    : []),
  ...(want('mcp') ? [{ title: 'MCP server, 10,000 memories', run: () => benchMcp() }] : []),
  ...(want('sync')
    ? [{ title: 'MCP server sync while embedding, 10,000 memories', run: () => benchMcpSync() }]
    : []),
  ...(want('bigstore')
    ? [{ title: 'Big store without Ollama, 10,000 memories', run: () => benchBigStore() }]
    : []),
  ...(want('scale')
    ? [
        {
          title: 'Cost as the store grows: common-word queries, 1,000 and 10,000 memories',
          run: () => benchScale(),
        },
      ]
    : []),
  ...(want('git-sync')
    ? [{ title: "strata sync: the journal's pid shell per git command", run: () => benchGitSync() }]
    : []),
  ...(want('cli-start')
    ? [{ title: 'CLI start: strata --help beside node -e', run: () => benchCliStart() }]
    : []),
  ...(want('hooks')
    ? [{ title: 'Hooks, 10,000 memories with 1,000 gotchas', run: () => benchHooks() }]
    : []),
  ...(want('hooks-100k')
    ? [
        {
          title: 'Hooks, 100,000 memories with 10,000 gotchas',
          run: () => benchHooks({ count: 100_000, gotchas: 10_000 }),
        },
      ]
    : []),
  ...(want('pretool')
    ? [
        {
          title:
            'Warnings before the tool runs: public sessions replayed (BookMinder, held-out trap-extraction)',
          run: () => benchPretool(),
        },
      ]
    : []),
  ...(want('redos')
    ? [{ title: 'Hostile input (ReDoS corpus), 1,000 memories', run: () => benchRedos() }]
    : []),
  ...(want('linear')
    ? [
        {
          title: 'Linear reads: long tool outputs and the older graph form',
          run: () => benchLinearReads(),
        },
      ]
    : []),
  ...(want('site')
    ? [{ title: 'Memory site', run: () => benchSite({ counts: [1_000, 10_000] }) }]
    : []),
  ...(want('import')
    ? [{ title: 'Import (origin store, 5,000 memories)', run: () => benchImport() }]
    : []),
  ...(want('audit-merges')
    ? [
        {
          title: 'Audit merge offers on the labelled duplicate sets (words only)',
          run: () => benchAuditMerges(),
        },
      ]
    : []),
  ...(want('claude-sync')
    ? [
        {
          title: "Claude Code's memory folder → memory_search (claude scope, 1,000 memories)",
          run: () => benchClaudeMemorySync(),
        },
      ]
    : []),
  ...(want('context')
    ? [
        {
          title: "Context strata adds to Claude's first request (real Claude Code, 400 memories)",
          run: () => benchContextCost(),
        },
      ]
    : []),
];

const out: string[] = [
  `# strata bench — ${new Date().toISOString()} — Node ${process.version}`,
  '',
];
for (const section of sections) {
  const started = performance.now();
  const rows = await section.run();
  if (!rows.length) continue;
  const table = formatTable(section.title, rows);
  console.log(`${table}\n(${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  out.push(table, '');
}
mkdirSync(path.join(root, 'eval', 'results'), { recursive: true });
writeFileSync(path.join(root, 'eval', 'results', 'latest.md'), out.join('\n'));
