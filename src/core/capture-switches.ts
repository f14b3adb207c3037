/**
 * Variants of the capture rules that can be turned on and off one by one. The defaults
 * are what `strata capture` runs; a bench passes other settings to measure what each
 * variant adds on sessions it was not written from (leave-one-source-out), without
 * editing the rules. Pure data.
 */

/** Rule variants, each named by what it adds. */
export interface CaptureSwitches {
  /**
   * A prompt that questions Claude's work ("did you not check this?", "are you sure …?",
   * "why are we not using …?", "have you tried …?") is a correction when the question
   * insists or Claude's reply concedes it.
   */
  pushbackQuestions: boolean;
  /** A prompt right after the user refused a tool call is a correction when Claude concedes it. */
  refusedThenConceded: boolean;
  /**
   * Failures shown by a tool call that itself succeeded: a CI log (`##[error]`, "Process
   * completed with exit code 1"), a background run's `failed` status.
   */
  softFailures: boolean;
  /**
   * A failure the user pasted or CI showed, followed by edits that Claude then committed:
   * an `error-fix` quoting the error line and the commit's subject.
   */
  committedFixes: boolean;
  /** "Found the issue!", "I see the problem:" open a cause stated in the next sentence. */
  foundIssueCue: boolean;
  /** The cause may come in any of Claude's replies before the next prompt, not only the first. */
  causeWindow: boolean;
  /**
   * An error line must hold an error word (`fatal` included) or an upper-case error code;
   * without it, the code pattern matched the end of most words, so nearly any line passed.
   */
  strictErrorLines: boolean;
  /** A command that failed and passed when run from another folder (`cd .. && …`) is an `error-fix`. */
  setupFix: boolean;
  /**
   * A constraint Claude states right after a shell command failed, about a thing the
   * command named ("`sudo` needs a direct terminal"): Claude's words, not the user's.
   */
  failureFacts: boolean;
  /** A line of Claude's that labels and states a root cause ("**Root cause:** …"), once per session. */
  rootCauseLabel: boolean;
}

/**
 * The variants `strata capture` runs: those leave-one-source-out chose on the other sources
 * and that kept every source's precision where it was (see DESIGN.md, capture).
 */
export const DEFAULT_SWITCHES: Readonly<CaptureSwitches> = {
  pushbackQuestions: true,
  refusedThenConceded: false,
  softFailures: false,
  committedFixes: false,
  foundIssueCue: false,
  causeWindow: false,
  strictErrorLines: true,
  setupFix: false,
  failureFacts: false,
  rootCauseLabel: false,
};

/** `partial` over the defaults. */
export function captureSwitches(partial: Partial<CaptureSwitches> = {}): CaptureSwitches {
  return { ...DEFAULT_SWITCHES, ...partial };
}
