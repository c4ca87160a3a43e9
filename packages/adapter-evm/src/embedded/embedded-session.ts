import {
  type CaipNetworkId,
  FoyerError,
  isFoyerError,
  RECOVERY_PASSWORD_APPROVAL,
  SOLANA_SIGNING_METHODS,
  type SocialLogin,
  type SocialProvider,
} from '@foyer/common'
import type {
  EmailCodeInputOptions,
  EmailCodeStatus,
  EmailLoginAction,
  EmbeddedAccountType,
  EmbeddedSolanaRequest,
  EmbeddedWalletConfig,
  EmbeddedWalletStats,
  EmbeddedWalletUser,
  FarcasterLoginStatus,
  FarcasterQrOptions,
  GetUserOptions,
  WalletDevices,
} from '@foyer/core'
import { FARCASTER_PENDING_MESSAGE, FrameBridge, NOT_SUPPORTED_MESSAGE } from '@foyer/frame-bridge'
import type { Eip1193RequestArguments } from '../provider/types.js'
import { FrameHost } from './frame-host.js'
import { FrameRpc, type FrameRpcEvents } from './frame-rpc.js'
import { FrameStartWatch } from './frame-start-watch.js'
import { FrameSync } from './frame-sync.js'
import { chainIdHex, toEvmNetworkIds, toUser } from './session-answers.js'

/** How long the frame may take to load and send its ready event before login fails. */
export const FRAME_READY_TIMEOUT_MS = 20_000

/** What the session reports to its connector. */
export interface EmbeddedSessionEvents extends FrameRpcEvents {
  /** The frame's code field reported an outcome (never the code). */
  onCodeStatus(status: EmailCodeStatus): void
  /** The frame's Farcaster login reported a status (never the channel URL or token). */
  onFarcasterStatus(status: FarcasterLoginStatus): void
}

/**
 * The loaded side of the AUTH connector: the frame's iframe, the strict bridge to it
 * (`@foyer/frame-bridge`) and the EIP-1193 provider requests mapped onto the bridge's
 * requests (SPEC §7). Lives in its own chunk.
 */
export class EmbeddedSession {
  private readonly bridge: FrameBridge
  private readonly host: FrameHost
  private readonly start: FrameStartWatch
  private readonly rpc: FrameRpc
  /** The frame's recovery password form is up (a login waits for it). */
  private recoveryPrompt = false
  private readonly frameUrl: URL
  /** The modal's theme and locale and the app's data, sent again to a reloaded frame. */
  readonly syncs: FrameSync

  constructor(
    config: EmbeddedWalletConfig,
    private readonly events: EmbeddedSessionEvents,
    win: Window = window,
  ) {
    const src = new URL(config.frameUrl)
    this.frameUrl = new URL(src)
    src.searchParams.set('projectId', config.projectId)
    this.bridge = new FrameBridge({ frameOrigin: src.origin, window: win })
    this.syncs = new FrameSync(() => this.ready(), this.bridge, config.projectId)
    this.host = new FrameHost(src.toString(), win.document)
    this.start = new FrameStartWatch(this.host.iframe, this.bridge, {
      frameOrigin: src.origin,
      projectId: config.projectId,
      pageOrigin: win.location?.origin ?? 'unknown',
    })
    this.bridge.mount(this.host.iframe)
    this.rpc = new FrameRpc(
      this.bridge,
      events,
      () => this.signOut(),
      config.smartSessions === true,
    )
    this.bridge.on('APPROVAL_REQUESTED', ({ method }) => {
      this.recoveryPrompt = method === RECOVERY_PASSWORD_APPROVAL
      this.events.onApproval({ type: 'requested', method })
    })
    this.bridge.on('APPROVAL_SETTLED', ({ approved }) => {
      this.recoveryPrompt = false
      this.events.onApproval({ type: 'settled', approved })
    })
    this.bridge.on('CODE_STATUS', (status) => this.events.onCodeStatus(status))
    this.bridge.on('FARCASTER_STATUS', (status) => this.events.onFarcasterStatus(status))
    if (config.dapp) this.syncs.dappData(config.dapp)
  }

