import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../src/core/errors.js';
import { readMemoryText, scanScope } from '../../src/storage/scan.js';
import type { ScopeDir } from '../../src/storage/scope-dir.js';
import { listFiles, makeTempStore, SAMPLE_MEMORIES, type TempStore } from '../kit/temp-store.js';

const READ = { maxFileBytes: 1024 * 1024 };

function aliasBomb(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 10; i++) {
    const prev = String.fromCharCode(96 + i);
    const cur = String.fromCharCode(97 + i);
    lines.push(`${cur}: &${cur} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  return `---\ntype: learning\ntitle: lol\n${lines.join('\n')}\n---\nbody\n`;
}

/** Broken files added to the sample store, each with the error code and words expected. */
const BROKEN: Array<[string, string | Buffer, string, RegExp]> = [
  ['malformed.md', '---\ntype: learning\ntags: [a\n---\n', 'INVALID_FRONTMATTER', /invalid YAML/],
  [
    'binary.md',
    Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0x00, 0xff, 0xfe, 0x00]),
    'BINARY_FILE',
    /binary/,
  ],
  [
    'huge.md',
    `---\ntype: learning\ntitle: big\n---\n${'x'.repeat(10 * 1024 * 1024)}`,
    'FILE_TOO_LARGE',
    /over the 1048576-byte limit/,
  ],
  ['bomb.md', aliasBomb(), 'INVALID_FRONTMATTER', /alias bomb/],
  [
    'dotdot.md',
    '---\nid: ../escape\ntype: learning\ntitle: t\n---\n',
    'INVALID_ID',
    /"\.\.\/escape" is not a safe id/,
  ],
  [
    'passwd.md',
    '---\nid: ../../etc/passwd\ntype: learning\ntitle: t\n---\n',
    'INVALID_ID',
    /"\.\.\/\.\.\/etc\/passwd"/,
  ],
  [
    'abs-id.md',
    '---\nid: /etc/passwd\ntype: learning\ntitle: t\n---\n',
    'INVALID_ID',
    /not a safe id/,
  ],
  ['bad-type.md', '---\ntype: [a, b]\ntitle: t\n---\n', 'INVALID_FRONTMATTER', /field "type"/],
  [
    'bad-link.md',
    '---\ntype: learning\ntitle: t\nlinks: [../x]\n---\n',
    'INVALID_FRONTMATTER',
    /field "links"/,
  ],
  [
    'bad-tags.md',
    '---\ntype: learning\ntitle: t\ntags: {a: 1}\n---\n',
    'INVALID_FRONTMATTER',
    /field "tags"/,
  ],
  ['not-a-map.md', '---\n- a\n---\n', 'INVALID_FRONTMATTER', /mapping/],
];

let t: TempStore;
let problems: Problem[];
let ids: string[];
let scope: ScopeDir;

beforeAll(async () => {
  t = makeTempStore();
  const dir = t.mem('permanent');
  for (const [name, content] of BROKEN) writeFileSync(path.join(dir, name), content);
  writeFileSync(
    path.join(t.root, 'outside.md'),
    '---\nid: outside\ntype: learning\ntitle: o\n---\n',
  );
  symlinkSync(path.join(t.root, 'outside.md'), path.join(dir, 'link-out.md'));
  symlinkSync(path.join(dir, 'hub-authentication.md'), path.join(dir, 'hub-alias.md'));
  scope = { scope: 'project', dir: t.memDir, readOnly: false };
  const result = await scanScope(scope, READ);
  problems = result.problems;
  ids = result.memories.map((m) => m.id);
});
afterAll(() => t.cleanup());

describe('scanScope with broken files beside good ones', () => {
  it.each(BROKEN)('%s → %s naming the file', (name, _content, code, message) => {
    const file = t.mem(`permanent/${name}`);
    const problem = problems.find((p) => p.path === file);
    expect(problem).toMatchObject({ code });
    expect(problem?.message).toMatch(/^strata: /);
    expect(problem?.message).toContain(file);
    expect(problem?.message).toMatch(message);
  });

  it('refuses a symlink pointing outside the scope, naming it', () => {
    const file = t.mem('permanent/link-out.md');
    const problem = problems.find((p) => p.path === file);
    expect(problem).toMatchObject({ code: 'UNSAFE_PATH' });
    expect(problem?.message).toMatch(/outside the project scope/);
    expect(ids).not.toContain('outside');
  });

  it('checks a file swapped for a link since the listing as a link', async () => {
    // The listing saw a regular file; by the read it is a link out of the scope.
    const listed = { rel: 'permanent/link-out.md', link: false };
    await expect(readMemoryText(scope, listed.rel, READ, listed)).rejects.toMatchObject({
      code: 'UNSAFE_PATH',
    });
    const inside = { rel: 'permanent/hub-alias.md', link: false };
    expect(await readMemoryText(scope, inside.rel, READ, inside)).toContain('type:');
  });

  it('reports the sample with the unclosed frontmatter', () => {
    expect(problems.find((p) => p.path.endsWith('learning-broken-frontmatter.md'))).toMatchObject({
      code: 'INVALID_FRONTMATTER',
    });
  });

  it('still loads every good sample memory', () => {
    for (const rel of SAMPLE_MEMORIES) expect(ids).toContain(path.basename(rel, '.md'));
  });

  it('reports nothing else: README without frontmatter is skipped without error', () => {
    expect(problems).toHaveLength(BROKEN.length + 2);
    expect(problems.some((p) => p.path.endsWith('README.md'))).toBe(false);
  });

  it('never rewrites a file it read', () => {
    for (const rel of listFiles(t.memDir).filter((f) => !f.startsWith('permanent/link-'))) {
      const original = BROKEN.find(([name]) => `permanent/${name}` === rel)?.[1];
      if (typeof original === 'string') expect(readFileSync(t.mem(rel), 'utf8')).toBe(original);
    }
  });
});

describe('scanScope layout', () => {
  it('skips dot-folders and the nested local/ of a project store, reads archive/', async () => {
    const s = makeTempStore({ samples: false });
    try {
      const write = (rel: string, id: string) => {
        mkdirSync(path.dirname(s.mem(rel)), { recursive: true });
        writeFileSync(s.mem(rel), `---\nid: ${id}\ntype: learning\ntitle: ${id}\n---\n`);
      };
      write('flat.md', 'flat');
      write('deep/er/nested.md', 'nested');
      write('archive/old.md', 'old');
      write('.hidden/secret.md', 'secret');
      write('local/mine.md', 'mine');
      write('.dotfile.md', 'dotfile');
      const project = await scanScope({ scope: 'project', dir: s.memDir, readOnly: false }, READ);
      expect(project.memories.map((m) => [m.id, m.archived])).toEqual([
        ['old', true],
        ['nested', false],
        ['flat', false],
      ]);
      const local = await scanScope({ scope: 'local', dir: s.mem('local'), readOnly: false }, READ);
      expect(local.memories.map((m) => m.id)).toEqual(['mine']);
      const missing = await scanScope({ scope: 'global', dir: s.globalDir, readOnly: false }, READ);
      expect(missing).toEqual({ memories: [], problems: [] });
    } finally {
      s.cleanup();
    }
  });
});
