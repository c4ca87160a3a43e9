import { type Address, decodeFunctionData, type Hex, parseAbi } from 'viem'

/**
 * The entry points of the smart accounts the paymaster sponsors: ERC-4337 v0.7 SimpleAccount
 * (and FoyerSmartAccount, which keeps them), and the 0.8 `BaseAccount` of `Simple7702Account`
 * (the same `execute`; `executeBatch` takes `(target, value, data)` tuples).
 */
const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** One call a user operation makes from the account. */
export interface AccountCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * The calls in a user operation's `callData` (`execute` or either `executeBatch`), or null when the
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
  if (decoded.args.length === 1) {
    return decoded.args[0].map((call) => ({ to: call.target, value: call.value, data: call.data }))
  }
  const [targets, values, datas] = decoded.args
  // SimpleAccount v0.7 accepts an empty value array (all zero); any other mismatch reverts.
  if (datas.length !== targets.length) return null
  if (values.length !== 0 && values.length !== targets.length) return null
  return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index]! }))
}
