/**
 * The `error-fix` variant for failures no command of the session can pass again: a CI run
 * or a deploy that failed (the user pasted it, or a log Claude fetched shows it), then
 * files were changed and Claude committed the change. The commit's subject is the fix in
 * Claude's own words; the error line is what it fixed. Pure.
 */
import type { DraftCandidate } from './capture-draft.js';
import type { CaptureSwitches } from './capture-switches.js';
import { clip } from './capture-text-rules.js';
import { EDIT_TOOLS, relativeFile } from './capture-tool-commands.js';
import { errorExcerpt, isSoftFailure } from './capture-tool-errors.js';
import type { TranscriptEvent } from './transcript.js';

/** MCP tools that change code in place, with a `relative_path` (serena's symbol edits). */
const MCP_EDIT = /^mcp__.*(?:replace|insert|edit|write|create_text_file)/i;

/** A prompt reporting a failed run: CI, a build or a deploy. */
const REPORTED_RUN_FAILURE =
  /\b(?:build|workflow|pipeline|deploy(?:ment)?|ci|job|action|run|check)s? (?:has |have )?(?:failed|is failing|are failing|failing)\b|\bfailed (?:workflow|build|job|run|deploy(?:ment)?|check)s?\b/i;
/** Prompts longer than this are instructions that mention a failure, not a report of one. */
const REPORT_MAX = 1500;

/** The file a tool call changed, relative to `root`, or null. */
function changedFile(name: string, input: Record<string, unknown>, root: string | null) {
  if (MCP_EDIT.test(name) && typeof input.relative_path === 'string') return input.relative_path;
  return EDIT_TOOLS.has(name) ? relativeFile(input, root) : null;
}

/** The subject line of a `git commit -m …` command (a heredoc or a quoted message). */
export function commitSubject(command: string): string | null {
  if (!/\bgit\s+commit\b/.test(command)) return null;
  const heredoc = /<<\s*'?(\w+)'?\s*\n\s*([^\n]+)/.exec(command);
  const quoted = /\s-m\s+(["'])\s*([^\n"']+)/.exec(command);
  const subject = (heredoc?.[2] ?? quoted?.[2] ?? '').trim();
  return subject && !subject.startsWith('$(') ? subject : null;
}

/** The line of pasted output that starts the error ("Error: …"), when there is one. */
function pastedError(text: string): string | null {
  const line = /(?:^|[\s>])((?:error|fatal)(?:\[[\w-]+\])?:\s*\S[^\n]*)/i.exec(text)?.[1];
  return line ? clip(line.trim(), 220) : null;
}

/** A failure as these drafts quote it: where it shows and its error line. */
interface RunFailure {
  at: number;
  what: string;
}

/** Failed CI runs and deploys: shown by a tool call that succeeded, or pasted by the user. */
function runFailures(
  events: readonly TranscriptEvent[],
  sw: Pick<CaptureSwitches, 'strictErrorLines'>,
) {
  const out: RunFailure[] = [];
  events.forEach((e, i) => {
    const text = e.kind === 'result' || e.kind === 'prompt' ? e.text : '';
    const shows =
      (e.kind === 'result' && !e.isError && isSoftFailure(text)) ||
      (e.kind === 'prompt' && text.length <= REPORT_MAX && REPORTED_RUN_FAILURE.test(text));
    const error = shows ? (pastedError(text) ?? errorExcerpt(text, sw.strictErrorLines)) : null;
    if (error) out.push({ at: i, what: error });
  });
  return out;
}

/**
 * r2 for failed runs: after a CI run or deploy failed, the files changed and the commit
 * that carried the change, up to the next prompt or failure.
 */
export function findCommittedFixes(
  events: readonly TranscriptEvent[],
  root: string | null,
  sw: Pick<CaptureSwitches, 'strictErrorLines'>,
): DraftCandidate[] {
  const failures = runFailures(events, sw);
  const out: DraftCandidate[] = [];
  failures.forEach((f, k) => {
    const to = failures[k + 1]?.at ?? events.length;
    const files = new Set<string>();
    for (let i = f.at + 1; i < to; i++) {
      const e = events[i]!;
      if (e.kind === 'prompt' && i > f.at) break;
      if (e.kind !== 'tool') continue;
      const file = changedFile(e.name, e.input, root);
      if (file) files.add(file);
      const subject = e.name === 'Bash' ? commitSubject(String(e.input.command ?? '')) : null;
      if (!subject || !files.size) continue;
      out.push(committedDraft(f, subject, [...files]));
      return;
    }
  });
  return out;
}

function committedDraft(f: RunFailure, subject: string, files: string[]): DraftCandidate {
  // "fix(ci): apply HUSKY=0 …": the type prefix says nothing a reviewer needs.
  const fix = subject.replace(/^\w+(?:\([^)]*\))?!?:\s*/, '');
  const title = clip(fix.charAt(0).toUpperCase() + fix.slice(1), 100);
  return {
    rule: 'error-fix',
    type: 'learning',
    title,
    summary: clip(`${f.what} — fixed by: ${fix} (${files.slice(0, 4).join(', ')}).`, 400),
    evidence: [
      `Failed: ${f.what}`,
      `Changed: ${files.slice(0, 6).join(', ')}`,
      `Committed: ${clip(subject, 160)}`,
    ],
  };
}
