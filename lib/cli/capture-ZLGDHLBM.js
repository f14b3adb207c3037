#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  findGitRoot,
  readGitLayout
} from "./chunk-EOGXV5FW.js";
import {
  DRAFT_STATUS,
  EDIT_TOOLS,
  archiveExpiredDrafts,
  captureDrafts,
  clip,
  errorExcerpt,
  parseTranscript,
  readTranscriptHead,
  readTranscriptTail,
  redactTranscript
} from "./chunk-XEDFIG6S.js";
import {
  redactSecrets
} from "./chunk-CNJHIBE3.js";
import {
  decideCliAtStop
} from "./chunk-57F6EPUM.js";
import "./chunk-MZPTYLDN.js";
import {
  readBoundedTextSync
} from "./chunk-QQXHQNHU.js";
import "./chunk-W4JP4HG3.js";
import "./chunk-PXYELFHQ.js";
import {
  createMemoryId,
  remember
} from "./chunk-7TPGI3WZ.js";
import {
  Ollama,
  createDeadlineFetch,
  resolveOllamaHost
} from "./chunk-TGVE5BR7.js";
import {
  writeJsonSync,
  writeTextSync
} from "./chunk-5XYGYV2B.js";
import {
  countOf
} from "./chunk-RQRSULXW.js";
import "./chunk-HY2LQYPX.js";
import {
  refreshDigests
} from "./chunk-K4HMFOIA.js";
import "./chunk-FNSK6N3R.js";
import "./chunk-OQEGFL2Q.js";
import {
  digestPaths
} from "./chunk-JMPUCGT5.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-OLSZCPLX.js";
import "./chunk-TZM32FOC.js";
import "./chunk-SHCZHLIN.js";
import "./chunk-I5PEQ4ZW.js";
import "./chunk-3ZGVL2AA.js";
import {
  toSummary
} from "./chunk-NGMTUAI5.js";
import "./chunk-AGVA75HD.js";
import "./chunk-A4QYTY4Q.js";
import "./chunk-M5UHZWGB.js";
import "./chunk-N72CJCK6.js";
import "./chunk-P2YN5BTH.js";
import "./chunk-7KTB7TC7.js";
import "./chunk-DZYGGF2K.js";
import "./chunk-Z6SYHISM.js";
import "./chunk-KUORFSRG.js";
import {
  matchGlob
} from "./chunk-2ETZKUNT.js";
import {
  loadStore
} from "./chunk-FUTSRKGR.js";
import {
  assertRealFoldersSync,
  withIgnoreAll
} from "./chunk-SDR562BD.js";
import {
  readString
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import "./chunk-PD5D57LS.js";
import {
  StrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/commands/capture.ts
import path5 from "node:path";

// src/core/capture/session-outline.ts
var EDIT_TOOLS2 = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function toolLine(e, failed) {
  let file = e.input.file_path;
  return EDIT_TOOLS2.has(e.name) && typeof file == "string" ? `Changed: ${file}` : e.name !== "Bash" || typeof e.input.command != "string" ? null : `Ran${failed.has(e.id) ? " (failed)" : ""}: ${clip(e.input.command, 200)}`;
}
function describeSession(events, maxChars) {
  let failed = new Set(events.flatMap((e) => e.kind === "result" && e.isError ? [e.id] : [])), lines = [];
  for (let e of events)
    if (e.kind === "prompt") lines.push(`User: ${clip(e.text, 1e3)}`);
    else if (e.kind === "text") lines.push(`Claude: ${clip(e.text, 600)}`);
    else if (e.kind === "tool") {
      let line = toolLine(e, failed);
      line && lines.push(line);
    }
  let kept = [], size = 0;
  for (let i = lines.length - 1; i >= 0 && (size += lines[i].length + 1, !(size > maxChars)); i--)
    kept.unshift(lines[i]);
  return kept.join(`
`);
}
function summaryPrompt(session) {
  return [
    "Below is a coding session between a user and Claude in one project.",
    "Write at most five short bullet points a teammate should remember next time: rules the user",
    "stated, mistakes and how they were fixed, decisions and their reasons, files that were tricky.",
    "Only what the session shows; no greeting, no preamble. If nothing is worth keeping, answer NONE.",
    "",
    "<session>",
    session,
    "</session>"
  ].join(`
`);
}

// src/services/capture/model-summary.ts
var MODEL_SUMMARY_RULE = "model-summary";
async function askModel(request, prompt) {
  let fetch = createDeadlineFetch({ timeoutMs: request.timeoutMs, fetch: request.fetch }), text = ((await new Ollama({ host: request.host, fetch }).generate({ model: request.model, prompt, stream: !1 })).response ?? "").trim();
  return text && !/^none\.?$/i.test(text) ? text : null;
}
function draftBody(summary, request, sessionId) {
  return [
    summary,
    "",
    `Draft written by the model \`${request.model}\` on your Ollama from session ${sessionId} (rule \`${MODEL_SUMMARY_RULE}\`): a model's reading of the session, not a quote.`,
    "Accept, edit or discard it with `strata review` (or /strata:review).",
    ""
  ].join(`
`);
}
async function writeModelSummary(ctx, request) {
  let tail = readTranscriptTail(request.transcriptPath, request.maxBytes), transcript = redactTranscript(parseTranscript(tail.text), request.redact), clean = (t) => request.redact ? redactSecrets(t) : t, session = clean(describeSession(transcript.events, request.maxPromptChars));
  if (!session) return null;
  let reply = await askModel(request, summaryPrompt(session));
  if (!reply) return null;
  let summary = clean(clip(reply, 2e3)), sessionId = request.sessionId || transcript.sessionId || "unknown", firstLine = summary.split(`
`)[0].replace(/^[-*•\s]+/, "");
  return remember(ctx, {
    type: "learning",
    title: `Session summary: ${clip(firstLine, 90)}`,
    body: draftBody(summary, request, sessionId),
    scope: "local",
    tags: ["captured", MODEL_SUMMARY_RULE],
    status: DRAFT_STATUS,
    extraFields: {
      source: "session-capture",
      capture_rule: MODEL_SUMMARY_RULE,
      session: sessionId,
      model: request.model
    }
  });
}

// src/services/handoff.ts
import { readFileSync as readFileSync2 } from "node:fs";
import path4 from "node:path";

// src/core/handoff/handoff.ts
var CHECK = /\b(?:test|tests|vitest|jest|mocha|pytest|tox|tsc|lint|eslint|biome|ruff|mypy|clippy|build|check|make|cargo|gradle|mvn|ctest|rspec|phpunit)\b|\bgo (?:test|build|vet)\b/i, NEXT_HEADING = /^\s*(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:next steps?|what'?s next|next up|todo|to-?do|remaining(?: work| steps)?|follow[- ]?ups?|still (?:to do|open)|not (?:yet )?done|open (?:items|questions))\b\s*(?:\*\*|__)?\s*[:.-]?\s*(?:\*\*|__)?\s*(.*)$/i, LIST_ITEM = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+(.+)$/, MAX_FILES = 20, MAX_COMMANDS = 6, MAX_STEPS = 5;
function relativeFile(file, root) {
  if (!root) return file;
  let prefix = root.endsWith("/") ? root : `${root}/`;
  return file.startsWith(prefix) ? file.slice(prefix.length) : file;
}
function editedFile(input, options) {
  let file = input.file_path ?? input.notebook_path;
  if (typeof file != "string" || !file) return null;
  let rel = relativeFile(file.replace(/[\r\n]+/g, " "), options.projectRoot);
  return options.isExcluded?.(rel) ? null : rel;
}
var promptLine = (t) => t ? clip(t.replace(/\s+/g, " ").trim(), 300) : null;
function firstPromptOf(events) {
  return promptLine(events.find((e) => e.kind === "prompt")?.text);
}
function askedPrompts(events) {
  let prompts = events.flatMap((e) => e.kind === "prompt" ? [e.text] : []), first = promptLine(prompts[0]), last = prompts.length > 1 ? promptLine(prompts.at(-1)) : null;
  return [first, last === first ? null : last];
}
function toolOutcomes(events, options) {
  let calls = /* @__PURE__ */ new Map(), files = /* @__PURE__ */ new Set(), runs = /* @__PURE__ */ new Map();
  for (let e of events) {
    if (e.kind === "tool" && calls.set(e.id, { name: e.name, input: e.input }), e.kind !== "result") continue;
    let call = calls.get(e.id);
    if (call) {
      if (EDIT_TOOLS.has(call.name) && !e.isError) {
        let file = editedFile(call.input, options);
        file && files.add(file);
      } else if (call.name === "Bash" && typeof call.input.command == "string") {
        let command = clip(call.input.command.replace(/\s+/g, " ").trim(), 160);
        runs.delete(command), runs.set(command, {
          command,
          passed: !e.isError,
          error: e.isError ? errorExcerpt(e.text) ?? clip(e.text.split(`
`)[0] ?? "", 200) : null
        });
      }
    }
  }
  let commands = [...runs.values()].reverse().filter((c) => !c.passed || CHECK.test(c.command)).slice(0, MAX_COMMANDS);
  return { files: [...files].slice(0, MAX_FILES), commands };
}
function findNextSteps(text) {
  let lines = text.split(`
`), at = lines.findIndex((l) => NEXT_HEADING.test(l));
  if (at < 0) return [];
  let steps = [], rest = (NEXT_HEADING.exec(lines[at])?.[1] ?? "").replace(/^[*_\s]+|[*_\s]+$/g, "");
  rest && !/^none\b/i.test(rest) && steps.push(rest);
  for (let line of lines.slice(at + 1)) {
    let item = LIST_ITEM.exec(line);
    if (item) steps.push(item[1].trim());
    else if (line.trim() || steps.length > (rest ? 1 : 0)) break;
    if (steps.length >= MAX_STEPS) break;
  }
  return steps.map((s) => clip(s.replace(/\s+/g, " "), 200));
}
function collectHandoff(events, options) {
  let [firstPrompt, lastPrompt] = askedPrompts(events), lastText = events.findLast((e) => e.kind === "text");
  return {
    firstPrompt,
    lastPrompt,
    ...toolOutcomes(events, options),
    nextSteps: lastText?.kind === "text" ? findNextSteps(lastText.text) : []
  };
}
function isEmptyHandoff(facts) {
  return !facts.firstPrompt && !facts.files.length && !facts.commands.length;
}
function cleanHandoff(facts, clean) {
  let opt = (t) => t === null ? null : clean(t);
  return {
    firstPrompt: opt(facts.firstPrompt),
    lastPrompt: opt(facts.lastPrompt),
    files: facts.files.map(clean),
    commands: facts.commands.map((c) => ({
      command: clean(c.command),
      passed: c.passed,
      error: opt(c.error)
    })),
    nextSteps: facts.nextSteps.map(clean)
  };
}

// src/core/handoff/handoff-render.ts
function where(note) {
  let branch = note.branch ? `branch \`${note.branch}\`` : "no branch", commit = note.commit ? ` at \`${note.commit}\`` : "";
  return `${branch}${commit}`;
}
function commandLine(c) {
  return c.passed ? `passed: \`${c.command}\`` : `failed: \`${c.command}\`${c.error ? ` \u2014 ${c.error}` : ""}`;
}
function handoffTitle(note) {
  let asked = note.lastPrompt ?? note.firstPrompt;
  return `Handoff: ${asked ? asked.replace(/\s+/g, " ").slice(0, 80) : "no prompt"}`;
}
function renderHandoffBody(note) {
  let list = (items) => items.length ? items.map((i) => `- ${i}`) : ["(none)"], asked = [
    ...note.firstPrompt ? [`First: ${note.firstPrompt}`] : [],
    ...note.lastPrompt ? [`Last: ${note.lastPrompt}`] : []
  ];
  return [
    `Where session ${note.session} ended (${note.at}), on ${where(note)}${note.worktree ? ` in \`${note.worktree}\`` : ""}.`,
    "",
    "## Asked",
    "",
    ...list(asked),
    "",
    "## Files changed",
    "",
    ...list(note.files.map((f) => `\`${f}\``)),
    "",
    "## Commands, last result",
    "",
    ...list(note.commands.map(commandLine)),
    "",
    "## Next steps",
    "",
    ...list(note.nextSteps),
    ""
  ].join(`
`);
}

