/**
 * The docs are written for their readers: README.md is a user's guide (short, the plugin
 * install on its first screen), and neither it nor DESIGN.md quotes a measured number
 * without a link to the results file, where every number lives with the command that
 * reproduces it. The links' anchors must name a heading of that file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../kit/cli.js';
import { findBrokenLinks } from '../support/doc-links.js';
import {
  findMeasured,
  findUnlinkedNumbers,
  listHeadingAnchors,
  listResultsAnchors,
  slugHeading,
} from '../support/doc-numbers.js';

const README_MAX_WORDS = 3_500;
const INSTALL_WITHIN_LINES = 40;
const CHECKED = ['README.md', 'DESIGN.md'];

function readRepoFile(file: string): string {
  return readFileSync(path.join(REPO, file), 'utf8');
}

/** The results file: eval/RESULTS.md, or bench/RESULTS.md in a tree from before the move. */
function readResults(): string {
  const moved = path.join(REPO, 'eval', 'RESULTS.md');
  return readFileSync(existsSync(moved) ? moved : path.join(REPO, 'bench', 'RESULTS.md'), 'utf8');
}

describe('README.md is a user guide', () => {
  const readme = readRepoFile('README.md');

  it(`has at most ${README_MAX_WORDS} words`, () => {
    expect(readme.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(README_MAX_WORDS);
  });

  it(`shows the plugin install in its first ${INSTALL_WITHIN_LINES} lines`, () => {
    const head = readme.split('\n').slice(0, INSTALL_WITHIN_LINES).join('\n');
    expect(head).toMatch(/claude plugin install strata@/);
  });
});

describe.each(CHECKED)('%s quotes no measured number without eval/RESULTS.md', (file) => {
  const text = readRepoFile(file);

  it('links every block that holds a measured number to eval/RESULTS.md', () => {
    expect(findUnlinkedNumbers(text)).toEqual([]);
  });

  it('links only to headings the results file has', () => {
    const headings = listHeadingAnchors(readResults());
    const missing = listResultsAnchors(text).filter((anchor) => !headings.has(anchor));
    expect(missing).toEqual([]);
  });
});

describe('what counts as a measured number', () => {
  it.each([
    ['A search takes 12 ms at 10,000 memories.', '12 ms'],
    ['The index grows from 4.12 to 4.30 MB.', '4.30 MB'],
    ['The push shows something for 28% of prompts.', '28%'],
    ['strata --help runs at 1.14× a bare node.', '1.14×'],
    ['Keyword recall@5 is 0.84 on the held-out set.', '0.84'],
    ['precision 1.0 on the labelled reads', '1.0'],
    ['the audit takes 2.5 s', '2.5 s'],
  ])('%s', (text, figure) => {
    expect(findMeasured(text)).toBe(figure);
  });

  it.each([
    'Requires Node 20.19 or later.',
    'The site serves on port 4321.',
    'A store of 10,000 memories and 3 scopes.',
    'Pinned to v1.2.3 of the SDK.',
    'The weight is `semanticWeight: 0.2` and a file is capped at `maxFileBytes: 256 KB`.',
    '```\nstrata search --limit 5   # 12 ms\n```',
    'See [the numbers](eval/RESULTS.md#search-0.84) for why.',
    'Up to 5 phrasings, 2 to 4 tags, the first 40 lines.',
  ])('not: %s', (text) => {
    expect(findMeasured(text.replace(/```[\s\S]*```/, ''))).toBeNull();
  });

  it('accepts a measured number whose paragraph links to eval/RESULTS.md', () => {
    const linked = 'Keyword recall@5 is 0.84 ([results](eval/RESULTS.md#search-quality)).';
    expect(findUnlinkedNumbers(linked)).toEqual([]);
    expect(findUnlinkedNumbers('From docs/: 3.5 ms ([results](../eval/RESULTS.md)).')).toEqual([]);
  });

  it('reads each paragraph, list item and table row on its own', () => {
    const markdown = [
      'A fast search ([results](eval/RESULTS.md)),',
      'and 0.84 on the same line block.',
      '',
      '- an item at 12 ms',
      '- [linked](eval/RESULTS.md) item',
      '',
      '| mode | recall |',
      '|---|---|',
      '| keyword | 0.84 |',
      '```',
      '0.99 in code',
      '```',
    ].join('\n');
    expect(findUnlinkedNumbers(markdown).map((found) => [found.line, found.figure])).toEqual([
      [4, '12 ms'],
      [9, '0.84'],
    ]);
  });

  it('reads fenced blocks as code, not prose', () => {
    expect(findUnlinkedNumbers('```sh\ntime strata --help   # 137 ms\n```\n')).toEqual([]);
  });

  it('makes the anchors GitHub makes', () => {
    expect(slugHeading('Duplicates at save (`npm run bench -- duplicates`)')).toBe(
      'duplicates-at-save-npm-run-bench----duplicates',
    );
    expect(slugHeading('Keyword index format 6: written forms and stopwords')).toBe(
      'keyword-index-format-6-written-forms-and-stopwords',
    );
  });
});

describe('every relative link of the docs leads somewhere', () => {
  const docs = readdirSync(path.join(REPO, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);

  it.each(['README.md', 'DESIGN.md', ...docs])('%s: files and headings exist', (file) => {
    expect(findBrokenLinks(REPO, file)).toEqual([]);
  });

  it('reports a missing file and a missing heading', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'strata-links-'));
    try {
      writeFileSync(
        path.join(dir, 'a.md'),
        '# Top\n\n## Top\n\nSee [b](b.md#real), [gone](gone.md).\n',
      );
      writeFileSync(
        path.join(dir, 'b.md'),
        '## Real\n[no](#nowhere) [yes](#real) [dup](a.md#top-1) `[code](none.md)`\n',
      );
      expect(findBrokenLinks(dir, 'a.md').map((l) => [l.target, l.reason])).toEqual([
        ['gone.md', 'no such file'],
      ]);
      expect(findBrokenLinks(dir, 'b.md').map((l) => [l.target, l.reason])).toEqual([
        ['#nowhere', 'no such heading'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the topic-shift warm-up is told where topic shift is explained', () => {
  it.each(['README.md', 'docs/hooks.md'])(
    '%s names hooks.topic.warmup and /strata:stash',
    (file) => {
      const text = readRepoFile(file);
      const at = text.search(/topic/i);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(text).toContain('hooks.topic.warmup');
      expect(text).toContain('/strata:stash');
    },
  );
});
