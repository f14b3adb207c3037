/**
 * The embedded model is opt-in, through the built CLI: a store whose vectors the embedded
 * model made, opened in the default configuration on a machine without Ollama. Search
 * runs on keywords and says once how to get meaning, doctor names the vectors it no
 * longer uses and the fix, and opting back in takes them from the cache, not the model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spawnStrataIn } from '../kit/cli.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';

const NO_OLLAMA = { OLLAMA_HOST: 'http://127.0.0.1:9' };
const HINT =
  'to search by meaning, install Ollama (https://ollama.com) and run `ollama pull embeddinggemma`';

function useConfig(s: TempStore, embedding: Record<string, unknown>): void {
  mkdirSync(s.globalDir, { recursive: true });
  writeFileSync(`${s.globalDir}/config.json`, JSON.stringify({ embedding }));
}

function check(run: { json: { checks: Array<{ name: string }> } }, name: string) {
  return run.json.checks.find((c) => c.name === name) as
    | { name: string; ok: boolean; warning?: boolean; detail: string }
    | undefined;
}

describe('vectors of the embedded model after an upgrade', () => {
  it('are left out by default, named by doctor, and come back from the cache with provider embedded', async () => {
    const s = tempStore();
    const cli = (args: string[]) => spawnStrataIn(s, args, { env: NO_OLLAMA });
    useConfig(s, { provider: 'embedded' });
    const made = await cli(['reindex', '--json']);
    expect(made.code).toBe(0);
    expect(made.json.vectors).toBe(made.json.documents);

    useConfig(s, {});
    let doctor = await cli(['doctor', '--json']);
    expect(check(doctor, 'embeddings')?.detail).toBe(
      `none: keyword search only; no Ollama answers at http://127.0.0.1:9; ${HINT}`,
    );
    const unused = check(doctor, 'vectors');
    expect(unused).toMatchObject({ ok: true, warning: true });
    expect(unused?.detail).toContain(`holds ${made.json.documents} vectors of embedded/use-lite`);
    expect(unused?.detail).toContain('embedding.provider "embedded"');
    expect(unused?.detail).toContain(HINT);

    const search = await cli(['search', 'refresh', 'token', 'rotation', '--json']);
    expect(search.code).toBe(0);
    expect(search.json.degraded).toBe(true);
    expect(search.json.results[0].id).toBe('learning-refresh-token-rotation-race');
    expect(search.stderr.trim()).toBe(
      `strata: searched by keywords only, not by meaning: no Ollama answers at http://127.0.0.1:9; ${HINT}`,
    );
    // Keyword search by choice is not announced again within the hour.
    const again = await cli(['search', 'prisma', 'migrate', '--json']);
    expect(again.json.degraded).toBe(true);
    expect(again.stderr).toBe('');

    const plain = await cli(['reindex', '--json']);
    expect(plain.code).toBe(0);
    expect(plain.json.vectors).toBe(0);
    doctor = await cli(['doctor', '--json']);
    expect(check(doctor, 'vectors')).toBeUndefined();

    useConfig(s, { provider: 'embedded' });
    const back = await cli(['reindex', '--json']);
    expect(back.json.embedded).toBe(0);
    expect(back.json.fromCache).toBe(made.json.documents);
    expect(back.json.vectors).toBe(made.json.documents);
  });
});
