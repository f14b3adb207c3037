#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  buildCommandDigest
} from "./chunk-ZSKA3KT6.js";
import {
  buildGotchaDigest
} from "./chunk-CBWY7LOT.js";
import "./chunk-SOY7BJ36.js";
import "./chunk-I5PEQ4ZW.js";
import {
  formatGotcha,
  matchGotchas,
  oneLine
} from "./chunk-22ABQUUM.js";
import "./chunk-3ZGVL2AA.js";
import {
  commandForms,
  compileCommandPattern,
  matchCommand,
  programName
} from "./chunk-26IND4QF.js";
import "./chunk-5HAONJKB.js";
import {
  loadStore
} from "./chunk-AGFPP4NQ.js";
import "./chunk-HUHSGRFC.js";
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
function matchers(gotcha) {
  let out = [];
  for (let pattern of gotcha.commands ?? []) {
    let matcher = typeof pattern == "string" ? compileCommandPattern(pattern) : null;
    matcher && out.push(matcher);
  }
  return out;
}
function matchCommandLine(digest, line, skip, limit) {
  let met = /* @__PURE__ */ new Map(), compiled = /* @__PURE__ */ new Map();
  for (let form of commandForms(line)) {
    let key = programName(form[0]);
    if (!Object.hasOwn(digest.programs, key)) continue;
    let list = digest.programs[key];
    if (Array.isArray(list))
      for (let i of list) {
        let gotcha = digest.gotchas[i];
        if (!gotcha || met.has(i) || skip.has(gotcha.id)) continue;
        let own = compiled.get(i) ?? matchers(gotcha);
        compiled.set(i, own), own.some((m) => matchCommand(m, form)) && met.set(i, form);
      }
  }
  let ranked = [...met.keys()].sort((a, b) => a - b).slice(0, Math.max(0, limit)), commands = [...new Set(ranked.map((i) => met.get(i).join(" ")))];
  return {
    matches: ranked.map((i) => ({ gotcha: digest.gotchas[i], via: "pattern" })),
    command: commands[0] ?? "",
    commands
  };
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
  let found = matchCommandLine(buildCommandDigest(digest), line, /* @__PURE__ */ new Set(), 1e3), subject = `the command \`${oneLine(found.command, 120)}\``, json = {
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
