import { createAppClient } from '@farcaster/auth-client'
import { type Address, createPublicClient, type Hex, http } from 'viem'

/** The two reads of Farcaster's IdRegistry that sign-in needs. */
export const ID_REGISTRY_ABI = [
  {
    type: 'function',
    name: 'idOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: 'fid', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'custodyOf',
    stateMutability: 'view',
    inputs: [{ name: 'fid', type: 'uint256' }],
    outputs: [{ name: 'owner', type: 'address' }],
  },
] as const

/** Where the verifier reads custody: a chain's RPC and its IdRegistry (ABI-compatible). */
export interface SiwfChainConfig {
  rpcUrl: string
  idRegistryAddress: Address
}

/** The outcome of one verification. */
export type SiwfVerification =
  | { ok: true; fid: number; custody: Address }
  | { ok: false; reason: string }

/** Verifies a Sign In With Farcaster message; never throws for a bad message or signature. */
export type SiwfVerifier = (input: {
  nonce: string
  domain: string
  message: string
  signature: Hex
}) => Promise<SiwfVerification>

/**
 * A verifier built on `@farcaster/auth-client`'s `verifySignInMessage` (message shape,
 * statement, nonce, domain, validity window, signature), with custody read from the
 * configured IdRegistry instead of Optimism mainnet's. Only custody signatures are accepted
 * (no auth addresses: there is no KeyRegistry here).
 */
export function createSiwfVerifier(config: SiwfChainConfig): SiwfVerifier {
  const publicClient = createPublicClient({ transport: http(config.rpcUrl, { retryCount: 1 }) })
  const getFid = (custody: Address) =>
    publicClient.readContract({
      address: config.idRegistryAddress,
      abi: ID_REGISTRY_ABI,
      functionName: 'idOf',
      args: [custody],
    })
  const app = createAppClient({
    ethereum: { publicClient, getFid, isValidAuthAddress: async () => false },
  })
  return async ({ nonce, domain, message, signature }) => {
    let result: Awaited<ReturnType<typeof app.verifySignInMessage>>
    try {
      result = await app.verifySignInMessage({
        nonce,
        domain,
        message,
        signature,
        acceptAuthAddress: false,
      })
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) }
    }
    if (result.isError || !result.success) {
      return { ok: false, reason: describe(result.error) }
    }
    return { ok: true, fid: result.fid, custody: result.data.address as Address }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause
    if (error.message && error.message !== 'unknown') return error.message
    if (cause instanceof Error) return cause.message
  }
  return 'the signature could not be verified'
}
