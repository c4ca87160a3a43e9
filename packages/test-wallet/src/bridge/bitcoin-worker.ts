import { approveWith, type DecisionControls } from '../bitcoin/approve-with-controls.js'
import { type BitcoinWalletEngine, createBitcoinWalletEngine } from '../bitcoin/bitcoin-engine.js'
import { DEFAULT_TEST_MNEMONIC } from '../constants.js'
import { invalidRequestError, toProviderRpcError } from '../errors.js'
import { walletStateSchema } from '../state.js'
import { createSerialQueue } from '../state-store.js'
import {
  BITCOIN_BRIDGE_METHODS,
  BITCOIN_SETTINGS_KEY,
  type BitcoinExtensionConfig,
  type BitcoinSettings,
  bitcoinConfigSchema,
  bitcoinSettingsSchema,
  DEFAULT_BITCOIN_ESPLORA_URL,
  isBitcoinBridgeMethod,
} from './bitcoin-bridge.js'
import type { ChromeApi } from './chrome-api.js'
import { WALLET_STATE_KEY } from './chrome-state-store.js'
import { type WorkerResponse, workerRequestSchema } from './messages.js'
import { senderOrigin } from './service-worker.js'

/** The Bitcoin side's test hooks in the service worker. */
export interface BitcoinWorkerControls {
  /** Sets the esplora API and/or forgets the granted sites; resolves the new settings. */
  configure(config: BitcoinExtensionConfig): Promise<BitcoinSettings>
  getState(): Promise<BitcoinSettings>
}

const defaultSettings = (): BitcoinSettings => ({
  esploraUrl: DEFAULT_BITCOIN_ESPLORA_URL,
  approvedOrigins: [],
})

/**
 * The extension's Bitcoin side in its service worker: the same engine as the injected
 * wallet (BIP-84 payment and BIP-86 ordinals keys of the wallet's mnemonic and account),
 * answering the `foyer_bitcoin_*` bridge requests of this extension's content scripts,
 * approving from the EVM side's decision queue (`controls`), and keeping the granted sites
 * and the esplora API in `chrome.storage.local` (a reload, or a restarted worker, stays
 * connected). Returns its test hooks.
 */
export function startBitcoinServiceWorker(
  chromeApi: ChromeApi,
  controls: DecisionControls,
): BitcoinWorkerControls {
  const area = chromeApi.storage.local
  const enqueue = createSerialQueue()
  let origins = new Set<string>()
  let cached: { key: string; engine: BitcoinWalletEngine } | undefined

  const loadSettings = async (): Promise<BitcoinSettings> => {
    const stored = (await area.get(BITCOIN_SETTINGS_KEY))[BITCOIN_SETTINGS_KEY]
    const parsed = bitcoinSettingsSchema.safeParse(stored)
    return parsed.success ? parsed.data : defaultSettings()
  }
  const saveSettings = (settings: BitcoinSettings) => area.set({ [BITCOIN_SETTINGS_KEY]: settings })

  const engineFor = async (settings: BitcoinSettings): Promise<BitcoinWalletEngine> => {
    const stored = walletStateSchema.safeParse((await area.get(WALLET_STATE_KEY))[WALLET_STATE_KEY])
    const mnemonic = stored.success ? stored.data.mnemonic : DEFAULT_TEST_MNEMONIC
    const accountIndex = stored.success ? stored.data.accountIndex : 0
    const key = `${accountIndex}|${settings.esploraUrl}|${mnemonic}`
    if (cached?.key === key) return cached.engine
    const engine = createBitcoinWalletEngine({
      mnemonic,
      accountIndex,
      esploraUrl: settings.esploraUrl,
      approve: () => approveWith(controls),
      // Read through `origins`, which each request loads from storage first.
      approvedOrigins: {
        has: (origin) => origins.has(origin),
        add: (origin) => origins.add(origin),
        delete: (origin) => origins.delete(origin),
      },
    })
    cached = { key, engine }
    return engine
  }

  const handle = (method: string, params: unknown, origin: string) =>
    enqueue(async () => {
      const settings = await loadSettings()
      origins = new Set(settings.approvedOrigins)
      const engine = await engineFor(settings)
      const before = [...origins].join('\n')
      try {
        switch (method) {
          case BITCOIN_BRIDGE_METHODS.connect:
            return await engine.connect(params, origin)
          case BITCOIN_BRIDGE_METHODS.disconnect:
            engine.disconnect(origin)
            return null
          case BITCOIN_BRIDGE_METHODS.signMessage:
            return await engine.signMessage(params, origin)
          case BITCOIN_BRIDGE_METHODS.signPsbt:
            return await engine.signPsbt(params, origin)
          case BITCOIN_BRIDGE_METHODS.sendTransfer:
            return await engine.sendTransfer(params, origin)
          case BITCOIN_BRIDGE_METHODS.enabled:
            return (await area.get(BITCOIN_SETTINGS_KEY))[BITCOIN_SETTINGS_KEY] !== undefined
          default:
            throw Object.assign(new Error(`Unsupported method ${method}`), { code: -32601 })
        }
      } finally {
        if ([...origins].join('\n') !== before) {
          await saveSettings({ ...settings, approvedOrigins: [...origins] })
        }
      }
    })

  chromeApi.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (sender.id !== chromeApi.runtime.id) return false
    const parsed = workerRequestSchema.safeParse(message)
    if (!parsed.success || !isBitcoinBridgeMethod(parsed.data.method)) return false
    const respond = (response: WorkerResponse) => sendResponse(response)
    const origin = senderOrigin(sender)
    if (!origin) {
      respond({ ok: false, error: invalidRequestError('the sender has no web origin').toJSON() })
      return false
    }
    handle(parsed.data.method, parsed.data.params, origin).then(
      (result) => respond({ ok: true, result: result ?? null }),
      (error) => respond({ ok: false, error: toProviderRpcError(error).toJSON() }),
    )
    return true
  })

  return {
    configure: (config) =>
      enqueue(async () => {
        const { esploraUrl, reset } = bitcoinConfigSchema.parse(config)
        const current = await loadSettings()
        const next: BitcoinSettings = {
          esploraUrl: esploraUrl ?? current.esploraUrl,
          approvedOrigins: reset ? [] : current.approvedOrigins,
        }
        await saveSettings(next)
        return next
      }),
    getState: () => enqueue(loadSettings),
  }
}
