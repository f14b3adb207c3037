/**
 * "Nothing relevant" is a possible answer: over the tuning-set store, with the real
 * embedded model and the product's calibration and fusion, queries of made-up words return
 * nothing in any mode, while every real question of the set still gets a result.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { embeddingText } from '../../src/core/embedding-text.js';
import { loadUseLite } from '../../src/embeddings/embedded-provider.js';
import { BruteForceIndex } from '../../src/search/brute-force-index.js';
import { hybridSearch } from '../../src/search/hybrid-search.js';
import { docKey, KeywordIndex } from '../../src/search/keyword/keyword-index.js';
import { scaledMs } from '../../test/kit/test-load.js';
import { productFusion, requireQualitySet } from '../bench/quality.js';
import type { EvalQuery } from '../search/evaluate.js';

/** Written before any run against the store; none is a word of English or of code. */
const MADE_UP = [
  'xqzzyv plorbtastic',
  'zorblax quindle',
  'frimble gratch vorp',
  'snarfulous blent',
  'quazzle mipwort',
  'glorpish dranf',
  'wuzzlet fribbing',
  'krandle ploof',
  'mimsy borogrove outgrabe',
  'zibberish wompf',
  'flanderous quirp',
  'trombulate snizz',
  'yoxtle brimwax',
  'plinth garvoozle',
  'scrunkle dwob',
  'vexillary grunf',
  'bloopity zarn',
  'thwimble crask',
  'norgle fezzik',
  'umbriferous zanth',
];

type Mode = 'keyword' | 'semantic' | 'hybrid';

let search: (text: string, mode: Mode) => string[];
let questions: EvalQuery[];

beforeAll(async () => {
  const model = await loadUseLite();
  const { memories, queries } = await requireQualitySet('search-eval');
  questions = queries;
  const keyword = KeywordIndex.create();
  for (const memory of memories) keyword.upsert(memory);
  const docVectors = await model.embed(memories.map(embeddingText));
  const vectors = new BruteForceIndex(docVectors[0]!.length);
  for (const [i, m] of memories.entries()) vectors.upsert(docKey(m.scope, m.id), docVectors[i]!);
  const texts = [...MADE_UP, ...queries.map((q) => q.query)];
  const queryVectors = new Map((await model.embed(texts)).map((v, i) => [texts[i]!, v]));
  const fusion = { ...productFusion(), now: Date.parse('2026-04-01T00:00:00Z') };
  search = (text, mode) =>
    hybridSearch({
      keyword,
      vectors: mode === 'keyword' ? null : vectors,
      text: mode === 'semantic' ? '' : text,
      queryVector: queryVectors.get(text) ?? null,
      fusion: { ...fusion, semanticWeight: mode === 'semantic' ? 1 : fusion.semanticWeight },
    }).map((hit) => hit.id);
}, scaledMs(120_000));

describe('nothing found', () => {
  it.each(['keyword', 'semantic', 'hybrid'] as const)(
    'twenty queries of made-up words return no result in %s mode',
    (mode) => {
      const found = MADE_UP.map((text) => [text, search(text, mode)] as const).filter(
        ([, ids]) => ids.length > 0,
      );
      expect(found).toEqual([]);
    },
  );

  it('every real question of the tuning set still gets a result in hybrid and keyword mode', () => {
    for (const mode of ['hybrid', 'keyword'] as const) {
      const empty = questions.filter((q) => search(q.query, mode).length === 0).map((q) => q.query);
      expect({ mode, empty }).toEqual({ mode, empty: [] });
    }
  });
});
