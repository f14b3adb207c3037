import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { digestPaths } from '../../src/storage/digest-paths.js';
import { basePayload, runHook } from '../kit/hook-runner.js';
import { type TempStore, tempStore } from '../kit/temp-store.js';
import { strata } from '../support/run-cli-in-process.js';

function gotchaFile(
  id: string,
  fields: { severity?: string; files?: string[]; commands?: string[] },
): string {
  const lines = [
    '---',
    `id: ${id}`,
    `title: Trap ${id}`,
    'type: gotcha',
    `severity: ${fields.severity ?? 'medium'}`,
    'created: "2026-05-01T10:00:00Z"',
  ];
  if (fields.files) lines.push(`file_patterns: ${JSON.stringify(fields.files)}`);
  if (fields.commands) lines.push(`command_patterns: ${JSON.stringify(fields.commands)}`);
  return `${lines.join('\n')}\n---\nWhat ${id} warns about.\n`;
}

async function storeWith(gotchas: Record<string, string>, dir?: (s: TempStore) => string) {
  const store = tempStore({ samples: false });
  const target = dir ? dir(store) : store.memDir;
  mkdirSync(target, { recursive: true });
  for (const [id, text] of Object.entries(gotchas))
    writeFileSync(path.join(target, `${id}.md`), text);
  const reindex = await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env });
  expect(reindex.code).toBe(0);
  return store;
}

function beforeTool(store: TempStore, tool: string, toolInput: object, session = 's1') {
  const payload = {
    ...basePayload('PreToolUse', session, store.proj),
    tool_name: tool,
    tool_input: toolInput,
  };
  return runHook('pre-tool-use', JSON.stringify(payload), { cwd: store.proj, env: store.env });
}

const bash = (store: TempStore, command: string, session = 's1') =>
  beforeTool(store, 'Bash', { command }, session);

describe('PreToolUse on Edit, Write, MultiEdit, NotebookEdit', () => {
  it('warns before the change, created files included, and PostToolUse does not repeat it', async () => {
    const store = await storeWith({
      'gotcha-migrations': gotchaFile('gotcha-migrations', { files: ['prisma/migrations/**'] }),
    });
    const created = path.join(store.proj, 'prisma', 'migrations', '002', 'migration.sql');
    const run = await beforeTool(store, 'Write', { file_path: created, content: 'DROP TABLE x;' });
    expect(run.code).toBe(0);
    expect(run.json.hookSpecificOutput.hookEventName).toBe('PreToolUse');
    expect(run.context).toMatch(
      /^<strata-memory note="stored notes, not instructions[^\n]*\n\[project\] Known gotcha for prisma\/migrations\/002\/migration\.sql \(medium, gotcha-migrations\)/,
    );
    expect(run.json.hookSpecificOutput.permissionDecision).toBeUndefined();
    const post = await runHook(
      'post-tool-use',
      JSON.stringify({
        ...basePayload('PostToolUse', 's1', store.proj),
        tool_name: 'Write',
        tool_input: { file_path: created, content: 'DROP TABLE x;' },
        tool_response: { filePath: created },
      }),
      { cwd: store.proj, env: store.env },
    );
    expect(post.stdout).toBe('');
  });

  it('covers Edit, MultiEdit and NotebookEdit, and no other tool', async () => {
    const store = await storeWith({
      'gotcha-nb': gotchaFile('gotcha-nb', { files: ['notebooks/*.ipynb'] }),
      'gotcha-src': gotchaFile('gotcha-src', { files: ['src/**'] }),
    });
    const nb = await beforeTool(store, 'NotebookEdit', {
      notebook_path: path.join(store.proj, 'notebooks', 'a.ipynb'),
      new_source: 'x',
    });
    expect(nb.context).toContain('gotcha-nb');
    const file = path.join(store.proj, 'src', 'a.ts');
    expect((await beforeTool(store, 'Read', { file_path: file })).stdout).toBe('');
    expect(
      (await beforeTool(store, 'MultiEdit', { file_path: file, edits: [] })).context,
    ).toContain('gotcha-src');
    expect((await beforeTool(store, 'Edit', { file_path: file }, 's2')).context).toContain(
      'gotcha-src',
    );
  });
});

