#!/bin/sh
# Runs one strata hook bundle: on Bun when there is one (a Bun process starts several times
# faster than Node), else on Node. Bun is looked for on PATH first (the user's own install),
# then in the plugin's node_modules/.bin (the pinned devDependency of a checkout that ran
# npm install; an installed plugin usually has no node_modules and runs on Node).
# STRATA_HOOK_RUNTIME=node forces Node.
# Usage: run-hook.sh <hook-name> [<entry>]   (e.g. pre-tool-use bash)
# <entry> names the hooks.json entry, so that each keeps a code cache of its own
# (src/hooks/code-cache.ts); the hook's input is the same either way.
# Parameter expansion, not $(dirname): no extra process on every hook.
case "$0" in */*) root="${0%/*}/.." ;; *) root=.. ;; esac
bundle="$root/lib/hooks/$1.js"
[ "${STRATA_HOOK_RUNTIME:-auto}" = node ] && exec node "$bundle" ${2:+"$2"}
if command -v bun >/dev/null 2>&1; then exec bun "$bundle" ${2:+"$2"}; fi
local_bun="$root/node_modules/.bin/bun"
if [ -x "$local_bun" ]; then
  # Installed with --ignore-scripts this is Bun's placeholder script, which exits 1 without
  # reading stdin: then Node gets the untouched payload. A hook itself always exits 0.
  "$local_bun" "$bundle" ${2:+"$2"} && exit 0
fi
exec node "$bundle" ${2:+"$2"}
