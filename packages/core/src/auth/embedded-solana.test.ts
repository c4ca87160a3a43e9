import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startClient } from '../connection/start-client.js'
import { getAccountState } from '../selectors.js'
import { createMemoryStorage } from '../storage/backend.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { mainnet, sepolia, solanaDevnet } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { completeEmailLogin, connectEmail } from './email-login.js'

const SOLANA_ADDRESS = 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96'
const embeddedSolana = { id: 'foyer-auth-solana', type: 'AUTH' as const, name: 'Email' }

/** An email login with an EVM adapter (the frame's AUTH connector) and a Solana adapter. */
async function logIn(solanaConnectors = [embeddedSolana]) {
  const wallet = new FakeEmbeddedWallet({
    address: '0x000000000000000000000000000000000000dEaD',
    chainId: 1,
    email: null,
    username: null,
    socialProvider: null,
  })
  const evm = new TestAdapter({ connectors: [wallet.connector()], accounts: [wallet.user.address] })
  const solana = new TestAdapter({
    namespace: 'solana',
    connectors: solanaConnectors.map((c) => ({ ...c, chain: 'solana', chains: [] })),
    accounts: [SOLANA_ADDRESS],
  })
  const client = createTestClient({
    adapters: [evm, solana],
    networks: [mainnet, sepolia, solanaDevnet],
    storage: createMemoryStorage(),
    services: { embeddedWallet: 'https://frame.example/' },
  })
  await startClient(client)
  await connectEmail(client, 'ada@example.com')
  await wallet.typeCode('123456')
  await completeEmailLogin(client)
  return { client, solana }
}

describe('the embedded wallet’s Solana account after a login', () => {
  let warn: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => warn.mockRestore())

  it('connects the Solana namespace through its AUTH connector; EVM stays active', async () => {
    const { client, solana } = await logIn()
    await vi.waitFor(() => expect(getAccountState(client, 'solana')?.status).toBe('connected'))
    expect(getAccountState(client, 'solana')?.address).toBe(SOLANA_ADDRESS)
    // Account shows the same login (email or social user) on either namespace.
    expect(getAccountState(client, 'solana')?.user).toEqual(getAccountState(client, 'eip155')?.user)
    expect(getAccountState(client, 'solana')?.connectedWalletInfo?.name).toBe('Email Wallet')
    expect(solana.connectedConnectorId).toBe('foyer-auth-solana')
    expect(client.stores.account.getState().activeNamespace).toBe('eip155')
  })

  it('an app without the embedded Solana connector keeps Solana disconnected', async () => {
    const { client, solana } = await logIn([])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(getAccountState(client, 'solana')?.status ?? 'disconnected').toBe('disconnected')
    expect(solana.calls.some((call) => call.method === 'connect')).toBe(false)
  })
})
