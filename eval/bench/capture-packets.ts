/**
 * Packets for a simulated judge of capture at a stop: for each session of the held-out
 * capture set whose authors no rule was ever tuned on, what the session's Claude has when
 * strata's Stop hook blocks its stop — the conversation so far (`session.txt`) and the
 * hook's message (`stop-hook.txt`, empty when no stop of the session is blocked) — plus the
 * judge's instructions filled with the product's own text (`judge-prompt.md`) and an index
 * (`packets.json`). No label is read or written here.
 *
 *   node --import tsx bench/capture-packets.ts <out-dir> [--system <first-request.json>]
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { rememberCommand } from '../../src/cli/commands/remember.js';
import { REPO } from '../../test/kit/cli.js';
import { sourcedFiles, transcriptRoot } from '../../test/kit/transcript-labels.js';
import { type LoadedSet, loadSet } from './capture.js';
import { eventsThrough, firstAsk, renderSession, sessionEvents } from './support/capture-stop.js';
import { JUDGE_SETS } from './support/judge-sets.js';

/** The judge's instructions with the product's text read from its files now. */
export function judgePrompt(prompt = 'capture.md'): string {
  const skills = readdirSync(path.join(REPO, 'skills'))
    .map((d) => readFileSync(path.join(REPO, 'skills', d, 'SKILL.md'), 'utf8').trim())
    .join('\n\n');
  const read = (rel: string) => readFileSync(path.join(REPO, rel), 'utf8').trim();
  return read(`eval/bench/judge-prompts/${prompt}`)
    .replace('{{SKILLS}}', () => skills)
    .replace('{{REVIEW_COMMAND}}', () => read('commands/review.md'))
    .replace('{{REMEMBER_COMMAND}}', () => read('commands/remember.md'))
    .replace('{{REMEMBER_HELP}}', () => rememberCommand.help);
}

/** One session's packet, written under `dir`; what the index says of it. */
function writePacket(set: LoadedSet, file: string, dir: string) {
  const text = set.texts?.get(file) ?? readFileSync(path.join(set.dir, file), 'utf8');
  const events = sessionEvents(text);
  const ask = firstAsk(events, transcriptRoot(file, text));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'session.txt'),
    renderSession(ask ? eventsThrough(events, ask.turn) : events),
  );
  writeFileSync(path.join(dir, 'stop-hook.txt'), ask?.reason ?? '');
  return { asked: ask !== null, turn: ask?.turn ?? null, candidates: ask?.candidates ?? 0 };
}

/**
 * With `--system <first-request.json>` (from eval/judged/build-where-packets.ts): Claude
 * Code's system prompt as `system-prompt.txt`, and the instructions of a judge that sees it
 * without strata's question at the stop (`judge-prompt-platform.md`) and of one that sees
 * the question after what the first saved (`judge-prompt-asked-platform.md`), to measure
 * what the question adds beyond the memory section.
 */
function writeSystemPrompt(firstRequest: string, out: string): void {
  const body = JSON.parse(readFileSync(firstRequest, 'utf8')) as {
    system: string | Array<{ text?: string }>;
  };
  const text =
    typeof body.system === 'string' ? body.system : body.system.map((b) => b.text ?? '').join('\n');
  writeFileSync(path.join(out, 'system-prompt.txt'), text);
  writeFileSync(path.join(out, 'judge-prompt-platform.md'), judgePrompt('capture-platform.md'));
  writeFileSync(
    path.join(out, 'judge-prompt-asked-platform.md'),
    judgePrompt('capture-asked-platform.md'),
  );
}

function main(out: string | undefined, system: string | undefined): void {
  if (!out)
    throw new Error(
      'strata: give the output folder: node --import tsx bench/capture-packets.ts <out-dir>',
    );
  const index: Record<string, unknown>[] = [];
  for (const { dir, name } of JUDGE_SETS) {
    const set = loadSet(dir, name);
    if (!set?.texts)
      throw new Error(`strata: no local git copy of ${name}'s sources; set STRATA_EVAL_SOURCES`);
    // The sessions by name, from the set's list of sources: the lessons are not read.
    for (const file of sourcedFiles(dir)) {
      if (!set.texts.has(file)) continue;
      const session = file.replace(/\.jsonl$/, '');
      const packet = writePacket(set, file, path.join(out, name, session));
      index.push({ set: name, session, ...packet });
    }
  }
  writeFileSync(path.join(out, 'judge-prompt.md'), judgePrompt());
  if (system) writeSystemPrompt(system, out);
  writeFileSync(path.join(out, 'packets.json'), `${JSON.stringify(index, null, 2)}\n`);
  console.log(
    `${index.length} packets in ${out} (${index.filter((p) => p.asked).length} with a stop-hook message)`,
  );
}

const systemAt = process.argv.indexOf('--system');
main(process.argv[2], systemAt > 0 ? process.argv[systemAt + 1] : undefined);
