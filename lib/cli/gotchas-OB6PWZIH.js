#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  formatGotcha,
  matchGotchas
} from "./chunk-TLHG7XIM.js";
import {
  oneLine
} from "./chunk-HY2LQYPX.js";
import {
  buildCommandDigest,
  digestIndex
} from "./chunk-OLSZCPLX.js";
import {
  buildGotchaDigest
} from "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  commandForms,
  commandShape,
  matchShape,
  programName,
  shellScript,
  splitShell,
  unwrap
} from "./chunk-DZYGGF2K.js";
import "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import "./chunk-SDR562BD.js";
import {
  requirePositional
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/gotchas.ts
import path3 from "node:path";

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

// src/storage/written-files.ts
import { statSync } from "node:fs";
import path2 from "node:path";

// src/core/command/write-targets.ts
var MAX_WRITE_TARGETS = 16, UNKNOWN = /[$`*?[\]{}]|^~/;
function normalisePath(text) {
  let absolute = text.startsWith("/"), out = [];
  for (let part of text.split("/"))
    part === "" || part === "." || (part === ".." && out.length && out.at(-1) !== ".." ? out.pop() : (part !== ".." || !absolute) && out.push(part));
  let joined = out.join("/");
  return absolute ? `/${joined}` : joined || ".";
}
function resolveFrom(dir, file) {
  return !file || UNKNOWN.test(file) || file === "-" || file.startsWith("/dev/") ? null : file.startsWith("/") ? normalisePath(file) : dir === null ? null : normalisePath(dir === "." ? file : `${dir}/${file}`);
}
function changedDir(dir, args) {
  let operands = args.filter((a) => !a.startsWith("-") || a === "-"), to = operands[0];
  return operands.length !== 1 || to === void 0 || to === "-" || UNKNOWN.test(to) ? null : to.startsWith("/") ? normalisePath(to) : dir === null ? null : normalisePath(`${dir}/${to}`);
}
function operandsOf(words, withValue) {
  let operands = [], values = /* @__PURE__ */ new Map(), options = !0;
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    if (options && word === "--") options = !1;
    else if (options && word.startsWith("-") && word !== "-") {
      let eq = word.indexOf("=");
      word.startsWith("--") && eq > 0 ? values.set(word.slice(0, eq), word.slice(eq + 1)) : withValue.has(word) ? values.set(word, words[++i] ?? "") : !word.startsWith("--") && withValue.has(word.slice(0, 2)) && word.length > 2 && values.set(word.slice(0, 2), word.slice(2));
    } else operands.push(word);
  }
  return { operands, values };
}
var NO_VALUES = /* @__PURE__ */ new Set(), COPY_VALUES = /* @__PURE__ */ new Set(["-t", "--target-directory", "-S", "--suffix"]);
function copyTargets(words) {
  let { operands, values } = operandsOf(words, COPY_VALUES), folder = values.get("-t") ?? values.get("--target-directory"), baseName = (source) => source.replace(/\/+$/, "").split("/").pop() ?? "";
  if (folder !== void 0)
    return operands.map((source) => ({ path: `${folder}/${baseName(source)}` }));
  if (operands.length < 2) return [];
  let dest = operands.at(-1), sources = operands.slice(0, -1);
  if (sources.length > 1 || dest.endsWith("/"))
    return sources.map((source) => ({ path: `${dest}/${baseName(source)}` }));
  let noFolder = words.includes("-T") || words.includes("--no-target-directory"), name = baseName(sources[0]);
  return [noFolder || UNKNOWN.test(name) ? { path: dest } : { path: dest, intoFolder: name }];
}
function sedTargets(words) {
  let inPlace = !1, script = !1, files = [];
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    word === "-e" || word === "--expression" || word === "-f" || word === "--file" ? (script = !0, i++) : word.startsWith("--in-place") ? inPlace = !0 : word.startsWith("--expression=") || word.startsWith("--file=") ? script = !0 : /^-[nErsuz]*i/.test(word) ? (inPlace = !0, word.endsWith("i") && /^(|\.[\w.-]*)$/.test(words[i + 1] ?? "x") && i++) : word.startsWith("-") && word !== "-" ? /^-[nErsuz]*[ef]$/.test(word) ? (script = !0, i++) : /^-[nErsuz]*[ef]./.test(word) && (script = !0) : script ? files.push(word) : script = !0;
  }
  return inPlace ? files : [];
}
function perlSwitches(word) {
  for (let j = 1; j < word.length; j++) {
    let c = word[j];
    if (c === "i") return { inPlace: !0, program: null };
    if (c === "e" || c === "E")
      return { inPlace: !1, program: j === word.length - 1 ? "next" : "here" };
    if ("MImxCdD".includes(c)) break;
  }
  return { inPlace: !1, program: null };
}
function perlTargets(words) {
  let inPlace = !1, program = !1, files = [];
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    if (word !== "--")
      if (word.startsWith("-") && word !== "-" && !word.startsWith("--")) {
        let switches = perlSwitches(word);
        inPlace ||= switches.inPlace, switches.program && (program = !0), switches.program === "next" && i++;
      } else program ? files.push(word) : program = !0;
  }
  return inPlace ? files : [];
}
function outputOption(words, short, long) {
  let out = [];
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    word === long ? out.push(words[++i] ?? "") : word.startsWith(`${long}=`) ? out.push(word.slice(long.length + 1)) : /^-[a-zA-Z]+$/.test(word) && word.endsWith(short) ? out.push(words[++i] ?? "") : word.startsWith(`-${short}`) && word.length > 2 && out.push(word.slice(2));
  }
  return out;
}
function commandWrites(words) {
  let program = programName(words[0] ?? ""), paths = (files) => files.map((path4) => ({ path: path4 }));
  switch (program) {
    case "tee":
      return paths(operandsOf(words, NO_VALUES).operands);
    case "cp":
    case "mv":
      return copyTargets(words);
    case "sed":
      return paths(sedTargets(words));
    case "perl":
      return paths(perlTargets(words));
    case "truncate":
      return paths(operandsOf(words, /* @__PURE__ */ new Set(["-s", "--size", "-r", "--reference"])).operands);
    case "dd":
      return paths(words.filter((w) => w.startsWith("of=")).map((w) => w.slice(3)));
    case "curl": {
      let dir = operandsOf(words, /* @__PURE__ */ new Set(["--output-dir"])).values.get("--output-dir"), files = outputOption(words, "o", "--output");
      return paths(dir ? files.map((f) => f.startsWith("/") ? f : `${dir}/${f}`) : files);
    }
    case "wget":
      return paths(outputOption(words, "O", "--output-document"));
    default:
      return [];
  }
}
function collect(line, start, depth, out) {
  let split = splitShell(line), dir = start, redirect = 0, add = (path4, intoFolder) => {
    let resolved = resolveFrom(dir, path4);
    resolved !== null && out.length < MAX_WRITE_TARGETS && out.push({ path: resolved, ...intoFolder ? { intoFolder } : {} });
  };
  for (let [index, raw] of split.commands.entries()) {
    let words = unwrap(raw);
    for (; split.writes[redirect]?.command === index; redirect++)
      add(split.writes[redirect].target);
    let program = programName(words[0] ?? "");
    program === "cd" || program === "pushd" ? dir = changedDir(dir, words.slice(1)) : program === "popd" && (dir = null);
    for (let target of commandWrites(words)) add(target.path, target.intoFolder);
    let script = depth < 3 ? shellScript(words) : null;
    script !== null ? collect(script, dir, depth + 1, out) : program === "eval" && depth < 3 && collect(words.slice(1).join(" "), dir, depth + 1, out);
  }
  for (; redirect < split.writes.length; redirect++) add(split.writes[redirect].target);
}
function writeTargets(line) {
  let out = [];
  collect(line, ".", 0, out);
  let seen = /* @__PURE__ */ new Set();
  return out.filter((t) => !seen.has(t.path) && seen.add(t.path));
}
function mayWrite(line) {
  return /[>]|\b(?:tee|cp|mv|sed|perl|truncate|dd|curl|wget)\b/.test(line);
}

// src/storage/written-files.ts
function isFolder(file) {
  try {
    return statSync(file).isDirectory();
  } catch {
    return !1;
  }
}
function projectFilesWritten(line, cwd, projectRoot) {
  if (!mayWrite(line)) return [];
  let files = [];
  for (let target of writeTargets(line)) {
    let absolute = path2.resolve(cwd, target.path);
    target.intoFolder && isFolder(absolute) && (absolute = path2.join(absolute, target.intoFolder));
    let relative = projectRelative(projectRoot, absolute);
    relative !== null && files.push({ absolute, relative });
  }
  return files;
}

// src/cli/commands/gotchas.ts
function writtenFileGotchas(digest, line, where) {
  let found = /* @__PURE__ */ new Map();
  if (!where.projectRoot) return [];
  for (let { relative } of projectFilesWritten(line, where.cwd, where.projectRoot))
    for (let match of matchGotchas(digest.gotchas, relative, relative, where.options))
      found.has(match.gotcha.id) || found.set(match.gotcha.id, { match, file: relative });
  return [...found.values()];
}
function commandGotchas(digest, line, where) {
  let found = matchCommandLine(digestIndex(buildCommandDigest(digest)), line, /* @__PURE__ */ new Set(), 1e3), subject = `the command \`${oneLine(found.command, 120)}\``, own = new Set(found.matches.map((m) => m.gotcha.id)), written = writtenFileGotchas(digest, line, where).filter(
    (w) => !own.has(w.match.gotcha.id)
  ), entry = (m) => ({
    id: m.gotcha.id,
    severity: m.gotcha.severity,
    title: m.gotcha.title,
    summary: m.gotcha.summary
  }), json = {
    command: line,
    gotchas: [
      ...found.matches.map(entry),
      ...written.map((w) => ({ ...entry(w.match), file: w.file }))
    ]
  }, lines = [
    ...found.matches.map((m) => formatGotcha(subject, m.gotcha, 2e3)),
    ...written.map(
      (w) => formatGotcha(`${w.file}, which \`${oneLine(line, 100)}\` writes`, w.match.gotcha, 2e3)
    )
  ];
  return { json, text: lines.length ? lines.join(`
`) : "No known gotchas for that command." };
}
var gotchasCommand = {
  name: "gotchas",
  help: `strata gotchas <file>
strata gotchas --command "<command line>"

  Prints the gotchas whose file_patterns match the file (and, with hooks.gotchas.matchTags
  on, those with a tag that is a folder or file name of its path), most severe first: the
  same warnings Claude gets before it edits the file or after it reads it, without the
  per-session and per-call limits. With --command, the gotchas whose command_patterns match
  a command the line runs, and those of the project files it writes (> file, tee, cp/mv
  onto a file, sed -i), as before a Bash call.`,
  options: { command: { type: "string" } },
  async run(ctx, args) {
    if (typeof args.values.command == "string") {
      let store2 = await loadStore(ctx.store), digest2 = buildGotchaDigest(store2.visible, ctx.projectRoot ?? null, ctx.store.now());
      return commandGotchas(digest2, args.values.command, {
        cwd: ctx.cwd,
        projectRoot: ctx.projectRoot ?? null,
        options: ctx.config.hooks.gotchas
      });
    }
    let file = requirePositional(args, 0, "file", "strata gotchas <file>"), absolute = path3.resolve(ctx.cwd, file), relative = ctx.projectRoot ? projectRelative(ctx.projectRoot, absolute) : null, display = relative ?? absolute, store = await loadStore(ctx.store), digest = buildGotchaDigest(store.visible, ctx.projectRoot ?? null, ctx.store.now()), matches = matchGotchas(digest.gotchas, relative, display, ctx.config.hooks.gotchas), json = {
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
