import { describe, expect, it, vi } from 'vitest'
import {
  adapterWithWallet,
  devnetNetworks,
  devnetWallet,
  TEST_CONNECTOR_ID,
  useDevnets,
} from '../test-utils/devnets.js'
import { expectFoyerError } from '../test-utils/expect-foyer-error.js'
import { localNetwork } from '../test-utils/networks.js'

const devnets = useDevnets()

describe('switchNetwork', () => {
  it('switches between the two devnets and reports each change', async () => {
    const wallet = devnetWallet(devnets())
    const networks = devnetNetworks(devnets())
    const { adapter, events } = adapterWithWallet(networks, wallet)
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })

    await adapter.switchNetwork?.(networks[1]!)
    expect((await wallet.getState()).chainId).toBe(31338)
    await adapter.switchNetwork?.(networks[0]!)
    expect((await wallet.getState()).chainId).toBe(31337)
    // One event per switch, whether the wallet's chainChanged or the switch itself reported it first.
    const changes = () =>
      events.flatMap((event) => (event.type === 'networkChanged' ? [event.caipNetworkId] : []))
    await vi.waitFor(() => expect(changes()).toEqual(['eip155:31338', 'eip155:31337']))
  })

  it('asks the wallet to add a chain it does not know (4902), then switches', async () => {
    const second = devnets().chains[1]!
    const approvals: string[] = []
    const tracked = devnetWallet(devnets(), {
      chains: [{ chainId: devnets().chains[0]!.chainId, rpcUrl: devnets().chains[0]!.rpcUrl }],
      decide: (request) => {
        approvals.push(request.method)
        return 'approve'
      },
    })
    const networks = devnetNetworks(devnets())
    const { adapter, events } = adapterWithWallet(networks, tracked)
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await adapter.switchNetwork?.(networks[1]!)
    const state = await tracked.getState()
    expect(state.chainId).toBe(second.chainId)
    expect(state.chains.find((chain) => chain.chainId === second.chainId)).toMatchObject({
      rpcUrl: second.rpcUrl,
      name: second.name,
    })
    expect(approvals).toContain('wallet_addEthereumChain')
    await vi.waitFor(() =>
      expect(events).toContainEqual({ type: 'networkChanged', caipNetworkId: 'eip155:31338' }),
    )
  })

  it('keeps a rejected add-chain request a user rejection', async () => {
    const wallet = devnetWallet(devnets(), {
      chains: [{ chainId: devnets().chains[0]!.chainId, rpcUrl: devnets().chains[0]!.rpcUrl }],
    })
    const networks = devnetNetworks(devnets())
    const { adapter } = adapterWithWallet(networks, wallet)
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await wallet.setNextDecision('reject')
    await expectFoyerError(adapter.switchNetwork?.(networks[1]!), 'USER_REJECTED')
    expect((await wallet.getState()).chainId).toBe(31337)
  })

  it("fails with 'Chain is not supported' when the wallet cannot add the chain", async () => {
    const wallet = devnetWallet(devnets(), {
      chains: [{ chainId: devnets().chains[0]!.chainId, rpcUrl: devnets().chains[0]!.rpcUrl }],
    })
    // A network whose RPC serves another chain: the wallet checks and refuses to add it.
    const impostor = localNetwork(31339, [devnets().chains[1]!.rpcUrl], 'Impostor')
    const { adapter } = adapterWithWallet([...devnetNetworks(devnets()), impostor], wallet)
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    const error = await expectFoyerError(adapter.switchNetwork?.(impostor), 'CHAIN_NOT_SUPPORTED')
    expect(error.shortMessage).toBe('Chain is not supported')
    expect((await wallet.getState()).chainId).toBe(31337)
  })

  it("fails with 'Network not found' for a network the app did not configure", async () => {
    const wallet = devnetWallet(devnets())
    const { adapter } = adapterWithWallet(devnetNetworks(devnets()).slice(0, 1), wallet)
    await adapter.connect({ connectorId: TEST_CONNECTOR_ID })
    await expectFoyerError(
      adapter.switchNetwork?.(devnetNetworks(devnets())[1]!),
      'NETWORK_NOT_FOUND',
    )
  })
})
