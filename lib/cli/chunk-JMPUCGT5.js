#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  projectCacheDir
} from "./chunk-QUIOUXOQ.js";

// src/storage/digest-paths.ts
import path from "node:path";
function digestPaths(cacheRoot, projectRoot, memoryRoot = projectRoot) {
  let dir = projectCacheDir(cacheRoot, projectRoot), shared = memoryRoot === projectRoot ? dir : projectCacheDir(cacheRoot, memoryRoot);
  return {
    dir,
    gotchas: path.join(dir, "gotchas.json"),
    gotchaLookup: path.join(dir, "gotcha-lookup.jsonl"),
    gotchaCommands: path.join(dir, "gotcha-commands.json"),
    session: path.join(dir, "session.json"),
    push: path.join(dir, "push.json"),
    auditSummary: path.join(dir, "audit-summary.json"),
    sessions: path.join(dir, "sessions"),
    shared
  };
}

export {
  digestPaths
};
