/**
 * The install a user needs: `npm install --omit=dev` brings everything strata imports at
 * run time (every package src/ imports is a dependency or an optional one, never a
 * development tool), and the README tells users that install, with its measured size,
 * while docs/development.md tells developers theirs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(REPO, dir, 'package.json'), 'utf8')) as PackageJson;
}

/** The package a bare specifier names: `@scope/name` or `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Packages the files under `dir` import at run time (type-only imports are erased). */
function runtimeImports(dir: string, exts: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(path.join(REPO, dir), { recursive: true })
    .map(String)
    .filter((f) => exts.some((ext) => f.endsWith(ext)));
  for (const file of files) {
    const text = readFileSync(path.join(REPO, dir, file), 'utf8');
    const pattern =
      /^\s*import(?!\s+type\b)[^'"]*?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
    for (const match of text.matchAll(pattern)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('node:')) continue;
      found.set(packageOf(specifier), `${dir}/${file}`);
    }
  }
  return found;
}

describe("a user's install", () => {
  it('every package src/ imports at run time is a dependency (or an optional one) of the root', () => {
    const root = readPackage('.');
    const runtime = new Set([
      ...Object.keys(root.dependencies ?? {}),
      ...Object.keys(root.optionalDependencies ?? {}),
    ]);
    const imported = runtimeImports('src', ['.ts']);
    // The check reads real imports (zod, the MCP SDK, hnswlib-node...), not an empty list.
    expect(imported.has('zod')).toBe(true);
    expect(imported.has('hnswlib-node')).toBe(true);
    const missing = [...imported].filter(([name]) => !runtime.has(name));
    expect(missing).toEqual([]);
  });

  it('every package the site imports is a dependency of the site workspace', () => {
    const site = readPackage('site');
    const runtime = new Set(Object.keys(site.dependencies ?? {}));
    const imported = runtimeImports('site/src', ['.ts', '.astro']);
    const missing = [...imported].filter(
      ([name]) => !runtime.has(name) && name !== 'astro:content',
    );
    expect(missing).toEqual([]);
  });

  it('README gives users npm install --omit=dev with its measured size; development.md both installs', () => {
    const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
    expect(readme).toContain('npm install --omit=dev');
    expect(readme).toContain(
      'eval/RESULTS.md#install-size-and-time-the-users-install-beside-the-developers',
    );
    const development = readFileSync(path.join(REPO, 'docs', 'development.md'), 'utf8');
    expect(development).toContain('npm install --omit=dev');
    expect(development).toMatch(/A developer's\*\*: `npm install`/);
  });
});
