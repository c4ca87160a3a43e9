import { type Address, type Hex, isAddress, toFunctionSelector, zeroAddress } from 'viem'
import * as z from 'zod/mini'

/** The longest session the frame grants: 30 days. */
export const MAX_SESSION_SECONDS = 30 * 24 * 3600
/** The shortest: a minute (a grant must outlive its own user operation). */
const MIN_SESSION_SECONDS = 60
const MAX_PERMISSIONS = 16
const MAX_CALLS = 16

/** A uint256 as a JSON-RPC quantity or a decimal string. */
const amountSchema = z.union([
  z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  z.string().check(z.regex(/^[0-9]{1,78}$/)),
])
const addressSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const policySchema = z.object({ type: z.unknown(), data: z.optional(z.unknown()) })
const permissionSchema = z.object({
  type: z.unknown(),
  data: z.optional(z.unknown()),
  policies: z.optional(z.array(policySchema).check(z.maxLength(8))),
  required: z.optional(z.boolean()),
})

/**
 * One ERC-7715 permission request (`wallet_grantPermissions`' first param): the account and
 * chain it is for, its expiry (unix seconds), who signs with it, what it may do.
 */
export const permissionRequestSchema = z.object({
  chainId: z.optional(z.union([z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)), z.number()])),
  address: z.optional(addressSchema),
  expiry: z.number().check(z.int(), z.positive()),
  signer: z.optional(z.object({ type: z.string(), data: z.optional(z.unknown()) })),
  permissions: z.array(permissionSchema).check(z.minLength(1), z.maxLength(MAX_PERMISSIONS)),
})

/** One (contract, functions) pair of a grant, as the approval and the Account view show it. */
export type GrantedCall = { address: Address; functions: string[] }

/** What the account is asked to enforce for a session key (FoyerSessionAccount's SessionGrant). */
export type SessionPolicy = {
  /** Unix seconds. */
  validUntil: number
  /** Total native spend over the session (0 when none was asked), wei. */
  nativeLimit: bigint
  /** Native transfers to any address (`native-token-transfer`). */
  nativeTransfers: boolean
  /** The one ERC-20 with a spend limit, when asked. */
  token?: { address: Address; limit: bigint }
  /** `contract-call` permissions: the contracts and the functions (signatures) on them. */
  calls: GrantedCall[]
}

/** The checked request: the policy, and the ERC-7715 permissions as granted (echoed back). */
export type ParsedPermissionRequest = {
  policy: SessionPolicy
  permissions: z.infer<typeof permissionRequestSchema>['permissions']
  chainId: number | undefined
  address: Address | undefined
}

const ERC20_TRANSFER = 'transfer(address,uint256)'

/**
 * Refuses the request with its reason. A plain Error: the bridge passes its message to the app
 * as is (a FoyerError would reach it as its generic short message, without the reason).
 */
function refuse(reason: string): never {
  throw new Error(`wallet_grantPermissions: ${reason}`)
}

/** The `token-allowance` of a permission; every other policy is refused (not enforceable). */
function allowanceOf(
  permission: z.infer<typeof permissionSchema>,
  type: string,
): bigint | undefined {
  let allowance: bigint | undefined
  for (const policy of permission.policies ?? []) {
    if (policy.type !== 'token-allowance') {
      refuse(
        `the policy ${JSON.stringify(policy.type).slice(0, 40)} cannot be enforced by this account`,
      )
    }
    const data = z.object({ allowance: amountSchema }).safeParse(policy.data)
    if (!data.success) refuse(`${type}: token-allowance needs data.allowance (an integer)`)
    if (allowance !== undefined) refuse(`${type}: one token-allowance at most`)
    allowance = BigInt(data.data.allowance)
  }
  return allowance
}

/** A function signature ("transfer(address,uint256)") or a 4-byte selector, as a selector. */
export function selectorOf(call: string): Hex {
  if (/^0x[0-9a-fA-F]{8}$/.test(call)) return call.toLowerCase() as Hex
  if (!/^[A-Za-z_$][\w$]*\([\w,[\]() ]*\)$/.test(call) || call.length > 200) {
    refuse(`"${call.slice(0, 60)}" is not a function signature`)
  }
  try {
    return toFunctionSelector(call)
  } catch {
    return refuse(`"${call.slice(0, 60)}" is not a function signature`)
  }
}

