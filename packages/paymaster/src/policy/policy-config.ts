import { getAddress, isAddress } from 'viem'
import { z } from 'zod'

const addressSchema = z
  .string()
  .refine((text) => isAddress(text, { strict: false }), 'must be a 0x address of 20 bytes')
  .transform((text) => getAddress(text))

const selectorSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{8}$/, 'must be a 4-byte function selector (0x and 8 hex digits)')
  .transform((text) => text.toLowerCase() as `0x${string}`)

/** An amount of wei, written as a decimal string (JSON numbers cannot hold it exactly). */
const weiSchema = z
  .union([
    z.string().regex(/^\d+$/, 'must be a whole number of wei'),
    z.number().int().min(0),
    z.bigint().min(0n),
  ])
  .transform((value) => BigInt(value))

/** One contract the project sponsors calls to, and which of its functions. */
export const allowedTargetSchema = z.object({
  /** The contract. */
  address: addressSchema,
  /** Its functions the policy covers, by 4-byte selector (e.g. `0xa9059cbb` for `transfer`). */
  selectors: z.array(selectorSchema).min(1),
})

/** One project's sponsorship policy. */
export const projectPolicySchema = z.object({
  /** The project's id: its endpoint is `/rpc/<id>`. */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -'),
  /** Shown to wallets as the sponsor (ERC-7677 `sponsor.name`). */
  sponsorName: z.string().min(1).max(64).optional(),
  /** The chains it sponsors on (each needs a paymaster contract in `paymasters`). */
  chains: z.array(z.number().int().positive()).min(1),
  /** The calls it sponsors; any other target or function is refused. */
  allow: z.array(allowedTargetSchema).min(1),
  /** Factories a user operation may deploy its account with (none: accounts must exist). */
  accountFactories: z.array(addressSchema).default([]),
  /** Most wei of gas one sender may be sponsored per UTC day, counting each operation at its maximum cost. */
  dailyCapPerSender: weiSchema,
  /** Most wei of gas the project sponsors in all, counted the same way. */
  totalBudget: weiSchema,
})

/** One project's sponsorship policy, parsed. */
export type ProjectPolicy = z.infer<typeof projectPolicySchema>

/** Every project's policy; ids are unique. */
export const projectPoliciesSchema = z
  .array(projectPolicySchema)
  .min(1)
  .superRefine((projects, context) => {
    const seen = new Set<string>()
    for (const [index, project] of projects.entries()) {
      if (seen.has(project.id)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `project id '${project.id}' appears twice`,
        })
      }
      seen.add(project.id)
    }
  })

/** The paymaster contract (a VerifyingPaymaster) on each chain, keyed by chain id. */
export const paymasterContractsSchema = z.record(
  z.string().regex(/^\d+$/, 'must be a chain id'),
  addressSchema,
)

/** One contract a project sponsors calls to, parsed. */
export type AllowedTarget = z.infer<typeof allowedTargetSchema>
