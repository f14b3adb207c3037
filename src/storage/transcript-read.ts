/**
 * Reads the end (and for the handoff note, the start) of a session transcript. Transcripts grow without bound (a long session
 * is tens of megabytes), so only the last `maxBytes` are read, and the line cut in half
 * at the start of that window is dropped. Like the config reader, it refuses anything but
 * a regular file and never blocks on a FIFO.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { StrataError } from '../core/errors.js';

/** The text read, and whether the start of the file was left out. */
export interface TranscriptTail {
  text: string;
  truncated: boolean;
}

/** Reads `maxBytes` of `file` from the start (`fromEnd` false) or the end, with its size. */
function readWindow(
  file: string,
  maxBytes: number,
  fromEnd: boolean,
): { text: string; start: number; size: number } {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) {
      throw new StrataError('INVALID_ARGUMENT', `transcript ${file} is not a regular file`, {
        subject: file,
        hint: 'pass the transcript_path Claude Code gives its hooks',
      });
    }
    const start = fromEnd ? Math.max(0, info.size - maxBytes) : 0;
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, start + length);
      if (n === 0) break;
      length += n;
    }
    return { text: buffer.subarray(0, length).toString('utf8'), start, size: info.size };
  } finally {
    closeSync(fd);
  }
}

/** The last `maxBytes` of `file` as whole lines. */
export function readTranscriptTail(file: string, maxBytes: number): TranscriptTail {
  const { text, start } = readWindow(file, maxBytes, true);
  return { text: start > 0 ? text.slice(text.indexOf('\n') + 1) : text, truncated: start > 0 };
}

/** The first `maxBytes` of `file` as whole lines (the line cut at the end is dropped). */
export function readTranscriptHead(file: string, maxBytes: number): string {
  const { text, size } = readWindow(file, maxBytes, false);
  return size > maxBytes ? text.slice(0, text.lastIndexOf('\n') + 1) : text;
}
