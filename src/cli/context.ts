/**
 * Builds the {@link CliContext} from flags and the environment, on the shared composition
 * root (`app/runtime.ts`): the only place besides main.ts that looks at env values.
 */
import { resolveRuntime } from '../app/runtime.js';
import type { CliContext } from './command.js';

/** What main.ts passes in. */
export interface ContextInput {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  home: string;
  projectFlag: string | undefined;
  admin: boolean;
  readStdin: () => Promise<string>;
  notice: (message: string) => void;
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
  };
  return ctx;
}
