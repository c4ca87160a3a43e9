import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import type { ChromeStorageArea } from '../bridge/chrome-api.js'
import { requireApproval } from '../decisions.js'
import { httpUrlSchema } from '../schemas.js'
import type { WalletStateStore } from '../state-store.js'
import {
  createSolanaWalletEngine,
  SOLANA_LOCALNET_CHAIN,
  SolanaWalletError,
} from './solana-engine.js'

/** Where the extension keeps its Solana side's settings and granted sites. */
export const SOLANA_WORKER_KEY = 'foyerTestWallet.solana'

const settingsSchema = z.object({
  /** The JSON-RPC of each Wallet Standard chain (`solana:localnet` …). */
  rpcUrls: z.record(z.string(), httpUrlSchema),
  origins: z.array(z.string()),
})
type SolanaWorkerSettings = z.infer<typeof settingsSchema>

const b64 = z.string().check(z.maxLength(200_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const connectParams = z.optional(z.object({ silent: z.optional(z.boolean()) }))
const bytesInput = z.object({ address: z.string(), bytes: b64, chain: z.optional(z.string()) })
const inputsParams = z.array(bytesInput).check(z.minLength(1), z.maxLength(50))

/** The methods the page's bridged Solana wallet sends through the extension's bridge. */
export const SOLANA_BRIDGE_METHODS = [
  'solana_chains',
  'solana_connect',
  'solana_disconnect',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

function parse<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new SolanaWalletError(`Invalid parameters: ${z.prettifyError(result.error)}`, -32602)
  }
  return result.data
}

/**
 * The service worker's Solana side: answers the `solana_*` bridge methods with the key of the
 * wallet state's mnemonic and account index, deciding from the wallet's approve / reject
 * queue; granted sites and the RPC URLs live in `chrome.storage.local`. Bytes cross the
 * bridge as base64 (Chrome's messaging is JSON).
 */
export function createSolanaWorkerHandler(store: WalletStateStore, storage: ChromeStorageArea) {
  const readSettings = async (): Promise<SolanaWorkerSettings> => {
    const parsed = settingsSchema.safeParse(
      (await storage.get(SOLANA_WORKER_KEY))[SOLANA_WORKER_KEY],
    )
    return parsed.success ? parsed.data : { rpcUrls: {}, origins: [] }
  }
  const engineFor = async () => {
    const [state, settings] = await Promise.all([store.read(), readSettings()])
    const origins = new Set(settings.origins)
    const engine = createSolanaWalletEngine({
      mnemonic: state.mnemonic,
      accountIndex: state.accountIndex,
      rpcUrls: settings.rpcUrls,
      approve: (request) => requireApproval(store, request),
      approvedOrigins: origins,
    })
    const save = async () => {
      const fresh = await readSettings()
      await storage.set({ [SOLANA_WORKER_KEY]: { ...fresh, origins: [...origins] } })
    }
    return { engine, save, origins }
  }
  const toInputs = (params: unknown, field: 'message' | 'transaction') =>
    parse(inputsParams, params).map((input) => ({
      account: { address: input.address },
      [field]: base64.decode(input.bytes),
      ...(input.chain ? { chain: input.chain } : {}),
    }))

  return {
    /** Sets the RPC of the local Solana network (`solana:localnet`). */
    async configure(settings: { rpcUrl: string; reset?: boolean }): Promise<void> {
      const current = await readSettings()
      const next: SolanaWorkerSettings = {
        rpcUrls: { ...current.rpcUrls, [SOLANA_LOCALNET_CHAIN]: settings.rpcUrl },
        origins: settings.reset ? [] : current.origins,
      }
      await storage.set({ [SOLANA_WORKER_KEY]: parse(settingsSchema, next) })
    },
    /** Answers one `solana_*` request from `origin`. */
    async request(method: string, params: unknown, origin: string): Promise<unknown> {
      const { engine, save, origins } = await engineFor()
      const account = {
        address: engine.key.address,
        publicKey: base64.encode(engine.key.publicKey),
      }
      switch (method) {
        case 'solana_chains':
          return engine.chains
        case 'solana_connect': {
          const before = origins.size
          const granted = await engine.connect(parse(connectParams, params), origin)
          if (origins.size !== before) await save()
          return { accounts: granted.length > 0 ? [account] : [], chains: engine.chains }
        }
        case 'solana_disconnect':
          engine.disconnect(origin)
          await save()
          return null
        case 'solana_signMessage':
          return (await engine.signMessage(toInputs(params, 'message'), origin)).map((o) => ({
            signedMessage: base64.encode(o.signedMessage),
            signature: base64.encode(o.signature),
          }))
        case 'solana_signTransaction':
          return (await engine.signTransaction(toInputs(params, 'transaction'), origin)).map(
            (o) => ({ signedTransaction: base64.encode(o.signedTransaction) }),
          )
        case 'solana_signAndSendTransaction':
          return (await engine.signAndSendTransaction(toInputs(params, 'transaction'), origin)).map(
            (o) => ({ signature: base64.encode(o.signature) }),
          )
        default:
          throw new SolanaWalletError(`Unsupported method: ${method}`, 4200)
      }
    },
  }
}
