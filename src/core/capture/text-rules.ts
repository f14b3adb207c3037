/**
 * The capture rules that read words: a user correcting Claude, and a decision stated with
 * its reason. Each is a fixed pattern over sentences, so every draft can say exactly why
 * it was proposed. Pure.
 */

import type { DraftCandidate } from './draft.js';
import {
  concession,
  isConvention,
  isInlinePreference,
  isNotALesson,
  opensWithQuestion,
  withoutFences,
} from './text-cues.js';
import { pushbackQuestion } from './text-pushback.js';
import type { TranscriptEvent } from './transcript.js';

/** A prompt that opens by pushing back. */
const PUSHBACK_START =
  /^(?:no\b|nope\b|don'?t\b|do not\b|stop\b|wrong\b|actually,|please don'?t\b|never\b|always\b)/i;
/** Openings that sound like push-back but are not a rule. */
const NOT_A_RULE =
  /^(?:never\s?mind|no (?:worries|problem|thanks|need)|nope,? (?:that'?s|it'?s) fine)/i;
/** Words that make a sentence a standing rule. */
const RULE_WORD =
  /\b(?:never|always|don'?t|do not|must(?: not)?|instead of|should(?:n'?t| not)?)\b/i;
/** "That's wrong because …": a correction wherever it stands. */
const WRONG = /\b(?:that'?s|that is|this is|it'?s) (?:wrong|not right|incorrect)\b/i;
/** A standing rule said in passing: "we always …", "never use …" opening a sentence. */
const STANDING_RULE = /(?:^(?:always|never)\s+[a-z]+|\bwe (?:always|never)\s+[a-z]+)/i;
/**
 * An instruction inside a longer message: a "don't …" in the imperative (after "please",
 * a comma or bracket, not "I don't see"), "you should not …", "I dislike / prefer …",
 * "that was supposed to …", "use X, not Y", "Do: … Don't: …".
 */
const INLINE_RULE = new RegExp(
  [
    String.raw`(?:^|[,;:(\u2014-]\s*|\b(?:please|and|but|so|just|also|then|again)\s+)(?:don'?t|do not|never)\b(?!\s+(?:worry|mind|know|think|see|understand)\b)`,
    String.raw`\byou (?:should(?:n'?t| not)|must(?:n'?t| not))\b`,
    String.raw`\bi (?:dislike|don'?t like|do not like|prefer|didn'?t mean|did not mean|didn'?t ask|never asked)\b`,
    String.raw`\b(?:was|is|were) supposed to\b`,
    String.raw`\buse \S+,? not\b`,
    String.raw`\bwe(?:'re| are)? (?:using|use) \S+,? (?:so|not)\b`,
    String.raw`\bwe already have\b`,
    String.raw`\byou (?:probably |still )?have to\b`,
    String.raw`\bi still want\b`,
    String.raw`^put (?:the |all |our )?[\w-]+(?: [\w-]+){0,4} (?:in|inside|into|under) \S*/`,
  ].join('|'),
  'i',
);

/** Decision phrasings: a choice made for the project, not a step of the task. */
const DECISION =
  /\b(?:let'?s (?:use|go with|keep|switch to|stick with|move to)|we(?:'ll| will| should)? (?:use|go with|keep|switch to|stick with|move to)\b|(?:we|i) (?:decided|chose|picked|opted)\b|decided to\b|going with\b)/i;
const REASON = /\b(?:because|since|so that|due to|given that)\b/i;

/** Sentences of a prompt or reply, each one line. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

/** `text` cut to `max` characters at a word boundary. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** The clause of `sentence` that carries the instruction, without the lead-in around it. */
function ruleClause(sentence: string): string {
  // Dashes and bracketed asides, not the `()` of a function name.
  const clauses = sentence.split(
    /\s+(?:--|\u2014|\u2013)\s+|\s\((?=[^)]*\s[^)]*\))|(?<!\()\)(?=\s)/,
  );
  const hit = clauses.find((c) => INLINE_RULE.test(c.trim()) || STANDING_RULE.test(c.trim()));
  if (!hit || clauses.length < 2) return sentence;
  return hit
    .trim()
    .replace(/^(?:but|and|so)\s+(?:please\s+)?(?:recall|remember|note)?\s*(?:that\s+)?/i, '');
}

