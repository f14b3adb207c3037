#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  resolveRuntime
} from "./chunk-AWPP4SMR.js";
import "./chunk-2CU4VRMH.js";
import "./chunk-6HY4RYDX.js";
import "./chunk-NVRIHRLN.js";
import "./chunk-CB3P3RRH.js";
import "./chunk-55WLMWC4.js";
import "./chunk-AERYXF6Z.js";
import "./chunk-G254DFDV.js";
import "./chunk-KUORFSRG.js";
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
    home: input.home
  };
}
export {
  createCliContext
};
