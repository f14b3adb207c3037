#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildGotchaDigest
} from "./chunk-44M35BFG.js";
import "./chunk-I5PEQ4ZW.js";
import {
  formatGotcha,
  matchGotchas
} from "./chunk-6NFP7X56.js";
import "./chunk-3ZGVL2AA.js";
import "./chunk-5HAONJKB.js";
import {
  loadStore
} from "./chunk-QTF3A53O.js";
import "./chunk-J67IECIZ.js";
import {
  requirePositional
} from "./chunk-SKTCOYLK.js";
import "./chunk-PD5D57LS.js";
import "./chunk-CN5U335H.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/gotchas.ts
import path2 from "node:path";

// src/storage/project-path.ts
import { realpathSync } from "node:fs";
import path from "node:path";
function relativeBelow(dir, file) {
  let rel = path.relative(dir, file);
  return !rel || rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel) ? null : rel.split(path.sep).join("/");
}
function realPath(file) {
  try {
    return realpathSync.native(file);
  } catch {
    return null;
  }
}
function projectRelative(projectRoot, absolute) {
  let written = relativeBelow(projectRoot, absolute);
  if (written !== null) return written;
  let root = realPath(projectRoot), folder = realPath(path.dirname(absolute));
  return root && folder ? relativeBelow(root, path.join(folder, path.basename(absolute))) : null;
}

// src/cli/commands/gotchas.ts
var gotchasCommand = {
  name: "gotchas",
  help: `strata gotchas <file>

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets when it reads the file, without the per-session and per-read
  limits.`,
  options: {},
  async run(ctx, args) {
    let file = requirePositional(args, 0, "file", "strata gotchas <file>"), absolute = path2.resolve(ctx.cwd, file), relative = ctx.projectRoot ? projectRelative(ctx.projectRoot, absolute) : null, display = relative ?? absolute, store = await loadStore(ctx.store), digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now()), matches = matchGotchas(digest.gotchas, relative, display, ctx.config.hooks.gotchas), json = {
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
