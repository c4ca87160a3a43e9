import { describe, expect, it, vi } from 'vitest'
import { eip155SessionProvider } from './eip1193-session.js'
import type { OwnedSession } from './shared-session.js'

describe('eth_accounts over a WalletConnect session', () => {
  it("is the session's addresses, not only those on the provider's current chain", async () => {
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    // Right after a switch the wallet answered before its session update: the universal
    // provider's own eth_accounts (current chain only) has none.
    const request = vi.fn(async () => [])
    const owned = {
      session: { active: true, accounts: () => [`eip155:31337:${address}`], request },
      listen: () => () => {},
      connect: async () => {},
    } as unknown as OwnedSession
    const provider = eip155SessionProvider(owned, () => {})
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(request).not.toHaveBeenCalled()
  })
})
