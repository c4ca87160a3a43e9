import { bitcoinAddressType } from '@foyer/common'
import type { BitcoinWalletAccount, WalletAccountAnswer } from './types.js'

/** A BIP-32 path as wallets write it: `m`, then up to 10 indexes, hardened with `'` or `h`. */
const DERIVATION_PATH = /^m(\/\d{1,10}['h]?){0,10}$/

function hexOf(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The payment and ordinals accounts out of a wallet's answer, payment first. An account
 * without a purpose is told by its address: taproot (`p2tr`) is ordinals, anything else
 * payment. Stacks accounts and duplicates are dropped. A derivation path is kept only when it
 * is one (an odd one is left out, not the account).
 */
export function toBitcoinAccounts(answers: readonly WalletAccountAnswer[]): BitcoinWalletAccount[] {
  const accounts: BitcoinWalletAccount[] = []
  for (const answer of answers) {
    if (answer.purpose === 'stacks') continue
    if (accounts.some((account) => account.address === answer.address)) continue
    const isTaproot = ['mainnet', 'testnet', 'regtest'].some(
      (network) => bitcoinAddressType(answer.address, network as 'mainnet') === 'p2tr',
    )
    const purpose = answer.purpose ?? (isTaproot ? 'ordinals' : 'payment')
    const publicKey =
      answer.publicKey instanceof Uint8Array ? hexOf(answer.publicKey) : answer.publicKey
    const path = answer.path && DERIVATION_PATH.test(answer.path) ? answer.path : undefined
    accounts.push({
      address: answer.address,
      purpose,
      ...(publicKey ? { publicKey } : {}),
      ...(path ? { path } : {}),
    })
  }
  return accounts.sort(
    (a, b) => (a.purpose === 'payment' ? 0 : 1) - (b.purpose === 'payment' ? 0 : 1),
  )
}
