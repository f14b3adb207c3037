/**
 * Two branches created one id with different text: both memories stay, the other side's
 * under a free id beside it (`<id>-2`, `<id>-3`…), with the edges only it linked.
 */
import path from 'node:path';
import { encodeText } from '../../core/byte-text.js';
import { isStrataError, StrataError } from '../../core/errors.js';
import { editDocument, parseDocument } from '../../core/frontmatter.js';
import type { ConflictSides } from '../../core/git/conflict-text.js';
import { addEdge, DEFAULT_LABEL, findEdge, removeEdge } from '../../core/graph.js';
import { listItems } from '../../core/memory-file.js';
import { readFileText } from '../../storage/file-update.js';
import { updateGraph } from '../../storage/graph-store.js';
import type { ScopeDir } from '../../storage/scope-dir.js';
import { createScopeFile } from '../../storage/scope-write.js';

/**
 * A free id beside `id` for the other side's memory: `<id>-2`, `<id>-3`… A copy that
 * already holds exactly this text is taken as it is, so resolving the same merge again
 * (a sync that was undone and runs again) never adds another copy.
 */
export async function claimFreeFile(
  scope: ScopeDir,
  id: string,
  text: string,
  file: string,
): Promise<string> {
  const hasId = parseDocument(text, file).data.id !== undefined;
  for (let n = 2; n < 100; n++) {
    const next = `${id}-${n}`;
    const target = path.join(path.dirname(file), `${next}.md`);
    const content = hasId ? editDocument(text, file, { id: next }) : text;
    try {
      // A folder on the way may now be a committed link: the scope's door refuses it.
      await createScopeFile(scope, target, encodeText(content));
      return target;
    } catch (error) {
      if (!isStrataError(error, 'ALREADY_EXISTS')) throw error;
      if ((await readFileText(target).catch(() => null)) === content) return target;
    }
  }
  throw new StrataError('ALREADY_EXISTS', `${file}: no free id beside "${id}"`, {
    subject: file,
    hint: 'rename one of the two versions by hand',
  });
}

/**
 * The other side's memory now has its own id: edges to what only it linked follow it,
 * and its links get their edges.
 */
export async function splitEdges(
  scope: ScopeDir,
  id: string,
  other: string,
  sides: ConflictSides,
  stamp: string,
): Promise<void> {
  const linksOf = (text: string) => listItems(parseDocument(text, id).data.links) ?? [];
  const ours = new Set(linksOf(sides.ours));
  await updateGraph(scope.dir, (graph) => {
    for (const target of linksOf(sides.theirs)) {
      const label = findEdge(graph, id, target)?.label ?? DEFAULT_LABEL;
      if (!ours.has(target)) removeEdge(graph, id, target);
      addEdge(graph, other, target, label, stamp);
    }
    return true;
  });
}
