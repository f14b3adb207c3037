/**
 * Posting lists as they are built, for a keyword file written in one go (see
 * keyword-builder.ts): each list is the (document gap, term frequency) varint pairs of
 * keyword-codec.ts's layout, appended in ascending document order into blocks of one
 * shared byte pool. At 100,000 memories there are tens of millions of postings; held as a
 * `Map` entry each (MiniSearch's term index) they took gigabytes and most of the build's
 * time, here about two bytes each.
 *
 * A list's blocks are chained: each block ends with the pool offset of the next. A new
 * block is as large as everything the list holds so far (between {@link MIN_BLOCK} and
 * {@link MAX_BLOCK} bytes), so a reader that counts the bytes it has passed knows each
 * block's size without storing it, and a block wastes at most half of a list.
 */

const MIN_BLOCK = 8;
const MAX_BLOCK = 4096;
/** The offset of the next block, at the end of each block. */
const LINK = 4;

function blockSize(written: number): number {
  return Math.min(MAX_BLOCK, Math.max(MIN_BLOCK, written));
}

function grown<T extends Uint8Array | Uint32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  let size = array.length * 2;
  while (size < needed) size *= 2;
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

/** Growing posting lists; ids are given out from 0 by {@link create}. */
export class PostingLists {
  #pool = new Uint8Array(1 << 20);
  #poolLength = 0;
  /** Per list: first block, write position, end of the current block's data. */
  #head = new Uint32Array(1024);
  #at = new Uint32Array(1024);
  #end = new Uint32Array(1024);
  /** Per list: bytes in the blocks before the current one, bytes written. */
  #before = new Uint32Array(1024);
  #bytes = new Uint32Array(1024);
  /** Per list: postings, and the last document (for the next gap). */
  #counts = new Uint32Array(1024);
  #last = new Uint32Array(1024);
  #lists = 0;
  readonly #scratch = new Uint8Array(16);

  /** Number of lists. */
  get size(): number {
    return this.#lists;
  }

  /** A new empty list; returns its id. */
  create(): number {
    const id = this.#lists++;
    if (id >= this.#head.length) {
      const n = id + 1;
      this.#head = grown(this.#head, n);
      this.#at = grown(this.#at, n);
      this.#end = grown(this.#end, n);
      this.#before = grown(this.#before, n);
      this.#bytes = grown(this.#bytes, n);
      this.#counts = grown(this.#counts, n);
      this.#last = grown(this.#last, n);
    }
    const block = this.#allocate(MIN_BLOCK);
    this.#head[id] = block;
    this.#at[id] = block;
    this.#end[id] = block + MIN_BLOCK;
    return id;
  }

  #allocate(size: number): number {
    const at = this.#poolLength;
    this.#poolLength += size + LINK;
    this.#pool = grown(this.#pool, this.#poolLength);
    return at;
  }

  /** Number of postings in `list`. */
  count(list: number): number {
    return this.#counts[list]!;
  }

  /**
   * Appends a posting: `doc` must not be below the list's last document (ascending order,
   * as documents are added), `frequency` at least 1.
   */
  append(list: number, doc: number, frequency: number): void {
    const scratch = this.#scratch;
    let n = writeVarint(scratch, 0, doc - this.#last[list]!);
    n = writeVarint(scratch, n, frequency);
    this.#last[list] = doc;
    this.#counts[list]!++;
    let at = this.#at[list]!;
    for (let i = 0; i < n; i++) {
      if (at === this.#end[list]) at = this.#chain(list, at);
      this.#pool[at++] = scratch[i]!;
    }
    this.#at[list] = at;
    this.#bytes[list]! += n;
  }

  /** Starts a new block for `list`, whose current block is full and ends at `at`. */
  #chain(list: number, at: number): number {
    const before = this.#before[list]! + blockSize(this.#before[list]!);
    this.#before[list] = before;
    const size = blockSize(before);
    const block = this.#allocate(size);
    new DataView(this.#pool.buffer).setUint32(at, block, true);
    this.#end[list] = block + size;
    return block;
  }

  /** Bytes of `list` (its varint pairs). */
  byteLength(list: number): number {
    return this.#bytes[list]!;
  }

  /** Copies the bytes of `list` (its varint pairs) into `into` at `at`. */
  read(list: number, into: Uint8Array, at: number): void {
    const total = this.#bytes[list]!;
    const view = new DataView(this.#pool.buffer);
    let block = this.#head[list]!;
    let passed = 0;
    while (passed < total) {
      const size = blockSize(passed);
      const take = Math.min(size, total - passed);
      into.set(this.#pool.subarray(block, block + take), at + passed);
      passed += take;
      if (passed < total) block = view.getUint32(block + size, true);
    }
  }
}

/** Writes `value` as an unsigned LEB128 varint at `at`; returns the position after it. */
function writeVarint(into: Uint8Array, at: number, value: number): number {
  let rest = value;
  let pos = at;
  while (rest >= 0x80) {
    into[pos++] = (rest % 0x80) | 0x80;
    rest = Math.floor(rest / 0x80);
  }
  into[pos++] = rest;
  return pos;
}
