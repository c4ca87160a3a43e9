import type { SwapQuote, SwapToken, SwapTransaction } from '@foyer/common'
import { type Address, encodeFunctionData } from 'viem'
import type { ApiContext, ServedChain } from '../api/context.js'
import { servedChain } from '../api/context.js'
import { tokenIconUrl } from '../api/token-image.js'
import { badRequest, DataError } from '../http/errors.js'
import { quantitySchema } from '../indexer/json-rpc.js'
import { readContracts, SWAP_ABI } from './contract-reader.js'
import type { SwapApi } from './swap-api.js'
import { amountsOutOf, type HopReserves, priceImpactPercent } from './uniswap-v2-math.js'

/** A chain on which the service quotes swaps: its Uniswap v2 Router02. */
export interface SwapChainConfig {
  chainId: number
  router: string
}

/** Gas a swap of each kind takes on Uniswap v2, with a margin (the fee is an estimate). */
const GAS_LIMITS = { ethToToken: 130_000n, tokenToEth: 140_000n, tokenToToken: 190_000n }
/** How long a swap transaction stays valid. */
const DEADLINE_SECONDS = 20 * 60
/** How long the list of pairs is kept before it is read again. */
const PAIRS_TTL_MS = 15_000

interface RouterContracts {
  router: Address
  factory: Address
  weth: Address
}
interface Pair {
  pair: Address
  token0: Address
  token1: Address
}
/** A side of a trade: a token address (lowercase), or null for the native currency. */
type Side = Address | null

/** Quotes and builds Uniswap v2 swaps on the configured chains, reading the pools over RPC. */
export class SwapService implements SwapApi {
  private readonly configs: Map<string, SwapChainConfig>
  private readonly routers = new Map<string, Promise<RouterContracts>>()
  private readonly pairCache = new Map<string, { at: number; pairs: Promise<Pair[]> }>()

  constructor(
    private readonly context: ApiContext,
    configs: readonly SwapChainConfig[],
  ) {
    this.configs = new Map(configs.map((config) => [`eip155:${config.chainId}`, config]))
  }

  /** The chains swaps are offered on. */
  chains(): string[] {
    return [...this.configs.keys()]
  }

  /** The native currency and every token that has a pool with wrapped native currency. */
  async tokens(caipNetworkId: string): Promise<SwapToken[]> {
    const chain = this.chain(caipNetworkId)
    const { weth } = await this.contracts(chain)
    const addresses = new Set<Address>()
    for (const pair of await this.pairs(chain)) {
      if (pair.token0 === weth) addresses.add(pair.token1)
      else if (pair.token1 === weth) addresses.add(pair.token0)
    }
    const metadata = (await this.metadata(chain, [...addresses])).sort((a, b) =>
      a.symbol.localeCompare(b.symbol),
    )
    return [
      {
        address: `${caipNetworkId}:native`,
        ...chain.nativeCurrency,
        iconUrl: tokenIconUrl(this.context, caipNetworkId, null),
        price: this.context.prices.price(caipNetworkId, null),
      },
      ...metadata.map((token) => ({
        address: `${caipNetworkId}:${token.address}`,
        name: token.name,
        symbol: token.symbol,
        decimals: token.decimals,
        iconUrl: tokenIconUrl(this.context, caipNetworkId, token.address),
        price: this.context.prices.price(caipNetworkId, token.address),
      })),
    ]
  }

  /** Quotes selling `amountIn` of `from` for `to` at the pools' current reserves. */
  async quote(caipNetworkId: string, from: string, to: string, amountIn: bigint) {
    const chain = this.chain(caipNetworkId)
    const contracts = await this.contracts(chain)
    const [fromSide, toSide] = [this.side(caipNetworkId, from), this.side(caipNetworkId, to)]
    const path = await this.path(chain, contracts, fromSide, toSide)
    const hops = await this.hops(chain, path)
    const amounts = amountsOutOf(amountIn, hops)
    const amountOut = amounts[amounts.length - 1]!
    if (amountOut === 0n) throw badRequest('The pools hold too little to quote this amount')
    const gasPrice = await chain.rpc.call('eth_gasPrice', [], quantitySchema)
    const gasLimit =
      fromSide === null
        ? GAS_LIMITS.ethToToken
        : toSide === null
          ? GAS_LIMITS.tokenToEth
          : GAS_LIMITS.tokenToToken
    const fee = gasLimit * gasPrice
    const symbols = await this.metadata(
      chain,
      path.filter((address) => address !== contracts.weth),
    )
    const body: SwapQuote = {
      // A served chain's id: `eip155:<number>`.
      chainId: chain.caipNetworkId as `eip155:${number}`,
      from,
      to,
      amountIn: amountIn.toString(),
      amountOut: amountOut.toString(),
      route: path.map((address) => ({
        address: `${caipNetworkId}:${address}`,
        symbol:
          address === contracts.weth
            ? chain.nativeCurrency.symbol
            : (symbols.find((token) => token.address === address)?.symbol ?? address),
      })),
      priceImpact: Math.round(priceImpactPercent(amountIn, hops) * 100) / 100,
      spender: contracts.router,
      networkFee: {
        gasLimit: gasLimit.toString(),
        gasPrice: gasPrice.toString(),
        amount: fee.toString(),
        value:
          (Number(fee) / 10 ** chain.nativeCurrency.decimals) *
          this.context.prices.price(caipNetworkId, null),
      },
    }
    return body
  }

