import { countOf } from '../../core/plural.js';
import { startWatching } from '../../indexing/watch-sync.js';
import type { Command } from '../command.js';
import { openCliSearch } from '../open-cli-search.js';
import { untilStopped } from '../until-stopped.js';

/** `strata watch`: keep indexes, graphs and digests in sync while files change. */
export const watchCommand: Command = {
  name: 'watch',
  help: `strata watch

  Watches every scope directory and applies edits, creations, deletions and renames
  (an editor's atomic save or a git checkout arrive as one batch) to the keyword index,
  the vectors, graph.json and the hook digests. Stops on Ctrl-C.`,
  options: {},
  async run(ctx) {
    const service = await openCliSearch(ctx);
    const log = (line: string) => ctx.print(`${line}\n`);
    const watcher = await startWatching(service, {
      onError: (error) =>
        ctx.notice(`strata: watch: ${error instanceof Error ? error.message : String(error)}`),
      onApplied: (s) =>
        log(
          `${new Date().toISOString()} applied ${s.changed.length} changed, ${s.removedPaths.length} removed`,
        ),
    });
    log(
      `Watching ${ctx.scopes
        .filter((s) => s.scope !== 'instructions')
        .map((s) => s.dir)
        .join(', ')} (${countOf(service.status().visible, 'memory', 'memories')}). Ctrl-C to stop.`,
    );
    void service
      .requestVectors()
      .catch((error) => ctx.notice(`strata: embeddings: ${String(error)}`));
    await untilStopped(ctx);
    await watcher.close();
    await service.close();
    return { json: { stopped: true }, text: 'Stopped.' };
  },
};
