#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  isStillQuiet,
  openSearch
} from "./chunk-RRY4VHF5.js";
import {
  writeJsonSync
} from "./chunk-5XYGYV2B.js";

// src/cli/open-cli-search.ts
import { readFileSync } from "node:fs";
import path from "node:path";
function shownNoticesPath(cacheRoot) {
  return path.join(cacheRoot, "notices-shown.json");
}
function readShown(file) {
  try {
    let value = JSON.parse(readFileSync(file, "utf8"));
    return !value || typeof value != "object" || Array.isArray(value) ? {} : Object.fromEntries(
      Object.entries(value).filter((e) => typeof e[1] == "number")
    );
  } catch {
    return {};
  }
}
function createQuietNotice(cacheRoot, notice, now = Date.now) {
  let file = shownNoticesPath(cacheRoot);
  return (message) => {
    let at = now(), shown = readShown(file);
    if (isStillQuiet(shown[message], at)) return !1;
    notice(message);
    let recent = Object.entries(shown).filter(([, t]) => isStillQuiet(t, at));
    try {
      writeJsonSync(file, Object.fromEntries([...recent, [message, at]]));
    } catch {
    }
    return !0;
  };
}
function openCliSearch(ctx, options = {}) {
  let { reported, ...rest } = options, quiet = createQuietNotice(ctx.cacheRoot, reported ? () => {
  } : ctx.notice);
  return openSearch(ctx, {
    component: "cli",
    notice: (message) => {
      let fresh = quiet(message);
      reported?.(fresh);
    },
    ...rest
  });
}

export {
  createQuietNotice,
  openCliSearch
};
