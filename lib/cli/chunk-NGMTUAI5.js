#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/memory-card.ts
var CARD_KEYS = /* @__PURE__ */ new Set([
  "id",
  "title",
  "type",
  "tags",
  "aliases",
  "links",
  "created",
  "updated",
  "severity",
  "file_patterns",
  "filePatterns",
  "command_patterns",
  "commandPatterns",
  "status"
]);
function toCard(memory) {
  let card = {
    id: memory.id,
    title: memory.title,
    type: memory.type,
    scope: memory.scope,
    tags: memory.tags,
    links: memory.links,
    created: memory.created,
    updated: memory.updated,
    archived: memory.archived,
    path: memory.path
  };
  return memory.aliases?.length && (card.aliases = memory.aliases), memory.severity && (card.severity = memory.severity), memory.status && (card.status = memory.status), memory.filePatterns && (card.filePatterns = memory.filePatterns), memory.commandPatterns && (card.commandPatterns = memory.commandPatterns), card;
}
function toSummary(memory) {
  let { filePatterns: _patterns, commandPatterns: _commands, ...summary } = toCard(memory);
  return summary;
}

export {
  CARD_KEYS,
  toCard,
  toSummary
};
