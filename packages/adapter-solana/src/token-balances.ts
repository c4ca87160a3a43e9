import { formatCaipAddress, type Network } from '@foyer/common'
import { formatUnits, type TokenBalance } from '@foyer/core'
import type { Connection } from '@solana/web3.js'
import * as z from 'zod/mini'
import { loadWeb3, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './transactions.js'

/** A token account as the RPC writes it with `jsonParsed` (only the fields read here). */
const parsedTokenAccount = z.object({
  parsed: z.object({
    info: z.object({
      mint: z.string().check(z.minLength(32)),
      tokenAmount: z.object({
        amount: z.string().check(z.regex(/^\d+$/)),
        decimals: z.number().check(z.int(), z.nonnegative()),
      }),
    }),
  }),
})

/** A mint as the RPC writes it with `jsonParsed`: decimals and Token-2022 metadata if any. */
const parsedMint = z.object({
  parsed: z.object({
    info: z.object({
      decimals: z.number().check(z.int(), z.nonnegative()),
      extensions: z.optional(
        z.array(
          z.object({
            extension: z.string(),
            state: z.optional(
              z.object({ name: z.optional(z.string()), symbol: z.optional(z.string()) }),
            ),
          }),
        ),
      ),
    }),
  }),
})

interface Holding {
  mint: string
  amount: bigint
  decimals: number
}

/**
 * Every fungible balance of `owner` on `network`, read through the network's RPC: SOL first
 * (9 decimals), then one entry per mint held in SPL Token or Token-2022 accounts (amounts of
 * several accounts of one mint added up), with the name and symbol of the mint's Token-2022
 * metadata when it has some (else the mint address). No prices: the RPC knows none, so
 * `price` is 0 ("unknown") and there is no icon. Token accounts the RPC answers in another
 * shape are skipped, never guessed.
 */
export async function readTokenBalances(
  connection: Connection,
  network: Network,
  owner: string,
): Promise<TokenBalance[]> {
  const web3 = await loadWeb3()
  const ownerKey = new web3.PublicKey(owner)
  const [lamports, ...byProgram] = await Promise.all([
    connection.getBalance(ownerKey),
    ...[TOKEN_PROGRAM, TOKEN_2022_PROGRAM].map((program) =>
      connection.getParsedTokenAccountsByOwner(ownerKey, {
        programId: new web3.PublicKey(program),
      }),
    ),
  ])
  const holdings = new Map<string, Holding>()
  for (const answer of byProgram) {
    for (const { account } of answer.value) {
      const parsed = z.safeParse(parsedTokenAccount, account.data)
      if (!parsed.success) continue
      const { mint, tokenAmount } = parsed.data.parsed.info
      const held = holdings.get(mint)
      holdings.set(mint, {
        mint,
        amount: (held?.amount ?? 0n) + BigInt(tokenAmount.amount),
        decimals: tokenAmount.decimals,
      })
    }
  }
  const mints = [...holdings.values()]
  const infos =
    mints.length === 0
      ? []
      : (await connection.getMultipleParsedAccounts(mints.map((h) => new web3.PublicKey(h.mint))))
          .value
  const native: TokenBalance = {
    name: network.nativeCurrency.name,
    symbol: network.nativeCurrency.symbol,
    chainId: network.caipNetworkId,
    price: 0,
    quantity: {
      decimals: String(network.nativeCurrency.decimals),
      numeric: formatUnits(BigInt(lamports), network.nativeCurrency.decimals),
    },
    iconUrl: '',
  }
  const tokens = mints.map((holding, index): TokenBalance => {
    const mint = z.safeParse(parsedMint, infos[index]?.data)
    const metadata = mint.success
      ? mint.data.parsed.info.extensions?.find((e) => e.extension === 'tokenMetadata')?.state
      : undefined
    const decimals = mint.success ? mint.data.parsed.info.decimals : holding.decimals
    return {
      name: metadata?.name || holding.mint,
      symbol: metadata?.symbol || holding.mint.slice(0, 4),
      chainId: network.caipNetworkId,
      address: formatCaipAddress(network.caipNetworkId, holding.mint),
      price: 0,
      quantity: { decimals: String(decimals), numeric: formatUnits(holding.amount, decimals) },
      iconUrl: '',
    }
  })
  return [native, ...tokens]
}
