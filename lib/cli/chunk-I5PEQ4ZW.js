#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/merge/merge-marker.ts
function mergedMarker(o) {
  return `_Merged from \`${o.id}\` (${o.scope})._`;
}
var MERGED_MARKER_LINE = /^_Merged from `[^`\n]*` \([a-z]+\)\._[ \t]*$/gm;
function stripMergeMarkers(text) {
  return text.replace(MERGED_MARKER_LINE, "");
}

export {
  mergedMarker,
  stripMergeMarkers
};
