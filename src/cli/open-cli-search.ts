/**
 * The search service as CLI commands open it. A degrade notice ("Ollama not reachable…")
 * describes the machine, not the command: shown on every run it buries the output people
 * came for. So the same notice is shown at most once an hour per cache folder, remembered
 * in a small file there; the log keeps every one, and `strata doctor` always reports it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openSearch } from '../app/open-search.js';
import { isStillQuiet } from '../core/quiet-window.js';
import type { SearchService } from '../indexing/search-service.js';
import { writeJsonSync } from '../storage/json-file-sync.js';
import type { CliContext } from './command.js';

/** The file recording when each notice was last shown: `{ [message]: epoch ms }`. */
export function shownNoticesPath(cacheRoot: string): string {
  return path.join(cacheRoot, 'notices-shown.json');
}

function readShown(file: string): Record<string, number> {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    // Missing or damaged: nothing was shown recently, which only costs one more notice.
    return {};
  }
}

/**
 * Wraps `notice` so that a message shown less than an hour ago (by any strata command
 * using the same cache folder) is not shown again; the wrapper returns whether it showed
 * it. When the record cannot be written the notice is shown anyway: losing quiet is
 * better than losing a notice.
 */
export function createQuietNotice(
  cacheRoot: string,
  notice: (message: string) => void,
  now: () => number = Date.now,
): (message: string) => boolean {
  const file = shownNoticesPath(cacheRoot);
  return (message) => {
    const at = now();
    const shown = readShown(file);
    if (isStillQuiet(shown[message], at)) return false;
    notice(message);
    const recent = Object.entries(shown).filter(([, t]) => isStillQuiet(t, at));
    try {
      writeJsonSync(file, Object.fromEntries([...recent, [message, at]]));
    } catch {
      // An unwritable cache is reported by the commands that need it.
    }
    return true;
  };
}

/**
 * Opens the search service for a CLI command, with degrade notices kept quiet as above.
 * A command that reports the reason itself passes `reported`: the notice is then only
 * recorded as shown, and `reported(fresh)` says whether it was new this hour.
 */
export function openCliSearch(
  ctx: CliContext,
  options: { embeddings?: boolean; reported?: (fresh: boolean) => void } = {},
): Promise<SearchService> {
  const { reported, ...rest } = options;
  const quiet = createQuietNotice(ctx.cacheRoot, reported ? () => {} : ctx.notice);
  return openSearch(ctx, {
    component: 'cli',
    notice: (message) => {
      const fresh = quiet(message);
      reported?.(fresh);
    },
    ...rest,
  });
}
