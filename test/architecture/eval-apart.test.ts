/**
 * The evaluation stands apart from the product's tests: eval/ imports from test/ only the
 * shared kit (test/kit/: fakes, temp stores, the CLI runners both use), the kit is
 * self-contained, and the product's tests import nothing from eval/. Reads the sources;
 * imports nothing from them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|mts|mjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`));
}

/** Each relative import of `file` (static, re-export or dynamic) as a repository path. */
function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g),
    ...text.matchAll(/import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]!);
  return specs.map((s) => path.relative(REPO, path.resolve(path.dirname(file), s)));
}

/** `from imports to` lines of the files under `dir` whose imports `bad` accepts. */
function importsWhere(dir: string, bad: (target: string) => boolean): string[] {
  return sourceFiles(dir).flatMap((file) =>
    importedPaths(file)
      .filter(bad)
      .map((target) => `${path.relative(REPO, file)} imports ${target}`),
  );
}

const under = (folder: string) => (target: string) =>
  target.split(path.sep).join('/').startsWith(`${folder}/`);

describe('the evaluation apart', () => {
  it('eval/ imports from test/ only the shared kit', () => {
    const wrong = importsWhere('eval', (t) => under('test')(t) && !under('test/kit')(t));
    expect(wrong, 'share it through test/kit/, or move it to eval/').toEqual([]);
  });

  it('the kit is self-contained: it imports nothing else of test/ and nothing of eval/', () => {
    const wrong = importsWhere(
      'test/kit',
      (t) => (under('test')(t) && !under('test/kit')(t)) || under('eval')(t),
    );
    expect(wrong).toEqual([]);
  });

  it("the product's tests import nothing from eval/", () => {
    expect(importsWhere('test', under('eval'))).toEqual([]);
  });
});
