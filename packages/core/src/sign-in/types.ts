import type { CaipNetworkId } from '@foyer/common'

/**
 * The fields of a CAIP-122 sign-in message (EIP-4361 for eip155). `chainId` is the CAIP-2
 * network id; times are ISO 8601 strings.
 */
export interface SiwxMessageData {
  /** EIP-4361's optional scheme before the domain (`https`); absent means the app's own. */
  scheme?: string
  domain: string
  accountAddress: string
  chainId: CaipNetworkId
  statement?: string
  uri: string
  version: '1'
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A message ready to sign: its fields and the exact text the wallet signs. */
export interface SiwxMessage {
  data: SiwxMessageData
  text: string
}

/** A signed-in session: the message, its text as signed, and the signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
}

/** The view the sign step shows: ConnectingSiwe for the EIP-4361-only `siweConfig`. */
export type SignInView = 'SIWXSignMessage' | 'ConnectingSiwe'

/**
 * Sign-in with wallet (SIWX) as core drives it (SPEC §4): `@foyer/siwx` builds one with
 * `createSiwx`, the EVM adapter from its `siweConfig`. Core asks for sessions after each
 * connection, creates and signs a message when none exists, and revokes the session on
 * disconnect.
 */
export interface FoyerSiwx {
  /** Builds a fresh message (new nonce) for an account on a network. */
  createMessage(input: { accountAddress: string; chainId: CaipNetworkId }): Promise<SiwxMessage>
  /** Verifies and keeps a signed session; rejects when it does not verify. */
  addSession(session: SiwxSession): Promise<void>
  /** Forgets the session of an account on a network (sign-out). */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** The valid sessions of an account on a network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SiwxSession[]>
  /** The view of the sign step; SIWXSignMessage by default. */
  readonly view?: SignInView
}
