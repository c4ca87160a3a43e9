import { verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  adapterWithWallet,
  devnetNetworks,
  devnetWallet,
  TEST_CONNECTOR_ID,
  TEST_ORIGIN,
  useDevnets,
} from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'

const devnets = useDevnets()

const setUp = (walletOptions: Parameters<typeof devnetWallet>[1] = {}) => {
  const wallet = devnetWallet(devnets(), walletOptions)
  return { wallet, ...adapterWithWallet(devnetNetworks(devnets()), wallet) }
}

describe('connect', () => {
  it('asks the wallet for accounts and reports its chain as a CAIP network id', async () => {
    const { wallet, adapter } = setUp()
    const result = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    const { address } = await wallet.getState()
    expect(result).toEqual({
      connectorId: TEST_CONNECTOR_ID,
      accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    })
    expect(address).toBe(devnets().accounts[0]?.address)
    expect((await wallet.getState()).connectedOrigins).toEqual([TEST_ORIGIN])
  })

  it('maps a rejected prompt (4001) to "User rejected the request."', async () => {
    const { wallet, adapter } = setUp()
    await wallet.setNextDecision('reject')
    const error = await expectFoyerError(
      adapter.connect({ connectorId: TEST_CONNECTOR_ID }),
      'USER_REJECTED',
    )
    expect(error.shortMessage).toBe('User rejected the request.')
    expect((await wallet.getState()).connectedOrigins).toEqual([])
  })

  it('switches to the requested network while connecting', async () => {
    const { wallet, adapter } = setUp()
    const result = await adapter.connect({
      connectorId: TEST_CONNECTOR_ID,
      caipNetworkId: 'eip155:31338',
    })
    expect(result.caipNetworkId).toBe('eip155:31338')
    expect((await wallet.getState()).chainId).toBe(31338)
  })

  it('fails with "Provider not found" for an unknown connector id', async () => {
    const { adapter } = setUp()
    const error = await expectFoyerError(
      adapter.connect({ connectorId: 'nope' }),
      'PROVIDER_NOT_FOUND',
    )
    expect(error.shortMessage).toBe('Provider not found')
  })
})

describe('reconnect after a reload', () => {
  it('restores the connection from the stored connector id without a prompt', async () => {
    const { wallet, adapter } = setUp()
    const first = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    adapter.destroy?.()
    // The reloaded page: a new adapter over the same wallet, which now refuses every prompt.
    await wallet.configure({ defaultDecision: 'reject' })
    const reloaded = adapterWithWallet(devnetNetworks(devnets()), wallet).adapter
    await expect(reloaded.reconnect?.({ connectorId: TEST_CONNECTOR_ID })).resolves.toEqual(first)
  })

  it('gives undefined when the wallet no longer permits the site', async () => {
    const { wallet, adapter } = setUp()
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await wallet.disconnect()
    const reloaded = adapterWithWallet(devnetNetworks(devnets()), wallet).adapter
    await expect(reloaded.reconnect?.({ connectorId: TEST_CONNECTOR_ID })).resolves.toBeUndefined()
  })
})

describe('disconnect', () => {
  it('revokes the permission in the wallet, so a reload does not reconnect', async () => {
    const { wallet, adapter } = setUp()
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await adapter.disconnect()
    expect((await wallet.getState()).connectedOrigins).toEqual([])
    await expect(adapter.reconnect?.({ connectorId: TEST_CONNECTOR_ID })).resolves.toBeUndefined()
  })

  it('ignores a wallet without wallet_revokePermissions', async () => {
    const wallet = devnetWallet(devnets())
    const withoutRevoke = {
      request: (args: { method: string; params?: unknown }) =>
        args.method === 'wallet_revokePermissions'
          ? Promise.reject(Object.assign(new Error('Method not found'), { code: -32601 }))
          : wallet.request(args as never),
    }
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()), wallet, {
      connectors: [{ id: 'plain', name: 'Plain', provider: withoutRevoke }],
    })
    await adapter.connect({ connectorId: 'plain' })
    await expect(adapter.disconnect()).resolves.toBeUndefined()
    await expect(
      adapter.signMessage?.({ message: 'x', address: devnets().accounts[0]!.address }),
    ).rejects.toThrow('Provider is undefined')
  })
})

describe('wallet events', () => {
  it('reports account changes, network changes and a wallet-side disconnect', async () => {
    const { wallet, adapter, events } = setUp()
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    events.length = 0

    const second = await wallet.switchAccount(1)
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'accountsChanged',
        accounts: [{ namespace: 'eip155', address: second, type: 'eoa' }],
      }),
    )
    await wallet.configure({ chainId: 31338 })
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'networkChanged', caipNetworkId: 'eip155:31338' }),
    )
    await wallet.disconnect()
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'disconnected' }))
    await expect(adapter.signMessage?.({ message: 'x', address: second })).rejects.toThrow(
      'Provider is undefined',
    )
  })
})

describe('signing', () => {
  it('signs a message with personal_sign; viem verifies it', async () => {
    const { adapter } = setUp()
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    const address = accounts[0]!.address as `0x${string}`
    const message = 'Sign in to Foyer ✓\nnonce: 42'
    const signature = (await adapter.signMessage?.({ message, address })) as `0x${string}`
    await expect(verifyMessage({ address, message, signature })).resolves.toBe(true)
    await expect(verifyMessage({ address, message: `${message}!`, signature })).resolves.toBe(false)
  })

  it('signs EIP-712 typed data with eth_signTypedData_v4; viem verifies it', async () => {
    const { adapter } = setUp()
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    const address = accounts[0]!.address as `0x${string}`
    const typedData = {
      domain: {
        name: 'Foyer',
        version: '1',
        chainId: 31337,
        verifyingContract: '0x0000000000000000000000000000000000000001',
      },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'amount', type: 'uint256' },
          { name: 'note', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: devnets().accounts[1]!.address, amount: 10n ** 30n, note: 'hi' },
    } as const
    const signature = (await adapter.signTypedData?.({ typedData, address })) as `0x${string}`
    await expect(verifyTypedData({ address, signature, ...typedData })).resolves.toBe(true)
  })

  it('refuses invalid typed data before the wallet sees it', async () => {
    const { wallet, adapter } = setUp()
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await wallet.setNextDecision('reject')
    const typedData = {
      types: { Mail: [{ name: 'to', type: 'address' }] },
      primaryType: 'Mail',
      message: { to: 'not an address' },
    }
    await expectFoyerError(
      adapter.signTypedData!({ typedData, address: accounts[0]!.address }),
      'SIGN_MESSAGE_FAILED',
    )
    // The queued rejection is still there: the wallet was never asked.
    expect((await wallet.getState()).pendingDecisions).toEqual(['reject'])
  })

  it('maps a rejected signature to the user-rejected error', async () => {
    const { wallet, adapter } = setUp()
    const { accounts } = await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await wallet.setNextDecision('reject')
    await expectFoyerError(
      adapter.signMessage!({ message: 'no', address: accounts[0]!.address }),
      'USER_REJECTED',
    )
  })

  it('refuses to sign for an address that is not connected', async () => {
    const { adapter } = setUp()
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await expectFoyerError(
      adapter.signMessage!({ message: 'x', address: devnets().accounts[5]!.address }),
      'NO_ACCOUNTS_FOUND',
    )
  })
})
