#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  STRATA_VERSION
} from "./chunk-C5V2YENP.js";
import {
  describeConfigProblems
} from "./chunk-JKMFAHEO.js";
import "./chunk-KUORFSRG.js";
import {
  GLOBAL_OPTIONS
} from "./chunk-EYMIHG7L.js";
import "./chunk-DLNTYKWA.js";
import {
  suggestWord
} from "./chunk-PD5D57LS.js";
import {
  StrataError,
  toStrataError
} from "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/main.ts
import { homedir } from "node:os";
import { fileURLToPath } from "node:url";

// src/cli/run-cli.ts
import { statSync } from "node:fs";
import path from "node:path";

// src/cli/commands/index.ts
var COMMANDS = [
  {
    name: "remember",
    summary: "Save a new memory",
    load: async () => (await import("./remember-XVRGQWIF.js")).rememberCommand
  },
  {
    name: "search",
    summary: "Search memories by keywords and meaning",
    load: async () => (await import("./search-XBPHQODB.js")).searchCommand
  },
  {
    name: "show",
    summary: "Show one memory with its links",
    load: async () => (await import("./show-SJDIXLVY.js")).showCommand
  },
  {
    name: "list",
    summary: "List memories (filter by type, scope, tag, status)",
    load: async () => (await import("./list-ETFWBZC2.js")).listCommand
  },
  {
    name: "edit",
    summary: "Edit a memory in $EDITOR, or change fields with flags",
    load: async () => (await import("./edit-A4VKTA52.js")).editCommand
  },
  {
    name: "link",
    summary: "Link two memories (both directions, with a label)",
    load: async () => (await import("./link-F6GR77V6.js")).linkCommand
  },
  {
    name: "unlink",
    summary: "Remove the link between two memories",
    load: async () => (await import("./link-F6GR77V6.js")).unlinkCommand
  },
  {
    name: "forget",
    summary: "Archive a memory (move it to archive/), or delete it with --delete",
    load: async () => (await import("./forget-7LJ7I6OR.js")).forgetCommand
  },
  {
    name: "merge",
    summary: "Merge memories into one keeper (links re-pointed, the others archived)",
    load: async () => (await import("./merge-74ECZ5YG.js")).mergeCommand
  },
  {
    name: "move",
    summary: "Move a memory to another scope, with its links and graph edges",
    load: async () => (await import("./move-2QJDZ7DK.js")).moveCommand
  },
  {
    name: "import",
    summary: "Import memories from another memory system (dry run with --dry-run)",
    load: async () => (await import("./import-KY2UQEPR.js")).importCommand
  },
  {
    name: "verify",
    summary: "Check every memory file, link and graph (exit 1 on problems)",
    load: async () => (await import("./verify-RVEBQMJR.js")).verifyCommand
  },
  {
    name: "audit",
    summary: "Find near duplicates, stale gotchas, orphans, expired breadcrumbs and broken files",
    load: async () => (await import("./audit-5FZRRQLS.js")).auditCommand
  },
  {
    name: "stats",
    summary: "Count memories by scope, type and tag",
    load: async () => (await import("./stats-BNZ2K3WT.js")).statsCommand
  },
  {
    name: "gotchas",
    summary: "List the known gotchas for a file",
    load: async () => (await import("./gotchas-OB6PWZIH.js")).gotchasCommand
  },
  {
    name: "gotcha-patterns",
    summary: "List gotchas whose file patterns match no file or too many",
    load: async () => (await import("./gotcha-patterns-FYL7Z5HV.js")).gotchaPatternsCommand
  },
  {
    name: "pushes",
    summary: "Show the decisions and learnings a prompt would push (hooks.pushDecisions), with their scores",
    load: async () => (await import("./pushes-ROOYXP4D.js")).pushesCommand
  },
  {
    name: "suggest",
    summary: "Old name of pushes, kept for scripts that use it (says so on stderr)",
    load: async () => (await import("./pushes-ROOYXP4D.js")).suggestCommand
  },
  {
    name: "stash",
    summary: "Set a conversation thread aside as a stashed breadcrumb",
    load: async () => (await import("./stash-VXYLQTTA.js")).stashCommand
  },
  {
    name: "resume",
    summary: "Bring back a stashed thread (its prompts, files, linked memories)",
    load: async () => (await import("./resume-M75N67DS.js")).resumeCommand
  },
  {
    name: "review",
    summary: "Review draft memories captured from sessions (accept, edit or discard)",
    load: async () => (await import("./review-R6Y2YLDJ.js")).reviewCommand
  },
  {
    name: "capture",
    summary: "Propose draft memories from a session transcript (run by the hooks)",
    load: async () => (await import("./capture-ZLGDHLBM.js")).captureCommand
  },
  {
    name: "reindex",
    summary: "Update (or with --full rebuild) indexes and digests from the memory files",
    load: async () => (await import("./reindex-6LWVCBD6.js")).reindexCommand
  },
  {
    name: "gc",
    summary: "Compact indexes, drop orphaned cache entries, archive expired breadcrumbs, remove leftovers",
    load: async () => (await import("./gc-V4LNHHU4.js")).gcCommand
  },
  {
    name: "watch",
    summary: "Keep indexes and digests in sync with file edits (foreground)",
    load: async () => (await import("./watch-BMOVHZ7M.js")).watchCommand
  },
  {
    name: "site",
    summary: "Build (or serve and rebuild) the static memory site",
    load: async () => (await import("./site-MECOQXV2.js")).siteCommand
  },
  {
    name: "mcp",
    summary: "Serve the memory tools over MCP (stdio), as Claude Code starts it",
    load: async () => (await import("./mcp-ZNLRDMPC.js")).mcpCommand
  },
  {
    name: "doctor",
    summary: "Check Node, scopes, config and optional modules",
    load: async () => (await import("./doctor-GEZNT63M.js")).doctorCommand
  },
  {
    name: "git-setup",
    summary: "Make git merge graph.json and memory files with strata (once per clone)",
    load: async () => (await import("./git-AFKE2PYW.js")).gitSetupCommand
  },
  {
    name: "sync",
    summary: "Commit, pull (merging with strata) and push the global memory folder",
    load: async () => (await import("./git-AFKE2PYW.js")).syncCommand
  },
  {
    name: "merge-driver",
    summary: "git merge driver for memory folders (set up by strata git-setup)",
    load: async () => (await import("./git-AFKE2PYW.js")).mergeDriverCommand
  }
];

