/** Every CLI command, in the order `strata --help` lists them. */
import type { Command } from '../command.js';
import { auditCommand } from './audit.js';
import { captureCommand } from './capture.js';
import { doctorCommand } from './doctor.js';
import { editCommand } from './edit.js';
import { forgetCommand } from './forget.js';
import { gcCommand } from './gc.js';
import { gitSetupCommand, mergeDriverCommand, syncCommand } from './git.js';
import { gotchasCommand } from './gotchas.js';
import { importCommand } from './import.js';
import { linkCommand, unlinkCommand } from './link.js';
import { listCommand } from './list.js';
import { mcpCommand } from './mcp.js';
import { mergeCommand } from './merge.js';
import { moveCommand } from './move.js';
import { reindexCommand } from './reindex.js';
import { rememberCommand } from './remember.js';
import { resumeCommand } from './resume.js';
import { reviewCommand } from './review.js';
import { searchCommand } from './search.js';
import { showCommand } from './show.js';
import { siteCommand } from './site.js';
import { stashCommand } from './stash.js';
import { statsCommand } from './stats.js';
import { suggestCommand } from './suggest.js';
import { verifyCommand } from './verify.js';
import { watchCommand } from './watch.js';

/** All commands. */
export const COMMANDS: readonly Command[] = [
  rememberCommand,
  searchCommand,
  showCommand,
  listCommand,
  editCommand,
  linkCommand,
  unlinkCommand,
  forgetCommand,
  mergeCommand,
  moveCommand,
  importCommand,
  verifyCommand,
  auditCommand,
  statsCommand,
  gotchasCommand,
  suggestCommand,
  stashCommand,
  resumeCommand,
  reviewCommand,
  captureCommand,
  reindexCommand,
  gcCommand,
  watchCommand,
  siteCommand,
  mcpCommand,
  doctorCommand,
  gitSetupCommand,
  syncCommand,
  mergeDriverCommand,
];
