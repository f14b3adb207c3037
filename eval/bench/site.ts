/**
 * Site bench: `strata site build` time for a generated store (1,000 memories by default,
 * 10,000 for the long target), the gzip-compressed bytes a browser transfers to open the
 * graph page (its HTML plus every script, stylesheet and data file it loads), and how the
 * graph page responds to pan, zoom and hover at 2,000 nodes beside 200.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSite } from '../../src/site-export/build-site.js';
import { makeGeneratedStore } from '../../test/kit/site-stores.js';
import { type GraphInteraction, measureGraphPage } from './site-graph.js';
import type { BenchRow } from './support/measure.js';

/** Options of {@link benchSite}. */
export interface SiteBenchOptions {
  /** Memory counts to build sites for; default [1000]. */
  counts?: number[];
  /** Node counts of the graph page measurement, as [baseline, measured]; default [200, 2000]. */
  graphCounts?: [number, number];
}

/** Build-time targets from the issue, by store size. */
const BUILD_TARGET_MS: Record<number, number> = { 1000: 30_000, 10000: 180_000 };
const GRAPH_PAGE_TARGET_BYTES = 500 * 1024;

/** The local files a page loads: `src`/`href` of scripts and stylesheets, relative to it. */
function pageAssets(html: string): string[] {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*?\s(?:src|href)="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return refs.filter((ref) => !/^(?:[a-z]+:|\/\/|#)/i.test(ref));
}

/** Compressed bytes of a page and everything local it loads, as a server with gzip would send them. */
export async function transferredBytes(siteDir: string, page: string): Promise<number> {
  const file = path.join(siteDir, page);
  const html = await readFile(file);
  let total = gzipSync(html, { level: 6 }).length;
  for (const ref of pageAssets(html.toString('utf8'))) {
    total += gzipSync(await readFile(path.resolve(path.dirname(file), ref)), { level: 6 }).length;
  }
  return total;
}

async function benchOne(count: number): Promise<BenchRow[]> {
  const { store, scopes } = await makeGeneratedStore(count, 11);
  try {
    const built = await buildSite({
      scopes,
      projectRoot: store.proj,
      maxFileBytes: 1 << 20,
      outDir: path.join(store.root, 'site'),
    });
    const bytes = await transferredBytes(built.outDir, 'graph.html');
    const target = BUILD_TARGET_MS[count];
    return [
      {
        name: `site build, ${count} memories (export + Astro, ${built.pages} pages)`,
        value: built.ms,
        unit: 'ms',
        ...(target ? { target: `≤ ${target / 1000} s`, met: built.ms <= target } : {}),
      },
      {
        name: `graph page transfer, ${count} memories (gzip: HTML + JS + data)`,
        value: Math.round(bytes / 1024),
        unit: 'KB',
        ...(count === 1000 ? { target: '≤ 500 KB', met: bytes <= GRAPH_PAGE_TARGET_BYTES } : {}),
      },
    ];
  } finally {
    store.cleanup();
  }
}

/** The graph page at `count` nodes beside `base` nodes, measured in the same run. */
async function benchGraph([base, count]: [number, number]): Promise<BenchRow[]> {
  const small = await measureGraphPage(base);
  const large = await measureGraphPage(count);
  const row = (what: string, unit: string, pick: (m: GraphInteraction) => number) => ({
    name: `graph page ${what}, ${count} nodes (headless Chromium, SwiftShader software WebGL)`,
    value: Math.round(pick(large) * 10) / 10,
    unit,
    baseline: { name: `${base} nodes`, value: Math.round(pick(small) * 10) / 10 },
  });
  const fps = row('frame rate during pan and zoom (frames ÷ time)', 'fps', (m) => m.fps);
  const hover = row(
    `hover to highlight drawn (median of ${large.hovers.hit}/${large.hovers.tried} hovers)`,
    'ms',
    (m) => m.hoverMs,
  );
  return [
    row('first render', 'ms', (m) => m.firstRenderMs),
    { ...fps, target: '≥ 30 fps', met: large.fps >= 30 },
    row('p95 frame time during pan and zoom', 'ms', (m) => m.p95FrameMs),
    { ...hover, target: '≤ 100 ms', met: large.hoverMs <= 100 },
  ];
}

/** Runs the site bench; the bench runner prints the rows. */
export async function benchSite(options: SiteBenchOptions = {}): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const count of options.counts ?? [1000]) rows.push(...(await benchOne(count)));
  rows.push(...(await benchGraph(options.graphCounts ?? [200, 2000])));
  return rows;
}
