#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/command/shell-split.ts
var BLANK = /* @__PURE__ */ new Set([" ", "	", "\r"]), ENDS = /* @__PURE__ */ new Set([`
`, ";", "&", "|", "(", ")"]);
function closeParen(text, from) {
  let depth = 1, quote = "";
  for (let i = from; i < text.length; i++) {
    let c = text[i];
    if (quote)
      c === "\\" && quote === '"' ? i++ : c === quote && (quote = "");
    else if (c === "\\") i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i + 1;
  }
  return text.length;
}
var WRITE_OPS = /* @__PURE__ */ new Set([">", ">>", ">|", "&>", "&>>"]), Splitter = class {
  constructor(text) {
    this.text = text;
  }
  text;
  out = { commands: [], nested: [], writes: [] };
  i = 0;
  word = "";
  hasWord = !1;
  words = [];
  /**
   * The next word is a redirection target (taken out of the words; `write`: a file an
   * output redirection writes) or a here-document delimiter.
   */
  target = "none";
  heredocs = [];
  run() {
    let t = this.text;
    for (; this.i < t.length && this.out.commands.length < 512; ) this.step(t[this.i]);
    return this.endCommand(), this.out;
  }
  step(c) {
    let next = this.text[this.i + 1];
    BLANK.has(c) ? this.endWord(1) : c === "\\" ? this.escaped(next) : c === "#" && !this.hasWord ? this.skipComment() : c === "'" ? this.singleQuoted() : c === '"' ? this.doubleQuoted() : c === "`" ? this.backticks() : c === "$" && next === "'" ? this.ansiQuoted() : (c === "$" || c === "<" || c === ">") && next === "(" ? this.substitution() : c === "<" || c === ">" || c === "&" && next === ">" ? this.redirection() : ENDS.has(c) ? this.endOperator(c) : (this.add(c), this.i++);
  }
  /** A backslash-newline joins lines; any other escaped character is literal. */
  escaped(next) {
    next !== `
` && this.add(next ?? ""), this.i += 2;
  }
  endOperator(c) {
    this.endWord(0), this.endCommand(), this.i++, c === `
` && this.skipHeredocs();
  }
  add(text) {
    this.word += text, this.hasWord = !0;
  }
  endWord(advance) {
    if (this.i += advance, !this.hasWord) return;
    let word = this.word;
    this.word = "", this.hasWord = !1, this.target === "none" ? this.words.push(word) : this.target === "write" ? this.out.writes.push({ target: word, command: this.out.commands.length }) : this.target !== "file" && this.heredocs.push({ delimiter: word, tabs: this.target === "heredoc-tabs" }), this.target = "none";
  }
  endCommand() {
    this.endWord(0), this.words.length && this.out.commands.push(this.words), this.words = [], this.target = "none";
  }
  skipComment() {
    let end = this.text.indexOf(`
`, this.i);
    this.i = end < 0 ? this.text.length : end;
  }
  singleQuoted() {
    let end = this.text.indexOf("'", this.i + 1), stop = end < 0 ? this.text.length : end;
    this.add(this.text.slice(this.i + 1, stop)), this.i = stop + 1;
  }
  ansiQuoted() {
    let t = this.text, j = this.i + 2, value = "";
    for (; j < t.length && t[j] !== "'"; j++)
      t[j] === "\\" && j++, value += t[j] ?? "";
    this.add(value), this.i = j + 1;
  }
  doubleQuoted() {
    let t = this.text, j = this.i + 1, value = "";
    for (; j < t.length && t[j] !== '"'; ) {
      let c = t[j];
      if (c === "\\" && '"\\$`\n'.includes(t[j + 1] ?? ""))
        t[j + 1] !== `
` && (value += t[j + 1]), j += 2;
      else if (c === "$" && t[j + 1] === "(") {
        let end = closeParen(t, j + 2);
        this.out.nested.push(t.slice(j + 2, end - 1)), value += t.slice(j, end), j = end;
      } else if (c === "`") {
        let end = t.indexOf("`", j + 1), stop = end < 0 ? t.length : end;
        this.out.nested.push(t.slice(j + 1, stop)), j = stop + 1;
      } else
        value += c, j++;
    }
    this.add(value), this.i = j + 1;
  }
  backticks() {
    let end = this.text.indexOf("`", this.i + 1), stop = end < 0 ? this.text.length : end;
    this.out.nested.push(this.text.slice(this.i + 1, stop)), this.add(this.text.slice(this.i, stop + 1)), this.i = stop + 1;
  }
  /** `$(…)`, `<(…)`, `>(…)`; `$((…))` is arithmetic and holds no command. */
  substitution() {
    let t = this.text, end = closeParen(t, this.i + 2);
    t[this.i + 2] !== "(" && this.out.nested.push(t.slice(this.i + 2, end - 1)), this.add(t.slice(this.i, end)), this.i = end;
  }
  /** `>`, `>>`, `2>&1`, `&>`, `<<EOF`, `<<-EOF`, `<<<word`: the operator and its target go. */
  redirection() {
    let t = this.text;
    this.hasWord && /^\d+$/.test(this.word) ? (this.word = "", this.hasWord = !1) : this.endWord(0);
    let op = "";
    for (; this.i < t.length && "<>&|-".includes(t[this.i]) && op.length < 3; ) op += t[this.i++];
    op === "<<" || op === "<<-" ? this.target = op === "<<" ? "heredoc" : "heredoc-tabs" : this.target = WRITE_OPS.has(op) ? "write" : "file";
  }
  /** After a newline: the bodies of pending here-documents, up to their delimiter lines. */
  skipHeredocs() {
    let t = this.text;
    for (let { delimiter, tabs } of this.heredocs)
      for (; this.i < t.length; ) {
        let end = t.indexOf(`
`, this.i), stop = end < 0 ? t.length : end, line = t.slice(this.i, stop);
        if (this.i = stop + 1, (tabs ? line.replace(/^\t+/, "") : line) === delimiter) break;
      }
    this.heredocs = [];
  }
};
function splitShell(line) {
  return new Splitter(line.length > 32768 ? line.slice(0, 32768) : line).run();
}

