#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  SCOPES,
  isScopeName
} from "./chunk-DLNTYKWA.js";
import {
  didYouMean
} from "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/cli/args.ts
var GLOBAL_OPTIONS = {
  project: { type: "string" },
  json: { type: "boolean" },
  admin: { type: "boolean" },
  help: { type: "boolean", short: "h" }
};
function readList(value) {
  return value === void 0 ? void 0 : (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(",")).map((v) => v.trim()).filter(Boolean);
}
function readGlobList(value) {
  return value === void 0 ? void 0 : (Array.isArray(value) ? value : [value]).flatMap((v) => splitTopLevel(String(v))).filter(Boolean);
}
function splitTopLevel(text) {
  let parts = [], depth = 0, start = 0;
  for (let i = 0; i < text.length; i++) {
    let ch = text[i];
    ch === "{" ? depth++ : ch === "}" && depth > 0 ? depth-- : ch === "," && depth === 0 && (parts.push(text.slice(start, i).trim()), start = i + 1);
  }
  return parts.push(text.slice(start).trim()), parts;
}
function readScope(value) {
  if (value !== void 0) {
    if (!isScopeName(value))
      throw new StrataError("INVALID_ARGUMENT", `--scope ${JSON.stringify(value)} is not a scope`, {
        subject: "--scope",
        hint: `${didYouMean(String(value), SCOPES)}use one of ${SCOPES.join(", ")}`
      });
    return value;
  }
}
function requirePositional(args, index, name, usage) {
  let value = args.positionals[index];
  if (value === void 0 || value === "")
    throw new StrataError("INVALID_ARGUMENT", `missing <${name}>`, {
      subject: name,
      hint: `usage: ${usage}`
    });
  return value;
}
function readString(value) {
  return Array.isArray(value) ? value.at(-1) : typeof value == "string" ? value : void 0;
}
function readInteger(value, name, range) {
  let text = readString(value);
  if (text === void 0) return;
  let number = /^[+-]?\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  if (Number.isSafeInteger(number) && number >= range.min && number <= range.max) return number;
  throw new StrataError(
    "INVALID_ARGUMENT",
    `${name} ${JSON.stringify(text)} is not a whole number from ${range.min} to ${range.max}`,
    {
      subject: name,
      hint: `give a whole number from ${range.min} to ${range.max}`
    }
  );
}
function requireOption(value, name, hint) {
  let text = readString(value);
  if (text === void 0 || text.trim() === "")
    throw new StrataError("INVALID_ARGUMENT", `missing ${name}`, { subject: name, hint });
  return text;
}
function readPhrases(value) {
  return value === void 0 ? void 0 : (Array.isArray(value) ? value : [value]).map((v) => String(v).trim()).filter(Boolean);
}

export {
  GLOBAL_OPTIONS,
  readList,
  readGlobList,
  readScope,
  requirePositional,
  readString,
  readInteger,
  requireOption,
  readPhrases
};