  /** How much of `token` the router may move for `owner`. */
  async allowance(caipNetworkId: string, token: string, owner: Address) {
    const chain = this.chain(caipNetworkId)
    const { router } = await this.contracts(chain)
    const address = this.side(caipNetworkId, token)
    if (address === null) throw badRequest('The native currency needs no allowance')
    const [allowance] = await readContracts(chain.rpc, [
      { address, functionName: 'allowance', args: [owner, router] },
    ])
    return { allowance: String(allowance), spender: router }
  }

  /** The `approve(router, amount)` transaction of `token`. */
  async approveTransaction(caipNetworkId: string, token: string, amount: bigint) {
    const chain = this.chain(caipNetworkId)
    const { router } = await this.contracts(chain)
    const address = this.side(caipNetworkId, token)
    if (address === null) throw badRequest('The native currency needs no approval')
    const data = encodeFunctionData({
      abi: SWAP_ABI,
      functionName: 'approve',
      args: [router, amount],
    })
    return { tx: { to: address, data, value: '0' } satisfies SwapTransaction }
  }

  /**
   * The router call that sells exactly `amountIn` of `from` for at least `amountOutMin` of
   * `to`, paid to `recipient`, valid for 20 minutes.
   */
  async swapTransaction(params: {
    caipNetworkId: string
    from: string
    to: string
    amountIn: bigint
    amountOutMin: bigint
    recipient: Address
  }) {
    const chain = this.chain(params.caipNetworkId)
    const contracts = await this.contracts(chain)
    const fromSide = this.side(params.caipNetworkId, params.from)
    const toSide = this.side(params.caipNetworkId, params.to)
    const path = await this.path(chain, contracts, fromSide, toSide)
    const deadline = BigInt(Math.floor(Date.now() / 1000) + DEADLINE_SECONDS)
    const { amountIn, amountOutMin, recipient } = params
    const data =
      fromSide === null
        ? encodeFunctionData({
            abi: SWAP_ABI,
            functionName: 'swapExactETHForTokens',
            args: [amountOutMin, path, recipient, deadline],
          })
        : encodeFunctionData({
            abi: SWAP_ABI,
            functionName: toSide === null ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
            args: [amountIn, amountOutMin, path, recipient, deadline],
          })
    const tx: SwapTransaction = {
      to: contracts.router,
      data,
      value: fromSide === null ? amountIn.toString() : '0',
    }
    return { tx, deadline: Number(deadline) }
  }

  private chain(caipNetworkId: string): ServedChain {
    const chain = servedChain(this.context, caipNetworkId)
    if (!this.configs.has(caipNetworkId)) {
      throw badRequest(
        `Swaps are not offered on ${caipNetworkId}; they are on ${this.chains().join(', ') || 'no chain'}`,
      )
    }
    return chain
  }

  /** A CAIP-10 id of this chain as a side of a trade. */
  private side(caipNetworkId: string, id: string): Side {
    const prefix = `${caipNetworkId}:`
    if (!id.startsWith(prefix)) throw badRequest(`Token ${id} is not on ${caipNetworkId}`)
    const rest = id.slice(prefix.length).toLowerCase()
    if (rest === 'native') return null
    if (!/^0x[0-9a-f]{40}$/.test(rest)) throw badRequest(`Token ${id} is not a CAIP-10 id`)
    return rest as Address
  }

