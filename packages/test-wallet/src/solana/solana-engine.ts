import { ed25519 } from '@noble/curves/ed25519'
import * as z from 'zod/mini'
import type { ApprovalRequest } from '../decisions.js'
import { deriveSolanaTestKey, type SolanaTestKey } from './keys.js'
import { sendSolanaTransaction } from './rpc-client.js'
import { signSolanaTransaction } from './transaction-signing.js'

/** The Wallet Standard chain of the local Solana network the test wallet uses. */
export const SOLANA_LOCALNET_CHAIN = 'solana:localnet'

/** Options of {@link createSolanaWalletEngine}. */
export interface SolanaWalletEngineOptions {
  mnemonic: string
  /** The account index (`m/44'/501'/<index>'/0'`); defaults to 0. */
  accountIndex?: number
  /** The JSON-RPC of each Wallet Standard chain the wallet serves (`solana:localnet` …). */
  rpcUrls: Readonly<Record<string, string>>
  /** Resolves when the user approves; rejects (4001) when they refuse. */
  approve(request: ApprovalRequest): Promise<void>
  /** Origins allowed to connect silently (after a reload); kept by the caller. */
  approvedOrigins?: {
    has(origin: string): boolean
    add(origin: string): void
    delete(origin: string): void
  }
  fetch?: typeof fetch
}

const bytes = z.custom<Uint8Array>(
  (value) => value instanceof Uint8Array && value.length > 0 && value.length <= 100_000,
  { error: 'expected non-empty bytes' },
)
const accountInput = z.looseObject({ address: z.string() })
const signMessageInput = z.looseObject({ account: accountInput, message: bytes })
const signTransactionInput = z.looseObject({
  account: accountInput,
  transaction: bytes,
  chain: z.optional(z.string()),
})

/** An error with the EIP-1193 style code wallets use (4100 not connected, -32602 bad input). */
export class SolanaWalletError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'SolanaWalletError'
  }
}

function parse<T>(schema: z.ZodMiniType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new SolanaWalletError(`Invalid parameters: ${z.prettifyError(result.error)}`, -32602)
  }
  return result.data
}

/** The wallet's Solana logic, behind its Wallet Standard face. */
export interface SolanaWalletEngine {
  readonly key: Pick<SolanaTestKey, 'address' | 'publicKey' | 'path'>
  readonly chains: readonly string[]
  /** Connects `origin` (asks the user unless `silent`); `[]` for a silent unknown origin. */
  connect(input: { silent?: boolean } | undefined, origin: string): Promise<string[]>
  disconnect(origin: string): void
  signMessage(
    inputs: readonly unknown[],
    origin: string,
  ): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]>
  signTransaction(
    inputs: readonly unknown[],
    origin: string,
  ): Promise<{ signedTransaction: Uint8Array }[]>
  signAndSendTransaction(
    inputs: readonly unknown[],
    origin: string,
  ): Promise<{ signature: Uint8Array }[]>
}

/**
 * The test wallet's Solana side: one ed25519 key from the mnemonic (the path Phantom and
 * Solflare use), every connect, signature and send behind the same approve / reject control
 * as its EVM side; sends go to the chain's JSON-RPC. Test keys only.
 */
export function createSolanaWalletEngine(options: SolanaWalletEngineOptions): SolanaWalletEngine {
  const key = deriveSolanaTestKey(options.mnemonic, options.accountIndex ?? 0)
  const approved = options.approvedOrigins ?? new Set<string>()
  const chains = Object.keys(options.rpcUrls)
  const requireConnected = (origin: string) => {
    if (!approved.has(origin)) throw new SolanaWalletError('Not connected', 4100)
  }
  const requireOwnAccount = (address: string) => {
    if (address !== key.address) {
      throw new SolanaWalletError(`${address} is not an account of this wallet`, -32602)
    }
  }
  const rpcUrlOf = (chain: string | undefined) => {
    const url = options.rpcUrls[chain ?? SOLANA_LOCALNET_CHAIN]
    if (!url) throw new SolanaWalletError(`Unsupported chain: ${chain}`, -32602)
    return url
  }
  const signAll = async (inputs: readonly unknown[], origin: string, method: string) => {
    requireConnected(origin)
    const parsed = inputs.map((input) => parse(signTransactionInput, input))
    if (parsed.length === 0) throw new SolanaWalletError('No transaction to sign', -32602)
    for (const input of parsed) {
      requireOwnAccount(input.account.address)
      rpcUrlOf(input.chain)
    }
    await options.approve({ kind: 'sign', method, params: parsed.length, origin })
    return parsed.map((input) => {
      try {
        return { ...signSolanaTransaction(input.transaction, key), chain: input.chain }
      } catch (error) {
        throw new SolanaWalletError((error as Error).message, -32602)
      }
    })
  }
  return {
    key: { address: key.address, publicKey: key.publicKey, path: key.path },
    chains,
    async connect(input, origin) {
      if (approved.has(origin)) return [key.address]
      if (input?.silent) return []
      await options.approve({ kind: 'connect', method: 'standard:connect', params: input, origin })
      approved.add(origin)
      return [key.address]
    },
    disconnect(origin) {
      approved.delete(origin)
    },
    async signMessage(inputs, origin) {
      requireConnected(origin)
      const parsed = inputs.map((input) => parse(signMessageInput, input))
      if (parsed.length === 0) throw new SolanaWalletError('No message to sign', -32602)
      for (const input of parsed) requireOwnAccount(input.account.address)
      await options.approve({ kind: 'sign', method: 'solana:signMessage', params: null, origin })
      return parsed.map(({ message }) => ({
        signedMessage: message,
        signature: signSolanaMessage(message, key),
      }))
    },
    async signTransaction(inputs, origin) {
      const signed = await signAll(inputs, origin, 'solana:signTransaction')
      return signed.map(({ signed: transaction }) => ({ signedTransaction: transaction }))
    },
    async signAndSendTransaction(inputs, origin) {
      const signed = await signAll(inputs, origin, 'solana:signAndSendTransaction')
      const results: { signature: Uint8Array }[] = []
      for (const { signed: transaction, signature, chain } of signed) {
        try {
          await sendSolanaTransaction(rpcUrlOf(chain), transaction, options.fetch)
        } catch (error) {
          throw new SolanaWalletError((error as Error).message, -32603)
        }
        results.push({ signature })
      }
      return results
    },
  }
}

/** An ed25519 signature of `message` by `key` (Solana's off-chain message signing). */
export function signSolanaMessage(message: Uint8Array, key: SolanaTestKey): Uint8Array {
  return ed25519.sign(message, key.privateKey)
}
