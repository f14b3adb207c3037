/**
 * The loader every hook bundle `lib/hooks/<name>.js` is: it starts the body
 * `lib/hooks/body/<name>.js`. On Bun it only requires the body, before anything else is
 * loaded or run; on Node it compiles the body with V8's code cache (`../code-cache.ts`). The
 * build defines the body's content hash; the hook's name is the loader's file name.
 */
declare const __HOOK_BODY_HASH__: string;

const name = __filename.slice(__dirname.length + 1, -'.js'.length);
const file = `${__dirname}/body/${name}.js`;
if (process.versions.bun) require(file);
else
  void import('../code-cache.js').then(({ startHookBody }) =>
    startHookBody({ name, file, hash: __HOOK_BODY_HASH__, require, module }),
  );