// src/core/command/command-forms.ts
var MAX_NESTING = 4, MAX_FORMS = 1024, SHELLS = /* @__PURE__ */ new Set(["bash", "sh", "zsh", "dash", "ksh"]), KEYWORDS = /* @__PURE__ */ new Set(["!", "{", "}", "then", "do", "else", "elif", "if", "while", "until"]), WRAPPERS = {
  env: { withValue: /* @__PURE__ */ new Set(["-u", "--unset", "-C", "--chdir"]), leading: 0 },
  sudo: {
    withValue: /* @__PURE__ */ new Set(["-u", "-g", "-C", "-D", "-h", "-p", "-r", "-t", "-U", "-T", "-R"]),
    leading: 0
  },
  doas: { withValue: /* @__PURE__ */ new Set(["-u", "-C"]), leading: 0 },
  time: { withValue: /* @__PURE__ */ new Set(["-f", "-o"]), leading: 0 },
  nice: { withValue: /* @__PURE__ */ new Set(["-n"]), leading: 0 },
  nohup: { withValue: /* @__PURE__ */ new Set(), leading: 0 },
  command: { withValue: /* @__PURE__ */ new Set(), leading: 0 },
  exec: { withValue: /* @__PURE__ */ new Set(["-a"]), leading: 0 },
  builtin: { withValue: /* @__PURE__ */ new Set(), leading: 0 },
  timeout: { withValue: /* @__PURE__ */ new Set(["-s", "--signal", "-k", "--kill-after"]), leading: 1 },
  xargs: {
    withValue: /* @__PURE__ */ new Set(["-I", "-n", "-P", "-L", "-d", "-E", "-s", "-a", "--delimiter"]),
    leading: 0
  }
}, RUNNERS = {
  npx: /* @__PURE__ */ new Set(["-p", "--package", "--cache", "--registry"]),
  bunx: /* @__PURE__ */ new Set(["-p", "--package"]),
  pnpx: /* @__PURE__ */ new Set(["-p", "--package"]),
  "pnpm exec": /* @__PURE__ */ new Set(["-C", "--dir", "--filter", "-F"]),
  "pnpm dlx": /* @__PURE__ */ new Set(["--package"]),
  "npm exec": /* @__PURE__ */ new Set(["-p", "--package", "-w", "--workspace"]),
  "npm x": /* @__PURE__ */ new Set(["-p", "--package"]),
  "yarn exec": /* @__PURE__ */ new Set(),
  "yarn dlx": /* @__PURE__ */ new Set(["-p", "--package"]),
  "bun x": /* @__PURE__ */ new Set(["-p", "--package"]),
  yarn: /* @__PURE__ */ new Set(["--cwd"]),
  "bundle exec": /* @__PURE__ */ new Set(["--gemfile"]),
  "poetry run": /* @__PURE__ */ new Set(["-C", "--directory", "-P", "--project"]),
  "uv run": /* @__PURE__ */ new Set([
    "--with",
    "--with-requirements",
    "--with-editable",
    "-p",
    "--python",
    "--project",
    "--directory",
    "--package",
    "--extra",
    "--group",
    "--env-file",
    "--index"
  ]),
  uvx: /* @__PURE__ */ new Set(["--from", "--with", "-p", "--python"]),
  "pipenv run": /* @__PURE__ */ new Set(),
  "pdm run": /* @__PURE__ */ new Set(["-p", "--project"]),
  "pipx run": /* @__PURE__ */ new Set(["--spec", "--python"]),
  "hatch run": /* @__PURE__ */ new Set(),
  "conda run": /* @__PURE__ */ new Set(["-n", "--name", "-p", "--prefix"]),
  "mise exec": /* @__PURE__ */ new Set(["-C", "--cd"]),
  "mise x": /* @__PURE__ */ new Set(["-C", "--cd"])
};
function programName(word) {
  let slash = word.lastIndexOf("/");
  return slash < 0 ? word : word.slice(slash + 1);
}
var isAssignment = (word) => {
  let eq = word.indexOf("=");
  if (eq <= 0) return !1;
  for (let i = 0; i < eq; i++) {
    let c = word.charCodeAt(i);
    if (!(c === 95 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || i > 0 && c >= 48 && c <= 57)) return !1;
  }
  return !0;
};
function skipOptions(words, from, withValue) {
  let i = from;
  for (; i < words.length && words[i].startsWith("-") && words[i] !== "-"; ) {
    let word = words[i];
    if (i++, word === "--") break;
    withValue.has(word) && i++;
  }
  return i;
}
function unwrap(words) {
  let i = 0;
  for (; i < words.length; ) {
    let word = words[i];
    if (KEYWORDS.has(word) || isAssignment(word)) {
      i++;
      continue;
    }
    let name = programName(word), wrapper = Object.hasOwn(WRAPPERS, name) ? WRAPPERS[name] : void 0;
    if (!wrapper) break;
    for (i = skipOptions(words, i + 1, wrapper.withValue); i < words.length && isAssignment(words[i]); ) i++;
    i += wrapper.leading;
  }
  return words.slice(i);
}
function packageProgram(spec) {
  let at = spec.indexOf("@", 1);
  return programName(at > 0 ? spec.slice(0, at) : spec);
}
function runnerTarget(words) {
  let name = programName(words[0] ?? ""), two = `${name} ${words[1] ?? ""}`, key = Object.hasOwn(RUNNERS, two) ? two : Object.hasOwn(RUNNERS, name) ? name : null;
  if (!key) return null;
  let start = skipOptions(words, key.includes(" ") ? 2 : 1, RUNNERS[key]);
  return start >= words.length ? null : [packageProgram(words[start]), ...words.slice(start + 1)];
}
function shellScript(words) {
  if (!SHELLS.has(programName(words[0] ?? ""))) return null;
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    if (!word.startsWith("-")) return null;
    if (!word.startsWith("--") && word.includes("c")) return words[i + 1] ?? null;
  }
  return null;
}
function collect(line, depth, forms) {
  let split = splitShell(line), inner = [...split.nested];
  for (let words of split.commands) {
    if (forms.length >= MAX_FORMS) return;
    let form = unwrap(words);
    if (!form.length) continue;
    forms.push(form);
    let target = runnerTarget(form);
    target && forms.push(unwrap(target));
    let script = shellScript(form);
    script !== null ? inner.push(script) : programName(form[0]) === "eval" && inner.push(form.slice(1).join(" "));
  }
  if (!(depth + 1 >= MAX_NESTING))
    for (let text of inner) collect(text, depth + 1, forms);
}
function commandForms(line) {
  let forms = [];
  return collect(line, 0, forms), forms.slice(0, MAX_FORMS).filter((f) => f.length > 0);
}

