#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/app/version.ts
var STRATA_VERSION = "0.1.0";

export {
  STRATA_VERSION
};