// src/storage/breadcrumb-writer.ts
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
function yamlValue(value) {
  return Array.isArray(value) ? `[${value.map((v) => JSON.stringify(v)).join(", ")}]` : JSON.stringify(value);
}
function renderSimpleDocument(fields, body) {
  let lines = [];
  for (let [key, value] of Object.entries(fields)) {
    if (value === void 0) continue;
    let plain = typeof value == "string" && /^[a-z0-9][a-z0-9-]*$/.test(value) && (key === "id" || key === "type" || key === "status");
    lines.push(`${key}: ${plain ? value : yamlValue(value)}`);
  }
  return `---
${lines.join(`
`)}
---

${body.endsWith(`
`) ? body : `${body}
`}`;
}
function ensureLocalIgnoredSync(localDir) {
  mkdirSync(localDir, { recursive: !0 });
  let file = path.join(localDir, ".gitignore"), current = null;
  try {
    current = readFileSync(file, "utf8");
  } catch {
  }
  let content = withIgnoreAll(current);
  content !== null && writeTextSync(file, content);
}
function replaceMemorySync(dir, id, text) {
  let folder = existsSync(path.join(dir, "temporary")) ? path.join(dir, "temporary") : dir, file = path.join(folder, `${id}.md`);
  return writeTextSync(file, text), file;
}

