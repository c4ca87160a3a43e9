import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'
import { type CallRequest, decodeCall, type TokenInfo } from './decode-call.js'
import { type DecodedLine, decodedLine } from './decoded-line.js'
import { balanceWarning, type ChainReader, callWarnings } from './warnings.js'

/** The network reads an approval needs: code, balance, and a token's symbol and decimals. */
export type RequestReader = ChainReader & {
  tokenInfo(address: Address): Promise<TokenInfo | undefined>
}

/** A {@link RequestReader} over a viem public client. */
export function publicClientReader(client: PublicClient): RequestReader {
  return {
    getCode: (address) => client.getCode({ address }),
    getBalance: (address) => client.getBalance({ address }),
    tokenInfo: async (address) => {
      try {
        const [symbol, decimals] = await Promise.all([
          client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
        ])
        return { symbol: symbol.slice(0, 16), decimals }
      } catch {
        return undefined
      }
    },
  }
}

/** An approval's lines and warnings. */
export type DescribedRequest = { details: DecodedLine[]; warnings: DecodedLine[] }

/**
 * Describes the calls of one request (a transaction, a batch, a user operation): who it comes
 * from, then each call decoded on its own ("Call 2 of 3"), ERC-20 amounts in the token's units;
 * with the warnings of each call and, when `from` is given, a total value above its balance.
 */
export async function describeCalls(
  calls: CallRequest[],
  reader: RequestReader,
  options: { from?: Address; nativeSymbol?: string } = {},
): Promise<DescribedRequest> {
  const nativeSymbol = options.nativeSymbol ?? 'ETH'
  const details = options.from
    ? [decodedLine('DECODE_FROM', { address: getAddress(options.from) })]
    : []
  const warnings: DecodedLine[] = []
  for (const [index, call] of calls.entries()) {
    const first = decodeCall(call, nativeSymbol)
    const token = first.facts.erc20Amount && call.to ? await reader.tokenInfo(call.to) : undefined
    const { lines, facts } = token ? decodeCall(call, nativeSymbol, token) : first
    if (calls.length > 1) {
      details.push(decodedLine('DECODE_CALL_HEADING', { index: index + 1, count: calls.length }))
    }
    details.push(...lines)
    warnings.push(...(await callWarnings(call.to, facts, reader)))
  }
  if (options.from) {
    const total = calls.reduce((sum, call) => sum + call.value, 0n)
    warnings.push(...(await balanceWarning(options.from, total, nativeSymbol, reader)))
  }
  return { details, warnings: uniqueLines(warnings) }
}

/** The lines without repeats (the same warning from two calls is shown once). */
function uniqueLines(lines: DecodedLine[]): DecodedLine[] {
  const seen = new Set<string>()
  return lines.filter((line) => {
    const id = JSON.stringify([line.key, line.values])
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}
