/** Claude Code's MEMORY.md: only the pointer lines of the note strata touched change. */
import { describe, expect, it } from 'vitest';
import {
  formatIndexLine,
  removeIndexLines,
  setIndexLine,
} from '../../src/core/claude/claude-index.js';
import { normalizeClaudeName, wikiLinks } from '../../src/core/claude/claude-memory.js';

const INDEX =
  '# Memory\n- [Pnpm](pnpm.md) — pnpm only\n- [Trap](traps/staging.md) — reset wipes staging\n';

describe('MEMORY.md lines', () => {
  it('removes the lines of one file and keeps every other byte', () => {
    expect(removeIndexLines(INDEX, 'traps/staging.md')).toBe(
      '# Memory\n- [Pnpm](pnpm.md) — pnpm only\n',
    );
    expect(removeIndexLines(INDEX, 'other.md')).toBeNull();
    expect(removeIndexLines(INDEX.replace(/\n/g, '\r\n'), 'pnpm.md')).toBe(
      '# Memory\r\n- [Trap](traps/staging.md) — reset wipes staging\r\n',
    );
    // ./ and %-escapes name the same file.
    expect(removeIndexLines('- [A](./a%20b.md) — x\n', 'a b.md')).toBe('');
  });

  it('sets the hook of a line, keeping its title, or appends a line', () => {
    expect(setIndexLine(INDEX, 'pnpm.md', 'pnpm', 'use pnpm, never npm')).toBe(
      '# Memory\n- [Pnpm](pnpm.md) — use pnpm, never npm\n- [Trap](traps/staging.md) — reset wipes staging\n',
    );
    expect(setIndexLine(INDEX, 'pnpm.md', 'pnpm', 'pnpm only')).toBeNull();
    expect(setIndexLine('', 'new.md', 'new', 'a\nb')).toBe('- [new](new.md) — a b\n');
    expect(formatIndexLine('a [b]', 'x.md', '')).toBe('- [a b](x.md)');
  });

  it('reads [[name]] links as Claude Code names them', () => {
    expect(wikiLinks('See [[Staging Reset]] and [[pnpm|the pnpm note]], [[pnpm]] again.')).toEqual([
      'staging-reset',
      'pnpm',
    ]);
    expect(normalizeClaudeName('user_role')).toBe('user_role');
  });
});