// src/storage/git/git-head.ts
import path2 from "node:path";
var HASH = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/, BRANCH_REF = /^refs\/heads\/([^\s\0~^:?*[\\]+)$/;
function readSmall(file, max) {
  try {
    let read = readBoundedTextSync(file, max);
    return read.ok ? read.text : null;
  } catch {
    return null;
  }
}
function resolveRef(dirs, ref) {
  for (let dir of dirs) {
    let loose = readSmall(path2.join(dir, ...ref.split("/")), 256)?.trim();
    if (loose && HASH.test(loose)) return loose;
  }
  for (let dir of dirs) {
    let packed = readSmall(path2.join(dir, "packed-refs"), 8388608);
    for (let line of packed?.split(`
`) ?? []) {
      let [hash, name] = line.trim().split(" ");
      if (name === ref && hash && HASH.test(hash)) return hash;
    }
  }
  return null;
}
function readGitHead(root) {
  let layout = readGitLayout(root), head = layout ? readSmall(path2.join(layout.gitDir, "HEAD"), 1024)?.trim() : null;
  if (!layout || !head) return { branch: null, commit: null };
  if (HASH.test(head)) return { branch: null, commit: head.slice(0, 12) };
  let ref = /^ref:\s*(\S+)$/.exec(head)?.[1], branch = ref && !ref.includes("..") ? BRANCH_REF.exec(ref)?.[1] : void 0;
  if (!ref || !branch) return { branch: null, commit: null };
  let hash = resolveRef([.../* @__PURE__ */ new Set([layout.gitDir, layout.commonDir])], ref);
  return { branch, commit: hash ? hash.slice(0, 12) : null };
}

// src/storage/handoff-path.ts
import path3 from "node:path";
function handoffPath(sharedCacheDir) {
  return path3.join(sharedCacheDir, "handoff.json");
}

// src/services/handoff.ts
var HANDOFF_STATUS = "handoff";
function handoffId(sessionId) {
  return createMemoryId("breadcrumb", `handoff ${sessionId.slice(0, 60)}`);
}
var HEAD_BYTES = 1024 * 1024;
function askedFirst(facts, file, redact) {
  let head = redactTranscript(parseTranscript(readTranscriptHead(file, HEAD_BYTES)), redact), first = firstPromptOf(head.events);
  !first || first === facts.firstPrompt || (facts.lastPrompt = facts.lastPrompt ?? facts.firstPrompt, facts.firstPrompt = first);
}
function createdOf(dir, id) {
  for (let file of [path4.join(dir, `${id}.md`), path4.join(dir, "temporary", `${id}.md`)])
    try {
      let found = /^created: "([^"\n]+)"$/m.exec(readFileSync2(file, "utf8"))?.[1];
      if (found) return found;
    } catch {
    }
  return null;
}
function writeHandoff(request) {
  let tail = readTranscriptTail(request.transcriptPath, request.maxBytes), transcript = redactTranscript(parseTranscript(tail.text), request.redact), session = request.sessionId || transcript.sessionId || "unknown", facts = collectHandoff(transcript.events, {
    projectRoot: request.projectRoot,
    isExcluded: (rel) => request.excludePatterns.some((g) => matchGlob(g, rel))
  });
  if (tail.truncated && askedFirst(facts, request.transcriptPath, request.redact), isEmptyHandoff(facts)) return null;
  let clean = (t) => request.redact ? redactSecrets(t) : t, gitRoot = request.projectRoot ? findGitRoot(request.projectRoot) : void 0, head = gitRoot ? readGitHead(gitRoot) : { branch: null, commit: null }, at = request.now.toISOString().replace(/\.\d{3}Z$/, "Z"), note = {
    version: 1,
    id: handoffId(session),
    session,
    at,
    ...head,
    worktree: gitRoot ?? request.projectRoot,
    ...cleanHandoff(facts, clean)
  };
  assertRealFoldersSync(request.local), ensureLocalIgnoredSync(request.local.dir);
  let text = renderSimpleDocument(
    {
      id: note.id,
      title: clean(handoffTitle(note)),
      type: "breadcrumb",
      status: HANDOFF_STATUS,
      tags: ["handoff"],
      created: createdOf(request.local.dir, note.id) ?? at,
      updated: at,
      session,
      branch: note.branch ?? void 0,
      commit: note.commit ?? void 0
    },
    renderHandoffBody(note)
  ), written = replaceMemorySync(request.local.dir, handoffId(session), text);
  return writeJsonSync(handoffPath(request.sharedCacheDir), note), { note, file: written };
}

