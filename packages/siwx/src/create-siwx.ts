import { FoyerError, parseCaipNetworkId } from '@foyer/common'
import type { FoyerSiwx, SignInView, SiwxMessageData } from '@foyer/core'
import { ACCOUNT_LABELS } from './message/account-label.js'
import { formatSiwxMessage } from './message/format-message.js'
import { isStatement } from './message/grammar.js'
import { type NonceSource, serverNonce } from './nonce/nonce-source.js'
import type { ServerOptions } from './storage/server-fetch.js'
import { serverSiwxStorage } from './storage/server-storage.js'
import type { SiwxStorage } from './storage/types.js'

/** Where the app's sign-in server is when none is given: `/siwx` on the page's origin. */
export const DEFAULT_SIWX_SERVER_PATH = '/siwx'

/** How long a message stays valid by default: 24 hours. */
export const DEFAULT_SIWX_EXPIRATION_MS = 24 * 60 * 60 * 1000

/** Options of {@link createSiwx}. */
export interface CreateSiwxOptions {
  /** The app's sign-in server; `/siwx` on the page's origin by default. */
  server?: ServerOptions
  /** Where sessions live; the server (`serverSiwxStorage`) by default. */
  storage?: SiwxStorage
  /** Where nonces come from; the server's `/nonce` by default. */
  nonce?: NonceSource
  /** The message's domain; the page's host by default. */
  domain?: string
  /** The message's URI; the page's origin by default. */
  uri?: string
  /**
   * A sentence the user agrees to, shown in the wallet: one line of EIP-4361's statement
   * characters (ASCII letters, digits, spaces and RFC 3986's reserved and unreserved marks).
   */
  statement?: string
  /** How long a message is valid, in milliseconds (default 24 h); 0 for no expiration time. */
  expiresInMs?: number
  /** Resources (URIs) the session covers. */
  resources?: readonly string[]
  /** A request id for the app's own bookkeeping. */
  requestId?: string
  /** Clock in epoch milliseconds. */
  now?: () => number
}

/**
 * Sign-in with wallet for a Foyer client (`createFoyer({ siwx: createSiwx() })`): CAIP-122
 * messages (EIP-4361 text for EVM accounts) with a nonce from the app's server, and
 * sessions kept by the server behind an HTTP-only cookie — or in the browser with
 * `localSiwxStorage`. Core opens the sign view after connecting when no session exists.
 */
export function createSiwx(options: CreateSiwxOptions = {}): FoyerSiwx & { view: SignInView } {
  const server = options.server ?? { baseUrl: DEFAULT_SIWX_SERVER_PATH }
  const storage = options.storage ?? serverSiwxStorage(server)
  const nonce = options.nonce ?? serverNonce(server)
  const now = options.now ?? Date.now
  const expiresInMs = options.expiresInMs ?? DEFAULT_SIWX_EXPIRATION_MS
  if (options.statement?.includes('\n')) {
    throw new FoyerError('INVALID_INPUT', { details: 'The statement must be one line' })
  }
  if (options.statement !== undefined && !isStatement(options.statement)) {
    throw new FoyerError('INVALID_INPUT', {
      details: 'The statement may hold only the characters EIP-4361 allows',
    })
  }
  return {
    view: 'SIWXSignMessage',
    async createMessage({ accountAddress, chainId }) {
      const { namespace } = parseCaipNetworkId(chainId)
      if (!ACCOUNT_LABELS[namespace])
        throw new FoyerError('UNSUPPORTED_CHAIN', { details: chainId })
      const issued = now()
      const location = globalThis.location as Location | undefined
      const data: SiwxMessageData = {
        domain: options.domain ?? location?.host ?? '',
        accountAddress:
          namespace === 'eip155' ? await checksumEvmAddress(accountAddress) : accountAddress,
        chainId,
        ...(options.statement ? { statement: options.statement } : {}),
        uri: options.uri ?? location?.origin ?? '',
        version: '1',
        nonce: await nonce(),
        issuedAt: new Date(issued).toISOString(),
        ...(expiresInMs > 0
          ? { expirationTime: new Date(issued + expiresInMs).toISOString() }
          : {}),
        ...(options.requestId ? { requestId: options.requestId } : {}),
        ...(options.resources?.length ? { resources: [...options.resources] } : {}),
      }
      if (!data.domain || !data.uri) {
        throw new FoyerError('INVALID_INPUT', { details: 'Sign-in needs a domain and a URI' })
      }
      return { data, text: formatSiwxMessage(data) }
    },
    async addSession(session) {
      if (formatSiwxMessage(session.data) !== session.message) {
        throw new FoyerError('INVALID_INPUT', {
          details: 'The signed text does not match its fields',
        })
      }
      await storage.add(session)
    },
    revokeSession: (chainId, address) => storage.revoke(chainId, address),
    getSessions: (chainId, address) => storage.get(chainId, address),
  }
}

/**
 * EIP-4361 signs the EIP-55 form of an address; a wallet may report it in lower case. viem
 * (the EVM adapter's peer, so present wherever EVM accounts sign in) writes it, loaded only
 * when an EVM account signs in.
 */
async function checksumEvmAddress(address: string): Promise<string> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return address
  const { getAddress } = await import('viem')
  return getAddress(address)
}
