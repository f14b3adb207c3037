import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempStore, type TempStore } from '../kit/temp-store.js';
import { strataIn } from '../support/run-cli-in-process.js';
import { changedLines } from '../support/snapshot.js';

let t: TempStore;
let file: string;
let original: string;
const ID = 'artifact-release-checklist';

beforeEach(() => {
  t = makeTempStore();
  file = t.mem(`permanent/${ID}.md`);
  original = readFileSync(file, 'utf8');
});
afterEach(() => t.cleanup());

/**
 * Writes an editor: a node script that gets the copy's path as its argument and, when
 * EDIT_ALSO is set, first changes that file too (someone saving the original meanwhile).
 */
function editor(name: string, transform: string): string {
  const script = path.join(t.root, `${name}.mjs`);
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from 'node:fs';
const file = process.argv[2];
if (process.env.EDIT_ALSO) writeFileSync(process.env.EDIT_ALSO, readFileSync(process.env.EDIT_ALSO, 'utf8') + 'concurrent line\\n');
const text = readFileSync(file, 'utf8');
writeFileSync(file, (${transform})(text));
`,
  );
  return `"${process.execPath}" "${script}"`;
}

/** The path of the kept copy named in an error message. */
function keptCopy(message: string): string {
  const match = /your edit is kept in (\S+\.md)/.exec(message);
  if (!match?.[1]) throw new Error(`no kept copy in: ${message}`);
  return match[1];
}

describe('strata edit in $EDITOR', () => {
  it('saves a valid edit and changes only what the editor changed', async () => {
    const EDITOR = editor(
      'retitle',
      `(t) => t.replace('title: Release checklist', 'title: Shipping checklist')`,
    );
    const r = await strataIn(t, ['edit', ID, '--json'], { env: { EDITOR } });
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ id: ID, changed: true });
    expect(changedLines(original, readFileSync(file, 'utf8'))).toEqual([
      ['title: Release checklist', 'title: Shipping checklist'],
    ]);
  });

  it('VISUAL wins over EDITOR', async () => {
    const VISUAL = editor('visual', `(t) => t.replace('owner: platform-team', 'owner: visual')`);
    const EDITOR = editor('plain', `(t) => t.replace('owner: platform-team', 'owner: editor')`);
    const r = await strataIn(t, ['edit', ID], { env: { VISUAL, EDITOR } });
    expect(r.code).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('owner: visual');
  });

  it('an unchanged file is reported as no change and not rewritten', async () => {
    const EDITOR = editor('same', '(t) => t');
    const r = await strataIn(t, ['edit', ID, '--json'], { env: { EDITOR } });
    expect(r.json).toMatchObject({ changed: false });
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it.each([
    [
      'broken YAML',
      `(t) => t.replace('tags: [release, process]', 'tags: [release')`,
      /invalid YAML/,
    ],
    ['the type removed', `(t) => t.replace('type: artifact\\n', '')`, /no type field/],
    ['an unsafe id', `(t) => t.replace('id: ${ID}', 'id: ../../etc/passwd')`, /not a safe id/],
  ])(
    'refuses %s, keeps the original, and keeps the edit in a temp file',
    async (_name, transform, message) => {
      const EDITOR = editor('break', transform);
      const r = await strataIn(t, ['edit', ID], { env: { EDITOR } });
      expect(r.code).not.toBe(0);
      expect(r.stderr).toMatch(/^strata: /);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toContain(file);
      expect(readFileSync(file, 'utf8')).toBe(original);
      const copy = keptCopy(r.stderr);
      expect(readFileSync(copy, 'utf8')).toBe(new Function(`return ${transform}`)()(original));
    },
  );

  it('refuses with CONFLICT when the file changed while the editor was open; nothing is lost', async () => {
    const EDITOR = editor('slow', `(t) => t.replace('owner: platform-team', 'owner: me')`);
    const r = await strataIn(t, ['edit', ID, '--json'], { env: { EDITOR, EDIT_ALSO: file } });
    expect(r.code).toBe(1);
    expect(r.json.error.code).toBe('CONFLICT');
    expect(r.json.error.message).toContain(file);
    expect(readFileSync(file, 'utf8')).toBe(`${original}concurrent line\n`);
    expect(readFileSync(keptCopy(r.json.error.message), 'utf8')).toContain('owner: me');
  });

  it('an editor that fails leaves the file alone and says what to do', async () => {
    const r = await strataIn(t, ['edit', ID], { env: { EDITOR: 'false' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^strata: false exited with 1; .* is unchanged\n {2}fix: run strata edit again/,
    );
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('an editor that is not installed is named, with the fix', async () => {
    const r = await strataIn(t, ['edit', ID], { env: { EDITOR: 'no-such-editor-here' } });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /fix: set VISUAL or EDITOR to an editor installed here \("no-such-editor-here" was not found\)/,
    );
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('an editor that changed the copy and then failed keeps the edit and names it', async () => {
    const script = path.join(t.root, 'edit-then-fail.mjs');
    writeFileSync(
      script,
      `import { appendFileSync } from 'node:fs';\nappendFileSync(process.argv[2], 'half-done edit\\n');\nprocess.exit(3);\n`,
    );
    const EDITOR = `"${process.execPath}" "${script}"`;
    const r = await strataIn(t, ['edit', ID], { env: { EDITOR } });
    expect(r.code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect(readFileSync(keptCopy(r.stderr), 'utf8')).toContain('half-done edit');
  });

  it('without EDITOR it says how to set one', async () => {
    const r = await strataIn(t, ['edit', ID]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^strata: no editor: \$EDITOR is not set/);
    expect(existsSync(file)).toBe(true);
  });
});

describe('strata edit with flags', () => {
  it('changes tags, status and severity in place, keeping the owner line', async () => {
    const r = await strataIn(t, [
      'edit',
      ID,
      '--add-tag',
      'ci',
      '--remove-tag',
      'process',
      '--status',
      'done',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({ tags: ['release', 'ci'], status: 'done' });
    const after = readFileSync(file, 'utf8').replace(/^updated: .*$/m, 'updated: STAMP');
    const expected = original
      .replace(/^updated: .*$/m, 'updated: STAMP')
      .replace('tags: [release, process]', 'tags: [release, ci]')
      .replace('owner: platform-team\n', 'owner: platform-team\nstatus: done\n');
    expect(after).toBe(expected);
    expect(readFileSync(file, 'utf8')).toContain('owner: platform-team\nstatus: done\n---\n');
  });

  it('refuses a bad status naming the field', async () => {
    const r = await strataIn(t, ['edit', ID, '--status', 'Not OK']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/^strata: status "Not OK" is not a status word/);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});
