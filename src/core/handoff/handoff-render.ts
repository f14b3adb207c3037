/**
 * The handoff note as text: the breadcrumb's markdown body, and the short section the next
 * session's context shows. Pure.
 */
import { oneLine } from '../fence.js';
import type { HandoffCommand, HandoffNote } from './handoff.js';

/** A note older than this is not shown at session start (the breadcrumb stays). */
export const HANDOFF_MAX_AGE_DAYS = 30;

function where(note: HandoffNote): string {
  const branch = note.branch ? `branch \`${note.branch}\`` : 'no branch';
  const commit = note.commit ? ` at \`${note.commit}\`` : '';
  return `${branch}${commit}`;
}

function commandLine(c: HandoffCommand): string {
  return c.passed
    ? `passed: \`${c.command}\``
    : `failed: \`${c.command}\`${c.error ? ` — ${c.error}` : ''}`;
}

/** The breadcrumb's title. */
export function handoffTitle(note: HandoffNote): string {
  const asked = note.lastPrompt ?? note.firstPrompt;
  const about = asked ? asked.replace(/\s+/g, ' ').slice(0, 80) : 'no prompt';
  return `Handoff: ${about}`;
}

/** The breadcrumb's markdown body. */
export function renderHandoffBody(note: HandoffNote): string {
  const list = (items: readonly string[]) =>
    items.length ? items.map((i) => `- ${i}`) : ['(none)'];
  const asked = [
    ...(note.firstPrompt ? [`First: ${note.firstPrompt}`] : []),
    ...(note.lastPrompt ? [`Last: ${note.lastPrompt}`] : []),
  ];
  return [
    `Where session ${note.session} ended (${note.at}), on ${where(note)}${note.worktree ? ` in \`${note.worktree}\`` : ''}.`,
    '',
    '## Asked',
    '',
    ...list(asked),
    '',
    '## Files changed',
    '',
    ...list(note.files.map((f) => `\`${f}\``)),
    '',
    '## Commands, last result',
    '',
    ...list(note.commands.map(commandLine)),
    '',
    '## Next steps',
    '',
    ...list(note.nextSteps),
    '',
  ].join('\n');
}

/** True when the note is recent enough to open a session with. */
export function isHandoffFresh(note: HandoffNote, now: Date): boolean {
  const at = Date.parse(note.at);
  return Number.isFinite(at) && now.getTime() - at <= HANDOFF_MAX_AGE_DAYS * 86_400_000;
}

/**
 * The session-start section's lines, every stored string one safe line (the note is
 * written from a transcript: what the user and the tools said, not instructions).
 */
export function handoffContextLines(note: HandoffNote): string[] {
  const lines: string[] = [];
  const at = oneLine(String(note.at).slice(0, 16).replace('T', ' '), 20);
  const git = note.branch
    ? `, ${oneLine(note.branch, 80)}${note.commit ? `@${oneLine(note.commit, 12)}` : ''}`
    : '';
  const asked = note.lastPrompt
    ? `first "${oneLine(note.firstPrompt ?? '', 120)}", last "${oneLine(note.lastPrompt, 120)}"`
    : `"${oneLine(note.firstPrompt ?? '', 200)}"`;
  lines.push(`- [local] Asked (${at}${git}): ${asked} (${oneLine(note.id, 100)})`);
  if (note.files.length) {
    const more = note.files.length > 8 ? ` and ${note.files.length - 8} more` : '';
    lines.push(`- [local] Changed: ${oneLine(note.files.slice(0, 8).join(', '), 240)}${more}`);
  }
  if (note.commands.length)
    lines.push(
      `- [local] Last results: ${oneLine(note.commands.slice(0, 4).map(commandLine).join('; '), 280)}`,
    );
  if (note.nextSteps.length)
    lines.push(`- [local] Next steps: ${oneLine(note.nextSteps.join('; '), 280)}`);
  return lines;
}

/** A `handoff.json` value that has the fields the section reads, else null. */
export function readHandoffNote(value: unknown): HandoffNote | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<HandoffNote>;
  const strings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (v.version !== 1 || typeof v.id !== 'string' || typeof v.at !== 'string') return null;
  if (typeof v.session !== 'string' || !strings(v.files) || !strings(v.nextSteps)) return null;
  if (!Array.isArray(v.commands)) return null;
  const commands = v.commands.filter(
    (c): c is HandoffCommand =>
      !!c && typeof c.command === 'string' && typeof c.passed === 'boolean',
  );
  const text = (x: unknown) => (typeof x === 'string' ? x : null);
  return {
    ...(v as HandoffNote),
    firstPrompt: text(v.firstPrompt),
    lastPrompt: text(v.lastPrompt),
    branch: text(v.branch),
    commit: text(v.commit),
    worktree: text(v.worktree),
    commands: commands.map((c) => ({ ...c, error: text(c.error) })),
  };
}
