/**
 * Secrets are redacted before any title, id or file name is cut from the text: a capture
 * draft whose correction quotes a key near the title's cut, and a stash whose label comes
 * from prompts holding one, keep no piece of the key anywhere, through the built CLI.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { TRANSCRIPTS_DIR } from '../kit/transcript-labels.js';
import { strata } from '../support/run-cli-in-process.js';

const SECRET = 'sk-ant-api03-Zq8vR2mK7tLw4xNc9bHs3dPf6gJy1uEa';
/** Pieces of the key that must appear nowhere (its prefix and parts of its random tail). */
const PIECES = ['sk-ant', 'api03', 'zq8v', 'zq8vr2mk', 'nc9bhs'];

let store: TempStore;
const run = (args: string[]) => strata(args, { cwd: store.proj, env: store.env });

beforeEach(() => {
  store = makeTempStore({ samples: false });
});
afterEach(() => store.cleanup());

function expectNoPiece(text: string): void {
  for (const piece of PIECES) expect(text.toLowerCase()).not.toContain(piece);
}

/** Every file name and file text under `dir`. */
function everything(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `${e.name}\n${readFileSync(path.join(e.parentPath, e.name), 'utf8')}`)
    .join('\n');
}

describe('redaction runs before any cut', () => {
  it('a capture draft quoting a key near the title cut keeps none of it', async () => {
    const source = readFileSync(path.join(TRANSCRIPTS_DIR, 'pnpm-correction.jsonl'), 'utf8');
    const said = 'No, never use npm in this repo. Always use pnpm';
    // The title is cut at a word boundary near 70 characters: inside the key's URL here.
    const leaky = `No, never use npm in this repo, mirror is at npm.acme.dev/${SECRET}/pkgs. Always use pnpm`;
    expect(source).toContain(said);
    const file = path.join(store.root, 'leaky.jsonl');
    writeFileSync(file, source.replaceAll(said, leaky));
    const made = await run(['capture', '--transcript', file, '--session', 's1', '--json']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.json.created).toHaveLength(1);
    const draft = made.json.created[0];
    expectNoPiece(`${draft.id} ${draft.title} ${draft.path}`);
    expectNoPiece(everything(path.join(store.memDir, 'local')));
    expect(readFileSync(draft.path, 'utf8')).toContain('[REDACTED]');
  });

  it('a stash labelled from prompts holding a key keeps none of it', async () => {
    const made = await run([
      'stash',
      '--prompt',
      `deploy with ${SECRET} to staging`,
      '--prompt',
      `the staging deploy needs ${SECRET} again`,
      '--json',
    ]);
    expect(made.code, made.stderr).toBe(0);
    expectNoPiece(`${made.json.id} ${made.json.title} ${made.json.path}`);
    expectNoPiece(everything(path.join(store.memDir, 'local')));
  });

  it('a stash label that is cut keeps none of the key', async () => {
    // Labels are cut at 80 characters: ten of them fall on the key.
    const label = `${'release checklist for staging '.repeat(3).slice(0, 69)} ${SECRET}`;
    const made = await run(['stash', '--label', label, '--prompt', 'ship it', '--json']);
    expect(made.code, made.stderr).toBe(0);
    expectNoPiece(`${made.json.id} ${made.json.title} ${made.json.path}`);
    expectNoPiece(everything(path.join(store.memDir, 'local')));
  });
});
