import { FoyerError, parseCaipNetworkId } from '@foyer/common'
import type { FoyerSiwx, SiwxMessageData, SiwxSession } from '@foyer/core'
import * as z from 'zod/mini'

/** The fields of an EIP-4361 message the app chooses (the rest Foyer fills in). */
export interface SiweMessageParams {
  domain: string
  uri: string
  statement?: string
  /** Seconds the message stays valid; none when unset. */
  expiresInSeconds?: number
  requestId?: string
  resources?: readonly string[]
}

/**
 * Sign-In with Ethereum (EIP-4361 only) in the shape other wallet kits use: the app's
 * server gives the nonce, verifies the signed message and reports its session. For
 * CAIP-122 sign-in on any chain, use `siwx` (`createSiwx` of `@foyer/siwx`) instead.
 */
export interface SiweConfig {
  getMessageParams(): Promise<SiweMessageParams>
  getNonce(address: string): Promise<string>
  /** Verifies the signed message on the app's server (which starts the session). */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  /** The current session's address and EIP-155 chain id, or null. */
  getSession(): Promise<{ address: string; chainId: number } | null>
  signOut(): Promise<boolean>
}

const sessionSchema = z.nullable(
  z.object({ address: z.string(), chainId: z.int().check(z.positive()) }),
)
const paramsSchema = z.object({
  domain: z.string().check(z.minLength(1)),
  uri: z.string().check(z.minLength(1)),
  statement: z.optional(z.string()),
  expiresInSeconds: z.optional(z.number().check(z.positive())),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
})

/**
 * Core's sign-in driven by a {@link SiweConfig}: messages are EIP-4361 (written by viem's
 * `createSiweMessage`, loaded on first use), shown on the ConnectingSiwe view. The session
 * `getSession` reports carries the address and network only (no message text).
 */
export function siwxFromSiweConfig(config: SiweConfig, now: () => number = Date.now): FoyerSiwx {
  return {
    view: 'ConnectingSiwe',
    async createMessage({ accountAddress, chainId }) {
      const { namespace, reference } = parseCaipNetworkId(chainId)
      if (namespace !== 'eip155') throw new FoyerError('UNSUPPORTED_CHAIN', { details: chainId })
      const parsed = paramsSchema.safeParse(await config.getMessageParams())
      if (!parsed.success) {
        throw new FoyerError('INVALID_INPUT', { details: 'siweConfig.getMessageParams: invalid' })
      }
      const params = parsed.data
      const nonce = await config.getNonce(accountAddress)
      const issued = now()
      const data: SiwxMessageData = {
        domain: params.domain,
        accountAddress,
        chainId,
        ...(params.statement ? { statement: params.statement } : {}),
        uri: params.uri,
        version: '1',
        nonce,
        issuedAt: new Date(issued).toISOString(),
        ...(params.expiresInSeconds
          ? { expirationTime: new Date(issued + params.expiresInSeconds * 1000).toISOString() }
          : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources?.length ? { resources: [...params.resources] } : {}),
      }
      const { createSiweMessage } = await import('viem/siwe')
      const text = createSiweMessage({
        domain: data.domain,
        address: accountAddress as `0x${string}`,
        uri: data.uri,
        version: '1',
        chainId: Number(reference),
        nonce,
        issuedAt: new Date(data.issuedAt),
        ...(data.statement ? { statement: data.statement } : {}),
        ...(data.expirationTime ? { expirationTime: new Date(data.expirationTime) } : {}),
        ...(data.requestId ? { requestId: data.requestId } : {}),
        ...(data.resources ? { resources: [...data.resources] } : {}),
      })
      return { data, text }
    },
    async addSession(session) {
      const ok = await config.verifyMessage({
        message: session.message,
        signature: session.signature,
      })
      if (ok !== true) {
        throw new FoyerError('SIGN_MESSAGE_FAILED', {
          details: 'The server did not verify the message',
        })
      }
    },
    async revokeSession() {
      await config.signOut()
    },
    async getSessions(chainId, address) {
      const parsed = sessionSchema.safeParse(await config.getSession())
      if (!parsed.success || !parsed.data) return []
      const { address: signedIn, chainId: signedChain } = parsed.data
      if (`eip155:${signedChain}` !== chainId || signedIn.toLowerCase() !== address.toLowerCase()) {
        return []
      }
      const session: SiwxSession = {
        data: {
          domain: '',
          accountAddress: signedIn,
          chainId,
          uri: '',
          version: '1',
          nonce: '',
          issuedAt: '',
        },
        message: '',
        signature: '',
      }
      return [session]
    },
  }
}
