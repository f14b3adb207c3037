/**
 * The built binary (`lib/cli/main.js`) as people and hooks start it: the paths only a real
 * process exercises — the bundle and its lazily loaded command chunks, stdin read from a
 * pipe, output on the real streams, and the exit code main.ts sets. Everything else about
 * the commands is tested in-process through the same runner (run-cli-in-process.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, spawnStrataIn } from '../kit/cli.js';
import { tempStore } from '../kit/temp-store.js';

const pkg = JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  version: string;
};

describe('the built strata binary', () => {
  it('prints its help and version and exits 0; with no command, usage and exit 2', async () => {
    const s = tempStore({ samples: false });
    const help = await spawnStrataIn(s, ['--help']);
    expect(help).toMatchObject({ code: 0, signal: null, stderr: '' });
    expect(help.stdout).toContain('usage: strata <command>');
    expect(help.stdout).toMatch(/^ {2}remember /m);
    const version = await spawnStrataIn(s, ['--version']);
    expect(version).toMatchObject({ code: 0, stdout: `strata ${pkg.version}\n` });
    const bare = await spawnStrataIn(s, []);
    expect(bare.code).toBe(2);
    expect(bare.stdout).toContain('usage: strata <command>');
  });

  it('saves a body read from stdin and lists it as JSON', async () => {
    const s = tempStore({ samples: false });
    const saved = await spawnStrataIn(
      s,
      ['remember', '--type', 'learning', '--title', 'Piped body', '--json'],
      { stdin: 'Read from a pipe.\n' },
    );
    expect(saved.code).toBe(0);
    expect(saved.json.id).toBe('learning-piped-body');
    const shown = await spawnStrataIn(s, ['show', 'learning-piped-body', '--json']);
    expect(shown.json.body).toContain('Read from a pipe.');
    const listed = await spawnStrataIn(s, ['list', '--json']);
    expect(listed.code).toBe(0);
    expect(listed.json.memories.map((m: { id: string }) => m.id)).toEqual(['learning-piped-body']);
  });

  it('exits 2 on a usage error and 1 on a failure a command reports, on the real streams', async () => {
    const s = tempStore();
    const unknown = await spawnStrataIn(s, ['serach']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('unknown command "serach"');
    expect(unknown.stderr).toContain('fix: did you mean strata search?');
    const asJson = await spawnStrataIn(s, ['serach', '--json']);
    expect(asJson.code).toBe(2);
    expect(asJson.json.error.code).toBe('INVALID_ARGUMENT');
    // The samples hold a broken file: verify reports it and main.ts turns that into exit 1.
    const verify = await spawnStrataIn(s, ['verify']);
    expect(verify.code).toBe(1);
  });
});