// src/cli/commands/capture.ts
function transcriptPath(ctx, value) {
  let file = readString(value);
  if (!file?.endsWith(".jsonl"))
    throw new StrataError(
      "INVALID_ARGUMENT",
      `--transcript ${JSON.stringify(file ?? "")} is not a .jsonl file`,
      {
        subject: "--transcript",
        hint: "pass the transcript_path Claude Code gives its hooks"
      }
    );
  return path5.resolve(ctx.cwd, file);
}
function runHandoff(ctx, file, session) {
  let local = ctx.scopes.find((s) => s.scope === "local");
  if (!local) return null;
  let written = writeHandoff({
    transcriptPath: file,
    sessionId: session,
    projectRoot: ctx.projectRoot ?? null,
    local,
    sharedCacheDir: digestPaths(ctx.cacheRoot, ctx.projectRoot ?? null, ctx.memoryRoot).shared,
    redact: ctx.config.privacy.redactSecrets,
    excludePatterns: ctx.config.privacy.excludePatterns,
    maxBytes: ctx.config.drafts.maxTranscriptBytes,
    now: ctx.store.now()
  });
  if (!written) return null;
  let { note } = written;
  return { id: note.id, file: written.file, branch: note.branch, commit: note.commit };
}
async function runModelSummary(ctx, file, session) {
  let { model, timeoutMs, maxPromptChars } = ctx.config.capture;
  if (!model) return null;
  try {
    return await writeModelSummary(ctx.store, {
      transcriptPath: file,
      sessionId: session,
      model,
      // The user's own Ollama: only global/enterprise config or OLLAMA_HOST name it.
      host: resolveOllamaHost({
        configEndpoint: ctx.config.embedding.endpoint,
        ollamaHostEnv: ctx.env.OLLAMA_HOST || void 0
      }),
      timeoutMs,
      maxPromptChars,
      maxBytes: ctx.config.drafts.maxTranscriptBytes,
      redact: ctx.config.privacy.redactSecrets
    });
  } catch (error) {
    let why = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return ctx.notice(`strata: no model summary from capture.model "${model}": ${why}`), null;
  }
}
async function runDrafts(ctx, file, session, judged) {
  let settings = ctx.config.drafts, result = judged ? { sessionId: session ?? "unknown", created: [], truncated: !1 } : await captureDrafts(ctx.store, {
    transcriptPath: file,
    sessionId: session,
    projectRoot: ctx.projectRoot ?? null,
    redact: ctx.config.privacy.redactSecrets,
    excludePatterns: ctx.config.privacy.excludePatterns,
    maxBytes: settings.maxTranscriptBytes
  }), summary = await runModelSummary(ctx, file, session);
  summary && result.created.push(summary);
  let archived = await archiveExpiredDrafts(ctx.store, settings.ttlDays);
  return (result.created.length || archived.length) && await refreshDigests(
    ctx.store,
    await loadStore(ctx.store),
    ctx.cacheRoot,
    ctx.projectRoot ?? null
  ), { result, archived };
}
var captureCommand = {
  name: "capture",
  help: `strata capture --transcript FILE [--session ID] [--trigger T] [--handoff]

  Reads the end of a Claude Code transcript (at most drafts.maxTranscriptBytes) and writes
  what fixed rules find (a correction by the user, an error fixed, a decision with
  its reason, a file edited through failures) as memories with status: draft in the
  local scope, each quoting its evidence (secrets redacted) and naming its rule. A draft
  an existing memory already says is not written. Drafts older than drafts.ttlDays are
  archived. The SessionEnd hook (and PreCompact) start this in the background; review the
  drafts with strata review. Started by a hook (--trigger) while the Stop hook asks Claude
  (hooks.capture.atStop true, or "auto", the default, with Claude Code's auto memory off),
  it writes no rule drafts: Claude was asked at a stop to judge the same candidates and
  save the real lessons as drafts itself.

  With capture.model set in your global config (e.g. "llama3.2"), your Ollama (the
  embedding host) is also asked for a short summary of the session, written as one more
  draft with capture_rule: model-summary. A failure or capture.timeoutMs passing writes
  no summary and leaves the other drafts as they are.

  With --trigger session-end (or --handoff) it also writes the session's handoff note: a
  breadcrumb in the local scope (what was asked, files changed, the last result of each
  failing or checking command, the next steps named at the end, git branch and commit),
  one per session id, which the next session in the project starts with.`,
  options: {
    transcript: { type: "string" },
    session: { type: "string" },
    trigger: { type: "string" },
    handoff: { type: "boolean" }
  },
  async run(ctx, { values }) {
    let file = transcriptPath(ctx, values.transcript), session = readString(values.session), trigger = readString(values.trigger) ?? null, handoff = null;
    try {
      (values.handoff === !0 || trigger === "session-end") && (handoff = runHandoff(ctx, file, session));
    } catch (error) {
      ctx.notice(`strata: no handoff note written: ${error.message}`);
    }
    let local = ctx.scopes.some((s) => s.scope === "local");
    if (!ctx.config.drafts.capture || !local) {
      let why = ctx.config.drafts.capture ? "no local scope here" : "drafts.capture is off";
      return {
        json: { created: [], archived: [], skipped: why, handoff },
        text: `Nothing captured: ${why}.${handoff ? ` Handoff note ${handoff.id}.` : ""}`
      };
    }
    let judged = trigger !== null && decideCliAtStop(ctx).ask, { result, archived } = await runDrafts(ctx, file, session, judged), json = {
      session: result.sessionId,
      trigger,
      ...judged ? { rules: "skipped: Claude judges the candidates at a stop (hooks.capture.atStop)" } : {},
      truncated: result.truncated,
      created: result.created.map((m) => ({ ...toSummary(m), rule: m.fields.capture_rule })),
      archived,
      handoff
    }, text = [
      ...result.created.map((m) => `Draft ${m.id} (${String(m.fields.capture_rule)}): ${m.title}`),
      `${countOf(result.created.length, "draft")} from session ${result.sessionId}${archived.length ? `; ${countOf(archived.length, "expired draft")} archived` : ""}.`,
      ...handoff ? [`Handoff note ${handoff.id}.`] : []
    ].join(`
`);
    return { json, text };
  }
};
export {
  captureCommand
};
