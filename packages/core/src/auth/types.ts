import type { CaipNetworkId, SocialLogin, SocialProvider, SupportedLocale } from '@foyer/common'

/** The account types of the embedded wallet: its key (EOA) or the smart account the key owns. */
export type EmbeddedAccountType = 'eoa' | 'smartAccount'

/** One account of the embedded wallet's user on the current network. */
export interface EmbeddedWalletAccount {
  address: string
  type: EmbeddedAccountType
}

/** What the embedded wallet answers after a login or for get-user (SPEC §3 "Wallet-login user"). */
export interface EmbeddedWalletUser {
  /** The account in use on the current network. */
  address: string
  chainId: string | number
  email: string | null
  username: string | null
  /** The social provider, or 'farcaster', the user logged in with. */
  socialProvider: SocialProvider | 'farcaster' | null
  /** Every account of the user on the current network with its type, the one in use first. */
  accounts?: readonly EmbeddedWalletAccount[]
  /** The type of the account in use. */
  preferredAccountType?: EmbeddedAccountType
  /** Whether the smart account has been deployed (counterfactual until its first use). */
  smartAccountDeployed?: boolean
  /** The user's Solana address (base58), from frames that hold a Solana key. */
  solanaAddress?: string
}

/** A Solana request for the embedded wallet's frame (SPEC §6 Solana signing methods). */
export interface EmbeddedSolanaRequest {
  /** `solana_signMessage`, `solana_signTransaction`, `solana_signAllTransactions` or `solana_signAndSendTransaction`. */
  method: string
  params: unknown
  /** The Solana network the request is for (CAIP-2). */
  caipNetworkId: CaipNetworkId
}

/** What core asks the embedded wallet for with get-user. */
export interface GetUserOptions {
  /** The account type the user chose (stored), else the project's default. */
  preferredAccountType?: EmbeddedAccountType
  /** The network to resume on (`lastUsedChain`, after a reload); the frame switches to it. */
  chainId?: CaipNetworkId
}

/** The next step after an email was submitted (SPEC §4: verify device or verify OTP). */
export type EmailLoginAction = 'VERIFY_OTP' | 'VERIFY_DEVICE'

/**
 * Which emailed code the frame's code field takes: the login code (EmailVerifyOtp), or the
 * email update's code sent to the current (primary) or the new (secondary) address.
 */
export type EmailCodeStep = 'login' | 'updatePrimary' | 'updateSecondary'

/**
 * What the frame's code field reports: a code was `submitted`; the auth server refused it
 * (`invalid` or `expired`, with its message); or took it (`accepted`: for `login` the frame
 * now holds the session, for `updateSecondary` `newEmail` is the account's email). The code
 * itself never leaves the frame.
 */
export type EmailCodeStatus =
  | { step: EmailCodeStep; status: 'submitted' }
  | { step: EmailCodeStep; status: 'invalid' | 'expired'; message: string }
  | { step: EmailCodeStep; status: 'accepted'; newEmail?: string }

/** The texts of the frame's code field, in the modal's language. */
export interface EmailCodeInputOptions {
  step: EmailCodeStep
  /** The field's label, e.g. 'Login code'. */
  label: string
  /** The submit button's text, e.g. 'Verify'. */
  submitLabel: string
}

/** The texts of the frame's Farcaster QR code, link and copy button, in the modal's language. */
export interface FarcasterQrOptions {
  /** The QR code's accessible name, e.g. 'Farcaster sign-in QR code'. */
  qrLabel: string
  /** The link that opens the Farcaster client, e.g. 'Open in Farcaster'. */
  openLabel: string
  /** The button that copies the link, and what it says after a copy or a failed one. */
  copyLabel: string
  copiedLabel: string
  copyFailedLabel: string
}

/**
 * What the frame reports of a Farcaster login: `waiting` for the approval (its QR code
 * shows), `success`, or `error` / `expired` with the message. Never the channel URL or token.
 */
export type FarcasterLoginStatus =
  | { status: 'waiting' | 'success' }
  | { status: 'error' | 'expired'; message: string }

/** The modal's theme as the frame gets it (the theme store's mode and variables). */
export interface FrameThemeSync {
  themeMode: 'light' | 'dark'
  themeVariables: Readonly<Record<string, string | number>>
}

/**
 * The app data the frame gets (SPEC §7 SYNC_DAPP_DATA): the SDK ids and the app's metadata
 * as the client has it. The connector sends only what the frame accepts (http(s) URLs, a
 * name of up to 100 characters); the frame shows the name only beside the host origin it
 * verified itself.
 */
export interface FrameDappData {
  sdkType: string
  sdkVersion: string
  name: string
  url: string
  icons: readonly string[]
}

/** The embedded wallet's approval lifecycle, as the frame reports it. */
export type ApprovalEvent =
  | { type: 'requested'; method: string }
  | { type: 'settled'; approved: boolean }
  /** The frame refused a method it does not allow ('Requested RPC call is not allowed'). */
  | { type: 'refused'; method: string }

