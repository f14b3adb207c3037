#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/storage/json-file-sync.ts
import {
  closeSync,
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
function writeTextSync(file, text) {
  let dir = path.dirname(file);
  statSync(dir, { throwIfNoEntry: !1 })?.isDirectory() || mkdirSync(dir, { recursive: !0, mode: 448 });
  let rand = Math.floor(Math.random() * 4294967295).toString(36), temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${rand}.tmp`);
  try {
    let fd = openSync(temp, "wx", 384);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
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
