/**
 * What a caller of an embedding run can follow and stop: progress counts and a signal.
 */
/** How far an embedding run is: `done` of `total` memories that lacked a vector have one. */
export interface VectorProgress {
  done: number;
  total: number;
  embedded: number;
}

/** Options of one embedding run (`strata reindex`, the MCP server's backlog). */
export interface VectorRunOptions {
  /** Stops the run between batches; what was embedded is kept (in the cache too). */
  signal?: AbortSignal;
  onProgress?: (progress: VectorProgress) => void;
}

/** Counts of a run so far, shared by its chunks. */
export interface Tally {
  embedded: number;
  fromCache: number;
  total: number;
}
