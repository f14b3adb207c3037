/**
 * `hooks.capture.atStop`: `true` always asks at a stop, `false` never, `auto` only while
 * Claude Code's auto memory is off (with it on, Claude Code's system prompt already has
 * Claude save what it learns).
 */
import { describe, expect, it } from 'vitest';
import { decideAtStop } from '../../src/core/capture/ask-at-stop.js';

const on = { enabled: true, decidedBy: 'default' };
const off = { enabled: false, decidedBy: 'CLAUDE_CODE_DISABLE_AUTO_MEMORY=1' };

describe('decideAtStop', () => {
  it('auto asks only while auto memory is off, and says which switch decided', () => {
    expect(decideAtStop('auto', on)).toMatchObject({ ask: false });
    expect(decideAtStop('auto', on).why).toContain('auto memory is on (default)');
    expect(decideAtStop('auto', off)).toMatchObject({ ask: true });
    expect(decideAtStop('auto', off).why).toContain('CLAUDE_CODE_DISABLE_AUTO_MEMORY=1');
  });

  it('true and false hold whatever auto memory says', () => {
    for (const state of [on, off, null]) {
      expect(decideAtStop(true, state).ask).toBe(true);
      expect(decideAtStop(false, state).ask).toBe(false);
    }
  });

  it("auto without a project counts auto memory as on, Claude Code's default", () => {
    expect(decideAtStop('auto', null).ask).toBe(false);
  });
});
