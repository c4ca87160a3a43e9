import { FoyerError } from '@foyer/common'
import {
  closeModal,
  destroyClient,
  type FoyerClient,
  connect as foyerConnect,
  disconnect as foyerDisconnect,
  switchNetwork as foyerSwitchNetwork,
  getAccountState,
  getActiveNetwork,
} from '@foyer/core'
import { foyerTokenArtifact } from '@foyer/devstack'
import {
  type Config,
  connect,
  disconnect,
  getConnection,
  readContract,
  reconnect,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from '@wagmi/core'
import { UserRejectedRequestError } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createFoyerWagmiConfig } from './create-wagmi-config.js'
import { FOYER_CONNECTOR_ID } from './foyer-connector.js'
import { devnetWallet, loadFoyer, TEST_CONNECTOR_ID, useDevnets } from './test-utils/devnets.js'

const devnets = useDevnets()
const clients: FoyerClient[] = []
afterEach(() => {
  for (const client of clients.splice(0)) destroyClient(client)
})

async function page(wallet: ReturnType<typeof devnetWallet>, storage: Map<string, string>) {
  const client = await loadFoyer(devnets(), wallet, storage)
  clients.push(client)
  const config = createFoyerWagmiConfig({ foyer: client })
  return { client, config }
}

function foyerConnectorOf(config: Config) {
  const connector = config.connectors.find((c) => c.id === FOYER_CONNECTOR_ID)
  if (!connector) throw new Error('no Foyer connector in the config')
  return connector
}

/** What the Connect view does when the user picks the test wallet, then closes. */
async function pickTestWalletInModal(client: FoyerClient) {
  await expect.poll(() => client.stores.modal.getState().open).toBe(true)
  await foyerConnect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
  closeModal(client)
}

describe('foyerConnector with a real wagmi config on anvil', () => {
  it('connects through Foyer’s modal and writes a contract with wagmi', async () => {
    const stack = devnets()
    const wallet = devnetWallet(stack)
    const { client, config } = await page(wallet, new Map())
    const account = stack.accounts[0]!.address
    const recipient = stack.accounts[3]!.address

    const connecting = connect(config, { connector: foyerConnectorOf(config) })
    await pickTestWalletInModal(client)
    await expect(connecting).resolves.toMatchObject({ accounts: [account], chainId: 31337 })
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: account,
      chainId: 31337,
    })

    const token = stack.contracts.tokens.find((t) => t.chainId === 31337)!
    const read = (who: `0x${string}`) =>
      readContract(config, {
        address: token.address,
        abi: foyerTokenArtifact.abi,
        functionName: 'balanceOf',
        args: [who],
        chainId: 31337,
      }) as Promise<bigint>
    const before = await read(recipient)
    const hash = await writeContract(config, {
      address: token.address,
      abi: foyerTokenArtifact.abi,
      functionName: 'transfer',
      args: [recipient, 12_345n],
    })
    const receipt = await waitForTransactionReceipt(config, { hash, chainId: 31337 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    expect(await read(recipient)).toBe(before + 12_345n)
  })

  it('rejects wagmi’s connect when the modal closes with nothing connected', async () => {
    const { client, config } = await page(devnetWallet(devnets()), new Map())
    const connecting = connect(config, { connector: foyerConnectorOf(config) })
    await expect.poll(() => client.stores.modal.getState().open).toBe(true)
    closeModal(client)
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(getConnection(config).status).toBe('disconnected')
    expect(getAccountState(client, 'eip155')?.status).toBe('disconnected')
  })

  it('keeps switch, account change and disconnect in sync both ways, and reconnects after a reload', async () => {
    const stack = devnets()
    const wallet = devnetWallet(stack)
    const storage = new Map<string, string>()
    const { client, config } = await page(wallet, storage)

    // Foyer → wagmi: a connection made in Foyer's modal alone reaches wagmi.
    await foyerConnect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    expect(getConnection(config).address).toBe(stack.accounts[0]!.address)

    // wagmi → Foyer: switchChain asks the wallet through Foyer.
    await switchChain(config, { chainId: 31338 })
    expect(getActiveNetwork(client, 'eip155')?.caipNetworkId).toBe('eip155:31338')
    expect((await wallet.getState()).chainId).toBe(31338)
    expect(getConnection(config).chainId).toBe(31338)

    // Foyer → wagmi: a switch in Foyer, and an account change in the wallet.
    await foyerSwitchNetwork(client, 'eip155:31337')
    expect(getConnection(config).chainId).toBe(31337)
    const second = await wallet.switchAccount(1)
    await expect.poll(() => getConnection(config).address).toBe(second)

    // Foyer → wagmi: disconnect in Foyer.
    await foyerDisconnect(client, { namespace: 'eip155' })
    expect(getConnection(config).status).toBe('disconnected')

    // wagmi → Foyer: connect again (already connected in Foyer: no modal), then disconnect from wagmi.
    await foyerConnect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await disconnect(config)
    expect(getAccountState(client, 'eip155')?.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')

    // Reload: connected in Foyer, then a new page on the same storage; wagmi's reconnect
    // takes over the session Foyer restored, without opening the modal.
    await foyerConnect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    destroyClient(client)
    const reloaded = await page(wallet, storage)
    expect(getAccountState(reloaded.client, 'eip155')?.status).toBe('connected')
    const connections = await reconnect(reloaded.config)
    expect(connections.map((c) => c.connector.id)).toEqual([FOYER_CONNECTOR_ID])
    expect(getConnection(reloaded.config)).toMatchObject({ status: 'connected', address: second })
    expect(reloaded.client.stores.modal.getState().open).toBe(false)
  })

  it('refuses a chain Foyer does not have, and a user rejection of the switch stays a rejection', async () => {
    const wallet = devnetWallet(devnets())
    const { client, config } = await page(wallet, new Map())
    await foyerConnect(client, { namespace: 'eip155', connectorId: TEST_CONNECTOR_ID })
    await expect.poll(() => getConnection(config).status).toBe('connected')
    await expect(switchChain(config, { chainId: 1 as never })).rejects.toThrow()
    await wallet.setNextDecision('reject')
    await expect(switchChain(config, { chainId: 31338 })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    expect(getConnection(config).chainId).toBe(31337)
    expect(getActiveNetwork(client, 'eip155')?.caipNetworkId).toBe('eip155:31337')
  })
})

describe('the bridge provider', () => {
  it('fails with 4900 and Foyer’s "Provider is undefined" while no wallet is connected', async () => {
    const { config } = await page(devnetWallet(devnets()), new Map())
    const provider = (await foyerConnectorOf(config).getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    const error = await provider.request({ method: 'eth_accounts' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4900 })
    expect((error as { cause?: unknown }).cause).toBeInstanceOf(FoyerError)
    expect((error as { cause: FoyerError }).cause.shortMessage).toBe('Provider is undefined')
  })
})
