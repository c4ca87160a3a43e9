import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinTestAccount } from '../bitcoin/keys.js'
import { DEFAULT_TEST_MNEMONIC } from '../constants.js'
import type { Decision } from '../state.js'
import { BITCOIN_BRIDGE_METHODS, BITCOIN_SETTINGS_KEY } from './bitcoin-bridge.js'
import { startBitcoinServiceWorker } from './bitcoin-worker.js'
import type { ChromeApi, ChromeMessageSender } from './chrome-api.js'
import { BRIDGE_CHANNEL } from './messages.js'

type Listener = Parameters<ChromeApi['runtime']['onMessage']['addListener']>[0]

/** An extension context in memory: `chrome.storage.local` and the worker's message listener. */
function fakeChrome() {
  const data: Record<string, unknown> = {}
  const listeners: Listener[] = []
  const chromeApi: ChromeApi = {
    runtime: {
      id: 'ext',
      sendMessage: async () => undefined,
      onMessage: { addListener: (listener) => void listeners.push(listener) },
    },
    storage: {
      local: {
        get: async (key) => (key in data ? { [key]: structuredClone(data[key]) } : {}),
        set: async (items) => void Object.assign(data, structuredClone(items)),
      },
      onChanged: { addListener: () => undefined },
    },
  }
  /** Sends a bridge request as a content script of `origin` would; resolves the answer. */
  const send = (method: string, params: unknown, origin: string, id = 'ext') =>
    new Promise<{ handled: boolean; answer?: unknown }>((resolve) => {
      const sender: ChromeMessageSender = { id, origin }
      const message = { channel: BRIDGE_CHANNEL, type: 'rpc', method, params }
      let handled = false
      for (const listener of listeners) {
        if (listener(message, sender, (answer) => resolve({ handled: true, answer })))
          handled = true
      }
      if (!handled) resolve({ handled: false })
    })
  return { chromeApi, data, send }
}

/** The EVM side's decision queue, as the worker's controls hold it. */
function decisionQueue() {
  let pending: Decision[] = []
  return {
    getState: async () => ({ pendingDecisions: pending, defaultDecision: 'approve' as const }),
    clearDecisions: async () => {
      pending = []
    },
    queueDecisions: async (decisions: readonly Decision[]) => {
      pending = [...pending, ...decisions]
    },
  }
}

const keys = deriveBitcoinTestAccount(DEFAULT_TEST_MNEMONIC, 0)
const SITE = 'http://127.0.0.1:5173'

describe('the extension worker’s Bitcoin side', () => {
  it('connects a site with the payment and ordinals keys and keeps the grant in storage', async () => {
    const { chromeApi, data, send } = fakeChrome()
    startBitcoinServiceWorker(chromeApi, decisionQueue() as never)
    const { answer } = await send(BITCOIN_BRIDGE_METHODS.connect, {}, SITE)
    expect(answer).toMatchObject({
      ok: true,
      result: [
        { address: keys.payment.address, purpose: 'payment', addressType: 'p2wpkh' },
        { address: keys.ordinals.address, purpose: 'ordinals', addressType: 'p2tr' },
      ],
    })
    expect(data[BITCOIN_SETTINGS_KEY]).toMatchObject({ approvedOrigins: [SITE] })
    // A restarted worker (a new one over the same storage) still knows the site.
    const restarted = startBitcoinServiceWorker(chromeApi, decisionQueue() as never)
    expect((await restarted.getState()).approvedOrigins).toEqual([SITE])
    const silent = await send(BITCOIN_BRIDGE_METHODS.connect, { silent: true }, SITE)
    expect(silent.answer).toMatchObject({ ok: true })
  })

  it('signs BIP-322 for a granted site after approval; a rejection is a 4001', async () => {
    const { chromeApi, send } = fakeChrome()
    const queue = decisionQueue()
    startBitcoinServiceWorker(chromeApi, queue as never)
    await send(BITCOIN_BRIDGE_METHODS.connect, {}, SITE)
    const params = { address: keys.payment.address, message: 'hello' }
    const signed = (await send(BITCOIN_BRIDGE_METHODS.signMessage, params, SITE)).answer as {
      result: { signature: string }
    }
    expect(Verifier.verifySignature(keys.payment.address, 'hello', signed.result.signature)).toBe(
      true,
    )
    await queue.queueDecisions(['reject'])
    const refused = await send(BITCOIN_BRIDGE_METHODS.signMessage, params, SITE)
    expect(refused.answer).toMatchObject({ ok: false, error: { code: 4001 } })
    expect((await queue.getState()).pendingDecisions).toEqual([])
  })

  it('refuses sites it never granted, other extensions, bad params, and leaves EVM requests alone', async () => {
    const { chromeApi, send } = fakeChrome()
    startBitcoinServiceWorker(chromeApi, decisionQueue() as never)
    const params = { address: keys.payment.address, message: 'hello' }
    expect((await send(BITCOIN_BRIDGE_METHODS.signMessage, params, SITE)).answer).toMatchObject({
      ok: false,
      error: { code: 4100 },
    })
    expect((await send(BITCOIN_BRIDGE_METHODS.connect, {}, SITE, 'other')).handled).toBe(false)
    expect((await send('eth_accounts', [], SITE)).handled).toBe(false)
    await send(BITCOIN_BRIDGE_METHODS.connect, {}, SITE)
    const bad = await send(BITCOIN_BRIDGE_METHODS.signMessage, { address: 42 }, SITE)
    expect(bad.answer).toMatchObject({ ok: false, error: { code: -32602 } })
  })

  it('is off until a test configures it (pages then show no Bitcoin wallet)', async () => {
    const { chromeApi, send } = fakeChrome()
    const controls = startBitcoinServiceWorker(chromeApi, decisionQueue() as never)
    expect((await send(BITCOIN_BRIDGE_METHODS.enabled, null, SITE)).answer).toEqual({
      ok: true,
      result: false,
    })
    await controls.configure({ reset: true })
    expect((await send(BITCOIN_BRIDGE_METHODS.enabled, null, SITE)).answer).toEqual({
      ok: true,
      result: true,
    })
  })

  it('is configured by tests: the esplora API, and reset forgets every site', async () => {
    const { chromeApi, send } = fakeChrome()
    const controls = startBitcoinServiceWorker(chromeApi, decisionQueue() as never)
    await send(BITCOIN_BRIDGE_METHODS.connect, {}, SITE)
    expect(await controls.configure({ esploraUrl: 'http://127.0.0.1:9999', reset: true })).toEqual({
      esploraUrl: 'http://127.0.0.1:9999',
      approvedOrigins: [],
    })
    await expect(controls.configure({ esploraUrl: 'not a url' })).rejects.toThrow()
  })
})
