/**
 * Type-prefixed slugs for new memories. Pure: no I/O.
 */
import { isNewMemoryId, type MemoryId } from './memory.js';

const MAX_SLUG_LENGTH = 80;

/**
 * Latin letters that NFKD does not decompose into a base letter plus accent; without this
 * map `Straße` would become `stra-e`.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/** Lowercases, strips accents, and joins words with single dashes: `Use JWTs!` → `use-jwts`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The id for a new memory: `<type>-<slug of title>`, cut at a word boundary to at most
 * 80 characters. A title that already starts with the type is not prefixed twice.
 */
export function createMemoryId(type: string, title: string): MemoryId {
  const typeSlug = slugify(type) || 'memory';
  let slug = slugify(title) || 'untitled';
  if (slug === typeSlug || slug.startsWith(`${typeSlug}-`)) slug = slug.slice(typeSlug.length + 1);
  let id = slug ? `${typeSlug}-${slug}` : typeSlug;
  if (id.length > MAX_SLUG_LENGTH) {
    const cut = id.slice(0, MAX_SLUG_LENGTH);
    id = cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
  }
  if (!isNewMemoryId(id)) throw new Error(`strata: cannot make an id from "${title}"`);
  return id;
}

/** The n-th candidate for a taken id: `base`, `base-1`, `base-2`, … */
export function withSuffix(base: MemoryId, n: number): MemoryId {
  return (n === 0 ? base : `${base}-${n}`) as MemoryId;
}
