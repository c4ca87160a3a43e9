import { type Devstack, startDevstack } from '@foyer/devstack'
import { parseSiwxMessage } from '@foyer/siwx'
import {
  startWalletConnectTestWallet,
  WalletConnectMemoryStorage,
  type WalletConnectTestWallet,
} from '@foyer/test-wallet/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSiwxServer, startSiwxServer } from './start-server.js'

// One-request sign-in over WalletConnect (`wc_sessionAuthenticate`) on the local stack: a
// dapp's Sign client asks the stack's WalletConnect test wallet to connect and sign in at
// once, with a nonce from this server; the wallet answers with CACAOs signed by its devnet
// key; the message the dapp rebuilds from a CACAO is a Foyer/EIP-4361 message, and /verify
// accepts it and its signature. The wallet refusing leaves no session.
const DOMAIN = 'app.test'

let stack: Devstack
let wallet: WalletConnectTestWallet
let server: RunningSiwxServer
let dapp: Awaited<ReturnType<typeof SignClient.init>>

beforeAll(async () => {
  stack = await startDevstack({ directory: false, dataService: false, startTimeoutMs: 60_000 })
  wallet = await startWalletConnectTestWallet({
    relayUrl: stack.relayUrl!,
    mnemonic: stack.mnemonic,
    chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
  })
  server = await startSiwxServer({
    rpcUrls: Object.fromEntries(stack.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    domain: DOMAIN,
    uriOrigins: [`https://${DOMAIN}`],
    chains: stack.chains.map((chain) => `eip155:${chain.chainId}` as const),
  })
  dapp = await SignClient.init({
    relayUrl: stack.relayUrl!,
    customStoragePrefix: `siwx-dapp-${globalThis.crypto.randomUUID()}`,
    storage: new WalletConnectMemoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Sign-in test app',
      description: 'dapp',
      url: `https://${DOMAIN}`,
      icons: [],
    },
  })
  const unverified = async () => undefined
  dapp.core.verify.register = async () => ''
  dapp.core.verify.resolve = unverified as unknown as typeof dapp.core.verify.resolve
}, 120_000)

afterEach(async () => {
  await wallet.disconnectSession()
  await wallet.clearDecisions()
})

afterAll(async () => {
  dapp?.core.heartbeat.stop()
  await dapp?.core.relayer.transportClose()
  await wallet?.close()
  await server?.close()
  await stack?.stop()
}, 60_000)

async function serverNonce(): Promise<string> {
  return ((await (await fetch(`${server.url}/siwx/nonce`)).json()) as { nonce: string }).nonce
}

/** The dapp asks for connect + sign-in in one request; the wallet pairs with its uri. */
async function authenticate() {
  const chainIds = stack.chains.map((chain) => `eip155:${chain.chainId}`)
  const { uri, response } = await dapp.authenticate({
    chains: chainIds,
    domain: DOMAIN,
    uri: `https://${DOMAIN}/`,
    nonce: await serverNonce(),
    statement: 'Sign in to the Foyer demo.',
    methods: ['personal_sign', 'eth_sendTransaction'],
  })
  if (!uri) throw new Error('authenticate gave no pairing uri')
  const paired = wallet.pair(uri)
  return { paired, response: response() }
}

describe('one-request sign-in over WalletConnect', { timeout: 60_000 }, () => {
  it('one approval: a session with the account and CACAOs the server accepts', async () => {
    const owner = mnemonicToAccount(stack.mnemonic, { addressIndex: 0 })
    const { paired, response } = await authenticate()
    const [outcome, result] = await Promise.all([paired, response])
    expect(outcome).toMatchObject({ approved: true })
    expect(result.session.namespaces.eip155?.accounts).toContain(
      `eip155:${stack.chains[0]!.chainId}:${owner.address}`,
    )
    const auths = result.auths ?? []
    expect(auths).toHaveLength(stack.chains.length)
    const first = auths[0]!
    expect(first.p.iss).toBe(`did:pkh:eip155:${stack.chains[0]!.chainId}:${owner.address}`)
    const message = dapp.formatAuthMessage({ request: first.p, iss: first.p.iss })
    expect(parseSiwxMessage(message)).toMatchObject({
      domain: DOMAIN,
      accountAddress: owner.address,
      chainId: `eip155:${stack.chains[0]!.chainId}`,
      nonce: first.p.nonce,
    })
    const verified = await fetch(`${server.url}/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature: first.s.s }),
    })
    expect(verified.status).toBe(200)
    // The nonce is spent: the second chain's CACAO (same nonce) is a replay.
    const second = auths[1]!
    const replay = await fetch(`${server.url}/siwx/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: dapp.formatAuthMessage({ request: second.p, iss: second.p.iss }),
        signature: second.s.s,
      }),
    })
    expect(replay.status).toBe(401)
  })

  it('the wallet rejects: no session on either side', async () => {
    await wallet.queueDecisions(['reject'])
    const { paired, response } = await authenticate()
    const [outcome, result] = await Promise.allSettled([paired, response])
    expect(outcome).toMatchObject({ status: 'fulfilled', value: { approved: false } })
    expect(result.status).toBe('rejected')
    expect(wallet.sessions()).toEqual([])
  })
})
