import { cpSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { listEdges, readGraphAt } from '../kit/write-memory.js';
import { strata } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

/** A real sample of the origin plugin's store (see its README). */
const FIXTURE = path.join(REPO, 'test', 'fixtures', 'import', 'origin');

let t: TempStore;
let src: string;
beforeEach(() => {
  t = makeTempStore({ samples: false });
  src = path.join(t.root, 'old-project');
  cpSync(FIXTURE, src, { recursive: true });
});
afterEach(() => t.cleanup());

const run = (...args: string[]) => strata(args, { cwd: t.proj, env: t.env });
const importArgs = (...extra: string[]) => ['import', 'origin', src, ...extra];
const localDir = () => path.join(t.memDir, 'local');

/** The sample's memories marked `scope: local` in their frontmatter. */
const LOCAL_IDS = [
  'decision-4tier-scope-hierarchy',
  'learning-scope-isolation-architecture-design',
  'learning-tdd-scope-resolution-module-structure',
];
const PROJECT_IDS = [
  'artifact-memory-system-architecture-reference',
  'gotcha-bulk-move-loses-graph-edges-design-cross-scope-edges-dont-survive',
  'gotcha-scope-resolver-params',
  'hub-scope-module-hub',
  'thought-20260126-140845698',
];

describe('strata import origin', () => {
  it('copies memories into the scopes they record, with the graph, the same store when run twice', async () => {
    const source = snapshot(src);
    const dry = await run(...importArgs('--dry-run', '--json'));
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.json.counts).toEqual({ create: 8, skip: 0, changed: 0, update: 0, edges: 11 });
    expect(dry.json.scopes).toEqual(['project', 'local']);
    expect(snapshot(t.memDir)).toEqual({});

    const done = await run(...importArgs('--json'));
    expect(done.code, done.stderr).toBe(0);
    expect(done.json.counts).toEqual(dry.json.counts);
    const byScope = (s: string) =>
      done.json.memories
        .filter((m: { scope: string }) => m.scope === s)
        .map((m: { id: string }) => m.id);
    expect(byScope('local').sort()).toEqual(LOCAL_IDS);
    expect(byScope('project').sort()).toEqual(PROJECT_IDS);
    expect(done.json.unresolved).toContainEqual(
      expect.objectContaining({ from: 'hub-scope-module-hub', target: 'hub-search-module-hub' }),
    );

    const custom = await run('show', 'gotcha-scope-resolver-params', '--json');
    expect(custom.json).toMatchObject({
      type: 'permanent',
      scope: 'project',
      created: '2026-01-12T15:47:00Z',
    });
    const decision = await run('show', 'decision-4tier-scope-hierarchy', '--json');
    expect(decision.json).toMatchObject({ type: 'decision', scope: 'local' });
    const text = readFileSync(path.join(localDir(), 'decision-4tier-scope-hierarchy.md'), 'utf8');
    expect(text).toContain('project: claude-memory-plugin');
    expect(text).toContain('source: origin:decision-4tier-scope-hierarchy');
    expect(text).not.toMatch(/^scope:/m);

    // Labels kept; an edge between a project and a local memory is in both graphs.
    const project = listEdges(readGraphAt(t.memDir));
    const local = listEdges(readGraphAt(localDir()));
    expect(project).toContain('hub-scope-module-hub —documents→ decision-4tier-scope-hierarchy');
    expect(local).toContain('hub-scope-module-hub —documents→ decision-4tier-scope-hierarchy');
    expect(local).toContain(
      'decision-4tier-scope-hierarchy —decision-enables→ learning-scope-isolation-architecture-design',
    );
    expect(project).toContain(
      'gotcha-scope-resolver-params —documents→ artifact-memory-system-architecture-reference',
    );
    expect((await run('verify', '--json')).json).toMatchObject({ ok: true });

    const store = snapshot(t.memDir);
    const again = await run(...importArgs('--json'));
    expect(again.code, again.stderr).toBe(0);
    expect(again.json.counts).toEqual({ create: 0, skip: 8, changed: 0, update: 0, edges: 0 });
    expect(snapshot(t.memDir)).toEqual(store);
    expect(snapshot(src)).toEqual(source);
  });

  it('puts everything in the scope --scope names, and keeps the local folder local otherwise', async () => {
    const global = await run(...importArgs('--scope', 'global', '--json'));
    expect(global.code, global.stderr).toBe(0);
    expect(global.json.scopes).toEqual(['global']);
    expect(listEdges(readGraphAt(t.globalDir))).toHaveLength(22);

    // A memory in the origin's local/ folder stays local whatever its field says.
    const mem = path.join(src, '.claude', 'memory');
    mkdirSync(path.join(mem, 'local', 'permanent'), { recursive: true });
    const hub = 'hub-scope-module-hub.md';
    renameSync(path.join(mem, 'permanent', hub), path.join(mem, 'local', 'permanent', hub));
    const r = await run(...importArgs('--dry-run', '--json'));
    const planned = r.json.memories.find((m: { id: string }) => m.id === 'hub-scope-module-hub');
    expect(planned).toMatchObject({ scope: 'local', origin: 'origin:local/hub-scope-module-hub' });
    // The project folder's graph edges still find it, labels kept.
    expect(r.json.edges).toContainEqual(
      expect.objectContaining({
        from: 'hub-scope-module-hub',
        to: 'artifact-memory-system-architecture-reference',
        label: 'part-of',
        scope: 'local',
        toScope: 'project',
      }),
    );
    expect(r.json.counts.edges).toBe(11);
  });

  it('names what it cannot read and imports the rest; a changed memory waits for --update', async () => {
    const mem = path.join(src, '.claude', 'memory');
    writeFileSync(path.join(mem, 'permanent', 'broken.md'), '---\ntype: [unclosed\n---\nbody\n');
    writeFileSync(path.join(mem, 'permanent', 'notes.md'), 'no frontmatter: not a memory\n');
    const enterprise = path.join(mem, 'permanent', 'decision-org.md');
    writeFileSync(enterprise, '---\ntype: decision\ntitle: Org rule\nscope: enterprise\n---\nx\n');
    const r = await run(...importArgs('--json'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`strata: ${path.join(mem, 'permanent', 'broken.md')}: invalid YAML`);
    expect(r.stderr).toContain(`strata: ${enterprise}: "decision-org" is an enterprise memory`);
    expect(r.json.counts).toMatchObject({ create: 8, edges: 11 });

    const file = path.join(mem, 'permanent', 'hub-scope-module-hub.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('Scope Module Hub', 'Scope Hub'));
    const seen = await run(...importArgs('--json'));
    expect(seen.json.counts).toMatchObject({ changed: 1, skip: 7 });
    const updated = await run(...importArgs('--update', '--json'));
    expect(updated.json.counts).toMatchObject({ update: 1, skip: 7 });
    expect((await run('show', 'hub-scope-module-hub', '--json')).json.title).toBe('Scope Hub');
  });
});
