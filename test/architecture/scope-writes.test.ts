/**
 * One door for scope writes: services, commands and the MCP server write files into a
 * scope only through `storage/scope-write.ts` (or the storage writers below it: file
 * updates, graph updates, locks), which refuse a symbolic link anywhere from the scope's
 * trusted root down to the file. So a write path added later cannot forget the check: a
 * file here that imports a raw write function fails this test unless it is listed below
 * with the reason it writes nothing a repository can steer. Reads the sources only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

const LAYERS = ['services', 'cli', 'mcp', 'app'];

/** Functions that create or replace files or folders. */
const RAW_WRITES: Record<string, readonly string[]> = {
  'node:fs': [
    'writeFileSync',
    'appendFileSync',
    'mkdirSync',
    'linkSync',
    'symlinkSync',
    'renameSync',
    'copyFileSync',
    'cpSync',
  ],
  'node:fs/promises': [
    'writeFile',
    'appendFile',
    'mkdir',
    'link',
    'symlink',
    'rename',
    'copyFile',
    'cp',
    'open',
  ],
  'io/atomic-write.js': ['writeFileAtomic', 'createFileExclusive'],
};

/** Files allowed a raw write, and why none of it lands in a scope unchecked. */
const ALLOWED: Record<string, string> = {
  'services/git/git-resolve.ts': "the driver's merge of copies, in a private temp folder",
  'services/git/driver-probe.ts':
    'three empty files for one run of the driver line, in a private temp folder',
  'services/git/sync-journal.ts':
    "sync's journal of the git it runs, in the repository's .git folder",
  'cli/commands/edit.ts': "the editor's copy, in a private temp folder",
  'services/forget.ts': 'links into archive/, a standard child assertRealFolders checks first',
  'services/links.ts': "puts a file's own earlier text back, checked and locked since",
  'services/audit/audit-run.ts': 'the audit summary, in the cache folder',
  'services/audit/audit-neighbours.ts': 'neighbour lists, in the cache folder',
  'services/audit/audit-embedding-file.ts': 'embeddings, in the cache folder',
};

function importedNames(text: string, module: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (!m[2]!.endsWith(module)) continue;
    for (const part of m[1]!.split(','))
      names.push(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
      );
  }
  return names;
}

function rawWritesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [module, names] of Object.entries(RAW_WRITES))
    for (const name of importedNames(text, module)) if (names.includes(name)) found.push(name);
  return found;
}

describe('scope writes go through storage/scope-write.ts', () => {
  const src = path.join(REPO, 'src');
  const files = LAYERS.flatMap((layer) =>
    readdirSync(path.join(src, layer), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => path.relative(src, path.join(e.parentPath, e.name)).split(path.sep).join('/')),
  );

  it('no other file of these layers imports a raw write function', () => {
    const offenders = files
      .filter((f) => !(f in ALLOWED))
      .map((f) => ({ file: f, writes: rawWritesOf(path.join(src, f)) }))
      .filter((o) => o.writes.length);
    expect(offenders).toEqual([]);
  });

  it('every allowed file still needs its exception', () => {
    const stale = Object.keys(ALLOWED).filter((f) => !rawWritesOf(path.join(src, f)).length);
    expect(stale).toEqual([]);
  });
});
