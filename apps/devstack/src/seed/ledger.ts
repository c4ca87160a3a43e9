import { type Address, parseEther, parseUnits } from 'viem'
import { accountAddress, devstackContractAddresses } from '../accounts.js'
import { DEVSTACK_ACCOUNT_COUNT } from '../constants.js'
import type { DevstackBalances } from '../types.js'
import { type ChainSeedSpec, DEPLOYER_ACCOUNT, TOKEN_SPECS, type TokenSymbol } from './plan.js'

/** What a chain's seed leaves behind, computed from its spec alone (no chain involved). */
export interface SeedOutcome {
  balances: DevstackBalances
  /** Owner of every minted NFT, by token id. */
  nftOwners: Map<number, Address>
}

/**
 * Plays a chain's seed spec on paper: ERC-20 supplies start with the deployer, NFTs with
 * their mint recipient, native balances with the genesis allocation; then every transfer
 * applies and the pinned native balances override. Throws when the spec is inconsistent
 * (a transfer of more than is held, or an account that pays gas without a pinned balance).
 */
export function planSeedOutcome(seed: ChainSeedSpec, genesisBalanceEther: number): SeedOutcome {
  const addresses = devstackContractAddresses()
  const native = Array.from({ length: DEVSTACK_ACCOUNT_COUNT }, () =>
    parseEther(String(genesisBalanceEther)),
  )
  const tokens = Array.from(
    { length: DEVSTACK_ACCOUNT_COUNT },
    () => new Map<TokenSymbol, bigint>(),
  )
  for (const spec of TOKEN_SPECS) {
    tokens[DEPLOYER_ACCOUNT]!.set(spec.symbol, parseUnits(spec.supply, spec.decimals))
  }
  const nftOwners = new Map<number, number>()
  const payers = new Set<number>([DEPLOYER_ACCOUNT])

  for (const mint of seed.mints) {
    if (nftOwners.has(mint.tokenId)) throw new Error(`NFT #${mint.tokenId} is minted twice`)
    nftOwners.set(mint.tokenId, mint.to)
  }
  for (const transfer of seed.transfers) {
    payers.add(transfer.from)
    if (transfer.kind === 'native') {
      const value = parseEther(transfer.ether)
      native[transfer.from]! -= value
      native[transfer.to]! += value
    } else if (transfer.kind === 'erc20') {
      const spec = TOKEN_SPECS.find((token) => token.symbol === transfer.token)!
      const value = parseUnits(transfer.amount, spec.decimals)
      const held = tokens[transfer.from]!.get(transfer.token) ?? 0n
      if (held < value)
        throw new Error(`Account ${transfer.from} cannot send ${value} ${spec.symbol}`)
      tokens[transfer.from]!.set(transfer.token, held - value)
      tokens[transfer.to]!.set(
        transfer.token,
        (tokens[transfer.to]!.get(transfer.token) ?? 0n) + value,
      )
    } else {
      if (nftOwners.get(transfer.tokenId) !== transfer.from) {
        throw new Error(`Account ${transfer.from} does not own NFT #${transfer.tokenId}`)
      }
      nftOwners.set(transfer.tokenId, transfer.to)
    }
  }
  for (const payer of payers) {
    if (!seed.nativeBalances.some((pinned) => pinned.account === payer)) {
      throw new Error(`Account ${payer} pays gas in the seed but has no pinned native balance`)
    }
  }
  for (const pinned of seed.nativeBalances) native[pinned.account] = parseEther(pinned.ether)

  return {
    balances: {
      chainId: seed.chainId,
      accounts: native.map((wei, index) => ({
        address: accountAddress(index),
        native: wei.toString(),
        tokens: Object.fromEntries(
          TOKEN_SPECS.map((spec) => [
            addresses.tokens[spec.symbol],
            (tokens[index]!.get(spec.symbol) ?? 0n).toString(),
          ]),
        ),
      })),
    },
    nftOwners: new Map([...nftOwners].map(([tokenId, owner]) => [tokenId, accountAddress(owner)])),
  }
}
