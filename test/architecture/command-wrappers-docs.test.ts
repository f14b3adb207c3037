/**
 * The wrappers and runners the command matcher takes off are listed in one place
 * (core/command/command-forms.ts); the pages a pattern's author reads must name each, so a
 * pattern is written for the program (`rake db:reset`), not for its runner.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNNERS, WRAPPERS } from '../../src/core/command/command-forms.js';

const REPO = path.resolve(import.meta.dirname, '../..');
const PAGES = ['commands/enrich-patterns.md', 'docs/file-format.md'];

/** The page's text with line breaks and indentation as single spaces. */
const read = (page: string) => readFileSync(path.join(REPO, page), 'utf8').replace(/\s+/g, ' ');

describe('the pages that teach command patterns name every wrapper and runner', () => {
  for (const page of PAGES)
    it(page, () => {
      const text = read(page);
      const missing = [...Object.keys(WRAPPERS), ...Object.keys(RUNNERS)].filter(
        (name) => !text.includes(`\`${name}\``),
      );
      expect(missing).toEqual([]);
    });
});