  /**
   * Resolves once the frame is ready (its ready event, then 500 ms).
   *
   * @throws {FoyerError} 'Invalid App Configuration' (`APP_CONFIGURATION_INVALID`, the cause in
   * `values.cause` and the console) as soon as the frame refuses this page or does not render;
   * 'A problem occurred while trying initialize authentication' when it is not ready within
   * {@link FRAME_READY_TIMEOUT_MS}.
   */
  async ready(): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined
    try {
      await Promise.race([
        this.bridge.ready(),
        this.start.failed,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new FoyerError('AUTH_INIT_FAILED')),
            FRAME_READY_TIMEOUT_MS,
          )
        }),
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  /**
   * The logins the project's auth service has configured, as the frame reports them; undefined
   * when the frame does not answer the request (older frames: the modal keeps its own list).
   */
  async loginMethods(): Promise<readonly SocialLogin[] | undefined> {
    await this.ready()
    try {
      return (await this.bridge.request('GET_LOGIN_METHODS', {})).socials
    } catch (error) {
      if (isFoyerError(error, 'FRAME_ERROR') && error.shortMessage === NOT_SUPPORTED_MESSAGE) {
        return undefined
      }
      throw error
    }
  }

  async connectEmail(email: string): Promise<{ action: EmailLoginAction }> {
    await this.ready()
    return this.bridge.request('CONNECT_EMAIL', { email })
  }

  async connectDevice(): Promise<void> {
    await this.ready()
    await this.bridge.request('CONNECT_DEVICE', {})
  }

  /**
   * Lays the frame over `target` with its own code field (the code is typed and redeemed in
   * the frame's origin; the host gets only CODE_STATUS events), or removes the field and
   * hides the frame with undefined.
   */
  async showCodeInput(target: Element | undefined, options?: EmailCodeInputOptions): Promise<void> {
    if (!target || !options) {
      this.host.show(undefined)
      await this.bridge.request('HIDE_CODE_INPUT', {}).catch(() => undefined)
      return
    }
    await this.ready()
    await this.bridge.request('SHOW_CODE_INPUT', options)
    this.host.show(target)
  }

  async getSocialRedirectUri(provider: SocialProvider): Promise<string> {
    await this.ready()
    return (await this.bridge.request('GET_SOCIAL_REDIRECT_URI', { provider })).uri
  }

  async connectSocial(
    uri: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<EmbeddedWalletUser> {
    await this.ready()
    return toUser(await this.bridge.request('CONNECT_SOCIAL', { uri }, options))
  }

  /** The frame origin's passkey popup (`/passkey.html` beside the frame's page). */
  passkeyPopupUri(): string {
    return new URL('passkey.html', this.frameUrl).toString()
  }

  /** A passkey login or sign-up; the popup ({@link passkeyPopupUri}) is open. */
  async connectPasskey(
    mode: 'signIn' | 'signUp',
    options: { signal?: AbortSignal } = {},
  ): Promise<EmbeddedWalletUser> {
    await this.ready()
    return toUser(await this.bridge.request('CONNECT_PASSKEY', { mode }, options))
  }

  /** Adds a passkey to the signed-in account; the popup is open. */
  async addPasskey(options: { signal?: AbortSignal } = {}): Promise<void> {
    await this.ready()
    await this.bridge.request('ADD_PASSKEY', {}, options)
  }

  /** Key export: the frame shows the key in the popup after a passkey check; nothing comes back. */
  async exportKey(options: { signal?: AbortSignal } = {}): Promise<void> {
    await this.ready()
    await this.bridge.request('EXPORT_KEY', {}, options)
  }

  /** Email update (SPEC §4): a code to the current email, then one to the new email. */
  async updateEmail(email: string): Promise<void> {
    await this.ready()
    await this.bridge.request('UPDATE_EMAIL', { email })
  }

  /** The wallet's custody mode and devices (Account). */
  async getDevices(): Promise<WalletDevices> {
    await this.ready()
    const answer = await this.bridge.request('GET_DEVICES', {})
    return {
      custody: answer.custody,
      devices: answer.devices.map((device) => ({ ...device })),
      ...(answer.stepUp ? { stepUp: [...answer.stepUp] } : {}),
    }
  }

  /** Removes a device from the wallet. */
  async revokeDevice(deviceId: string): Promise<void> {
    await this.ready()
    await this.bridge.request('REVOKE_DEVICE', { deviceId })
  }

  /** Adds an authenticator app: the frame shows its QR code and asks a first code. */
  async setUpAuthenticator(): Promise<void> {
    await this.ready()
    await this.bridge.request('SET_UP_AUTHENTICATOR', {})
  }

  /**
   * Lays the frame over `target` with the QR code and link of a new Farcaster channel (drawn
   * in the frame's origin; the host never gets the channel URL), or removes them and hides
   * the frame with undefined.
   */
  async showFarcasterQr(target: Element | undefined, options?: FarcasterQrOptions): Promise<void> {
    if (!target || !options) {
      this.host.show(undefined)
      await this.bridge.request('HIDE_FARCASTER_QR', {}).catch(() => undefined)
      return
    }
    await this.ready()
    await this.bridge.request('SHOW_FARCASTER_QR', { ...options })
    this.host.show(target)
  }

  /**
   * Waits for the Farcaster approval: the frame answers 'pending' within each 30 s request,
   * and the request is sent again until the user approves, an error comes, or `signal` aborts.
   */
  async connectFarcaster(signal?: AbortSignal): Promise<EmbeddedWalletUser> {
    await this.ready()
    for (;;) {
      try {
        const user = await this.bridge.request('CONNECT_FARCASTER', {}, signal ? { signal } : {})
        return toUser(user)
      } catch (error) {
        const pending =
          isFoyerError(error, 'FRAME_ERROR') && error.shortMessage === FARCASTER_PENDING_MESSAGE
        if (!pending || signal?.aborted) throw error
      }
    }
  }

  /**
   * The user (SPEC §7 "get user {chainId, preferredAccountType}"). With a preferred type the
   * frame may change the account in use: the provider's `accountsChanged` then carries the
   * address it answered with (the adapter ignores an unchanged one).
   */
  async getUser(options: GetUserOptions = {}): Promise<EmbeddedWalletUser> {
    await this.ready()
    const { preferredAccountType, chainId } = options
    const user = await this.bridge.request('GET_USER', {
      ...(preferredAccountType ? { preferredAccountType } : {}),
      ...(chainId ? { chainId } : {}),
    })
    // With a chain (lastUsedChain after a reload) the frame switched to it.
    const hex = chainId ? chainIdHex(user.chainId) : undefined
    if (hex) this.events.emit('chainChanged', hex)
    if (preferredAccountType) this.events.emit('accountsChanged', [user.address])
    return toUser(user)
  }

  /**
   * Makes `type` the account in use on the current network (SPEC §7 "set preferred account"):
   * the provider's `accountsChanged` carries the address now in use, and the user comes back
   * with both accounts and their types.
   */
  async setPreferredAccount(type: EmbeddedAccountType): Promise<EmbeddedWalletUser> {
    await this.ready()
    const { address } = await this.bridge.request('SET_PREFERRED_ACCOUNT', { type })
    this.events.emit('accountsChanged', [address])
    return this.getUser()
  }

  /** SPEC §7 "get smart-account networks", as CAIP-2 ids. */
  async smartAccountNetworks(): Promise<CaipNetworkId[]> {
    await this.ready()
    const answer = await this.bridge.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
    return toEvmNetworkIds(answer.smartAccountEnabledNetworks)
  }

  /** SPEC §7 "init smart account": the current network's smart account and its deployment. */
  async initSmartAccount(): Promise<{ address: string; isDeployed: boolean }> {
    await this.ready()
    return this.bridge.request('INIT_SMART_ACCOUNT', {})
  }

  async isConnected(): Promise<boolean> {
    await this.ready()
    return (await this.bridge.request('IS_CONNECTED', {})).isConnected
  }

  async signOut(): Promise<void> {
    await this.ready()
    await this.bridge.request('SIGN_OUT', {})
    this.events.emit('accountsChanged', [])
  }

  /** The bridge's counts of accepted and dropped messages (host side). */
  stats(): EmbeddedWalletStats {
    return this.bridge.stats()
  }

  /** Shows the frame over `target` (ApproveTransaction), or hides it. */
  showFrame(target: Element | undefined): void {
    this.host.show(target)
  }

  /**
   * Rejects the request waiting for the user's approval ('Request was aborted') and reloads
   * the frame, so its approval dialog is gone and the next request starts clean. On the
   * frame's recovery password form, cancels it instead: the login waiting for it fails with
   * the frame's message, and the frame keeps its session and proof key.
   */
  async rejectPendingApproval(): Promise<void> {
    if (this.recoveryPrompt) {
      this.recoveryPrompt = false
      this.host.show(undefined)
      await this.bridge.request('CANCEL_RECOVERY', {})
      return
    }
    if (!this.rpc.abortPending()) return
    this.host.show(undefined)
    try {
      await this.bridge.request('RELOAD', {})
    } finally {
      // The reloaded frame sends its ready event again: wait for it before the next request.
      this.bridge.destroy()
      this.bridge.mount(this.host.iframe)
      this.syncs.resend()
    }
  }

  /** A signature or transaction waits for the user's approval in the frame. */
  get awaitingApproval(): boolean {
    return this.rpc.awaitingApproval
  }

  /** The EIP-1193 side: each request goes to the frame through the bridge. */
  async request(args: Eip1193RequestArguments): Promise<unknown> {
    await this.ready()
    return this.rpc.request(args)
  }

  /** A Solana signing request for the frame's Solana key (SPEC §6), on `caipNetworkId`. */
  async solanaRequest({ method, params, caipNetworkId }: EmbeddedSolanaRequest): Promise<unknown> {
    if (!(SOLANA_SIGNING_METHODS as readonly string[]).includes(method)) {
      throw new FoyerError('RPC_METHOD_NOT_ALLOWED', { details: `Method: ${method.slice(0, 100)}` })
    }
    await this.ready()
    return this.rpc.request(
      { method, params: params as Eip1193RequestArguments['params'] },
      caipNetworkId,
    )
  }
}
