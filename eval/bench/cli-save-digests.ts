/**
 * What a CLI save pays to reach the hooks: `SearchService.applyWritten` (take one new
 * gotcha file into the open state, rewrite the digests) beside what saving the whole
 * index would cost (`flush`, the watcher's path), and beside the store's open, on
 * generated stores of 1,000 and 10,000 memories. Medians of 7 rounds, keyword only.
 *
 *   node --import tsx eval/bench/cli-save-digests.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SearchService } from '../../src/indexing/search-service.js';
import { resolveScopeDirs } from '../../src/storage/scope-dir.js';
import { defaultConfig } from '../../test/kit/default-config.js';
import { createBenchStore } from './support/bench-store.js';

const ROUNDS = 7;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}

async function measure(count: number): Promise<void> {
  const store = await createBenchStore(count);
  try {
    const { scopes, projectRoot } = resolveScopeDirs({
      cwd: store.projectRoot,
      home: store.home,
      admin: false,
    });
    const open = () =>
      SearchService.open({
        ctx: { scopes, read: { maxFileBytes: 1024 * 1024 }, now: () => new Date() },
        config: defaultConfig(),
        cacheRoot: store.cacheRoot,
        projectRoot: projectRoot ?? null,
        embeddings: null,
        log: () => {},
      });
    await (await open()).close();
    const opens: number[] = [];
    const digests: number[] = [];
    const saves: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      let t = performance.now();
      const service = await open();
      opens.push(performance.now() - t);
      const file = path.join(store.memoryDir, `gotcha-bench-${r}.md`);
      writeFileSync(
        file,
        `---\nid: gotcha-bench-${r}\ntitle: Bench ${r}\ntype: gotcha\nseverity: high\nfile_patterns: ["src/**"]\ncreated: "2026-01-01T00:00:00Z"\nupdated: "2026-01-01T00:00:00Z"\n---\nBody.\n`,
      );
      t = performance.now();
      await service.applyWritten([file]);
      digests.push(performance.now() - t);
      t = performance.now();
      await service.flush();
      saves.push(performance.now() - t);
      await service.close();
    }
    console.log(
      `${count} memories: open ${median(opens).toFixed(1)} ms, applyWritten (digests) ${median(digests).toFixed(1)} ms, flush (index + digests) ${median(saves).toFixed(1)} ms`,
    );
  } finally {
    store.cleanup();
  }
}

for (const count of [1_000, 10_000]) await measure(count);
