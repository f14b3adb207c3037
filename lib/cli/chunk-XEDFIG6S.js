#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  redactSecrets
} from "./chunk-CNJHIBE3.js";
import {
  forgetMemory
} from "./chunk-W4JP4HG3.js";
import {
  createUnderFreeId,
  ensureLocalIgnored,
  remember
} from "./chunk-7TPGI3WZ.js";
import {
  summarizeBody
} from "./chunk-TZM32FOC.js";
import {
  textTerms
} from "./chunk-3ZGVL2AA.js";
import {
  isoSeconds
} from "./chunk-7KTB7TC7.js";
import {
  matchGlob
} from "./chunk-2ETZKUNT.js";
import {
  findMemory,
  getWritableScope,
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFolders,
  editDocument,
  lockPathFor,
  readMemoryFile,
  updateFileText,
  withLock
} from "./chunk-SDR562BD.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";

// src/core/capture/bounded-events.ts
function hasLongLine(text) {
  let start = 0;
  for (; start < text.length; ) {
    let end = text.indexOf(`
`, start), stop = end < 0 ? text.length : end;
    if (stop - start > 1e3) return !0;
    start = stop + 1;
  }
  return !1;
}
function boundText(text) {
  let short = text.length <= 16e3 ? text : text.slice(0, 7998) + `
\u2026
` + text.slice(-7998);
  return hasLongLine(short) ? short.split(`
`).map((line) => line.length > 1e3 ? line.slice(0, 1e3) : line).join(`
`) : short;
}
function boundValue(value) {
  return typeof value == "string" ? boundText(value) : Array.isArray(value) ? value.map(boundValue) : value !== null && typeof value == "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundValue(v)])) : value;
}
function boundEvents(events) {
  return events.map(
    (e) => e.kind === "tool" ? { ...e, input: boundValue(e.input) } : { ...e, text: boundText(e.text) }
  );
}

// src/core/capture/draft.ts
var CAPTURE_RULES = {
  correction: `the user corrected Claude or stated a standing rule ("no, never \u2026", "always \u2026", "that's wrong because \u2026"), or questioned Claude's work and Claude conceded ("did you not check \u2026?")`,
  "error-fix": "a command failed, files were changed, and the same command then passed",
  decision: "a decision was stated together with its reason",
  "edit-churn": "a file was edited three times or more with failing commands in between",
  "tool-not-found": "the shell could not find a program that then ran when invoked another way (a virtual environment, its full path, a runner)",
  blocked: `a guard refused a call and said why: a project's hook, or Claude Code itself ("cd to \u2026 was blocked")`,
  diagnosis: `something failed (a command, or an error the user pasted) and Claude's next words named the cause ("the issue is that \u2026")`
};

