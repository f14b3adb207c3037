/**
 * The commands a note shows, reduced to what tells one task from its neighbour: notes
 * that teach the same thing show the same program, subcommand and flags (`git stash -u`
 * twice), while notes on a neighbouring task share most words but differ in exactly
 * those (`git stash -u` against `git stash -k`, `git diff` against `git diff --cached`).
 * Words and embeddings barely see that difference; a comparison of command lines does.
 *
 * Only lines that run the same program are compared: two notes can teach one task with
 * different tools (`fuser` and `lsof`, `awk` and `sed`, `date` and `printf`), and flags of
 * different programs say nothing about whether the tasks differ.
 */
import type { SimilarityText } from './similarity.js';

/**
 * One command line as compared: its literal words and flags, lowercased, in the line's
 * order, so the first one is the program it runs.
 */
export type CommandSkeleton = ReadonlySet<string>;

/** A body without code markup counts as a command when it is one line this short. */
const MAX_BARE_COMMAND = 200;
/** Fewer tokens than this say nothing about which task a line does (`git`, `ls`). */
const MIN_TOKENS = 2;
/** Command lines kept per note: the lesson's command comes early; the audit pairs them all. */
const MAX_LINES = 16;

const FENCED = /```([^\n]*)\n([\s\S]*?)```/g;
/**
 * Info strings of fenced blocks that hold command lines. A block tagged with another
 * language (`go`, `python`, …) is program code: its lines (`return err`, `if err != nil`)
 * share "programs" across any two notes in that language and say nothing about the task.
 */
const SHELL_FENCES = new Set([
  '',
  'sh',
  'bash',
  'zsh',
  'fish',
  'ksh',
  'shell',
  'console',
  'terminal',
  'shell-session',
  'sh-session',
  'text',
  'txt',
  'plain',
]);

/** Whether a fence's info string (`bash`, `go title="x"`) names a shell or no language. */
function isShellFence(info: string): boolean {
  return SHELL_FENCES.has(info.trim().split(/\s+/)[0]!.toLowerCase());
}
const SPAN = /`([^`\n]+)`/g;

/** The code lines of a body: fenced blocks, inline code, or a bare one-line body. */
function listCodeLines(body: string): string[] {
  const bare = body.trim();
  if (!bare.includes('`')) {
    // A one-line body with no markup (a saved one-liner) is the command itself.
    const oneLine = bare && !bare.includes('\n') && bare.length <= MAX_BARE_COMMAND;
    return oneLine ? [bare.replace(/^[$❯\s]+/, '')] : [];
  }
  const fenced = [...body.matchAll(FENCED)]
    .filter((m) => isShellFence(m[1]!))
    .flatMap((m) => m[2]!.split('\n'));
  const rest = body.replace(/```[\s\S]*?```/g, '');
  const spans = [...rest.matchAll(SPAN)].map((m) => m[1]!);
  return [...fenced, ...spans]
    .map((line) => line.trim().replace(/^[$❯\s]+/, ''))
    .filter((line) => line && !line.startsWith('#'));
}

/** Program, subcommands and flags of a line; placeholders, paths and values are left out. */
function toSkeleton(line: string): Set<string> {
  const kept = new Set<string>();
  for (const raw of line.split(/\s+/)) {
    const token = raw.toLowerCase().split('=')[0]!;
    if (/^<.*>$/.test(raw)) continue;
    if (token.startsWith('-') || /^[a-z][a-z-]*$/.test(token)) kept.add(token);
  }
  return kept;
}

/** The command lines of a memory's body worth comparing (empty for prose only). */
export function extractCommands(text: SimilarityText): CommandSkeleton[] {
  return listCodeLines(text.body)
    .map(toSkeleton)
    .filter((skeleton) => skeleton.size >= MIN_TOKENS)
    .slice(0, MAX_LINES);
}

/** The program a line runs: its skeleton's first word. */
function programOf(skeleton: CommandSkeleton): string | undefined {
  return skeleton.values().next().value;
}

function jaccard(a: CommandSkeleton, b: CommandSkeleton): number {
  let shared = 0;
  for (const token of a) if (b.has(token)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * How alike the closest pair of command lines of two notes that run the same program is
 * (Jaccard of their skeletons), in [0, 1]; null when either note shows no command or no
 * line of one runs a program a line of the other runs, so that such notes are judged on
 * words and meaning alone rather than counted as a mismatch.
 */
export function commandSimilarity(
  a: readonly CommandSkeleton[],
  b: readonly CommandSkeleton[],
): number | null {
  let best: number | null = null;
  for (const x of a) {
    for (const y of b) {
      if (programOf(x) !== programOf(y)) continue;
      best = Math.max(best ?? 0, jaccard(x, y));
      if (best === 1) return 1;
    }
  }
  return best;
}
