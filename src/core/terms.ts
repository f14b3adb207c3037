/**
 * Terms of prompts and file paths for the hooks' lexical matching: lowercase words with
 * camelCase and snake_case split, English and developer filler dropped, a light stem so
 * `tests`/`testing`/`tested` meet. Pure.
 */

/** Words that say nothing about what a prompt is about. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been ' +
    'before being below between both but by can could did do does doing done down during ' +
    'each few for from further had has have having he her here hers him his how i if in ' +
    'into is it its itself just let me more most my no nor not now of off on once only or ' +
    'other our ours out over own same she should so some such than that the their them then ' +
    'there these they this those through to too under until up very was we were what when ' +
    'where which while who whom why will with would you your yours yes yeah ok okay sure ' +
    'please thanks thank great good nice cool fine right well maybe actually really still ' +
    'again instead something anything everything thing things way one two get got make made ' +
    'need want like look see run try use using used work works working go going lets let ' +
    "can't don't doesn't isn't it's that's what's there's i'm we're you're " +
    'code file files change changes fix add update check show tell help think know new ' +
    'also next first last then back same other another much many sure done now time'
  ).split(/\s+/),
);

/** Path segments too common to say anything about a file (`src`, `utils`, `ts`). */
export const COMMON_SEGMENTS: ReadonlySet<string> = new Set(
  (
    'src lib libs test tests spec specs index main app apps dist build out bin pkg packages ' +
    'package internal common shared util utils helpers helper core components component ' +
    'modules module public static assets source sources js ts tsx jsx mjs cjs json md txt ' +
    'yaml yml html css scss py go rs java rb php c h cpp hpp kt swift sh d mod'
  ).split(/\s+/),
);

/** Strips common English suffixes so inflections share a term. */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 6) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 5) return word.slice(0, -2);
  if (word.endsWith('es') && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Splits camelCase and PascalCase words (`chargeRetry` → `charge Retry`) before lowercasing. */
export function splitCase(text: string): string {
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** Content terms of free text (a prompt): stemmed, without stop words or short tokens. */
export function textTerms(text: string): string[] {
  const words = splitCase(text)
    .toLowerCase()
    .split(/[^a-z0-9']+/);
  const out: string[] = [];
  for (const raw of words) {
    const word = raw.replace(/^'+|'+$/g, '');
    if (word.length < 3 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    out.push(stem(word.replace(/'/g, '')));
  }
  return out;
}

/** Meaningful terms of a file path: its segments and base name parts, common ones dropped. */
export function pathTerms(filePath: string): string[] {
  const parts = splitCase(filePath.replace(/\\/g, '/'))
    .toLowerCase()
    .split(/[/._\-\s]+/);
  const out: string[] = [];
  for (const part of parts) {
    if (part.length < 2 || COMMON_SEGMENTS.has(part) || /^\d+$/.test(part)) continue;
    out.push(stem(part));
  }
  return out;
}

/** The raw words of a path (segments, base name, its parts) for tag matching, common ones dropped. */
export function pathWords(relPath: string): Set<string> {
  const words = new Set<string>();
  const segments = relPath.toLowerCase().split('/').filter(Boolean);
  for (const segment of segments) {
    const bare = segment.replace(/\.[^.]*$/, '');
    for (const word of [segment, bare, ...bare.split(/[._-]+/)]) {
      if (word.length >= 2 && !COMMON_SEGMENTS.has(word)) words.add(word);
    }
  }
  return words;
}

/** Words of program text that say nothing about what it does. */
const CODE_WORDS = new Set(
  (
    'import export from const let var function return async await type interface class ' +
    'extends implements new true false null undefined void string number boolean object ' +
    'public private protected static readonly default require module exports this self ' +
    'else elif while switch case break continue throw catch finally typeof instanceof ' +
    'def pass none fn pub impl struct enum func package name value data props config ' +
    'http https www com org'
  ).split(/\s+/),
);

/**
 * The `max` most frequent meaningful identifiers of a file's content (what it is about),
 * restricted to plain words so no token-like secret ever becomes a term.
 */
export function contentTerms(content: string, max = 16): string[] {
  const counts = new Map<string, number>();
  const words = splitCase(content.slice(0, 200_000))
    .toLowerCase()
    .split(/[^a-z]+/);
  for (const word of words) {
    if (word.length < 3 || word.length > 24 || STOP_WORDS.has(word) || CODE_WORDS.has(word))
      continue;
    const term = stem(word);
    counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([t]) => t);
}
