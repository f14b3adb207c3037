/**
 * Where atomic writes put their temp files and which leftovers they clear: a git-ignored
 * `.strata-tmp/` beside the target when it is a real folder (beside the target otherwise),
 * temp names carrying the writer's pid, and only the temp files of writers that are gone
 * and older than the grace time removed; a person's own files never.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../src/io/atomic-write.js';
import {
  isStaleTemp,
  prepareTempDir,
  removeStaleTemps,
  TEMP_DIR,
  TEMP_GRACE_MS,
  tempOwnerPid,
  tempPathFor,
} from '../../src/io/temp-files.js';
import { deadPid } from '../kit/processes.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'strata-temps-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('temp names', () => {
  it('carry the writer pid; other names are not temp files', () => {
    expect(tempOwnerPid('.a.md.123.ab12cd34.tmp')).toBe(123);
    expect(tempOwnerPid('.graph.json.7.0f.tmp')).toBe(7);
    expect(tempOwnerPid('a.md.55.ff.tmp')).toBe(55);
    expect(tempOwnerPid('notes.md.55.ff.tmp')).toBe(55);
    for (const name of [
      'notes.2024.v1.tmp',
      'a.json.55.ff.tmp',
      '.a.md.x1.ff.tmp',
      '.a.md.1.ABCDEFGHI.tmp',
      '.a.md.1.ff.tmp.bak',
      'x.1.ff.tmp',
    ])
      expect(tempOwnerPid(name), name).toBeNull();
    expect(path.basename(tempPathFor(path.join(dir, 'm.md')))).toMatch(
      new RegExp(`^\\.m\\.md\\.${process.pid}\\.[0-9a-f]{8}\\.tmp$`),
    );
  });

  it('are stale only when the writer is gone and the file is older than the grace time', async () => {
    const gone = await deadPid();
    const now = Date.now();
    const old = now - TEMP_GRACE_MS - 1;
    expect(isStaleTemp(`.a.md.${gone}.ff.tmp`, old, now)).toBe(true);
    expect(isStaleTemp(`.a.md.${gone}.ff.tmp`, now - TEMP_GRACE_MS, now)).toBe(false);
    expect(isStaleTemp(`.a.md.${process.pid}.ff.tmp`, old, now)).toBe(false);
    expect(isStaleTemp('notes.tmp', old, now)).toBe(false);
  });
});

describe('the temp folder', () => {
  it('is used once real and git-ignored; beside the target before that', async () => {
    const target = path.join(dir, 'm.md');
    expect(path.dirname(tempPathFor(target))).toBe(dir);
    await prepareTempDir(dir);
    expect(readFileSync(path.join(dir, TEMP_DIR, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    expect(path.dirname(tempPathFor(target))).toBe(path.join(dir, TEMP_DIR));
  });

  it('puts back an ignore file a clone changed, and is owner-only beside private data', async () => {
    mkdirSync(path.join(dir, TEMP_DIR));
    writeFileSync(path.join(dir, TEMP_DIR, '.gitignore'), '!keep\n');
    await prepareTempDir(dir, 0o700);
    expect(readFileSync(path.join(dir, TEMP_DIR, '.gitignore'), 'utf8')).toMatch(/^\*$/m);
    const fresh = path.join(dir, 'private');
    mkdirSync(fresh);
    await prepareTempDir(fresh, 0o700);
    expect(statSync(path.join(fresh, TEMP_DIR)).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(fresh, TEMP_DIR, '.gitignore')).mode & 0o777).toBe(0o600);
  });

  it('is not used while its ignore file is missing', () => {
    mkdirSync(path.join(dir, TEMP_DIR));
    expect(path.dirname(tempPathFor(path.join(dir, 'm.md')))).toBe(dir);
  });

  it('is not used when a clone committed it as a link or a file', async () => {
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'strata-elsewhere-'));
    try {
      writeFileSync(path.join(elsewhere, '.gitignore'), '*\n');
      symlinkSync(elsewhere, path.join(dir, TEMP_DIR));
      await prepareTempDir(dir);
      expect(path.dirname(tempPathFor(path.join(dir, 'm.md')))).toBe(dir);
      await writeFileAtomic(path.join(dir, 'm.md'), 'x');
      expect(readdirSync(elsewhere)).toEqual(['.gitignore']);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
    const other = path.join(dir, 'sub');
    mkdirSync(other);
    writeFileSync(path.join(other, TEMP_DIR), 'a file');
    await prepareTempDir(other);
    expect(path.dirname(tempPathFor(path.join(other, 'm.md')))).toBe(other);
  });

  it('loses only stale temp files of writers that are gone', async () => {
    const temps = path.join(dir, TEMP_DIR);
    mkdirSync(temps);
    const gone = await deadPid();
    const names = {
      stale: `.a.md.${gone}.ff.tmp`,
      young: `.b.md.${gone}.ff.tmp`,
      live: `.c.md.${process.pid}.ff.tmp`,
      mine: 'notes.2024.v1.tmp',
    };
    for (const name of Object.values(names)) writeFileSync(path.join(temps, name), 'x');
    const past = (Date.now() - TEMP_GRACE_MS - 60_000) / 1000;
    for (const name of [names.stale, names.live, names.mine])
      utimesSync(path.join(temps, name), past, past);
    mkdirSync(path.join(temps, `.d.md.${gone}.ff.tmp`));
    utimesSync(path.join(temps, `.d.md.${gone}.ff.tmp`), past, past);
    expect(await removeStaleTemps(temps)).toEqual([path.join(temps, names.stale)]);
    expect(existsSync(path.join(temps, names.young))).toBe(true);
    expect(existsSync(path.join(temps, names.live))).toBe(true);
    expect(existsSync(path.join(temps, names.mine))).toBe(true);
    expect(await removeStaleTemps(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('atomic writes and their temp files', () => {
  const temps = () => {
    const d = path.join(dir, TEMP_DIR);
    return existsSync(d) ? readdirSync(d).filter((n) => n !== '.gitignore') : [];
  };

  it('make new folders owner-only for private data, and ordinary ones otherwise', async () => {
    const { PRIVATE } = await import('../../src/io/atomic-write.js');
    await writeFileAtomic(path.join(dir, 'private', 'deep', 'v.bin'), 'x', PRIVATE);
    expect(statSync(path.join(dir, 'private', 'deep')).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dir, 'private', 'deep', 'v.bin')).mode & 0o777).toBe(0o600);
    await writeFileAtomic(path.join(dir, 'plain-new', 'm.md'), 'x');
    expect(statSync(path.join(dir, 'plain-new')).mode & 0o077).not.toBe(0);
    await writeFileAtomic(path.join(dir, 'open', 'm.md'), 'x', { mode: 0o644 });
    expect(statSync(path.join(dir, 'open')).mode & 0o077).not.toBe(0);
    expect(statSync(path.join(dir, 'open', TEMP_DIR)).mode & 0o077).not.toBe(0);
  });

  it('leave no temp file behind, created or refused', async () => {
    const { createFileExclusive } = await import('../../src/io/atomic-write.js');
    const target = path.join(dir, 'new.md');
    await createFileExclusive(target, 'one');
    let refused: unknown;
    await createFileExclusive(target, 'two').catch((error: unknown) => {
      refused = error;
    });
    expect(refused).toMatchObject({ code: 'ALREADY_EXISTS', subject: target });
    expect((refused as Error).message).toContain(`${target} already exists`);
    expect(readFileSync(target, 'utf8')).toBe('one');
    expect(temps()).toEqual([]);
  });

  it('fail when the folder cannot be made, leaving nothing', async () => {
    writeFileSync(path.join(dir, 'plain'), 'a file');
    const target = path.join(dir, 'plain', 'm.md');
    await expect(writeFileAtomic(target, 'x')).rejects.toThrow();
    expect(temps()).toEqual([]);
  });
});
