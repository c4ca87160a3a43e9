import {
  type Abi,
  type AbiFunction,
  type Address,
  decodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  size,
  slice,
} from 'viem'
import { type DecodedLine, decodedLine } from './decoded-line.js'
import {
  type FieldWithLine,
  fieldLines,
  flattenAbiArgs,
  UNLIMITED_THRESHOLD,
} from './format-value.js'
import { KNOWN_ABIS, SMART_ACCOUNT_EXECUTE_ABI } from './known-abis.js'

/** One call of a request: a transaction, a batch entry, or a user operation's call. */
export type CallRequest = { to: Address | undefined; value: bigint; data: Hex }

/** A token's symbol and decimals, when its contract answers them. */
export type TokenInfo = { symbol: string; decimals: number }

/** What a decoded call means for the warnings (the checks that need the network use these). */
export type CallFacts = {
  /** The standard and function recognised, e.g. 'ERC-20 approve' (undefined: unknown or none). */
  call: string | undefined
  /** A token call (ERC-20/721/1155, Permit2): `to` must be a contract. */
  tokenCall: boolean
  /** The address an approval is given to (spender, operator). */
  spender: Address | undefined
  /** An approval for an unlimited amount. */
  unlimitedApproval: boolean
  /** `setApprovalForAll(operator, true)`. */
  approvalForAll: boolean
  /** An ERC-20 call whose amount the token's decimals can show in units. */
  erc20Amount: boolean
}

/** A call decoded for the approval. */
export type DecodedCall = { lines: DecodedLine[]; facts: CallFacts }

const AMOUNT_FIELDS = new Set(['amount', 'value', 'addedValue'])

/** The function of `data` in the standard ABIs, if any, with its standard. */
function findFunction(data: Hex) {
  for (const { standard, abi } of KNOWN_ABIS) {
    try {
      const decoded = decodeFunctionData({ abi: abi as Abi, data })
      const item = (abi as readonly { type: string; name?: string }[]).find(
        (entry): entry is AbiFunction =>
          entry.type === 'function' &&
          entry.name === decoded.functionName &&
          (entry as AbiFunction).inputs.length === (decoded.args?.length ?? 0),
        // (overloads differ by argument count in these ABIs)
      )
      if (item) return { standard, item, args: decoded.args ?? [] }
    } catch {
      // not this standard
    }
  }
  return undefined
}

/**
 * Decodes one call with the standard ABIs (ERC-20, ERC-721, ERC-1155, Permit2, the Uniswap v2
 * router): recipient, native value in units, the function and each argument; unknown calldata
 * as an unknown contract call with its selector and length. Pure: `token` (the `to` token's
 * symbol and decimals) is looked up by the caller.
 */
export function decodeCall(
  call: CallRequest,
  nativeSymbol: string,
  token?: TokenInfo,
): DecodedCall {
  const facts: CallFacts = {
    call: undefined,
    tokenCall: false,
    spender: undefined,
    unlimitedApproval: false,
    approvalForAll: false,
    erc20Amount: false,
  }
  const lines = [
    call.to
      ? decodedLine('DECODE_TO', { address: getAddress(call.to) })
      : decodedLine('DECODE_TO_NEW_CONTRACT'),
    decodedLine('DECODE_VALUE', { amount: formatUnits(call.value, 18), symbol: nativeSymbol }),
  ]
  if (call.data === '0x' || size(call.data) === 0) return { lines, facts }
  const found = call.to ? findFunction(call.data) : undefined
  if (!found) {
    const selector = size(call.data) >= 4 ? slice(call.data, 0, 4) : call.data
    const bytes = size(call.data)
    lines.push(
      call.to
        ? decodedLine('DECODE_UNKNOWN_CALL', { selector, bytes })
        : decodedLine('DECODE_CONTRACT_CREATION', { bytes }),
    )
    return { lines, facts }
  }
  const { standard, item, args } = found
  facts.call = `${standard} ${item.name}`
  facts.tokenCall = standard !== 'Uniswap v2 router'
  facts.erc20Amount = standard === 'ERC-20'
  const fields = flattenAbiArgs(item.inputs, args as readonly unknown[])
  const named = (name: string) => fields.find((f) => f.path === name || f.path.endsWith(`.${name}`))
  const spender = named('spender') ?? named('operator')
  if (spender && typeof spender.value === 'string') facts.spender = spender.value as Address
  const approving = /approve|permit|increaseAllowance/i.test(item.name)
  const amount = fields.find((f) => AMOUNT_FIELDS.has(f.path.split('.').pop() ?? ''))
  if (approving && typeof amount?.value === 'bigint' && amount.value >= UNLIMITED_THRESHOLD)
    facts.unlimitedApproval = true
  if (item.name === 'setApprovalForAll' && args[1] === true) facts.approvalForAll = true
  lines.push(
    decodedLine('DECODE_FUNCTION', { standard, function: item.name }),
    ...fieldLines(fields.map((f) => inUnits(f, facts, token))),
  )
  return { lines, facts }
}

/** An ERC-20 amount in the token's units (and "unlimited" when huge). */
function inUnits(
  field: FieldWithLine,
  facts: CallFacts,
  token: TokenInfo | undefined,
): FieldWithLine {
  const last = field.path.split('.').pop() ?? ''
  if (!facts.erc20Amount || !AMOUNT_FIELDS.has(last) || typeof field.value !== 'bigint')
    return field
  const { path } = field
  if (field.value >= UNLIMITED_THRESHOLD) {
    const symbol = token?.symbol ?? ''
    return { ...field, line: decodedLine('DECODE_FIELD_TOKEN_UNLIMITED', { path, symbol }) }
  }
  if (!token) return field
  const amount = formatUnits(field.value, token.decimals)
  const line = decodedLine('DECODE_FIELD_TOKEN_AMOUNT', { path, amount, symbol: token.symbol })
  return { ...field, line }
}

/**
 * The calls of a smart account's `callData` (`execute` or `executeBatch`), each on its own;
 * undefined when it is neither.
 */
export function smartAccountCalls(callData: Hex): CallRequest[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: SMART_ACCOUNT_EXECUTE_ABI, data: callData })
    if (decoded.functionName === 'execute') {
      const [to, value, data] = decoded.args
      return [{ to, value, data }]
    }
    const [targets, values, datas] = decoded.args
    return targets.map((to, i) => ({ to, value: values[i] ?? 0n, data: datas[i] ?? '0x' }))
  } catch {
    return undefined
  }
}
