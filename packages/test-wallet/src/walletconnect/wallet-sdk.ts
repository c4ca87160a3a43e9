import type { SignClient } from '@walletconnect/sign-client'

/** Which wallet-side WalletConnect SDK a test wallet runs on. */
export type WalletConnectSdk = 'sign-client' | 'walletkit'

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>
/** A session as the wallet-side SDKs hold it. */
export type SdkSession = ReturnType<SignClientInstance['session']['get']>
type Reason = { code: number; message: string }

/** The events the test wallet listens to. */
export type SdkEvent =
  | 'session_proposal'
  | 'session_request'
  | 'session_authenticate'
  | 'session_delete'

/**
 * What the test wallet needs from a wallet-side WalletConnect SDK: the same few calls whether
 * it runs on a bare Sign client or on Reown's WalletKit (the SDK real mobile wallets use), so
 * both wallets share one control surface, one decision queue and one set of answers.
 */
export interface WalletSideClient {
  readonly sdk: WalletConnectSdk
  on(event: SdkEvent, listener: (event: unknown) => void): void
  pair(uri: string): Promise<void>
  approve(params: { id: number; namespaces: SdkSession['namespaces'] }): Promise<{ topic: string }>
  reject(params: { id: number; reason: Reason }): Promise<void>
  respond(params: {
    topic: string
    response: Parameters<SignClientInstance['respond']>[0]['response']
  }): Promise<void>
  update(params: { topic: string; namespaces: SdkSession['namespaces'] }): Promise<void>
  emit(params: {
    topic: string
    chainId: string
    event: { name: string; data: unknown }
  }): Promise<void>
  disconnect(params: { topic: string; reason: Reason }): Promise<void>
  /** The session on `topic`; throws when there is none. */
  session(topic: string): SdkSession
  sessions(): SdkSession[]
  approveSessionAuthenticate: SignClientInstance['approveSessionAuthenticate']
  rejectSessionAuthenticate(params: { id: number; reason: Reason }): Promise<void>
  formatAuthMessage: SignClientInstance['formatAuthMessage']
  /** Closes the relay connection. */
  close(): Promise<void>
}

/** Where and as whom a wallet-side SDK connects. */
export interface WalletSdkOptions {
  relayUrl: string
  name: string
  metadata: { name: string; description: string; url: string; icons: string[] }
}
