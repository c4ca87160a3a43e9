import type { CaipNetworkId, ChainNamespace, SocialLogin } from '@foyer/common'

/** What a send is about, in SEND_* events (SPEC §7). */
export interface SendEventProperties {
  isSmartAccount: boolean
  /** Symbol or address of the token sent. */
  token: string
  /** Amount as a decimal string. */
  amount: string
  network: CaipNetworkId
}

/** How a wallet was reached, in CONNECT_SUCCESS. */
export type ConnectEventMethod =
  | 'browser'
  | 'qrcode'
  | 'mobile'
  | 'email'
  | 'social'
  | 'farcaster'
  | 'passkey'

/** The analytics events of SPEC §7 and their payloads. */
export type FoyerEvent =
  | { event: 'MODAL_OPEN'; properties: { connected: boolean } }
  | { event: 'MODAL_CLOSE'; properties: { connected: boolean } }
  | {
      event: 'CONNECT_SUCCESS'
      properties: {
        method: ConnectEventMethod
        name: string
        namespace: ChainNamespace
        connectorId: string
      }
    }
  | { event: 'SEND_INITIATED'; properties: SendEventProperties }
  | { event: 'SEND_SUCCESS'; properties: SendEventProperties }
  | { event: 'SEND_ERROR'; properties: SendEventProperties & { message: string } }
  | { event: 'SOCIAL_LOGIN_SUCCESS'; properties: { provider: SocialLogin } }
  | { event: 'INTERNAL_SDK_ERROR'; properties: { message: string; code?: string } }
  | {
      event: 'ERROR_FETCH_TRANSACTIONS'
      properties: { address: string; caipNetworkId?: CaipNetworkId; message: string }
    }

/** Event names. */
export type FoyerEventName = FoyerEvent['event']

/** An event as subscribers receive it: stamped with its time and the active address. */
export type FoyerEventRecord = FoyerEvent & {
  /** Epoch milliseconds. */
  timestamp: number
  /** The active CAIP-10 address when the event happened. */
  address: string | undefined
}

/** A subscriber to the client's events. */
export type FoyerEventListener = (event: FoyerEventRecord) => void
