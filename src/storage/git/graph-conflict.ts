/**
 * A `graph.json` that git left with conflict markers, read as the three-way union of its
 * sides, so no command or hook fails on it and no edge either side kept is lost.
 */
import { StrataError } from '../../core/errors.js';
import { mergeGraphs } from '../../core/git/three-way-graph.js';
import { emptyGraph, type Graph, parseGraph } from '../../core/graph.js';
import { readConflictSides } from './git-conflict.js';

/** The merged graph of a conflicted `file` whose current content is `text`. */
export async function readConflictedGraph(file: string, text: string): Promise<Graph> {
  const sides = await readConflictSides(file, text);
  if (!sides) {
    throw new StrataError('INVALID_GRAPH', `${file}: has conflict markers that do not pair up`, {
      subject: file,
      hint: 'keep one side of each <<<<<<< … >>>>>>> block by hand, then run `strata verify`',
    });
  }
  const base = sides.base === null ? emptyGraph() : parseGraph(sides.base, file).graph;
  return mergeGraphs(
    base,
    parseGraph(sides.ours, file).graph,
    parseGraph(sides.theirs, file).graph,
  );
}
