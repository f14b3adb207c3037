#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/claude/claude-promotion.ts
var TEAM_RULE = /\b(?:we|our|team|everyone|convention|always|never|must|policy|in this (?:repo|project|codebase))\b/i, CODE_REFERENCE = /`[^`\n]{2,}`|(?:^|[\s(])(?:\.{0,2}\/)?[\w.-]+\/[\w./-]+\.\w{1,6}\b/m, PERSONAL = /\b(?:I prefer|my own|personally|for me\b|the user (?:likes|prefers|is))\b/i;
function teamReasons(note) {
  if (note.type === "user") return [];
  let text = `${note.title}
${note.body}`;
  if (PERSONAL.test(text)) return [];
  let reasons = [];
  return note.type === "project" && reasons.push("a project fact or constraint"), note.type === "reference" && reasons.push("a pointer to a shared resource"), TEAM_RULE.test(text) && reasons.push("phrased as a team rule"), CODE_REFERENCE.test(text) && reasons.push("names code, a path or a command"), note.type === "feedback" && reasons.length < 1 ? [] : reasons;
}
function findPromotionCandidates(notes) {
  return notes.filter((m) => m.scope === "claude" && !m.archived).map((m) => ({ id: m.id, title: m.title, type: String(m.type), reasons: teamReasons(m) })).filter((c) => c.reasons.length > 0).sort((a, b) => b.reasons.length - a.reasons.length || a.id.localeCompare(b.id));
}

export {
  teamReasons,
  findPromotionCandidates
};
