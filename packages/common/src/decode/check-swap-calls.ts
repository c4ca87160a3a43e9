import { type Abi, type Address, decodeFunctionData, erc20Abi, isAddressEqual } from 'viem'
import type { SwapQuote, SwapTransaction } from '../swap/swap-answers.js'
import { UNLIMITED_THRESHOLD } from './format-value.js'
import { KNOWN_ABIS } from './known-abis.js'

/** The transactions a swap is about to send, and what the user reviews them against. */
export type SwapCalls = {
  quote: Pick<SwapQuote, 'from' | 'to' | 'amountIn' | 'spender'>
  /** Who the swap must pay. */
  owner: string
  /** The least the swap may accept (the quote less the slippage tolerance). */
  minimumOut: bigint
  approval?: SwapTransaction | undefined
  swap: SwapTransaction
}

/** The approval a checked plan grants, as its calldata says. */
export type CheckedApproval = {
  token: Address
  spender: Address
  amount: bigint
  unlimited: boolean
}

/** Swap calls whose calldata matches their quote (with the approval), or why they do not. */
export type CheckedSwapCalls =
  | { ok: true; approval?: CheckedApproval | undefined }
  | { ok: false; problem: string }

const ROUTER_ABI = KNOWN_ABIS.find((entry) => entry.standard === 'Uniswap v2 router')!.abi as Abi

/** The contract address of a CAIP-10 token id (`eip155:1:0x…`), undefined for `…:native`. */
function tokenAddress(caip10: string): Address | undefined {
  const last = caip10.split(':').pop() ?? ''
  return /^0x[0-9a-fA-F]{40}$/.test(last) ? (last as Address) : undefined
}

/**
 * Checks the transactions the data service prepared against the quote the user reviews,
 * reading their calldata rather than trusting the service: the approval (if any) is an
 * ERC-20 `approve` of the token sold to the quote's spender, for at least the amount sold;
 * the swap goes to that spender (the router), is a router swap paying the owner, sells the
 * quoted amount (as value when selling the native currency) and refuses less than the
 * minimum the review shows. Anything else is refused before the wallet is asked.
 */
export function checkSwapCalls(plan: SwapCalls): CheckedSwapCalls {
  const { quote, approval, swap } = plan
  const amountIn = BigInt(quote.amountIn)
  const sold = tokenAddress(quote.from)
  let checked: CheckedApproval | undefined
  if (approval) {
    if (!sold || !isAddressEqual(approval.to as Address, sold)) {
      return { ok: false, problem: 'the approval is not for the token sold' }
    }
    if (BigInt(approval.value) !== 0n) return { ok: false, problem: 'the approval sends value' }
    let decoded: ReturnType<typeof decodeFunctionData<typeof erc20Abi>>
    try {
      decoded = decodeFunctionData({ abi: erc20Abi, data: approval.data as `0x${string}` })
    } catch {
      return { ok: false, problem: 'the approval is not an ERC-20 approve' }
    }
    if (decoded.functionName !== 'approve') {
      return { ok: false, problem: 'the approval is not an ERC-20 approve' }
    }
    const [spender, amount] = decoded.args as readonly [Address, bigint]
    if (!isAddressEqual(spender, quote.spender as Address)) {
      return { ok: false, problem: 'the approval is for another spender' }
    }
    if (amount < amountIn) return { ok: false, problem: 'the approval is below the amount sold' }
    checked = { token: sold, spender, amount, unlimited: amount >= UNLIMITED_THRESHOLD }
  }
  if (!isAddressEqual(swap.to as Address, quote.spender as Address)) {
    return { ok: false, problem: 'the swap goes to another contract' }
  }
  let call: { functionName: string; args: readonly unknown[] }
  try {
    const decoded = decodeFunctionData({ abi: ROUTER_ABI, data: swap.data as `0x${string}` })
    call = { functionName: decoded.functionName, args: decoded.args ?? [] }
  } catch {
    return { ok: false, problem: 'the swap is not a router swap' }
  }
  const sellsNative = quote.from.endsWith(':native')
  const expected = sellsNative
    ? { name: 'swapExactETHForTokens', value: amountIn }
    : {
        name: quote.to.endsWith(':native') ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
        value: 0n,
      }
  if (call.functionName !== expected.name) {
    return { ok: false, problem: `the swap calls ${call.functionName}` }
  }
  if (BigInt(swap.value) !== expected.value) {
    return { ok: false, problem: 'the swap sends another value' }
  }
  // swapExactETHForTokens(amountOutMin, path, to, deadline); the others (amountIn, amountOutMin, …)
  const [amountOutMin, recipient, sells] = sellsNative
    ? [call.args[0], call.args[2], amountIn]
    : [call.args[1], call.args[3], call.args[0]]
  if (sells !== amountIn) return { ok: false, problem: 'the swap sells another amount' }
  if (typeof amountOutMin !== 'bigint' || amountOutMin < plan.minimumOut) {
    return { ok: false, problem: 'the swap accepts less than the minimum' }
  }
  if (
    typeof recipient !== 'string' ||
    !isAddressEqual(recipient as Address, plan.owner as Address)
  ) {
    return { ok: false, problem: 'the swap pays someone else' }
  }
  return { ok: true, approval: checked }
}
