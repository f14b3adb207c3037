/**
 * The capture rules that read what Claude ran: a command that failed and later passed
 * after edits, a file edited again and again with failures in between, and (in
 * `tool-found.ts`) a program the shell could not find. Pure.
 */

import type { DraftCandidate } from './draft.js';
import { clip } from './text-rules.js';
import { isRefusal } from './tool-blocked.js';
import { commandKey, EDIT_TOOLS, isProbe, relativeFile, shownCommand } from './tool-commands.js';
import { errorExcerpt } from './tool-errors.js';
import { findProgramsFound } from './tool-found.js';
import type { TranscriptEvent } from './transcript.js';

/** Prose files: rewritten for their content, not because something failed. */
const PROSE_FILE = /\.(?:md|mdx|markdown|txt|rst|adoc)$/i;
/** Claude saying a failure was wanted (a test written to fail first), so not a gotcha. */
const EXPECTED_FAILURE =
  /\b(?:as expected|expected to fail|fails? as expected|(?:good|great|perfect|ok)[,!.]?\s+(?:the |our )?(?:new )?(?:tests?|specs?) (?:fails?|failed)|red phase)\b/i;
/** Filler Claude opens a reply with, never a diagnosis. */
const FILLER =
  /^(?:perfect|great|good|excellent|nice|done|ok(?:ay)?|now|let me|i'?ll|i will)\b[^.!?]*[.!?]?$/i;

/** One step of the session as these rules see it. */
type Step =
  | { kind: 'edit'; file: string }
  | { kind: 'run'; command: string; failed: boolean; error: string | null; output: string }
  | { kind: 'say'; text: string };

/** Tool calls joined to their results, in order. */
function toSteps(events: readonly TranscriptEvent[], root: string | null): Step[] {
  const calls = new Map<string, { name: string; input: Record<string, unknown> }>();
  const steps: Step[] = [];
  for (const e of events) {
    if (e.kind === 'text') steps.push({ kind: 'say', text: e.text });
    if (e.kind === 'tool') calls.set(e.id, { name: e.name, input: e.input });
    if (e.kind !== 'result') continue;
    const call = calls.get(e.id);
    if (!call) continue;
    if (EDIT_TOOLS.has(call.name) && !e.isError) {
      const file = relativeFile(call.input, root);
      if (file) steps.push({ kind: 'edit', file });
    } else if (call.name === 'Bash' && typeof call.input.command === 'string') {
      const command = call.input.command.replace(/\s+/g, ' ').trim();
      // A guard's refusal is not the command failing: the `blocked` rule reads it.
      const error = isRefusal(e.text) ? null : errorExcerpt(e.text);
      steps.push({ kind: 'run', command, failed: e.isError, error, output: e.text });
    }
  }
  return steps;
}

/** The first thing Claude said after step `from` that is more than filler: its diagnosis. */
function explanation(steps: readonly Step[], from: number, to = steps.length): string | null {
  for (let i = from; i < to; i++) {
    const s = steps[i]!;
    if (s.kind !== 'say') continue;
    const sentences = s.text.split(/(?<=[.!?])\s+/).filter((x) => !FILLER.test(x.trim()));
    if (sentences.length) return sentences.join(' ');
  }
  return null;
}

/** Whether Claude's next words call the failure at step `at` wanted (a red test first). */
function isExpectedFailure(steps: readonly Step[], at: number): boolean {
  const next = steps.slice(at + 1).find((s) => s.kind === 'say');
  return next?.kind === 'say' && EXPECTED_FAILURE.test(next.text);
}

/** The failing runs between two steps that no one called expected. */
function unexpectedFailures(steps: readonly Step[], from: number, to: number) {
  const out: { at: number; command: string; error: string }[] = [];
  for (let i = from; i < to; i++) {
    const s = steps[i]!;
    if (s.kind === 'run' && s.failed && s.error && !isExpectedFailure(steps, i))
      out.push({ at: i, command: s.command, error: s.error });
  }
  return out;
}

/** A failing run between a file's edits. */
interface Failure {
  at: number;
  command: string;
  error: string;
}

/**
 * The failures a file's edits fought: one command (by {@link commandKey}, not a probe) that
 * failed, then the file was edited, then the same command failed again. Empty when no
 * command did: a failure seen once in a long run of edits is no gotcha of that file.
 */
function foughtFailures(edits: readonly number[], failures: readonly Failure[]): Failure[] {
  const byKey = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = commandKey(f.command);
    if (!isProbe(key)) byKey.set(key, [...(byKey.get(key) ?? []), f]);
  }
  for (const list of byKey.values())
    for (let i = 1; i < list.length; i++)
      if (edits.some((e) => e > list[i - 1]!.at && e < list[i]!.at)) return list;
  return [];
}

