#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  decideAtStop
} from "./chunk-MZPTYLDN.js";
import {
  readAutoMemoryStatus
} from "./chunk-QQXHQNHU.js";

// src/cli/auto-memory.ts
function readCliAutoMemory(ctx) {
  return readAutoMemoryStatus({
    home: ctx.home,
    projectRoot: ctx.memoryRoot ?? ctx.projectRoot,
    cwd: ctx.cwd,
    platform: process.platform,
    claudeConfigDir: ctx.env.CLAUDE_CONFIG_DIR || void 0,
    disableEnv: ctx.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY
  });
}
function decideCliAtStop(ctx) {
  return decideAtStop(ctx.config.hooks.capture.atStop, ctx.autoMemory ?? null);
}

export {
  readCliAutoMemory,
  decideCliAtStop
};
