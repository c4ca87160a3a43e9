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

/** The dapp connects with an eip155 namespace, the wallet pairs and approves. */
async function establishSession(dapp: SignClientInstance, wallet: SignClientInstance) {
  const proposal = new Promise<{ id: number; requester: string }>((resolve) => {
    wallet.once('session_proposal', ({ id, params }) =>
      resolve({ id, requester: params.proposer.metadata.name }),
    )
  })
  const { uri, approval } = await dapp.connect({ optionalNamespaces: { eip155 } })
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await wallet.pair({ uri: uri ?? '' })
  const { id, requester } = await proposal
  expect(requester).toBe(dapp.metadata.name)

  const approved = await wallet.approve({
    id,
    namespaces: { eip155: { ...eip155, accounts: [`${chain}:${walletAccount.address}`] } },
  })
  const session = await approval()
  expect(session.topic).toBe(approved.topic)
  expect((await approved.acknowledged()).acknowledged).toBe(true)
  return session
}

/** The dapp asks for personal_sign, the wallet signs with its key; checks the signature. */
async function signThroughRelay(
  dapp: SignClientInstance,
  wallet: SignClientInstance,
  topic: string,
  message: `0x${string}`,
) {
  wallet.once('session_request', async ({ id, topic: requestTopic, params }) => {
    const [raw] = params.request.params as [`0x${string}`, string]
    const signature = await walletAccount.signMessage({ message: { raw } })
    await wallet.respond({
      topic: requestTopic,
      response: { id, jsonrpc: '2.0', result: signature },
    })
  })
  const signature = await dapp.request<`0x${string}`>({
    topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [message, walletAccount.address] },
  })
  expect(
    await verifyMessage({ address: walletAccount.address, message: { raw: message }, signature }),
  ).toBe(true)
}

describe('two @walletconnect/sign-client 2.25 instances through the relay', () => {
  let relay: RelayServer
  const clients: SignClientInstance[] = []
  let guard: ReturnType<typeof guardOutsideRequests>

  async function createPair(label: string) {
    const dapp = await createSignClient(relay.url, `${label}-dapp`)
    const wallet = await createSignClient(relay.url, `${label}-wallet`)
    clients.push(dapp, wallet)
    return { dapp, wallet }
  }

  beforeAll(async () => {
    guard = guardOutsideRequests()
    // The SDK's own switch for its test runs: the Verify API (an outside attestation service)
    // is skipped instead of being called for every proposal and request.
    vi.stubEnv('IS_VITEST', 'true')
    relay = await startRelay()
  }, 30_000)

  afterAll(async () => {
    await Promise.all(clients.map(closeSignClient))
    await vi.waitFor(() => expect(relay.stats().connections).toBe(0), { timeout: 10_000 })
    await relay.close()
    vi.unstubAllEnvs()
    guard.restore()
    expect(guard.attempted).toEqual([])
  }, 30_000)

  it('pairs, approves a session, answers personal_sign and delivers a disconnect', async () => {
    const { dapp, wallet } = await createPair('first')
    const session = await establishSession(dapp, wallet)
    expect(session.namespaces.eip155?.accounts).toEqual([`${chain}:${walletAccount.address}`])
    expect(session.peer.metadata.name).toBe('first-wallet')

    await signThroughRelay(dapp, wallet, session.topic, '0x466f796572') // "Foyer"

    const deleted = new Promise<string>((resolve) => {
      dapp.once('session_delete', ({ topic }) => resolve(topic))
    })
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await deleted).toBe(session.topic)
    expect(dapp.session.getAll()).toEqual([])
    expect(guard.attempted).toEqual([])
  }, 60_000)

  it('keeps a session working across a relay restart (clients resubscribe by themselves)', async () => {
    const { dapp, wallet } = await createPair('restart')
    const session = await establishSession(dapp, wallet)

    const { port } = relay
    await relay.close()
    relay = await startRelay({ port })
    // Both clients reconnect and send irn_batchSubscribe for their topics.
    await vi.waitFor(() => expect(relay.stats().subscribedTopics).toBeGreaterThanOrEqual(1), {
      timeout: 20_000,
    })

    await signThroughRelay(dapp, wallet, session.topic, '0x616761696e') // "again"
    expect(guard.attempted).toEqual([])
  }, 60_000)
})
