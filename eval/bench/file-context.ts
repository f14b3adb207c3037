/**
 * File-path questions ("what should I know before touching this file?"): recall@5 and MRR of
 * the file-aware context (what the path says, as several phrasings, plus linked hubs and
 * gotchas) beside a plain search for the path string, in keyword mode and in hybrid mode with
 * the embedded model. Runs the real search service over a temp copy of each labelled store.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddings } from '../../src/embeddings/select-provider.js';
import type { SearchMode } from '../../src/indexing/search-query.js';
import { SearchService } from '../../src/indexing/search-service.js';
import { addFrontmatterLinks, type MergedGraph } from '../../src/mcp/graph-view.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import { findFileContext } from '../file-context/file-context.js';
import { recallAtK, reciprocalRank } from '../search/evaluate.js';
import { loadStoreFiles, setFolder } from './support/labelled-store.js';
import type { BenchRow } from './support/measure.js';

const DEPTH = 10;

/**
 * The sets with file-path questions, tuning set first; `also` adds distractor memories.
 * Held-out v2: alphagov/content-publisher's own ADRs and real paths of that commit, beside
 * other projects' ADRs, both read from local git copies.
 */
const FILE_SETS: ReadonlyArray<{ label: string; folder: string; also?: string }> = [
  { label: 'tuning', folder: 'search-eval' },
  { label: 'held-out v2', folder: 'file-heldout-v2', also: 'search-heldout' },
];

interface FileQuestion {
  path: string;
  relevant: string[];
}

type Ranker = (question: FileQuestion) => Promise<string[]>;

/** A memory file of a labelled set, by file name. */
type StoreFile = { name: string; text: string };

/** A search service over a temp project holding `files`, with or without vectors. */
async function openSetService(files: readonly StoreFile[], withVectors: boolean) {
  const root = mkdtempSync(path.join(tmpdir(), 'strata-file-context-'));
  const projectRoot = path.join(root, 'proj');
  const memoryDir = path.join(projectRoot, '.claude', 'memory');
  mkdirSync(path.join(projectRoot, '.git'), { recursive: true });
  mkdirSync(memoryDir, { recursive: true });
  for (const { name, text } of files) writeFileSync(path.join(memoryDir, name), text);
  const config = defaultConfig();
  const embedded = { ...config.embedding, provider: 'embedded' as const };
  const service = await SearchService.open({
    ctx: {
      scopes: [{ scope: 'project', dir: memoryDir, readOnly: false }],
      read: { maxFileBytes: 1024 * 1024 },
      now: () => new Date('2026-04-01T00:00:00Z'),
    },
    config,
    cacheRoot: path.join(root, 'cache'),
    projectRoot,
    embeddings: withVectors ? createEmbeddings({ config: embedded }) : null,
    log: () => {},
  });
  if (withVectors) await service.syncVectors();
  const graph: MergedGraph = new Map();
  addFrontmatterLinks(graph, service.visibleDocs());
  const close = async () => {
    await service.close();
    rmSync(root, { recursive: true, force: true });
  };
  return { service, graph, close };
}

async function score(questions: readonly FileQuestion[], rank: Ranker) {
  let recall = 0;
  let rr = 0;
  for (const q of questions) {
    const ranked = await rank(q);
    recall += recallAtK(ranked, q.relevant, 5);
    rr += reciprocalRank(ranked, q.relevant, DEPTH);
  }
  return { recallAt5: recall / questions.length, mrr: rr / questions.length };
}

/** Rows of one set in one mode: file-aware context beside the plain path-string search. */
async function benchMode(
  set: (typeof FILE_SETS)[number],
  files: readonly StoreFile[],
  mode: SearchMode,
): Promise<BenchRow[]> {
  const file = path.join(setFolder(set.folder), 'file-paths.json');
  if (!existsSync(file)) return [];
  const questions = JSON.parse(readFileSync(file, 'utf8')) as FileQuestion[];
  const { service, graph, close } = await openSetService(files, mode !== 'keyword');
  try {
    const plain = await score(questions, async (q) => {
      const response = await service.search({ query: q.path, mode, limit: DEPTH });
      return response.results.map((r) => r.id);
    });
    const aware = await score(questions, async (q) => {
      const hits = await findFileContext(service, graph, { relPath: q.path, limit: DEPTH, mode });
      return hits.map((h) => h.doc.id);
    });
    const name = `${set.label}, file paths (${questions.length}), ${mode}, file-aware context`;
    const baseline = (value: number) => ({ name: 'path string searched', value: round(value) });
    return [
      {
        name: `${name}: recall@5`,
        value: round(aware.recallAt5),
        unit: '',
        digits: 3,
        baseline: baseline(plain.recallAt5),
      },
      {
        name: `${name}: MRR`,
        value: round(aware.mrr),
        unit: '',
        digits: 3,
        baseline: baseline(plain.mrr),
      },
    ];
  } finally {
    await close();
  }
}

/**
 * The memory files of a set and its distractors, read once for both modes; null, with a
 * message, when a folder's source has no local copy.
 */
async function loadSetFiles(set: (typeof FILE_SETS)[number]): Promise<StoreFile[] | null> {
  const files: StoreFile[] = [];
  for (const folder of set.also ? [set.folder, set.also] : [set.folder]) {
    const loaded = await loadStoreFiles(folder);
    if (!loaded) {
      console.error(`files: ${set.label} skipped: no local copy of the source of ${folder}`);
      return null;
    }
    files.push(...loaded);
  }
  return files;
}

/**
 * File-path question rows for every set that has them, keyword and hybrid (USE-lite); a set
 * whose source has no local copy is skipped with a message.
 */
export async function benchFileContext(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const set of FILE_SETS) {
    const files = await loadSetFiles(set);
    if (!files) continue;
    for (const mode of ['keyword', 'hybrid'] as const) {
      rows.push(...(await benchMode(set, files, mode)));
    }
  }
  return rows;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
