import type { SimulatedCall } from '@foyer/common/simulation'
import type { Hex } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'

/**
 * The calls that run a user operation's `callData` as the EntryPoint would: the factory's
 * deployment first while the account has no code, then the EntryPoint calling the account.
 * (Validation and the gas prefund are left out: the simulation shows what the calls change.)
 */
export async function userOperationCalls(
  account: SmartAccount,
  callData: Hex,
  deployment?: { factory?: unknown; factoryData?: unknown },
): Promise<SimulatedCall[]> {
  const entryPoint = account.entryPoint.address
  const calls: SimulatedCall[] = []
  if (!(await account.isDeployed())) {
    const { factory, factoryData } =
      deployment?.factory && deployment.factoryData
        ? (deployment as { factory: Hex; factoryData: Hex })
        : await account.getFactoryArgs()
    if (factory && factoryData) calls.push({ from: entryPoint, to: factory, data: factoryData })
  }
  calls.push({ from: entryPoint, to: account.address, data: callData })
  return calls
}
