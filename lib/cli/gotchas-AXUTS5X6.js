#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  formatGotcha,
  matchGotchas
} from "./chunk-BTUUMG73.js";
import {
  oneLine
} from "./chunk-YY6YVBJN.js";
import {
  buildCommandDigest,
  digestIndex
} from "./chunk-WOQX3SEK.js";
import {
  buildGotchaDigest
} from "./chunk-W5AWMH5F.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  commandForms,
  commandShape,
  matchShape
} from "./chunk-D4WC7XR5.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-Q5SK6OHJ.js";
import "./chunk-JTNJ5WVF.js";
import {
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/gotchas.ts
import path2 from "node:path";

// src/core/command/command-match.ts
var isPieces = (word) => Array.isArray(word) && word.length > 0 && word.every((piece) => typeof piece == "string");
function usable(value) {
  return value.filter(
    (m) => !!m && typeof m.program == "string" && Array.isArray(m.positional) && Array.isArray(m.options) && m.positional.every(isPieces) && m.options.every(isPieces)
  );
}
function matchCommandLine(index, line, skip, limit) {
  let met = /* @__PURE__ */ new Map(), checked = /* @__PURE__ */ new Map();
  for (let form of commandForms(line)) {
    let shape = commandShape(form);
    if (shape)
      for (let i of index.candidates(shape)) {
        if (met.has(i)) continue;
        let own = checked.get(i);
        own || (own = usable(index.matchers(i)), checked.set(i, own)), own.some((m) => matchShape(m, shape)) && met.set(i, form);
      }
  }
  let matches = [], forms = [];
  for (let i of [...met.keys()].sort((a, b) => a - b)) {
    if (matches.length >= limit) break;
    let gotcha = index.gotcha(i);
    !gotcha || skip.has(gotcha.id) || (matches.push({ gotcha, via: "pattern" }), forms.push(met.get(i)));
  }
  let commands = [...new Set(forms.map((form) => form.join(" ")))];
  return { matches, command: commands[0] ?? "", commands };
}

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
function commandGotchas(digest, line) {
  let found = matchCommandLine(digestIndex(buildCommandDigest(digest)), line, /* @__PURE__ */ new Set(), 1e3), subject = `the command \`${oneLine(found.command, 120)}\``, json = {
    command: line,
    gotchas: found.matches.map((m) => ({
      id: m.gotcha.id,
      severity: m.gotcha.severity,
      title: m.gotcha.title,
      summary: m.gotcha.summary
    }))
  }, text = found.matches.length ? found.matches.map((m) => formatGotcha(subject, m.gotcha, 2e3)).join(`
`) : "No known gotchas for that command.";
  return { json, text };
}
var gotchasCommand = {
  name: "gotchas",
  help: `strata gotchas <file>
strata gotchas --command "<command line>"

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets before it edits the file or after it reads it, without the
  per-session and per-call limits. With --command, the gotchas whose command_patterns match
  a command the line runs, as before a Bash call.`,
  options: { command: { type: "string" } },
  async run(ctx, args) {
    if (typeof args.values.command == "string") {
      let store2 = await loadStore(ctx.store), digest2 = buildGotchaDigest(store2.visible, ctx.projectRoot ?? null, ctx.store.now());
      return commandGotchas(digest2, args.values.command);
    }
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
