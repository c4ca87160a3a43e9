import {
  type Address,
  decodeAbiParameters,
  decodeErrorResult,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  toEventSelector,
} from 'viem'
import * as z from 'zod'

/** One call to simulate, as the network would run it (`from` is the caller). */
export type SimulatedCall = { from: Address; to?: Address; value?: bigint; data?: Hex }

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

/** A JSON-RPC request to the network (a viem client's `request`, or the frame's forwarder). */
export type RpcRequest = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** ERC-7528: the address `eth_simulateV1` with `traceTransfers` gives native transfers. */
const NATIVE_TRANSFER_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const APPROVAL = toEventSelector('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)')
const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')

const logSchema = z.object({
  address: z.string(),
  topics: z.array(z.string()),
  data: z.string(),
})
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
type Log = z.infer<typeof logSchema>

/**
 * Asks the network what `calls` (run in order, in one block on the latest state) would change
 * for `account`: `eth_simulateV1` with `traceTransfers`, so native transfers show as ERC-7528
 * logs next to the tokens' Transfer and Approval events. Fees are not included. A call that
 * reverts gives its reason; a node that cannot simulate gives `unavailable`, never a guess.
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

function revertReason(result: { returnData?: string; error?: { message?: string } }): string {
  const data = result.returnData
  if (data && /^0x[0-9a-fA-F]{8,}$/.test(data)) {
    try {
      const decoded = decodeErrorResult({ abi: [], data: data as Hex })
      return String(decoded.args?.[0] ?? decoded.errorName).slice(0, 200)
    } catch {
      // A custom error: its selector is all the network tells.
      return result.error?.message?.slice(0, 200) || `error ${data.slice(0, 10)}`
    }
  }
  return result.error?.message?.slice(0, 200) || 'reverted without a reason'
}

function shortReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('\n')[0]!.slice(0, 200)
}