// src/core/capture/text-cues.ts
var CONCRETE = /`[^`]+`|[\w.~-]+\/[\w./-]*|\b[\w-]+\.[a-z]{1,5}\b|(?:^|\s)--?[a-z][\w-]*|\b(?:npm|pnpm|yarn|npx|git|pytest|uv|pip|node|tsc|biome|ruff|eslint|prettier|make|docker|ci|hooks?|specs?|tests?|commits?|branch(?:es)?|lint(?:er)?|formatter|build)\b/i, CONVENTION = new RegExp(
  [
    String.raw`^(?:we|this (?:project|repo(?:sitory)?|codebase))\s+(?:use|uses|run|runs|keep|keeps|name|prefer|commit)\s+\S`,
    String.raw`\b(?:lives?|belongs?|goes|go|should (?:go|live|be)) (?:in|under|into|inside)\s+\S+\/`,
    String.raw`\b(?:run|check|test)\b[^.?!]{1,60}\bbefore (?:commit|committing|push|pushing|you commit|you push|merging)\b`
  ].join("|"),
  "i"
), ALWAYS_INLINE = /\b(?:and|but|so|please|also|then|to)\s+always\s+[a-z]+/i, PREFERENCE = /\bi (?:don'?t want|do not want|(?:'d|would) rather)\b/i, QUESTION_PUSHBACK = /^(?:why (?:did|do|are|would|is) you\b|are you sure\b|w8\b|wait\b)/i, ONE_OFF = /\b(?:in this (?:\w+ ){0,3}(?:phase|session|task|step)|for (?:now|this (?:task|session|step))|this time|right now)\b/i, NOT_USERS_VOICE = /\b(?:the user|user feedback|user wants|user asked)\b/i;
function withoutFences(text) {
  return text.replace(/```[\s\S]*?(?:```|$)/g, " ");
}
var QUOTED = /^["\u201c]|["\u201d]$/;
function isConvention(sentence) {
  return CONVENTION.test(sentence) && CONCRETE.test(sentence);
}
function isInlinePreference(sentence) {
  return ALWAYS_INLINE.test(sentence) || PREFERENCE.test(sentence);
}
function opensWithQuestion(first) {
  return QUESTION_PUSHBACK.test(first.trim());
}
function isNotALesson(sentence) {
  return ONE_OFF.test(sentence) || NOT_USERS_VOICE.test(sentence) || QUOTED.test(sentence);
}
var CONCEDES = /^(?:oh,? )?(?:you'?re|you are) (?:absolutely |completely |totally |quite )?(?:right|correct)\b[^.!]*[.!]*|^(?:good|great) (?:catch|point)\b[^.!]*[.!]*/i, NEXT_STEP = /^(?:let me|let's|i'?ll|i will|i apologi[sz]e|sorry|now\b)/i;
function firstReply(events, at) {
  for (let i = at + 1; i < events.length; i++) {
    let e = events[i];
    if (e.kind === "prompt") return "";
    if (e.kind === "text") return e.text.trim();
  }
  return "";
}
function concession(events, at) {
  let reply = firstReply(events, at), head = CONCEDES.exec(reply);
  return head ? reply.slice(head[0].length).split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter((x) => x && !NEXT_STEP.test(x)).slice(0, 2).join(" ") : null;
}

// src/core/capture/text-pushback.ts
var PUSHBACK_QUESTION = new RegExp(
  String.raw`(?:^|[-,;:(\u2014\u2013]\s*|\b(?:but|and|so|also|then|ok(?:ay)?|now)\s+)` + String.raw`(?:did(?:n'?t)? you\b|are you (?:sure|certain)\b|why (?:are|do|did|is|would|were|was|does|can'?t|aren'?t|don'?t|didn'?t|isn'?t|wasn'?t) (?:we|you)\b|have(?:n'?t)? you (?:tried|checked|looked|considered|read|run|tested|verified)\b|do i (?:have|need) to (?:say|tell|remind|repeat|ask)\b|can'?t you\b|can you not\b|couldn'?t you\b|could you not\b|what are you doing\b|shouldn'?t (?:we|you)\b|wouldn'?t it be\b)`,
  "i"
), TAKES_IT = /^(?:great|good|excellent) (?:suggestion|idea|point|question|catch)\b/i;
function promptSentences(text) {
  return withoutFences(text).split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/\s+/g, " ").trim());
}
var MIN_WORDS = 5;
function pushbackQuestion(events, at) {
  let e = events[at];
  if (e?.kind !== "prompt") return null;
  let hit = promptSentences(e.text).find(
    (s) => s.includes("?") && PUSHBACK_QUESTION.test(s) && !isNotALesson(s) && s.split(/\s+/).length >= MIN_WORDS
  );
  return hit && (concession(events, at) !== null || TAKES_IT.test(firstReply(events, at))) ? hit : null;
}

// src/core/capture/text-rules.ts
var PUSHBACK_START = /^(?:no\b|nope\b|don'?t\b|do not\b|stop\b|wrong\b|actually,|please don'?t\b|never\b|always\b)/i, NOT_A_RULE = /^(?:never\s?mind|no (?:worries|problem|thanks|need)|nope,? (?:that'?s|it'?s) fine)/i, RULE_WORD = /\b(?:never|always|don'?t|do not|must(?: not)?|instead of|should(?:n'?t| not)?)\b/i, WRONG = /\b(?:that'?s|that is|this is|it'?s) (?:wrong|not right|incorrect)\b/i, STANDING_RULE = /(?:^(?:always|never)\s+[a-z]+|\bwe (?:always|never)\s+[a-z]+)/i, INLINE_RULE = new RegExp(
  [
    String.raw`(?:^|[,;:(\u2014-]\s*|\b(?:please|and|but|so|just|also|then|again)\s+)(?:don'?t|do not|never)\b(?!\s+(?:worry|mind|know|think|see|understand)\b)`,
    String.raw`\byou (?:should(?:n'?t| not)|must(?:n'?t| not))\b`,
    String.raw`\bi (?:dislike|don'?t like|do not like|prefer|didn'?t mean|did not mean|didn'?t ask|never asked)\b`,
    String.raw`\b(?:was|is|were) supposed to\b`,
    String.raw`\buse \S+,? not\b`,
    String.raw`\bwe(?:'re| are)? (?:using|use) \S+,? (?:so|not)\b`,
    String.raw`\bwe already have\b`,
    String.raw`\byou (?:probably |still )?have to\b`,
    String.raw`\bi still want\b`,
    String.raw`^put (?:the |all |our )?[\w-]+(?: [\w-]+){0,4} (?:in|inside|into|under) \S*/`
  ].join("|"),
  "i"
), DECISION = /\b(?:let'?s (?:use|go with|keep|switch to|stick with|move to)|we(?:'ll| will| should)? (?:use|go with|keep|switch to|stick with|move to)\b|(?:we|i) (?:decided|chose|picked|opted)\b|decided to\b|going with\b)/i, REASON = /\b(?:because|since|so that|due to|given that)\b/i;
function splitSentences(text) {
  return text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.replace(/\s+/g, " ").trim()).filter((s) => s.length > 0);
}
function clip(text, max) {
  let flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  let cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max - 20))}\u2026`;
}
function ruleClause(sentence) {
  let clauses = sentence.split(
    /\s+(?:--|\u2014|\u2013)\s+|\s\((?=[^)]*\s[^)]*\))|(?<!\()\)(?=\s)/
  ), hit = clauses.find((c) => INLINE_RULE.test(c.trim()) || STANDING_RULE.test(c.trim()));
  return !hit || clauses.length < 2 ? sentence : hit.trim().replace(/^(?:but|and|so)\s+(?:please\s+)?(?:recall|remember|note)?\s*(?:that\s+)?/i, "");
}
function titleFrom(sentence) {
  let bare = ruleClause(sentence).replace(/^(?:no|nope|actually|wrong|please|ok(?:ay)?|well|so|also)[,.!:;]?\s+/i, "").replace(/[.!;:,]+$/, ""), title = clip(bare, 90);
  return title.charAt(0).toUpperCase() + title.slice(1);
}
function lastAction(events, before) {
  for (let i = before - 1; i >= 0; i--) {
    let e = events[i];
    if (e.kind === "prompt") return null;
    if (e.kind === "text") return `Claude said: ${clip(e.text, 200)}`;
    if (e.kind === "tool") {
      let what = e.input.command ?? e.input.file_path ?? "";
      return `Claude had run ${e.name}${what ? ` \`${clip(String(what), 160)}\`` : ""}`;
    }
  }
  return null;
}
function correctionSentences(text) {
  let all = splitSentences(withoutFences(text)), sentences = all.filter((s) => !s.endsWith("?")), first = sentences[0] ?? "";
  if (NOT_A_RULE.test(first)) return [];
  let opensWithPushback = PUSHBACK_START.test(first) || opensWithQuestion(all[0] ?? "");
  return sentences.filter(
    (s) => !isNotALesson(s) && (WRONG.test(s) || STANDING_RULE.test(s) || INLINE_RULE.test(s) || isInlinePreference(s) || isConvention(s) || opensWithPushback && RULE_WORD.test(s))
  );
}
function findCorrections(events) {
  let out = [];
  return events.forEach((e, i) => {
    if (e.kind !== "prompt") return;
    let rules = correctionSentences(e.text);
    if (!rules.length) {
      let question = pushbackQuestion(events, i);
      rules = question ? [question] : [];
    }
    if (!rules.length) return;
    let main = rules.find((s) => /\b(?:always|never)\b/i.test(s)) ?? rules.find((s) => INLINE_RULE.test(s)) ?? rules.find((s) => RULE_WORD.test(s)) ?? rules[0], action = lastAction(events, i), conceded = concession(events, i);
    out.push({
      rule: "correction",
      type: "learning",
      title: titleFrom(main),
      summary: clip([...rules, ...conceded ? [`(Claude: ${conceded})`] : []].join(" "), 400),
      evidence: [
        `User: ${clip(e.text, 600)}`,
        ...action ? [action] : [],
        ...conceded ? [`Claude conceded: ${clip(conceded, 300)}`] : []
      ]
    });
  }), out;
}
function isRejected(events, from) {
  let next = events.slice(from + 1).find((e) => e.kind === "prompt");
  return next?.kind === "prompt" && /^(?:no\b|nope\b|don'?t\b|wrong\b)/i.test(next.text);
}
function findDecisions(events) {
  let out = [];
  return events.forEach((e, i) => {
    if (!(e.kind !== "prompt" && e.kind !== "text"))
      for (let sentence of splitSentences(e.text)) {
        if (sentence.endsWith("?") || !DECISION.test(sentence) || !REASON.test(sentence) || e.kind === "text" && isRejected(events, i)) continue;
        let reasonAt = sentence.search(REASON), choice = sentence.slice(0, reasonAt).replace(/[,;:\s]+$/, "");
        if (!(choice.length < 12)) {
          out.push({
            rule: "decision",
            type: "decision",
            title: titleFrom(choice.replace(/^(?:so,?\s+|ok,?\s+)/i, "")),
            summary: clip(sentence, 400),
            evidence: [`${e.kind === "prompt" ? "User" : "Claude"}: ${clip(sentence, 600)}`]
          });
          return;
        }
      }
  }), out;
}

// src/core/capture/tool-blocked.ts
var BLOCKED = /\b(?:operation blocked by hook|was blocked\b)/i, HOOK_NAME = /^\s*-\s*\[([^\]]+)\]:?/m;
function isRefusal(text) {
  return BLOCKED.test(text);
}
function refusalIn(text, call) {
  if (!BLOCKED.test(text)) return null;
  let hook = HOOK_NAME.exec(text), guard = hook ? `hook \`${hook[1].trim()}\`` : "Claude Code", message = (hook ? text.slice(hook.index + hook[0].length) : text).replace(/^\s*(?:Error:\s*)?/, "").split(`
`).map((l) => l.trim()).filter(Boolean).join(" ");
  return message ? { kind: hook ? "hook" : "claude-code", guard, message: clip(message, 240), call } : null;
}
function refusals(events) {
  let calls = /* @__PURE__ */ new Map(), out = [];
  for (let e of events) {
    if (e.kind === "tool" && calls.set(e.id, String(e.input.command ?? e.input.file_path ?? e.name)), e.kind !== "result" || !e.isError) continue;
    let found = refusalIn(e.text, calls.get(e.id) ?? "");
    found && out.push(found);
  }
  return out;
}
function findRefusals(events) {
  let byKind = /* @__PURE__ */ new Map();
  for (let r of refusals(events)) byKind.set(r.kind, [...byKind.get(r.kind) ?? [], r]);
  return [...byKind.values()].map((list) => {
    let guard = list[0].guard, messages = [...new Set(list.map((r) => r.message))];
    return {
      rule: "blocked",
      type: "gotcha",
      title: clip(`${guard} refuses \`${clip(list[0].call, 40)}\`: ${messages[0]}`, 110),
      summary: clip(`${guard} refused ${list.length} call(s): ${messages.join(" / ")}`, 400),
      evidence: list.slice(0, 4).map((r) => `Refused: \`${clip(r.call, 120)}\` \u2014 ${r.message}`),
      severity: "medium"
    };
  });
}

