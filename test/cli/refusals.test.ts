import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles, makeTempStore, SAMPLE_MEMORIES, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { snapshot } from '../support/snapshot.js';

let t: TempStore;
beforeAll(() => {
  t = makeTempStore();
});
afterAll(() => t.cleanup());

describe('enterprise scope', () => {
  let ent: string;
  let env: Record<string, string>;
  beforeAll(() => {
    ent = path.join(t.root, 'enterprise');
    mkdirSync(ent);
    writeFileSync(
      path.join(ent, 'decision-company-wide.md'),
      '---\nid: decision-company-wide\ntitle: Company rule\ntype: decision\n---\nbody\n',
    );
    env = { CLAUDE_MEMORY_ENTERPRISE_PATH: ent };
  });

  it('is read and listed with its scope', async () => {
    const r = await strataIn(t, ['list', '--scope', 'enterprise', '--json'], { env });
    expect(r.json.memories.map((m: { id: string }) => m.id)).toEqual(['decision-company-wide']);
  });

  it.each([
    [
      'remember',
      ['remember', '--scope', 'enterprise', '--type', 'decision', '--title', 'X', '--body', 'b'],
    ],
    ['edit', ['edit', 'decision-company-wide', '--title', 'Changed']],
    ['link', ['link', 'decision-company-wide', 'hub-authentication']],
    ['forget', ['forget', 'decision-company-wide']],
  ])('%s is refused, naming the scope and how to do it', async (_name, args) => {
    const before = snapshot(ent);
    const r = await strataIn(t, args, { env });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^strata: the enterprise scope \(.*\) is read-only/);
    expect(r.stderr).toContain('--admin');
    expect(r.stderr).toContain('STRATA_ADMIN=1');
    expect(snapshot(ent)).toEqual(before);
    const json = await strataIn(t, [...args, '--json'], { env });
    expect(json.json.error).toMatchObject({ code: 'READ_ONLY_SCOPE' });
  });

  it('works with --admin and with STRATA_ADMIN=1', async () => {
    const base = [
      'remember',
      '--scope',
      'enterprise',
      '--type',
      'decision',
      '--body',
      'b',
      '--json',
    ];
    const a = await strataIn(t, [...base, '--title', 'By flag', '--admin'], { env });
    expect(a.code).toBe(0);
    expect(a.json).toMatchObject({ id: 'decision-by-flag', scope: 'enterprise' });
    const b = await strataIn(t, [...base, '--title', 'By env'], {
      env: { ...env, STRATA_ADMIN: '1' },
    });
    expect(b.code).toBe(0);
    expect(
      readdirSync(ent)
        .filter((f) => f.endsWith('.md'))
        .sort(),
    ).toEqual(['decision-by-env.md', 'decision-by-flag.md', 'decision-company-wide.md']);
  });
});

describe('broken files are reported by name and everything else loads', () => {
  const bomb = [
    '---',
    'type: learning',
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...Array.from({ length: 9 }, (_, i) => {
      const [p, c] = [String.fromCharCode(97 + i), String.fromCharCode(98 + i)];
      return `${c}: &${c} [${Array(9).fill(`*${p}`).join(',')}]`;
    }),
    '---',
    '',
  ].join('\n');
  const broken: Array<[string, string | Buffer, string]> = [
    ['malformed.md', '---\ntype: learning\ntitle: [x\n---\n', 'INVALID_FRONTMATTER'],
    ['binary.md', Buffer.from([0x2d, 0x2d, 0x2d, 0x0a, 0, 1, 2, 0xff]), 'BINARY_FILE'],
    ['huge.md', `---\ntype: learning\n---\n${'y'.repeat(10 * 1024 * 1024)}`, 'FILE_TOO_LARGE'],
    ['bomb.md', bomb, 'INVALID_FRONTMATTER'],
    ['escape.md', '---\nid: ../escape\ntype: learning\n---\n', 'INVALID_ID'],
    ['passwd.md', '---\nid: ../../etc/passwd\ntype: learning\n---\n', 'INVALID_ID'],
  ];
  let s: TempStore;
  beforeAll(() => {
    s = makeTempStore();
    for (const [name, content] of broken) writeFileSync(s.mem(name), content);
    writeFileSync(path.join(s.root, 'outside.md'), '---\nid: outside\ntype: learning\n---\n');
    symlinkSync(path.join(s.root, 'outside.md'), s.mem('link-out.md'));
  });
  afterAll(() => s.cleanup());

  it('list --json names each file in problems and lists every good memory', async () => {
    const r = await strataIn(s, ['list', '--json']);
    expect(r.code).toBe(0);
    const problems = r.json.problems as Array<{ path: string; code: string; message: string }>;
    for (const [name, , code] of [...broken, ['link-out.md', '', 'UNSAFE_PATH'] as const]) {
      const p = problems.find((x) => x.path === s.mem(name));
      expect(p, name).toMatchObject({ code });
      expect(p?.message).toContain(s.mem(name));
    }
    const ids = r.json.memories.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual(SAMPLE_MEMORIES.map((f) => path.basename(f, '.md')).sort());
  });

  it('verify exits 1 and names every broken file with its reason', async () => {
    const r = await strataIn(s, ['verify']);
    expect(r.code).toBe(1);
    for (const name of [
      ...broken.map(([n]) => n),
      'link-out.md',
      'learning-broken-frontmatter.md',
    ]) {
      expect(r.stdout).toMatch(new RegExp(`invalid +strata: .*${name.replace('.', '\\.')}`));
    }
  });
});