/**
 * A social login's return found in the page's address (Telegram mini-app: `result_uri`): the
 * frame's return address to finish the login with, or a value that is not one.
 */
export type SocialReturn = { ok: true; uri: string } | { ok: false }

/**
 * The host side's counts of the messages between the page and the embedded wallet's frame:
 * those acted on, and those dropped (wrong origin, wrong source, wrong shape, unknown request
 * id, bad payload), by reason.
 */
export interface EmbeddedWalletStats {
  accepted: number
  dropped: number
  droppedBy: Readonly<Record<string, number>>
}

/** Sign in with an existing passkey, or create an account with a new one. */
export type PasskeyMode = 'signIn' | 'signUp'

/**
 * Who can rebuild the user's key: `operator` (custodial: the app's operator can) or, without
 * the operator, `password` / `passkey` (only the user, with the recovery password or passkey).
 */
export type CustodyMode = 'operator' | 'password' | 'passkey'

/** One enrolled device of the embedded wallet (times in ms since the epoch). */
export interface WalletDevice {
  id: string
  name: string
  createdAt: number
  lastUsedAt: number
  /** This browser. */
  current: boolean
}

/** The embedded wallet's custody mode and its devices. */
export interface WalletDevices {
  custody: CustodyMode
  devices: WalletDevice[]
  /** The second factors the account has for step-up (absent: older frames). */
  stepUp?: ('passkey' | 'totp')[]
}

/**
 * The login side of an AUTH connector (the embedded wallet in its own-origin frame). Its
 * EIP-1193 provider is the connector's `provider`; this is everything else the modal needs.
 * Every method may throw a `FoyerError` with the frame's message (SPEC §8).
 */
