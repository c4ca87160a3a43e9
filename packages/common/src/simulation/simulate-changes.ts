import {
  type Address,
  decodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  toEventSelector,
} from 'viem'
import * as z from 'zod'
import {
  type Log,
  logSchema,
  NATIVE_TRANSFER_ADDRESS,
  type RpcRequest,
  revertReason,
  type SimulatedCall,
  TRANSFER,
} from './simulation-basics.js'
import { traceCall } from './trace-call.js'

export type { RpcRequest, SimulatedCall } from './simulation-basics.js'

/** An asset whose balance changes: the native coin, an ERC-20, or one NFT (ERC-721 / ERC-1155). */
export type Asset =
  | { kind: 'native' }
  | { kind: 'erc20'; token: Address }
  | { kind: 'nft'; token: Address; id: bigint }

/** The account's balance change of one asset (negative: it leaves the account). */
export type BalanceChange = { asset: Asset; amount: bigint }

/** An allowance the request grants from the account. */
export type ApprovalGrant =
  | { kind: 'erc20'; token: Address; spender: Address; amount: bigint }
  | { kind: 'nft'; token: Address; spender: Address; id: bigint }
  | { kind: 'all'; token: Address; spender: Address; approved: boolean }

/** What the network answered: the changes, that the request would fail, or no answer. */
export type Simulation =
  | { status: 'ok'; changes: BalanceChange[]; approvals: ApprovalGrant[] }
  | { status: 'reverted'; reason: string }
  | { status: 'unavailable'; reason: string }

const APPROVAL = toEventSelector('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)')
const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')

const simulateAnswer = z.array(
  z.object({
    calls: z.array(
      z.object({
        status: z.string(),
        returnData: z.optional(z.string()),
        logs: z.optional(z.array(logSchema)),
        error: z.optional(z.object({ message: z.optional(z.string()) })),
      }),
    ),
  }),
)

/**
 * Asks the network what `calls` (run in order, in one block on the latest state) would change
 * for `account`: `eth_simulateV1` with `traceTransfers`, so native transfers show as ERC-7528
 * logs next to the tokens' Transfer and Approval events. Fees are not included. A call that
 * reverts gives its reason. A node without `eth_simulateV1` is asked to trace a single call
 * (`debug_traceCall`, see trace-call.ts); one that can do neither gives `unavailable`, never
 * a guess.
 */
export async function simulateChanges(
  request: RpcRequest,
  account: Address,
  calls: SimulatedCall[],
): Promise<Simulation> {
  let answer: unknown
  try {
    answer = await request({
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              calls: calls.map((call) => ({
                from: call.from,
                ...(call.to ? { to: call.to } : {}),
                value: numberToHex(call.value ?? 0n),
                data: call.data ?? '0x',
              })),
            },
          ],
          traceTransfers: true,
          validation: false,
        },
        'latest',
      ],
    })
  } catch (error) {
    // A node without eth_simulateV1 may still trace one call (debug_traceCall).
    const [only] = calls
    if (calls.length === 1 && only) {
      const traced = await traceCall(request, only).catch(() => undefined)
      if (traced?.status === 'reverted') return traced
      if (traced) return summarise(account, traced.logs)
    }
    return { status: 'unavailable', reason: shortReason(error) }
  }
  const parsed = simulateAnswer.safeParse(answer)
  const results = parsed.success ? parsed.data[0]?.calls : undefined
  if (!results || results.length !== calls.length) {
    return { status: 'unavailable', reason: 'the network gave no result for each call' }
  }
  const failed = results.find((result) => result.status !== '0x1')
  if (failed) return { status: 'reverted', reason: revertReason(failed) }
  return summarise(
    account,
    results.flatMap((result) => result.logs ?? []),
  )
}

function summarise(account: Address, logs: Log[]): Simulation {
  const totals = new Map<string, BalanceChange>()
  const approvals: ApprovalGrant[] = []
  const add = (asset: Asset, from: Address, to: Address, amount: bigint) => {
    const delta =
      (isAddressEqual(to, account) ? amount : 0n) - (isAddressEqual(from, account) ? amount : 0n)
    if (delta === 0n) return
    const key = JSON.stringify(asset, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))
    const entry = totals.get(key) ?? { asset, amount: 0n }
    entry.amount += delta
    totals.set(key, entry)
  }
  for (const log of logs) {
    const [selector, ...indexed] = log.topics.map((topic) => topic as Hex)
    const token = getAddress(log.address)
    const word = (topic: Hex | undefined) => getAddress(`0x${(topic ?? '').slice(-40)}`)
    try {
      if (selector === TRANSFER && indexed.length === 2) {
        const [amount] = decodeAbiParameters([{ type: 'uint256' }], log.data as Hex)
        const asset: Asset = isAddressEqual(token, NATIVE_TRANSFER_ADDRESS)
          ? { kind: 'native' }
          : { kind: 'erc20', token }
        add(asset, word(indexed[0]), word(indexed[1]), amount)
      } else if (selector === TRANSFER && indexed.length === 3) {
        add({ kind: 'nft', token, id: BigInt(indexed[2]!) }, word(indexed[0]), word(indexed[1]), 1n)
      } else if (selector === TRANSFER_SINGLE && indexed.length === 3) {
        const [id, amount] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          log.data as Hex,
        )
        add({ kind: 'nft', token, id }, word(indexed[1]), word(indexed[2]), amount)
      } else if (selector === TRANSFER_BATCH && indexed.length === 3) {
        const [ids, amounts] = decodeAbiParameters(
          [{ type: 'uint256[]' }, { type: 'uint256[]' }],
          log.data as Hex,
        )
        for (const [i, id] of ids.entries()) {
          add({ kind: 'nft', token, id }, word(indexed[1]), word(indexed[2]), amounts[i] ?? 0n)
        }
      } else if (selector === APPROVAL && isAddressEqual(word(indexed[0]), account)) {
        if (indexed.length === 2) {
          const [amount] = decodeAbiParameters([{ type: 'uint256' }], log.data as Hex)
          approvals.push({ kind: 'erc20', token, spender: word(indexed[1]), amount })
        } else if (indexed.length === 3) {
          approvals.push({ kind: 'nft', token, spender: word(indexed[1]), id: BigInt(indexed[2]!) })
        }
      } else if (selector === APPROVAL_FOR_ALL && isAddressEqual(word(indexed[0]), account)) {
        const [approved] = decodeAbiParameters([{ type: 'bool' }], log.data as Hex)
        approvals.push({ kind: 'all', token, spender: word(indexed[1]), approved })
      }
    } catch {
      // A log that only looks like a standard event (wrong data size) changes nothing known.
    }
  }
  const changes = [...totals.values()].filter((change) => change.amount !== 0n)
  return { status: 'ok', changes, approvals }
}

function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]!.slice(0, 200)
}
