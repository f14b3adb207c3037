/**
 * The capture rule for a tool the shell could not find that later ran when invoked another
 * way: after activating a virtual environment, by its full path, through a runner. The
 * way it finally ran is the lesson ("`pytest` is only found after `source venv/bin/activate`").
 * Pure.
 */
import type { DraftCandidate } from './draft.js';
import { clip } from './text-rules.js';

/** A shell run as this rule sees it: its command, whether it failed, and its output. */
export interface ShellRun {
  command: string;
  failed: boolean;
  output: string;
}

/**
 * Lines that say the shell (or Python) could not find a program: the program's name. Each
 * is linear in the output: a literal comes first, or the line start, so no starting point
 * is tried against the rest of a long line more than once.
 */
const NOT_FOUND: readonly RegExp[] = [
  /command not found:\s*([\w.+-]+)/i,
  /No module named '?([\w.+-]+)/i,
  /^([\w.+-]+) not found\b/im,
];

/** Bash's "<name>: command not found": the name is read backwards from the literal. */
const BASH_NOT_FOUND = ': command not found';
const NAME_BEFORE = /(?:^|[^\w.+-])([\w.+-]{1,100})$/;

function bashMissing(output: string): string | undefined {
  const at = output.toLowerCase().indexOf(BASH_NOT_FOUND);
  if (at <= 0) return undefined;
  return NAME_BEFORE.exec(output.slice(Math.max(0, at - 101), at))?.[1];
}

/** How far ahead (in shell runs) the working invocation may come. */
const LOOKAHEAD = 12;

/** The program a run could not find, when that program is named in its command. */
export function missingProgram(run: ShellRun): string | null {
  const [prefixed, ...others] = NOT_FOUND.map((p) => p.exec(run.output)?.[1]);
  const names = [prefixed, bashMissing(run.output), ...others];
  for (const name of names) {
    // "Package not found" and the like name no program of the command.
    if (
      name &&
      new RegExp(`(?:^|[\\s/;&|(])${escapePattern(name)}(?:$|[\\s;&|)])`).test(run.command)
    )
      return name;
  }
  return null;
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Programs that run another program named after them (`python -m pytest`, `npx tsc`). */
const RUNNERS = new Set([
  'python',
  'python3',
  'npx',
  'bunx',
  'uv',
  'uvx',
  'poetry',
  'pipx',
  'pnpm',
]);
/** Steps that only look for a program: never the way it runs. */
const PROBE = /^(?:which|echo|ls|type|command)\b/;
/** What Claude Code records when the user stopped a run: it neither ran nor failed. */
const STOPPED = /^(?:No \(tell Claude|Interrupted by user|\[Request interrupted)/;

/** How `part` (one step of a command line) calls `program`, or null when it does not. */
function callOf(part: string, program: string): string | null {
  const words = part.split(/\s+/);
  const head = words[0]!;
  if (head === program || head.endsWith(`/${program}`)) return head;
  const at = words.indexOf(program);
  return RUNNERS.has(head) && at > 0 ? words.slice(0, at + 1).join(' ') : null;
}

/**
 * How `command` makes `program` run: the setup steps before it (a virtual environment
 * activated, a PATH exported) and the call itself (a full path, a runner). Null when it is
 * called bare with no setup, which says nothing about how.
 */
function invocation(command: string, program: string): { setup: string; call: string } | null {
  const parts = command.split(/\s*(?:&&|;)\s*/).filter((p) => !/^cd\s/.test(p));
  for (let at = 0; at < parts.length; at++) {
    const call = callOf(parts[at]!, program);
    if (!call) continue;
    const setup = parts.slice(0, at).filter((p) => !PROBE.test(p) && !callOf(p, program));
    if (!setup.length && call === program) return null;
    return { setup: setup.join(' && '), call };
  }
  return null;
}

/** The first run within reach that ran `program` another way, and how. */
function findWorkingRun(runs: readonly ShellRun[], from: number, program: string) {
  for (const later of runs.slice(from, from + LOOKAHEAD)) {
    if (STOPPED.test(later.output.trim()) || missingProgram(later) === program) continue;
    // A failing run still found the program (tests failing is not "not found").
    const how = invocation(later.command, program);
    if (how) return { later, how };
  }
  return null;
}

interface Finding {
  program: string;
  error: string;
  failed: string;
  ran: string;
  how: { setup: string; call: string };
}

/** Each program not found that then ran another way, once per program. */
function findEach(runs: readonly ShellRun[]): Finding[] {
  const out: Finding[] = [];
  runs.forEach((run, i) => {
    const program = missingProgram(run);
    if (!program || out.some((f) => f.program === program)) return;
    const found = findWorkingRun(runs, i + 1, program);
    if (!found) return;
    const error = clip(firstLine(run.output, program), 160);
    out.push({ program, error, failed: run.command, ran: found.later.command, how: found.how });
  });
  return out;
}

/**
 * One draft per way of making programs run: `pytest`, `python` and `pre-commit` all found
 * after one `source venv/bin/activate` are one lesson, not three.
 */
export function findProgramsFound(runs: readonly ShellRun[]): DraftCandidate[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findEach(runs)) {
    const key = f.how.setup || f.how.call;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()].map(([key, list]) => {
    const names = list.map((f) => `\`${f.program}\``).join(', ');
    const how = list[0]!.how.setup ? `after \`${key}\`` : `as \`${key}\``;
    return {
      rule: 'tool-not-found',
      type: 'learning',
      title: clip(`${names} not found in the plain shell: run ${how}`, 110),
      summary: clip(`${names} ${list.length > 1 ? 'were' : 'was'} not found; ran ${how}.`, 400),
      evidence: list
        .slice(0, 4)
        .flatMap((f) => [
          `Failed: \`${clip(f.failed, 120)}\` — ${f.error}`,
          `Ran: \`${clip(f.ran, 120)}\``,
        ]),
    };
  });
}

/** The output line that names `program`, else the first non-empty one. */
function firstLine(output: string, program: string): string {
  const lines = output.split('\n').map((l) => l.trim());
  return lines.find((l) => l.includes(program)) ?? lines.find(Boolean) ?? '';
}
