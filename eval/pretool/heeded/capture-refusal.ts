/**
 * Checks `refusalTurn` against the pinned Claude Code CLI: the fake Messages API answers
 * with a Bash and a Write call that a high gotcha holds and a critical one asks about
 * (in -p mode nobody answers the ask), and the user turn Claude Code sends next must be
 * what `refusalTurn` builds from the hook's own output for the same call (the hook run
 * in-process on the same store). Throws when Claude Code's shape differs, so a packet
 * is never built in a shape the CLI does not send.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runClaude } from '../../../test/kit/claude-cli.js';
import { REPO } from '../../../test/kit/cli.js';
import {
  type FakeReply,
  type FakeRequest,
  startFakeApi,
} from '../../../test/kit/fake-anthropic.js';
import { makeTempStore } from '../../../test/kit/temp-store.js';
import { hookAnswer } from './build-packets.js';
import { type Block, refusalTurn } from './session-messages.js';

const gotcha = (id: string, severity: string) => `---
id: ${id}
title: Trap ${id}
type: gotcha
severity: ${severity}
created: "2026-05-01T10:00:00Z"
command_patterns: ["touch ${id}-marker"]
file_patterns: ["src/${id}/**"]
---
What ${id} warns about.
`;

const noCache = (blocks: Block[]) => blocks.map(({ cache_control: _c, ...b }) => b);

/** Runs the four calls through the CLI; returns how many matched (all, or it throws). */
export async function checkRefusalShape(): Promise<number> {
  const store = makeTempStore({ samples: false });
  let script: (all: FakeRequest[]) => FakeReply = () => ({ text: 'done' });
  const api = await startFakeApi((_r, all) => script(all));
  try {
    for (const [id, severity] of [
      ['held', 'high'],
      ['asked', 'critical'],
    ] as const) {
      writeFileSync(store.mem(`gotcha-${id}.md`), gotcha(`gotcha-${id}`, severity));
      mkdirSync(path.join(store.proj, 'src', `gotcha-${id}`), { recursive: true });
    }
    execFileSync(
      process.execPath,
      [path.join(REPO, 'lib', 'cli', 'main.js'), 'reindex', '--no-embed'],
      { cwd: store.proj, env: store.env, stdio: 'ignore' },
    );
    let n = 0;
    for (const id of ['held', 'asked'])
      for (const tool of ['Bash', 'Write']) {
        const file = path.join(store.proj, 'src', `gotcha-${id}`, 'a.txt');
        const input =
          tool === 'Bash'
            ? { command: `touch gotcha-${id}-marker` }
            : { file_path: file, content: 'x\n' };
        const first = api.requests.length;
        script = (all) => (all.length - first <= 1 ? { tool, input } : { text: 'done' });
        const run = await runClaude(['go', '--allowedTools', tool], {
          cwd: store.proj,
          env: store.env,
          apiUrl: api.url,
        });
        if (run.code !== 0) throw new Error(`claude -p failed: ${run.stderr.slice(0, 500)}`);
        const messages = api.requests[first + 1]?.body.messages ?? [];
        const call = messages.at(-2)?.content?.at(-1);
        const sent = noCache(messages.at(-1)?.content ?? []);
        const hook = await hookAnswer(
          { id: 'x', session: 'x', tool, command: input.command, file: input.file_path },
          store.proj,
          store.env,
          1000 + n,
        );
        const built = refusalTurn(call?.id, {
          tool,
          reason: hook?.permissionDecisionReason ?? '',
          context: hook?.additionalContext ?? '',
        });
        if (!isDeepStrictEqual(sent, built))
          throw new Error(
            `Claude Code answered a held/asked ${tool} call in another shape:\n${JSON.stringify(sent)}\nbuilt:\n${JSON.stringify(built)}`,
          );
        n++;
      }
    return n;
  } finally {
    await api.close();
    store.cleanup();
  }
}
