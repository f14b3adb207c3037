/** Every CLI command, in the order `strata --help` lists them. */
import type { Command } from '../command.js';
import { doctorCommand } from './doctor.js';
import { editCommand } from './edit.js';
import { forgetCommand } from './forget.js';
import { linkCommand, unlinkCommand } from './link.js';
import { listCommand } from './list.js';
import { reindexCommand } from './reindex.js';
import { rememberCommand } from './remember.js';
import { showCommand } from './show.js';
import { statsCommand } from './stats.js';
import { verifyCommand } from './verify.js';

/** All commands. */
export const COMMANDS: readonly Command[] = [
  rememberCommand,
  showCommand,
  listCommand,
  editCommand,
  linkCommand,
  unlinkCommand,
  forgetCommand,
  verifyCommand,
  statsCommand,
  reindexCommand,
  doctorCommand,
];
