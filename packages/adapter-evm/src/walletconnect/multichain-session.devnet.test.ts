import { createBitcoinAdapter } from '@foyer/adapter-bitcoin'
import { createSolanaAdapter } from '@foyer/adapter-solana'
import { bitcoinRegtest, type Network } from '@foyer/common'
import type { AdapterEvent, FoyerAdapter, WalletConnectHub } from '@foyer/core'
import { type Devstack, startDevstack } from '@foyer/devstack'
import { deriveBitcoinTestAccount } from '@foyer/test-wallet/bitcoin'
import { deriveSolanaTestKey } from '@foyer/test-wallet/solana'
import {
  startWalletConnectTestWallet,
  WalletConnectMemoryStorage,
  type WalletConnectTestWallet,
} from '@foyer/test-wallet/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from '../create-evm-adapter.js'
import { devnetNetworks } from '../test-utils/devnets.js'
import { refuseOutsideRequests } from '../test-utils/outside-requests.js'
import { WALLET_CONNECT_CONNECTOR_ID } from './options.js'

let stack: Devstack
let wallet: WalletConnectTestWallet
let guard: ReturnType<typeof refuseOutsideRequests>
let solanaNetwork: Network
let bitcoinNetwork: Network
const events: Record<string, AdapterEvent[]> = { eip155: [], solana: [], bip122: [] }
let adapters: { evm: FoyerAdapter; solana: FoyerAdapter; bitcoin: FoyerAdapter }

beforeAll(async () => {
  guard = refuseOutsideRequests()
  stack = await startDevstack({ directory: false, startTimeoutMs: 60_000 })
  const solana = stack.solana!
  const bitcoin = stack.bitcoin!
  solanaNetwork = {
    id: solana.caipNetworkId.slice('solana:'.length),
    name: 'Foyer Solana Local',
    caipNetworkId: solana.caipNetworkId,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    testnet: true,
  }
  bitcoinNetwork = { ...bitcoinRegtest, rpcUrls: { default: { http: [bitcoin.esploraUrl] } } }
  wallet = await startWalletConnectTestWallet({
    relayUrl: stack.relayUrl!,
    mnemonic: stack.mnemonic,
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    solana: { rpcUrls: { [solana.caipNetworkId]: solana.rpcUrl } },
    bitcoin: { esploraUrl: bitcoin.esploraUrl },
  })
  // One client's adapters, set up as core does: one hub for the three of them.
  const hub: WalletConnectHub = { namespaces: new Map() }
  adapters = {
    evm: createEvmAdapter({
      discovery: false,
      walletConnect: {
        relayUrl: stack.relayUrl!,
        storage: new WalletConnectMemoryStorage(),
        storagePrefix: 'multichain-test',
        metadata: { name: 'Foyer', description: 'test', url: 'https://app.foyer.test', icons: [] },
      },
    }),
    solana: createSolanaAdapter(),
    bitcoin: createBitcoinAdapter({ discovery: false, pollIntervalMs: 200 }),
  }
  const setups: [FoyerAdapter, readonly Network[], string][] = [
    [adapters.solana, [solanaNetwork], 'solana'],
    [adapters.evm, devnetNetworks(stack), 'eip155'],
    [adapters.bitcoin, [bitcoinNetwork], 'bip122'],
  ]
  for (const [adapter, networks, namespace] of setups) {
    await adapter.setup({
      networks,
      emit: (event) => events[namespace]!.push(event),
      walletConnect: hub,
    })
  }
  await Promise.resolve()
}, 120_000)

afterAll(async () => {
  for (const adapter of Object.values(adapters ?? {})) adapter.destroy?.()
  await wallet?.close()
  await stack?.stop()
  guard.restore()
  expect(guard.attempted).toEqual([])
}, 60_000)

/** The first pairing uri the EVM adapter (the session's owner) reported. */
async function pairingUri(): Promise<string> {
  await vi.waitFor(
    () => expect(events.eip155!.some((e) => e.type === 'walletConnectUri')).toBe(true),
    {
      timeout: 30_000,
    },
  )
  const event = events.eip155!.find((e) => e.type === 'walletConnectUri')
  return (event as { uri: string }).uri
}