/**
 * Checks an ERC-7715 `wallet_grantPermissions` request against what FoyerSessionAccount can
 * enforce, at `now` (unix seconds): `native-token-transfer` and one `erc20-token-transfer`,
 * each with a `token-allowance`, and `contract-call`s; an expiry within 30 days. Anything else
 * (another permission or policy type, a signer other than the wallet, a second token) is
 * refused with the reason, never granted in part.
 *
 * @throws {Error} naming what cannot be granted.
 */
export function parsePermissionRequest(params: unknown, now: number): ParsedPermissionRequest {
  if (!Array.isArray(params) || params.length !== 1) refuse('one permission request at a time')
  const parsed = permissionRequestSchema.safeParse(params[0])
  if (!parsed.success) refuse('expected { expiry, permissions: [{ type, data, policies }] }')
  const request = parsed.data
  if (request.signer && request.signer.type !== 'wallet') {
    refuse(
      `signer type "${request.signer.type.slice(0, 20)}" is not supported: this wallet holds the session key itself (signer { type: "wallet" })`,
    )
  }
  if (request.expiry < now + MIN_SESSION_SECONDS) refuse('the expiry is in the past or too close')
  if (request.expiry > now + MAX_SESSION_SECONDS) refuse('the expiry is more than 30 days away')

  const policy: SessionPolicy = {
    validUntil: request.expiry,
    nativeLimit: 0n,
    nativeTransfers: false,
    calls: [],
  }
  for (const permission of request.permissions) {
    const type = typeof permission.type === 'string' ? permission.type : 'custom'
    if (type === 'native-token-transfer') {
      if (policy.nativeTransfers) refuse('one native-token-transfer at most')
      const allowance = allowanceOf(permission, type)
      if (allowance === undefined) refuse('native-token-transfer needs a token-allowance policy')
      policy.nativeTransfers = true
      policy.nativeLimit = allowance
    } else if (type === 'erc20-token-transfer') {
      const data = z.object({ address: addressSchema }).safeParse(permission.data)
      if (!data.success) refuse('erc20-token-transfer needs data.address')
      if (policy.token) refuse('this account limits the spend of one ERC-20 token per session')
      const allowance = allowanceOf(permission, type)
      if (allowance === undefined) refuse('erc20-token-transfer needs a token-allowance policy')
      const address = data.data.address as Address
      if (address === zeroAddress || !isAddress(address))
        refuse('erc20-token-transfer: bad address')
      policy.token = { address, limit: allowance }
    } else if (type === 'contract-call') {
      const data = z
        .object({ address: addressSchema, calls: z.array(z.string()).check(z.minLength(1)) })
        .safeParse(permission.data)
      if (!data.success) refuse('contract-call needs data.address and data.calls (signatures)')
      if ((permission.policies ?? []).length > 0) refuse('contract-call takes no policies here')
      data.data.calls.forEach(selectorOf)
      policy.calls.push({ address: data.data.address as Address, functions: data.data.calls })
    } else {
      refuse(`the permission type ${JSON.stringify(permission.type).slice(0, 40)} is not supported`)
    }
  }
  if (policy.calls.reduce((sum, call) => sum + call.functions.length, 0) > MAX_CALLS) {
    refuse(`at most ${MAX_CALLS} contract functions`)
  }
  const token = policy.token
  if (
    token &&
    policy.calls.some((call) => call.address.toLowerCase() === token.address.toLowerCase())
  ) {
    refuse('a contract-call on the limited token would bypass its allowance')
  }
  const chainId = request.chainId === undefined ? undefined : Number(request.chainId)
  return {
    policy,
    permissions: request.permissions,
    chainId,
    address: request.address as Address | undefined,
  }
}

/** The (target, selector) pairs the account is granted for `policy`. */
export function grantedPairs(policy: SessionPolicy): { targets: Address[]; selectors: Hex[] } {
  const targets: Address[] = []
  const selectors: Hex[] = []
  if (policy.nativeTransfers) {
    targets.push(zeroAddress)
    selectors.push('0x00000000')
  }
  if (policy.token) {
    targets.push(policy.token.address)
    selectors.push(selectorOf(ERC20_TRANSFER))
  }
  for (const call of policy.calls) {
    for (const signature of call.functions) {
      targets.push(call.address)
      selectors.push(selectorOf(signature))
    }
  }
  return { targets, selectors }
}
