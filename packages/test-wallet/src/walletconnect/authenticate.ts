import type { Hex } from 'viem'
import * as z from 'zod/mini'

/** The sign-in payload of a `session_authenticate` request (CAIP-122 fields, WalletConnect's). */
const authPayloadSchema = z.looseObject({
  chains: z.array(z.string()).check(z.minLength(1)),
  domain: z.string().check(z.minLength(1)),
  nonce: z.string().check(z.minLength(1)),
  aud: z.string().check(z.minLength(1)),
  version: z.string(),
  iat: z.string(),
  type: z.optional(z.string()),
  statement: z.optional(z.string()),
  exp: z.optional(z.string()),
  nbf: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
})

/** What the wallet reads of a payload. */
export type AuthPayload = z.infer<typeof authPayloadSchema>

/** The `session_authenticate` event of a Sign client, as far as the test wallet uses it. */
export const sessionAuthenticateSchema = z.looseObject({
  id: z.number(),
  /** The pairing topic the request came on. */
  topic: z.string(),
  params: z.looseObject({
    requester: z.looseObject({
      metadata: z.looseObject({ name: z.string(), url: z.string() }),
    }),
    authPayload: authPayloadSchema,
  }),
})

/** A CAIP-74 CACAO: the signed CAIP-122 payload the wallet answers with, per chain. */
export interface Cacao {
  h: { t: 'caip122' }
  p: {
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    statement?: string
    exp?: string
    nbf?: string
    requestId?: string
    resources?: string[]
  }
  s: { t: 'eip191'; s: Hex }
}

/** What signing the payload needs from the wallet. */
export interface CacaoSigner {
  /** The wallet's address (checksummed). */
  address: string
  /** The CAIP-122 message text of the payload for an issuer (the Sign client's own format). */
  format(payload: Cacao['p']): string
  /** An EIP-191 signature of the text by the wallet's key. */
  sign(message: string): Promise<Hex>
}

/** The requested eip155 chains the wallet knows, in the dapp's order. */
export function supportedAuthChains(payload: AuthPayload, chainIds: readonly number[]): string[] {
  return payload.chains.filter((chain) => {
    const match = /^eip155:(\d+)$/.exec(chain)
    return match !== null && chainIds.includes(Number(match[1]))
  })
}

/**
 * Signs the payload once per chain: each CACAO names the account as a `did:pkh` issuer on
 * that chain, and its signature is the wallet's EIP-191 signature of the exact text the dapp
 * rebuilds from the CACAO (so the dapp — and any SIWE verifier — can check it).
 */
export async function signCacaos(
  payload: AuthPayload,
  chains: readonly string[],
  signer: CacaoSigner,
): Promise<Cacao[]> {
  const cacaos: Cacao[] = []
  for (const chain of chains) {
    const p: Cacao['p'] = {
      iss: `did:pkh:${chain}:${signer.address}`,
      domain: payload.domain,
      aud: payload.aud,
      version: payload.version,
      nonce: payload.nonce,
      iat: payload.iat,
      ...(payload.statement ? { statement: payload.statement } : {}),
      ...(payload.exp ? { exp: payload.exp } : {}),
      ...(payload.nbf ? { nbf: payload.nbf } : {}),
      ...(payload.requestId ? { requestId: payload.requestId } : {}),
      ...(payload.resources?.length ? { resources: [...payload.resources] } : {}),
    }
    cacaos.push({
      h: { t: 'caip122' },
      p,
      s: { t: 'eip191', s: await signer.sign(signer.format(p)) },
    })
  }
  return cacaos
}