const solanaKey = () => deriveSolanaTestKey(stack.mnemonic)
const bitcoinKeys = () => deriveBitcoinTestAccount(stack.mnemonic)

describe('one WalletConnect session for eip155, solana and bip122 (real relay, real wallet)', () => {
  it('offers a WALLET_CONNECT connector in every namespace once the EVM adapter owns the session', () => {
    for (const adapter of Object.values(adapters)) {
      expect(adapter.getConnectors().find((c) => c.type === 'WALLET_CONNECT')?.id).toBe(
        WALLET_CONNECT_CONNECTOR_ID,
      )
    }
  })

  it('pairs once from the Solana side; the session holds eip155, solana and bip122 accounts', async () => {
    const connecting = adapters.solana.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    const outcome = await wallet.pair(await pairingUri())
    expect(outcome.approved).toBe(true)
    const solana = await connecting
    expect(solana.accounts[0]?.address).toBe(solanaKey().address)
    expect(solana.caipNetworkId).toBe(solanaNetwork.caipNetworkId)
    const [session] = wallet.sessions()
    expect(session?.accounts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^eip155:31337:0x/),
        `${solanaNetwork.caipNetworkId}:${solanaKey().address}`,
        `${bitcoinNetwork.caipNetworkId}:${bitcoinKeys().payment.address}`,
      ]),
    )
    // The other namespaces join the live session: no second pairing.
    const evm = await adapters.evm.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(evm.accounts[0]?.address).toBe(stack.accounts[0]?.address)
    const bitcoin = await adapters.bitcoin.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(bitcoin.accounts.map((a) => [a.type, a.address])).toEqual([
      ['payment', bitcoinKeys().payment.address],
      ['ordinals', bitcoinKeys().ordinals.address],
    ])
    expect(events.eip155!.filter((e) => e.type === 'walletConnectUri')).toHaveLength(1)
  }, 60_000)

  it('signs a Solana message over the session (ed25519, verified) and sends SOL', async () => {
    const message = 'Hello from Foyer over WalletConnect'
    const signature = await adapters.solana.signMessage!({ message, address: solanaKey().address })
    expect(
      ed25519.verify(
        base58.decode(signature),
        new TextEncoder().encode(message),
        solanaKey().publicKey,
      ),
    ).toBe(true)
    const to = stack.solana!.accounts[1]!
    const before = await adapters.solana.getBalance!({
      address: to,
      caipNetworkId: solanaNetwork.caipNetworkId,
    })
    await adapters.solana.sendTransaction!({
      request: { to, value: 1_000_000n },
      address: solanaKey().address,
    })
    const after = await adapters.solana.getBalance!({
      address: to,
      caipNetworkId: solanaNetwork.caipNetworkId,
    })
    expect(after.value - before.value).toBe(1_000_000n)
  }, 60_000)

  it('signs BIP-322 over the session (verified with bip322-js) and sends BTC to the local chain', async () => {
    const { payment, ordinals } = bitcoinKeys()
    const message = 'Sign in to Foyer'
    const signature = await adapters.bitcoin.signMessage!({ message, address: payment.address })
    expect(Verifier.verifySignature(payment.address, message, signature)).toBe(true)
    const txid = await adapters.bitcoin.sendTransaction!({
      request: { to: ordinals.address, value: 12_345n },
      address: payment.address,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = await fetch(`${stack.bitcoin!.esploraUrl}/tx/${txid}`)
    expect(tx.ok).toBe(true)
  }, 60_000)

  it("turns the wallet's refusal into the user-rejected error", async () => {
    await wallet.queueDecisions(['reject'])
    const refused = await adapters.solana.signMessage!({
      message: 'no',
      address: solanaKey().address,
    }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(refused).toBeDefined()
    expect(String((refused as Error).message)).toMatch(/reject/i)
  }, 30_000)

  it('a disconnect from the wallet ends every namespace', async () => {
    await wallet.disconnectSession()
    for (const namespace of ['eip155', 'solana', 'bip122']) {
      await vi.waitFor(
        () => expect(events[namespace]!.some((e) => e.type === 'disconnected')).toBe(true),
        { timeout: 15_000 },
      )
    }
  }, 30_000)
})
