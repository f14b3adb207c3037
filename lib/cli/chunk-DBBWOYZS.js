#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isUnsafeKey
} from "./chunk-KUORFSRG.js";

// src/core/config/config-trust.ts
function defaultTier(scope) {
  return isRepositoryScope(scope) ? "repository" : scope === "enterprise" ? "enterprise" : "user";
}
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
function screenCapture(hooks, drop) {
  if (!isRaw(hooks.capture) || !("atStop" in hooks.capture) || hooks.capture.atStop === !1) return hooks;
  drop("hooks.capture.atStop");
  let { atStop: _dropped, ...capture } = hooks.capture;
  return { ...hooks, capture };
}
function screenGotchaActions(hooks, drop) {
  if (!isRaw(hooks.gotchas)) return hooks;
  let gotchas = { ...hooks.gotchas };
  return "critical" in gotchas && gotchas.critical !== "warn" && gotchas.critical !== "hold" && (drop("hooks.gotchas.critical"), delete gotchas.critical), "high" in gotchas && gotchas.high !== "warn" && (drop("hooks.gotchas.high"), delete gotchas.high), "maxInterruptionsPerSession" in gotchas && (drop("hooks.gotchas.maxInterruptionsPerSession"), delete gotchas.maxInterruptionsPerSession), { ...hooks, gotchas };
}
function screenHooks(hooks, drop) {
  return isRaw(hooks) ? screenGotchaActions(screenCapture(hooks, drop), drop) : hooks;
}
function screenUser(scope, source, input) {
  let { raw, ignored } = screenUserDeny(source, input), scopes = raw.scopes;
  if (!isRaw(scopes) || !("enterprise" in scopes))
    return { scope, tier: "user", source, value: raw, ignored };
  let { enterprise: _dropped, ...rest } = scopes;
  return {
    scope,
    tier: "user",
    source,
    value: { ...raw, scopes: rest },
    ignored: [...ignored, { source, field: "scopes.enterprise" }]
  };
}
function screenUserDeny(source, raw) {
  let hooks = raw.hooks;
  if (!isRaw(hooks) || !isRaw(hooks.gotchas) || hooks.gotchas.critical !== "deny")
    return { raw, ignored: [] };
  let { critical: _dropped, ...gotchas } = hooks.gotchas;
  return {
    raw: { ...raw, hooks: { ...hooks, gotchas } },
    ignored: [{ source, field: "hooks.gotchas.critical" }]
  };
}
function screenLayer(scope, source, value, tier = defaultTier(scope)) {
  let raw = isRaw(value) ? value : {};
  if (tier === "user") return screenUser(scope, source, raw);
  if (tier === "enterprise") return { scope, tier, source, value: raw, ignored: [] };
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
  return { scope, tier, source, value: kept, ignored };
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
    if (layer.tier !== "repository") {
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
function fieldsOf(value) {
  return Object.keys(value).length ? leafFields("", value).map((f) => f.slice(1)).filter((f) => f && f !== "$schema") : [];
}
function traceOrigins(layers) {
  let origins = /* @__PURE__ */ new Map(), note = (layer, value) => {
    for (let field of fieldsOf(value))
      origins.set(field, { field, source: layer.source, tier: layer.tier });
  }, ordered = sortLayers(layers);
  for (let layer of ordered) {
    let { privacy: _later, ...rest } = layer.value;
    note(layer, layer.tier === "repository" ? rest : layer.value);
  }
  for (let layer of ordered) {
    let privacy = layer.value.privacy;
    layer.tier === "repository" && isRaw(privacy) && note(layer, { privacy });
  }
  return [...origins.values()];
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
  traceOrigins,
  describeIgnoredSettings
};
