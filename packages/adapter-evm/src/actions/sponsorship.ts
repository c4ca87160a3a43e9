import type { TransactionRequest } from '@foyer/core'
import { numberToHex } from 'viem'
import * as z from 'zod/mini'
import { requestWallet } from '../provider/request-wallet.js'
import { type EvmAdapterState, requireAccount, requireConnection } from '../state.js'
import { toEvmCall } from './evm-call.js'

/** The embedded wallet frame's read-only method (see the frame's `sponsorship-query.ts`). */
const SPONSORSHIP_METHOD = 'foyer_getSponsorship'

const sponsorshipAnswer = z.object({ sponsored: z.boolean() })

/**
 * Whether a paymaster pays the network fee of `request` from `address`. Only the embedded
 * wallet knows: its frame asks its smart account's ERC-7677 paymaster for a stub (nothing is
 * signed or sent) and answers `{ sponsored }`; an EOA is never sponsored. Other wallets: false.
 */
export async function isSponsored(
  state: EvmAdapterState,
  params: { request: TransactionRequest; address: string },
): Promise<boolean> {
  const connection = requireConnection(state)
  if (connection.connector.type !== 'AUTH') return false
  const from = requireAccount(connection, params.address)
  const call = toEvmCall(params.request)
  const answer = await requestWallet(
    connection.connector.provider,
    {
      method: SPONSORSHIP_METHOD,
      params: [
        {
          from,
          chainId: numberToHex(connection.chainId),
          calls: [
            { to: call.to, value: numberToHex(call.value), ...(call.data && { data: call.data }) },
          ],
        },
      ],
    },
    sponsorshipAnswer,
  )
  return answer.sponsored
}
