import { base64 } from '@scure/base'
import * as z from 'zod/mini'
import { SOLANA_LOCALNET_CHAIN } from './solana-engine.js'
import {
  SOLANA_WALLET_FEATURES,
  type StandardSolanaAccount,
  type StandardSolanaWallet,
} from './wallet-standard.js'

/** What the bridged wallet sends requests through (the extension's page provider). */
export interface SolanaBridge {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

const b64 = z.string().check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/))
const connectAnswer = z.object({
  accounts: z.array(z.object({ address: z.string(), publicKey: b64 })).check(z.maxLength(1)),
})
const signMessageAnswer = z.array(z.object({ signedMessage: b64, signature: b64 }))
const signTransactionAnswer = z.array(z.object({ signedTransaction: b64 }))
const signAndSendAnswer = z.array(z.object({ signature: b64 }))

function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const parsed = schema.safeParse(answer)
  if (!parsed.success) throw new Error(`The test wallet extension answered ${method} oddly`)
  return parsed.data
}

const inputSchema = z.looseObject({
  account: z.looseObject({ address: z.string() }),
  chain: z.optional(z.string()),
})

/** The inputs as they cross the bridge: the account's address, the bytes as base64. */
function toBridge(inputs: readonly unknown[], field: 'message' | 'transaction') {
  return inputs.map((input) => {
    const parsed = inputSchema.safeParse(input)
    const bytes = (input as Record<string, unknown> | undefined)?.[field]
    if (!parsed.success || !(bytes instanceof Uint8Array)) {
      throw new Error(`Each input needs an account and the ${field} bytes`)
    }
    return {
      address: parsed.data.account.address,
      bytes: base64.encode(bytes),
      ...(parsed.data.chain ? { chain: parsed.data.chain } : {}),
    }
  })
}

type ChangeListener = (properties: { accounts?: readonly StandardSolanaAccount[] }) => void

/**
 * The Wallet Standard Solana wallet the extension puts into pages. It holds no key: every
 * feature is a `solana_*` request through the extension's bridge to the service worker,
 * bytes as base64.
 */
export function createBridgedSolanaWallet(
  bridge: SolanaBridge,
  meta: { name: string; icon: `data:image/${string}` },
): StandardSolanaWallet {
  let accounts: StandardSolanaAccount[] = []
  const listeners = new Set<ChangeListener>()
  const chains = [SOLANA_LOCALNET_CHAIN] as const
  const setAccounts = (next: StandardSolanaAccount[]) => {
    accounts = next
    for (const listener of listeners) listener({ accounts })
  }
  const call = (method: string, params?: unknown) => bridge.request({ method, params })
  return {
    version: '1.0.0',
    name: meta.name,
    icon: meta.icon,
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          const answer = parseAnswer(
            connectAnswer,
            await call('solana_connect', { silent: input?.silent === true }),
            'solana_connect',
          )
          const next = answer.accounts.map(
            (account): StandardSolanaAccount => ({
              address: account.address,
              publicKey: base64.decode(account.publicKey),
              chains,
              features: SOLANA_WALLET_FEATURES.filter((f) => f.startsWith('solana:')),
              label: 'Solana',
            }),
          )
          if (next[0]?.address !== accounts[0]?.address) setAccounts(next)
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          await call('solana_disconnect')
          setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: unknown[]) => {
          const answer = await call('solana_signMessage', toBridge(inputs, 'message'))
          return parseAnswer(signMessageAnswer, answer, 'solana_signMessage').map((o) => ({
            signedMessage: base64.decode(o.signedMessage),
            signature: base64.decode(o.signature),
            signatureType: 'ed25519',
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: unknown[]) => {
          const answer = await call('solana_signTransaction', toBridge(inputs, 'transaction'))
          return parseAnswer(signTransactionAnswer, answer, 'solana_signTransaction').map((o) => ({
            signedTransaction: base64.decode(o.signedTransaction),
          }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: unknown[]) => {
          const answer = await call(
            'solana_signAndSendTransaction',
            toBridge(inputs, 'transaction'),
          )
          return parseAnswer(signAndSendAnswer, answer, 'solana_signAndSendTransaction').map(
            (o) => ({ signature: base64.decode(o.signature) }),
          )
        },
      },
    },
  }
}