// src/core/capture/tool-errors.ts
var ERROR_WORD = /\b(?:error|errors|fail|failed|failing|assert\w*|expected|cannot|can't|not found|exception|undefined|refused|mismatch|denied|timed? ?out|fatal)\b/i, ERROR_CODE = /\bERR_\w+|\bE[A-Z]{3,}\b/;
function errorExcerpt(output) {
  for (let raw of output.split(`
`)) {
    let line = raw.trim();
    if (!(!line || /^Exit code \d+$/.test(line)) && !(/^(?:error:?\s*)?[=\-_*#\s]{3,}/i.test(line) || /^error:?$/i.test(line)) && (ERROR_WORD.test(line) || ERROR_CODE.test(line)))
      return clip(line, 220);
  }
  return null;
}

// src/core/capture/tool-diagnosis.ts
var CAUSE = new RegExp(
  [
    String.raw`\b(?:the|a|one) (?:root cause|real problem|real issue|problem|issue|culprit|cause|catch) (?:is|was|here is)\b`,
    String.raw`\broot cause\b[^.?!]*?(?:is|was|:)`,
    String.raw`\bturns out\b`,
    String.raw`\b(?:it'?s|this is|that'?s) an? [\w-]+ (?:issue|problem|bug)\b`,
    String.raw`\bis a reserved (?:word|keyword|name)\b`,
    String.raw`\b(?:is|are) not supported\b|\bdoes(?:n'?t| not) support\b`
  ].join("|"),
  "i"
), REPORTED_FAILURE = /\b(?:error|exception|failed|failing|failures?|not defined|can'?t (?:get|make|find)|cannot|did(?:n'?t| not) (?:quite )?work|does(?:n'?t| not) work|not working|still (?:seeing|getting|failing|broken)|hangs?)\b/i, REPORT_MAX = 1500, NEXT_STEP2 = /^(?:let me|let's|i'?ll|i will|now\b|first,? (?:let|i))/i;
function failures(events) {
  let calls = /* @__PURE__ */ new Map(), out = [];
  return events.forEach((e, i) => {
    if (e.kind === "tool" && calls.set(e.id, String(e.input.command ?? e.input.file_path ?? e.name)), e.kind === "result" && e.isError && !isRefusal(e.text)) {
      let error = errorExcerpt(e.text);
      error && out.push({ at: i, what: `\`${clip(calls.get(e.id) ?? "", 100)}\` failed: ${error}` });
    }
    e.kind === "prompt" && e.text.length <= REPORT_MAX && REPORTED_FAILURE.test(e.text) && out.push({ at: i, what: `User reported: ${clip(e.text, 200)}` });
  }), out;
}
function firstReplyAfter(events, at) {
  for (let i = at + 1; i < events.length; i++) {
    let e = events[i];
    if (e.kind === "prompt") return null;
    if (e.kind === "text") return e.text;
  }
  return null;
}
function causeIn(reply) {
  let sentences = splitSentences(withoutFences(reply)), at = sentences.findIndex((s) => !NEXT_STEP2.test(s) && CAUSE.test(s) && !s.endsWith("?"));
  if (at < 0) return null;
  let after = sentences[at + 1], next = after && !NEXT_STEP2.test(after) && !after.endsWith(":") ? after : void 0, cause = next ? `${sentences[at]} ${next}` : sentences[at], head = sentences[at].replace(/^(?:yes|yeah|right|ok(?:ay)?|ah|so)[,!.]?\s+/i, ""), title = clip(head.length < 40 && next ? `${head} ${next}` : head, 100);
  return { title: title.charAt(0).toUpperCase() + title.slice(1), cause };
}
function findDiagnoses(events) {
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let f of failures(events)) {
    let reply = firstReplyAfter(events, f.at), found = reply === null || seen.has(reply) ? null : causeIn(reply);
    !found || reply === null || (seen.add(reply), out.push(diagnosisDraft(f, found)));
  }
  return out;
}
function diagnosisDraft(f, { title, cause }) {
  return {
    rule: "diagnosis",
    type: "learning",
    title,
    summary: clip(cause, 400),
    evidence: [f.what, `Claude found: ${clip(cause, 300)}`]
  };
}
var USER_FINDING = /^(?:(?:so|first|also|and|but|ok(?:ay)?)[,:]?\s+)*(?:i (?:think|believe)\s+)?(?:it (?:seems|looks) like\b|the (?:root cause|problem|issue|culprit) (?:is|was)\b(?! (?:solved|fixed|resolved))|turns out\b|i (?:found|noticed|realized|discovered) that\b)|\bis caused by\b/i, NOT_A_FINDING = /\b(?:it (?:seems|looks) like you|maybe|perhaps|either)\b|^[-*#>]|\*\*/i;
function findUserFindings(events) {
  let out = [];
  for (let e of events) {
    if (e.kind !== "prompt") continue;
    let hit = splitSentences(withoutFences(e.text)).find(
      (s) => USER_FINDING.test(s) && !NOT_A_FINDING.test(s) && !s.endsWith("?") && s.length > 30
    );
    if (!hit) continue;
    let title = clip(hit.replace(/^(?:so|first|also|ok(?:ay)?|and)[,:]?\s+/i, ""), 100);
    out.push({
      rule: "diagnosis",
      type: "learning",
      title: title.charAt(0).toUpperCase() + title.slice(1),
      summary: clip(hit, 400),
      evidence: [`User: ${clip(e.text, 400)}`]
    });
  }
  return out;
}

// src/core/capture/tool-commands.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set([
  "Edit",
  "Write",
  "MultiEdit",
  "NotebookEdit"
]);
function relativeFile(input, root) {
  let file = input.file_path ?? input.notebook_path;
  if (typeof file != "string" || !file || !root) return null;
  let prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : null;
}
var PROBE_COMMAND = /^(?:ls|cat|head|tail|grep|rg|find|which|echo|pwd|cd|gh run|git (?:status|log|diff|show))\b/, SETUP_STEP = /^(?:cd|source|\.|export|set)\s/;
function ranSteps(command) {
  return command.split(/\s*(?:&&|;)\s*/).filter((p) => p && !SETUP_STEP.test(p));
}
function commandKey(command) {
  let words = (ranSteps(command)[0] ?? command).split(/\s+/).filter((w) => w && !/^[A-Z_][A-Z0-9_]*=/.test(w)), plain = (w) => w !== void 0 && !/^[-"'`$(<>|&]/.test(w);
  return /^(?:run|exec|run-script|-m)$/.test(words[1] ?? "") && plain(words[2]) ? words.slice(0, 3).join(" ") : plain(words[1]) ? words.slice(0, 2).join(" ") : words[0] ?? "";
}
function isProbe(key) {
  return PROBE_COMMAND.test(key);
}
function shownCommand(command) {
  return command.replace(/^(?:cd\s+\S+\s*&&\s*)+/, "");
}

// src/core/capture/tool-found.ts
var NOT_FOUND = [
  /command not found:\s*([\w.+-]+)/i,
  /No module named '?([\w.+-]+)/i,
  /^([\w.+-]+) not found\b/im
], BASH_NOT_FOUND = ": command not found", NAME_BEFORE = /(?:^|[^\w.+-])([\w.+-]{1,100})$/;
function bashMissing(output) {
  let at = output.toLowerCase().indexOf(BASH_NOT_FOUND);
  if (!(at <= 0))
    return NAME_BEFORE.exec(output.slice(Math.max(0, at - 101), at))?.[1];
}
var LOOKAHEAD = 12;
function missingProgram(run) {
  let [prefixed, ...others] = NOT_FOUND.map((p) => p.exec(run.output)?.[1]), names = [prefixed, bashMissing(run.output), ...others];
  for (let name of names)
    if (name && new RegExp(`(?:^|[\\s/;&|(])${escapePattern(name)}(?:$|[\\s;&|)])`).test(run.command))
      return name;
  return null;
}
function escapePattern(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var RUNNERS = /* @__PURE__ */ new Set([
  "python",
  "python3",
  "npx",
  "bunx",
  "uv",
  "uvx",
  "poetry",
  "pipx",
  "pnpm"
]), PROBE = /^(?:which|echo|ls|type|command)\b/, STOPPED = /^(?:No \(tell Claude|Interrupted by user|\[Request interrupted)/;
function callOf(part, program) {
  let words = part.split(/\s+/), head = words[0];
  if (head === program || head.endsWith(`/${program}`)) return head;
  let at = words.indexOf(program);
  return RUNNERS.has(head) && at > 0 ? words.slice(0, at + 1).join(" ") : null;
}
function invocation(command, program) {
  let parts = command.split(/\s*(?:&&|;)\s*/).filter((p) => !/^cd\s/.test(p));
  for (let at = 0; at < parts.length; at++) {
    let call = callOf(parts[at], program);
    if (!call) continue;
    let setup = parts.slice(0, at).filter((p) => !PROBE.test(p) && !callOf(p, program));
    return !setup.length && call === program ? null : { setup: setup.join(" && "), call };
  }
  return null;
}
function findWorkingRun(runs, from, program) {
  for (let later of runs.slice(from, from + LOOKAHEAD)) {
    if (STOPPED.test(later.output.trim()) || missingProgram(later) === program) continue;
    let how = invocation(later.command, program);
    if (how) return { later, how };
  }
  return null;
}
function findEach(runs) {
  let out = [];
  return runs.forEach((run, i) => {
    let program = missingProgram(run);
    if (!program || out.some((f) => f.program === program)) return;
    let found = findWorkingRun(runs, i + 1, program);
    if (!found) return;
    let error = clip(firstLine(run.output, program), 160);
    out.push({ program, error, failed: run.command, ran: found.later.command, how: found.how });
  }), out;
}
function findProgramsFound(runs) {
  let groups = /* @__PURE__ */ new Map();
  for (let f of findEach(runs)) {
    let key = f.how.setup || f.how.call;
    groups.set(key, [...groups.get(key) ?? [], f]);
  }
  return [...groups.entries()].map(([key, list]) => {
    let names = list.map((f) => `\`${f.program}\``).join(", "), how = list[0].how.setup ? `after \`${key}\`` : `as \`${key}\``;
    return {
      rule: "tool-not-found",
      type: "learning",
      title: clip(`${names} not found in the plain shell: run ${how}`, 110),
      summary: clip(`${names} ${list.length > 1 ? "were" : "was"} not found; ran ${how}.`, 400),
      evidence: list.slice(0, 4).flatMap((f) => [
        `Failed: \`${clip(f.failed, 120)}\` \u2014 ${f.error}`,
        `Ran: \`${clip(f.ran, 120)}\``
      ])
    };
  });
}
function firstLine(output, program) {
  let lines = output.split(`
`).map((l) => l.trim());
  return lines.find((l) => l.includes(program)) ?? lines.find(Boolean) ?? "";
}

// src/core/capture/tool-rules.ts
var PROSE_FILE = /\.(?:md|mdx|markdown|txt|rst|adoc)$/i, EXPECTED_FAILURE = /\b(?:as expected|expected to fail|fails? as expected|(?:good|great|perfect|ok)[,!.]?\s+(?:the |our )?(?:new )?(?:tests?|specs?) (?:fails?|failed)|red phase)\b/i, FILLER = /^(?:perfect|great|good|excellent|nice|done|ok(?:ay)?|now|let me|i'?ll|i will)\b[^.!?]*[.!?]?$/i;
function toSteps(events, root) {
  let calls = /* @__PURE__ */ new Map(), steps = [];
  for (let e of events) {
    if (e.kind === "text" && steps.push({ kind: "say", text: e.text }), e.kind === "tool" && calls.set(e.id, { name: e.name, input: e.input }), e.kind !== "result") continue;
    let call = calls.get(e.id);
    if (call) {
      if (EDIT_TOOLS.has(call.name) && !e.isError) {
        let file = relativeFile(call.input, root);
        file && steps.push({ kind: "edit", file });
      } else if (call.name === "Bash" && typeof call.input.command == "string") {
        let command = call.input.command.replace(/\s+/g, " ").trim(), error = isRefusal(e.text) ? null : errorExcerpt(e.text);
        steps.push({ kind: "run", command, failed: e.isError, error, output: e.text });
      }
    }
  }
  return steps;
}
function explanation(steps, from, to = steps.length) {
  for (let i = from; i < to; i++) {
    let s = steps[i];
    if (s.kind !== "say") continue;
    let sentences = s.text.split(/(?<=[.!?])\s+/).filter((x) => !FILLER.test(x.trim()));
    if (sentences.length) return sentences.join(" ");
  }
  return null;
}
function isExpectedFailure(steps, at) {
  let next = steps.slice(at + 1).find((s) => s.kind === "say");
  return next?.kind === "say" && EXPECTED_FAILURE.test(next.text);
}
function unexpectedFailures(steps, from, to) {
  let out = [];
  for (let i = from; i < to; i++) {
    let s = steps[i];
    s.kind === "run" && s.failed && s.error && !isExpectedFailure(steps, i) && out.push({ at: i, command: s.command, error: s.error });
  }
  return out;
}
function foughtFailures(edits, failures2) {
  let byKey = /* @__PURE__ */ new Map();
  for (let f of failures2) {
    let key = commandKey(f.command);
    isProbe(key) || byKey.set(key, [...byKey.get(key) ?? [], f]);
  }
  for (let list of byKey.values())
    for (let i = 1; i < list.length; i++)
      if (edits.some((e) => e > list[i - 1].at && e < list[i].at)) return list;
  return [];
}
function findChurn(steps) {
  let edits = /* @__PURE__ */ new Map();
  steps.forEach((s, i) => {
    s.kind === "edit" && !PROSE_FILE.test(s.file) && edits.set(s.file, [...edits.get(s.file) ?? [], i]);
  });
  let out = [];
  for (let [file, at] of edits) {
    if (at.length < 3) continue;
    let failures2 = foughtFailures(at, unexpectedFailures(steps, at[0], at.at(-1))), last = failures2.at(-1);
    if (!last) continue;
    let why = explanation(steps, last.at + 1), name = file.split("/").pop() ?? file;
    out.push({
      rule: "edit-churn",
      type: "gotcha",
      // Titled from the file and the step that kept failing, never from Claude's reply.
      title: clip(
        `${name}: ${at.length} edits while \`${clip(shownCommand(last.command), 40)}\` failed`,
        100
      ),
      summary: clip(
        `${file} was edited ${at.length} times; \`${clip(last.command, 80)}\` failed with: ${last.error}${why ? ` ${why}` : ""}`,
        400
      ),
      evidence: [
        `Edited ${file} ${at.length} times`,
        ...failures2.slice(0, 4).map((f) => `Failed: \`${clip(f.command, 80)}\` \u2014 ${f.error}`)
      ],
      filePatterns: [file],
      severity: "medium"
    });
  }
  return out;
}
function findFixes(steps, churned) {
  let open = /* @__PURE__ */ new Map(), out = [];
  return steps.forEach((s, i) => {
    if (s.kind !== "run") return;
    let key = commandKey(s.command);
    if (isProbe(key)) return;
    let failure = open.get(key);
    if (s.failed) {
      !failure && s.error && !isExpectedFailure(steps, i) && open.set(key, { at: i, command: s.command, error: s.error });
      return;
    }
    if (!failure) return;
    open.delete(key);
    let files = [
      ...new Set(steps.slice(failure.at, i).flatMap((x) => x.kind === "edit" ? [x.file] : []))
    ];
    if (!files.length || files.some((f) => churned.has(f))) return;
    let why = explanation(steps, failure.at + 1, i);
    out.push({
      rule: "error-fix",
      type: "learning",
      title: clip(`${clip(shownCommand(failure.command), 50)} failed: ${failure.error}`, 110),
      summary: why ? clip(why, 400) : `Fixed by changing ${files.join(", ")}.`,
      evidence: [
        `Failed: \`${clip(failure.command, 160)}\` \u2014 ${failure.error}`,
        `Changed: ${files.slice(0, 6).join(", ")}`,
        `Passed: \`${clip(s.command, 160)}\``
      ]
    });
  }), out;
}
function findToolLessons(events, projectRoot) {
  let steps = toSteps(events, projectRoot), churn = findChurn(steps), churned = new Set(churn.flatMap((c) => c.filePatterns ?? [])), runs = steps.flatMap((s) => s.kind === "run" ? [s] : []);
  return [...churn, ...findFixes(steps, churned), ...findProgramsFound(runs)];
}

// src/core/capture/propose.ts
var DUPLICATE_OVERLAP = 0.6;
function findDuplicate(candidate, known) {
  let mine = new Set(textTerms(candidate.title));
  if (mine.size < 2) return null;
  for (let k of known) {
    let theirs = new Set(textTerms(`${k.title} ${k.summary}`)), shared = 0;
    for (let t of mine) theirs.has(t) && shared++;
    if (shared / mine.size >= DUPLICATE_OVERLAP) return k.id;
  }
  return null;
}
function proposeDrafts(transcript, options) {
  let events = boundEvents(transcript), found = [
    ...findCorrections(events),
    ...findToolLessons(events, options.projectRoot),
    ...findDecisions(events),
    ...findRefusals(events),
    ...findDiagnoses(events),
    ...findUserFindings(events)
  ], excluded = options.isExcluded ?? (() => !1), kept = [], seen = [...options.known];
  for (let c of found)
    c.filePatterns?.some(excluded) || findDuplicate(c, seen) || (kept.push(c), seen.push({ id: `candidate-${kept.length}`, title: c.title, summary: c.summary }));
  return kept;
}
function renderDraftBody(c, sessionId, clean) {
  return [
    clean(c.summary),
    "",
    `Draft proposed from session ${sessionId} by rule \`${c.rule}\`: ${CAPTURE_RULES[c.rule]}.`,
    "Accept, edit or discard it with `strata review` (or /strata:review).",
    "",
    "## Evidence",
    "",
    ...c.evidence.map((line) => `> ${clean(line).replace(/\n/g, " ")}`),
    ""
  ].join(`
`);
}

// src/core/capture/redact-transcript.ts
function redactValue(value) {
  return typeof value == "string" ? redactSecrets(value) : Array.isArray(value) ? value.map(redactValue) : value !== null && typeof value == "object" ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v)])) : value;
}
function redactEvent(event) {
  return event.kind === "tool" ? { ...event, input: redactValue(event.input) } : { ...event, text: redactSecrets(event.text) };
}
function redactTranscript(transcript, redact) {
  return redact ? { ...transcript, events: transcript.events.map(redactEvent) } : transcript;
}

// src/core/capture/transcript.ts
var REMINDER = /<system-reminder>[\s\S]*?<\/system-reminder>/g, GENERATED_PROMPT = /^\s*<(?:command-name|command-message|command-args|local-command-stdout|local-command-stderr|bash-input|bash-stdout|user-memory-input)>|^\s*Caveat: The messages below were generated/;
function isObject(value) {
  return value !== null && typeof value == "object" && !Array.isArray(value);
}
function cleanText(text) {
  return text.replace(REMINDER, "").trim();
}
function resultText(content) {
  return typeof content == "string" ? cleanText(content) : Array.isArray(content) ? cleanText(
    content.map((part) => isObject(part) && typeof part.text == "string" ? part.text : "").join(`
`)
  ) : "";
}
function userEvents(entry, content) {
  if (typeof content == "string") {
    let text = cleanText(content);
    return !text || entry.isMeta === !0 || GENERATED_PROMPT.test(text) ? [] : [{ kind: "prompt", text }];
  }
  if (!Array.isArray(content)) return [];
  let events = [];
  for (let part of content)
    if (isObject(part)) {
      if (part.type === "tool_result" && typeof part.tool_use_id == "string")
        events.push({
          kind: "result",
          id: part.tool_use_id,
          isError: part.is_error === !0,
          text: resultText(part.content)
        });
      else if (part.type === "text" && typeof part.text == "string" && entry.isMeta !== !0) {
        let text = cleanText(part.text);
        text && !GENERATED_PROMPT.test(text) && events.push({ kind: "prompt", text });
      }
    }
  return events;
}
function assistantEvents(content) {
  if (!Array.isArray(content)) return [];
  let events = [];
  for (let part of content)
    isObject(part) && (part.type === "text" && typeof part.text == "string" && part.text.trim() ? events.push({ kind: "text", text: part.text.trim() }) : part.type === "tool_use" && typeof part.id == "string" && typeof part.name == "string" && events.push({
      kind: "tool",
      id: part.id,
      name: part.name,
      input: isObject(part.input) ? part.input : {}
    }));
  return events;
}
function lineEvents(entry) {
  return entry.isSidechain === !0 || !isObject(entry.message) ? [] : entry.type === "user" ? userEvents(entry, entry.message.content) : entry.type === "assistant" ? assistantEvents(entry.message.content) : [];
}
function parseTranscript(text, maxEvents = 2e4) {
  let sessionId = null, events = [];
  for (let line of text.split(`
`)) {
    if (!line.startsWith("{")) continue;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (isObject(entry)) {
      typeof entry.sessionId == "string" && (sessionId ??= entry.sessionId);
      for (let event of lineEvents(entry)) {
        if (events.length >= maxEvents) return { sessionId, events };
        events.push(event);
      }
    }
  }
  return { sessionId, events };
}

// src/storage/transcript-read.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
function readWindow(file, maxBytes, fromEnd) {
  let fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    let info = fstatSync(fd);
    if (!info.isFile())
      throw new StrataError("INVALID_ARGUMENT", `transcript ${file} is not a regular file`, {
        subject: file,
        hint: "pass the transcript_path Claude Code gives its hooks"
      });
    let start = fromEnd ? Math.max(0, info.size - maxBytes) : 0, buffer = Buffer.alloc(Math.min(info.size, maxBytes)), length = 0;
    for (; length < buffer.length; ) {
      let n = readSync(fd, buffer, length, buffer.length - length, start + length);
      if (n === 0) break;
      length += n;
    }
    return { text: buffer.subarray(0, length).toString("utf8"), start, size: info.size };
  } finally {
    closeSync(fd);
  }
}
function readTranscriptTail(file, maxBytes) {
  let { text, start } = readWindow(file, maxBytes, !0);
  return { text: start > 0 ? text.slice(text.indexOf(`
`) + 1) : text, truncated: start > 0 };
}
function readTranscriptHead(file, maxBytes) {
  let { text, size } = readWindow(file, maxBytes, !1);
  return size > maxBytes ? text.slice(0, text.lastIndexOf(`
`) + 1) : text;
}

// src/services/capture/rule-drafts.ts
var DRAFT_STATUS = "draft";
function draftTitle(c, clean) {
  return clean(c.title).replace(/[\r\n]+/g, " ").slice(0, 200);
}
async function captureDrafts(ctx, request) {
  let tail = readTranscriptTail(request.transcriptPath, request.maxBytes), transcript = redactTranscript(parseTranscript(tail.text), request.redact), sessionId = request.sessionId || transcript.sessionId || "unknown", known = (await loadStore(ctx)).all.filter((m) => m.type !== "breadcrumb").map((m) => ({
    id: m.id,
    title: m.title,
    summary: summarizeBody(m.body)
  })), candidates = proposeDrafts(transcript.events, {
    projectRoot: request.projectRoot,
    known,
    isExcluded: (rel) => request.excludePatterns.some((g) => matchGlob(g, rel))
  }), clean = (t) => request.redact ? redactSecrets(t) : t, created = [];
  for (let c of candidates)
    created.push(
      await remember(ctx, {
        type: c.type,
        title: draftTitle(c, clean),
        body: renderDraftBody(c, sessionId, clean),
        scope: "local",
        tags: ["captured", c.rule],
        severity: c.severity,
        filePatterns: c.filePatterns,
        status: DRAFT_STATUS,
        extraFields: { source: "session-capture", capture_rule: c.rule, session: sessionId }
      })
    );
  return { sessionId, created, truncated: tail.truncated };
}

// src/services/capture/drafts.ts
import { readFile, unlink } from "node:fs/promises";
function isOpenDraft(m) {
  return m.status === DRAFT_STATUS && !m.archived;
}
function listDrafts(store) {
  return store.all.filter(isOpenDraft).sort((a, b) => b.created.localeCompare(a.created) || a.id.localeCompare(b.id));
}
function findDraft(store, id) {
  let found = store.all.find((m) => m.id === id && isOpenDraft(m));
  if (found) return found;
  throw findMemory(store, id), new StrataError("INVALID_ARGUMENT", `"${id}" is not a draft waiting for review`, {
    subject: id,
    hint: "list drafts with `strata review`"
  });
}
function stampOf(ctx) {
  return isoSeconds(ctx.now());
}
async function acceptDraft(ctx, id, scope) {
  let draft = findDraft(await loadStore(ctx), id), from = getWritableScope(ctx, draft.scope), target = getWritableScope(ctx, scope ?? draft.scope), accept = (text2) => editDocument(text2, draft.path, { status: void 0, updated: stampOf(ctx) });
  if (await assertRealFolders(from, [draft.path]), target.scope === draft.scope) {
    await updateFileText(draft.path, accept, draft.hash ? { expectedHash: draft.hash } : {});
    let read2 = await readMemoryFile(from, draft.relPath, ctx.read);
    if (!read2) throw new StrataError("IO_ERROR", `${draft.path} no longer reads as a memory`);
    return read2;
  }
  await assertRealFolders(target), target.scope === "local" && await ensureLocalIgnored(target.dir);
  let text = accept(await readFile(draft.path, "utf8")), taken = new Set(
    (await loadStore(ctx)).all.filter((m) => m.scope === target.scope).map((m) => m.id)
  ), rel = await createUnderFreeId(
    target,
    "",
    draft.id,
    taken,
    (free) => free === draft.id ? text : editDocument(text, draft.path, { id: free })
  );
  await withLock(lockPathFor(draft.path), () => unlink(draft.path));
  let read = await readMemoryFile(target, rel, ctx.read);
  if (!read) throw new StrataError("IO_ERROR", `${rel} was written but does not read back`);
  return read;
}
async function discardDraft(ctx, id) {
  let draft = findDraft(await loadStore(ctx), id);
  return (await forgetMemory(ctx, draft.id, { scope: draft.scope })).archivedPath ?? draft.path;
}
async function archiveExpiredDrafts(ctx, ttlDays) {
  let cutoff = ctx.now().getTime() - ttlDays * 864e5, expired = listDrafts(await loadStore(ctx)).filter((m) => {
    let created = Date.parse(m.created);
    return Number.isFinite(created) && created < cutoff;
  }), archived = [];
  for (let m of expired)
    try {
      await forgetMemory(ctx, m.id, { scope: m.scope }), archived.push(m.id);
    } catch (error) {
      if (!(error instanceof StrataError)) throw error;
    }
  return archived;
}

export {
  clip,
  errorExcerpt,
  EDIT_TOOLS,
  redactTranscript,
  parseTranscript,
  readTranscriptTail,
  readTranscriptHead,
  DRAFT_STATUS,
  captureDrafts,
  listDrafts,
  findDraft,
  acceptDraft,
  discardDraft,
  archiveExpiredDrafts
};
