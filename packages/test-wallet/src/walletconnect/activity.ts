/** One thing the WalletConnect test wallet did. */
export interface ActivityEntry {
  /** Epoch milliseconds. */
  at: number
  kind: 'session' | 'request' | 'disconnect'
  /** The dapp's name, for session proposals. */
  peer?: string
  /** The JSON-RPC method, for requests. */
  method?: string
  outcome?: 'approved' | 'rejected'
  detail: string
}

/** How many entries the log keeps. */
export const ACTIVITY_LIMIT = 100

/** A bounded log, oldest entries dropped first. */
export function createActivityLog() {
  const entries: ActivityEntry[] = []
  return {
    add(entry: Omit<ActivityEntry, 'at'>) {
      entries.push({ at: Date.now(), ...entry })
      if (entries.length > ACTIVITY_LIMIT) entries.splice(0, entries.length - ACTIVITY_LIMIT)
    },
    entries: (): readonly ActivityEntry[] => [...entries],
  }
}
