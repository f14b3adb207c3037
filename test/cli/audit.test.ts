/**
 * `strata audit` through the built CLI on the sample store plus planted problems: a
 * paraphrased duplicate, a gotcha whose files exist beside one whose files are gone, a
 * superseded decision, an old and a fresh breadcrumb, and markdown files that are not
 * memories (empty, misspelt "tpye:", fields without the opening fence).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';

let t: TempStore;
// biome-ignore lint/suspicious/noExplicitAny: the JSON report is checked field by field
let report: any;
let text: string;

function plant(rel: string, content: string): void {
  mkdirSync(path.dirname(t.mem(rel)), { recursive: true });
  writeFileSync(t.mem(rel), content);
}

const memory = (fields: string, body: string) => `---\n${fields.trim()}\n---\n\n${body}\n`;

beforeAll(async () => {
  t = makeTempStore();
  mkdirSync(path.join(t.proj, 'prisma'), { recursive: true });
  writeFileSync(path.join(t.proj, 'prisma', 'schema.prisma'), 'model User {}\n');
  plant(
    'permanent/learning-legacy-handler-paths.md',
    memory(
      'type: learning\ntitle: Where the legacy upload handler lived\ncreated: "2026-05-01T00:00:00Z"\nupdated: "2026-05-01T00:00:00Z"',
      [
        'The schema is in `prisma/schema.prisma`; the handler was `server/handlers/legacy.ts:42`,',
        'documented in docs/old/setup.md. Not paths: https://example.com/a/b.html,',
        'example.com/docs/page.html, `src/**/*.ts`, `web/{a,b}.ts`, /etc/hosts, ~/notes/x.md,',
        '../other/x.ts, `console.log`, `req.body`, `os.path.join`, `res.json()`, `@types/node`.',
        '',
        '```ts',
        "import x from './nope/y.js';",
        '```',
      ].join('\n'),
    ),
  );
  plant(
    'permanent/learning-two-tabs-refresh-logout.md',
    memory(
      'type: learning\ntitle: Two browser tabs refreshing the token at once log the user out\ncreated: "2026-05-01T00:00:00Z"\nupdated: "2026-05-01T00:00:00Z"',
      'When two tabs get a 401 together they send the same refresh token; the first rotation invalidates it and the second tab logs the user out. Accept the previous refresh token once in a grace window.',
    ),
  );
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  plant(
    'temporary/breadcrumb-old.md',
    memory(
      'type: breadcrumb\ntitle: Old trail\nstatus: open\ncreated: "2020-01-01T00:00:00Z"\nupdated: "2020-01-01T00:00:00Z"',
      'x',
    ),
  );
  plant(
    'temporary/breadcrumb-fresh.md',
    memory(
      `type: breadcrumb\ntitle: Fresh trail\nstatus: open\ncreated: "${now}"\nupdated: "${now}"`,
      'y',
    ),
  );
  plant('permanent/empty.md', '');
  plant(
    'permanent/typo.md',
    memory('tpye: gotcha\ntitle: A gotcha nobody sees', 'Hidden by a typo.'),
  );
  plant('permanent/no-fence.md', 'type: learning\ntitle: Fence forgotten\n\nBody.\n');
  plant(
    'permanent/decision-sessions-v1.md',
    memory(
      'type: decision\ntitle: Server sessions in Redis\ncreated: "2025-01-01T00:00:00Z"\nupdated: "2025-01-01T00:00:00Z"',
      'Sessions live in Redis.',
    ),
  );
  const linked = await strataIn(t, [
    'link',
    'decision-jwt-over-server-sessions',
    'decision-sessions-v1',
    '--label',
    'supersedes',
  ]);
  expect(linked.code).toBe(0);
  const json = await strataIn(t, ['audit', '--json']);
  expect(json.code).toBe(0);
  report = json.json;
  text = (await strataIn(t, ['audit'])).stdout;
});
afterAll(() => t.cleanup());

