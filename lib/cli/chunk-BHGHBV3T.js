#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isUnsafeKey
} from "./chunk-KUORFSRG.js";

// src/core/config/config-trust.ts
function isRepositoryScope(scope) {
  return scope === "project" || scope === "local";
}
var REPOSITORY_SECTIONS = /* @__PURE__ */ new Set(["$schema", "search", "hooks"]);
function isRaw(value) {
  return value !== null && typeof value == "object" && !Array.isArray(value);
}
function showKey(key) {
  let plain = key.replace(/[^A-Za-z0-9_$-]/g, "?");
  return plain.length > 40 ? `${plain.slice(0, 40)}\u2026` : plain;
}
function leafFields(prefix, value, depth = 0) {
  if (!isRaw(value) || depth >= 4) return [prefix];
  let keys = Object.keys(value);
  return keys.length ? keys.flatMap((key) => leafFields(`${prefix}.${showKey(key)}`, value[key], depth + 1)) : [prefix];
}
function screenPrivacy(privacy, drop) {
  if (!isRaw(privacy)) {
    drop("privacy");
    return;
  }
  let kept = {};
  for (let [key, value] of Object.entries(privacy))
    key === "excludePatterns" && Array.isArray(value) ? kept[key] = value : key === "redactSecrets" && value === !0 ? kept[key] = !0 : drop(`privacy.${showKey(key)}`);
  return Object.keys(kept).length ? kept : void 0;
}
function screenEmbedding(embedding, drop) {
  if (!isRaw(embedding)) {
    drop("embedding");
    return;
  }
  let kept;
  for (let [key, value] of Object.entries(embedding))
    if (key === "provider" && value === "none") kept = { provider: "none" };
    else for (let field of leafFields(`embedding.${showKey(key)}`, value)) drop(field);
  return kept;
}
function screenHooks(hooks, drop) {
  if (!isRaw(hooks) || !isRaw(hooks.capture) || !("atStop" in hooks.capture) || hooks.capture.atStop === !1) return hooks;
  drop("hooks.capture.atStop");
  let { atStop: _dropped, ...capture } = hooks.capture;
  return { ...hooks, capture };
}
function screenGlobal(source, raw) {
  let scopes = raw.scopes;
  if (!isRaw(scopes) || !("enterprise" in scopes))
    return { scope: "global", source, value: raw, ignored: [] };
  let { enterprise: _dropped, ...rest } = scopes;
  return {
    scope: "global",
    source,
    value: { ...raw, scopes: rest },
    ignored: [{ source, field: "scopes.enterprise" }]
  };
}
function screenLayer(scope, source, value) {
  let raw = isRaw(value) ? value : {};
  if (scope === "global") return screenGlobal(source, raw);
  if (!isRepositoryScope(scope)) return { scope, source, value: raw, ignored: [] };
  let ignored = [], drop = (field) => ignored.push({ source, field }), kept = {};
  for (let [key, section] of Object.entries(raw))
    if (key === "hooks") kept.hooks = screenHooks(section, drop);
    else if (REPOSITORY_SECTIONS.has(key)) kept[key] = section;
    else if (key === "embedding") {
      let embedding = screenEmbedding(section, drop);
      embedding && (kept.embedding = embedding);
    } else if (key === "privacy") {
      let privacy = screenPrivacy(section, drop);
      privacy && (kept.privacy = privacy);
    } else for (let field of leafFields(showKey(key), section)) drop(field);
  return { scope, source, value: kept, ignored };
}
var LAYER_ORDER = ["global", "project", "local", "enterprise"];
function sortLayers(layers) {
  return [...layers].sort((a, b) => LAYER_ORDER.indexOf(a.scope) - LAYER_ORDER.indexOf(b.scope));
}
function deepMerge(base, over) {
  let out = { ...base };
  for (let [key, value] of Object.entries(over)) {
    if (isUnsafeKey(key)) continue;
    let current = out[key];
    out[key] = isRaw(current) && isRaw(value) ? deepMerge(current, value) : value;
  }
  return out;
}
function mergeScreenedLayers(layers) {
  let ordered = sortLayers(layers), merged = {}, extraPatterns = [], forceRedact = !1;
  for (let layer of ordered) {
    let { privacy: privacy2, ...rest } = layer.value;
    if (!isRepositoryScope(layer.scope)) {
      merged = deepMerge(merged, layer.value);
      continue;
    }
    merged = deepMerge(merged, rest), isRaw(privacy2) && (Array.isArray(privacy2.excludePatterns) && extraPatterns.push(...privacy2.excludePatterns), privacy2.redactSecrets === !0 && (forceRedact = !0));
  }
  if (!extraPatterns.length && !forceRedact) return merged;
  let privacy = isRaw(merged.privacy) ? { ...merged.privacy } : {};
  if (extraPatterns.length) {
    let base = Array.isArray(privacy.excludePatterns) ? privacy.excludePatterns : [];
    privacy.excludePatterns = [.../* @__PURE__ */ new Set([...base, ...extraPatterns])];
  }
  return forceRedact && (privacy.redactSecrets = !0), { ...merged, privacy };
}
var MAX_FIELDS_SHOWN = 8;
function describeIgnoredSettings(ignored) {
  if (!ignored.length) return null;
  let bySource = /* @__PURE__ */ new Map();
  for (let { source, field } of ignored) {
    let fields = bySource.get(source) ?? [];
    fields.includes(field) || fields.push(field), bySource.set(source, fields);
  }
  return `ignored config settings this file may not make (a repository may only tune search and hooks and tighten privacy; only enterprise may hide enterprise): ${[...bySource].map(([source, fields]) => {
    let shown = fields.slice(0, MAX_FIELDS_SHOWN).join(", "), more = fields.length - MAX_FIELDS_SHOWN;
    return `${source}: ${shown}${more > 0 ? ` and ${more} more` : ""}`;
  }).join("; ")}`;
}

export {
  screenLayer,
  mergeScreenedLayers,
  describeIgnoredSettings
};
