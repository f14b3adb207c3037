/**
 * Strings kept for a long time, detached from the text they were cut from. V8 keeps a
 * substring of 13 characters or more (and a concatenation) as a view of its parts: a token,
 * a term or a snippet kept for every memory of a store would keep each memory's whole text
 * alive with it (at 100,000 memories, hundreds of MB).
 */

/** `text` as a string of its own (the same string when it is too short to be a view). */
export function ownString(text: string): string {
  return text.length < 13 ? text : Buffer.from(text, 'utf16le').toString('utf16le');
}
