/** The part of a loaded model strata uses (in this thread or on a worker thread). */
export interface TextEmbedder {
  embed(texts: string[]): Promise<number[][]>;
  /** Frees the weights, when the model supports it. */
  dispose?(): void;
}
