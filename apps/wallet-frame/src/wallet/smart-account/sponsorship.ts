import { type Hex, http } from 'viem'
import {
  createPaymasterClient,
  type PaymasterClient,
  type SmartAccount,
} from 'viem/account-abstraction'
import * as z from 'zod/mini'

/** A paymaster that agreed (in its stub answer) to pay the network fee of a user operation. */
export type Sponsorship = { paymaster: PaymasterClient }

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

/**
 * Asks the paymaster at `url` whether it sponsors running `callData` from the account
 * (`pm_getPaymasterStubData`: nothing is signed or charged yet). Resolves with the paymaster
 * when it does; undefined when there is none, it refuses or it cannot be reached, so the account
 * pays as usual.
 */
export async function checkSponsorship(
  account: SmartAccount,
  chainId: number,
  url: string | undefined,
  callData: Hex,
): Promise<Sponsorship | undefined> {
  if (!url) return undefined
  const paymaster = createPaymasterClient({ transport: http(url, { retryCount: 0 }) })
  try {
    const deployment = (await account.isDeployed()) ? {} : await account.getFactoryArgs()
    await paymaster.getPaymasterStubData({
      chainId,
      entryPointAddress: account.entryPoint.address,
      sender: account.address,
      nonce: await account.getNonce(),
      callData,
      ...deployment,
    } as Parameters<PaymasterClient['getPaymasterStubData']>[0])
    return { paymaster }
  } catch {
    return undefined
  }
}
