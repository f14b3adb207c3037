/**
 * The layering of `src/`, checked so it cannot drift: each folder imports only from the
 * folders below it (DESIGN.md, "Module map"), `core/` is pure (no `node:` module, no I/O
 * library), and nothing a hook bundle reaches loads an index library, a model or a
 * network client. Reads the sources; imports nothing from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

const SRC = path.join(REPO, 'src');

/** Which folders each folder may import from (besides itself). */
const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  io: ['core'],
  storage: ['core', 'io'],
  embeddings: ['core', 'io', 'storage'],
  search: ['core', 'io'],
  indexing: ['core', 'io', 'storage', 'embeddings', 'search'],
  services: ['core', 'io', 'storage', 'embeddings', 'search', 'indexing'],
  'site-export': ['core', 'io', 'storage', 'search'],
  app: ['core', 'io', 'storage', 'embeddings', 'search', 'indexing', 'services'],
  hooks: ['core', 'io', 'storage'],
  mcp: ['core', 'io', 'storage', 'embeddings', 'search', 'indexing', 'services', 'app'],
  cli: [
    'core',
    'io',
    'storage',
    'embeddings',
    'search',
    'indexing',
    'services',
    'app',
    'mcp',
    'site-export',
  ],
};

/** Packages a hook must never load: indexes, models, network clients, big parsers. */
const NOT_IN_HOOKS =
  /^(minisearch|hnswlib-node|ollama|onnxruntime|@tensorflow|@modelcontextprotocol|chokidar|zod|markdown-it|undici)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Module specifiers a file imports or re-exports statically (`import type` included). */
function staticSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g))
    found.push(m[1]!);
  for (const m of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1]!);
  return found;
}

/** Static specifiers whose bindings exist at run time (`import type` is erased). */
function valueSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const types = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s+type\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);
  return staticSpecifiers(file).filter((s) => !types.includes(s));
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const dynamic = [...text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
  return [...staticSpecifiers(file), ...dynamic];
}

function folderOf(file: string): string {
  return path.relative(SRC, file).split(path.sep)[0]!;
}

function resolveLocal(from: string, spec: string): string {
  return path.resolve(path.dirname(from), spec).replace(/\.js$/, '.ts');
}

const files = sourceFiles(SRC);

/** A relative specifier of `from` as a file: `.js` read as `.ts`, no extension as `.ts`. */
function resolveFile(from: string, spec: string): string {
  const resolved = resolveLocal(from, spec);
  return path.extname(resolved) ? resolved : `${resolved}.ts`;
}

/**
 * The product's entry points: the bundles scripts/build.mjs builds (CLI, MCP server, hooks,
 * embedding worker) and the src/ files the site's pages import (the site export).
 */
function productEntries(): string[] {
  const build = readFileSync(path.join(REPO, 'scripts', 'build.mjs'), 'utf8');
  const bundled = [...build.matchAll(/'(src\/[^']+\.ts)'/g)].map((m) => path.join(REPO, m[1]!));
  const site = readdirSync(path.join(REPO, 'site', 'src'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|astro)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const fromSite = site.flatMap((file) =>
    specifiers(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolveFile(file, s))
      .filter((f) => f.startsWith(`${SRC}${path.sep}`)),
  );
  return [...bundled, ...fromSite];
}

/** Every src/ file an entry point reaches through static and dynamic imports. */
function reachedFromEntries(): Set<string> {
  const seen = new Set<string>();
  const queue = productEntries();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !files.includes(file)) continue;
    seen.add(file);
    for (const spec of specifiers(file).filter((s) => s.startsWith('.')))
      queue.push(resolveFile(file, spec));
  }
  return seen;
}

/**
 * Each import cycle among src/ files over static imports, as `a.ts → b.ts → a.ts` (a dynamic
 * `import()` loads on demand and closes no cycle). Depth-first: an edge back to a file still
 * on the path is a cycle.
 */
function findCycles(): string[] {
  const edges = new Map(
    files.map((f) => [
      f,
      staticSpecifiers(f)
        .filter((s) => s.startsWith('.'))
        .map((s) => resolveLocal(f, s)),
    ]),
  );
  const done = new Set<string>();
  const onPath: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string): void => {
    onPath.push(file);
    for (const next of edges.get(file) ?? []) {
      const at = onPath.indexOf(next);
      if (at >= 0)
        cycles.push([...onPath.slice(at), next].map((f) => path.relative(SRC, f)).join(' → '));
      else if (!done.has(next) && edges.has(next)) visit(next);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of files) if (!done.has(file)) visit(file);
  return cycles;
}

/**
 * Groups of three or more files lying flat in a layer folder whose names share a first word
 * (`git-run.ts`, `git-head.ts`, `git-worktree.ts`): a feature that has outgrown the layer's
 * top level and belongs in a folder of its own. A word the layer's own name starts with
 * (`index-*.ts` in `indexing/`) is the layer itself, not a feature inside it.
 */
function flatGroups(): string[] {
  const byGroup = new Map<string, string[]>();
  for (const file of files) {
    const rel = path.relative(SRC, file).split(path.sep);
    if (rel.length !== 2) continue;
    const [layer, name] = rel as [string, string];
    const word = /^([a-z0-9]+)-/.exec(name)?.[1];
    if (!word || layer.startsWith(word)) continue;
    const key = `${layer}/${word}-*.ts`;
    byGroup.set(key, [...(byGroup.get(key) ?? []), name]);
  }
  return [...byGroup]
    .filter(([, names]) => names.length >= 3)
    .map(([k, v]) => `${k}: ${v.join(', ')}`);
}

