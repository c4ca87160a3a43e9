import { formatUnits, getAddress } from 'viem'
import type { HistoryEntry, HistoryTransfer } from '../storage/account-queries.js'
import { type ApiContext, servedChain } from './context.js'
import { decodeHistoryCursor, encodeHistoryCursor } from './cursor.js'
import { tokenIconUrl } from './token-image.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

/** A transfer as the client expects it (core's `TransactionTransfer`). */
interface TransferBody {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } | null }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } | null } | null
    flags?: { is_spam: boolean }
  }
}

/** A transaction as the client expects it (core's `Transaction`). */
export interface TransactionBody {
  id: string
  metadata: {
    minedAt: string
    chain: string
    hash?: string
    operationType?: string
    status?: 'confirmed' | 'failed' | 'pending'
    sentFrom?: string
    sentTo?: string
  }
  transfers: TransferBody[]
}

/**
 * GET /v1/account/{address}/history: the account's transactions, newest first, `limit` per
 * page; `next` continues after the last one (a keyset cursor, never an offset).
 */
export async function getHistory(
  context: ApiContext,
  address: string,
  query: { chainId: string; cursor?: string | undefined; limit: number },
): Promise<{ data: TransactionBody[]; next: string | null }> {
  const chain = servedChain(context, query.chainId)
  const before = query.cursor === undefined ? null : decodeHistoryCursor(query.cursor)
  // One extra row tells whether another page exists.
  const rows = await context.storage.accounts.history(
    chain.chainId,
    address,
    before,
    query.limit + 1,
  )
  const page = rows.slice(0, query.limit)
  const last = page[page.length - 1]
  return {
    data: page.map((entry) =>
      toTransaction(context, chain.caipNetworkId, chain.nativeCurrency, address, entry),
    ),
    next: rows.length > query.limit && last ? encodeHistoryCursor(last) : null,
  }
}

function toTransaction(
  context: ApiContext,
  caipNetworkId: string,
  native: { name: string; symbol: string; decimals: number },
  account: string,
  entry: HistoryEntry,
): TransactionBody {
  const transfers = entry.transfers.map((transfer) =>
    toTransfer(context, caipNetworkId, native, account, transfer),
  )
  return {
    id: `${caipNetworkId}:${entry.hash}`,
    metadata: {
      minedAt: new Date(entry.blockTime * 1000).toISOString(),
      chain: caipNetworkId,
      hash: entry.hash,
      operationType: operationType(entry, transfers),
      status: entry.status,
      sentFrom: getAddress(entry.from),
      ...(entry.to === null ? {} : { sentTo: getAddress(entry.to) }),
    },
    transfers,
  }
}

function toTransfer(
  context: ApiContext,
  caipNetworkId: string,
  native: { name: string; symbol: string; decimals: number },
  account: string,
  transfer: HistoryTransfer,
): TransferBody {
  const direction =
    transfer.from === account && transfer.to === account
      ? 'self'
      : transfer.from === account
        ? 'out'
        : 'in'
  if (transfer.kind === 'erc721') {
    return {
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: transfer.nftName ?? `${transfer.tokenName ?? 'NFT'} #${transfer.tokenId ?? ''}`,
        content: transfer.nftImage === null ? null : { preview: { url: transfer.nftImage } },
        flags: { is_spam: transfer.isSpam },
      },
    }
  }
  const isNative = transfer.kind === 'native'
  const decimals = isNative ? native.decimals : (transfer.decimals ?? 0)
  const numeric = formatUnits(transfer.amount, decimals)
  const price = context.prices.price(caipNetworkId, isNative ? null : transfer.token)
  return {
    direction,
    quantity: { numeric },
    price,
    value: Math.round(Number(numeric) * price * 10_000) / 10_000,
    fungible_info: {
      name: isNative ? native.name : (transfer.tokenName ?? ''),
      symbol: isNative ? native.symbol : (transfer.tokenSymbol ?? ''),
      icon: { url: tokenIconUrl(context, caipNetworkId, isNative ? null : transfer.token) },
    },
  }
}

/** `mint` (from the zero address), `send`, `receive`, `trade` (both ways) or `execute`. */
function operationType(entry: HistoryEntry, transfers: readonly TransferBody[]): string {
  if (entry.transfers.some((transfer) => transfer.from === ZERO_ADDRESS)) return 'mint'
  const outgoing = transfers.some((transfer) => transfer.direction === 'out')
  const incoming = transfers.some((transfer) => transfer.direction === 'in')
  if (outgoing && incoming) return 'trade'
  if (outgoing) return 'send'
  if (incoming) return 'receive'
  return 'execute'
}
