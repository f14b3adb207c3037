/**
 * Memory files as bytes: a file is decoded so that encoding the text again gives back the
 * very same bytes, whatever the encoding. Valid UTF-8 decodes as usual; each byte that is
 * not part of a valid UTF-8 sequence becomes one lone surrogate U+DC80–U+DCFF (the
 * "surrogate escape" Python uses for file names), which {@link encodeText} turns back into
 * that byte. An edit that replaces some lines of such a text keeps every other byte.
 *
 * Lone surrogates never reach a person or a parser: {@link displayText} replaces them with
 * U+FFFD, as a plain UTF-8 read would.
 */
const ESCAPE_BASE = 0xdc00;
/** Refuses anything but valid UTF-8 (the fast path); keeps a BOM as the file has it. */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/** One escaped byte: a low surrogate U+DC80–U+DCFF that no high surrogate precedes. */
const LONE_ESCAPE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
const LONE_ESCAPES = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/g;

/** Length of the valid UTF-8 sequence starting at `i`, or 0 when the byte there is not one. */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  let n = 0;
  let min = 0;
  if (b >= 0xc2 && b <= 0xdf) [n, min] = [2, 0x80];
  else if (b >= 0xe0 && b <= 0xef) [n, min] = [3, 0x800];
  else if (b >= 0xf0 && b <= 0xf4) [n, min] = [4, 0x10000];
  else return 0;
  if (i + n > bytes.length) return 0;
  let cp = b & (0xff >> (n + 1));
  for (let k = 1; k < n; k++) {
    const c = bytes[i + k]!;
    if ((c & 0xc0) !== 0x80) return 0;
    cp = (cp << 6) | (c & 0x3f);
  }
  // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not valid UTF-8.
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n;
}

/** Decodes file bytes so that {@link encodeText} restores them exactly. */
export function decodeBytes(bytes: Uint8Array): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    return decodeEscaping(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
}

/** The slow path of {@link decodeBytes}: valid runs decoded, every other byte escaped. */
function decodeEscaping(buffer: Buffer): string {
  let out = '';
  let runStart = 0;
  let i = 0;
  while (i < buffer.length) {
    const n = sequenceLength(buffer, i);
    if (n) {
      i += n;
      continue;
    }
    out += buffer.toString('utf8', runStart, i) + String.fromCharCode(ESCAPE_BASE + buffer[i]!);
    i += 1;
    runStart = i;
  }
  return out + buffer.toString('utf8', runStart);
}

/** Encodes a text from {@link decodeBytes} (or any string) back to its bytes. */
export function encodeText(text: string): Buffer {
  if (!LONE_ESCAPE.test(text)) return Buffer.from(text, 'utf8');
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(LONE_ESCAPES)) {
    parts.push(Buffer.from(text.slice(last, match.index), 'utf8'));
    parts.push(Buffer.of(match[0].charCodeAt(0) - ESCAPE_BASE));
    last = match.index + 1;
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  return Buffer.concat(parts);
}

/** True when `text` holds bytes that were not valid UTF-8 in its file. */
export function hasEscapedBytes(text: string): boolean {
  return LONE_ESCAPE.test(text);
}

/** The text as a person or parser should see it: each undecodable byte shown as U+FFFD. */
export function displayText(text: string): string {
  return hasEscapedBytes(text) ? text.replace(LONE_ESCAPES, '\uFFFD') : text;
}
