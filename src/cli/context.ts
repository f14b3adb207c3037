/**
 * Builds the {@link CliContext} from flags and the environment, on the shared composition
 * root (`app/runtime.ts`): the only place besides main.ts that looks at env values.
 */
import { resolveRuntime } from '../app/runtime.js';
import type { CliContext, SignalSubscriber } from './command.js';

/** What main.ts passes in. */
export interface ContextInput {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  projectFlag: string | undefined;
  admin: boolean;
  readStdin: () => Promise<string>;
  notice: (message: string) => void;
  print: (text: string) => void;
  progress: { write: (text: string) => void; isTTY: boolean };
  onSignal: SignalSubscriber;
  cliPath: string;
}

/** The context of one command. */
export async function createCliContext(input: ContextInput): Promise<CliContext> {
  const runtime = await resolveRuntime(input);
  const ctx: CliContext = {
    ...runtime,
    readStdin: input.readStdin,
    notice: input.notice,
    env: input.env,
    cwd: input.cwd,
    home: input.home,
    print: input.print,
    progress: input.progress,
    onSignal: input.onSignal,
    cliPath: input.cliPath,
  };
  return ctx;
}
