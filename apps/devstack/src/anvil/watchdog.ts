import type { ChildProcess } from 'node:child_process'
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

/** How long a watched child may take to stop after its stdin closes, before it is killed. */
const STOP_GRACE_MS = 5_000

/**
 * Stops a child started under the watchdog: closing its stdin makes the watchdog stop the
 * program and exit; after {@link STOP_GRACE_MS} the watchdog's process group (it leads its own)
 * is killed outright. Elsewhere than POSIX, SIGTERM then SIGKILL.
 */
export async function stopWatchedChild(
  child: ChildProcess,
  exited: Promise<number | null>,
  posix: boolean,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return void (await exited)
  if (posix) child.stdin?.end()
  else child.kill('SIGTERM')
  let timer: NodeJS.Timeout | undefined
  const graceful = await Promise.race([
    exited.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), STOP_GRACE_MS)
    }),
  ])
  clearTimeout(timer)
  if (graceful) return
  try {
    if (posix && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    else child.kill('SIGKILL')
  } catch {
    // Already gone.
  }
  await exited
}