// src/cli/parse-options.ts
import { parseArgs } from "node:util";
function usageError(command, message, fix) {
  return new StrataError("INVALID_ARGUMENT", `${command.name}: ${message}`, {
    hint: `${fix}see strata ${command.name} --help`
  });
}
function checkToken(command, options, token) {
  let spec = Object.hasOwn(options, token.name) ? options[token.name] : void 0;
  if (!spec) {
    let known = Object.keys(options).map((name) => `--${name}`), typed = token.rawName.startsWith("--") ? token.rawName : `--${token.name}`, near = suggestWord(typed, known);
    return usageError(
      command,
      `unknown option ${token.rawName}`,
      near ? `did you mean ${near}? ` : ""
    );
  }
  return spec.type === "string" && token.value === void 0 ? usageError(command, `${token.rawName} needs a value`, `write ${token.rawName} VALUE; `) : spec.type === "boolean" && token.value !== void 0 ? usageError(command, `${token.rawName} takes no value`, `write ${token.rawName} alone; `) : null;
}
function parseCommandArgs(command, argv) {
  let options = { ...GLOBAL_OPTIONS, ...command.options }, { tokens } = parseArgs({
    args: argv,
    options,
    allowPositionals: !0,
    strict: !1,
    tokens: !0
  });
  for (let token of tokens) {
    if (token.kind !== "option") continue;
    let problem = checkToken(command, options, token);
    if (problem) throw problem;
  }
  return parseArgs({ args: argv, options, allowPositionals: !0, strict: !0 });
}

