/**
 * Every CLI command, in the order `strata --help` lists them. Only names and summaries
 * live here: each command is imported when it runs, so `strata --help` and every start
 * parse just the command used rather than all of them.
 */
import type { CommandEntry } from '../command.js';

/** All commands. */
export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'remember',
    summary: 'Save a new memory',
    load: async () => (await import('./remember.js')).rememberCommand,
  },
  {
    name: 'search',
    summary: 'Search memories by keywords and meaning',
    load: async () => (await import('./search.js')).searchCommand,
  },
  {
    name: 'show',
    summary: 'Show one memory with its links',
    load: async () => (await import('./show.js')).showCommand,
  },
  {
    name: 'list',
    summary: 'List memories (filter by type, scope, tag, status)',
    load: async () => (await import('./list.js')).listCommand,
  },
  {
    name: 'edit',
    summary: 'Edit a memory in $EDITOR, or change fields with flags',
    load: async () => (await import('./edit.js')).editCommand,
  },
  {
    name: 'link',
    summary: 'Link two memories (both directions, with a label)',
    load: async () => (await import('./link.js')).linkCommand,
  },
  {
    name: 'unlink',
    summary: 'Remove the link between two memories',
    load: async () => (await import('./link.js')).unlinkCommand,
  },
  {
    name: 'forget',
    summary: 'Archive a memory (move it to archive/), or delete it with --delete',
    load: async () => (await import('./forget.js')).forgetCommand,
  },
  {
    name: 'merge',
    summary: 'Merge memories into one keeper (links re-pointed, the others archived)',
    load: async () => (await import('./merge.js')).mergeCommand,
  },
  {
    name: 'move',
    summary: 'Move a memory to another scope, with its links and graph edges',
    load: async () => (await import('./move.js')).moveCommand,
  },
  {
    name: 'import',
    summary: 'Import memories from another memory system (dry run with --dry-run)',
    load: async () => (await import('./import.js')).importCommand,
  },
  {
    name: 'verify',
    summary: 'Check every memory file, link and graph (exit 1 on problems)',
    load: async () => (await import('./verify.js')).verifyCommand,
  },
  {
    name: 'audit',
    summary: 'Find near duplicates, stale gotchas, orphans, expired breadcrumbs and broken files',
    load: async () => (await import('./audit.js')).auditCommand,
  },
  {
    name: 'stats',
    summary: 'Count memories by scope, type and tag',
    load: async () => (await import('./stats.js')).statsCommand,
  },
  {
    name: 'gotchas',
    summary: 'List the known gotchas for a file',
    load: async () => (await import('./gotchas.js')).gotchasCommand,
  },
  {
    name: 'gotcha-patterns',
    summary: 'List gotchas whose file patterns match no file or too many',
    load: async () => (await import('./gotcha-patterns.js')).gotchaPatternsCommand,
  },
  {
    name: 'pushes',
    summary:
      'Show the decisions and learnings a prompt would push (hooks.pushDecisions), with their scores',
    load: async () => (await import('./pushes.js')).pushesCommand,
  },
  {
    name: 'suggest',
    summary: 'Old name of pushes, kept for scripts that use it (says so on stderr)',
    load: async () => (await import('./pushes.js')).suggestCommand,
  },
  {
    name: 'stash',
    summary: 'Set a conversation thread aside as a stashed breadcrumb',
    load: async () => (await import('./stash.js')).stashCommand,
  },
  {
    name: 'resume',
    summary: 'Bring back a stashed thread (its prompts, files, linked memories)',
    load: async () => (await import('./resume.js')).resumeCommand,
  },
  {
    name: 'review',
    summary: 'Review draft memories captured from sessions (accept, edit or discard)',
    load: async () => (await import('./review.js')).reviewCommand,
  },
  {
    name: 'capture',
    summary: 'Propose draft memories from a session transcript (run by the hooks)',
    load: async () => (await import('./capture.js')).captureCommand,
  },
  {
    name: 'reindex',
    summary: 'Update (or with --full rebuild) indexes and digests from the memory files',
    load: async () => (await import('./reindex.js')).reindexCommand,
  },
  {
    name: 'gc',
    summary:
      'Compact indexes, drop orphaned cache entries, archive expired breadcrumbs, remove leftovers',
    load: async () => (await import('./gc.js')).gcCommand,
  },
  {
    name: 'watch',
    summary: 'Keep indexes and digests in sync with file edits (foreground)',
    load: async () => (await import('./watch.js')).watchCommand,
  },
  {
    name: 'site',
    summary: 'Build (or serve and rebuild) the static memory site',
    load: async () => (await import('./site.js')).siteCommand,
  },
  {
    name: 'mcp',
    summary: 'Serve the memory tools over MCP (stdio), as Claude Code starts it',
    load: async () => (await import('./mcp.js')).mcpCommand,
  },
  {
    name: 'doctor',
    summary: 'Check Node, scopes, config and optional modules',
    load: async () => (await import('./doctor.js')).doctorCommand,
  },
  {
    name: 'git-setup',
    summary: 'Make git merge graph.json and memory files with strata (once per clone)',
    load: async () => (await import('./git.js')).gitSetupCommand,
  },
  {
    name: 'sync',
    summary: 'Commit, pull (merging with strata) and push the global memory folder',
    load: async () => (await import('./git.js')).syncCommand,
  },
  {
    name: 'merge-driver',
    summary: 'git merge driver for memory folders (set up by strata git-setup)',
    load: async () => (await import('./git.js')).mergeDriverCommand,
  },
];
