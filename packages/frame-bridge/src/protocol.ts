import { emailSchema, SUPPORTED_LOCALES, socialProviderSchema } from '@foyer/common'
import * as z from 'zod/mini'
import { themeSyncSchema } from './theme-schema.js'

/**
 * The posted-message protocol of the embedded wallet frame (SPEC §7). Every request has a
 * success and an error event; the error payload is `{ message }`. Objects are strict where
 * they come from the other side of a trust boundary: unknown keys are refused, not dropped.
 */

const chainId = z.union([
  z.string().check(z.minLength(1), z.maxLength(100)),
  z.number().check(z.int(), z.minimum(0)),
])
const empty = z.strictObject({})
const shortText = z.string().check(z.maxLength(2000))
const preferredAccountType = z.enum(['eoa', 'smartAccount'])
const loginAction = z.enum(['VERIFY_OTP', 'VERIFY_DEVICE'])
const shortLabel = z.string().check(z.minLength(1), z.maxLength(200))

/**
 * Which emailed code the frame's code field takes: the login code, or the email update's code
 * sent to the current (primary) or the new (secondary) address.
 */
export const codeStepSchema = z.enum(['login', 'updatePrimary', 'updateSecondary'])
const codeStep = codeStepSchema
/** Which emailed code the frame's code field takes. */
export type CodeStep = z.infer<typeof codeStepSchema>
/** How the user logged in: a social provider, or Farcaster. */
const loginProvider = z.union([socialProviderSchema, z.literal('farcaster')])

/**
 * The error message of CONNECT_FARCASTER while the Farcaster client has not approved yet: the
 * frame answers it before the bridge's 30 s timeout, and the host asks again.
 */
export const FARCASTER_PENDING_MESSAGE = 'Waiting for the Farcaster approval'

const webUrl = z.url({ protocol: /^https?$/ }).check(z.maxLength(2000))

/** An app's description of itself as its page sends it: shown as text, never trusted. */
export const dappMetadataSchema = z.strictObject({
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.optional(webUrl),
  icon: z.optional(webUrl),
})
/** An app's description of itself as its page sends it. */
export type DappMetadata = z.infer<typeof dappMetadataSchema>

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))

/** One account of the user on the current network: the EOA, or the smart account it owns. */
export const frameAccountSchema = z.strictObject({
  address: evmAddress,
  type: preferredAccountType,
})

/**
 * Who can rebuild the user's key: `operator` (custodial: the app's operator can), `password`
 * or `passkey` (non-custodial: only the user, with the recovery password or the passkey).
 */
export const custodyModeSchema = z.enum(['operator', 'password', 'passkey'])
/** One of the custody modes. */
export type CustodyMode = z.infer<typeof custodyModeSchema>

const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))

/** One enrolled device of the wallet, as Account lists it (times in ms since the epoch). */
export const walletDeviceSchema = z.strictObject({
  id: deviceIdSchema,
  name: z.string().check(z.maxLength(100)),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  current: z.boolean(),
})
/** One enrolled device of the wallet. */
export type WalletDevice = z.infer<typeof walletDeviceSchema>

/** The user the frame answers for GET_USER and the connect requests. */
export const frameUserSchema = z.strictObject({
  address: evmAddress,
  chainId,
  email: z.nullable(shortText),
  username: z.nullable(shortText),
  socialProvider: z.nullable(loginProvider),
  preferredAccountType,
  smartAccountDeployed: z.boolean(),
  /**
   * Every account of the user on the current network, with its type (SPEC §3 "accounts"):
   * the EOA, and the smart account where the network has one. Absent from older frames.
   */
  accounts: z.optional(z.array(frameAccountSchema).check(z.minLength(1), z.maxLength(2))),
  /**
   * The user's Solana address (base58 ed25519 public key), derived in the frame from the same
   * key. Never the key: the frame signs Solana requests itself. Absent from older frames.
   */
  solanaAddress: z.optional(z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/))),
})

/** The user the frame answers for GET_USER and the connect requests. */
export type FrameUser = z.infer<typeof frameUserSchema>

