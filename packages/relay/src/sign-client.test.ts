import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, startRelay } from './index.js'
import { guardOutsideRequests } from './test-utils/outside-request-guard.js'
import {
  closeSignClient,
  createSignClient,
  type SignClientInstance,
} from './test-utils/sign-clients.js'

// Anvil's first development account: a well-known test key, never used for real funds.
const walletAccount = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const chain = 'eip155:31337'
const eip155 = {
  chains: [chain],
  methods: ['personal_sign'],
  events: ['accountsChanged', 'chainChanged'],
}

describe('two @walletconnect/sign-client 2.25 instances through the relay', () => {
  let relay: RelayServer
  let dapp: SignClientInstance
  let wallet: SignClientInstance
  let guard: ReturnType<typeof guardOutsideRequests>

  beforeAll(async () => {
    guard = guardOutsideRequests()
    // The SDK's own switch for its test runs: the Verify API (an outside attestation service)
    // is skipped instead of being called for every proposal and request.
    vi.stubEnv('IS_VITEST', 'true')
    relay = await startRelay()
    dapp = await createSignClient(relay.url, 'dapp')
    wallet = await createSignClient(relay.url, 'wallet')
  }, 30_000)

  afterAll(async () => {
    await Promise.all([dapp, wallet].filter(Boolean).map(closeSignClient))
    await vi.waitFor(() => expect(relay.stats().connections).toBe(0), { timeout: 10_000 })
    await relay?.close()
    vi.unstubAllEnvs()
    guard.restore()
  }, 30_000)

  it('pairs, approves a session, answers personal_sign and delivers a disconnect', async () => {
    const proposal = new Promise<{ id: number; requester: string }>((resolve) => {
      wallet.once('session_proposal', ({ id, params }) =>
        resolve({ id, requester: params.proposer.metadata.name }),
      )
    })
    const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    await wallet.pair({ uri: uri ?? '' })
    const { id, requester } = await proposal
    expect(requester).toBe('dapp')

    const approved = await wallet.approve({
      id,
      namespaces: { eip155: { ...eip155, accounts: [`${chain}:${walletAccount.address}`] } },
    })
    const session = await approval()
    expect(session.topic).toBe(approved.topic)
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${walletAccount.address}`])
    expect(session.peer.metadata.name).toBe('wallet')
    const walletSession = await approved.acknowledged()
    expect(walletSession.acknowledged).toBe(true)

    wallet.once('session_request', async ({ id: requestId, topic, params }) => {
      const [message] = params.request.params as [`0x${string}`, string]
      const signature = await walletAccount.signMessage({ message: { raw: message } })
      await wallet.respond({
        topic,
        response: { id: requestId, jsonrpc: '2.0', result: signature },
      })
    })
    const message = '0x466f796572' // "Foyer"
    const signature = await dapp.request<`0x${string}`>({
      topic: session.topic,
      chainId: chain,
      request: { method: 'personal_sign', params: [message, walletAccount.address] },
    })
    await expect(
      verifyMessage({ address: walletAccount.address, message: { raw: message }, signature }),
    ).resolves.toBe(true)

    const deleted = new Promise<string>((resolve) => {
      dapp.once('session_delete', ({ topic }) => resolve(topic))
    })
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect(deleted).resolves.toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
    expect(guard.attempted).toEqual([])
  }, 60_000)
})