describe('PreToolUse on Bash', () => {
  it('warns about a command gotcha before the command runs, once per session', async () => {
    const store = await storeWith({
      'gotcha-reset': gotchaFile('gotcha-reset', { commands: ['prisma migrate reset'] }),
    });
    const run = await bash(store, 'cd db && DATABASE_URL=x npx prisma@5 migrate reset --force');
    expect(run.context).toContain(
      '[project] Known gotcha for the command `prisma migrate reset --force` (medium, gotcha-reset)',
    );
    expect(run.json.hookSpecificOutput.permissionDecision).toBeUndefined();
    expect((await bash(store, 'npx prisma migrate reset')).stdout).toBe('');
    expect((await bash(store, 'npx prisma migrate dev', 's2')).stdout).toBe('');
    expect((await bash(store, `git commit -m "prisma migrate reset"`, 's2')).stdout).toBe('');
  });

  it('warns from the command digest when the lookup file is of another version, and says nothing once neither can be read', async () => {
    const store = await storeWith({
      'gotcha-reset': gotchaFile('gotcha-reset', { commands: ['prisma migrate reset'] }),
    });
    const paths = digestPaths(store.env.STRATA_CACHE_DIR!, store.proj);
    const text = readFileSync(paths.gotchaLookup, 'utf8');
    writeFileSync(paths.gotchaLookup, text.replace('"version":2', '"version":9'));
    const run = await bash(store, 'npx prisma migrate reset');
    expect(run.context).toContain('gotcha-reset');
    // A command digest written before patterns were stored compiled (version 1) still serves.
    const { matchers: _, ...older } = JSON.parse(readFileSync(paths.gotchaCommands, 'utf8'));
    writeFileSync(paths.gotchaCommands, JSON.stringify({ ...older, version: 1 }));
    expect((await bash(store, 'npx prisma migrate reset', 's3')).context).toContain('gotcha-reset');
    writeFileSync(paths.gotchaCommands, '{"version":1}');
    const none = await bash(store, 'npx prisma migrate reset', 's2');
    expect(none.code).toBe(0);
    expect(none.stdout).toBe('');
  });

  it('says nothing, from a digest of a few bytes, when no gotcha has command patterns', async () => {
    const store = await storeWith({
      'gotcha-src': gotchaFile('gotcha-src', { files: ['src/**'] }),
    });
    const paths = digestPaths(store.env.STRATA_CACHE_DIR!, store.proj);
    const file = paths.gotchaCommands;
    expect(statSync(file).size).toBeLessThan(200);
    expect(JSON.parse(readFileSync(file, 'utf8')).gotchas).toEqual([]);
    // The hook stops at the lookup's header line, which counts no command gotcha.
    const header = readFileSync(paths.gotchaLookup, 'utf8').split('\n')[0]!;
    expect(JSON.parse(header).commands).toBe(0);
    const run = await bash(store, 'npm publish');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('');
  });

  it('holds the first call of a high gotcha once, with the gotcha as the reason; the same call again runs', async () => {
    const store = await storeWith({
      'gotcha-force': gotchaFile('gotcha-force', {
        severity: 'high',
        commands: ['git push --force'],
      }),
    });
    const held = (await bash(store, 'git push origin main --force')).json.hookSpecificOutput;
    expect(held.permissionDecision).toBe('deny');
    expect(held.permissionDecisionReason).toMatch(
      /^strata held this call once, before it ran, for a known gotcha: \[project\] Known gotcha for the command `git push origin main --force` \(high, gotcha-force\).*run it again unchanged/,
    );
    expect(held.additionalContext).toContain('gotcha-force');
    const again = await bash(store, 'git push origin main --force');
    expect(again.code).toBe(0);
    expect(again.stdout).toBe('');
  });

  it('asks the user for a critical gotcha, with the gotcha as the reason', async () => {
    const store = await storeWith({
      'gotcha-publish': gotchaFile('gotcha-publish', {
        severity: 'critical',
        commands: ['npm publish'],
      }),
    });
    const run = await bash(store, 'npm version patch && npm publish --tag next');
    const out = run.json.hookSpecificOutput;
    expect(out.permissionDecision).toBe('ask');
    expect(out.permissionDecisionReason).toMatch(
      /^strata: \[project\] Known gotcha for the command `npm publish --tag next` \(critical, gotcha-publish\): Trap gotcha-publish/,
    );
    expect(out.additionalContext).toContain('gotcha-publish');
    // The user may have said no: the next matching call asks again.
    const again = (await bash(store, 'npm publish')).json.hookSpecificOutput;
    expect(again.permissionDecision).toBe('ask');
  });

  it('lets one repository interrupt at most maxInterruptionsPerSession times a session, then warns', async () => {
    const gotchas: Record<string, string> = {};
    for (const tool of ['alpha', 'beta', 'gamma', 'delta'])
      gotchas[`gotcha-${tool}`] = gotchaFile(`gotcha-${tool}`, {
        severity: 'critical',
        commands: [tool],
      });
    const store = await storeWith(gotchas);
    const decisions = [];
    for (const tool of ['alpha', 'beta', 'gamma', 'delta'])
      decisions.push((await bash(store, `${tool} run`)).json.hookSpecificOutput.permissionDecision);
    expect(decisions).toEqual(['ask', 'ask', 'ask', undefined]);
  });

  it('turns asking down to a warning when the user says so, not when a repository says ask', async () => {
    const store = await storeWith({
      'gotcha-publish': gotchaFile('gotcha-publish', {
        severity: 'critical',
        commands: ['npm publish'],
      }),
    });
    mkdirSync(store.globalDir, { recursive: true });
    writeFileSync(
      path.join(store.globalDir, 'config.json'),
      JSON.stringify({ hooks: { gotchas: { critical: 'warn' } } }),
    );
    writeFileSync(
      store.mem('config.json'),
      JSON.stringify({ hooks: { gotchas: { critical: 'deny', maxInterruptionsPerSession: 10 } } }),
    );
    const run = await bash(store, 'npm publish');
    expect(run.context).toContain('gotcha-publish');
    expect(run.json.hookSpecificOutput.permissionDecision).toBeUndefined();
  });

  it('denies only for an enterprise gotcha under an enterprise config that says deny, every time', async () => {
    const store = tempStore({ samples: false });
    const enterprise = path.join(store.root, 'enterprise');
    mkdirSync(enterprise, { recursive: true });
    writeFileSync(
      path.join(enterprise, 'gotcha-prod.md'),
      gotchaFile('gotcha-prod', { severity: 'critical', commands: ['terraform apply'] }),
    );
    writeFileSync(
      path.join(enterprise, 'config.json'),
      JSON.stringify({ hooks: { gotchas: { critical: 'deny' } } }),
    );
    writeFileSync(
      store.mem('gotcha-repo.md'),
      gotchaFile('gotcha-repo', { severity: 'critical', commands: ['kubectl delete'] }),
    );
    const env = { ...store.env, CLAUDE_MEMORY_ENTERPRISE_PATH: enterprise };
    expect((await strata(['reindex', '--no-embed'], { cwd: store.proj, env })).code).toBe(0);
    const run = (command: string) =>
      runHook(
        'pre-tool-use',
        JSON.stringify({
          ...basePayload('PreToolUse', 's1', store.proj),
          tool_name: 'Bash',
          tool_input: { command },
        }),
        { cwd: store.proj, env },
      );
    for (let i = 0; i < 2; i++) {
      const out = (await run('terraform apply -auto-approve')).json.hookSpecificOutput;
      expect(out.permissionDecision).toBe('deny');
      expect(out.permissionDecisionReason).toContain('[enterprise policy]');
    }
    const repo = (await run('kubectl delete ns prod')).json.hookSpecificOutput;
    expect(repo.permissionDecision).toBe('ask');
  });

  it('fails open on hostile input: huge lines, deep bash -c, bad quoting, broken stdin', async () => {
    const store = await storeWith({
      'gotcha-publish': gotchaFile('gotcha-publish', { commands: ['npm publish'] }),
    });
    let deep = 'ls';
    for (let i = 0; i < 12; i++) deep = `bash -c ${JSON.stringify(deep)}`;
    const hostile = [
      `${'a && '.repeat(60_000)}ls`,
      deep,
      `${'bash -c "'.repeat(20_000)}npm publish`,
      `echo "${'$('.repeat(20_000)}`,
      `'''"""\\\\\\$'x`,
    ];
    for (const command of hostile) {
      const run = await bash(store, command);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('');
    }
    for (const stdin of ['', 'not json', '[]', '{"tool_name":"Bash","tool_input":{"command":7}}']) {
      const run = await runHook('pre-tool-use', stdin, { cwd: store.proj, env: store.env });
      expect(run.code).toBe(0);
      expect(run.stdout).toBe('');
    }
  });
});

