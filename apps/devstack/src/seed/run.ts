import {
  type Address,
  type Chain,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { accountAddress, devstackContractAddresses } from '../accounts.js'
import { foyerCollectibleArtifact, foyerTokenArtifact } from '../contracts/artifacts.generated.js'
import { LIQUIDITY_ACCOUNT, liquidityReserve } from '../swap/plan.js'
import type {
  DevstackBalances,
  DevstackChain,
  DevstackNftCollection,
  DevstackToken,
  DevstackTransfer,
} from '../types.js'
import { planSeedOutcome } from './ledger.js'
import { nftMetadata, toTokenUri } from './metadata.js'
import { type ChainSeedSpec, COLLECTION_SPEC, DEPLOYER_ACCOUNT, TOKEN_SPECS } from './plan.js'

/** How to seed one running devnet. */
export interface SeedChainOptions {
  chain: DevstackChain
  seed: ChainSeedSpec
  /** Native balance of every account at genesis, in whole ether. */
  genesisBalanceEther: number
  /** The chain's genesis timestamp (unix seconds); the history is spread after it. */
  genesisTimestamp: number
  /** The time the stack started, in unix seconds: the seeded history ends before it. */
  now: number
}

/** What the seed made on one chain. */
export interface SeededChain {
  tokens: DevstackToken[]
  nfts: DevstackNftCollection
  transfers: DevstackTransfer[]
  balances: DevstackBalances
}

/** Seconds kept free between the last seeded transfer and `now`. */
const HISTORY_END_MARGIN = 2 * 60 * 60

/**
 * Deploys the tokens and the collection from account 0 (always with nonces 0 to 3, so the
 * addresses never change), mints the NFTs and makes the past transfers, each in its own
 * block with a timestamp spread between genesis and now, then pins the native balances of
 * the accounts that paid gas and mines one block at the current time.
 */
export async function seedChain(options: SeedChainOptions): Promise<SeededChain> {
  const { chain, seed } = options
  const outcome = planSeedOutcome(seed, options.genesisBalanceEther)
  const expected = devstackContractAddresses()
  const viemChain: Chain = defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain: viemChain, transport, pollingInterval: 20 })
  const testClient = createTestClient({ chain: viemChain, transport, mode: 'anvil' })
  const walletOf = (index: number) =>
    createWalletClient({ chain: viemChain, transport, account: accountAddress(index) })
  const deployer = walletOf(DEPLOYER_ACCOUNT)

  const confirm = async (hash: Hex, what: string) => {
    // Anvil mines at once; the long timeout is for a machine loaded by parallel test suites
    // (30 s was once exceeded in CI while every suite started its own stack).
    const receipt = await publicClient.waitForTransactionReceipt({ hash, timeout: 120_000 })
    if (receipt.status !== 'success') throw new Error(`Seeding ${what} on ${chain.name} reverted`)
    return receipt
  }

  const tokens: DevstackToken[] = []
  for (const spec of TOKEN_SPECS) {
    const hash = await deployer.deployContract({
      abi: foyerTokenArtifact.abi,
      bytecode: foyerTokenArtifact.bytecode,
      args: [
        spec.name,
        spec.symbol,
        spec.decimals,
        deployer.account.address,
        parseUnits(spec.supply, spec.decimals),
        accountAddress(LIQUIDITY_ACCOUNT),
        parseUnits(liquidityReserve(spec.symbol), spec.decimals),
      ],
    })
    const receipt = await confirm(hash, `the ${spec.symbol} deployment`)
    assertAddress(receipt.contractAddress, expected.tokens[spec.symbol], spec.symbol)
    tokens.push({
      chainId: chain.chainId,
      address: expected.tokens[spec.symbol],
      name: spec.name,
      symbol: spec.symbol,
      decimals: spec.decimals,
    })
  }
  const collectionHash = await deployer.deployContract({
    abi: foyerCollectibleArtifact.abi,
    bytecode: foyerCollectibleArtifact.bytecode,
    args: [COLLECTION_SPEC.name, COLLECTION_SPEC.symbol],
  })
  const collectionReceipt = await confirm(collectionHash, 'the collection deployment')
  assertAddress(collectionReceipt.contractAddress, expected.collection, COLLECTION_SPEC.symbol)

  const steps = seed.mints.length + seed.transfers.length
  const interval = Math.floor(
    (options.now - HISTORY_END_MARGIN - options.genesisTimestamp) / (steps + 1),
  )
  if (interval < 1) throw new Error('The genesis timestamp leaves no room for the seeded history')
  let step = 0
  /** Sends one history transaction in its own block, at the next point of the timeline. */
  const historic = async (send: () => Promise<Hex>, what: string) => {
    step += 1
    const timestamp = options.genesisTimestamp + step * interval
    await testClient.setNextBlockTimestamp({ timestamp: BigInt(timestamp) })
    const receipt = await confirm(await send(), what)
    return { hash: receipt.transactionHash, blockNumber: receipt.blockNumber.toString(), timestamp }
  }

  const transfers: DevstackTransfer[] = []
  const spamIds = new Set(seed.mints.filter((mint) => mint.spam).map((mint) => mint.tokenId))
  for (const mint of seed.mints) {
    const to = accountAddress(mint.to)
    const uri = toTokenUri(nftMetadata(mint.tokenId, mint.spam))
    const made = await historic(
      () =>
        deployer.writeContract({
          address: expected.collection,
          abi: foyerCollectibleArtifact.abi,
          functionName: 'mint',
          args: [to, BigInt(mint.tokenId), uri],
        }),
      `the mint of NFT #${mint.tokenId}`,
    )
    transfers.push({
      chainId: chain.chainId,
      ...made,
      kind: 'erc721',
      from: zeroAddress,
      to,
      token: expected.collection,
      tokenId: String(mint.tokenId),
      spam: mint.spam,
    })
  }

  for (const transfer of seed.transfers) {
    const wallet = walletOf(transfer.from)
    const from = wallet.account.address
    const to = accountAddress(transfer.to)
    const what = `a ${transfer.kind} transfer from account ${transfer.from}`
    if (transfer.kind === 'native') {
      const value = parseEther(transfer.ether)
      const made = await historic(() => wallet.sendTransaction({ to, value }), what)
      transfers.push({
        chainId: chain.chainId,
        ...made,
        kind: 'native',
        from,
        to,
        value: `${value}`,
      })
    } else if (transfer.kind === 'erc20') {
      const spec = TOKEN_SPECS.find((token) => token.symbol === transfer.token)!
      const token = expected.tokens[spec.symbol]
      const value = parseUnits(transfer.amount, spec.decimals)
      const made = await historic(
        () =>
          wallet.writeContract({
            address: token,
            abi: foyerTokenArtifact.abi,
            functionName: 'transfer',
            args: [to, value],
          }),
        what,
      )
      transfers.push({
        chainId: chain.chainId,
        ...made,
        kind: 'erc20',
        from,
        to,
        token,
        value: `${value}`,
      })
    } else {
      const made = await historic(
        () =>
          wallet.writeContract({
            address: expected.collection,
            abi: foyerCollectibleArtifact.abi,
            functionName: 'transferFrom',
            args: [from, to, BigInt(transfer.tokenId)],
          }),
        what,
      )
      transfers.push({
        chainId: chain.chainId,
        ...made,
        kind: 'erc721',
        from,
        to,
        token: expected.collection,
        tokenId: String(transfer.tokenId),
        spam: spamIds.has(transfer.tokenId),
      })
    }
  }

  for (const pinned of seed.nativeBalances) {
    await testClient.setBalance({
      address: accountAddress(pinned.account),
      value: parseEther(pinned.ether),
    })
  }
  // Bring the chain's clock back to the present: later blocks follow real time.
  const present = Math.max(options.now, Math.floor(Date.now() / 1000))
  await testClient.setNextBlockTimestamp({ timestamp: BigInt(present) })
  await testClient.mine({ blocks: 1 })

  return {
    tokens,
    nfts: {
      chainId: chain.chainId,
      address: expected.collection,
      ...COLLECTION_SPEC,
      items: seed.mints.map((mint) => {
        const metadata = nftMetadata(mint.tokenId, mint.spam)
        return {
          tokenId: String(mint.tokenId),
          owner: outcome.nftOwners.get(mint.tokenId)!,
          tokenUri: toTokenUri(metadata),
          name: metadata.name,
          spam: mint.spam,
        }
      }),
    },
    transfers,
    balances: outcome.balances,
  }
}

function assertAddress(actual: Address | null | undefined, expected: Address, what: string) {
  if (actual?.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`${what} deployed at ${actual}, not at its fixed address ${expected}`)
  }
}
