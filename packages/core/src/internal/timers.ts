import type { FoyerClient } from '../client/types.js'

/** Runs `run` after `ms`, replacing the client's earlier timer of the same name. */
export function schedule(client: FoyerClient, name: string, ms: number, run: () => void): void {
  cancel(client, name)
  const timer = setTimeout(() => {
    client.runtime.timers.delete(name)
    run()
  }, ms)
  client.runtime.timers.set(name, timer)
}

/** Cancels the client's timer of that name, if any. */
export function cancel(client: FoyerClient, name: string): void {
  const timer = client.runtime.timers.get(name)
  if (timer === undefined) return
  clearTimeout(timer)
  client.runtime.timers.delete(name)
}
