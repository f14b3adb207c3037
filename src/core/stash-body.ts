/**
 * The body of a stash breadcrumb: written by the UserPromptSubmit hook (and `strata
 * stash`), read back by resume. Plain markdown a person can read and edit; the sections
 * are found by their headings. Pure.
 */

/** What a stash records about a thread. */
export interface StashContent {
  label: string;
  sessionId: string;
  started: string;
  ended: string;
  prompts: string[];
  files: string[];
  /** `topic-shift`: the prompt hook set it aside; `asked`: a person or Claude asked to. */
  why: 'topic-shift' | 'asked';
}

const WHY_TEXT: Record<StashContent['why'], string> = {
  'topic-shift': 'set aside when the conversation moved on',
  asked: 'set aside on request',
};

const MAX_PROMPT_CHARS = 400;

function oneLine(text: string, max = MAX_PROMPT_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The markdown body of a stash. */
export function renderStashBody(stash: StashContent): string {
  const prompts = stash.prompts.map((p, i) => `${i + 1}. ${oneLine(p)}`);
  const files = stash.files.map((f) => `- \`${f.replace(/`/g, '')}\``);
  return [
    `Thread "${oneLine(stash.label, 120)}", ${WHY_TEXT[stash.why]}.`,
    '',
    `- Session: ${stash.sessionId}`,
    `- From ${stash.started} to ${stash.ended}`,
    '',
    '## Prompts',
    '',
    ...(prompts.length ? prompts : ['(none)']),
    '',
    '## Files',
    '',
    ...(files.length ? files : ['(none)']),
    '',
  ].join('\n');
}

function section(body: string, heading: string): string[] {
  const lines = body.split(/\r?\n/);
  const start = lines.findIndex((l) => l.trim().toLowerCase() === `## ${heading}`);
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^##\s/.test(line)) break;
    if (line.trim()) out.push(line.trim());
  }
  return out;
}

/** Reads the prompts and files back from a stash body (edited by hand or not). */
export function parseStashBody(body: string): { prompts: string[]; files: string[] } {
  const prompts = section(body, 'prompts')
    .map((l) => l.replace(/^\d+[.)]\s*/, ''))
    .filter((l) => l !== '(none)');
  const files = section(body, 'files')
    .map((l) => l.replace(/^[-*]\s*/, '').replace(/^`|`$/g, ''))
    .filter((l) => l !== '(none)');
  return { prompts, files };
}

/** A title for a stash from its label. */
export function stashTitle(label: string): string {
  return label ? `Stashed thread: ${label}` : 'Stashed thread';
}
