import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

/** A project whose memory holds these gotchas, indexed. */
async function storeWith(
  gotchas: Array<{ id: string; severity: string; files?: string[]; commands?: string[] }>,
): Promise<TempStore> {
  const store = tempStore({ samples: false });
  mkdirSync(store.memDir, { recursive: true });
  for (const g of gotchas) {
    const lines = ['---', `id: ${g.id}`, `title: Trap ${g.id}`, 'type: gotcha'];
    lines.push(`severity: ${g.severity}`, 'created: "2026-05-01T10:00:00Z"');
    if (g.files) lines.push(`file_patterns: ${JSON.stringify(g.files)}`);
    if (g.commands) lines.push(`command_patterns: ${JSON.stringify(g.commands)}`);
    writeFileSync(path.join(store.memDir, `${g.id}.md`), `${lines.join('\n')}\n---\nBody.\n`);
  }
  const reindex = await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env });
  expect(reindex.code).toBe(0);
  return store;
}

/** The built PreToolUse hook on a tool call, its payload on stdin. */
function beforeTool(store: TempStore, tool: string, input: object, session = 's1', cwd?: string) {
  const payload = {
    ...basePayload('PreToolUse', session, cwd ?? store.proj),
    tool_name: tool,
    tool_input: input,
  };
  return runHook('pre-tool-use', JSON.stringify(payload), { cwd: store.proj, env: store.env });
}

const bash = (store: TempStore, command: string, session = 's1', cwd?: string) =>
  beforeTool(store, 'Bash', { command }, session, cwd);

const DATA = { id: 'gotcha-data', severity: 'medium', files: ['outputs/*.csv'] };

describe('PreToolUse on Bash: a command that writes a file meets its file gotchas', () => {
  it('holds a high gotcha of the file a cp writes, once per session, shared with edits', async () => {
    const store = await storeWith([{ ...DATA, severity: 'high' }]);
    const line = 'cp backups/a.csv outputs/data.csv';
    const held = (await bash(store, line)).json.hookSpecificOutput;
    expect(held.permissionDecision).toBe('deny');
    expect(held.permissionDecisionReason).toContain(
      'Known gotcha for outputs/data.csv, which `cp backups/a.csv outputs/data.csv` writes (high, gotcha-data)',
    );
    expect((await bash(store, line)).stdout).toBe('');
    const edit = path.join(store.proj, 'outputs', 'data.csv');
    expect((await beforeTool(store, 'Edit', { file_path: edit })).stdout).toBe('');
    // And the other way: an edit first, then the command says nothing.
    expect((await beforeTool(store, 'Edit', { file_path: edit }, 's2')).context).toContain(
      'gotcha-data',
    );
    expect((await bash(store, line, 's2')).stdout).toBe('');
  });

  it('meets every way of writing: >, >>, tee -a, sed -i, mv onto it, behind wrappers', async () => {
    const store = await storeWith([DATA]);
    const lines = [
      'python3 make.py > outputs/a.csv',
      'echo row >> outputs/a.csv 2>/dev/null',
      'echo row | sudo tee -a outputs/a.csv',
      `sed -i '' 's/x/y/' outputs/a.csv`,
      'mv /tmp/new.csv outputs/a.csv',
      `bash -c "uv run python make.py > outputs/a.csv"`,
    ];
    for (const [i, line] of lines.entries())
      expect((await bash(store, line, `w${i}`)).context, line).toContain(
        'Known gotcha for outputs/a.csv, which',
      );
  });

  it('takes relative paths from the call folder and a literal cd earlier in the line', async () => {
    const store = await storeWith([DATA]);
    expect((await bash(store, 'cd outputs && echo x > a.csv', 'c1')).context).toContain(
      'gotcha-data',
    );
    const sub = path.join(store.proj, 'outputs');
    mkdirSync(sub, { recursive: true });
    expect((await bash(store, 'echo x > a.csv', 'c2', sub)).context).toContain('gotcha-data');
    // A folder as cp's destination: the file lands inside it.
    expect((await bash(store, 'cp /tmp/b.csv outputs', 'c3')).context).toContain(
      'Known gotcha for outputs/b.csv',
    );
    expect((await bash(store, 'cd "$DIR" && echo x > outputs/a.csv', 'c4')).stdout).toBe('');
    expect((await bash(store, 'cd outputs && cd .. && echo x > a.csv', 'c5')).stdout).toBe('');
  });

  it('stays silent for reads, deletes and writes outside the project', async () => {
    const store = await storeWith([DATA]);
    for (const [i, line] of [
      'cat outputs/a.csv',
      'grep -c x outputs/a.csv > /tmp/count',
      'cp outputs/a.csv /tmp/a.csv',
      'head outputs/a.csv | tee /tmp/head.csv',
      'rm outputs/a.csv',
      'sed -n 1p outputs/a.csv',
      `git commit -m "echo > outputs/a.csv"`,
    ].entries()) {
      const run = await bash(store, line, `r${i}`);
      expect(run.code).toBe(0);
      expect(run.stdout, line).toBe('');
    }
  });

  it('shows a command gotcha and a written file gotcha in one block, each about its own subject', async () => {
    const store = await storeWith([
      DATA,
      { id: 'gotcha-reset', severity: 'medium', commands: ['rake db:reset'] },
    ]);
    const run = await bash(store, 'bundle exec rake db:reset > outputs/log.csv');
    expect(run.context).toContain(
      'Known gotcha for the command `rake db:reset` (medium, gotcha-reset)',
    );
    expect(run.context).toContain(
      'Known gotcha for outputs/log.csv, which `bundle exec rake db:reset > outputs/log.csv` writes (medium, gotcha-data)',
    );
    expect(run.context!.match(/<strata-memory/g)).toHaveLength(1);
  });

  it('strata gotchas --command lists the gotchas of the files a line writes too', async () => {
    const store = await storeWith([DATA]);
    const run = (line: string) =>
      strata(['gotchas', '--command', line, '--json'], { cwd: store.proj, env: store.env });
    const json = JSON.parse((await run('cd outputs && cp /tmp/x.csv a.csv')).stdout);
    expect(json.gotchas).toEqual([
      expect.objectContaining({ id: 'gotcha-data', file: 'outputs/a.csv' }),
    ]);
    expect(JSON.parse((await run('cat outputs/a.csv')).stdout).gotchas).toEqual([]);
  });
});
