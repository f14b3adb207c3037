import type { CliContext } from './command.js';

/** Resolves at the first Ctrl-C or termination signal, for commands that run until stopped. */
export function untilStopped(ctx: Pick<CliContext, 'onSignal'>): Promise<void> {
  return new Promise<void>((resolve) => {
    const stops: Array<() => void> = [];
    const stop = () => {
      for (const unsubscribe of stops) unsubscribe();
      resolve();
    };
    stops.push(ctx.onSignal('SIGINT', stop), ctx.onSignal('SIGTERM', stop));
  });
}
