import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

/**
 * The two entry points of the smart accounts the paymaster sponsors: ERC-4337 v0.7 SimpleAccount
 * (and FoyerSmartAccount, which keeps them).
 */
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** One call a user operation makes from the account. */
export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The calls in a user operation's `callData` (`execute` or `executeBatch`), or null when the
 * callData is anything else (which no policy covers).
 */
export function decodeAccountCalls(callData: Hex): AccountCall[] | null {
  let decoded: ReturnType<typeof decodeFunctionData<typeof accountAbi>>
  try {
    decoded = decodeFunctionData({ abi: accountAbi, data: callData })
  } catch {
    return null
  }
  if (decoded.functionName === 'execute') {
    const [to, value, data] = decoded.args
    return [{ to, value, data }]
  }
  const [targets, values, datas] = decoded.args
  // SimpleAccount v0.7 accepts an empty value array (all zero); any other mismatch reverts.
  if (datas.length !== targets.length) return null
  if (values.length !== 0 && values.length !== targets.length) return null
  return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index]! }))
}
