#!/usr/bin/env node
import { createRequire as __strataCreateRequire } from 'node:module';
const require = __strataCreateRequire(import.meta.url);

// src/core/capture/ask-at-stop.ts
function decideAtStop(setting, autoMemory) {
  return setting === !0 ? { ask: !0, why: "hooks.capture.atStop is true" } : setting === !1 ? { ask: !1, why: "hooks.capture.atStop is false" } : autoMemory ? autoMemory.enabled ? {
    ask: !1,
    why: `auto: Claude Code's auto memory is on (${autoMemory.decidedBy}), and its system prompt tells Claude to save what it learns`
  } : {
    ask: !0,
    why: `auto: Claude Code's auto memory is off (${autoMemory.decidedBy}), so the question at a stop is how lessons are saved`
  } : { ask: !1, why: "auto: no project, so Claude Code's auto memory counts as on" };
}

export {
  decideAtStop
};
