/**
 * Paths named in memory bodies: what counts as a project path, and which named paths the
 * audit reports as missing (project files, folders, skipped folders read from disk, and
 * memories of other scopes left alone).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Memory } from '../../src/core/memory.js';
import { findMissingPaths, findNamedPaths } from '../../src/services/audit/audit-paths.js';
import { listProjectFiles } from '../../src/storage/project-files.js';

describe('findNamedPaths', () => {
  it('reads backticked and prose paths, with line and anchor suffixes dropped', () => {
    expect(
      findNamedPaths(
        'See `src/auth/login.ts:12:3` and src/db/schema.prisma, ./web/vite.config.ts and docs/a.md#setup.',
      ),
    ).toEqual(['src/auth/login.ts', 'src/db/schema.prisma', 'web/vite.config.ts', 'docs/a.md']);
  });

  it('leaves URLs, globs, outside paths, identifiers and code blocks alone', () => {
    const body = [
      'https://example.com/a/b.html and example.com/docs/page.html',
      '`src/**/*.ts` `web/{a,b}.ts` /etc/hosts ~/x/y.md ../up/x.ts `C:\\x\\y.ts`',
      '`console.log` `req.body` `os.path.join` `res.json()` `@types/node` 1/2.5 2024/05/01',
      'e.g./i.e. and/or text/plain `$HOME/x/y.md`',
      '```ts',
      "import x from './foo/bar.js';",
      'src/in/code.ts',
      '```',
    ].join('\n');
    expect(findNamedPaths(body)).toEqual([]);
  });
});

describe('findMissingPaths', () => {
  let root: string;
  const memory = (id: string, scope: Memory['scope'], body: string) =>
    ({ id, scope, body, title: id, type: 'learning' }) as Memory;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'strata-audit-paths-'));
    mkdirSync(path.join(root, 'src', 'auth'), { recursive: true });
    writeFileSync(path.join(root, 'src', 'auth', 'login.ts'), '');
    mkdirSync(path.join(root, 'node_modules', 'pkg'), { recursive: true });
    writeFileSync(path.join(root, 'node_modules', 'pkg', 'index.js'), '');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports only the paths absent from the project, one finding per memory', async () => {
    const { files } = await listProjectFiles(root);
    const memories = [
      memory('learning-a', 'project', 'In `src/auth/login.ts` and node_modules/pkg/index.js.'),
      memory('learning-b', 'local', 'Moved from `src/auth/old.ts`; see src/gone/x.md too.'),
      memory('learning-c', 'global', 'Every project has `src/anything/here.ts`.'),
    ];
    expect(await findMissingPaths(memories, root, files)).toEqual([
      {
        id: 'learning-b',
        scope: 'local',
        reason: 'missing-path',
        detail: 'src/auth/old.ts, src/gone/x.md',
      },
    ]);
    expect(await findMissingPaths(memories, null, files)).toEqual([]);
  });
});