/** r4: a file edited three times or more with a failing command between its first and last edit. */
function findChurn(steps: readonly Step[]): DraftCandidate[] {
  const edits = new Map<string, number[]>();
  steps.forEach((s, i) => {
    if (s.kind === 'edit' && !PROSE_FILE.test(s.file))
      edits.set(s.file, [...(edits.get(s.file) ?? []), i]);
  });
  const out: DraftCandidate[] = [];
  for (const [file, at] of edits) {
    if (at.length < 3) continue;
    const failures = foughtFailures(at, unexpectedFailures(steps, at[0]!, at.at(-1)!));
    const last = failures.at(-1);
    if (!last) continue;
    const why = explanation(steps, last.at + 1);
    const name = file.split('/').pop() ?? file;
    out.push({
      rule: 'edit-churn',
      type: 'gotcha',
      // Titled from the file and the step that kept failing, never from Claude's reply.
      title: clip(
        `${name}: ${at.length} edits while \`${clip(shownCommand(last.command), 40)}\` failed`,
        100,
      ),
      summary: clip(
        `${file} was edited ${at.length} times; \`${clip(last.command, 80)}\` failed with: ${last.error}${why ? ` ${why}` : ''}`,
        400,
      ),
      evidence: [
        `Edited ${file} ${at.length} times`,
        ...failures.slice(0, 4).map((f) => `Failed: \`${clip(f.command, 80)}\` — ${f.error}`),
      ],
      filePatterns: [file],
      severity: 'medium',
    });
  }
  return out;
}

/** r2: a command that failed and then passed, with the edits that made the difference. */
function findFixes(steps: readonly Step[], churned: ReadonlySet<string>): DraftCandidate[] {
  const open = new Map<string, Failure>();
  const out: DraftCandidate[] = [];
  steps.forEach((s, i) => {
    if (s.kind !== 'run') return;
    // Retried with other arguments (`git commit -m "…"`) is still the same step.
    const key = commandKey(s.command);
    if (isProbe(key)) return;
    const failure = open.get(key);
    if (s.failed) {
      // A test written to fail first and then made to pass is the plan, not a lesson.
      if (!failure && s.error && !isExpectedFailure(steps, i))
        open.set(key, { at: i, command: s.command, error: s.error });
      return;
    }
    if (!failure) return;
    open.delete(key);
    const files = [
      ...new Set(steps.slice(failure.at, i).flatMap((x) => (x.kind === 'edit' ? [x.file] : []))),
    ];
    // No edit: a retry that passed says nothing; a churned file has its own gotcha draft.
    if (!files.length || files.some((f) => churned.has(f))) return;
    const why = explanation(steps, failure.at + 1, i);
    out.push({
      rule: 'error-fix',
      type: 'learning',
      title: clip(`${clip(shownCommand(failure.command), 50)} failed: ${failure.error}`, 110),
      summary: why ? clip(why, 400) : `Fixed by changing ${files.join(', ')}.`,
      evidence: [
        `Failed: \`${clip(failure.command, 160)}\` — ${failure.error}`,
        `Changed: ${files.slice(0, 6).join(', ')}`,
        `Passed: \`${clip(s.command, 160)}\``,
      ],
    });
  });
  return out;
}

/** r2, r4 and r5 over one transcript; `projectRoot` makes file paths relative. */
export function findToolLessons(
  events: readonly TranscriptEvent[],
  projectRoot: string | null,
): DraftCandidate[] {
  const steps = toSteps(events, projectRoot);
  const churn = findChurn(steps);
  const churned = new Set(churn.flatMap((c) => c.filePatterns ?? []));
  const runs = steps.flatMap((s) => (s.kind === 'run' ? [s] : []));
  return [...churn, ...findFixes(steps, churned), ...findProgramsFound(runs)];
}
