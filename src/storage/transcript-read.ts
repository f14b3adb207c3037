/**
 * Reads the end of a session transcript. Transcripts grow without bound (a long session
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

/** The last `maxBytes` of `file` as whole lines. */
export function readTranscriptTail(file: string, maxBytes: number): TranscriptTail {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = fstatSync(fd);
    if (!info.isFile()) {
      throw new StrataError('INVALID_ARGUMENT', `transcript ${file} is not a regular file`, {
        subject: file,
        hint: 'pass the transcript_path Claude Code gives its hooks',
      });
    }
    const start = Math.max(0, info.size - maxBytes);
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
    let length = 0;
    while (length < buffer.length) {
      const n = readSync(fd, buffer, length, buffer.length - length, start + length);
      if (n === 0) break;
      length += n;
    }
    let text = buffer.subarray(0, length).toString('utf8');
    if (start > 0) text = text.slice(text.indexOf('\n') + 1);
    return { text, truncated: start > 0 };
  } finally {
    closeSync(fd);
  }
}