  private contracts(chain: ServedChain): Promise<RouterContracts> {
    const known = this.routers.get(chain.caipNetworkId)
    if (known) return known
    const router = this.configs.get(chain.caipNetworkId)!.router.toLowerCase() as Address
    const read = readContracts(chain.rpc, [
      { address: router, functionName: 'factory' },
      { address: router, functionName: 'WETH' },
    ]).then(([factory, weth]) => ({
      router,
      factory: String(factory).toLowerCase() as Address,
      weth: String(weth).toLowerCase() as Address,
    }))
    this.routers.set(chain.caipNetworkId, read)
    // A router not deployed yet (or a node away) is asked again next time.
    read.catch(() => this.routers.delete(chain.caipNetworkId))
    return read.catch((error: unknown) => {
      throw new DataError(502, `The swap router of ${chain.caipNetworkId} did not answer: ${error}`)
    })
  }

  private async pairs(chain: ServedChain): Promise<Pair[]> {
    const cached = this.pairCache.get(chain.caipNetworkId)
    if (cached && Date.now() - cached.at < PAIRS_TTL_MS) return cached.pairs
    const pairs = this.readPairs(chain)
    this.pairCache.set(chain.caipNetworkId, { at: Date.now(), pairs })
    pairs.catch(() => this.pairCache.delete(chain.caipNetworkId))
    return pairs
  }

  private async readPairs(chain: ServedChain): Promise<Pair[]> {
    const { factory } = await this.contracts(chain)
    const [length] = await readContracts(chain.rpc, [
      { address: factory, functionName: 'allPairsLength' },
    ])
    const count = Math.min(Number(length), 1000)
    const addresses = (await readContracts(
      chain.rpc,
      Array.from({ length: count }, (_, index) => ({
        address: factory,
        functionName: 'allPairs' as const,
        args: [BigInt(index)],
      })),
    )) as Address[]
    const tokens = await readContracts(
      chain.rpc,
      addresses.flatMap((pair) => [
        { address: pair, functionName: 'token0' as const },
        { address: pair, functionName: 'token1' as const },
      ]),
    )
    return addresses.map((pair, index) => ({
      pair: pair.toLowerCase() as Address,
      token0: String(tokens[index * 2]).toLowerCase() as Address,
      token1: String(tokens[index * 2 + 1]).toLowerCase() as Address,
    }))
  }

  /** The token path from `from` to `to`: a direct pool, or two pools through wrapped native. */
  private async path(chain: ServedChain, contracts: RouterContracts, from: Side, to: Side) {
    const a = from ?? contracts.weth
    const b = to ?? contracts.weth
    if (a === b) throw badRequest('Choose two different tokens')
    const pairs = await this.pairs(chain)
    const has = (x: Address, y: Address) =>
      pairs.some(
        (pair) =>
          (pair.token0 === x && pair.token1 === y) || (pair.token0 === y && pair.token1 === x),
      )
    if (has(a, b)) return [a, b]
    if (has(a, contracts.weth) && has(contracts.weth, b)) return [a, contracts.weth, b]
    throw badRequest(`No pool route from ${from ?? 'native'} to ${to ?? 'native'}`)
  }

  /** The reserves of each hop of `path`, oriented in the trade's direction. */
  private async hops(chain: ServedChain, path: readonly Address[]): Promise<HopReserves[]> {
    const pairs = await this.pairs(chain)
    const legs = path.slice(1).map((out, index) => {
      const into = path[index]!
      const pair = pairs.find(
        (candidate) =>
          (candidate.token0 === into && candidate.token1 === out) ||
          (candidate.token0 === out && candidate.token1 === into),
      )!
      return { pair, inIsToken0: pair.token0 === into }
    })
    const reserves = await readContracts(
      chain.rpc,
      legs.map((leg) => ({ address: leg.pair.pair, functionName: 'getReserves' as const })),
    )
    return legs.map((leg, index) => {
      const [reserve0, reserve1] = reserves[index] as readonly [bigint, bigint, number]
      return leg.inIsToken0
        ? { reserveIn: reserve0, reserveOut: reserve1 }
        : { reserveIn: reserve1, reserveOut: reserve0 }
    })
  }

  /** Name, symbol and decimals of tokens: from the index, else read from the contracts. */
  private async metadata(chain: ServedChain, addresses: readonly Address[]) {
    const known = await this.context.storage.accounts.tokens(chain.chainId, addresses)
    const missing = addresses.filter((address) => !known.some((token) => token.address === address))
    if (missing.length === 0) return known
    const read = await readContracts(
      chain.rpc,
      missing.flatMap((address) => [
        { address, functionName: 'name' as const },
        { address, functionName: 'symbol' as const },
        { address, functionName: 'decimals' as const },
      ]),
    )
    return [
      ...known,
      ...missing.map((address, index) => ({
        address,
        name: String(read[index * 3]),
        symbol: String(read[index * 3 + 1]),
        decimals: Number(read[index * 3 + 2]),
      })),
    ]
  }
}
