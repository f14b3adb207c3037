/**
 * Which of Claude Code's own notes look like team knowledge. Fixed, explainable rules: they only propose; the user decides, and
 * Claude asks. Pure: no I/O.
 */
import type { Memory } from '../memory.js';

/** A claude note that may belong to the team, and why. */
export interface PromotionCandidate {
  id: string;
  title: string;
  type: string;
  reasons: string[];
}

const TEAM_RULE =
  /\b(?:we|our|team|everyone|convention|always|never|must|policy|in this (?:repo|project|codebase))\b/i;
const CODE_REFERENCE = /`[^`\n]{2,}`|(?:^|[\s(])(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+\.\w{1,6}\b/m;
const PERSONAL = /\b(?:I prefer|my own|personally|for me\b|the user (?:likes|prefers|is))\b/i;

/**
 * Why `note` looks like team knowledge (empty when it does not): a project fact or a
 * pointer to a shared resource, or guidance phrased as a team rule or tied to code.
 * Notes about the user themself stay private.
 */
export function teamReasons(note: Pick<Memory, 'type' | 'title' | 'body'>): string[] {
  if (note.type === 'user') return [];
  const text = `${note.title}\n${note.body}`;
  if (PERSONAL.test(text)) return [];
  const reasons: string[] = [];
  if (note.type === 'project') reasons.push('a project fact or constraint');
  if (note.type === 'reference') reasons.push('a pointer to a shared resource');
  if (TEAM_RULE.test(text)) reasons.push('phrased as a team rule');
  if (CODE_REFERENCE.test(text)) reasons.push('names code, a path or a command');
  // Feedback alone is often a personal preference: it needs a second sign.
  if (note.type === 'feedback' && reasons.length < 1) return [];
  return reasons;
}

/** The claude notes that look like team knowledge, most reasons first. */
export function findPromotionCandidates(notes: readonly Memory[]): PromotionCandidate[] {
  return notes
    .filter((m) => m.scope === 'claude' && !m.archived)
    .map((m) => ({ id: m.id, title: m.title, type: String(m.type), reasons: teamReasons(m) }))
    .filter((c) => c.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length || a.id.localeCompare(b.id));
}
