#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  resolveRuntime
} from "./chunk-4SUUN7CN.js";
import "./chunk-DBBWOYZS.js";
import "./chunk-EOGXV5FW.js";
import "./chunk-MZPTYLDN.js";
import "./chunk-QQXHQNHU.js";
import "./chunk-JKMFAHEO.js";
import "./chunk-QUIOUXOQ.js";
import "./chunk-KFKOISXO.js";
import "./chunk-KUORFSRG.js";
import "./chunk-2ETZKUNT.js";
import "./chunk-PD5D57LS.js";
import "./chunk-VWF6XKUM.js";
import "./chunk-OL7NSBRQ.js";

// src/cli/context.ts
async function createCliContext(input) {
  return {
    ...await resolveRuntime(input),
    readStdin: input.readStdin,
    notice: input.notice,
    env: input.env,
    cwd: input.cwd,
    home: input.home,
    print: input.print,
    progress: input.progress,
    onSignal: input.onSignal,
    cliPath: input.cliPath
  };
}
export {
  createCliContext
};
