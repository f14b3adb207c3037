/**
 * The handoff note: where a session ended, read from its transcript, so the next session
 * in the project starts there. What was asked (the first and last prompts), which files
 * were changed, the last result of each command that failed or checked something, the
 * next steps the last answer named, and the git branch and commit. Pure.
 */
import { clip } from '../capture/text-rules.js';
import { EDIT_TOOLS } from '../capture/tool-commands.js';
import { errorExcerpt } from '../capture/tool-errors.js';
import type { TranscriptEvent } from '../capture/transcript.js';

/** The last result of one command. */
export interface HandoffCommand {
  command: string;
  passed: boolean;
  /** The line of output that names the failure (failed commands only). */
  error: string | null;
}

/** What the transcript says about how the session ended. */
export interface HandoffFacts {
  firstPrompt: string | null;
  lastPrompt: string | null;
  /** Files changed by edit tools, relative to the project when inside it, first edit first. */
  files: string[];
  /** Most recent first: commands whose last run failed, and checks (tests, builds, linters). */
  commands: HandoffCommand[];
  nextSteps: string[];
}

/** The note as stored for the next session (`handoff.json`) and rendered in the breadcrumb. */
export interface HandoffNote extends HandoffFacts {
  version: 1;
  /** The breadcrumb's memory id. */
  id: string;
  session: string;
  /** ISO time the note was written. */
  at: string;
  branch: string | null;
  commit: string | null;
  /** The checkout the session ran in. */
  worktree: string | null;
}

/** Options for {@link collectHandoff}. */
export interface HandoffOptions {
  projectRoot: string | null;
  /** True for project-relative paths that must not be named (privacy.excludePatterns). */
  isExcluded?: (relativePath: string) => boolean;
}

/** Commands worth reporting even when they passed: they check something. */
const CHECK =
  /\b(?:test|tests|vitest|jest|mocha|pytest|tox|tsc|lint|eslint|biome|ruff|mypy|clippy|build|check|make|cargo|gradle|mvn|ctest|rspec|phpunit)\b|\bgo (?:test|build|vet)\b/i;
/** A line that announces what is left to do. */
const NEXT_HEADING =
  /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:next steps?|what'?s next|next up|todo|to-?do|remaining(?: work| steps)?|follow[- ]?ups?|still (?:to do|open)|not (?:yet )?done|open (?:items|questions))\b\s*(?:\*\*|__)?\s*[:.-]?\s*(?:\*\*|__)?\s*(.*)$/i;
const LIST_ITEM = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+(.+)$/;

export const MAX_FILES = 20;
export const MAX_COMMANDS = 6;
export const MAX_STEPS = 5;

function relativeFile(file: string, root: string | null): string {
  if (!root) return file;
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}

function editedFile(input: Record<string, unknown>, options: HandoffOptions): string | null {
  const file = input.file_path ?? input.notebook_path;
  if (typeof file !== 'string' || !file) return null;
  const rel = relativeFile(file.replace(/[\r\n]+/g, ' '), options.projectRoot);
  return options.isExcluded?.(rel) ? null : rel;
}

const promptLine = (t: string | undefined) => (t ? clip(t.replace(/\s+/g, ' ').trim(), 300) : null);

/** The first prompt of the events, as one line (null when there is none). */
export function firstPromptOf(events: readonly TranscriptEvent[]): string | null {
  return promptLine(events.find((e) => e.kind === 'prompt')?.text);
}

/** The first and last prompt, one line each. */
function askedPrompts(events: readonly TranscriptEvent[]): [string | null, string | null] {
  const prompts = events.flatMap((e) => (e.kind === 'prompt' ? [e.text] : []));
  const first = promptLine(prompts[0]);
  const last = prompts.length > 1 ? promptLine(prompts.at(-1)) : null;
  return [first, last === first ? null : last];
}

/** Edits and the last run of each command, from tool calls joined to their results. */
function toolOutcomes(
  events: readonly TranscriptEvent[],
  options: HandoffOptions,
): { files: string[]; commands: HandoffCommand[] } {
  const calls = new Map<string, { name: string; input: Record<string, unknown> }>();
  const files = new Set<string>();
  const runs = new Map<string, HandoffCommand>();
  for (const e of events) {
    if (e.kind === 'tool') calls.set(e.id, { name: e.name, input: e.input });
    if (e.kind !== 'result') continue;
    const call = calls.get(e.id);
    if (!call) continue;
    if (EDIT_TOOLS.has(call.name) && !e.isError) {
      const file = editedFile(call.input, options);
      if (file) files.add(file);
    } else if (call.name === 'Bash' && typeof call.input.command === 'string') {
      const command = clip(call.input.command.replace(/\s+/g, ' ').trim(), 160);
      // Re-inserted so the map's order is the order of each command's last run.
      runs.delete(command);
      runs.set(command, {
        command,
        passed: !e.isError,
        error: e.isError ? (errorExcerpt(e.text) ?? clip(e.text.split('\n')[0] ?? '', 200)) : null,
      });
    }
  }
  const commands = [...runs.values()]
    .reverse()
    .filter((c) => !c.passed || CHECK.test(c.command))
    .slice(0, MAX_COMMANDS);
  return { files: [...files].slice(0, MAX_FILES), commands };
}

/**
 * The next steps the text names: the rest of a "Next steps:" line, then the list items
 * right below it. Empty when the text names none.
 */
export function findNextSteps(text: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => NEXT_HEADING.test(l));
  if (at < 0) return [];
  const steps: string[] = [];
  const rest = (NEXT_HEADING.exec(lines[at]!)?.[1] ?? '').replace(/^[*_\s]+|[*_\s]+$/g, '');
  if (rest && !/^none\b/i.test(rest)) steps.push(rest);
  for (const line of lines.slice(at + 1)) {
    const item = LIST_ITEM.exec(line);
    if (item) steps.push(item[1]!.trim());
    else if (line.trim() || steps.length > (rest ? 1 : 0)) break;
    if (steps.length >= MAX_STEPS) break;
  }
  return steps.map((s) => clip(s.replace(/\s+/g, ' '), 200));
}

/** Reads the handoff facts from a session's events. */
export function collectHandoff(
  events: readonly TranscriptEvent[],
  options: HandoffOptions,
): HandoffFacts {
  const [firstPrompt, lastPrompt] = askedPrompts(events);
  const lastText = events.findLast((e) => e.kind === 'text');
  return {
    firstPrompt,
    lastPrompt,
    ...toolOutcomes(events, options),
    nextSteps: lastText?.kind === 'text' ? findNextSteps(lastText.text) : [],
  };
}

/**
 * True when the session left nothing to hand over (opened and closed, or only chat with no
 * prompt in the part read): such a session must not replace the previous note.
 */
export function isEmptyHandoff(facts: HandoffFacts): boolean {
  return !facts.firstPrompt && !facts.files.length && !facts.commands.length;
}

/** Every stored string of the facts passed through `clean` (redaction). */
export function cleanHandoff(facts: HandoffFacts, clean: (t: string) => string): HandoffFacts {
  const opt = (t: string | null) => (t === null ? null : clean(t));
  return {
    firstPrompt: opt(facts.firstPrompt),
    lastPrompt: opt(facts.lastPrompt),
    files: facts.files.map(clean),
    commands: facts.commands.map((c) => ({
      command: clean(c.command),
      passed: c.passed,
      error: opt(c.error),
    })),
    nextSteps: facts.nextSteps.map(clean),
  };
}