describe('command patterns at every entry point', () => {
  it('refuses a malformed pattern from the CLI naming the field, and verify names one in a file', async () => {
    const store = await storeWith({
      'gotcha-bad': gotchaFile('gotcha-bad', { commands: ['* publish'] }),
    });
    const remember = await strata(
      [
        'remember',
        '--type',
        'gotcha',
        '--title',
        'x',
        '--body',
        'y',
        '--command-pattern',
        'npm publish | tee',
      ],
      { cwd: store.proj, env: store.env },
    );
    expect(remember.code).not.toBe(0);
    expect(remember.stderr).toMatch(/command_patterns.*shell syntax/);
    const verify = await strata(['verify'], { cwd: store.proj, env: store.env });
    expect(verify.stdout + verify.stderr).toMatch(
      /gotcha-bad\.md: command_patterns holds "\* publish", which starts with a wildcard/,
    );
  });

  it('saves, shows and replaces command patterns through the CLI', async () => {
    const store = await storeWith({});
    const saved = await strata(
      [
        'remember',
        '--type',
        'gotcha',
        '--title',
        'Publish from CI only',
        '--body',
        'CI signs.',
        '--command-pattern',
        'npm publish',
        '--command-pattern',
        'yarn   npm publish',
        '--json',
      ],
      { cwd: store.proj, env: store.env },
    );
    expect(saved.code).toBe(0);
    const id = JSON.parse(saved.stdout).id;
    expect(readFileSync(JSON.parse(saved.stdout).path, 'utf8')).toContain(
      'command_patterns: [npm publish, yarn npm publish]',
    );
    await strata(['reindex', '--no-embed'], { cwd: store.proj, env: store.env });
    expect((await bash(store, 'yarn npm publish')).context).toContain(id);
    const edit = await strata(['edit', id, '--command-pattern', 'pnpm publish'], {
      cwd: store.proj,
      env: store.env,
    });
    expect(edit.code).toBe(0);
    const show = await strata(['show', id], { cwd: store.proj, env: store.env });
    expect(show.stdout).toContain('command_patterns: pnpm publish');
    const which = await strata(
      ['gotchas', '--command', 'cd app && sudo pnpm publish --tag x', '--json'],
      {
        cwd: store.proj,
        env: store.env,
      },
    );
    expect(JSON.parse(which.stdout).gotchas.map((g: { id: string }) => g.id)).toEqual([id]);
  });
});
