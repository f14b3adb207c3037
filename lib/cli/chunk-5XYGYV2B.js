#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/storage/json-file-sync.ts
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync
} from "node:fs";
import path from "node:path";
function writeJsonSync(file, value) {
  writeTextSync(file, JSON.stringify(value));
}
function ensureFolderSync(dir) {
  statSync(dir, { throwIfNoEntry: !1 })?.isDirectory() || mkdirSync(dir, { recursive: !0, mode: 448 });
}
function writeFileBytesSync(file, data, flags, fsync = !1) {
  let bytes = typeof data == "string" ? Buffer.from(data) : data, fd = openSync(file, flags, 384);
  try {
    for (let done = 0; done < bytes.length; ) done += writeSync(fd, bytes, done);
    fsync && fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
function writeTextSync(file, text) {
  ensureFolderSync(path.dirname(file));
  let rand = Math.floor(Math.random() * 4294967295).toString(36), temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${rand}.tmp`);
  try {
    writeFileBytesSync(temp, text, "wx"), renameSync(temp, file);
  } catch (error) {
    try {
      unlinkSync(temp);
    } catch {
    }
    throw error;
  }
}

export {
  writeJsonSync,
  writeTextSync
};
