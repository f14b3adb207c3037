/**
 * A scan of the documents section of a keyword file (the JSON `JSON.stringify` wrote for
 * `[[shortId, key, lengths, stored], …]`) straight into columns, without the 100k arrays,
 * strings and objects `JSON.parse` would make of it. Anything but what that writer
 * produces is refused (the index is then rebuilt).
 */
import { StringTable } from '../../io/string-table.js';

/** A field length the file holds as `null` (a field the document lacks). */
export const NO_LENGTH = 0xffffffff;

/** The saved documents of a keyword file, as columns by row. */
export interface DocumentColumns {
  keys: StringTable;
  shortIds: Uint32Array;
  /** Field lengths, `width` a row; {@link NO_LENGTH} for a `null`. */
  lengths: Uint32Array;
  /** How many field lengths each row's array has. */
  lengthCounts: Uint8Array;
  width: number;
  /** The stored fields of each row as JSON bytes, `storedStarts` one more than the rows. */
  stored: Buffer;
  storedStarts: Uint32Array;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN = 0x5b;
const CLOSE = 0x5d;

/** Growable Uint32 column. */
class Column {
  values = new Uint32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Uint32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  done(): Uint32Array {
    return this.values.slice(0, this.length);
  }
}

class Scanner {
  pos = 0;
  readonly bytes: Buffer;

  constructor(bytes: Buffer) {
    this.bytes = bytes;
  }

  fail(): never {
    throw new Error(`its documents are not the list this version writes (at byte ${this.pos})`);
  }

  expect(byte: number): void {
    if (this.bytes[this.pos] !== byte) this.fail();
    this.pos++;
  }

  /** A non-negative integer, or null when `nullable` and the bytes say `null`. */
  integer(nullable: boolean): number | null {
    const bytes = this.bytes;
    if (nullable && bytes[this.pos] === 0x6e) {
      if (bytes.toString('latin1', this.pos, this.pos + 4) !== 'null') this.fail();
      this.pos += 4;
      return null;
    }
    let value = 0;
    const start = this.pos;
    while (bytes[this.pos]! >= 0x30 && bytes[this.pos]! <= 0x39)
      value = value * 10 + bytes[this.pos++]! - 0x30;
    if (this.pos === start || this.pos - start > 10) this.fail();
    return value;
  }

  /** The end of the JSON string starting at `pos` (after its closing quote); escapes are skipped. */
  stringEnd(): { end: number; escaped: boolean } {
    const bytes = this.bytes;
    let at = this.pos + 1;
    let escaped = false;
    for (;;) {
      const byte = bytes[at];
      if (byte === undefined) this.fail();
      if (byte === QUOTE) return { end: at + 1, escaped };
      if (byte === BACKSLASH) {
        escaped = true;
        at++;
      }
      at++;
    }
  }

  /** Skips one JSON value (object, array, string or literal) and returns where it ends. */
  skipValue(): number {
    const bytes = this.bytes;
    let depth = 0;
    for (;;) {
      const byte = bytes[this.pos];
      if (byte === undefined) this.fail();
      if (byte === QUOTE) this.pos = this.stringEnd().end;
      else if (byte === 0x7b || byte === OPEN) {
        depth++;
        this.pos++;
      } else if (byte === 0x7d || byte === CLOSE) {
        if (depth === 0) return this.pos;
        depth--;
        this.pos++;
        if (depth === 0) return this.pos;
      } else if (byte === COMMA && depth === 0) return this.pos;
      else this.pos++;
    }
  }
}

/** The columns of a documents section (see saved-documents.ts); throws when it is not one. */
export function scanDocuments(bytes: Buffer): DocumentColumns {
  const noLength = NO_LENGTH;
  const scan = new Scanner(bytes);
  const shortIds = new Column();
  const lengths = new Column();
  const counts: number[] = [];
  const storedRanges = new Column();
  const keyRanges = new Column();
  const keys: string[] = [];
  let ascii = true;
  let width = 0;
  scan.expect(OPEN);
  while (bytes[scan.pos] !== CLOSE) {
    if (shortIds.length > 0) scan.expect(COMMA);
    scan.expect(OPEN);
    shortIds.push(scan.integer(false)!);
    scan.expect(COMMA);
    if (bytes[scan.pos] !== QUOTE) scan.fail();
    const { end, escaped } = scan.stringEnd();
    if (escaped) keys.push(JSON.parse(bytes.toString('utf8', scan.pos, end)) as string);
    else {
      for (let i = scan.pos + 1; i < end - 1 && ascii; i++) if (bytes[i]! >= 0x80) ascii = false;
      keys.push('');
    }
    keyRanges.push(scan.pos + 1);
    keyRanges.push(end - 1);
    scan.pos = end;
    scan.expect(COMMA);
    scan.expect(OPEN);
    let count = 0;
    while (bytes[scan.pos] !== CLOSE) {
      if (count > 0) scan.expect(COMMA);
      const length = scan.integer(true);
      if (length !== null && length >= noLength) scan.fail();
      lengths.push(length ?? noLength);
      count++;
    }
    scan.pos++;
    if (count > 255) scan.fail();
    counts.push(count);
    width = Math.max(width, count);
    scan.expect(COMMA);
    storedRanges.push(scan.pos);
    storedRanges.push(scan.skipValue());
    scan.expect(CLOSE);
  }
  if (scan.pos !== bytes.length - 1) scan.fail();
  return {
    keys: keyTable(bytes, keyRanges.done(), keys, ascii),
    shortIds: shortIds.done(),
    ...lengthColumns(lengths.done(), counts, width),
    ...storedColumn(bytes, storedRanges.done()),
  };
}

/** The keys as one table: straight from the bytes when they are plain ASCII, else decoded. */
function keyTable(bytes: Buffer, ranges: Uint32Array, escaped: string[], ascii: boolean) {
  const n = escaped.length;
  const plain = ascii && escaped.every((key) => key === '');
  if (!plain) {
    const keys = escaped.map((key, row) =>
      key !== '' ? key : bytes.toString('utf8', ranges[row * 2]!, ranges[row * 2 + 1]!),
    );
    return StringTable.of(keys);
  }
  const starts = new Uint32Array(n + 1);
  let total = 0;
  for (let row = 0; row < n; row++) {
    total += ranges[row * 2 + 1]! - ranges[row * 2]!;
    starts[row + 1] = total;
  }
  const text = Buffer.allocUnsafe(total);
  for (let row = 0; row < n; row++)
    bytes.copy(text, starts[row]!, ranges[row * 2]!, ranges[row * 2 + 1]!);
  return new StringTable(text.toString('latin1'), starts);
}

function lengthColumns(flat: Uint32Array, counts: number[], width: number) {
  const lengths = new Uint32Array(counts.length * width);
  let at = 0;
  counts.forEach((count, row) => {
    lengths.set(flat.subarray(at, at + count), row * width);
    at += count;
  });
  return { lengths, lengthCounts: Uint8Array.from(counts), width };
}

function storedColumn(bytes: Buffer, ranges: Uint32Array) {
  const n = ranges.length / 2;
  const storedStarts = new Uint32Array(n + 1);
  for (let row = 0; row < n; row++)
    storedStarts[row + 1] = storedStarts[row]! + ranges[row * 2 + 1]! - ranges[row * 2]!;
  const stored = Buffer.allocUnsafe(storedStarts[n]!);
  for (let row = 0; row < n; row++)
    bytes.copy(stored, storedStarts[row]!, ranges[row * 2]!, ranges[row * 2 + 1]!);
  return { stored, storedStarts };
}
