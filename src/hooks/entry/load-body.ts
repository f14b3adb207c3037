/**
 * The loader every hook bundle `lib/hooks/<name>.js` is: it starts the body
 * `lib/hooks/body/<name>.js`. On Bun it only requires the body; on Node it compiles the
 * body with V8's code cache (`../code-cache.ts`). The build defines the body's content hash;
 * the hook's name is the loader's file name, and the hooks.json entry's second argument
 * (`run-hook.sh <name> <entry>`) names the cache. Kept small and synchronous: it runs
 * before anything else on every hook.
 */
import { startHookBody } from '../code-cache.js';

declare const __HOOK_BODY_HASH__: string;

const name = __filename.slice(__dirname.length + 1, -'.js'.length);
const file = `${__dirname}/body/${name}.js`;
const entry = process.argv[2];
if (process.versions.bun) require(file);
else
  startHookBody({
    name,
    variant: entry && /^[a-z]{1,16}$/.test(entry) ? entry : null,
    file,
    hash: __HOOK_BODY_HASH__,
    require,
    module,
  });
