import { publicClientReader } from '@foyer/common/decode'
import { simulateChanges } from '@foyer/common/simulation'
import type { Address, PublicClient } from 'viem'
import type { ApprovalChain } from '../../ui/approval-dialog.js'
import { describeCalls, describeSimulation } from '../decode/frame-lines.js'
import type { BatchCall } from '../send-calls-request.js'
import { type AssetFactsSource, withAssetFacts } from '../simulate/asset-facts.js'

/** What the approval of a batch of the user's EOA shows: the calls decoded, their warnings and changes. */
export type BatchDescription = { details: string[]; warnings: string[]; changes: string[] }

/** The batch's calls decoded and what running them from `address` would change, as lines. */
export async function describeBatch(
  calls: readonly BatchCall[],
  context: {
    chain: ApprovalChain
    client: PublicClient
    address: Address
    assetFacts?: AssetFactsSource | undefined
  },
): Promise<BatchDescription> {
  const { address, client, chain } = context
  const reader = publicClientReader(client)
  const described = await describeCalls([...calls], reader, { from: address })
  const simulation = await simulateChanges(
    (args) => client.request(args as never),
    address,
    calls.map((call) => ({ from: address, ...call })),
  )
  const changes = await describeSimulation(
    simulation,
    withAssetFacts(reader, context.assetFacts, chain.id, address),
    client.chain?.nativeCurrency.symbol,
  )
  return { details: described.details, warnings: described.warnings, changes }
}
