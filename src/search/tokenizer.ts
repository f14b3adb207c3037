/**
 * Text analysis for keyword search: one tokenizer and one term processor, shared by the
 * index in the CLI/MCP server and by the static site's client-side search, so a query is
 * cut the same way everywhere. Pure and dependency-free (no `node:` imports) so it bundles
 * into a browser.
 *
 * Notes and code mix prose with identifiers: `docker-compose`, `camelCase`, `snake_case`,
 * `src/auth/login.ts`, `VITE_API_URL`. Such a term is kept whole (an exact identifier is
 * the best match there is) and also split into its parts (so `compose` or `login` finds it).
 */
import { WORD_FORMS } from './word-forms.js';

/**
 * A token: letters/digits/underscore runs, joined by `-`, `.`, `/`, `@` or `:` when a
 * word character follows, so `src/auth/login.ts` stays one token but a full stop or a
 * trailing dash does not glue words together.
 */
const TOKEN_PATTERN = /[\p{L}\p{N}_]+(?:[-./@:][\p{L}\p{N}_]+)*/gu;

/** Separators inside a compound term; `_` counts because of snake_case and SCREAMING_CASE. */
const PART_SEPARATORS = /[-./@:_]+/;

/** A token with no part boundary: no separator, and no capital but the first letter. */
const PLAIN_WORD = /^[^-./@:_][^-./@:_\p{Lu}]*$/u;

/**
 * camelCase and PascalCase boundaries: `fooBar` → `foo|Bar`, `HTTPServer` → `HTTP|Server`.
 * Digits stay attached (`oauth2`, `base64`, `v8` are words in their own right), and a
 * plural `s` after capitals is not a word start (`URLs`, `APIs`).
 */
const CAMEL_BOUNDARY =
  /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})(?!\p{Lu}s(?!\p{Ll}))/u;

/**
 * Words too common to help ranking: articles, pronouns, auxiliaries and the vaguest
 * quantifiers (mostly from the classic English lists). Kept short on purpose: in technical
 * notes words like `not`, `no`, `before`, `after`, `off` or `once` carry the meaning.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about all also am an and any are as at be been being both but by can could did do does ' +
    'during each for from had has have he her him his how i if in into is it its just me my of on or ' +
    'other our same she should so some such than that the their them then there these they ' +
    'this those to too us very was we were what when where which who why will with would you your'
  ).split(' '),
);

/**
 * Words the suffix rules would damage: `embed` is not `emb` + `-ed`, `string` is not
 * `str` + `-ing`. Listed words are only lowercased.
 */
const PROTECTED_WORDS: ReadonlySet<string> = new Set(
  (
    'bed embed need seed feed speed shed red string thing spring ring ping during news always ' +
    'series species yes has was does its this his'
  ).split(' '),
);

const VOWEL = /[aeiouy]/;
/** Doubled final consonants that an `-ing`/`-ed` left behind (`logg` → `log`); not l, s, z. */
const DOUBLED_CONSONANT = /([b-df-hj-kmnp-rtv-xz])\1$/;
/** Shortest stem a suffix may leave: shorter stems collide too often to be useful. */
const MIN_STEM = 3;

function stripPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  // `caches`, `matches`, `indexes`, `pushes`: the `e` belongs to the plural, not the stem.
  if (word.length > 4 && /(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is|os)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

function stripVerbSuffix(word: string): string | null {
  for (const suffix of ['ing', 'ied', 'ed']) {
    if (!word.endsWith(suffix)) continue;
    if (suffix === 'ied') return word.length > 4 ? `${word.slice(0, -3)}y` : null;
    if (suffix === 'ed' && word.endsWith('eed')) return null;
    const stem = word.slice(0, -suffix.length);
    if (stem.length < MIN_STEM || !VOWEL.test(stem)) return null;
    return DOUBLED_CONSONANT.test(stem) ? stem.slice(0, -1) : stem;
  }
  return null;
}

/**
 * A small, conservative suffix stripper (plurals, `-ing`, `-ed`, a final silent `e`) so
 * that `caches`, `cached`, `caching` and `cache` meet in one stem; irregular forms
 * (`took`, `smaller`) are first mapped to their base word (see word-forms.ts). It does much less than
 * Porter on purpose: identifiers and product names must survive it. Expects lowercase.
 */
export function stem(word: string): string {
  const base = WORD_FORMS.get(word);
  if (base !== undefined) return stem(base);
  if (word.length <= 3 || PROTECTED_WORDS.has(word) || /\d/.test(word)) return word;
  const singular = stripPlural(word);
  const verbStem = stripVerbSuffix(singular);
  if (verbStem !== null) return verbStem;
  // `cache`/`cach(ing)`, `configure`/`configur(ed)`: drop a final `e` on longer words.
  if (singular.length > 4 && singular.endsWith('e') && !singular.endsWith('ee')) {
    return singular.slice(0, -1);
  }
  return singular;
}

/**
 * Splits text into raw tokens, keeping compound identifiers (`docker-compose`,
 * `src/auth/login.ts`, `VITE_API_URL`) whole. Case is kept: {@link processTerm} needs it
 * to find camelCase boundaries.
 */
export function tokenize(text: string): string[] {
  return text.match(TOKEN_PATTERN) ?? [];
}

/** The parts of a compound token, in order: `src/auth/login.ts` → `src`, `auth`, `login`, `ts`. */
export function splitCompound(token: string): string[] {
  // Most tokens are plain words: no separator, no capital after the first letter.
  if (PLAIN_WORD.test(token)) return [token];
  return token
    .split(PART_SEPARATORS)
    .flatMap((piece) => piece.split(CAMEL_BOUNDARY))
    .filter((part) => part.length > 0);
}

/** How {@link processTerm} treats a token. */
export interface TermOptions {
  /**
   * Keep stopwords as terms (the keyword index: BM25's idf already makes them weigh
   * little, and question words such as `who` or `should` can tell notes apart). The
   * site's search drops them.
   */
  keepStopwords?: boolean;
}

function normalizePart(part: string, options: TermOptions): string | null {
  const lower = part.toLowerCase();
  if (lower.length < 2 || (!options.keepStopwords && STOPWORDS.has(lower))) return null;
  return stem(lower);
}

/**
 * Turns one raw token into index terms: a plain word becomes its lowercased stem (or
 * nothing, for a stopword unless `options` keep them); a compound becomes the whole lowercased token (unstemmed: it is
 * an identifier) followed by the stems of its parts. Returns unique terms, or null when
 * nothing is left. Suitable as MiniSearch's `processTerm`.
 */
export function processTerm(token: string, options: TermOptions = {}): string[] | null {
  const parts = splitCompound(token);
  if (parts.length <= 1) {
    const term = normalizePart(token, options);
    return term === null ? null : [term];
  }
  const terms = new Set<string>([token.toLowerCase()]);
  for (const part of parts) {
    const term = normalizePart(part, options);
    if (term !== null) terms.add(term);
  }
  return [...terms];
}

/**
 * The inflected words of a token as written, lowercased, each with its stem, where the two
 * differ: `proposed` → `proposed` (stem `propos`); `docker-compose` → none.
 */
export function surfaceForms(
  token: string,
  options: TermOptions = {},
): Array<{ form: string; stem: string }> {
  const forms: Array<{ form: string; stem: string }> = [];
  for (const part of splitCompound(token)) {
    const form = part.toLowerCase();
    const term = normalizePart(form, options);
    if (term !== null && term !== form) forms.push({ form, stem: term });
  }
  return forms;
}

/** Tokenizes and processes `text` in one go: the terms an index would store for it. */
export function analyze(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}