/** Each request type: the schema of its request payload and of its success payload. */
export const FRAME_REQUESTS = {
  SWITCH_NETWORK: { request: z.strictObject({ chainId }), success: z.strictObject({ chainId }) },
  CONNECT_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: loginAction }),
  },
  CONNECT_DEVICE: { request: empty, success: empty },
  /**
   * Shows the frame's own code field for `step` (the host lays the frame over the view's slot):
   * the user types the code into the frame's origin and the frame redeems it; the host learns
   * only the outcome ({@link FRAME_EVENTS} CODE_STATUS). No request ever carries a code.
   */
  SHOW_CODE_INPUT: {
    request: z.strictObject({ step: codeStep, label: shortLabel, submitLabel: shortLabel }),
    success: empty,
  },
  /** Removes the frame's code field (the view went away). */
  HIDE_CODE_INPUT: { request: empty, success: empty },
  CONNECT_SOCIAL: {
    request: z.strictObject({ uri: z.url().check(z.maxLength(4000)) }),
    success: frameUserSchema,
  },
  /**
   * A passkey login (`signIn`) or sign-up with a passkey alone (`signUp`). The host has opened
   * the frame origin's `/passkey.html` popup in the user's click; the ceremony runs there and
   * the frame redeems it with its own key. The host never sees the options or the answer.
   */
  CONNECT_PASSKEY: {
    request: z.strictObject({ mode: z.enum(['signIn', 'signUp']) }),
    success: frameUserSchema,
  },
  /** Adds a passkey to the signed-in account, through the same popup. */
  ADD_PASSKEY: { request: empty, success: empty },
  /**
   * Key export: after a fresh passkey check in the frame origin's popup, the frame shows the
   * key there. The answer is empty: the key is never posted to the host.
   */
  EXPORT_KEY: { request: empty, success: empty },
  /**
   * Opens a Sign In With Farcaster channel and shows its QR code, "open in Farcaster" link and
   * copy button in the frame's own DOM (the host lays the frame over the view's slot), in the
   * modal's language. The channel URL and its token stay in the frame's origin: the host gets
   * only {@link FRAME_EVENTS} FARCASTER_STATUS events.
   */
  SHOW_FARCASTER_QR: {
    request: z.strictObject({
      qrLabel: shortLabel,
      openLabel: shortLabel,
      copyLabel: shortLabel,
      copiedLabel: shortLabel,
      copyFailedLabel: shortLabel,
    }),
    success: empty,
  },
  /** Removes the Farcaster QR code (the view went away). */
  HIDE_FARCASTER_QR: { request: empty, success: empty },
  CONNECT_FARCASTER: { request: empty, success: frameUserSchema },
  GET_USER: {
    request: z.strictObject({
      chainId: z.optional(chainId),
      preferredAccountType: z.optional(preferredAccountType),
    }),
    success: frameUserSchema,
  },
  GET_SOCIAL_REDIRECT_URI: {
    request: z.strictObject({ provider: socialProviderSchema }),
    success: z.strictObject({ uri: z.url().check(z.maxLength(4000)) }),
  },
  SIGN_OUT: { request: empty, success: empty },
  IS_CONNECTED: {
    request: z.strictObject({ token: z.optional(shortText) }),
    success: z.strictObject({ isConnected: z.boolean() }),
  },
  GET_CHAIN_ID: { request: empty, success: z.strictObject({ chainId }) },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: z.strictObject({ smartAccountEnabledNetworks: z.array(chainId) }),
  },
  INIT_SMART_ACCOUNT: {
    request: empty,
    success: z.strictObject({ address: z.string(), isDeployed: z.boolean() }),
  },
  SET_PREFERRED_ACCOUNT: {
    request: z.strictObject({ type: preferredAccountType }),
    success: z.strictObject({ type: preferredAccountType, address: evmAddress }),
  },
  RPC_REQUEST: {
    request: z.strictObject({
      method: z.string().check(z.minLength(1), z.maxLength(100)),
      params: z.optional(z.unknown()),
      chainId: z.optional(chainId),
    }),
    success: z.strictObject({ result: z.unknown() }),
  },
  UPDATE_EMAIL: {
    request: z.strictObject({ email: emailSchema }),
    success: z.strictObject({ action: z.literal('VERIFY_PRIMARY_OTP') }),
  },
  /**
   * The wallet's custody mode and enrolled devices (never a share): Account lists them. Each
   * device's `current` says whether it is this browser.
   */
  GET_DEVICES: {
    request: empty,
    success: z.strictObject({
      custody: custodyModeSchema,
      devices: z.array(walletDeviceSchema).check(z.maxLength(100)),
      /** The second factors the account has for step-up (absent: older frames). */
      stepUp: z.optional(z.array(z.enum(['passkey', 'totp'])).check(z.maxLength(2))),
    }),
  },
  /**
   * Removes a device from the wallet: its auth share is deleted, its local share useless. The
   * frame asks a fresh check (authenticator code or passkey) first when the account has one.
   */
  REVOKE_DEVICE: {
    request: z.strictObject({ deviceId: deviceIdSchema }),
    success: empty,
  },
  /**
   * Adds an authenticator app (TOTP) as a second factor: the frame shows its QR code and a code
   * field in its own DOM (as an approval, so the host lays the frame over its view) and answers
   * once a first code is right. The secret never reaches the host.
   */
  SET_UP_AUTHENTICATOR: { request: empty, success: empty },
  /** The host's theme (SPEC §3 "Theme sync payload"); see {@link themeSyncSchema}. */
  SYNC_THEME: { request: themeSyncSchema, success: empty },
  /**
   * The app's SDK data and its own description of itself (name, icon, url). The frame shows
   * the name only beside the host origin the bridge verified: the page can claim any name.
   */
  SYNC_DAPP_DATA: {
    request: z.strictObject({
      projectId: z.string().check(z.minLength(1), z.maxLength(200)),
      sdkVersion: z.string().check(z.maxLength(100)),
      sdkType: z.optional(z.string().check(z.maxLength(100))),
      metadata: z.optional(dappMetadataSchema),
    }),
    success: empty,
  },
  /** The modal's locale (one of Foyer's 23): the frame renders its texts in it. */
  SYNC_LOCALE: {
    request: z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) }),
    success: empty,
  },
  RELOAD: { request: empty, success: empty },
  /**
   * The modal closed on the frame's recovery password form: the form goes away and the login
   * waiting for it fails ('No recovery password was given…'). Nothing happens without one.
   */
  CANCEL_RECOVERY: { request: empty, success: empty },
  /**
   * The logins the project's auth service has configured (social providers and Farcaster), so
   * the modal offers only those. A frame without this request answers 'Not supported'.
   */
  GET_LOGIN_METHODS: {
    request: empty,
    success: z.strictObject({ socials: z.array(loginProvider).check(z.maxLength(20)) }),
  },
} as const

