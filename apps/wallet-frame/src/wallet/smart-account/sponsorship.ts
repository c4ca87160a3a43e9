import type { Address, Hex, PublicClient } from 'viem'
import { entryPoint07Abi, type SmartAccount } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import { type GuardedPaymaster, guardedPaymaster } from './paymaster-answer.js'

/**
 * A paymaster that agreed (in its stub answer) to pay the network fee of a user operation:
 * `address` is the paymaster contract the approval was shown for; `actions` keep asking the
 * same service and refuse an answer that names another contract.
 */
export type Sponsorship = { address: Address; actions: GuardedPaymaster }

/** EIP-5792's `capabilities.paymasterService` (ERC-7677): the app's paymaster for this call. */
const paymasterServiceSchema = z.object({
  paymasterService: z.object({ url: z.url({ protocol: /^https?$/ }) }),
})

/**
 * The ERC-7677 paymaster URL of a `wallet_sendCalls` request: the app's own
 * (`capabilities.paymasterService.url`) when it gives one, else the network's (the frame's
 * configuration). A malformed capability is ignored, not trusted.
 */
export function paymasterUrlOf(capabilities: unknown, networkUrl: string | undefined) {
  const parsed = paymasterServiceSchema.safeParse(capabilities)
  return parsed.success ? parsed.data.paymasterService.url : networkUrl
}

/** What {@link checkSponsorship} asks about. */
export type SponsorshipQuestion = {
  account: SmartAccount
  client: PublicClient
  chainId: number
  /** The paymaster service; none: the account pays. */
  url: string | undefined
  callData: Hex
}

/**
 * Whether `paymaster` can pay at all: a contract (not an account without code), not the user's
 * own account, with a deposit at the EntryPoint. A paymaster that names anything else would
 * only make the user operation fail after an approval that said "sponsored".
 */
async function canPay(client: PublicClient, account: SmartAccount, paymaster: Address) {
  if (paymaster === account.address) return false
  const code = await client.getCode({ address: paymaster })
  if (!code || code === '0x') return false
  const deposit = await client.readContract({
    address: account.entryPoint.address,
    abi: entryPoint07Abi,
    functionName: 'balanceOf',
    args: [paymaster],
  })
  return deposit > 0n
}

/**
 * Asks the paymaster service whether it sponsors running `callData` from the account
 * (`pm_getPaymasterStubData`: nothing is signed or charged yet). Resolves with the sponsorship
 * when its answer is well formed and names a paymaster contract that can pay; undefined when
 * there is no service, it refuses, lies, is slow or cannot be reached, so the account pays as
 * usual (and the approval says so).
 */
export async function checkSponsorship(
  question: SponsorshipQuestion,
): Promise<Sponsorship | undefined> {
  const { account, client, chainId, url, callData } = question
  if (!url) return undefined
  try {
    const deployment = (await account.isDeployed()) ? {} : await account.getFactoryArgs()
    const stub = await guardedPaymaster(url).getPaymasterStubData({
      chainId,
      entryPointAddress: account.entryPoint.address,
      sender: account.address,
      nonce: await account.getNonce(),
      callData,
      ...deployment,
    } as Parameters<GuardedPaymaster['getPaymasterStubData']>[0])
    if (!(await canPay(client, account, stub.paymaster))) return undefined
    return { address: stub.paymaster, actions: guardedPaymaster(url, stub.paymaster) }
  } catch {
    return undefined
  }
}
