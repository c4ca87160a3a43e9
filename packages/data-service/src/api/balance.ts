import { formatUnits } from 'viem'
import { quantitySchema } from '../indexer/json-rpc.js'
import { type ApiContext, type ServedChain, servedChain } from './context.js'
import { tokenIconUrl } from './token-image.js'

/** A token balance as the client expects it (core's `TokenBalance`). */
export interface TokenBalanceBody {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/**
 * GET /v1/account/{address}/balance: the native balance (read from the node) first, then
 * every ERC-20 the account holds (from the index), decimals-0 tokens included (the client
 * drops them per SPEC §5). With `forceUpdate` (a client reading again after its own
 * transaction), the answer waits until the index holds the node's latest block, at most
 * {@link FORCE_UPDATE_WAIT_MS}.
 */
export async function getBalances(
  context: ApiContext,
  address: string,
  caipNetworkId: string,
  { forceUpdate = false }: { forceUpdate?: boolean } = {},
): Promise<{ balances: TokenBalanceBody[] }> {
  const chain = servedChain(context, caipNetworkId)
  if (forceUpdate) await indexedToHead(context, chain)
  const [wei, holdings] = await Promise.all([
    chain.rpc.call('eth_getBalance', [address, 'latest'], quantitySchema),
    context.storage.accounts.holdings(chain.chainId, address),
  ])
  const balance = (
    token: string | null,
    name: string,
    symbol: string,
    decimals: number,
    amount: bigint,
  ): TokenBalanceBody => {
    const numeric = formatUnits(amount, decimals)
    const price = context.prices.price(chain.caipNetworkId, token)
    return {
      name,
      symbol,
      chainId: chain.caipNetworkId,
      ...(token === null ? {} : { address: `${chain.caipNetworkId}:${token}` }),
      value: roundCents(Number(numeric) * price),
      price,
      quantity: { decimals: String(decimals), numeric },
      iconUrl: tokenIconUrl(context, chain.caipNetworkId, token),
    }
  }
  const native = chain.nativeCurrency
  return {
    balances: [
      balance(null, native.name, native.symbol, native.decimals, wei),
      ...holdings.map((holding) =>
        balance(holding.token, holding.name, holding.symbol, holding.decimals, holding.balance),
      ),
    ],
  }
}

/** Keeps values readable: dollars rounded to 1/10000. */
function roundCents(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/** The longest a `forceUpdate` balance read waits for the index to reach the node's head. */
export const FORCE_UPDATE_WAIT_MS = 2000

/** Waits (bounded) until the chain's index holds the node's latest block; never throws. */
async function indexedToHead(context: ApiContext, chain: ServedChain): Promise<void> {
  try {
    const head = await chain.rpc.call('eth_blockNumber', [], quantitySchema)
    await context.waitForBlock(chain.chainId, head, FORCE_UPDATE_WAIT_MS)
  } catch {
    // Not indexed in time, or the node did not answer: the index's balances as they are.
  }
}