// src/cli/run-cli.ts
function usage() {
  let width = Math.max(...COMMANDS.map((c) => c.name.length));
  return `strata \u2014 durable, human-editable memory for Claude Code

usage: strata <command> [options] [--project DIR] [--json]

commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join(`
`)}

Every command takes --project DIR (the project root), --json (stable JSON output) and
--help. strata --version prints the version. Run strata <command> --help for its options.`;
}
function report(error, json, io) {
  let err = toStrataError(error);
  return json ? io.stdout(
    `${JSON.stringify({ error: { code: err.code, message: err.message, hint: err.hint ?? null } }, null, 2)}
`
  ) : io.stderr(`${err.message}${err.hint ? `
  fix: ${err.hint}` : ""}
`), err.code === "INVALID_ARGUMENT" ? 2 : 1;
}
function unknownCommand(name) {
  let near = suggestWord(
    name,
    COMMANDS.map((c) => c.name)
  );
  return new StrataError("INVALID_ARGUMENT", `unknown command "${name}"`, {
    subject: "command",
    hint: `${near ? `did you mean strata ${near}? ` : ""}run strata --help for the list`
  });
}
function warnConfigProblems(problems, io) {
  let line = describeConfigProblems(problems);
  line && io.stderr(
    `strata: ${line}
  fix: correct or remove them (see config.schema.json); strata doctor lists them
`
  );
}
function checkProjectFlag(flag, cwd) {
  let dir = path.resolve(cwd, flag), isDir = !1;
  try {
    isDir = statSync(dir).isDirectory();
  } catch {
  }
  if (!isDir)
    throw new StrataError(
      "INVALID_ARGUMENT",
      `--project ${JSON.stringify(flag)}: ${dir} is not a folder`,
      { subject: dir, hint: "pass the root folder of the project (where its .git is)" }
    );
}
async function runCommand(entry, argv, input, io) {
  let command = await entry.load(), args = parseCommandArgs(command, argv);
  if (args.values.help)
    return io.stdout(
      `${command.help}

Also: --project DIR, --json, --admin (enterprise writes), --help
`
    ), 0;
  let projectFlag = typeof args.values.project == "string" ? args.values.project : void 0;
  projectFlag !== void 0 && checkProjectFlag(projectFlag, input.cwd);
  let { createCliContext } = await import("./context-F6SIOBIH.js"), ctx = await createCliContext({
    ...input,
    notice: (message) => io.stderr(`${message}
`),
    print: io.stdout,
    progress: { write: io.stderr, isTTY: io.stderrIsTTY === !0 },
    projectFlag,
    admin: args.values.admin === !0
  });
  command.name !== "doctor" && !command.standalone && warnConfigProblems(ctx.configProblems, io);
  let result = await command.run(ctx, args);
  return args.values.json ? io.stdout(`${JSON.stringify(result.json, null, 2)}
`) : result.text && io.stdout(`${result.text}
`), result.exitCode ?? 0;
}
async function runCli(argv, input, io) {
  let [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help")
    return io.stdout(`${usage()}
`), name ? 0 : 2;
  if (name === "--version" || name === "-v" || name === "version")
    return io.stdout(`strata ${STRATA_VERSION}
`), 0;
  let entry = COMMANDS.find((c) => c.name === name);
  try {
    if (!entry) throw unknownCommand(name);
    return await runCommand(entry, rest, input, io);
  } catch (error) {
    return report(error, rest.includes("--json"), io);
  }
}

// src/cli/main.ts
async function readStdin() {
  if (process.stdin.isTTY) return "";
  let chunks = [];
  for await (let chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}
var onSignal = (signal, listener) => (process.once(signal, listener), () => process.off(signal, listener)), code = await runCli(
  process.argv.slice(2),
  {
    env: process.env,
    cwd: process.cwd(),
    home: process.env.HOME || homedir(),
    readStdin,
    onSignal,
    cliPath: fileURLToPath(import.meta.url)
  },
  {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stderrIsTTY: process.stderr.isTTY === !0
  }
);
process.exitCode = code;
process.argv[2] === "mcp" && process.exit(code);
