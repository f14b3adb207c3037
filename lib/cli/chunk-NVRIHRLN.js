#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/storage/bounded-read.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
function growBuffer(buffer, limit) {
  let bigger = Buffer.allocUnsafe(Math.min(limit, buffer.length * 2));
  return buffer.copy(bigger), bigger;
}
function readBoundedTextSync(file, maxBytes) {
  let fd;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    if (error.code === "ENOENT") return { ok: !1, reason: "missing" };
    throw error;
  }
  try {
    let info = fstatSync(fd);
    if (!info.isFile()) return { ok: !1, reason: "not a regular file" };
    if (info.size > maxBytes) return { ok: !1, reason: "too large", size: info.size };
    let buffer = Buffer.allocUnsafe(Math.min(maxBytes, info.size) + 1), length = 0;
    for (; length <= maxBytes; ) {
      length === buffer.length && (buffer = growBuffer(buffer, maxBytes + 1));
      let n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    return length > maxBytes ? { ok: !1, reason: "too large", size: length } : { ok: !0, text: buffer.subarray(0, length).toString("utf8") };
  } finally {
    closeSync(fd);
  }
}

export {
  readBoundedTextSync
};
