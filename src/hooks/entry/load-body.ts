/**
 * The loader every hook bundle `lib/hooks/<name>.js` is: it starts the body
 * `lib/hooks/body/<name>.js` with the code cache (see `../code-cache.ts`). The build defines
 * the body's content hash; the hook's name is the loader's file name.
 */
import path from 'node:path';
import { resolveCacheRoot } from '../../storage/cache-dir.js';
import { startHookBody } from '../code-cache.js';

declare const __HOOK_BODY_HASH__: string;

const name = path.basename(__filename, '.js');
startHookBody({
  name,
  file: path.join(__dirname, 'body', `${name}.js`),
  hash: __HOOK_BODY_HASH__,
  // The hooks' own cache root (hook-frame's processIo reads the same variables).
  cacheRoot: resolveCacheRoot({
    home: process.env.HOME || process.env.USERPROFILE || '/',
    strataCacheDir: process.env.STRATA_CACHE_DIR || undefined,
    xdgCacheHome: process.env.XDG_CACHE_HOME || undefined,
  }),
  require,
  module,
});