describe('strata audit', () => {
  it('groups the paraphrase with the memory it repeats and suggests the linked one as keeper', () => {
    expect(report.duplicates).toEqual([
      {
        ids: ['learning-refresh-token-rotation-race', 'learning-two-tabs-refresh-logout'],
        keep: 'learning-refresh-token-rotation-race',
        score: expect.any(Number),
      },
    ]);
    expect(report.duplicateCheck).toBe('keyword');
  });

  it('reports the gotcha whose files are gone, not the one whose files exist', () => {
    expect(report.stale.filter((s: { reason: string }) => s.reason !== 'missing-path')).toEqual([
      {
        id: 'gotcha-vite-env-prefix',
        scope: 'project',
        reason: 'file_patterns match no file of the project',
        detail: 'web/src/**/*.ts, web/vite.config.ts, .env*',
      },
    ]);
  });

  it('reports the paths memories name that do not exist, not URLs, globs or identifiers', () => {
    const missing = report.stale
      .filter((s: { reason: string }) => s.reason === 'missing-path')
      .map((s: { id: string; detail: string }) => [s.id, s.detail])
      .sort();
    // The samples name files of a project this temp one does not have; prisma/ exists.
    expect(missing).toEqual([
      ['artifact-release-checklist', '.claude-plugin/plugin.json'],
      ['breadcrumb-investigating-flaky-e2e', 'web/e2e/checkout.spec.ts'],
      ['hub-authentication', 'web/src/lib/session.ts'],
      ['learning-legacy-handler-paths', 'server/handlers/legacy.ts, docs/old/setup.md'],
    ]);
    expect(report.stale.every((s: { scope: string }) => s.scope === 'project')).toBe(true);
  });

  it('reports a decision that another supersedes while it is still current', () => {
    expect(report.superseded).toEqual([
      { id: 'decision-sessions-v1', scope: 'project', by: ['decision-jwt-over-server-sessions'] },
    ]);
  });

  it('lists orphans (breadcrumbs excepted) and only suggests links from orphans', () => {
    const orphans = report.orphans.map((o: { id: string }) => o.id);
    expect(orphans).toEqual(
      expect.arrayContaining(['artifact-release-checklist', 'retro-march-incident']),
    );
    expect(orphans).not.toContain('decision-jwt-over-server-sessions');
    expect(orphans.some((id: string) => id.startsWith('breadcrumb-'))).toBe(false);
    for (const link of report.suggestedLinks) expect(orphans).toContain(link.from);
  });

  it('lists breadcrumbs past their TTL only', () => {
    const ids = report.expired.map((e: { id: string }) => e.id);
    expect(ids).toContain('breadcrumb-old');
    expect(ids).not.toContain('breadcrumb-fresh');
  });

  it('names markdown files that are not memories and why; a plain README is left alone', () => {
    const byName = Object.fromEntries(
      report.notMemories.map((n: { path: string; reason: string }) => [
        path.basename(n.path),
        n.reason,
      ]),
    );
    expect(byName['empty.md']).toBe('empty file');
    expect(byName['typo.md']).toMatch(/"tpye:" looks like a misspelling of "type:"/);
    expect(byName['no-fence.md']).toMatch(/without the opening "---"/);
    expect(byName['learning-broken-frontmatter.md']).toMatch(/never closed/);
    expect(byName['README.md']).toBeUndefined();
  });

  it('prints the same findings for people', () => {
    expect(text).toMatch(
      /1 duplicate group, 1 stale gotcha, 4 memories naming missing paths, 1 superseded memory still current/,
    );
    expect(text).toMatch(
      /learning-legacy-handler-paths \[project\]: missing-path \(server\/handlers/,
    );
    expect(text).toMatch(/learning-refresh-token-rotation-race ← learning-two-tabs-refresh-logout/);
    expect(text).toMatch(/typo\.md: no "type:"/);
  });
});
