#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  assertRealFolders,
  createFileExclusive,
  writeFileAtomic
} from "./chunk-SDR562BD.js";

// src/storage/scope/scope-write.ts
import { mkdir } from "node:fs/promises";
async function createScopeFile(scope, file, data) {
  await assertRealFolders(scope, [file]), await createFileExclusive(file, data);
}
async function writeScopeFile(scope, file, data, options = {}) {
  await assertRealFolders(scope, [file]), await writeFileAtomic(file, data, options);
}
async function makeScopeFolder(scope, dir = scope.dir) {
  await assertRealFolders(scope, [dir]), await mkdir(dir, { recursive: !0 });
}

export {
  createScopeFile,
  writeScopeFile,
  makeScopeFolder
};
