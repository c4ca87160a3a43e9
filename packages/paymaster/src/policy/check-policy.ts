import type { Address, Hex } from 'viem'
import { policyRefusal } from '../rpc/rpc-error.js'
import type { UserOperationRequest } from '../rpc/user-operation.js'
import { type AccountCall, decodeAccountCalls } from './account-calls.js'
import type { ProjectPolicy } from './policy-config.js'

function isEip7702FirstUse(operation: UserOperationRequest, eip7702: boolean): boolean {
  return (
    eip7702 &&
    typeof operation.factory === 'string' &&
    EIP7702_INIT_CODE_MARKERS.has(operation.factory.toLowerCase()) &&
    (operation.factoryData ?? '0x') === '0x'
  )
}

/** The selector of a call's data, or `0x` for a plain transfer (no data). */
function selectorOf(data: Hex): string {
  return data.length >= 10 ? data.slice(0, 10).toLowerCase() : '0x'
}

/**
 * EntryPoint v0.8's `initCode` marker of an EIP-7702 account, short or padded to an address: the
 * sender is an EOA whose delegation the bundler's transaction carries; no factory code runs.
 */
const EIP7702_INIT_CODE_MARKERS = new Set(['0x7702', '0x7702000000000000000000000000000000000000'])

/**
 * Checks that the policy covers every call of the operation (target and function allowed, no
 * native value) and its account deployment (an allowed factory or, when the entry point takes
 * EIP-7702 accounts (`eip7702`), the 0x7702 marker without init data: the EOA's first
 * operation). Returns the calls; throws a {@link PaymasterRpcError} naming the first thing
 * outside the policy.
 */
export function checkPolicy(
  policy: ProjectPolicy,
  operation: UserOperationRequest,
  options: { eip7702: boolean } = { eip7702: false },
): AccountCall[] {
  if (operation.factory && !isEip7702FirstUse(operation, options.eip7702)) {
    const factory = operation.factory
    if (!policy.accountFactories.includes(factory as Address)) {
      throw policyRefusal(
        'factory-not-allowed',
        `the policy does not sponsor deploying accounts with factory ${factory}`,
      )
    }
  }
  const calls = decodeAccountCalls(operation.callData as Hex)
  if (!calls || calls.length === 0) {
    throw policyRefusal(
      'not-an-account-call',
      'the callData is not a call of the account (execute or executeBatch)',
    )
  }
  for (const [index, call] of calls.entries()) {
    const target = policy.allow.find(
      (entry) => entry.address.toLowerCase() === call.to.toLowerCase(),
    )
    if (!target) {
      throw policyRefusal(
        'target-not-allowed',
        `call ${index + 1}: the policy does not sponsor calls to ${call.to}`,
      )
    }
    const selector = selectorOf(call.data)
    if (!target.selectors.includes(selector as Hex)) {
      throw policyRefusal(
        'selector-not-allowed',
        `call ${index + 1}: the policy does not sponsor function ${selector} of ${call.to}`,
      )
    }
    if (call.value !== 0n) {
      throw policyRefusal(
        'value-not-sponsored',
        `call ${index + 1}: the policy does not sponsor calls that send native value`,
      )
    }
  }
  return calls
}
