import * as z from 'zod/mini'
import type { Simulation } from './simulate-changes.js'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const amount = z.string().check(z.regex(/^-?\d{1,80}$/))
const asset = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('native') }),
  z.object({ kind: z.literal('erc20'), token: address }),
  z.object({ kind: z.literal('nft'), token: address, id: amount }),
])
const approval = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('erc20'), token: address, spender: address, amount }),
  z.object({ kind: z.literal('nft'), token: address, spender: address, id: amount }),
  z.object({ kind: z.literal('all'), token: address, spender: address, approved: z.boolean() }),
])

/**
 * The JSON answer of the data service's `POST /v1/simulate` (amounts and ids as decimal
 * strings; a negative amount leaves the account): what the calls would change, that they
 * would revert and why, or that the node could not simulate them. (zod/mini: the browser
 * client parses it too.)
 */
export const simulationAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    changes: z.array(z.object({ asset, amount })),
    approvals: z.array(approval),
  }),
  z.object({ status: z.literal('reverted'), reason: z.string() }),
  z.object({ status: z.literal('unavailable'), reason: z.string() }),
])
/** {@link simulationAnswerSchema}'s type. */
export type SimulationAnswer = z.infer<typeof simulationAnswerSchema>

/** `POST /v1/simulate?chainId=eip155:<id>`'s body: the account and its calls, run in order. */
export const simulationRequestSchema = z.object({
  from: address,
  calls: z
    .array(
      z.object({
        to: z.optional(address),
        value: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))),
        data: z.optional(z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/), z.maxLength(262_144))),
      }),
    )
    .check(z.minLength(1), z.maxLength(16)),
})
/** {@link simulationRequestSchema}'s type. */
export type SimulationRequest = z.infer<typeof simulationRequestSchema>

/** The data service's simulation endpoint: its path and the schema of its answer. */
export const SIMULATE_ENDPOINT = { path: '/v1/simulate', answer: simulationAnswerSchema } as const

/** A simulation answer as a {@link Simulation} (decimal strings back to bigints). */
export function answerToSimulation(answer: SimulationAnswer): Simulation {
  if (answer.status !== 'ok') return answer
  return {
    status: 'ok',
    changes: answer.changes.map((change) => ({
      asset:
        change.asset.kind === 'nft'
          ? {
              ...change.asset,
              token: change.asset.token as `0x${string}`,
              id: BigInt(change.asset.id),
            }
          : change.asset.kind === 'erc20'
            ? { kind: 'erc20', token: change.asset.token as `0x${string}` }
            : { kind: 'native' },
      amount: BigInt(change.amount),
    })),
    approvals: answer.approvals.map((grant) => {
      const token = grant.token as `0x${string}`
      const spender = grant.spender as `0x${string}`
      if (grant.kind === 'erc20') return { ...grant, token, spender, amount: BigInt(grant.amount) }
      if (grant.kind === 'nft') return { ...grant, token, spender, id: BigInt(grant.id) }
      return { ...grant, token, spender }
    }),
  }
}

/** A {@link Simulation} as the endpoint answers it (bigints as decimal strings). */
export function simulationToAnswer(simulation: Simulation): SimulationAnswer {
  if (simulation.status !== 'ok') return simulation
  return {
    status: 'ok',
    changes: simulation.changes.map((change) => ({
      asset:
        change.asset.kind === 'nft'
          ? { ...change.asset, id: change.asset.id.toString() }
          : change.asset,
      amount: change.amount.toString(),
    })),
    approvals: simulation.approvals.map((grant) =>
      grant.kind === 'erc20'
        ? { ...grant, amount: grant.amount.toString() }
        : grant.kind === 'nft'
          ? { ...grant, id: grant.id.toString() }
          : grant,
    ),
  }
}