function titleFrom(sentence: string): string {
  const bare = ruleClause(sentence)
    .replace(/^(?:no|nope|actually|wrong|please|ok(?:ay)?|well|so|also)[,.!:;]?\s+/i, '')
    .replace(/[.!;:,]+$/, '');
  const title = clip(bare, 90);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** What Claude had just done before a prompt, for the evidence. */
function lastAction(events: readonly TranscriptEvent[], before: number): string | null {
  for (let i = before - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind === 'prompt') return null;
    if (e.kind === 'text') return `Claude said: ${clip(e.text, 200)}`;
    if (e.kind === 'tool') {
      const what = e.input.command ?? e.input.file_path ?? '';
      return `Claude had run ${e.name}${what ? ` \`${clip(String(what), 160)}\`` : ''}`;
    }
  }
  return null;
}

function correctionSentences(text: string): string[] {
  const all = splitSentences(withoutFences(text));
  const sentences = all.filter((s) => !s.endsWith('?'));
  const first = sentences[0] ?? '';
  if (NOT_A_RULE.test(first)) return [];
  const opensWithPushback = PUSHBACK_START.test(first) || opensWithQuestion(all[0] ?? '');
  return sentences.filter(
    (s) =>
      !isNotALesson(s) &&
      (WRONG.test(s) ||
        STANDING_RULE.test(s) ||
        INLINE_RULE.test(s) ||
        isInlinePreference(s) ||
        isConvention(s) ||
        (opensWithPushback && RULE_WORD.test(s))),
  );
}

/**
 * r1: the user corrects Claude or states a standing rule ("no, never …", "that's wrong
 * because …"), or questions Claude's work ("did you not …?").
 */
export function findCorrections(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const out: DraftCandidate[] = [];
  events.forEach((e, i) => {
    if (e.kind !== 'prompt') return;
    let rules = correctionSentences(e.text);
    if (!rules.length) {
      const question = pushbackQuestion(events, i);
      rules = question ? [question] : [];
    }
    if (!rules.length) return;
    const main =
      rules.find((s) => /\b(?:always|never)\b/i.test(s)) ??
      rules.find((s) => INLINE_RULE.test(s)) ??
      rules.find((s) => RULE_WORD.test(s)) ??
      rules[0]!;
    const action = lastAction(events, i);
    // Claude conceding often restates the rule in its own words: kept beside the user's.
    const conceded = concession(events, i);
    out.push({
      rule: 'correction',
      type: 'learning',
      title: titleFrom(main),
      summary: clip([...rules, ...(conceded ? [`(Claude: ${conceded})`] : [])].join(' '), 400),
      evidence: [
        `User: ${clip(e.text, 600)}`,
        ...(action ? [action] : []),
        ...(conceded ? [`Claude conceded: ${clip(conceded, 300)}`] : []),
      ],
    });
  });
  return out;
}

function isRejected(events: readonly TranscriptEvent[], from: number): boolean {
  const next = events.slice(from + 1).find((e) => e.kind === 'prompt');
  return next?.kind === 'prompt' && /^(?:no\b|nope\b|don'?t\b|wrong\b)/i.test(next.text);
}

/** r3: a decision stated with its reason, by the user or by Claude (unless the user said no). */
export function findDecisions(events: readonly TranscriptEvent[]): DraftCandidate[] {
  const out: DraftCandidate[] = [];
  events.forEach((e, i) => {
    if (e.kind !== 'prompt' && e.kind !== 'text') return;
    for (const sentence of splitSentences(e.text)) {
      if (sentence.endsWith('?') || !DECISION.test(sentence) || !REASON.test(sentence)) continue;
      if (e.kind === 'text' && isRejected(events, i)) continue;
      const reasonAt = sentence.search(REASON);
      const choice = sentence.slice(0, reasonAt).replace(/[,;:\s]+$/, '');
      if (choice.length < 12) continue;
      out.push({
        rule: 'decision',
        type: 'decision',
        title: titleFrom(choice.replace(/^(?:so,?\s+|ok,?\s+)/i, '')),
        summary: clip(sentence, 400),
        evidence: [`${e.kind === 'prompt' ? 'User' : 'Claude'}: ${clip(sentence, 600)}`],
      });
      return;
    }
  });
  return out;
}
