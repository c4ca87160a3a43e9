import { fillMessage as fill, frameMessages } from '../../ui/messages.js'
import { assertActiveChain } from '../active-chain.js'
import { parseSendCallsRequest } from '../send-calls-request.js'
import { assertOwnAddress } from '../signing-requests.js'
import { paymasterUrlOf } from '../smart-account/sponsorship.js'
import { parseSponsorshipQuery, SPONSORSHIP_METHOD } from '../smart-account/sponsorship-query.js'
import { parseTransactionCall } from '../transaction-call.js'
import { type Sponsored7702Context, sendSponsored7702, sponsorship7702 } from './sponsored-batch.js'

/** The requests a 7702 account may answer with a user operation a paymaster pays for. */
export const SPONSORED_7702_METHODS = new Set([
  'eth_sendTransaction',
  'wallet_sendCalls',
  SPONSORSHIP_METHOD,
])

/** The paymaster does not pay: the request goes the account's usual way (it pays its fee). */
export const NOT_SPONSORED = Symbol('not sponsored')

/**
 * Answers a request of the user's EOA in 7702 mode with a sponsored user operation at
 * EntryPoint v0.8 when the paymaster (the app's `paymasterService` capability, else the
 * network's) covers its calls: `eth_sendTransaction` (the transaction hash), `wallet_sendCalls`
 * (its id, the transaction hash) and the Send view's `foyer_getSponsorship`. Every check of the
 * request (own address, active chain, no authorization list) comes before the paymaster is
 * asked. Resolves {@link NOT_SPONSORED} when the paymaster does not pay.
 */
export async function handleSponsored7702(
  method: string,
  params: unknown,
  context: Sponsored7702Context & { paymasterUrl?: string | undefined },
): Promise<unknown> {
  const { address, chain } = context
  switch (method) {
    case 'eth_sendTransaction': {
      const calls = [parseTransactionCall(params, address, chain)]
      const sponsored = await sponsorship7702(calls, context, context.paymasterUrl)
      if (!sponsored) return NOT_SPONSORED
      return sendSponsored7702(frameMessages.SEND_TRANSACTION, calls, sponsored, context)
    }
    case 'wallet_sendCalls': {
      const { calls, capabilities } = parseSendCallsRequest(params, address, chain)
      const url = paymasterUrlOf(capabilities, context.paymasterUrl)
      const sponsored = await sponsorship7702(calls, context, url)
      if (!sponsored) return NOT_SPONSORED
      const title = fill(frameMessages.SEND_CALLS, { count: calls.length })
      return { id: await sendSponsored7702(title, calls, sponsored, context) }
    }
    case SPONSORSHIP_METHOD: {
      const query = parseSponsorshipQuery(params)
      if (query.from !== undefined) assertOwnAddress(query.from, address)
      assertActiveChain(query.chainId, chain)
      const url = paymasterUrlOf(query.capabilities, context.paymasterUrl)
      return { sponsored: (await sponsorship7702(query.calls, context, url)) !== undefined }
    }
    default:
      return NOT_SPONSORED
  }
}
