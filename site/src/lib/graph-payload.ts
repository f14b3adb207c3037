/**
 * What the graph page hands its script: the merged graph as compact arrays (indexes into
 * shared string tables), with positions computed at build time so a 2,000-node graph is
 * drawn at once instead of being laid out in the reader's browser.
 */

/** `[id, slug, title, type, scope, tags, x, y, degree]`; type/scope/tags index the tables. */
export type PayloadNode = [
  string,
  string,
  string,
  number,
  number,
  number[],
  number,
  number,
  number,
];

/** `[source, target, label, inverseLabel]`; ends index `nodes`, labels index `labels`. */
export type PayloadEdge = [number, number, number, number];

/** The graph page's data. */
export interface GraphPayload {
  types: string[];
  /** Colour of each entry of `types`. */
  colors: string[];
  scopes: string[];
  tags: string[];
  labels: string[];
  nodes: PayloadNode[];
  edges: PayloadEdge[];
}
