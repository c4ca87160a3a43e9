import {
  connect,
  createFoyerClient,
  destroyClient,
  disconnect,
  type FoyerClient,
  fetchBalance,
  getAccountState,
  getActiveNetwork,
  signMessage,
  startClient,
  switchNetwork,
} from '@foyer/core'
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter } from './create-evm-adapter.js'
import {
  devnetNetworks,
  devnetWallet,
  TEST_CONNECTOR_ID,
  TEST_ORIGIN,
  useDevnets,
} from './test-utils/devnets.js'

const devnets = useDevnets()
const clients: FoyerClient[] = []

afterEach(() => {
  for (const client of clients.splice(0)) destroyClient(client)
})

/** A page load: a core client with a fresh EVM adapter over `wallet`, on shared storage. */
async function loadPage(wallet: ReturnType<typeof devnetWallet>, storage: Map<string, string>) {
  const client = createFoyerClient({
    projectId: 'adapter-evm-test',
    networks: devnetNetworks(devnets()),
    adapters: [
      createEvmAdapter({
        discovery: false,
        connectors: [{ id: TEST_CONNECTOR_ID, name: 'Foyer Test Wallet', provider: wallet }],
      }),
    ],
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
  })
  clients.push(client)
  await startClient(client)
  return client
}

describe('through core', () => {
  it('connects, reads the balance, signs, switches network, follows the wallet and survives a reload', async () => {
    const wallet = devnetWallet(devnets())
    const storage = new Map<string, string>()
    const client = await loadPage(wallet, storage)
    expect(client.stores.connectors.getState().byNamespace.eip155?.map((c) => c.id)).toEqual([
      TEST_CONNECTOR_ID,
    ])

    await connect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    const account = devnets().accounts[0]!.address
    expect(getAccountState(client, 'eip155')).toMatchObject({
      status: 'connected',
      address: account,
      caipAddress: `eip155:31337:${account}`,
    })
    const balance = await fetchBalance(client, { namespace: 'eip155', force: true })
    expect(balance).toMatchObject({ symbol: 'ETH' })

    const signature = await signMessage(client, { message: 'through core', namespace: 'eip155' })
    await expect(
      verifyMessage({
        address: account,
        message: 'through core',
        signature: signature as `0x${string}`,
      }),
    ).resolves.toBe(true)

    await switchNetwork(client, 'eip155:31338')
    expect(getActiveNetwork(client, 'eip155')?.caipNetworkId).toBe('eip155:31338')
    expect((await wallet.getState()).chainId).toBe(31338)

    const second = await wallet.switchAccount(1)
    await expect.poll(() => getAccountState(client, 'eip155')?.address).toBe(second)

    // Reload: a new client and adapter on the same storage; the wallet now refuses prompts.
    destroyClient(client)
    await wallet.configure({ defaultDecision: 'reject' })
    const reloaded = await loadPage(wallet, storage)
    expect(getAccountState(reloaded, 'eip155')).toMatchObject({
      status: 'connected',
      address: second,
      caipAddress: `eip155:31338:${second}`,
    })

    await disconnect(reloaded, { namespace: 'eip155' })
    expect(getAccountState(reloaded, 'eip155')?.status).toBe('disconnected')
    expect((await wallet.getState()).connectedOrigins).not.toContain(TEST_ORIGIN)
  })

  it('clears the connection when the wallet disconnects on its side', async () => {
    const wallet = devnetWallet(devnets())
    const client = await loadPage(wallet, new Map())
    await connect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    await wallet.disconnect()
    await expect.poll(() => getAccountState(client, 'eip155')?.status).toBe('disconnected')
  })
})
