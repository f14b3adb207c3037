import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

function gotcha(id: string, extra: string): string {
  return `---\nid: ${id}\ntitle: Trap ${id}\ntype: gotcha\nseverity: high\ncreated: "2026-05-01T10:00:00Z"\n${extra}---\nAbout ${id}.\n`;
}

describe('strata gotcha-patterns', () => {
  it('lists gotchas whose file patterns match no file or too many, with the folders', async () => {
    const store = tempStore({ samples: false });
    for (let i = 0; i < 30; i++) {
      const dir = path.join(store.proj, 'src', i < 20 ? 'api' : 'web');
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, `f${i}.ts`), '');
    }
    writeFileSync(store.mem('g-gone.md'), gotcha('g-gone', 'file_patterns: ["src/billing/**"]\n'));
    writeFileSync(store.mem('g-all.md'), gotcha('g-all', 'file_patterns: ["src/**"]\n'));
    writeFileSync(store.mem('g-fine.md'), gotcha('g-fine', 'file_patterns: ["src/web/f21.ts"]\n'));
    writeFileSync(store.mem('g-cmd.md'), gotcha('g-cmd', 'command_patterns: ["npm publish"]\n'));
    writeFileSync(store.mem('g-bare.md'), gotcha('g-bare', ''));
    const run = await strata(['gotcha-patterns', '--json'], { cwd: store.proj, env: store.env });
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout);
    const cases = Object.fromEntries(
      out.gotchas.map((g: { id: string; problem: string; matched: number }) => [
        g.id,
        `${g.problem} ${g.matched}`,
      ]),
    );
    expect(cases).toEqual({
      'g-gone': 'none 0',
      'g-all': 'too-many 30',
      'g-bare': 'no-patterns 0',
    });
    expect(out.folders[0]).toEqual({ folder: 'src/', files: 30 });
    expect(out.folders).toContainEqual({ folder: 'src/api/', files: 20 });
    const tried = await strata(['gotcha-patterns', '--try', 'src/web/**', '--json'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(JSON.parse(tried.stdout).globs[0]).toMatchObject({ glob: 'src/web/**', matched: 10 });
    const bad = await strata(['gotcha-patterns', '--limit', '0'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--limit');
  });
});
