import { cpSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt } from '../kit/write-memory.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

const FIXTURE = path.join(REPO, 'test', 'fixtures', 'import', 'memory.jsonl');

let t: TempStore;
let src: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  src = path.join(t.root, 'mcp', 'memory.jsonl');
  cpSync(FIXTURE, src);
});
afterEach(() => t.cleanup());

const run = (...args: string[]) => strata(args, { cwd: t.proj, env: t.env });
const importArgs = (...extra: string[]) => ['import', 'mcp-memory', src, ...extra];

const EDGES = [
  'decision-postgres-for-the-orders-service —causes→ gotcha-connection-pool-exhaustion',
  'decision-postgres-for-the-orders-service —decided→ learning-maria-lopez',
  'gotcha-connection-pool-exhaustion —caused-by→ decision-postgres-for-the-orders-service',
  'learning-maria-lopez —decided→ decision-postgres-for-the-orders-service',
];

describe('strata import mcp-memory', () => {
  it('plans first, then imports entities, observations and labelled relations', async () => {
    const source = snapshot(path.dirname(src));
    const dry = await run(...importArgs('--dry-run', '--json'));
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json).toMatchObject({
      dryRun: true,
      scope: 'project',
      problems: [],
      unresolved: [],
    });
    expect(dry.json.counts).toEqual({ create: 3, skip: 0, changed: 0, update: 0, edges: 2 });
    expect(dry.json.memories.map((m: { id: string }) => m.id)).toEqual([
      'decision-postgres-for-the-orders-service',
      'gotcha-connection-pool-exhaustion',
      'learning-maria-lopez',
    ]);
    expect(dry.json.edges).toContainEqual({
      from: 'gotcha-connection-pool-exhaustion',
      to: 'decision-postgres-for-the-orders-service',
      label: 'caused-by',
      action: 'add',
      scope: 'project',
    });
    expect(snapshot(t.memDir)).toEqual({});
    const text = await run(...importArgs('--dry-run'));
    expect(text.stdout).toContain('Dry run: nothing was written.');

    const done = await run(...importArgs('--json'));
    expect(done.code, done.stderr).toBe(0);
    expect(done.json.counts).toEqual(dry.json.counts);
    const person = await run('show', 'learning-maria-lopez', '--json');
    expect(person.json).toMatchObject({ type: 'learning', tags: ['person'], title: 'Maria Lopez' });
    expect(person.json.body).toContain('- Owns the orders service\n- Prefers small pull requests');
    const gotcha = await run('show', 'gotcha-connection-pool-exhaustion', '--json');
    expect(gotcha.json).toMatchObject({
      type: 'gotcha',
      links: ['decision-postgres-for-the-orders-service'],
    });
    expect(listEdges(readGraphAt(t.memDir))).toEqual(EDGES);
    expect((await run('verify', '--json')).json).toMatchObject({ ok: true });
    const found = await run('search', 'nightly batch pool', '--mode', 'keyword', '--json');
    expect(found.json.results[0]).toMatchObject({ id: 'gotcha-connection-pool-exhaustion' });
    expect(snapshot(path.dirname(src))).toEqual(source);
  });

  it('changes nothing when run again, and leaves the source as it was', async () => {
    const source = snapshot(path.dirname(src));
    expect((await run(...importArgs())).code).toBe(0);
    const store = snapshot(t.memDir);
    const again = await run(...importArgs('--json'));
    expect(again.code, again.stderr).toBe(0);
    expect(again.json.counts).toEqual({ create: 0, skip: 3, changed: 0, update: 0, edges: 0 });
    expect(snapshot(t.memDir)).toEqual(store);
    expect(snapshot(path.dirname(src))).toEqual(source);
  });

  it('reports an entity changed in the source and rewrites it only with --update', async () => {
    await run(...importArgs());
    const file = t.mem('learning-maria-lopez.md');
    const before = readFileSync(file, 'utf8');
    writeFileSync(src, readFileSync(src, 'utf8').replace('small pull requests', 'pairing'));
    const seen = await run(...importArgs('--json'));
    expect(seen.json.counts).toMatchObject({ changed: 1, skip: 2, create: 0 });
    expect(readFileSync(file, 'utf8')).toBe(before);
    const updated = await run(...importArgs('--update', '--json'));
    expect(updated.code, updated.stderr).toBe(0);
    expect(updated.json.counts).toMatchObject({ update: 1, skip: 2 });
    expect(readFileSync(file, 'utf8')).toContain('- Prefers pairing');
    expect(readFileSync(file, 'utf8')).toContain(
      'links: [decision-postgres-for-the-orders-service]',
    );
    expect((await run(...importArgs('--json'))).json.counts).toMatchObject({ skip: 3 });
  });

  it('names the file and line of bad input and still imports the rest', async () => {
    const lines = readFileSync(src, 'utf8').trimEnd().split('\n');
    lines.splice(1, 0, '{"type":"entity","name":"Broken', '{"type":"entity","entityType":"x"}');
    const huge = {
      type: 'entity',
      name: 'Huge',
      entityType: 'x',
      observations: ['y'.repeat(1_100_000)],
    };
    lines.push(JSON.stringify(huge), lines[0] as string);
    lines.push('{"type":"relation","from":"Maria Lopez","to":"Nobody","relationType":"knows"}');
    writeFileSync(src, `${lines.join('\n')}\n`);
    const dry = await run(...importArgs('--dry-run', '--json'));
    const r = await run(...importArgs('--json'));
    expect(r.code).toBe(1);
    expect(r.json.problems).toEqual(dry.json.problems);
    expect(r.stderr).toContain(`strata: ${src}:2: line is not valid JSON`);
    expect(r.stderr).toContain(`strata: ${src}:3: entity needs a one-line "name"`);
    expect(r.stderr).toContain(`strata: ${src}:8: "Huge": body is 1100003 bytes, over the limit`);
    expect(r.stderr).toContain(
      `strata: ${src}:9: entity "Postgres for the orders service" appears again`,
    );
    expect(r.json.unresolved).toEqual([
      { from: 'learning-maria-lopez', target: 'Nobody', file: src, line: 10 },
    ]);
    expect(r.json.counts).toMatchObject({ create: 3, edges: 2 });
    expect(listEdges(readGraphAt(t.memDir))).toEqual(EDGES);
  });

  it('refuses a file over 64 MiB, naming it and its size', async () => {
    // Sparse: the size is what the reader checks, before reading a byte.
    truncateSync(src, 65 * 1024 * 1024);
    const r = await run(...importArgs());
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`strata: ${src}: is too large (68157440 bytes, limit 67108864)`);
    expect(snapshot(t.memDir)).toEqual({});
  });

  it('refuses a binary file and an unknown format, naming them', async () => {
    writeFileSync(src, Buffer.from([0x7b, 0x00, 0x01, 0x02]));
    const binary = await run(...importArgs());
    expect(binary.code).toBe(1);
    expect(binary.stderr).toContain(`strata: ${src}: is a binary file`);
    expect(snapshot(t.memDir)).toEqual({});
    const folder = await run('import', 'mcp-memory', path.dirname(src), '--json');
    expect(folder.json.problems).toHaveLength(1);
    const unknown = await run('import', 'mem0', src);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('strata: format "mem0" is not importable');
  });
});
