/**
 * strata's own line framing in front of the SDK's stdio transport. The SDK closes the
 * transport when its read buffer passes its limit, so one oversized request would end the
 * server without an answer. Here every message is cut at its newline first: a line within
 * the limit goes to the SDK whole (so its buffer never holds more than one message), and a
 * longer one is dropped as it streams in, answered with a JSON-RPC error naming its size,
 * and the server keeps serving.
 */
import { Transform, type TransformCallback, type Writable } from 'node:stream';

/** The largest request strata reads (the SDK's own buffer limit is 10 MiB). */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024 - 1;

/** How much of an oversized request is kept to find its id (start and end). */
const EDGE_BYTES = 4_096;

/** JSON-RPC's "Invalid Request". */
const INVALID_REQUEST = -32600;

const ID = String.raw`(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.){0,200}")`;
/** `{"jsonrpc":"2.0","id":7,…` or `{"method":"x","id":7,…`: the id before any nested value. */
const ID_AT_START = new RegExp(
  String.raw`^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"\\]{0,200}"\s*,)*\s*"id"\s*:\s*${ID}`,
);
/** `…,"id":7}` at the very end, as the SDK's client writes it. */
const ID_AT_END = new RegExp(String.raw`,\s*"id"\s*:\s*${ID}\s*\}\s*$`);

/** What the guard reports about a refused request. */
export interface RefusedRequest {
  bytes: number;
  id: string | number | null;
}

/** Options of {@link createRequestGuard}. */
export interface RequestGuardOptions {
  /** Where the error answer goes (the same stream the SDK answers on). */
  stdout: Writable;
  maxBytes?: number;
  /** Told about each refused request (for the server log). */
  onRefused?: (refused: RefusedRequest) => void;
}

function findId(head: string, tail: string): string | number | null {
  const match = ID_AT_START.exec(head) ?? ID_AT_END.exec(tail);
  if (!match?.[1]) return null;
  try {
    return JSON.parse(match[1]) as string | number;
  } catch {
    return null;
  }
}

function mib(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

/** The JSON-RPC error line for a request of `bytes` over `maxBytes`. */
function errorLine(id: string | number | null, bytes: number, maxBytes: number): string {
  const message = `strata: the request is ${mib(bytes)} (${bytes} bytes), over the limit of ${maxBytes} bytes; it was not read`;
  const hint =
    'send less: a memory file holds at most 8 MiB; split the text, or link to the full document';
  const data = { 'strata/error': { code: 'FILE_TOO_LARGE', message, hint } };
  return `${JSON.stringify({ jsonrpc: '2.0', id, error: { code: INVALID_REQUEST, message: `${message} / fix: ${hint}`, data } })}\n`;
}

/** An oversized line being skipped: its size so far and its two ends. */
interface Skipped {
  bytes: number;
  head: Buffer;
  tail: Buffer;
}

function keepTail(tail: Buffer, more: Buffer): Buffer {
  const joined = Buffer.concat([tail, more.subarray(Math.max(0, more.length - EDGE_BYTES))]);
  return joined.subarray(Math.max(0, joined.length - EDGE_BYTES));
}

/**
 * A stream that passes stdin on to the SDK transport one whole line at a time and answers
 * lines over the limit itself.
 */
export function createRequestGuard(options: RequestGuardOptions): Transform {
  const maxBytes = options.maxBytes ?? MAX_REQUEST_BYTES;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let skipped: Skipped | null = null;

  const refuse = (s: Skipped) => {
    const id = findId(s.head.toString('utf8'), s.tail.toString('utf8'));
    options.stdout.write(errorLine(id, s.bytes, maxBytes));
    options.onRefused?.({ bytes: s.bytes, id });
  };
  const take = (part: Buffer) => {
    if (skipped) {
      skipped.bytes += part.length;
      skipped.tail = keepTail(skipped.tail, part);
      return;
    }
    if (pendingBytes + part.length <= maxBytes) {
      pending.push(part);
      pendingBytes += part.length;
      return;
    }
    const whole = Buffer.concat([...pending, part]);
    skipped = {
      bytes: whole.length,
      head: whole.subarray(0, EDGE_BYTES),
      tail: keepTail(Buffer.alloc(0), whole),
    };
    pending = [];
    pendingBytes = 0;
  };
  const endLine = (push: (b: Buffer) => void) => {
    if (skipped) {
      refuse(skipped);
      skipped = null;
      return;
    }
    pending.push(Buffer.from('\n'));
    push(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const push = (b: Buffer) => void this.push(b);
      let start = 0;
      for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
        take(chunk.subarray(start, nl));
        endLine(push);
        start = nl + 1;
      }
      if (start < chunk.length) take(chunk.subarray(start));
      callback();
    },
  });
}
