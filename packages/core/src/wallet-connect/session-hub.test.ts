import { isFoyerError } from '@foyer/common'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnectHub, type SharedWalletConnectSession } from './session-hub.js'

const fakeSession = (): SharedWalletConnectSession => ({
  active: true,
  connect: async () => {},
  accounts: () => [],
  request: async () => null,
  disconnect: async () => {},
  onDisconnect: () => () => {},
})

describe('the WalletConnect hub of a client', () => {
  it('collects each adapter’s namespace, read at each pairing, leaving out chainless ones', () => {
    const hub = createWalletConnectHub()
    let chains = ['solana:abc']
    hub.addNamespace('solana', () => ({ chains, methods: ['solana_signMessage'], events: [] }))
    hub.addNamespace('bip122', () => ({ chains: [], methods: ['signPsbt'], events: [] }))
    expect(hub.proposalNamespaces()).toEqual({
      solana: { chains: ['solana:abc'], methods: ['solana_signMessage'], events: [] },
    })
    chains = ['solana:abc', 'solana:def']
    expect(hub.proposalNamespaces().solana?.chains).toEqual(['solana:abc', 'solana:def'])
  })

  it('refuses a session without an owner, loads the owner’s once, and retries a failed load', async () => {
    const hub = createWalletConnectHub()
    expect(hub.available).toBe(false)
    const refused = await hub.session().catch((error: unknown) => error)
    expect(isFoyerError(refused, 'CONNECTOR_TYPE_NOT_FOUND')).toBe(true)
    const session = fakeSession()
    const load = vi.fn().mockRejectedValueOnce(new Error('relay down')).mockResolvedValue(session)
    hub.provide(load)
    expect(hub.available).toBe(true)
    await expect(hub.session()).rejects.toThrow('relay down')
    expect(await hub.session()).toBe(session)
    expect(await hub.session()).toBe(session)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