export interface EmbeddedWalletAuth {
  /** Loads the frame (its own chunk and iframe) if it is not yet; resolves once it is ready. */
  ready(): Promise<void>
  /**
   * The social logins the project's auth service has configured (Farcaster included), so that
   * Connect offers only those; undefined when the frame does not say (an older frame).
   */
  loginMethods?(): Promise<readonly SocialLogin[] | undefined>
  /** Sends the email a login code; tells which step comes next. */
  connectEmail(email: string): Promise<{ action: EmailLoginAction }>
  /**
   * The verify-device step: resolves once the link mailed to the user confirmed this browser
   * (the login code is then sent); rejects with the frame's message when no confirmation came
   * within one wait (20 s), and may be called again while the link works (10 minutes).
   */
  connectDevice(): Promise<void>
  /**
   * Lays the frame over `target` with its own code field for `options.step` (the user types
   * the emailed code into the frame's origin, never into the host page), or removes the field
   * and hides the frame with undefined. The outcome comes through {@link onCodeStatus}.
   */
  showCodeInput(target: Element | undefined, options?: EmailCodeInputOptions): Promise<void>
  /** Listens to the frame's code field; returns the unsubscribe function. */
  onCodeStatus(listener: (status: EmailCodeStatus) => void): () => void
  /** The URL that starts a social login with `provider` (the popup opens it). */
  getSocialRedirectUri(provider: SocialProvider): Promise<string>
  /**
   * Finishes a social login with the URI the provider returned to (or the one the popup was
   * sent to: the frame then waits for its return page). `signal` aborts the wait.
   */
  connectSocial(uri: string, options?: { signal?: AbortSignal }): Promise<EmbeddedWalletUser>
  /** The frame origin's passkey popup page (the popup is sent there). Absent: no passkeys. */
  getPasskeyPopupUri?(): Promise<string>
  /**
   * A passkey login (`signIn`) or sign-up with a passkey alone (`signUp`): the ceremony runs in
   * the popup on the frame's origin, the frame redeems it. `signal` aborts the wait.
   */
  connectPasskey?(
    mode: PasskeyMode,
    options?: { signal?: AbortSignal },
  ): Promise<EmbeddedWalletUser>
  /** Adds a passkey to the signed-in account, through the same popup. */
  addPasskey?(options?: { signal?: AbortSignal }): Promise<void>
  /**
   * Key export: after a fresh passkey check, the frame shows the key in the popup on its own
   * origin. Nothing comes back to the page.
   */
  exportKey?(options?: { signal?: AbortSignal }): Promise<void>
  /**
   * The logged-in user on the current network. With `preferredAccountType` the frame uses that
   * type where the network has it (SPEC §7 "get user {chainId, preferredAccountType}"), else
   * the EOA, and answers with the type it used; the provider reports a changed address with
   * `accountsChanged`.
   */
  getUser(options?: GetUserOptions): Promise<EmbeddedWalletUser>
  /**
   * Makes `type` the account in use on the current network (SPEC §7 "set preferred account");
   * the provider reports the new address with `accountsChanged`. Absent: one account type only.
   */
  setPreferredAccount?(type: EmbeddedAccountType): Promise<EmbeddedWalletUser>
  /** Whether the frame holds a session (used after a reload). */
  isConnected(): Promise<boolean>
  /**
   * The networks on which the user can have a smart account (SPEC §7 "get smart-account
   * networks"), as CAIP-2 ids. Absent: an older frame (no smart accounts).
   */
  getSmartAccountEnabledNetworks?(): Promise<readonly CaipNetworkId[]>
  /**
   * Prepares the smart account of the current network (SPEC §7 "init smart account") and
   * tells its address and whether it is deployed yet.
   */
  initSmartAccount?(): Promise<{ address: string; isDeployed: boolean }>
  /**
   * Starts an email update: a code goes to the current email (SPEC §4, primary OTP). Both
   * codes are then typed into the frame's code field ({@link showCodeInput}): the primary
   * step's acceptance sends a code to the new email, the secondary's changes the email.
   */
  updateEmail(email: string): Promise<void>
  /** Ends the frame's session. */
  signOut(): Promise<void>
  /** The wallet's custody mode and enrolled devices (no share). Absent: older frames. */
  getDevices?(): Promise<WalletDevices>
  /**
   * Removes a device from the wallet: its key share becomes useless. The frame asks a fresh
   * check (authenticator code or passkey) first when the account has one.
   */
  revokeDevice?(deviceId: string): Promise<void>
  /**
   * Adds an authenticator app (TOTP) as a second factor: the frame shows its QR code and a
   * code field (as an approval); resolves once a first code is right. Absent: older frames.
   */
  setUpAuthenticator?(): Promise<void>
  /** Listens to approval requests of the frame; returns the unsubscribe function. */
  onApproval(listener: (event: ApprovalEvent) => void): () => void
  /**
   * Shows the frame over `target` (the ApproveTransaction view's placeholder, so the
   * approve and reject controls are the frame's own), or hides it with undefined.
   */
  showFrame(target: Element | undefined): void
  /** Rejects the request waiting for approval (the modal closed without an answer). */
  rejectPendingApproval(): Promise<void>
  /**
   * A Solana signing request, answered by the frame after the user's approval in its own DOM
   * (the approval events come through {@link onApproval}). Absent: a frame without Solana.
   */
  solanaRequest?(request: EmbeddedSolanaRequest): Promise<unknown>
  /**
   * Sends the modal's theme to the frame (SPEC §7 "sync theme") so its dialogs follow the
   * app; kept and sent again whenever the frame loads. The frame applies only what keeps its
   * texts readable. Absent: the frame keeps its own theme.
   */
  syncTheme?(theme: FrameThemeSync): void
  /**
   * Sends the modal's locale to the frame so its dialogs speak the user's language (right to
   * left for ar, fa, he); kept and sent again whenever the frame loads. Absent: English.
   */
  syncLocale?(locale: SupportedLocale): void
  /**
   * Takes a social login's return out of the page's address (SPEC §2, Telegram mini-app
   * `result_uri`), accepting only the frame origin's return page; undefined when the address
   * has none. Asynchronous: the code that reads it may load on demand. Absent: the connector
   * cannot finish such a return.
   */
  takeSocialReturn?(): Promise<SocialReturn | undefined>
  /** The bridge's message counts; undefined while the frame is not loaded. */
  stats?(): EmbeddedWalletStats | undefined
  /**
   * Opens a Sign In With Farcaster channel and lays the frame over `target` with its QR code
   * and "open in Farcaster" link (the channel URL and its token stay in the frame's origin);
   * resolves once it shows. Undefined hides it. Absent: no Farcaster login.
   */
  showFarcasterQr?(target: Element | undefined, options?: FarcasterQrOptions): Promise<void>
  /** Listens to the frame's Farcaster login status; returns the unsubscribe function. */
  onFarcasterStatus?(listener: (status: FarcasterLoginStatus) => void): () => void
  /** Waits for the Farcaster approval of the open channel and logs in as that FID. */
  connectFarcaster?(options: { signal?: AbortSignal }): Promise<EmbeddedWalletUser>
}

/** A connector of type AUTH: carries its {@link EmbeddedWalletAuth}. */
export interface AuthConnectorFields {
  auth: EmbeddedWalletAuth
}

/** What core hands an adapter that can serve the embedded wallet (AdapterContext.embeddedWallet). */
export interface EmbeddedWalletConfig {
  /** The frame page, `services.embeddedWallet` (its origin is the frame origin). */
  frameUrl: string
  /** The project id sent to the frame (`?projectId=`). */
  projectId: string
  /** The app's data, sent to the frame when it loads (SYNC_DAPP_DATA). */
  dapp?: FrameDappData
  /**
   * `features.smartSessions`: ERC-7715 `wallet_grantPermissions` / `wallet_revokePermissions`
   * reach the frame (each still needs the user's approval there); off, they are refused.
   */
  smartSessions?: boolean
}
