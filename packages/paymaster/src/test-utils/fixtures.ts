import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  numberToHex,
  parseAbi,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { PaymasterOptions } from '../options.js'

/** A fixed, test-only signer key. */
export const SIGNER_KEY: Hex = keccak256(toHex('foyer-paymaster-test-signer'))
export const SIGNER = privateKeyToAccount(SIGNER_KEY).address
export const CHAIN_ID = 31337
export const PAYMASTER: Address = '0x1111111111111111111111111111111111111111'
export const TOKEN: Address = '0x2222222222222222222222222222222222222222'
export const OTHER_CONTRACT: Address = '0x3333333333333333333333333333333333333333'
export const FACTORY: Address = '0x4444444444444444444444444444444444444444'
export const ENTRY_POINT: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
export const ENTRY_POINT_V08: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
/** The VerifyingPaymaster for EntryPoint v0.8 (EIP-7702 accounts). */
export const PAYMASTER_V08: Address = '0x7777777777777777777777777777777777777777'
export const TRANSFER_SELECTOR: Hex = '0xa9059cbb'

const accountAbi = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
])

/** Options of a paymaster with one project sponsoring `transfer` on {@link TOKEN}. */
export function testOptions(overrides: Partial<PaymasterOptions> = {}): PaymasterOptions {
  return {
    port: 0,
    ephemeral: true,
    signerKey: SIGNER_KEY,
    paymasters: { [CHAIN_ID]: PAYMASTER },
    paymastersV08: { [CHAIN_ID]: PAYMASTER_V08 },
    projects: [
      {
        id: 'demo',
        sponsorName: 'Demo',
        chains: [CHAIN_ID],
        allow: [{ address: TOKEN, selectors: [TRANSFER_SELECTOR] }],
        accountFactories: [FACTORY],
        dailyCapPerSender: '1000000000000000',
        totalBudget: '1000000000000000000',
      },
    ],
    ...overrides,
  }
}

/** `transfer(to, amount)` calldata. */
export function transferData(to: Address, amount = 1n): Hex {
  return encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
}

/** The account's `executeBatch` of `calls`. */
export function batchCallData(calls: { to: Address; value?: bigint; data: Hex }[]): Hex {
  return encodeFunctionData({
    abi: accountAbi,
    functionName: 'executeBatch',
    args: [
      calls.map((call) => call.to),
      calls.map((call) => call.value ?? 0n),
      calls.map((call) => call.data),
    ],
  })
}

/** The account's `execute` of one call. */
export function executeCallData(to: Address, value: bigint, data: Hex): Hex {
  return encodeFunctionData({ abi: accountAbi, functionName: 'execute', args: [to, value, data] })
}

/**
 * An ERC-7677 user operation (hex quantities) from `sender` with `callData`, its gas priced so
 * its maximum cost is `(sum of limits) * maxFeePerGas` = 200_000 * 1 gwei = 0.0002 ETH.
 */
export function userOperation(sender: Address, callData: Hex, nonce = 0n): Record<string, unknown> {
  return {
    sender,
    nonce: numberToHex(nonce),
    callData,
    callGasLimit: numberToHex(80_000n),
    verificationGasLimit: numberToHex(40_000n),
    preVerificationGas: numberToHex(20_000n),
    maxFeePerGas: numberToHex(1_000_000_000n),
    maxPriorityFeePerGas: numberToHex(1_000_000_000n),
    paymasterVerificationGasLimit: numberToHex(60_000n),
    paymasterPostOpGasLimit: numberToHex(0n),
  }
}

/** The maximum cost of a {@link userOperation}: 200_000 gas at 1 gwei. */
export const OPERATION_MAX_COST = 200_000n * 1_000_000_000n

/** Posts one JSON-RPC request to the project's endpoint; resolves with the response body. */
export async function rpc(
  url: string,
  method: string,
  params: unknown,
  project = 'demo',
): Promise<{
  result?: Record<string, unknown>
  error?: { code: number; message: string; data?: { reason?: string } }
}> {
  const response = await fetch(`${url}/rpc/${project}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as never
}

/** The ERC-7677 params of `operation` on the test chain (EntryPoint v0.7 unless given). */
export function params(operation: Record<string, unknown>, entryPoint = ENTRY_POINT): unknown[] {
  return [operation, entryPoint, numberToHex(CHAIN_ID), null]
}

const simple7702AccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])

/** `Simple7702Account`'s (`BaseAccount` 0.8) `executeBatch` of `calls`. */
export function simple7702BatchCallData(calls: { to: Address; value?: bigint; data: Hex }[]): Hex {
  return encodeFunctionData({
    abi: simple7702AccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data }))],
  })
}
