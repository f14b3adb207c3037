/**
 * The on-disk form of the vector cache: one file, so one atomic rename replaces it whole.
 *
 *   "STVC" | u32 LE header length | header JSON | zero padding to a multiple of 4
 *   | count × 32-byte sha256 keys | count × dimensions × float32 (little-endian)
 */
import type { EmbeddingSpace } from '../provider.js';

const MAGIC = 'STVC';
const FORMAT_VERSION = 1;
const KEY_BYTES = 32;

/** The manifest stored in the header. */
export interface VectorCacheHeader extends EmbeddingSpace {
  version: number;
  count: number;
}

/** Decoded content: the space and the vectors by hex key. */
export interface VectorCacheContent {
  space: EmbeddingSpace;
  entries: Map<string, Float32Array>;
}

/** Encodes `entries` (all of `space.dimensions` numbers) into the file format. */
export function encodeVectorCache(
  space: EmbeddingSpace,
  entries: Map<string, Float32Array>,
): Uint8Array {
  const header: VectorCacheHeader = {
    version: FORMAT_VERSION,
    ...pickSpace(space),
    count: entries.size,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const bodyStart = align4(8 + json.length);
  const keysBytes = entries.size * KEY_BYTES;
  const out = Buffer.alloc(bodyStart + keysBytes + entries.size * space.dimensions * 4);
  out.write(MAGIC, 0, 'latin1');
  out.writeUInt32LE(json.length, 4);
  json.copy(out, 8);
  const floats = new Float32Array(
    out.buffer,
    out.byteOffset + bodyStart + keysBytes,
    entries.size * space.dimensions,
  );
  let index = 0;
  for (const [key, vector] of entries) {
    out.write(key, bodyStart + index * KEY_BYTES, 'hex');
    floats.set(vector, index * space.dimensions);
    index++;
  }
  return out;
}

/** Decodes a cache file; returns undefined when the bytes are not a readable cache. */
export function decodeVectorCache(bytes: Buffer): VectorCacheContent | undefined {
  if (bytes.length < 8 || bytes.toString('latin1', 0, 4) !== MAGIC) return undefined;
  const headerLength = bytes.readUInt32LE(4);
  if (8 + headerLength > bytes.length) return undefined;
  const header = parseHeader(bytes.toString('utf8', 8, 8 + headerLength));
  if (header === undefined) return undefined;
  const bodyStart = align4(8 + headerLength);
  const keysBytes = header.count * KEY_BYTES;
  const floatCount = header.count * header.dimensions;
  if (bodyStart + keysBytes + floatCount * 4 !== bytes.length) return undefined;
  // Copy into a fresh buffer: a Float32Array view needs 4-byte alignment.
  const start = bytes.byteOffset + bodyStart + keysBytes;
  const floats = new Float32Array(bytes.buffer.slice(start, start + floatCount * 4));
  const entries = new Map<string, Float32Array>();
  for (let i = 0; i < header.count; i++) {
    const key = bytes.toString('hex', bodyStart + i * KEY_BYTES, bodyStart + (i + 1) * KEY_BYTES);
    entries.set(key, floats.subarray(i * header.dimensions, (i + 1) * header.dimensions));
  }
  return { space: pickSpace(header), entries };
}

function parseHeader(text: string): VectorCacheHeader | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const header = value as Partial<VectorCacheHeader> | null;
  const valid =
    header !== null &&
    typeof header === 'object' &&
    header.version === FORMAT_VERSION &&
    (header.provider === 'ollama' || header.provider === 'embedded') &&
    typeof header.model === 'string' &&
    Number.isInteger(header.dimensions) &&
    (header.dimensions ?? 0) > 0 &&
    Number.isInteger(header.count) &&
    (header.count ?? -1) >= 0;
  return valid ? (header as VectorCacheHeader) : undefined;
}

function pickSpace(space: EmbeddingSpace): EmbeddingSpace {
  return { provider: space.provider, model: space.model, dimensions: space.dimensions };
}

function align4(offset: number): number {
  return (offset + 3) & ~3;
}