describe('bad arguments', () => {
  const body = 'x'.repeat(2 * 1024 * 1024);
  it.each([
    ['unknown command', ['frobnicate'], /unknown command "frobnicate"/],
    ['unknown option', ['list', '--colour'], /--colour/],
    ['path as id', ['show', '../x'], /id "\.\.\/x" is not a memory id/],
    ['absolute path as id', ['show', '/etc/passwd'], /id "\/etc\/passwd" is not a memory id/],
    ['bad scope', ['list', '--scope', 'nope'], /--scope "nope" is not a scope/],
    ['missing title', ['remember', '--type', 'learning', '--body', 'b'], /title is empty/],
    [
      'bad type',
      ['remember', '--type', 'foo', '--title', 't', '--body', 'b'],
      /type "foo" is not a memory type/,
    ],
    [
      'bad severity',
      ['remember', '--type', 'gotcha', '--title', 't', '--severity', 'huge', '--body', 'b'],
      /severity "huge"/,
    ],
    [
      'bad link',
      ['remember', '--type', 'hub', '--title', 't', '--link', '../x', '--body', 'b'],
      /links "\.\.\/x"/,
    ],
    ['missing id', ['show'], /missing <id>/],
    ['unknown id', ['show', 'nope-nope'], /no memory with id "nope-nope"/],
    [
      'bad label',
      ['link', 'hub-authentication', 'retro-march-incident', '--label', 'No Way'],
      /label "No Way"/,
    ],
    [
      'self link',
      ['link', 'hub-authentication', 'hub-authentication'],
      /cannot link "hub-authentication" to itself/,
    ],
  ])('%s → non-zero exit, "strata: …" naming the field', async (_name, args, message) => {
    const before = snapshot(t.memDir);
    const r = await strataIn(t, args);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^strata: /);
    expect(r.stderr).toMatch(message);
    const json = await strataIn(t, [...args, '--json']);
    expect(json.code).toBe(r.code);
    expect(Object.keys(json.json)).toEqual(['error']);
    expect(Object.keys(json.json.error)).toEqual(['code', 'message', 'hint']);
    expect(json.json.error.message).toMatch(message);
    expect(snapshot(t.memDir)).toEqual(before);
  });

  it('a 2 MB body on stdin is refused naming the body', async () => {
    const before = snapshot(t.memDir);
    const r = await strataIn(t, ['remember', '--type', 'learning', '--title', 'Big'], {
      stdin: body,
    });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^strata: body is \d+ bytes, over the limit/);
    expect(snapshot(t.memDir)).toEqual(before);
  });

  it('every command has --help and exits 0', async () => {
    const help = await strataIn(t, ['--help']);
    const rows = [...help.stdout.matchAll(/^ {2}([a-z-]+) +(?=\S)/gm)];
    const names = rows.map((m) => m[1] ?? '');
    expect(names).toEqual(
      expect.arrayContaining(['remember', 'show', 'list', 'verify', 'doctor', 'merge-driver']),
    );
    // Every summary starts in one column, the longest name's included.
    expect(new Set(rows.map((m) => m[0].length)).size, help.stdout).toBe(1);
    for (const name of names) {
      const r = await strataIn(t, [name, '--help']);
      expect(r.code, name).toBe(0);
      expect(r.stdout).toContain(`strata ${name}`);
    }
  });
});

describe('gotcha globs', () => {
  it('a glob with {a,b} stays one glob; one beyond the limits is refused, nothing written', async () => {
    const ok = await strataIn(t, [
      'remember',
      '--type',
      'gotcha',
      '--title',
      'Brace glob',
      '--body',
      'x',
      '--file-pattern',
      'src/{auth,login}/**',
      '--json',
    ]);
    expect(ok.code).toBe(0);
    const shown = await strataIn(t, ['show', ok.json.id, '--json']);
    expect(shown.json.filePatterns).toEqual(['src/{auth,login}/**']);
    const before = listFiles(t.memDir).length;
    const bad = await strataIn(t, [
      'remember',
      '--type',
      'gotcha',
      '--title',
      'Freezing glob',
      '--body',
      'x',
      '--file-pattern',
      `${'{*,*}'.repeat(12)}.zz`,
    ]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/^strata: file_patterns holds .*has 24 wildcards \(limit 16\)/m);
    expect(listFiles(t.memDir).length).toBe(before);
  });
});

describe('--project', () => {
  it('refuses a folder that does not exist instead of listing 0 memories', async () => {
    const missing = path.join(t.root, 'no-such-project');
    const r = await strataIn(t, ['list', '--project', missing]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /^strata: --project ".*no-such-project": .* is not a folder\n {2}fix: /,
    );
    const file = path.join(t.proj, 'README.md');
    writeFileSync(file, 'x\n');
    expect((await strataIn(t, ['list', '--project', file])).code).toBe(2);
    expect((await strataIn(t, ['list', '--project', t.proj])).code).toBe(0);
  });
});