// src/core/command/command-pattern.ts
var COMMAND_PATTERN_LIMITS = { length: 200, words: 12, wildcards: 8 };
function checkCommandPattern(pattern) {
  if (pattern.length > COMMAND_PATTERN_LIMITS.length)
    return `is longer than ${COMMAND_PATTERN_LIMITS.length} characters`;
  if (/[\u0000-\u001f\u007f]/.test(pattern)) return "holds a control character or a line break";
  let words = pattern.trim().split(/\s+/).filter(Boolean);
  return words.length ? words.length > COMMAND_PATTERN_LIMITS.words ? `has more than ${COMMAND_PATTERN_LIMITS.words} words` : words[0].includes("*") ? "starts with a wildcard; write the program name first (e.g. npm publish)" : words[0].startsWith("-") ? "starts with an option; write the program name first" : /[|&;<>()`$'"\\]/.test(pattern) ? "holds shell syntax (quotes, |, &, ;, <, >, $, parentheses); write the words of one command" : [...pattern].filter((c) => c === "*").length > COMMAND_PATTERN_LIMITS.wildcards ? `has more than ${COMMAND_PATTERN_LIMITS.wildcards} wildcards` : null : "is empty";
}
function compileWord(word) {
  return word.split("*");
}
function compileCommandPattern(pattern) {
  if (checkCommandPattern(pattern) !== null) return null;
  let [program, ...rest] = pattern.trim().split(/\s+/);
  return {
    program,
    positional: rest.filter((w) => !w.startsWith("-")).map(compileWord),
    options: rest.filter((w) => w.startsWith("-")).map(compileWord)
  };
}
function matchWord(pieces, text) {
  if (pieces.length === 1) return text === pieces[0];
  let first = pieces[0], last = pieces.at(-1);
  if (text.length < first.length + last.length || !text.startsWith(first) || !text.endsWith(last)) return !1;
  let at = first.length, end = text.length - last.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    let piece = pieces[i];
    if (!piece) continue;
    let found = text.indexOf(piece, at);
    if (found < 0 || found + piece.length > end) return !1;
    at = found + piece.length;
  }
  return !0;
}
function patternKey(pattern) {
  let first = pattern.trim().split(/\s+/)[0];
  return first && checkCommandPattern(pattern) === null ? programName(first) : null;
}
var withoutDotSlash = (word) => word.startsWith("./") ? word.slice(2) : word;
function commandShape(words) {
  let program = words[0];
  if (program === void 0) return null;
  let positional = [], options = [], afterDashes = !1;
  for (let i = 1; i < words.length; i++) {
    let word = words[i];
    !afterDashes && word === "--" ? afterDashes = !0 : !afterDashes && word.startsWith("-") && word !== "-" ? options.push(word) : positional.push(word);
  }
  return { program, positional, options };
}
function matchShape(matcher, shape) {
  let { program, positional, options } = shape;
  if ((matcher.program.includes("/") ? withoutDotSlash(program) : programName(program)) !== withoutDotSlash(matcher.program) || matcher.positional.length > positional.length) return !1;
  for (let [i, pieces] of matcher.positional.entries())
    if (!matchWord(pieces, positional[i])) return !1;
  return matcher.options.every((pieces) => options.some((o) => matchWord(pieces, o)));
}
function patternTokens(matcher, key) {
  let literal = (word) => word?.length === 1 ? word[0] : null, words = [literal(matcher.positional[0]), ...matcher.options.map(literal)];
  return [`c:${key}`, ...words.filter((w) => w !== null).map((w) => `c:${key} ${w}`)];
}

export {
  splitShell,
  programName,
  unwrap,
  shellScript,
  commandForms,
  checkCommandPattern,
  compileCommandPattern,
  patternKey,
  commandShape,
  matchShape,
  patternTokens
};
