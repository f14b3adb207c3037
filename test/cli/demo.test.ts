/**
 * `npm start`'s tour (scripts/demo.ts) as a new user runs it on a machine without Ollama:
 * it tells one story about meaning. What it says before `reindex`, what `reindex` says it
 * does next and the vector count it ends with agree, and nothing claims a model that
 * is not there.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

describe('npm start without Ollama', () => {
  it('says keywords only everywhere, and never that vectors are being computed', () => {
    // A port nothing listens on: no Ollama, as on a new user's machine.
    const env = { ...process.env, OLLAMA_HOST: 'http://127.0.0.1:9' };
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(REPO, 'scripts', 'demo.ts')],
      { cwd: REPO, env, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    const out = run.stdout + run.stderr;
    expect(out).toContain('Vectors: none (search uses keywords only).');
    expect(out).not.toMatch(/uses its embedded model/);
    expect(out).not.toContain('computing vectors next');
    expect(out).toMatch(/no vectors are computed/);
    // The whole tour runs some twenty commands, each a process of its own.
  }, 240_000);
});
