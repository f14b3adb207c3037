/**
 * The term ids of every distinct token a build meets, analysed once for the whole build
 * (see keyword-builder.ts). A note's tokens were analysed afresh for every note and every
 * field that reads them (the note's text and its written forms read the same text): the
 * same words cut, lowercased and stemmed again and again. The tokens of a store are far
 * fewer than its words: kept until the build ends, with no bound to thrash against, each
 * costs one lookup per note that holds it.
 */

import { ownString } from '../../core/own-string.js';

/** A token's terms in one term group: a term id, several, or -1 for none. */
export type TermIds = number | readonly number[];

/** A distinct token and its terms by term group, analysed when first asked for. */
export interface TokenEntry {
  readonly token: string;
  readonly terms: Array<TermIds | undefined>;
}

/** MiniSearch's `processTerm`: a token's terms in a field. */
type ProcessTerm = (token: string, field: string) => string | string[] | null | undefined | false;

/** Tokens and terms of one build; term ids are given out from 0 in the order terms come. */
export class TokenTerms {
  readonly #process: ProcessTerm;
  readonly #tokens = new Map<string, TokenEntry>();
  readonly #ids = new Map<string, number>();
  /** Term names by id. */
  readonly names: string[] = [];

  constructor(process: ProcessTerm) {
    this.#process = process;
  }

  /** The entry of `token` (made when new). */
  entry(token: string): TokenEntry {
    let entry = this.#tokens.get(token);
    if (!entry) {
      const own = ownString(token);
      entry = { token: own, terms: [] };
      this.#tokens.set(own, entry);
    }
    return entry;
  }

  /**
   * The term ids of `entry` in term group `group`, analysed as in `field` the first time:
   * every field of a group must give the same terms for a token.
   */
  terms(entry: TokenEntry, group: number, field: string): TermIds {
    const known = entry.terms[group];
    if (known !== undefined) return known;
    const processed = this.#process(entry.token, field);
    let ids: TermIds = -1;
    if (Array.isArray(processed)) {
      ids = processed.length === 1 ? this.#id(processed[0]!) : processed.map((t) => this.#id(t));
    } else if (processed) ids = this.#id(processed);
    entry.terms[group] = ids;
    return ids;
  }

  #id(term: string): number {
    let id = this.#ids.get(term);
    if (id === undefined) {
      const own = ownString(term);
      id = this.names.length;
      this.#ids.set(own, id);
      this.names.push(own);
    }
    return id;
  }
}
