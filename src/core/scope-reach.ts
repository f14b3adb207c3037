/**
 * Where a link between two scopes resolves. Pure: no I/O.
 *
 * Each scope is read by a different audience: local by one person in one project, project
 * by everyone working on the project, global by one person in all their projects,
 * enterprise by everyone. A link from a memory in one scope to a memory in another works
 * only where both are read; elsewhere it dangles.
 */
import type { ScopeName } from './scope.js';

/** The scopes whose memories are read wherever a memory of the key scope is read. */
const SEEN_WITH: Readonly<Record<ScopeName, readonly ScopeName[]>> = {
  local: ['enterprise', 'local', 'claude', 'project', 'instructions', 'global'],
  claude: ['enterprise', 'local', 'claude', 'project', 'instructions', 'global'],
  project: ['enterprise', 'project', 'instructions'],
  instructions: ['enterprise', 'project', 'instructions'],
  global: ['enterprise', 'global'],
  enterprise: ['enterprise'],
};

/** Who reads a scope, for messages. */
const AUDIENCE: Readonly<Record<ScopeName, string>> = {
  local: 'only you, in this project',
  claude: "only you, in this project, on this machine (Claude Code's own memory)",
  project: 'everyone working on this project',
  instructions: 'everyone working on this project (its CLAUDE.md and .claude/rules)',
  global: 'you, in all your projects',
  enterprise: 'everyone in the organisation',
};

/** True when a link from a memory in `from` to one in `to` resolves wherever `from` is read. */
export function linkResolvesEverywhere(from: ScopeName, to: ScopeName): boolean {
  return SEEN_WITH[from].includes(to);
}

/** Why a link from `from` to `to` dangles somewhere, as one sentence fragment. */
export function describeReach(from: ScopeName, to: ScopeName): string {
  return `the ${from} scope is read by ${AUDIENCE[from]}; the ${to} scope by ${AUDIENCE[to]}`;
}

/** A link that will not resolve everywhere after a memory moves. */
export interface DanglingAfterMove {
  from: string;
  to: string;
  /** `missing`: no scope holds the target; `not-visible`: it is not read where `from` is. */
  reason: 'missing' | 'not-visible';
  detail: string;
}

/** What the reach check needs of a memory. */
export interface ReachItem {
  id: string;
  scope: ScopeName;
  links: readonly string[];
}

/**
 * The links of a memory now in `moved.scope` (its own, and its graph neighbours') and the
 * links to it from other memories that will dangle somewhere. `others` excludes the moved
 * memory's own copies.
 */
export function findDanglingAfterMove(
  moved: ReachItem,
  neighbours: readonly string[],
  others: readonly ReachItem[],
): DanglingAfterMove[] {
  const out: DanglingAfterMove[] = [];
  // A graph-only neighbour that links to the moved memory is reported once, as its link.
  const linkers = new Set(others.filter((m) => m.links.includes(moved.id)).map((m) => m.id));
  const graphOnly = neighbours.filter((n) => !linkers.has(n));
  for (const to of new Set([...moved.links, ...graphOnly])) {
    const holders = others.filter((m) => m.id === to);
    if (!holders.length) {
      out.push({ from: moved.id, to, reason: 'missing', detail: `no scope holds "${to}"` });
    } else if (!holders.some((h) => linkResolvesEverywhere(moved.scope, h.scope))) {
      const first = holders[0] as ReachItem;
      out.push({
        from: moved.id,
        to,
        reason: 'not-visible',
        detail: describeReach(moved.scope, first.scope),
      });
    }
  }
  for (const m of others) {
    if (!m.links.includes(moved.id) || linkResolvesEverywhere(m.scope, moved.scope)) continue;
    out.push({
      from: m.id,
      to: moved.id,
      reason: 'not-visible',
      detail: describeReach(m.scope, moved.scope),
    });
  }
  return out;
}