/** A request type of the frame protocol. */
export type FrameRequestType = keyof typeof FRAME_REQUESTS
/** The request payload of `T`. */
export type FrameRequestPayload<T extends FrameRequestType> = z.input<
  (typeof FRAME_REQUESTS)[T]['request']
>
/** The success payload of `T`. */
export type FrameSuccessPayload<T extends FrameRequestType> = z.output<
  (typeof FRAME_REQUESTS)[T]['success']
>

/** The request types, in a stable order. */
export const FRAME_REQUEST_TYPES = Object.keys(FRAME_REQUESTS) as FrameRequestType[]

/**
 * Why the frame cannot serve this page (SPEC §8 'Invalid App Configuration'): the auth service
 * refused the project for this host origin (unknown project or origin not allowed), a page
 * around the frame is not allowed, the auth service refused the frame's own origin
 * (`FRAME_ORIGINS`), the auth service did not answer, or the frame's `/frame-config.json` is
 * missing or invalid. Carries no detail of the project: the page already knows what it sent.
 */
export const frameConfigErrorCauseSchema = z.enum([
  'host-not-allowed',
  'ancestor-not-allowed',
  'frame-origin-refused',
  'auth-unreachable',
  'frame-config-invalid',
])
/** Why the frame cannot serve this page. */
export type FrameConfigErrorCause = z.infer<typeof frameConfigErrorCauseSchema>

