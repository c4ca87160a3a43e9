import type { CaipNetworkId } from '@foyer/common'
import type { FoyerSiwx, SiwxMessageData, SiwxSession } from '@foyer/core'
import * as z from 'zod/mini'

/** An address that only stands in while the message's other fields are made (no account yet). */
const PLACEHOLDER_ADDRESS = '0x0000000000000000000000000000000000000000'

/** The `session_authenticate` request the universal provider sends (WalletConnect's AuthenticateParams). */
export interface OneRequestAuthParams {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  methods: string[]
}

/** What a session that can sign in with its pairing offers this module. */
export interface AuthenticatingSession {
  /** Pairs with `session_authenticate`; resolves the wallet's CACAOs (none when it fell back). */
  authenticate(params: OneRequestAuthParams): Promise<{ auths?: readonly unknown[] }>
  /** The CAIP-122 text the wallet signed for a CACAO payload (WalletConnect's formatter). */
  formatAuthMessage(payload: unknown, iss: string): string
  /** The CAIP-10 eip155 accounts the session grants. */
  accounts(): string[]
}

/** A CAIP-74 CACAO with an EIP-191 signature, as far as it is read here. */
const cacaoSchema = z.object({
  p: z.looseObject({
    iss: z.string().check(z.regex(/^did:pkh:eip155:\d+:0x[0-9a-fA-F]{40}$/)),
    domain: z.string().check(z.minLength(1)),
    aud: z.string().check(z.minLength(1)),
    version: z.string(),
    nonce: z.string().check(z.minLength(1)),
    iat: z.string().check(z.minLength(1)),
    statement: z.optional(z.string()),
    exp: z.optional(z.string()),
    nbf: z.optional(z.string()),
    requestId: z.optional(z.string()),
    resources: z.optional(z.array(z.string())),
  }),
  s: z.object({ t: z.string(), s: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }),
})

/**
 * Whether the pairing should also sign in (SPEC §4): sign-in is configured and every
 * namespace requested is eip155 (one WalletConnect request only works for EIP-4361).
 */
export function signsInWithPairing(
  siwx: FoyerSiwx | undefined,
  requestedNamespaces: readonly string[],
): siwx is FoyerSiwx {
  return (
    siwx !== undefined &&
    requestedNamespaces.length > 0 &&
    requestedNamespaces.every((n) => n === 'eip155')
  )
}

/**
 * Pairs and signs in with one WalletConnect request (`session_authenticate`): the message
 * fields (domain, uri, statement, a fresh nonce from the app's source, times, resources)
 * come from the app's SIWX, the wallet answers with a CACAO per chain, and the CACAO of
 * the session's account becomes the SIWX session (`addSession`: the configured storage keeps
 * it, the server-backed one verifies it on the app's server). Resolves whether a session was
 * added: false when the wallet fell back to a plain session or the CACAO did not verify —
 * then core's usual sign view follows. A wallet's refusal rejects as the pairing would.
 */
export async function pairAndSignIn(params: {
  session: AuthenticatingSession
  siwx: FoyerSiwx
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
}): Promise<boolean> {
  const [first] = params.chains
  if (!first) return false
  const { data } = await params.siwx.createMessage({
    accountAddress: PLACEHOLDER_ADDRESS,
    chainId: first,
  })
  const result = await params.session.authenticate({
    chains: [...params.chains],
    domain: data.domain,
    uri: data.uri,
    nonce: data.nonce,
    ...(data.statement !== undefined ? { statement: data.statement } : {}),
    ...(data.expirationTime !== undefined ? { exp: data.expirationTime } : {}),
    ...(data.notBefore !== undefined ? { nbf: data.notBefore } : {}),
    ...(data.requestId !== undefined ? { requestId: data.requestId } : {}),
    ...(data.resources !== undefined ? { resources: [...data.resources] } : {}),
    methods: [...params.methods],
  })
  const session = sessionFromCacaos(params.session, result.auths ?? [])
  if (!session) return false
  try {
    await params.siwx.addSession(session)
    return true
  } catch (error) {
    console.warn('[foyer] the one-request sign-in did not verify; signing in separately', error)
    return false
  }
}

/**
 * The SIWX session of the CACAO signed by the session's first account (else the first
 * valid CACAO); undefined when there is none.
 */
export function sessionFromCacaos(
  session: Pick<AuthenticatingSession, 'formatAuthMessage' | 'accounts'>,
  auths: readonly unknown[],
): SiwxSession | undefined {
  const cacaos = auths.flatMap((auth) => {
    const parsed = z.safeParse(cacaoSchema, auth)
    return parsed.success ? [parsed.data] : []
  })
  const account = session.accounts()[0]?.toLowerCase()
  const cacao =
    cacaos.find((c) => `${c.p.iss.slice('did:pkh:'.length)}`.toLowerCase() === account) ?? cacaos[0]
  if (!cacao) return undefined
  const [, , namespace, reference, accountAddress] = cacao.p.iss.split(':') as [
    string,
    string,
    string,
    string,
    string,
  ]
  const message = session.formatAuthMessage(cacao.p, cacao.p.iss)
  // WalletConnect's text may extend the statement (a ReCap names the methods the session may
  // use): the session states what was signed, so an app rebuilding the text gets the same.
  const statement = statementOf(message) ?? cacao.p.statement
  const data: SiwxMessageData = {
    domain: cacao.p.domain,
    accountAddress,
    chainId: `${namespace}:${reference}` as CaipNetworkId,
    uri: cacao.p.aud,
    version: '1',
    nonce: cacao.p.nonce,
    issuedAt: cacao.p.iat,
    ...(statement !== undefined ? { statement } : {}),
    ...(cacao.p.exp !== undefined ? { expirationTime: cacao.p.exp } : {}),
    ...(cacao.p.nbf !== undefined ? { notBefore: cacao.p.nbf } : {}),
    ...(cacao.p.requestId !== undefined ? { requestId: cacao.p.requestId } : {}),
    ...(cacao.p.resources !== undefined ? { resources: cacao.p.resources } : {}),
  }
  return { data, message, signature: cacao.s.s }
}

/**
 * The statement line of an EIP-4361 text (header, address, blank line, statement, blank line,
 * then `URI: …`); undefined when the text has none.
 */
function statementOf(message: string): string | undefined {
  const lines = message.split('\n')
  const candidate = lines[3]
  if (lines[2] !== '' || lines[4] !== '' || candidate === undefined) return undefined
  return candidate === '' || candidate.startsWith('URI: ') ? undefined : candidate
}
