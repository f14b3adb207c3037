/**
 * Word forms that no suffix rule can reach: irregular past tenses and participles
 * (`took` → `take`, `written` → `write`) and the comparatives and superlatives of common
 * adjectives (`smaller` → `small`, `easiest` → `easy`). A note says "deleting a project
 * took minutes"; the question asks why removing a row "takes minutes". A general rule
 * stripping `-er` would wreck `server`, `docker` and `user`, so only listed words are
 * mapped. Pure and dependency-free: it bundles into the site's client-side search.
 */

/** `base: form form …`: every form maps to its base. */
const IRREGULAR_VERBS = [
  'begin: began begun',
  'bind: bound',
  'break: broke broken',
  'bring: brought',
  'build: built',
  'buy: bought',
  'catch: caught',
  'choose: chose chosen',
  'come: came',
  'deal: dealt',
  'dig: dug',
  'draw: drew drawn',
  'drive: drove driven',
  'eat: ate eaten',
  'fall: fell fallen',
  'feed: fed',
  'feel: felt',
  'fight: fought',
  'find: found',
  'forget: forgot forgotten',
  'freeze: froze frozen',
  'get: got gotten',
  'give: gave given',
  'go: went gone',
  'grow: grew grown',
  'hang: hung',
  'hide: hid hidden',
  'hold: held',
  'keep: kept',
  'know: knew known',
  'lead: led',
  'lose: lost',
  'make: made',
  'mean: meant',
  'meet: met',
  'override: overrode overridden',
  'pay: paid',
  'rebuild: rebuilt',
  'rewrite: rewrote rewritten',
  'ride: rode ridden',
  'rise: rose risen',
  'run: ran',
  'say: said',
  'see: saw seen',
  'sell: sold',
  'send: sent',
  'shake: shook shaken',
  'shoot: shot',
  'show: shown',
  'sit: sat',
  'sleep: slept',
  'spend: spent',
  'spin: spun',
  'stand: stood',
  'steal: stole stolen',
  'stick: stuck',
  'strike: struck stricken',
  'swear: swore sworn',
  'take: took taken',
  'teach: taught',
  'tell: told',
  'think: thought',
  'throw: threw thrown',
  'understand: understood',
  'wake: woke woken',
  'wear: wore worn',
  'win: won',
  'withdraw: withdrew withdrawn',
  'write: wrote written',
];

/** Comparatives and superlatives of adjectives common in technical notes. */
const COMPARATIVES = [
  'big: bigger biggest',
  'busy: busier busiest',
  'cheap: cheaper cheapest',
  'clean: cleaner cleanest',
  'close: closer closest',
  'deep: deeper deepest',
  'dense: denser densest',
  'early: earlier earliest',
  'easy: easier easiest',
  'fast: faster fastest',
  'few: fewer fewest',
  'fine: finer finest',
  'good: better best',
  'bad: worse worst',
  'hard: harder hardest',
  'heavy: heavier heaviest',
  'high: higher highest',
  'large: larger largest',
  'lean: leaner leanest',
  'light: lighter lightest',
  'long: longer longest',
  'loose: looser loosest',
  'low: lower lowest',
  'new: newer newest',
  'old: older oldest',
  'quick: quicker quickest',
  'safe: safer safest',
  'short: shorter shortest',
  'simple: simpler simplest',
  'slow: slower slowest',
  'small: smaller smallest',
  'strict: stricter strictest',
  'strong: stronger strongest',
  'thin: thinner thinnest',
  'tight: tighter tightest',
  'tiny: tinier tiniest',
  'weak: weaker weakest',
  'wide: wider widest',
];

function buildForms(lines: readonly string[]): ReadonlyMap<string, string> {
  const forms = new Map<string, string>();
  for (const line of lines) {
    const [base, list] = line.split(': ') as [string, string];
    for (const form of list.split(' ')) forms.set(form, base);
  }
  return forms;
}

/** Inflected form → base word, lowercase. */
export const WORD_FORMS: ReadonlyMap<string, string> = buildForms([
  ...IRREGULAR_VERBS,
  ...COMPARATIVES,
]);
