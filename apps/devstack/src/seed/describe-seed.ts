import { type Address, formatUnits } from 'viem'
import type { DevstackChain } from '../types.js'
import type { SeededChain } from './run.js'

/** `0xf39F…2266`: enough of an address to tell the accounts apart in a terminal. */
export function shortAddress(address: Address): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** `a`, `a and b`, `a, b and c`. */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * What the seed left on one chain, in plain words for the startup output: which account holds
 * which tokens and NFTs, and how many past transfers the Activity tab shows: a line naming the
 * chain, one per account the seed touched, and one for the accounts left at their genesis
 * balance.
 */
export function describeSeededChain(
  chain: DevstackChain,
  seeded: SeededChain,
  genesisBalanceEther: number,
): string[] {
  const { symbol, decimals } = chain.nativeCurrency
  const genesisWei = BigInt(genesisBalanceEther) * 10n ** BigInt(decimals)
  let untouched = 0
  const accountLines = seeded.balances.accounts.flatMap((account, index) => {
    const holdings: string[] = []
    if (BigInt(account.native) > 0n) {
      holdings.push(`${formatUnits(BigInt(account.native), decimals)} ${symbol}`)
    }
    for (const token of seeded.tokens) {
      const entry = Object.entries(account.tokens).find(
        ([address]) => address.toLowerCase() === token.address.toLowerCase(),
      )
      if (entry && BigInt(entry[1]) > 0n) {
        holdings.push(`${formatUnits(BigInt(entry[1]), token.decimals)} ${token.symbol}`)
      }
    }
    const owned = seeded.nfts.items.filter(
      (item) => item.owner.toLowerCase() === account.address.toLowerCase(),
    )
    const spam = owned.filter((item) => item.spam).length
    if (owned.length > 0) {
      const count = owned.length === 1 ? '1 NFT' : `${owned.length} NFTs`
      holdings.push(
        `${count} of ${seeded.nfts.name}${spam > 0 ? ` (${spam} flagged as spam)` : ''}`,
      )
    }
    if (holdings.length === 0) return []
    if (holdings.length === 1 && BigInt(account.native) === genesisWei) {
      untouched += 1
      return []
    }
    return [`account ${index} ${shortAddress(account.address)} holds ${joinWords(holdings)}`]
  })
  const transfers = seeded.transfers.length
  return [
    `${chain.name} (chain ${chain.chainId}): ${transfers} past transfers for the Activity tab`,
    ...accountLines.map((line) => `  ${line}`),
    ...(untouched > 0
      ? [
          untouched === 1
            ? `  the other account holds ${genesisBalanceEther} ${symbol}`
            : `  the other ${untouched} accounts hold ${genesisBalanceEther} ${symbol} each`,
        ]
      : []),
  ]
}
