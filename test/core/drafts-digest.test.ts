import { describe, expect, it } from 'vitest';
import { buildGotchaDigest, buildSessionDigest } from '../../src/core/digest.js';
import { FENCE_CLOSE, FENCE_OPEN } from '../../src/core/fence.js';
import type { Memory, MemoryId } from '../../src/core/memory.js';
import { toAbsolutePath, toScopeRelativePath } from '../../src/core/path-kinds.js';
import { buildSessionContext } from '../../src/core/session-context.js';

function memory(id: string, type: string, status?: string): Memory {
  return {
    id: id as MemoryId,
    title: `Title of ${id}`,
    type,
    scope: 'local',
    tags: [],
    links: [],
    created: '2026-10-01T00:00:00Z',
    updated: '2026-10-01T00:00:00Z',
    severity: type === 'gotcha' ? 'critical' : undefined,
    filePatterns: type === 'gotcha' ? ['src/**'] : undefined,
    ...(status ? { status } : {}),
    archived: false,
    body: 'Body.',
    path: toAbsolutePath(`/p/${id}.md`),
    relPath: toScopeRelativePath(`${id}.md`),
    fields: {},
  };
}

const NOW = new Date('2026-10-02T00:00:00Z');
const SCOPES = [{ scope: 'local' as const, dir: '/p/local' }];

describe('drafts in the digests', () => {
  const memories = [
    memory('gotcha-draft', 'gotcha', 'draft'),
    memory('decision-draft', 'decision', 'draft'),
    memory('decision-real', 'decision'),
  ];

  it('are counted, never shown as memories, and never trigger on a read', () => {
    const session = buildSessionDigest(memories, SCOPES, '/p', NOW);
    expect(session.drafts).toBe(2);
    expect(session.total).toBe(1);
    expect(session.criticalGotchas).toEqual([]);
    expect(session.recentDecisions.map((d) => d.id)).toEqual(['decision-real']);
    expect(buildGotchaDigest(memories, '/p', NOW).gotchas).toEqual([]);
  });

  it('the session-start notice sits inside the fence, within even the smallest budget', () => {
    const digest = buildSessionDigest(memories, SCOPES, '/p', NOW);
    const text = buildSessionContext({
      projectRoot: '/p',
      digest,
      stashes: [],
      tokenBudget: 100,
      drafts: digest.drafts,
    });
    const lines = text.split('\n');
    expect(lines[1]).toBe(FENCE_OPEN);
    expect(lines.at(-1)).toBe(FENCE_CLOSE);
    expect(lines).toContain('2 drafts from earlier sessions: `/strata:review`');
    expect(text.length).toBeLessThanOrEqual(100 * 4 + 200);
    const none = buildSessionContext({ projectRoot: '/p', digest, stashes: [], tokenBudget: 100 });
    expect(none).not.toMatch(/drafts? from earlier sessions/);
  });
});
