/** Every tool the server offers, in the order `tools/list` shows them. */
import type { ToolDefinition } from '../tool.js';
import { memoryAudit } from './memory-audit.js';
import { memoryContext } from './memory-context.js';
import { memoryForget } from './memory-forget.js';
import { memoryGet } from './memory-get.js';
import { memoryGraph } from './memory-graph.js';
import { memoryLink } from './memory-link.js';
import { memoryList } from './memory-list.js';
import { memoryMove } from './memory-move.js';
import { memoryResume } from './memory-resume.js';
import { memorySave } from './memory-save.js';
import { memorySearch } from './memory-search.js';
import { memoryStash } from './memory-stash.js';
import { memoryStats } from './memory-stats.js';
import { memoryUnlink } from './memory-unlink.js';
import { memoryUpdate } from './memory-update.js';

/** All tools. */
export const TOOLS: readonly ToolDefinition[] = [
  memorySearch,
  memoryGet,
  memoryList,
  memoryContext,
  memoryGraph,
  memorySave,
  memoryUpdate,
  memoryLink,
  memoryUnlink,
  memoryForget,
  memoryMove,
  memoryStash,
  memoryResume,
  memoryStats,
  memoryAudit,
];
