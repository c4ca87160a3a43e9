import { ed25519 } from '@noble/curves/ed25519'
import { describe, expect, it } from 'vitest'
import { createAccountDeriver } from '../accounts.js'
import type { ChromeStorageArea } from '../bridge/chrome-api.js'
import { createMemoryStateStore } from '../state-store.js'
import { defaultWalletState } from '../wallet-config.js'
import { createBridgedSolanaWallet } from './bridged-wallet.js'
import { deriveSolanaTestKey } from './keys.js'
import { createSolanaWorkerHandler, SOLANA_WORKER_KEY } from './worker-handler.js'

const ORIGIN = 'http://127.0.0.1:5173'

/** The extension's two halves with Chrome's JSON messaging between them, in one process. */
function extensionPair() {
  const stored: Record<string, unknown> = {}
  const storage: ChromeStorageArea = {
    get: async (key) => (key in stored ? { [key]: structuredClone(stored[key]) } : {}),
    set: async (items) => void Object.assign(stored, structuredClone(items)),
  }
  const deriver = createAccountDeriver()
  const store = createMemoryStateStore(defaultWalletState(deriver))
  const handler = createSolanaWorkerHandler(store, storage)
  const requests: string[] = []
  const bridge = {
    request: async ({ method, params }: { method: string; params?: unknown }) => {
      requests.push(method)
      const answer = await handler.request(
        method,
        JSON.parse(JSON.stringify(params ?? null)),
        ORIGIN,
      )
      return JSON.parse(JSON.stringify(answer))
    },
  }
  const wallet = createBridgedSolanaWallet(bridge, {
    name: 'Foyer Test Wallet',
    icon: 'data:image/svg+xml,',
  })
  const feature = <T>(name: string) => wallet.features[name] as T
  return { handler, store, stored, wallet, feature, requests }
}

describe("the extension's Solana side (page wallet ↔ worker handler)", () => {
  it('serves no chain until configured; connects, remembers the site, signs through JSON messages', async () => {
    const { handler, store, stored, wallet, feature, requests } = extensionPair()
    expect(await handler.request('solana_chains', null, ORIGIN)).toEqual([])
    await handler.configure({ rpcUrl: 'http://127.0.0.1:8899' })
    expect(await handler.request('solana_chains', null, ORIGIN)).toEqual(['solana:localnet'])

    const connect = feature<{
      connect(input?: { silent?: boolean }): Promise<{ accounts: unknown[] }>
    }>('standard:connect')
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
    await store.update((state) => ({ ...state, decisions: ['reject'] }))
    await expect(connect.connect()).rejects.toMatchObject({ code: 4001 })
    const { accounts } = await connect.connect()
    const key = deriveSolanaTestKey((await store.read()).mnemonic)
    expect(accounts).toEqual([
      expect.objectContaining({ address: key.address, publicKey: key.publicKey }),
    ])
    expect(wallet.accounts[0]?.address).toBe(key.address)
    expect(stored[SOLANA_WORKER_KEY]).toMatchObject({ origins: [ORIGIN] })

    const message = new TextEncoder().encode('over the bridge')
    const sign = feature<{
      signMessage(input: unknown): Promise<{ signature: Uint8Array; signedMessage: Uint8Array }[]>
    }>('solana:signMessage')
    const [output] = await sign.signMessage({ account: wallet.accounts[0], message })
    expect(output?.signedMessage).toEqual(message)
    expect(ed25519.verify(output!.signature, message, key.publicKey)).toBe(true)
    expect(requests).toContain('solana_signMessage')

    await feature<{ disconnect(): Promise<void> }>('standard:disconnect').disconnect()
    expect(wallet.accounts).toEqual([])
    expect((await connect.connect({ silent: true })).accounts).toEqual([])
  })

  it('refuses bad input from the page before asking the user', async () => {
    const { handler, store } = extensionPair()
    await handler.configure({ rpcUrl: 'http://127.0.0.1:8899' })
    await handler.request('solana_connect', {}, ORIGIN)
    await store.update((state) => ({ ...state, decisions: ['approve'] }))
    for (const params of [null, [], [{ address: 'x', bytes: '***' }]]) {
      await expect(handler.request('solana_signMessage', params, ORIGIN)).rejects.toMatchObject({
        code: -32602,
      })
    }
    await expect(handler.request('solana_mine', null, ORIGIN)).rejects.toMatchObject({ code: 4200 })
    // The queued decision is still there: no prompt was shown.
    expect((await store.read()).decisions).toEqual(['approve'])
  })
})
