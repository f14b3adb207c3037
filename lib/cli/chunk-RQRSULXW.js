#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/plural.ts
function countOf(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}

export {
  countOf
};
