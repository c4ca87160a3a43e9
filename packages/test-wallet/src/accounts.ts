import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Derives (and remembers) the local viem account of a mnemonic at an address index. */
export type AccountDeriver = (mnemonic: string, accountIndex: number) => HDAccount

/**
 * A deriver with its own cache: deriving runs PBKDF2 and BIP-32, so each wallet derives
 * an account once and reuses it for every signature.
 */
export function createAccountDeriver(): AccountDeriver {
  const cache = new Map<string, HDAccount>()
  return (mnemonic, accountIndex) => {
    const key = `${accountIndex}:${mnemonic}`
    let account = cache.get(key)
    if (!account) {
      account = mnemonicToAccount(mnemonic, { addressIndex: accountIndex })
      cache.set(key, account)
    }
    return account
  }
}
