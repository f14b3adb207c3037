/**
 * Suggested links on notes whose links their own authors wrote (eval/fixtures/links-heldout:
 * foambubble/foam's documentation at a pinned commit, read from a local git copy by
 * `support/link-notes.ts`; wikilinks kept as labels and removed from the text).
 * Every note is written as a memory without links, so the audit sees all of them as
 * orphans and suggests up to three links each; a suggestion is right when the authors
 * linked the two notes (either way). Beside a textbook baseline that suggests, for the
 * same notes and as many links, the notes with the most title words in common. Nothing
 * was tuned on these notes: the suggestion settings predate them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embeddingText } from '../../src/core/embedding-text.js';
import { textTerms } from '../../src/core/terms.js';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { createVectorIndex } from '../../src/search/create-vector-index.js';
import { docKey } from '../../src/search/keyword/keyword-index.js';
import type { VectorIndex } from '../../src/search/vector-index.js';
import { auditLoadedStore } from '../../src/services/audit/audit.js';
import type { SuggestedLink } from '../../src/services/audit/audit-graph.js';
import { type LoadedStore, loadStore, type StoreContext } from '../../src/storage/load-store.js';
import { loadLinkNotes, type LinkNote as Note } from './support/link-notes.js';
import type { BenchRow } from './support/measure.js';

const pairKey = (a: string, b: string) => (a < b ? `${a} ${b}` : `${b} ${a}`);

/** Writes every note as a memory with no links; returns the store context. */
function writeStore(dir: string, notes: readonly Note[]): StoreContext {
  for (const n of notes) {
    const front = [
      '---',
      `id: ${JSON.stringify(n.id)}`,
      `title: ${JSON.stringify(n.title)}`,
      'type: learning',
      'created: 2026-01-01T00:00:00Z',
      '---',
    ].join('\n');
    writeFileSync(path.join(dir, `${n.id}.md`), `${front}\n${n.body}\n`);
  }
  return {
    scopes: [{ scope: 'project', dir, readOnly: false }],
    read: { maxFileBytes: 1024 * 1024 },
    now: () => new Date('2026-06-01T00:00:00Z'),
  };
}

/** Precision of the suggestions, share of linked notes with a right one, share of links found. */
function score(suggested: readonly { from: string; to: string }[], truth: ReadonlySet<string>) {
  const right = suggested.filter((s) => truth.has(pairKey(s.from, s.to)));
  const linked = new Set([...truth].flatMap((p) => p.split(' ')));
  const hitNotes = new Set(right.map((s) => s.from));
  const found = new Set(right.map((s) => pairKey(s.from, s.to)));
  return {
    count: suggested.length,
    precision: suggested.length ? right.length / suggested.length : 0,
    notes: [...hitNotes].filter((n) => linked.has(n)).length / linked.size,
    links: found.size / truth.size,
  };
}

/** For each note strata made suggestions for, as many by shared title words. */
function titleBaseline(notes: readonly Note[], strata: readonly SuggestedLink[]) {
  const words = new Map(notes.map((n) => [n.id, new Set(textTerms(n.title))]));
  const wanted = new Map<string, number>();
  for (const s of strata) wanted.set(s.from, (wanted.get(s.from) ?? 0) + 1);
  const out: { from: string; to: string }[] = [];
  for (const [from, k] of wanted) {
    const mine = words.get(from)!;
    const ranked = notes
      .filter((n) => n.id !== from)
      .map((n) => {
        const theirs = words.get(n.id)!;
        const shared = [...mine].filter((w) => theirs.has(w)).length;
        return { to: n.id, jaccard: shared / (mine.size + theirs.size - shared || 1) };
      })
      .filter((r) => r.jaccard > 0)
      .sort((a, b) => b.jaccard - a.jaccard || a.to.localeCompare(b.to));
    out.push(...ranked.slice(0, k).map((r) => ({ from, to: r.to })));
  }
  return out;
}

async function embedStore(store: LoadedStore): Promise<VectorIndex> {
  const model = await loadUseLite();
  const vectors = await model.embed(store.visible.map((m) => embeddingText(m)));
  const { index } = await createVectorIndex(vectors[0]!.length);
  store.visible.forEach((m, i) => {
    index.upsert(docKey(m.scope, m.id), vectors[i]!);
  });
  return index;
}

function rows(label: string, s: ReturnType<typeof score>, base: ReturnType<typeof score>) {
  const row = (name: string, value: number, baseline: number): BenchRow => ({
    name: `${label}: ${name}`,
    value: Math.round(value * 1000) / 1000,
    unit: '',
    digits: 2,
    baseline: {
      name: `shared title words, same notes, at most as many (${base.count})`,
      value: Math.round(baseline * 1000) / 1000,
    },
  });
  return [
    row(`precision of ${s.count} suggestions`, s.precision, base.precision),
    row('linked notes given a right link', s.notes, base.notes),
    row('author links found', s.links, base.links),
  ];
}

/** Rows for words only and words + USE-lite; none without a local copy of the source. */
export async function benchSuggestedLinks(): Promise<BenchRow[]> {
  const notes = loadLinkNotes();
  if (!notes) {
    console.error('links: foam docs skipped: no local git copy of the source');
    return [];
  }
  const truth = new Set(notes.flatMap((n) => n.links.map((t) => pairKey(n.id, t))));
  const dir = mkdtempSync(path.join(tmpdir(), 'strata-bench-links-'));
  try {
    const ctx = writeStore(dir, notes);
    const store = await loadStore(ctx);
    const base = { projectRoot: null, ttlDays: 30 };
    const out: BenchRow[] = [];
    const label = `foam docs (${notes.length} notes, ${truth.size} author links)`;
    for (const [mode, vectors] of [
      ['words', null],
      ['words + USE-lite', await embedStore(store)],
    ] as const) {
      const report = await auditLoadedStore(ctx, store, { ...base, vectors });
      const strata = report.suggestedLinks;
      out.push(
        ...rows(
          `${label}, ${mode}`,
          score(strata, truth),
          score(titleBaseline(notes, strata), truth),
        ),
      );
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
