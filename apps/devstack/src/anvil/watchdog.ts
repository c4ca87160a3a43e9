/**
 * A POSIX shell wrapper that runs anvil and ties its life to our stdin pipe. When the pipe
 * closes, because `stop()` closed it or because this Node process died in any way (even by
 * SIGKILL), the watcher stops anvil, so no devnet outlives the process that started it.
 * It reports anvil's process id on stderr as `foyer-anvil-pid <pid>` and exits with anvil's
 * status once anvil has exited.
 */
export const WATCHDOG_SCRIPT = `
exec 3<&0
"$@" 3<&- </dev/null &
child=$!
echo "foyer-anvil-pid $child" >&2
( while read -r _ <&3; do :; done; kill -TERM "$child" 2>/dev/null ) &
watcher=$!
exec 3<&-
wait "$child"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`

/** The stderr line by which the watchdog reports anvil's process id. */
export const WATCHDOG_PID_PATTERN = /^foyer-anvil-pid (\d+)$/m
