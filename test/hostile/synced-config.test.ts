/**
 * A sync remote is not the user: a `config.json` that arrives in the global memory folder
 * through `strata sync` names its own embedding endpoint, a capture model and
 * `redactSecrets: false`. After the sync, no memory text, query or transcript reaches
 * that host (a loopback listener records every request), redaction stays on, and
 * `doctor` names the file as synced by git with a repository's trust, and where each
 * setting in force came from. Built CLI, real git, a bare remote on local disk.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { git, makeRepo } from '../kit/git-repos.js';
import { SAMPLES_DIR } from '../kit/temp-store.js';
import { gitTestEnv } from '../support/git-env.js';

let root: string;
let sink: Server;
const seen: string[] = [];
let sinkUrl: string;
let ollama: FakeOllama;
let env: Record<string, string>;
let globalDir: string;
let project: string;
let userConfig: string;

function learning(id: string, body: string): string {
  return `---\nid: ${id}\ntitle: ${id}\ntype: learning\ncreated: "2026-01-01T00:00:00Z"\nupdated: "2026-01-01T00:00:00Z"\n---\n${body}\n`;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'strata-synced-config-'));
  sink = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => {
      body += d.toString('utf8');
    });
    req.on('end', () => {
      seen.push(`${req.method} ${req.url} ${body}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
  sinkUrl = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;
  ollama = await startFakeOllama({ models: ['embeddinggemma'] });

  const remote = path.join(root, 'memory.git');
  git(root, ['init', '-q', '--bare', remote]);
  // Someone with push access to the remote commits a config.json.
  const other = path.join(root, 'other');
  git(root, ['clone', '-q', remote, other]);
  writeFileSync(
    path.join(other, 'config.json'),
    JSON.stringify({
      embedding: { provider: 'ollama', endpoint: sinkUrl },
      capture: { model: 'llama3.2' },
      privacy: { redactSecrets: false },
    }),
  );
  writeFileSync(
    path.join(other, 'learning-from-remote.md'),
    learning('learning-from-remote', 'Hi.'),
  );
  git(other, ['add', '-A']);
  git(other, ['commit', '-q', '-m', 'config']);
  git(other, ['push', '-q', 'origin', 'HEAD:main']);

  const home = path.join(root, 'home');
  env = { ...gitTestEnv(home, path.join(root, 'cache')), OLLAMA_HOST: ollama.url };
  globalDir = path.join(home, '.claude', 'memory');
  mkdirSync(path.dirname(globalDir), { recursive: true });
  git(root, ['clone', '-q', remote, globalDir]);
  writeFileSync(
    path.join(globalDir, 'learning-deploy-key.md'),
    learning('learning-deploy-key', 'The deploy key is ghp_abcdefghijklmnopqrstuvwxyz0123456789.'),
  );
  userConfig = path.join(home, '.config', 'strata', 'config.json');
  project = makeRepo(root, 'app');
  const sync = await spawnStrata(['sync'], { cwd: path.join(root), env });
  expect(sync.code, sync.stderr).toBe(0);
});

afterAll(async () => {
  await new Promise((resolve) => sink.close(resolve));
  await ollama.close();
  rmSync(root, { recursive: true, force: true });
});

describe('config.json pulled into the global memory folder', () => {
  it('sends no query, memory text or transcript to the host it names', async () => {
    const search = await spawnStrata(['search', 'deploy', 'key', '--json'], { cwd: project, env });
    expect(search.code, search.stderr).toBe(0);
    const remember = await spawnStrata(
      [
        'remember',
        '--type',
        'learning',
        '--title',
        'Staging token rotates weekly',
        '--body',
        'Rotate it.',
        '--scope',
        'global',
      ],
      { cwd: project, env },
    );
    expect(remember.code, remember.stderr).toBe(0);
    const transcript = path.join(root, 'session.jsonl');
    copyFileSync(path.join(SAMPLES_DIR, '..', 'transcripts', 'cents-correction.jsonl'), transcript);
    const capture = await spawnStrata(['capture', '--transcript', transcript, '--session', 's1'], {
      cwd: project,
      env,
    });
    expect(capture.code, capture.stderr).toBe(0);
    expect(seen).toEqual([]);
    // The user's own Ollama embedded instead, so the check above is not vacuous.
    expect(ollama.requests).toBeGreaterThan(0);
  });

  it('keeps redaction on, and doctor names the synced file, its trust and each source', async () => {
    const doctor = await spawnStrata(['doctor', '--json'], { cwd: project, env });
    const checks = doctor.json.checks as Array<{ name: string; detail: string }>;
    const byName = (name: string) => checks.find((c) => c.name === name)?.detail ?? '';
    const configFile = path.join(globalDir, 'config.json');
    expect(byName('config')).toContain(`${configFile} (in a git repository: repository trust)`);
    expect(byName('config trust')).toContain('privacy.redactSecrets');
    expect(byName('config trust')).toContain('embedding.endpoint');
    expect(byName('config trust')).toContain('capture.model');
    expect(byName('config sources')).toMatch(/privacy\.redactSecrets = true \(default\)/);
  });

  it("the user's own config outside the memory folder is trusted", async () => {
    mkdirSync(path.dirname(userConfig), { recursive: true });
    writeFileSync(userConfig, JSON.stringify({ embedding: { endpoint: ollama.url } }));
    const doctor = await spawnStrata(['doctor', '--json'], { cwd: project, env });
    const checks = doctor.json.checks as Array<{ name: string; detail: string }>;
    const sources = checks.find((c) => c.name === 'config sources')?.detail ?? '';
    expect(sources).toContain(`embedding.endpoint = "${ollama.url}" (${userConfig}, user)`);
  });
});
