/**
 * What a capture rule proposes: the rules by name and the draft they produce. Its own file
 * so the rule files and `capture.ts`, which runs them, share it without importing each other.
 * Pure.
 */

/** The rules, and what each one means, as written into every draft. */
export const CAPTURE_RULES = {
  correction:
    'the user corrected Claude or stated a standing rule ("no, never …", "always …", "that\'s wrong because …"), or questioned Claude\'s work and Claude conceded ("did you not check …?")',
  'error-fix': 'a command failed, files were changed, and the same command then passed',
  decision: 'a decision was stated together with its reason',
  'edit-churn': 'a file was edited three times or more with failing commands in between',
  'tool-not-found':
    'the shell could not find a program that then ran when invoked another way (a virtual environment, its full path, a runner)',
  blocked:
    'a guard refused a call and said why: a project\'s hook, or Claude Code itself ("cd to … was blocked")',
  diagnosis:
    'something failed (a command, or an error the user pasted) and Claude\'s next words named the cause ("the issue is that …")',
} as const;

/** Which rule proposed a draft. */
export type CaptureRule = keyof typeof CAPTURE_RULES;

/** A proposed memory, before redaction and storage. */
export interface DraftCandidate {
  rule: CaptureRule;
  type: 'learning' | 'decision' | 'gotcha';
  title: string;
  /** One or two sentences: the lesson as far as the transcript states it. */
  summary: string;
  /** Lines quoted from the transcript. */
  evidence: string[];
  filePatterns?: string[];
  severity?: 'medium';
}
