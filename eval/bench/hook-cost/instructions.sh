#!/bin/sh
# Instructions one hook run executes (valgrind callgrind's total Ir, every thread), on the
# stores make-store.ts wrote; `perf` has no instruction counter on the machine measured.
#   eval/bench/hook-cost/instructions.sh <root> edit|bash|bashnone|read|none <runtime> <file>
# ("none": an empty stdin; <file> may be `-e ''` or `-e 0` for the bare runtime).
root=$1; case=$2; shift 2
proj="$root/proj"; [ "$case" = bashnone ] && proj="$root/proj-no-commands"
cmd='cd services/api \&\& npm ci \&\& npx prisma migrate deploy --schema db \&\& git push origin main \&\& kubectl delete pod worker-1'
in=$(mktemp)
case $case in
  edit) printf '{"session_id":"ir%s","cwd":"%s","hook_event_name":"PreToolUse","tool_name":"Edit","tool_input":{"file_path":"%s/src/payments/client.ts"}}' $$ "$proj" "$proj" > "$in" ;;
  bash|bashnone) printf '{"session_id":"ir%s","cwd":"%s","hook_event_name":"PreToolUse","tool_name":"Bash","tool_input":{"command":"%s"}}' $$ "$proj" "$(printf '%s' "$cmd" | sed 's/\\//g')" > "$in" ;;
  read) printf '{"session_id":"ir%s","cwd":"%s","hook_event_name":"PostToolUse","tool_name":"Read","tool_input":{"file_path":"%s/src/payments/client.ts"}}' $$ "$proj" "$proj" > "$in" ;;
  *) : > "$in" ;;
esac
cd "$proj" && HOME="$root/home" STRATA_CACHE_DIR="$root/cache" CLAUDE_PROJECT_DIR="$proj" \
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$in" 2>&1 >/dev/null | awk '/refs/ {print $NF}'
rm -f "$in"
