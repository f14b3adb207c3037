#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);
import {
  VECTOR_CACHE_FILE
} from "./chunk-VUFTBUXA.js";
import {
  findStrayFiles,
  isSameSpace
} from "./chunk-QKDODJ4C.js";
import {
  cosine
} from "./chunk-43VN4BCW.js";
import {
  PRIVATE,
  TEMP_DIR,
  writeFileAtomic
} from "./chunk-SDR562BD.js";

// src/indexing/index-files.ts
import { readdir, rm } from "node:fs/promises";
import path2 from "node:path";

// src/indexing/store-calibration.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

// src/search/similarity-calibration.ts
var CALIBRATIONS = {
  "embedded/use-lite": {
    floor: 0.43,
    ceiling: 0.74,
    basis: "tuning set: floor = median cosine of question\u2013unrelated memory pairs, ceiling = 90th percentile of question\u2013answer pairs"
  }
}, DEFAULT_CALIBRATION = {
  floor: 0.6,
  ceiling: 1,
  basis: "default for a model without a measured calibration"
};
function calibrationFor(space) {
  let model = space.model.toLowerCase().replace(/:latest$/, "");
  return CALIBRATIONS[`${space.provider}/${model}`] ?? DEFAULT_CALIBRATION;
}
function resolveCalibration(space, configuredFloor, estimated = null) {
  let table = space ? calibrationFor(space) : DEFAULT_CALIBRATION, measured = table === DEFAULT_CALIBRATION && estimated ? estimated : table;
  if (configuredFloor === void 0) return measured;
  let ceiling = Math.max(measured.ceiling, configuredFloor + 0.01);
  return { ...measured, floor: configuredFloor, ceiling };
}

// src/indexing/estimate-calibration.ts
var MIN_CALIBRATION_SAMPLE = 16, MAX_CALIBRATION_SAMPLE = 48, MIN_SPREAD = 0.05, MAX_OTHERS = 400;
function pickEvenly(items, max) {
  if (items.length <= max) return [...items];
  let step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}
function median(values) {
  let sorted = values.sort((a, b) => a - b), mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
var round = (x) => Math.round(x * 1e3) / 1e3;
function estimateCalibration(titles, memories) {
  let n = Math.min(titles.length, memories.length);
  if (n < MIN_CALIBRATION_SAMPLE) return null;
  let own = [], other = [], others = pickEvenly(
    Array.from({ length: n }, (_, j) => j),
    MAX_OTHERS
  );
  for (let i = 0; i < n; i++) {
    own.push(cosine(titles[i], memories[i]));
    for (let j of others) j !== i && other.push(cosine(titles[i], memories[j]));
  }
  let floor = median(other), ceiling = median(own);
  return ceiling - floor >= MIN_SPREAD ? {
    floor: round(floor),
    ceiling: round(ceiling),
    basis: `estimated from ${n} titles of this store: floor = median cosine of a title with other memories, ceiling = median with its own memory`
  } : null;
}

// src/indexing/store-calibration.ts
var STORE_CALIBRATION_FILE = "calibration.json", VERSION = 1;
function needsEstimate(space) {
  return calibrationFor(space) === DEFAULT_CALIBRATION;
}
function isCalibrationFile(value) {
  let v = value;
  return typeof v == "object" && v !== null && v.version === VERSION && typeof v.floor == "number" && typeof v.ceiling == "number" && v.floor >= -1 && v.ceiling <= 1 && v.ceiling > v.floor && typeof v.basis == "string" && typeof v.space == "object" && v.space !== null;
}
async function readStoreCalibration(cacheDir, space) {
  let parsed;
  try {
    parsed = JSON.parse(await readFile(path.join(cacheDir, STORE_CALIBRATION_FILE), "utf8"));
  } catch {
    return null;
  }
  return !isCalibrationFile(parsed) || !isSameSpace(parsed.space, space) ? null : { floor: parsed.floor, ceiling: parsed.ceiling, basis: parsed.basis };
}
async function estimateStoreCalibration(state, embeddings, cacheDir, signal) {
  let { space, vectors } = state;
  if (!space || !vectors) return null;
  let withVectors = [...state.docs.values()].filter((d) => d.title.trim() && vectors.vector(d.key)).sort((a, b) => a.key < b.key ? -1 : 1), sample = pickEvenly(withVectors, MAX_CALIBRATION_SAMPLE);
  if (sample.length < MIN_CALIBRATION_SAMPLE) return null;
  let result = await embeddings.embed(
    sample.map((d) => d.title),
    signal
  );
  if (!result || !isSameSpace(result.space, space)) return null;
  let memoryVectors = sample.map((d) => vectors.vector(d.key)), estimate = estimateCalibration(result.vectors, memoryVectors);
  if (!estimate) return null;
  let file = { version: VERSION, space, sample: sample.length, ...estimate };
  return await writeFileAtomic(
    path.join(cacheDir, STORE_CALIBRATION_FILE),
    `${JSON.stringify(file, null, 2)}
`,
    PRIVATE
  ), estimate;
}
var StoreCalibrations = class {
  constructor(cacheDir) {
    this.cacheDir = cacheDir;
  }
  cacheDir;
  known = null;
  /** The estimate for `space`, or null (measured model, none saved yet). */
  async get(space) {
    if (!needsEstimate(space)) return null;
    if (this.known && isSameSpace(this.known.space, space)) return this.known.calibration;
    let calibration = await readStoreCalibration(this.cacheDir, space);
    return this.known = { space, calibration, tried: !1 }, calibration;
  }
  /** What {@link get} last found for `space`, without reading the disk. */
  peek(space) {
    return this.known && isSameSpace(this.known.space, space) ? this.known.calibration : null;
  }
  /** Estimates the state's calibration when its space needs one and has none. */
  async refresh(state, embeddings, signal) {
    let space = state.space;
    if (!space || signal?.aborted || await this.get(space) || this.known?.tried) return;
    let calibration = await estimateStoreCalibration(state, embeddings, this.cacheDir, signal);
    this.known = { space, calibration, tried: calibration !== null || state.docs.size >= 16 };
  }
};

// src/indexing/index-files.ts
var AUDIT_NEIGHBOURS_FILE = "audit-neighbours.json", AUDIT_EMBEDDINGS_FILE = "audit-neighbours.vectors", SIDE_FILES = /* @__PURE__ */ new Set([
  // Writes in progress (its stale temp files are removed by the next writer).
  TEMP_DIR,
  VECTOR_CACHE_FILE,
  STORE_CALIBRATION_FILE,
  AUDIT_NEIGHBOURS_FILE,
  AUDIT_EMBEDDINGS_FILE
]);
async function resetSavedIndexes(dir) {
  let names = await readdir(dir).catch(() => []);
  for (let name of names)
    name !== VECTOR_CACHE_FILE && await rm(path2.join(dir, name), { recursive: !0, force: !0 });
}
async function removeStrayFiles(dir) {
  let strays = await findStrayFiles(dir, SIDE_FILES);
  for (let file of strays) await rm(file, { force: !0 });
  return strays;
}

export {
  DEFAULT_CALIBRATION,
  calibrationFor,
  resolveCalibration,
  StoreCalibrations,
  AUDIT_NEIGHBOURS_FILE,
  resetSavedIndexes,
  removeStrayFiles
};
