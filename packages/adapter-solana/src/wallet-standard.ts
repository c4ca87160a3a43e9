import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import * as z from 'zod/mini'

/** The Wallet Standard features a Solana wallet must offer to be listed. */
export const REQUIRED_FEATURES = ['standard:connect', 'solana:signMessage'] as const

/** Whether a registered wallet serves Solana with the features the adapter needs. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    REQUIRED_FEATURES.every((feature) => feature in wallet.features) &&
    ('solana:signTransaction' in wallet.features ||
      'solana:signAndSendTransaction' in wallet.features)
  )
}

/** The Wallet Standard wallets registered so far, and a listener for later ones. */
export function watchWallets(onChange: (wallets: readonly Wallet[]) => void): {
  wallets: () => readonly Wallet[]
  stop: () => void
} {
  const registry = getWallets()
  const wallets = () => registry.get().filter(isSolanaWallet)
  const offRegister = registry.on('register', () => onChange(wallets()))
  const offUnregister = registry.on('unregister', () => onChange(wallets()))
  return {
    wallets,
    stop: () => {
      offRegister()
      offUnregister()
    },
  }
}

const bytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, {
  error: 'must be bytes',
})

/** A wallet's account as Wallet Standard describes it (checked: wallets are untrusted). */
export const walletAccountSchema = z.looseObject({
  address: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'not a Solana address')),
  publicKey: bytes,
})

/** What `standard:connect` answers. */
export const connectOutputSchema = z.looseObject({ accounts: z.array(walletAccountSchema) })

/** What `solana:signMessage` answers, one entry per input. */
export const signMessageOutputSchema = z
  .array(z.looseObject({ signedMessage: bytes, signature: bytes }))
  .check(z.minLength(1, 'no signature'))

/** What `solana:signTransaction` answers. */
export const signTransactionOutputSchema = z
  .array(z.looseObject({ signedTransaction: bytes }))
  .check(z.minLength(1, 'no transaction'))

/** What `solana:signAndSendTransaction` answers. */
export const signAndSendOutputSchema = z
  .array(z.looseObject({ signature: bytes }))
  .check(z.minLength(1, 'no signature'))

/** The feature object of `name` on `wallet`, if the wallet has it. */
export function feature<T>(wallet: Wallet, name: string): T | undefined {
  return (wallet.features as Record<string, T | undefined>)[name]
}

export type { Wallet, WalletAccount }
