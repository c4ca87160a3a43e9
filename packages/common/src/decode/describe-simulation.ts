import { type Address, formatUnits } from 'viem'
import type { ApprovalGrant, Asset, Simulation } from '../simulation/simulate-changes.js'
import type { TokenInfo } from './decode-call.js'
import { type DecodedLine, decodedLine } from './decoded-line.js'
import { UNLIMITED_THRESHOLD } from './format-value.js'

/** What the simulation's lines look up: a token's symbol and decimals, an NFT's name. */
export type SimulationReader = {
  tokenInfo(address: Address): Promise<TokenInfo | undefined>
  /** The name of NFT `id` of collection `token`, where known (metadata). */
  nftName?(token: Address, id: bigint): Promise<string | undefined>
  /** `amount` of a (native or ERC-20) asset in money, formatted, where a price is known. */
  moneyValue?(asset: Asset, amount: bigint): Promise<string | undefined>
}

/**
 * The approval's "what changes" lines from a {@link Simulation}: "You send …" and "You receive
 * …" per asset in its units, then the allowances granted; or why there is no such list (the
 * request would fail, or the network could not simulate it). Never a result the network did
 * not give.
 */
export async function describeSimulation(
  simulation: Simulation,
  reader: SimulationReader,
  nativeSymbol = 'ETH',
): Promise<DecodedLine[]> {
  if (simulation.status === 'unavailable') {
    return [decodedLine('SIMULATION_UNAVAILABLE', { reason: simulation.reason })]
  }
  if (simulation.status === 'reverted') {
    return [decodedLine('SIMULATION_REVERTED', { reason: simulation.reason })]
  }
  const tokenAmount = async (token: Address, amount: bigint) => {
    const info = await reader.tokenInfo(token)
    return info
      ? { amount: formatUnits(amount, info.decimals), asset: info.symbol }
      : { amount: amount.toString(), asset: token }
  }
  const itemName = async (token: Address, id: bigint) => {
    const name = await reader.nftName?.(token, id).catch(() => undefined)
    return name ? `${name} (#${id})` : `#${id} (${token})`
  }
  const lines: DecodedLine[] = []
  const sorted = [...simulation.changes].sort(
    (a, b) => (a.amount < 0n ? -1 : 1) - (b.amount < 0n ? -1 : 1),
  )
  for (const change of sorted) {
    const negative = change.amount < 0n
    const amount = negative ? -change.amount : change.amount
    const line = await changeLine(
      change.asset,
      amount,
      negative,
      nativeSymbol,
      tokenAmount,
      itemName,
    )
    const money =
      change.asset.kind === 'nft'
        ? undefined
        : await reader.moneyValue?.(change.asset, amount).catch(() => undefined)
    lines.push(money ? withMoney(line, money) : line)
  }
  for (const grant of simulation.approvals) {
    const line = await grantLine(grant, tokenAmount, itemName)
    if (line) lines.push(line)
  }
  if (lines.length === 0) lines.push(decodedLine('SIMULATION_NO_CHANGES'))
  return [...lines, decodedLine('SIMULATION_FEE_NOTE')]
}

/** A send or receive line with its money value. */
function withMoney(line: DecodedLine, money: string): DecodedLine {
  const key =
    line.key === 'SIMULATION_SEND' ? 'SIMULATION_SEND_VALUED' : 'SIMULATION_RECEIVE_VALUED'
  return decodedLine(key, { ...line.values, money })
}

type TokenAmount = (token: Address, amount: bigint) => Promise<{ amount: string; asset: string }>
type ItemName = (token: Address, id: bigint) => Promise<string>

async function changeLine(
  asset: Asset,
  amount: bigint,
  negative: boolean,
  nativeSymbol: string,
  tokenAmount: TokenAmount,
  itemName: ItemName,
): Promise<DecodedLine> {
  if (asset.kind === 'nft') {
    const item = await itemName(asset.token, asset.id)
    return decodedLine(negative ? 'SIMULATION_SEND_ITEM' : 'SIMULATION_RECEIVE_ITEM', {
      amount,
      item,
    })
  }
  const values =
    asset.kind === 'native'
      ? { amount: formatUnits(amount, 18), asset: nativeSymbol }
      : await tokenAmount(asset.token, amount)
  return decodedLine(negative ? 'SIMULATION_SEND' : 'SIMULATION_RECEIVE', values)
}

async function grantLine(
  grant: ApprovalGrant,
  tokenAmount: TokenAmount,
  itemName: ItemName,
): Promise<DecodedLine | undefined> {
  const { spender } = grant
  if (grant.kind === 'erc20') {
    if (grant.amount >= UNLIMITED_THRESHOLD)
      return decodedLine('SIMULATION_ALLOW_UNLIMITED', { spender, token: grant.token })
    return decodedLine('SIMULATION_ALLOW', {
      spender,
      ...(await tokenAmount(grant.token, grant.amount)),
    })
  }
  if (grant.kind === 'nft') {
    return decodedLine('SIMULATION_ALLOW_ITEM', {
      spender,
      item: await itemName(grant.token, grant.id),
    })
  }
  return grant.approved
    ? decodedLine('SIMULATION_ALLOW_ALL', { spender, token: grant.token })
    : undefined
}
