import type { Asset, Simulation } from '@foyer/common/simulation'
import { type Address, formatUnits } from 'viem'
import { fillMessage, frameMessages } from '../../ui/messages.js'
import type { RequestReader } from '../decode/describe-calls.js'
import { UNLIMITED_THRESHOLD } from '../decode/format-value.js'

/**
 * The approval's "what changes" lines from a {@link Simulation}: "You send …" and "You receive
 * …" per asset in its units, then the allowances granted; or why there is no such list (the
 * request would fail, or the network could not simulate it). Never a result the network did
 * not give.
 */
export async function describeSimulation(
  simulation: Simulation,
  reader: Pick<RequestReader, 'tokenInfo'>,
  nativeSymbol = 'ETH',
): Promise<string[]> {
  if (simulation.status === 'unavailable') {
    return [fillMessage(frameMessages.SIMULATION_UNAVAILABLE, { reason: simulation.reason })]
  }
  if (simulation.status === 'reverted') {
    return [fillMessage(frameMessages.SIMULATION_REVERTED, { reason: simulation.reason })]
  }
  const amountOf = async (asset: Asset, amount: bigint): Promise<string> => {
    if (asset.kind === 'native') return `${formatUnits(amount, 18)} ${nativeSymbol}`
    if (asset.kind === 'nft') return `${amount} × #${asset.id} (${asset.token})`
    return tokenAmount(asset.token, amount)
  }
  const tokenAmount = async (token: Address, amount: bigint): Promise<string> => {
    const info = await reader.tokenInfo(token)
    return info
      ? `${formatUnits(amount, info.decimals)} ${info.symbol}`
      : `${amount} (token ${token})`
  }
  const lines: string[] = []
  const sorted = [...simulation.changes].sort(
    (a, b) => (a.amount < 0n ? -1 : 1) - (b.amount < 0n ? -1 : 1),
  )
  for (const change of sorted) {
    const negative = change.amount < 0n
    const text = await amountOf(change.asset, negative ? -change.amount : change.amount)
    lines.push(
      fillMessage(negative ? frameMessages.SIMULATION_SEND : frameMessages.SIMULATION_RECEIVE, {
        amount: text,
      }),
    )
  }
  for (const grant of simulation.approvals) {
    if (grant.kind === 'erc20') {
      const amount =
        grant.amount >= UNLIMITED_THRESHOLD
          ? fillMessage(frameMessages.SIMULATION_UNLIMITED, { token: grant.token })
          : await tokenAmount(grant.token, grant.amount)
      lines.push(fillMessage(frameMessages.SIMULATION_ALLOW, { spender: grant.spender, amount }))
    } else if (grant.kind === 'nft') {
      const amount = `#${grant.id} (${grant.token})`
      lines.push(fillMessage(frameMessages.SIMULATION_ALLOW, { spender: grant.spender, amount }))
    } else if (grant.approved) {
      lines.push(
        fillMessage(frameMessages.SIMULATION_ALLOW_ALL, {
          spender: grant.spender,
          token: grant.token,
        }),
      )
    }
  }
  if (lines.length === 0) lines.push(frameMessages.SIMULATION_NO_CHANGES)
  return [...lines, frameMessages.SIMULATION_FEE_NOTE]
}
