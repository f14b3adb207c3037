#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildGotchaDigest
} from "./chunk-BHMIW4XJ.js";
import "./chunk-DDOISPAB.js";
import {
  formatGotcha,
  matchGotchas
} from "./chunk-FENPW5QV.js";
import "./chunk-7E7V7B3X.js";
import "./chunk-G254DFDV.js";
import {
  loadStore
} from "./chunk-XRYSG3GC.js";
import "./chunk-SONTDN6H.js";
import {
  requirePositional
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/gotchas.ts
import path from "node:path";
var gotchasCommand = {
  name: "gotchas",
  help: `strata gotchas <file>

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets when it reads the file, without the per-session and per-read
  limits.`,
  options: {},
  async run(ctx, args) {
    let file = requirePositional(args, 0, "file", "strata gotchas <file>"), absolute = path.resolve(ctx.cwd, file), rel = ctx.projectRoot ? path.relative(ctx.projectRoot, absolute) : "", relative = rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? rel.split(path.sep).join("/") : null, display = relative ?? absolute, store = await loadStore(ctx.store), digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now()), matches = matchGotchas(digest.gotchas, relative, display, ctx.config.hooks.gotchas), json = {
      file: display,
      gotchas: matches.map((m) => ({
        id: m.gotcha.id,
        severity: m.gotcha.severity,
        via: m.via,
        title: m.gotcha.title,
        summary: m.gotcha.summary
      }))
    }, text = matches.length ? matches.map((m) => formatGotcha(display, m.gotcha, 2e3)).join(`
`) : `No known gotchas for ${display}.`;
    return { json, text };
  }
};
export {
  gotchasCommand
};
