import { assertRpcMethodAllowed, FoyerError, rpcMethodPolicy } from '@foyer/common'
import { publicClientReader } from '@foyer/common/decode'
import { simulateChanges } from '@foyer/common/simulation'
import {
  type Address,
  createPublicClient,
  defineChain,
  type Hex,
  http,
  type LocalAccount,
  numberToHex,
} from 'viem'
import * as z from 'zod/mini'
import type { ApprovalChain, ApprovalRequest } from '../ui/approval-dialog.js'
import { frameMessages } from '../ui/messages.js'
import { assertActiveChain } from './active-chain.js'
import { describeCalls, describeSimulation, typedDataWarnings } from './decode/frame-lines.js'
import { refuseHostAuthorizations } from './eip7702/authorization-guard.js'
import {
  addressSchema,
  approveOrReject,
  assertOwnAddress,
  checkPersonalSign,
  checkTypedDataSign,
  hexSchema,
  quantitySchema,
} from './signing-requests.js'
import { type AssetFactsSource, withAssetFacts } from './simulate/asset-facts.js'

/** Everything an RPC request needs from the wallet around it. */
export type RpcContext = {
  /** The active network. */
  chain: ApprovalChain
  rpcUrl: string
  /** The wallet's address, when signed in. */
  address: Address | undefined
  hostOrigin: string
  /** Shows the approval in the frame's DOM; true when approved. */
  approve: (request: ApprovalRequest) => Promise<boolean>
  /**
   * After the approval of a transaction sending `value` wei, before its signature: asks a
   * step-up when the project's `stepUpAboveWei` is exceeded (throws when not given).
   */
  confirmValue?: (value: bigint) => Promise<void>
  /** Runs `use` with the key rebuilt for the call only. */
  withAccount: <T>(use: (account: LocalAccount) => Promise<T>) => Promise<T>
  fetchImpl?: typeof fetch
  /** The data service for NFT names and prices in the simulated changes, when configured. */
  assetFacts?: AssetFactsSource | undefined
}

/** The frame's answer for approval methods it has no implementation for (EOA only). */
export const UNSUPPORTED_METHOD_MESSAGE = 'Not supported by this wallet'

const transactionParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    to: z.optional(addressSchema),
    value: z.optional(quantitySchema),
    data: z.optional(hexSchema),
    gas: z.optional(quantitySchema),
    chainId: z.optional(z.union([quantitySchema, z.number()])),
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
  if (method === 'eth_chainId') return numberToHex(context.chain.id)
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

function publicClient(context: RpcContext) {
  const chain = defineChain({
    id: context.chain.id,
    name: context.chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [context.rpcUrl] } },
  })
  const transport = http(context.rpcUrl, context.fetchImpl ? { fetchFn: context.fetchImpl } : {})
  return { chain, client: createPublicClient({ chain, transport }) }
}

async function personalSign(params: unknown, address: Address, context: RpcContext): Promise<Hex> {
  const { details, warnings, payload } = checkPersonalSign(params, address)
  await approveOrReject(context, frameMessages.SIGN_MESSAGE, details, warnings)
  return context.withAccount((account) => account.signMessage({ message: payload }))
}

async function signTypedData(params: unknown, address: Address, context: RpcContext): Promise<Hex> {
  const { details, facts, payload } = checkTypedDataSign(params, address, context.chain)
  const reader = publicClientReader(publicClient(context).client)
  const warnings = await typedDataWarnings(facts, reader)
  await approveOrReject(context, frameMessages.SIGN_TYPED_DATA, details, warnings)
  return context.withAccount((account) => account.signTypedData(payload))
}

async function sendTransaction(
  params: unknown,
  address: Address,
  context: RpcContext,
): Promise<Hex> {
  refuseHostAuthorizations(Array.isArray(params) ? params[0] : undefined)
  const parsed = transactionParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [tx] = parsed.data
  assertOwnAddress(tx.from, address)
  assertActiveChain(tx.chainId, context.chain)
  const { chain, client } = publicClient(context)
  const value = tx.value ? BigInt(tx.value) : 0n
  const call = { to: tx.to as Address | undefined, value, data: (tx.data ?? '0x') as Hex }
  const reader = publicClientReader(client)
  const { details, warnings } = await describeCalls([call], reader, { from: address })
  const simulation = await simulateChanges((args) => client.request(args as never), address, [
    { from: address, ...call },
  ])
  const facts = withAssetFacts(reader, context.assetFacts, chain.id, address, context.fetchImpl)
  const changes = await describeSimulation(simulation, facts)
  await approveOrReject(context, frameMessages.SEND_TRANSACTION, details, warnings, changes)
  await context.confirmValue?.(value)
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
    account.signTransaction({ ...request, chainId: context.chain.id } as Parameters<
      LocalAccount['signTransaction']
    >[0]),
  )
  return client.sendRawTransaction({ serializedTransaction: signed })
}
