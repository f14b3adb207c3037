/**
 * Running the local `git` program for strata's own git features (conflict stages, sync).
 * Only local commands go through {@link runGit} with a timeout; network commands are
 * started only by `strata sync`, never on a hook's path.
 */
import { decodeBytes } from '../../core/byte-text.js';

/** What one git run printed and how it ended. */
export interface GitRun {
  ok: boolean;
  code: number | null;
  stdout: string;
  stderr: string;
}

/** An environment as a process receives it. */
export type GitEnv = Readonly<Record<string, string | undefined>>;

/** Environment for git: the caller's, with no prompts, no pager, no editor. */
function gitEnv(base: GitEnv): NodeJS.ProcessEnv {
  return {
    ...base,
    GIT_TERMINAL_PROMPT: '0',
    GIT_PAGER: 'cat',
    GIT_EDITOR: 'true',
    GIT_MERGE_AUTOEDIT: 'no',
  };
}

/** Options for {@link runGit}. */
export interface GitOptions {
  timeoutMs?: number;
  env?: GitEnv;
  /**
   * A file the git process writes its own pid to before git runs (a shell writes `$$`,
   * then becomes git): sync's record of which git may hold `.git/index.lock`.
   */
  pidFile?: string;
}

/**
 * Runs `git args…` in `cwd`; never throws (a missing git is `ok: false`). `env` is the
 * environment of the command strata runs for (its HOME, its git identity); the one of this
 * process when absent. stdout is decoded as memory files are (see byte-text), so a blob
 * from `git show` written back keeps every byte.
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: GitOptions = {},
): Promise<GitRun> {
  // Loaded when git runs, not when this module loads: the session-start hook imports it
  // and seldom runs git, and loading node:child_process costs a hook about 1.4 ms.
  const { execFile } = process.getBuiltinModule('node:child_process');
  return new Promise((resolve) => {
    const [file, argv] = options.pidFile
      ? ['sh', ['-c', 'echo $$ > "$0" && exec git "$@"', options.pidFile, ...args]]
      : ['git', [...args]];
    execFile(
      file,
      argv,
      {
        cwd,
        env: gitEnv(options.env ?? process.env),
        timeout: options.timeoutMs ?? 10_000,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'buffer',
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        const out = decodeBytes(stdout);
        resolve({ ok: !error, code, stdout: out, stderr: stderr.toString('utf8') });
      },
    );
  });
}

/** The top folder of the work tree holding `dir`, or null when it is not in one. */
export async function findWorkTree(dir: string): Promise<string | null> {
  const run = await runGit(dir, ['rev-parse', '--show-toplevel'], { timeoutMs: 3000 });
  return run.ok ? run.stdout.trim() || null : null;
}