/** Events the frame sends without a request: loading, ready or refused, and the approval lifecycle. */
export const FRAME_EVENTS = {
  /**
   * The frame's script runs (sent before it checks anything): READY or CONFIG_ERROR follows.
   * A frame that loaded without sending it did not render (e.g. `frame-ancestors` refused it).
   */
  LOADING: empty,
  /** The frame loaded and listens. */
  READY: empty,
  /** The frame cannot serve this page and will not answer: see {@link frameConfigErrorCauseSchema}. */
  CONFIG_ERROR: z.strictObject({ cause: frameConfigErrorCauseSchema }),
  /** The frame waits for the user's approval in its own DOM: the host must show the frame. */
  APPROVAL_REQUESTED: z.strictObject({ method: z.string().check(z.maxLength(100)) }),
  /** The approval was given or refused: the host may hide the frame. */
  APPROVAL_SETTLED: z.strictObject({ approved: z.boolean() }),
  /**
   * The frame's code field: a code was `submitted`, the server refused it (`invalid` or
   * `expired`, with the server's message) or took it (`accepted`; the update's secondary step
   * names the new email). Never the code itself.
   */
  CODE_STATUS: z.discriminatedUnion('status', [
    z.strictObject({ step: codeStep, status: z.literal('submitted') }),
    z.strictObject({
      step: codeStep,
      status: z.enum(['invalid', 'expired']),
      message: z.string().check(z.maxLength(2000)),
    }),
    z.strictObject({
      step: codeStep,
      status: z.literal('accepted'),
      newEmail: z.optional(emailSchema),
    }),
  ]),
  /**
   * The Farcaster login of SHOW_FARCASTER_QR: `waiting` for the user's approval (the QR code
   * shows), `success` (the frame holds the session), or `error` / `expired` with the message.
   * Never the channel URL or its token.
   */
  FARCASTER_STATUS: z.discriminatedUnion('status', [
    z.strictObject({ status: z.enum(['waiting', 'success']) }),
    z.strictObject({
      status: z.enum(['error', 'expired']),
      message: z.string().check(z.maxLength(2000)),
    }),
  ]),
} as const

/** An event type the frame sends on its own. */
export type FrameEventType = keyof typeof FRAME_EVENTS
/** The payload of event `T`. */
export type FrameEventPayload<T extends FrameEventType> = z.output<(typeof FRAME_EVENTS)[T]>

/** The marker every protocol message carries. */
export const FRAME_CHANNEL = 'foyer-frame/1'

/** Every payload is an object, and it must be present. */
const payloadObject = z.record(z.string(), z.unknown())

const requestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))

/** A request the host posts to the frame. */
export const requestEnvelopeSchema = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.literal('request'),
  id: requestId,
  type: z.enum(FRAME_REQUEST_TYPES as [FrameRequestType, ...FrameRequestType[]]),
  payload: payloadObject,
})

/** An answer the frame posts for one request. */
export const responseEnvelopeSchema = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.enum(['success', 'error']),
  id: requestId,
  type: z.string().check(z.maxLength(80)),
  payload: payloadObject,
})

/** An event the frame posts without a request. */
export const eventEnvelopeSchema = z.strictObject({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.literal('event'),
  type: z.enum(Object.keys(FRAME_EVENTS) as [FrameEventType, ...FrameEventType[]]),
  payload: payloadObject,
})

/** The error payload of every error event. */
export const errorPayloadSchema = z.strictObject({ message: z.string().check(z.maxLength(2000)) })

/** The type name of the success event of `type`, e.g. 'CONNECT_EMAIL_SUCCESS'. */
export function successType(type: FrameRequestType): string {
  return `${type}_SUCCESS`
}

/** The type name of the error event of `type`, e.g. 'CONNECT_EMAIL_ERROR'. */
export function errorType(type: FrameRequestType): string {
  return `${type}_ERROR`
}

/** A fresh request id (random, URL-safe). */
export function newRequestId(): string {
  const bytes = new Uint8Array(12)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
