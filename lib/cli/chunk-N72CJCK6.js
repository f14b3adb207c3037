#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  checkCommandPattern
} from "./chunk-DZYGGF2K.js";
import {
  isEdgeLabel
} from "./chunk-Z6SYHISM.js";
import {
  checkGlob
} from "./chunk-2ETZKUNT.js";
import {
  assertMemoryId
} from "./chunk-FUTSRKGR.js";
import {
  MEMORY_TYPES,
  SEVERITIES,
  aliasesProblem,
  displayText,
  isKnownMemoryType,
  isSeverity
} from "./chunk-SDR562BD.js";
import {
  didYouMean
} from "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/services/validate-input.ts
function bad(field, message, hint) {
  return new StrataError("INVALID_ARGUMENT", `${field} ${message}`, { subject: field, hint });
}
function checkType(value) {
  if (value == null || value === "")
    throw bad("type", "is missing", `give one of ${MEMORY_TYPES.join(", ")} (CLI: --type)`);
  if (!isKnownMemoryType(value))
    throw bad(
      "type",
      `${JSON.stringify(value)} is not a memory type`,
      `${didYouMean(String(value), MEMORY_TYPES)}use one of ${MEMORY_TYPES.join(", ")}`
    );
  return value;
}
function checkTitle(value) {
  if (typeof value != "string" || value.trim() === "")
    throw bad("title", "is empty", "give the memory a short title");
  let title = displayText(value.trim());
  if (title.length > 200 || /[\r\n]/.test(title))
    throw bad("title", "must be one line of at most 200 characters", "put details in the body");
  return title;
}
function checkBody(value, maxBytes) {
  if (typeof value != "string") throw bad("body", "must be text", "pass the body as a string");
  let bytes = Buffer.byteLength(value, "utf8");
  if (bytes > maxBytes - 8192)
    throw new StrataError(
      "FILE_TOO_LARGE",
      `body is ${bytes} bytes, over the limit of ${maxBytes - 8192}`,
      {
        subject: "body",
        hint: "keep memories short: split it, or link to the full document"
      }
    );
  if (/\u0000/.test(value)) throw bad("body", "contains a NUL byte", "pass plain text");
  return displayText(value);
}
function checkTags(value) {
  let tags = value ?? [];
  if (!Array.isArray(tags) || tags.length > 50)
    throw bad("tags", "must be a list of at most 50 words", "e.g. auth,database");
  return [
    ...new Set(
      tags.map((t) => {
        if (typeof t != "string" || !/^[\p{L}\p{N}][\p{L}\p{N}_./-]{0,49}$/u.test(t.trim()))
          throw bad(
            "tags",
            `holds ${JSON.stringify(t)}, which is not a tag`,
            "use short words like auth or ci-cd"
          );
        return t.trim().toLowerCase();
      })
    )
  ];
}
function checkAliases(value) {
  let hint = `give 2-${5} short phrases someone would search for, e.g. ["two tabs log the user out", "token reuse error"]`;
  if (!Array.isArray(value) || value.some((a) => typeof a != "string"))
    throw bad("aliases", "must be a list of phrases", hint);
  let seen = /* @__PURE__ */ new Set(), aliases = value.map((a) => a.trim()).filter((a) => a && !seen.has(a.toLowerCase()) && seen.add(a.toLowerCase())), problem = aliasesProblem(aliases);
  if (problem) throw bad("aliases", problem, hint);
  return aliases;
}
function checkLinks(value) {
  let links = value ?? [];
  if (!Array.isArray(links) || links.length > 200)
    throw bad("links", "must be a list of memory ids", "e.g. decision-use-postgres");
  for (let link of links) assertMemoryId(link, "links");
  return [...new Set(links)];
}
function checkSeverity(value) {
  if (!isSeverity(value))
    throw bad(
      "severity",
      `${JSON.stringify(value)} is not a severity`,
      `${didYouMean(String(value), SEVERITIES)}use critical, high, medium or low`
    );
  return value;
}
function checkFilePatterns(value) {
  if (!Array.isArray(value) || value.length > 50)
    throw bad("file_patterns", "must be a list of globs", "e.g. src/auth/**");
  return value.map((p) => {
    if (typeof p != "string" || p.trim() === "" || p.length > 300 || /[\u0000-\u001f]/.test(p))
      throw bad(
        "file_patterns",
        `holds ${JSON.stringify(p)}, which is not a glob`,
        "e.g. src/**/*.ts"
      );
    let problem = checkGlob(p.trim());
    if (problem)
      throw bad(
        "file_patterns",
        `holds ${JSON.stringify(p.slice(0, 80))}, which ${problem}`,
        "list several simple globs (e.g. src/auth/**, src/login/*.ts) instead of one with many wildcards or {\u2026} alternatives"
      );
    return p.trim();
  });
}
function checkCommandPatterns(value) {
  if (!Array.isArray(value) || value.length > 50)
    throw bad(
      "command_patterns",
      "must be a list of command patterns",
      "e.g. prisma migrate reset"
    );
  return value.map((p) => {
    if (typeof p != "string")
      throw bad(
        "command_patterns",
        `holds ${JSON.stringify(p)}, which is not text`,
        "e.g. npm publish"
      );
    let problem = checkCommandPattern(p);
    if (problem)
      throw bad(
        "command_patterns",
        `holds ${JSON.stringify(displayText(p.slice(0, 80)))}, which ${problem}`,
        "write the program and the words that make the command risky, e.g. prisma migrate reset, git push --force, terraform apply *"
      );
    return p.trim().split(/\s+/).join(" ");
  });
}
function checkLabel(value) {
  if (!isEdgeLabel(value))
    throw bad(
      "label",
      `${JSON.stringify(value)} is not a label`,
      "use a kebab-case word like implements or relates-to"
    );
  return value;
}

export {
  checkType,
  checkTitle,
  checkBody,
  checkTags,
  checkAliases,
  checkLinks,
  checkSeverity,
  checkFilePatterns,
  checkCommandPatterns,
  checkLabel
};