/** The product's own code: src/, the site's pages and the build and schema scripts. */
function productTexts(): Map<string, string> {
  const site = readdirSync(path.join(REPO, 'site', 'src'), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|astro)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const scripts = readdirSync(path.join(REPO, 'scripts'))
    .filter((n) => /\.(ts|mjs)$/.test(n))
    .map((n) => path.join(REPO, 'scripts', n));
  return new Map([...files, ...site, ...scripts].map((f) => [f, readFileSync(f, 'utf8')]));
}

/**
 * Exported names of src/ files that no other product file mentions and their own file does
 * not use: code only tests or the evaluation call, which belongs with them.
 */
function unusedExports(): string[] {
  const texts = productTexts();
  const unused: string[] = [];
  const declared =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const file of files) {
    const text = texts.get(file)!;
    for (const m of text.matchAll(declared)) {
      const word = new RegExp(`\\b${m[1]!.replaceAll('$', '\\$')}\\b`, 'g');
      if ((text.match(word) ?? []).length > 1) continue;
      if ([...texts].some(([other, t]) => other !== file && word.test(t))) continue;
      unused.push(`${path.relative(SRC, file)}: ${m[1]}`);
    }
  }
  return unused;
}

describe('layering of src/', () => {
  it('knows every folder', () => {
    const folders = new Set(files.map(folderOf).filter((f) => !f.endsWith('.ts')));
    expect([...folders].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it('no folder imports from a folder above it', () => {
    const wrong: string[] = [];
    for (const file of files) {
      const from = folderOf(file);
      for (const spec of specifiers(file).filter((s) => s.startsWith('.'))) {
        const to = folderOf(resolveLocal(file, spec));
        if (to !== from && !ALLOWED[from]?.includes(to))
          wrong.push(`${path.relative(SRC, file)} imports ${spec} (${to})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('imports nothing from outside src/: no evaluation code, no test helper', () => {
    const outside = files.flatMap((file) =>
      specifiers(file)
        .filter((s) => s.startsWith('.') && !resolveFile(file, s).startsWith(`${SRC}${path.sep}`))
        .map((s) => `${path.relative(SRC, file)} imports ${s}`),
    );
    expect(outside).toEqual([]);
  });

  it('holds only product code: every file is reached from an entry point', () => {
    const reached = reachedFromEntries();
    expect(reached.size).toBeGreaterThan(100);
    const unreached = files.filter((f) => !reached.has(f)).map((f) => path.relative(SRC, f));
    expect(
      unreached.sort(),
      'a file only tests or evaluation use belongs in test/ or eval/',
    ).toEqual([]);
  });

  it('a feature of several files has a folder: no group of same-word files left flat', () => {
    expect(flatGroups(), 'move the group into a folder named after the word').toEqual([]);
  });

  it('exports nothing only tests or the evaluation use', () => {
    expect(unusedExports(), 'move it to test/ or eval/, or delete it').toEqual([]);
  });

  it('no file imports itself through others: src/ has no import cycle', () => {
    expect(findCycles()).toEqual([]);
  });

  it('the CLI loads a command only to run it: its start reaches no command, no runtime and no MCP code', () => {
    const seen = new Set<string>();
    const queue = [path.join(SRC, 'cli', 'main.ts')];
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of valueSpecifiers(file).filter((s) => s.startsWith('.')))
        queue.push(resolveLocal(file, spec));
    }
    const registry = path.join(SRC, 'cli', 'commands', 'index.ts');
    const commands = path.dirname(registry);
    // app/version.ts is one constant, which `--version` needs at start.
    const version = path.join(SRC, 'app', 'version.ts');
    const eager = [...seen]
      .filter((f) => f !== registry && f !== version)
      .filter((f) => path.dirname(f) === commands || ['app', 'mcp'].includes(folderOf(f)))
      .map((f) => path.relative(SRC, f));
    expect(eager).toEqual([]);
    expect(seen.has(registry)).toBe(true);
  });

  it('core/ is pure: no node: modules', () => {
    const impure = files
      .filter((f) => folderOf(f) === 'core')
      .flatMap((f) =>
        specifiers(f)
          .filter((s) => s.startsWith('node:'))
          .map((s) => `${path.relative(SRC, f)}: ${s}`),
      );
    expect(impure).toEqual([]);
  });

  it('hook entry points only wire: nothing imports them, and each is bundled', () => {
    const entryDir = path.join(SRC, 'hooks', 'entry');
    const entries = files.filter((f) => path.dirname(f) === entryDir);
    const importers = files.flatMap((f) =>
      specifiers(f)
        .filter((s) => s.startsWith('.') && entries.includes(resolveLocal(f, s)))
        .map((s) => `${path.relative(SRC, f)} imports ${s}`),
    );
    expect(importers).toEqual([]);
    const build = readFileSync(path.join(REPO, 'scripts', 'build.mjs'), 'utf8');
    const bundled = [...build.matchAll(/'(src\/hooks\/[^']+\.ts)'/g)].map((m) => m[1]!);
    expect(bundled.sort()).toEqual(entries.map((f) => path.relative(REPO, f)).sort());
  });

  it('nothing a hook reaches loads an index library, a model or a network client', () => {
    const seen = new Set<string>();
    const packages = new Map<string, string>();
    const queue = files.filter((f) => folderOf(f) === 'hooks');
    while (queue.length) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of specifiers(file)) {
        if (spec.startsWith('.')) queue.push(resolveLocal(file, spec));
        else if (!spec.startsWith('node:')) packages.set(spec, path.relative(SRC, file));
      }
    }
    const heavy = [...packages].filter(([pkg]) => NOT_IN_HOOKS.test(pkg));
    expect(heavy).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
  });
});
