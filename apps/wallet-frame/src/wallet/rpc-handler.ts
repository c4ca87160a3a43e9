import { assertRpcMethodAllowed, FoyerError, rpcMethodPolicy } from '@foyer/common'
import {
  type Address,
  createPublicClient,
  defineChain,
  formatEther,
  type Hex,
  hexToString,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
} from 'viem'
import * as z from 'zod/mini'
import type { ApprovalRequest } from '../ui/approval-dialog.js'
import { frameMessages } from '../ui/messages.js'

/** Everything an RPC request needs from the wallet around it. */
export type RpcContext = {
  chainId: number
  rpcUrl: string
  /** The wallet's address, when signed in. */
  address: Address | undefined
  hostOrigin: string
  /** Shows the approval in the frame's DOM; true when approved. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /** Runs `use` with the key rebuilt for the call only. */
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
  fetchImpl?: typeof fetch
}

/** The frame's answer for approval methods it has no implementation for (EOA only). */
export const UNSUPPORTED_METHOD_MESSAGE = 'Not supported by this wallet'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const personalSignParams = z.tuple([z.string(), addressSchema])
const typedDataParams = z.tuple([
  addressSchema,
  z.union([z.string(), z.record(z.string(), z.unknown())]),
])
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
const transactionParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: z.optional(addressSchema),
    value: z.optional(quantity),
    data: z.optional(hex),
    gas: z.optional(quantity),
  }),
])
const rpcAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ message: z.string() }) }),
])

/**
 * Runs one RPC request of the host (SPEC §6): unknown methods are refused with 'Requested
 * RPC call is not allowed'; safe reads go to the network's RPC; signing methods run only after
 * the user approved in the frame, with the key rebuilt just for the signature.
 */
export async function handleRpc(
  method: string,
  params: unknown,
  context: RpcContext,
): Promise<unknown> {
  assertRpcMethodAllowed(method)
  if (method === 'eth_accounts' || method === 'eth_requestAccounts')
    return context.address ? [context.address] : []
  if (method === 'eth_chainId') return numberToHex(context.chainId)
  if (rpcMethodPolicy(method) === 'safe') return forward(method, params, context)
  const address = context.address
  if (!address) throw new FoyerError('NO_ACCOUNTS_FOUND')
  switch (method) {
    case 'personal_sign':
      return personalSign(params, address, context)
    case 'eth_signTypedData_v4':
      return signTypedData(params, address, context)
    case 'eth_sendTransaction':
      return sendTransaction(params, address, context)
    default:
      throw new Error(UNSUPPORTED_METHOD_MESSAGE)
  }
}

async function forward(method: string, params: unknown, context: RpcContext): Promise<unknown> {
  const fetchImpl = context.fetchImpl ?? globalThis.fetch.bind(globalThis)
  const response = await fetchImpl(context.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  if (!response.ok) throw new FoyerError('HTTP_STATUS', { values: { status: response.status } })
  const answer = rpcAnswer.safeParse(await response.json().catch(() => undefined))
  if (!answer.success) throw new FoyerError('UNKNOWN_ERROR')
  if ('error' in answer.data) throw new Error(answer.data.error.message.slice(0, 500))
  return answer.data.result
}

function assertOwnAddress(requested: string | undefined, address: Address): void {
  if (requested !== undefined && requested.toLowerCase() !== address.toLowerCase()) {
    throw new FoyerError('NO_ACCOUNTS_FOUND', { details: `Not this wallet: ${requested}` })
  }
}

async function approveOrReject(
  context: RpcContext,
  title: string,
  details: string[],
): Promise<void> {
  const approved = await context.approve({ title, origin: context.hostOrigin, details })
  if (!approved) throw new FoyerError('USER_REJECTED')
}

async function personalSign(params: unknown, address: Address, context: RpcContext): Promise<Hex> {
  const parsed = personalSignParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [data, requested] = parsed.data
  assertOwnAddress(requested, address)
  const readable = isHex(data) ? safeText(data) : data
  await approveOrReject(context, frameMessages.SIGN_MESSAGE, [readable])
  const message = isHex(data) ? { raw: data } : data
  return context.withAccount((account) => account.signMessage({ message }))
}

function safeText(data: Hex): string {
  try {
    const text = hexToString(data)
    return /^[\P{C}\n\r\t]*$/u.test(text) ? text : data
  } catch {
    return data
  }
}

async function signTypedData(params: unknown, address: Address, context: RpcContext): Promise<Hex> {
  const parsed = typedDataParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [requested, raw] = parsed.data
  assertOwnAddress(requested, address)
  let json: unknown = raw
  if (typeof raw === 'string') {
    try {
      json = JSON.parse(raw)
    } catch {
      throw new FoyerError('INVALID_PARAMS')
    }
  }
  const typed = typedDataSchema.safeParse(json)
  if (!typed.success) throw new FoyerError('INVALID_PARAMS')
  const { EIP712Domain: _domainType, ...types } = typed.data.types
  await approveOrReject(context, frameMessages.SIGN_TYPED_DATA, [
    `${String(typed.data.domain.name ?? '')} · ${typed.data.primaryType}`,
    JSON.stringify(typed.data.message, null, 2).slice(0, 2000),
  ])
  return context.withAccount((account) =>
    account.signTypedData({ ...typed.data, types } as Parameters<LocalAccount['signTypedData']>[0]),
  )
}

async function sendTransaction(
  params: unknown,
  address: Address,
  context: RpcContext,
): Promise<Hex> {
  const parsed = transactionParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [tx] = parsed.data
  assertOwnAddress(tx.from, address)
  const chain = defineChain({
    id: context.chainId,
    name: `Chain ${context.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [context.rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(context.rpcUrl) })
  const value = tx.value ? BigInt(tx.value) : 0n
  await approveOrReject(context, frameMessages.SEND_TRANSACTION, [
    `To: ${tx.to ?? '(new contract)'}`,
    `Value: ${formatEther(value)} ETH`,
    `Data: ${tx.data && tx.data !== '0x' ? `${(tx.data.length - 2) / 2} bytes` : 'none'}`,
  ])
  // Nonce, gas and fees are filled before the key exists; the key lives for the signature only.
  const request = await client.prepareTransactionRequest({
    account: address,
    chain,
    to: tx.to as Address | undefined,
    value,
    data: tx.data as Hex | undefined,
    gas: tx.gas ? BigInt(tx.gas) : undefined,
  })
  const signed = await context.withAccount((account) =>
    account.signTransaction({ ...request, chainId: context.chainId } as Parameters<
      LocalAccount['signTransaction']
    >[0]),
  )
  return client.sendRawTransaction({ serializedTransaction: signed })
}
