import * as z from 'zod/mini'

/** What a Bitcoin account is for (sats-connect's address purpose). */
export type BitcoinAccountPurpose = 'payment' | 'ordinals'

/** Message-signing protocols: BIP-322 (default) or legacy ECDSA ("Bitcoin Signed Message"). */
export type BitcoinMessageProtocol = 'bip322' | 'ecdsa'

/** One account a Bitcoin wallet shares. */
export interface BitcoinWalletAccount {
  address: string
  purpose: BitcoinAccountPurpose
  /** Hex public key, when the wallet gives one. */
  publicKey?: string
  /** BIP-32 derivation path (`m/84'/0'/0'/0/0`), when the wallet gives one. */
  path?: string
}

/**
 * One connected Bitcoin wallet, whichever way it is reached (Wallet Standard features or
 * the sats-connect request style). Every answer has been checked with zod.
 */
export interface BitcoinWalletBackend {
  connect(params: { silent: boolean }): Promise<BitcoinWalletAccount[]>
  disconnect(): Promise<void>
  /** The BIP-122 networks the wallet declares, when it does. */
  chains(): readonly string[]
  signMessage(params: {
    address: string
    message: string
    protocol: BitcoinMessageProtocol
  }): Promise<string>
  signPsbt(params: {
    psbt: string
    signInputs: Readonly<Record<string, readonly number[]>>
    broadcast: boolean
  }): Promise<{ psbt: string; txid?: string }>
  sendTransfer(params: { recipients: { address: string; amount: number }[] }): Promise<string>
  /** Follows wallet-side account changes; returns the unsubscribe function. */
  onAccountsChanged?(listener: (accounts: BitcoinWalletAccount[]) => void): () => void
}

const hexString = z.string().check(z.regex(/^[0-9a-fA-F]*$/))

/** A wallet's account answer (Wallet Standard or sats-connect shape, both accepted). */
export const walletAccountSchema = z.object({
  address: z.string().check(z.minLength(14), z.maxLength(100)),
  purpose: z.optional(z.enum(['payment', 'ordinals', 'stacks'])),
  addressType: z.optional(z.string()),
  publicKey: z.optional(z.union([hexString, z.instanceof(Uint8Array)])),
  path: z.optional(z.string()),
})
/** A wallet's account answer. */
export type WalletAccountAnswer = z.infer<typeof walletAccountSchema>

/** A transaction id. */
export const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/))

/** A base64 string (signatures, PSBTs). */
export const base64Schema = z
  .string()
  .check(z.minLength(1), z.maxLength(1_000_000), z.regex(/^[A-Za-z0-9+/]+={0,2}$/))

/** A signed-PSBT answer. */
export const signedPsbtSchema = z.object({
  psbt: base64Schema,
  txid: z.optional(txidSchema),
})
