#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  withIgnoreAll,
  writeFileAtomic
} from "./chunk-J67IECIZ.js";

// src/storage/local-ignore.ts
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
async function ensureLocalIgnored(localDir) {
  await mkdir(localDir, { recursive: !0 });
  let file = path.join(localDir, ".gitignore"), current = await readFile(file, "utf8").catch(() => null), next = withIgnoreAll(current);
  return next === null ? !1 : (await writeFileAtomic(file, next), !0);
}

export {
  ensureLocalIgnored
};
