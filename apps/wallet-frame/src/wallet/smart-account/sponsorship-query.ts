import { FoyerError } from '@foyer/common'
import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { addressSchema, hexSchema, quantitySchema } from '../signing-requests.js'
import type { AccountCall } from './approved-user-operation.js'

/**
 * The frame's own read-only method: does the paymaster pay the network fee of these calls
 * from the user's account? The modal's Send asks it before the user sends, to show
 * "Network fee: sponsored". Nothing is signed or sent; an EOA is never sponsored.
 */
export const SPONSORSHIP_METHOD = 'foyer_getSponsorship'

const sponsorshipParams = z.tuple([
  z.object({
    from: z.optional(addressSchema),
    chainId: z.optional(z.union([quantitySchema, z.number()])),
    calls: z
      .array(
        z.object({
          to: addressSchema,
          value: z.optional(quantitySchema),
          data: z.optional(hexSchema),
        }),
      )
      .check(z.minLength(1), z.maxLength(10)),
    capabilities: z.optional(z.unknown()),
  }),
])

/** A {@link SPONSORSHIP_METHOD} request, checked. */
export type SponsorshipQuery = {
  from: string | undefined
  chainId: string | number | undefined
  calls: AccountCall[]
  capabilities: unknown
}

/**
 * Parses the params of a {@link SPONSORSHIP_METHOD} request.
 *
 * @throws {FoyerError} `INVALID_PARAMS` when they are not `[{ calls, from?, chainId?, capabilities? }]`.
 */
export function parseSponsorshipQuery(params: unknown): SponsorshipQuery {
  const parsed = sponsorshipParams.safeParse(params)
  if (!parsed.success) throw new FoyerError('INVALID_PARAMS')
  const [query] = parsed.data
  return {
    from: query.from,
    chainId: query.chainId,
    capabilities: query.capabilities,
    calls: query.calls.map((call) => ({
      to: call.to as Address,
      value: call.value ? BigInt(call.value) : 0n,
      data: (call.data ?? '0x') as Hex,
    })),
  }
}
