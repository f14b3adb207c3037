/**
 * Files are bytes: a memory holding Latin-1 (not UTF-8) keeps every byte strata was not
 * asked to change through link, edit, memory_update, a merge's re-linking and a move, and
 * `verify` names it. Through the built CLI and MCP server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeOllama, startFakeOllama } from '../kit/fake-ollama.js';
import { type McpSession, startMcp } from '../kit/mcp.js';
import { tempStore } from '../kit/temp-store.js';
import { writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

const LATIN1_BODY = Buffer.from('Ask M\xfcller about the caf\xe9 invoice \xa3300.\n', 'latin1');

/** A memory file whose `owner` field and body are Latin-1 bytes. */
function writeLatin1(dir: string, id: string, links: string[] = []): string {
  const head = [
    '---',
    `id: ${id}`,
    `title: ${id.replace(/-/g, ' ')}`,
    `type: ${id.split('-')[0]}`,
    'tags: [billing]',
    'created: "2026-01-01T00:00:00Z"',
    'updated: "2026-01-01T00:00:00Z"',
    ...(links.length ? [`links: [${links.join(', ')}]`] : []),
  ].join('\n');
  const file = path.join(dir, `${id}.md`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`${head}\n`),
      Buffer.from('owner: J\xf6rg Stra\xdfe # kept\n', 'latin1'),
      Buffer.from('---\n\n'),
      LATIN1_BODY,
    ]),
  );
  return file;
}

/** The file's lines as bytes, without the lines of the fields that were meant to change. */
function linesExcept(file: string, fields: readonly string[]): string[] {
  return readFileSync(file)
    .toString('latin1')
    .split('\n')
    .filter((line) => !fields.some((f) => line.startsWith(`${f}:`)));
}

let mcp: McpSession | undefined;
let ollama: FakeOllama | undefined;
afterEach(async () => {
  await mcp?.close();
  await ollama?.close();
  mcp = undefined;
  ollama = undefined;
});

describe('a memory file that is not UTF-8', () => {
  it('is named by verify, and link, unlink and edit keep every other byte', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'hub-billing', { title: 'Billing' });
    const file = writeLatin1(t.memDir, 'decision-invoice');
    const before = linesExcept(file, ['links', 'updated', 'title']);
    expect(before.join('\n')).toContain('M\xfcller');

    const verify = await strataIn(t, ['verify', '--json']);
    const named = verify.json.warnings.filter((w: { field: string }) => w.field === 'encoding');
    expect(named.map((w: { path: string }) => w.path)).toEqual([file]);
    expect(named[0].message).toContain('not valid UTF-8');

    const link = await strataIn(t, ['link', 'decision-invoice', 'hub-billing']);
    expect(link.code, link.stderr).toBe(0);
    expect(readFileSync(file, 'latin1')).toContain('links: [hub-billing]');
    expect(linesExcept(file, ['links', 'updated', 'title'])).toEqual(before);
    const edit = await strataIn(t, ['edit', 'decision-invoice', '--title', 'Invoice for Müller']);
    expect(edit.code, edit.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain('title: Invoice for Müller');
    const unlink = await strataIn(t, ['unlink', 'decision-invoice', 'hub-billing']);
    expect(unlink.code, unlink.stderr).toBe(0);
    expect(linesExcept(file, ['links', 'updated', 'title'])).toEqual(before);
    expect(readFileSync(file).subarray(-LATIN1_BODY.length)).toEqual(LATIN1_BODY);
  });

  it('keeps its bytes when a merge re-points its links, and when it moves scope', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-keep', { title: 'Keep' });
    writeMemory(t.memDir, 'decision-old', { title: 'Old' });
    const file = writeLatin1(t.memDir, 'learning-invoice', ['decision-old']);
    const before = linesExcept(file, ['links', 'updated']);
    const merge = await strataIn(t, ['merge', 'decision-keep', 'decision-old']);
    expect(merge.code, merge.stderr).toBe(0);
    expect(readFileSync(file, 'latin1')).toContain('links: [decision-keep]');
    expect(linesExcept(file, ['links', 'updated'])).toEqual(before);

    const bytes = readFileSync(file);
    const move = await strataIn(t, ['move', 'learning-invoice', '--to', 'global', '--json']);
    expect(move.code, move.stderr).toBe(0);
    expect(readFileSync(move.json.newPath)).toEqual(bytes);
  });

  it('merged into a keeper, carries its bytes intact, and the keeper keeps its own', async () => {
    const t = tempStore({ samples: false });
    const keeper = writeLatin1(t.memDir, 'decision-keep');
    const other = writeLatin1(t.memDir, 'decision-invoice');
    const keeperBytes = readFileSync(keeper);
    const merge = await strataIn(t, ['merge', 'decision-keep', 'decision-invoice']);
    expect(merge.code, merge.stderr).toBe(0);
    const merged = readFileSync(keeper);
    expect(merged.includes(Buffer.from('\uFFFD'))).toBe(false);
    // The keeper's own body first, then the merged one: both Latin-1 bodies, byte for byte.
    const ownBody = keeperBytes.subarray(keeperBytes.indexOf('---\n\n', 4) + 5);
    const at = merged.indexOf(ownBody);
    expect(at).toBeGreaterThan(0);
    expect(merged.indexOf(LATIN1_BODY, at + ownBody.length)).toBeGreaterThan(at);
    const archived = readFileSync(path.join(t.memDir, 'archive', path.basename(other)));
    expect(archived.includes(LATIN1_BODY)).toBe(true);
  });

  it('keeps its bytes through memory_update over MCP', async () => {
    const t = tempStore({ samples: false });
    const file = writeLatin1(t.memDir, 'decision-invoice');
    const before = linesExcept(file, ['tags', 'updated']);
    ollama = await startFakeOllama();
    mcp = await startMcp({
      env: { ...t.env, OLLAMA_HOST: ollama.url },
      cwd: t.root,
      args: ['--project', t.proj],
    });
    const got = await mcp.ok('memory_get', { id: 'decision-invoice' });
    await mcp.ok('memory_update', {
      id: 'decision-invoice',
      add_tags: ['finance'],
      expected_hash: got.data.hash,
    });
    expect(readFileSync(file, 'latin1')).toContain('tags: [billing, finance]');
    expect(linesExcept(file, ['tags', 'updated'])).toEqual(before);
  });
});
