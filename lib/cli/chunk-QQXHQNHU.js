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

// src/core/auto-memory.ts
var TRUE = /* @__PURE__ */ new Set(["1", "true", "yes", "on"]), FALSE = /* @__PURE__ */ new Set(["0", "false", "no", "off"]), MAX_SANITIZED = 200;
function hashName(value) {
  let h = 0;
  for (let i = 0; i < value.length; i++) h = Math.imul(h, 31) + value.charCodeAt(i) | 0;
  return Math.abs(h).toString(36);
}
function sanitizeProjectDir(dir) {
  let name = dir.replace(/[^a-zA-Z0-9]/g, "-");
  return name.length <= MAX_SANITIZED ? name : `${name.slice(0, MAX_SANITIZED)}-${hashName(dir)}`;
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
import { readdirSync } from "node:fs";
import path from "node:path";
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
    return readdirSync(dir).filter((name) => name.endsWith(".md") && name !== "MEMORY.md").length;
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

export {
  readBoundedTextSync,
  sanitizeProjectDir,
  readAutoMemoryStatus
};
