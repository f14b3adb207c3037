/**
 * Only enterprise config may reduce what enterprise shows: a committed project config (or
 * the user's own) that sets `hooks.gotchas.maxPerRead: 0` or the smallest `maxTokens`
 * still lets the enterprise policy gotcha through on a file read. Through the built CLI
 * (reindex writes the digests) and the built PostToolUse hook bundle with real stdin.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { basePayload, readPayload, runHook } from '../support/hook-runner.js';

const POLICY_ID = 'gotcha-enterprise-secrets-in-config';

function gotcha(id: string, title: string, updated = '2026-01-01T00:00:00Z'): string {
  return `---\nid: ${id}\ntitle: ${title}\ntype: gotcha\nseverity: critical\ncreated: "${updated}"\nupdated: "${updated}"\nfile_patterns: ["src/**"]\n---\n${title}, always.\n`;
}

/** A project with one enterprise policy gotcha and two project gotchas for `src/**`. */
function setUp(configs: { project?: object; global?: object; enterprise?: object }): TempStore {
  const s = tempStore({ samples: false });
  const enterprise = path.join(s.root, 'enterprise');
  mkdirSync(enterprise, { recursive: true });
  writeFileSync(
    path.join(enterprise, `${POLICY_ID}.md`),
    gotcha(POLICY_ID, 'No secrets in config'),
  );
  for (const n of [1, 2])
    writeFileSync(s.mem(`gotcha-project-${n}.md`), gotcha(`gotcha-project-${n}`, `Project ${n}`));
  if (configs.project) writeFileSync(s.mem('config.json'), JSON.stringify(configs.project));
  if (configs.global) {
    mkdirSync(s.globalDir, { recursive: true });
    writeFileSync(path.join(s.globalDir, 'config.json'), JSON.stringify(configs.global));
  }
  if (configs.enterprise)
    writeFileSync(path.join(enterprise, 'config.json'), JSON.stringify(configs.enterprise));
  s.env.CLAUDE_MEMORY_ENTERPRISE_PATH = enterprise;
  return s;
}

async function readSrcFile(s: TempStore) {
  const reindex = await spawnStrata(['reindex', '--no-embed'], { cwd: s.proj, env: s.env });
  expect(reindex.code, reindex.stderr).toBe(0);
  const payload = readPayload('sess-1', s.proj, path.join(s.proj, 'src', 'config.ts'));
  const run = await runHook('post-tool-use', payload, { cwd: s.proj, env: s.env });
  expect(run.code).toBe(0);
  return run.context ?? '';
}

describe('enterprise policy gotchas on a file read', () => {
  it('survive a project config with maxPerRead 0', async () => {
    const context = await readSrcFile(
      setUp({ project: { hooks: { gotchas: { maxPerRead: 0 } } } }),
    );
    expect(context).toContain(`[enterprise policy]`);
    expect(context).toContain(POLICY_ID);
    // The repository's limit still holds for its own gotchas.
    expect(context).not.toContain('gotcha-project-');
  });

  it('survive a project config with the smallest maxTokens', async () => {
    const context = await readSrcFile(
      setUp({ project: { hooks: { gotchas: { maxTokens: 50 } } } }),
    );
    expect(context).toContain(POLICY_ID);
  });

  it("survive the user's own global config with maxPerRead 0", async () => {
    const context = await readSrcFile(setUp({ global: { hooks: { gotchas: { maxPerRead: 0 } } } }));
    expect(context).toContain(POLICY_ID);
  });

  it('are limited by the enterprise config itself', async () => {
    const context = await readSrcFile(
      setUp({ enterprise: { hooks: { gotchas: { maxPerRead: 0 } } } }),
    );
    expect(context).not.toContain(POLICY_ID);
  });
});

describe('enterprise policy gotchas at session start', () => {
  async function startSession(s: TempStore) {
    const reindex = await spawnStrata(['reindex', '--no-embed'], { cwd: s.proj, env: s.env });
    expect(reindex.code, reindex.stderr).toBe(0);
    const payload = { ...basePayload('SessionStart', 'sess-9', s.proj), source: 'startup' };
    const run = await runHook('session-start', JSON.stringify(payload), {
      cwd: s.proj,
      env: s.env,
    });
    expect(run.code).toBe(0);
    return run.context ?? '';
  }

  it('survive a project config with the smallest tokenBudget', async () => {
    const s = setUp({ project: { hooks: { sessionStart: { tokenBudget: 100 } } } });
    expect(await startSession(s)).toContain(POLICY_ID);
  });

  it('survive a dozen newer critical gotchas a repository commits', async () => {
    const s = setUp({});
    for (let n = 3; n < 15; n++) {
      const id = `gotcha-project-${n}`;
      const day = String(n).padStart(2, '0');
      writeFileSync(s.mem(`${id}.md`), gotcha(id, `Project ${n}`, `2026-06-${day}T00:00:00Z`));
    }
    expect(await startSession(s)).toContain(POLICY_ID);
  });
});
