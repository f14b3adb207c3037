#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  readBoundedTextSync
} from "./chunk-NVRIHRLN.js";

// src/storage/auto-memory-files.ts
import { readdirSync } from "node:fs";
import path from "node:path";

// src/core/auto-memory.ts
var TRUE = /* @__PURE__ */ new Set(["1", "true", "yes", "on"]), FALSE = /* @__PURE__ */ new Set(["0", "false", "no", "off"]);
function sanitizeProjectDir(dir) {
  return dir.replace(/[^a-zA-Z0-9]/g, "-");
}
function decideEnabled(inputs) {
  let env = inputs.disableEnv?.trim().toLowerCase();
  if (env && TRUE.has(env))
    return { enabled: !1, decidedBy: `CLAUDE_CODE_DISABLE_AUTO_MEMORY=${inputs.disableEnv}` };
  if (env && FALSE.has(env))
    return { enabled: !0, decidedBy: `CLAUDE_CODE_DISABLE_AUTO_MEMORY=${inputs.disableEnv}` };
  for (let layer of inputs.layers) {
    let value = layer.value.autoMemoryEnabled;
    if (typeof value == "boolean")
      return { enabled: value, decidedBy: `autoMemoryEnabled in ${layer.file}` };
  }
  return { enabled: !0, decidedBy: "default" };
}
function decideDir(inputs) {
  for (let layer of inputs.layers) {
    if (layer.source === "project") continue;
    let value = layer.value.autoMemoryDirectory;
    if (typeof value != "string" || !value.trim() || value.includes("\0")) continue;
    return { dir: value.startsWith("~/") ? `${inputs.home}/${value.slice(2)}` : value, dirSource: layer.file };
  }
  return { dir: `${inputs.configDir}/projects/${sanitizeProjectDir(inputs.projectDir)}/memory`, dirSource: "default" };
}
function resolveAutoMemory(inputs) {
  return { ...decideEnabled(inputs), ...decideDir(inputs) };
}

// src/storage/auto-memory-files.ts
function managedSettingsFile(platform) {
  return platform === "darwin" ? "/Library/Application Support/ClaudeCode/managed-settings.json" : platform === "win32" ? "C:\\Program Files\\ClaudeCode\\managed-settings.json" : "/etc/claude-code/managed-settings.json";
}
function readLayer(source, file) {
  try {
    let read = readBoundedTextSync(file, 1048576);
    if (!read.ok) return null;
    let value = JSON.parse(read.text);
    return value === null || typeof value != "object" || Array.isArray(value) ? null : { source, file, value };
  } catch {
    return null;
  }
}
function countNotes(dir) {
  try {
    return readdirSync(dir).filter((name) => name.endsWith(".md")).length;
  } catch {
    return 0;
  }
}
function readAutoMemoryStatus(env) {
  let configDir = env.claudeConfigDir || path.join(env.home, ".claude"), projectDir = env.projectRoot ?? env.cwd, layers = [
    ["managed", managedSettingsFile(env.platform)],
    ["local", path.join(projectDir, ".claude", "settings.local.json")],
    ["project", path.join(projectDir, ".claude", "settings.json")],
    ["user", path.join(configDir, "settings.json")]
  ].map(([source, file]) => readLayer(source, file)).filter((l) => l !== null), status = resolveAutoMemory({
    disableEnv: env.disableEnv,
    layers,
    configDir,
    projectDir,
    home: env.home
  });
  return { ...status, notes: countNotes(status.dir) };
}

// src/cli/auto-memory.ts
function readCliAutoMemory(ctx) {
  return readAutoMemoryStatus({
    home: ctx.home,
    projectRoot: ctx.projectRoot,
    cwd: ctx.cwd,
    platform: process.platform,
    claudeConfigDir: ctx.env.CLAUDE_CONFIG_DIR || void 0,
    disableEnv: ctx.env.CLAUDE_CODE_DISABLE_AUTO_MEMORY
  });
}

export {
  readCliAutoMemory
};
