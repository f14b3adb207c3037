#!/bin/sh
# Runs one strata hook bundle: on Bun when it is installed (a Bun process starts several
# times faster than Node), else on Node. STRATA_HOOK_RUNTIME=node|bun forces one.
# Usage: run-hook.sh <hook-name>   (e.g. post-tool-use)
bundle="$(dirname "$0")/../lib/hooks/$1.js"
case "${STRATA_HOOK_RUNTIME:-auto}" in
  node) exec node "$bundle" ;;
  bun) exec bun "$bundle" ;;
esac
if command -v bun >/dev/null 2>&1; then exec bun "$bundle"; fi
exec node "$bundle"
