import type { TestWalletProvider } from '../provider.js'

/** A recorded provider event. */
export interface RecordedEvent {
  name: string
  data: unknown
}

/** Records every EIP-1193 event a provider emits, in order. */
export function recordEvents(provider: Pick<TestWalletProvider, 'on'>): RecordedEvent[] {
  const events: RecordedEvent[] = []
  for (const name of ['connect', 'chainChanged', 'accountsChanged', 'disconnect'] as const) {
    provider.on(name, (data: unknown) => events.push({ name, data }))
  }
  return events
}

/** Resolves with the rejection of a promise, failing if it resolves. */
export async function rejectionOf(
  promise: Promise<unknown>,
): Promise<{ code: number; message: string }> {
  try {
    await promise
  } catch (error) {
    return error as { code: number; message: string }
  }
  throw new Error('expected the request to be rejected')
}
