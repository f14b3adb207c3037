/**
 * kill -9 between the two halves of archiving (the archived copy made, the live file not
 * yet removed): `verify` names the state with its fix, and running the same command again
 * finishes it by itself. The kill lands where the fault preload stops the built CLI.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { killAtWrite } from '../kit/faults.js';
import { tempStore } from '../kit/temp-store.js';
import { writeGraph, writeMemory } from '../kit/write-memory.js';
import { strataIn } from '../support/run-cli-in-process.js';

describe('an archive step killed half way', () => {
  it('merge: verify names it, and the same merge run again finishes it', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-keep', { title: 'Keep tokens short' });
    writeMemory(t.memDir, 'decision-old', { title: 'Short tokens', body: 'Tokens live 15 min.' });
    writeMemory(t.memDir, 'learning-third', { title: 'Refresh', links: ['decision-old'] });
    writeGraph(t.memDir, [['learning-third', 'decision-old', 'implements', 'implemented-by']]);
    // Writes to a path ending in decision-old.md: 1 = the archived copy linked into place,
    // 2 = the live file removed. Killed before 2.
    const args = ['merge', 'decision-keep', 'decision-old'];
    const run = await killAtWrite(t, args, { stopAt: 2, match: 'decision-old\\.md$' });
    expect(run.killed).toBe(true);
    expect(existsSync(t.mem('decision-old.md'))).toBe(true);
    expect(existsSync(t.mem('archive/decision-old.md'))).toBe(true);

    const verify = await strataIn(t, ['verify', '--json']);
    expect(verify.code).toBe(1);
    const messages = verify.json.invalid.map((p: { message: string }) => p.message).join('\n');
    expect(messages).toContain('strata merge decision-keep decision-old');

    const rerun = await strataIn(t, [...args, '--json']);
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(existsSync(t.mem('decision-old.md'))).toBe(false);
    expect(readFileSync(t.mem('archive/decision-old.md'), 'utf8')).toContain('status: superseded');
    const keeper = readFileSync(t.mem('decision-keep.md'), 'utf8');
    expect(keeper.split('_Merged from `decision-old`').length).toBe(2);
    const after = await strataIn(t, ['verify', '--json']);
    expect(after.json.invalid).toEqual([]);
    expect(after.json.disagreements).toEqual([]);
    expect(after.code).toBe(0);
  });

  it('merge of several: one already archived when killed, the same merge finishes the rest', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-keep', { title: 'Keep' });
    writeMemory(t.memDir, 'decision-a', { title: 'A', body: 'Body A.' });
    writeMemory(t.memDir, 'decision-b', { title: 'B', body: 'Body B.' });
    const args = ['merge', 'decision-keep', 'decision-a', 'decision-b'];
    // 1, 2 = decision-a archived and removed; 3 = decision-b's archived copy. Killed before 3.
    const run = await killAtWrite(t, args, { stopAt: 3, match: 'decision-[ab]\\.md$' });
    expect(run.killed).toBe(true);
    expect(existsSync(t.mem('decision-a.md'))).toBe(false);
    expect(existsSync(t.mem('decision-b.md'))).toBe(true);
    const rerun = await strataIn(t, [...args, '--json']);
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(existsSync(t.mem('decision-b.md'))).toBe(false);
    expect(existsSync(t.mem('archive/decision-b.md'))).toBe(true);
    const keeper = readFileSync(t.mem('decision-keep.md'), 'utf8');
    expect(keeper.split('Body A.').length).toBe(2);
    expect(keeper.split('Body B.').length).toBe(2);
    expect((await strataIn(t, ['verify'])).code).toBe(0);
  });

  it('forget: the same command run again finishes it', async () => {
    const t = tempStore({ samples: false });
    writeMemory(t.memDir, 'decision-a', { title: 'A decision' });
    const args = ['forget', 'decision-a'];
    // 1 = the file linked into archive/, 2 = the live name removed. Killed before 2.
    const run = await killAtWrite(t, args, { stopAt: 2, match: 'decision-a\\.md$' });
    expect(run.killed).toBe(true);
    const verify = await strataIn(t, ['verify', '--json']);
    const messages = verify.json.invalid.map((p: { message: string }) => p.message).join('\n');
    expect(messages).toContain('strata forget decision-a --scope project');
    const rerun = await strataIn(t, [...args, '--json']);
    expect(rerun.code, rerun.stdout).toBe(0);
    expect(existsSync(t.mem('decision-a.md'))).toBe(false);
    expect(existsSync(t.mem('archive/decision-a.md'))).toBe(true);
    expect((await strataIn(t, ['verify'])).code).toBe(0);
  });
});
