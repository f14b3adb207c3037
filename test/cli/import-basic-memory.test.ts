import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt } from '../kit/write-memory.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

const FIXTURE = path.join(REPO, 'test', 'fixtures', 'import', 'basic-memory');

let t: TempStore;
let src: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  src = path.join(t.root, 'notes');
  cpSync(FIXTURE, src, { recursive: true });
});
afterEach(() => t.cleanup());

const run = (...args: string[]) => strata(args, { cwd: t.proj, env: t.env });
const importArgs = (...extra: string[]) => ['import', 'basic-memory', src, ...extra];

const EDGES = [
  'decision-authentication-design —depends-on→ learning-user-database-schema',
  'decision-authentication-design —owns→ learning-ana-silva',
  'learning-ana-silva —owns→ decision-authentication-design',
  'learning-user-database-schema —depended-on-by→ decision-authentication-design',
];

describe('strata import basic-memory', () => {
  it('turns notes into memories and relations into edges, the same store when run twice', async () => {
    const source = snapshot(src);
    const dry = await run(...importArgs('--dry-run', '--json'));
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json.counts).toEqual({ create: 3, skip: 0, changed: 0, update: 0, edges: 2 });
    expect(snapshot(t.memDir)).toEqual({});

    const done = await run(...importArgs('--json'));
    expect(done.code, done.stderr).toBe(0);
    expect(done.json.unresolved.map((u: { target: string }) => u.target)).toEqual([
      'Session Management',
      'Maria Lopez',
    ]);
    const decision = await run('show', 'decision-authentication-design', '--json');
    expect(decision.json).toMatchObject({ type: 'decision', tags: ['auth', 'security'] });
    expect(decision.json.body).toContain('- [approach] Refresh tokens stored in HTTP-only cookies');
    expect(decision.json.body).not.toContain('# Authentication Design');
    const person = await run('show', 'learning-ana-silva', '--json');
    expect(person.json.tags).toEqual(['team', 'person']);
    const schema = await run('show', 'learning-user-database-schema', '--json');
    expect(schema.json.tags).toEqual(['database', 'postgres', 'schema']);
    expect(listEdges(readGraphAt(t.memDir))).toEqual(EDGES);
    expect((await run('verify', '--json')).json).toMatchObject({ ok: true });

    const store = snapshot(t.memDir);
    const again = await run(...importArgs('--json'));
    expect(again.json.counts).toEqual({ create: 0, skip: 3, changed: 0, update: 0, edges: 0 });
    expect(snapshot(t.memDir)).toEqual(store);
    expect(snapshot(src)).toEqual(source);
  });

  it('skips links out of the folder, binary and broken notes, naming them, and imports the rest', async () => {
    const outside = path.join(t.root, 'secret');
    mkdirSync(outside);
    writeFileSync(path.join(outside, 'key.md'), '---\ntitle: Secret\n---\nkey\n');
    symlinkSync(outside, path.join(src, 'linked'));
    symlinkSync(path.join(outside, 'key.md'), path.join(src, 'key.md'));
    writeFileSync(path.join(src, 'image.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x1a]));
    writeFileSync(path.join(src, 'broken.md'), '---\ntitle: [unclosed\n---\nbody\n');
    const r = await run(...importArgs('--json'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`strata: ${path.join(src, 'linked')}: is a symbolic link out of`);
    expect(r.stderr).toContain(`strata: ${path.join(src, 'key.md')}: is a symbolic link out of`);
    expect(r.stderr).toContain(`strata: ${path.join(src, 'image.md')}: is a binary file`);
    expect(r.stderr).toContain(`strata: ${path.join(src, 'broken.md')}: invalid YAML frontmatter`);
    expect(r.json.counts).toMatchObject({ create: 3, edges: 2 });
    expect(readFileSync(t.mem('graph.json'), 'utf8')).not.toContain('secret');
    expect(listEdges(readGraphAt(t.memDir))).toEqual(EDGES);
  });

  it('reports a note changed at the source and rewrites it only with --update', async () => {
    await run(...importArgs());
    const note = path.join(src, 'user-database-schema.md');
    writeFileSync(note, readFileSync(note, 'utf8').replace('a UUID', 'a ULID'));
    const seen = await run(...importArgs('--json'));
    expect(seen.json.counts).toMatchObject({ changed: 1, skip: 2 });
    expect(readFileSync(t.mem('learning-user-database-schema.md'), 'utf8')).toContain('a UUID');
    const updated = await run(...importArgs('--update', '--json'));
    expect(updated.json.counts).toMatchObject({ update: 1, skip: 2 });
    expect(readFileSync(t.mem('learning-user-database-schema.md'), 'utf8')).toContain('a ULID');
  });
});
