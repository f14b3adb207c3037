#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/time.ts
function isoSeconds(date) {
  return trimMillis(date.toISOString());
}
function trimMillis(iso) {
  return iso.replace(/\.\d{3}Z$/, "Z");
}

export {
  isoSeconds
};
