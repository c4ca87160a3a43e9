import type { Address, Hex, LocalAccount } from 'viem'
import { z } from 'zod'
import { checkPolicy } from '../policy/check-policy.js'
import type { ProjectPolicy } from '../policy/policy-config.js'
import { type SpendingLedger, utcDay } from '../spending/spending-ledger.js'
import {
  encodePaymasterData,
  PAYMASTER_POST_OP_GAS_LIMIT,
  PAYMASTER_VERIFICATION_GAS_LIMIT,
  STUB_SIGNATURE,
  signPaymasterData,
  type ValidityWindow,
} from './paymaster-data.js'
import { PaymasterRpcError, policyRefusal, RPC_ERROR_CODES } from './rpc-error.js'
import { maxCostOf, requireGasFields, userOperationSchema } from './user-operation.js'

/** What answering ERC-7677 requests needs. */
export interface SponsorContext {
  /** Every project's policy, by id. */
  projects: ReadonlyMap<string, ProjectPolicy>
  /** The entry points the paymaster signs for (by checksummed address), each with its contracts. */
  entryPoints: ReadonlyMap<Address, SponsoredEntryPoint>
  /** The key the paymaster contract trusts (its `verifyingSigner`). */
  signer: LocalAccount
  ledger: SpendingLedger
  /** How long a signature stays valid, in seconds. */
  validitySeconds: number
  now: () => Date
}

/** One entry point the paymaster signs for. */
export interface SponsoredEntryPoint {
  /** v0.7 (ERC-4337 smart accounts) or v0.8 (also EIP-7702 accounts). */
  version: '0.7' | '0.8'
  /** Its VerifyingPaymaster contract on each chain. */
  paymasters: ReadonlyMap<number, Address>
}

/** ERC-7677's params: `[userOp, entryPoint, chainId, context]`. */
const paramsSchema = z.tuple([
  userOperationSchema,
  z.string(),
  z.string().regex(/^0x[0-9a-fA-F]{1,16}$/, 'must be a hex chain id'),
  z.unknown().optional(),
])

function invalidParams(error: z.ZodError): PaymasterRpcError {
  const issues = error.issues.map(
    (issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`,
  )
  return new PaymasterRpcError(RPC_ERROR_CODES.invalidParams, 'invalid params', { issues })
}

/** The entry point `address` names, when the paymaster signs for it. */
function sponsoredEntryPoint(
  context: SponsorContext,
  address: string,
): SponsoredEntryPoint | undefined {
  for (const [known, sponsored] of context.entryPoints) {
    if (known.toLowerCase() === address.toLowerCase()) return sponsored
  }
  return undefined
}

/** Parses the params and checks the request against the project's policy (no charge yet). */
function checkRequest(context: SponsorContext, projectId: string, params: unknown) {
  const project = context.projects.get(projectId)
  if (!project) throw policyRefusal('unknown-project', `no project '${projectId}' here`)
  const parsed = paramsSchema.safeParse(params)
  if (!parsed.success) throw invalidParams(parsed.error)
  const [operation, entryPoint, chainHex] = parsed.data
  const chainId = Number(BigInt(chainHex))
  const sponsored = sponsoredEntryPoint(context, entryPoint)
  if (!sponsored) {
    const known = [...context.entryPoints.keys()].join(', ')
    throw policyRefusal(
      'entry-point-not-supported',
      `only these entry points are sponsored: ${known}`,
    )
  }
  const paymaster = sponsored.paymasters.get(chainId)
  if (!project.chains.includes(chainId) || !paymaster) {
    throw policyRefusal('chain-not-sponsored', `the project does not sponsor chain ${chainId}`)
  }
  checkPolicy(project, operation, { eip7702: sponsored.version === '0.8' })
  return { project, operation, chainId, paymaster }
}

/** `sponsor` of an ERC-7677 answer, when the project names itself. */
function sponsorOf(project: ProjectPolicy): { sponsor?: { name: string } } {
  return project.sponsorName ? { sponsor: { name: project.sponsorName } } : {}
}

/**
 * `pm_getPaymasterStubData`: when the policy covers the operation, the paymaster's fields with
 * a stub signature for gas estimation. Charges nothing and signs nothing.
 */
export function paymasterStubData(
  context: SponsorContext,
  projectId: string,
  params: unknown,
): Record<string, unknown> {
  const { project, paymaster } = checkRequest(context, projectId, params)
  const window: ValidityWindow = { validUntil: 0, validAfter: 0 }
  return {
    paymaster,
    paymasterData: encodePaymasterData(window, STUB_SIGNATURE),
    paymasterVerificationGasLimit: hex(PAYMASTER_VERIFICATION_GAS_LIMIT),
    paymasterPostOpGasLimit: hex(PAYMASTER_POST_OP_GAS_LIMIT),
    ...sponsorOf(project),
    isFinal: false,
  }
}

/**
 * `pm_getPaymasterData`: when the policy covers the operation and its maximum cost fits the
 * sender's daily cap and the project's budget, reserves that cost and returns the signed
 * `paymasterData` (valid for {@link SponsorContext.validitySeconds}). Refused: nothing charged.
 */
export async function paymasterData(
  context: SponsorContext,
  projectId: string,
  params: unknown,
): Promise<Record<string, unknown>> {
  const { project, operation, chainId, paymaster } = checkRequest(context, projectId, params)
  const priced = requireGasFields(operation)
  if ('missing' in priced) {
    throw new PaymasterRpcError(RPC_ERROR_CODES.invalidParams, 'invalid params', {
      issues: priced.missing.map((field) => `0.${field}: required for pm_getPaymasterData`),
    })
  }
  if (priced.operation.paymasterVerificationGasLimit < PAYMASTER_VERIFICATION_GAS_LIMIT) {
    throw new PaymasterRpcError(RPC_ERROR_CODES.invalidParams, 'invalid params', {
      issues: [`0.paymasterVerificationGasLimit: at least ${PAYMASTER_VERIFICATION_GAS_LIMIT}`],
    })
  }
  const now = context.now()
  await context.ledger.reserve(
    {
      project: project.id,
      chainId,
      sender: priced.operation.sender,
      nonce: priced.operation.nonce,
      amount: maxCostOf(priced.operation),
      day: utcDay(now),
    },
    project,
  )
  const window: ValidityWindow = {
    validUntil: Math.floor(now.getTime() / 1000) + context.validitySeconds,
    validAfter: 0,
  }
  const data: Hex = await signPaymasterData(
    context.signer,
    priced.operation,
    chainId,
    paymaster,
    window,
  )
  return { paymaster, paymasterData: data, ...sponsorOf(project) }
}

function hex(value: bigint): Hex {
  return `0x${value.toString(16)}`
}
