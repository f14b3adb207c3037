/**
 * Judge items for a second-version heeded run, once the three players have answered: one
 * item per answer, in a seeded order that mixes players and variants, holding what
 * `judge-prompt.md` names (the gotcha as its memory file, the risky call, the end of the
 * conversation before it, the answer's final step) and the reads the player made first.
 * Nothing says which variant the player saw. `scoring/judge-map.json` (kept apart, for
 * `score-judged.ts`) says which packet each item is; the judge gets `items/` and
 * `instructions.md` only.
 * Usage: `node --import tsx eval/pretool/heeded/build-judge-items-v2.ts <packets out-dir> <judge dir>`
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO } from '../../../test/kit/cli.js';
import type { ReplayCall } from '../extract-calls.js';

/** Lines of the conversation (as `build-packets.ts` writes them) kept before the call. */
const TAIL = 8;

/** A reproducible shuffle (mulberry32), so the item order is the same on every build. */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The conversation before the call, one line a turn, from the player's `none` packet turns. */
// biome-ignore lint/suspicious/noExplicitAny: packet turns are Claude Code's free-form JSON
function tailLines(messages: any[]): string[] {
  const lines: string[] = [];
  for (const m of messages)
    for (const b of m.content) {
      if (b.type === 'text' && !String(b.text).includes('<system-reminder>'))
        lines.push(`${m.role === 'user' ? 'USER' : 'MODEL'}: ${b.text}`);
      else if (b.type === 'tool_use')
        lines.push(`MODEL CALLED ${b.name}: ${JSON.stringify(b.input)}`);
      else if (b.type === 'tool_result')
        lines.push(
          `RESULT: ${String(typeof b.content === 'string' ? b.content : JSON.stringify(b.content)).slice(0, 600)}`,
        );
    }
  return lines.slice(-TAIL);
}

function main(out: string, judge: string): void {
  const read = (...p: string[]) => JSON.parse(readFileSync(path.join(...p), 'utf8'));
  const map = read(out, 'scoring', 'player-map.json') as Record<string, string>;
  const key = read(out, 'scoring', 'key.json') as Record<
    string,
    { set: string; variant: string; gotcha: string; call: ReplayCall }
  >;
  // The tail is the same for every variant: the turns before the assistant message that makes the call.
  const noneSlot = new Map(Object.entries(map).map(([slot, id]) => [id, slot]));
  mkdirSync(path.join(judge, 'items'), { recursive: true });
  const judgeMap: Record<string, string> = {};
  seededOrder(Object.entries(map), 20261129).forEach(([slot, id], i) => {
    const info = key[id]!;
    const [player, moment] = slot.split('/') as [string, string];
    const answer = read(out, player, 'answers', `${moment}.json`);
    const callId = id.replace(/-[a-z]+$/, '');
    const [nonePlayer, noneMoment] = noneSlot.get(`${callId}-none`)!.split('/') as [string, string];
    const none = read(out, nonePlayer, 'packets', `${noneMoment}.json`);
    const gotcha = readFileSync(
      path.join(REPO, 'eval', 'fixtures', `pretool-${info.set}`, 'store', `${info.gotcha}.md`),
      'utf8',
    );
    const item = `item-${String(i + 1).padStart(2, '0')}`;
    const { call } = info;
    writeFileSync(
      path.join(judge, 'items', `${item}.json`),
      `${JSON.stringify(
        {
          id: item,
          gotcha,
          risky_call:
            call.tool === 'Bash'
              ? { tool: call.tool, command: call.command }
              : { tool: call.tool, file: call.file },
          context_tail: tailLines(none.messages),
          answer: {
            tool: answer.tool ?? null,
            input: answer.input ?? null,
            text: answer.text ?? null,
          },
          reads: answer.reads ?? [],
        },
        null,
        1,
      )}\n`,
    );
    judgeMap[item] = id;
  });
  writeFileSync(
    path.join(out, 'scoring', 'judge-map.json'),
    `${JSON.stringify(judgeMap, null, 1)}\n`,
  );
  const prompt = readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'judge-prompt.md'),
    'utf8',
  );
  writeFileSync(path.join(judge, 'instructions.md'), prompt);
  console.log(
    `wrote ${Object.keys(judgeMap).length} items to ${judge}/items; the map is in ${out}/scoring`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [out, judge] = process.argv.slice(2);
  if (!out || !judge)
    throw new Error('usage: build-judge-items-v2.ts <packets out-dir> <judge dir>');
  main(out, judge);
}
