import { en, FoyerError } from '@foyer/common'
import {
  FARCASTER_PENDING_MESSAGE,
  type FrameEndpoint,
  type FrameHandlers,
  type FrameUser,
} from '@foyer/frame-bridge'
import type { Address } from 'viem'
import type { AuthClient, ProjectConfig, ProjectScope, Session } from '../auth/auth-client.js'
import type { SessionStore } from '../auth/session-store.js'
import type { FrameConfig } from '../config.js'
import { deviceName } from '../custody/device-name.js'
import { PasskeyDeviceKeys } from '../custody/device-seal.js'
import { indexedDbDeviceStore } from '../custody/device-store.js'
import type { PrfSecret } from '../custody/recovery-seal.js'
import type { Share } from '../custody/shamir.js'
import { WalletCustody } from '../custody/wallet-custody.js'
import { revealKeys, withSigner, withSolanaSigner } from '../custody/wallet-keys.js'
import type { FarcasterLogin } from '../farcaster/farcaster-login.js'
import { frameLocaleSettled } from '../i18n/frame-locale.js'
import type { PasskeyLogin } from '../passkey/passkey-login.js'
import type { KeyReveal } from '../passkey/passkey-messages.js'
import type { SocialLogin } from '../social/social-login.js'
import type { ApprovalDialog } from '../ui/approval-dialog.js'
import type { CodeInput } from '../ui/code-input.js'
import type { FarcasterQr } from '../ui/farcaster-qr.js'
import type { RecoveryPasswordDialog } from '../ui/recovery-password-dialog.js'
import type { StepUpDialog } from '../ui/step-up-dialog.js'
import { accountHandlers } from './account-handlers.js'
import { routeAccountRpc } from './account-rpc-routing.js'
import { accountFields, accountTypeHandlers } from './account-type-handlers.js'
import { approvalChain } from './active-chain.js'
import { connectDevice } from './device-confirmation.js'
import { Eip7702Accounts } from './eip7702/eip7702-accounts.js'
import { EmailCodeField } from './email-code-field.js'
import { RecoveryPrompt } from './recovery-prompt.js'
import { HeldSessions } from './smart-account/sessions/held-sessions.js'
import { SmartAccounts } from './smart-account/smart-accounts.js'
import { SolanaAccount } from './solana/solana-account.js'
import { StepUpPrompt } from './step-up-prompt.js'

/** What the wallet needs around it. */
export type EmbeddedWalletDeps = {
  config: FrameConfig
  scope: ProjectScope
  project: ProjectConfig
  auth: AuthClient
  sessions: SessionStore
  dialog: ApprovalDialog
  /** The emailed code's field in the frame's DOM (codes never come from the host). */
  codeInput: CodeInput
  endpoint: FrameEndpoint
  social: SocialLogin
  farcaster: FarcasterLogin
  /** Passkey logins through the frame origin's popup. */
  passkeys: PasskeyLogin
  /** The Farcaster channel's QR code and link in the frame's DOM (never sent to the host). */
  farcasterQr: FarcasterQr
  /** The recovery password's form, in the frame's DOM. */
  recoveryDialog: RecoveryPasswordDialog
  /** The step-up form (authenticator code or passkey), in the frame's DOM. */
  stepUpDialog: StepUpDialog
  /** The user's passkey PRF, for `passkey` custody (absent: passkey custody is refused). */
  prf?: PrfSecret
}

/**
 * The wallet behind the bridge: logs in through the auth server, creates or recovers the key
 * shares, and answers each request type of SPEC §7.
 */
export class EmbeddedWallet {
  private chainId: number
  private address: Address | undefined
  private pendingEmail: string | undefined
  private readonly smart: SmartAccounts
  /** ERC-7715 session keys this frame holds (memory only). */
  private readonly heldSessions = new HeldSessions()
  private readonly eip7702: Eip7702Accounts
  private readonly solana: SolanaAccount
  private readonly codes: EmailCodeField
  private readonly custody: WalletCustody
  private readonly stepUp: StepUpPrompt

  constructor(private readonly deps: EmbeddedWalletDeps) {
    this.stepUp = new StepUpPrompt({
      auth: deps.auth,
      withToken: (call) => deps.sessions.withToken(call),
      dialog: deps.stepUpDialog,
      endpoint: deps.endpoint,
      beforeShow: () => this.codes.hide(),
    })
    this.custody = new WalletCustody({
      auth: deps.auth,
      withToken: (call) => deps.sessions.withToken(call),
      // Passkey custody: the device share is locked with the passkey too (issue 30 item 3).
      devices: indexedDbDeviceStore(
        deps.project.custody === 'passkey' && deps.prf
          ? new PasskeyDeviceKeys(deps.prf)
          : undefined,
      ),
      unlock: new RecoveryPrompt({
        dialog: deps.recoveryDialog,
        endpoint: deps.endpoint,
        // The password form takes the frame: the code field (already redeemed) goes.
        beforeShow: () => this.codes.hide(),
        ...(deps.prf ? { prf: deps.prf } : {}),
      }),
      custody: deps.project.custody,
      deviceName: deviceName(globalThis.navigator?.userAgent ?? ''),
      stepUp: (call) => this.stepUp.guarded(call),
    })
    this.chainId = (deps.config.networks[0] as { chainId: number }).chainId
    this.eip7702 = new Eip7702Accounts({
      config: deps.config,
      project: deps.project,
      client: (chainId) => this.smart.client(chainId),
      withAccount: (use) => this.sign(use),
      approve: (request) => this.approve(request),
    })
    // In 7702 mode the user's own address is the smart account: no ERC-4337 second address.
    const networks = this.eip7702.enabled
      ? deps.config.networks.map(({ smartAccounts: _, ...network }) => network)
      : deps.config.networks
    this.smart = new SmartAccounts(networks, deps.project, (use) => this.sign(use))
    this.solana = new SolanaAccount({
      networks: deps.config.solanaNetworks ?? [],
      withSigner: (use) => this.withShares((d, a, address) => withSolanaSigner(d, a, address, use)),
      approve: (request) => this.approve(request),
    })
    this.codes = new EmailCodeField({
      input: deps.codeInput,
      endpoint: deps.endpoint,
      redeem: (step, code) => this.redeemCode(step, code),
    })
  }

  /**
   * Redeems a code the user typed into the frame's own field: the login code (then the
   * wallet is set up as after any login), or one of the email update's two codes.
   */
  private async redeemCode(
    step: 'login' | 'updatePrimary' | 'updateSecondary',
    otp: string,
  ): Promise<{ newEmail?: string }> {
    const { auth, sessions, scope } = this.deps
    if (step === 'login') {
      if (!this.pendingEmail) throw new FoyerError('INVALID_EMAIL')
      await this.afterLogin(await auth.verifyEmail(scope, this.pendingEmail, otp))
      this.pendingEmail = undefined
      return {}
    }
    if (step === 'updatePrimary') {
      await sessions.withToken((token) => auth.updateEmailPrimary(token, otp))
      return {}
    }
    const { email } = await sessions.withToken((token) => auth.updateEmailSecondary(token, otp))
    // The kept session's user carries the new email from now on (GET_USER answers it).
    const current = sessions.current
    if (current) sessions.set({ ...current, user: { ...current.user, email } })
    return { newEmail: email }
  }

  private rpcUrl(chainId: number): string {
    const network = this.deps.config.networks.find((n) => n.chainId === chainId)
    if (!network) throw new FoyerError('CHAIN_NOT_SUPPORTED')
    return network.rpcUrl
  }

  /**
   * After a login: creates the wallet, or enrols this browser as a new device of it (the
   * recovery share, opened with what the user holds in non-custodial modes).
   */
  private async afterLogin(session: Session): Promise<void> {
    this.deps.sessions.set(session)
    this.solana.reset()
    this.address = await this.custody.afterLogin(session.user.id)
  }

  /** Restores the wallet of a stored session (reload): true when connected. */
  async restore(): Promise<boolean> {
    const session = this.deps.sessions.current
    if (!session) return false
    try {
      this.address = await this.custody.restore(session.user.id)
      return this.address !== undefined
    } catch {
      this.deps.sessions.clear()
      return false
    }
  }

  /** Runs `use` with this wallet's device and auth shares, zeroed right after. */
  private async withShares<T>(
    use: (device: Share, auth: Share, address: Address) => Promise<T>,
  ): Promise<T> {
    const session = this.deps.sessions.current
    const address = this.address
    if (!session || !address) throw new FoyerError('NO_ACCOUNTS_FOUND')
    const { device, auth } = await this.custody.signingPair(session.user.id)
    try {
      return await use(device, auth, address)
    } finally {
      device.y.fill(0)
      auth.y.fill(0)
    }
  }

  private sign<T>(use: Parameters<typeof withSigner<T>>[3]): Promise<T> {
    return this.withShares((device, auth, address) => withSigner(device, auth, address, use))
  }

  /** The keys for the export popup: rebuilt from the two shares, checked against the address. */
  private revealKey(): Promise<KeyReveal> {
    return this.withShares(async (device, auth, address) => revealKeys(device, auth, address))
  }

  /**
   * The user with the account in use on the current network (the smart account by default),
   * and both accounts with their types where the network has smart accounts: the one in use
   * first. `smartAccountDeployed` is the smart account's, whichever is in use.
   */
  private async user(): Promise<FrameUser> {
    const session = this.deps.sessions.current
    const owner = this.address
    if (!session || !owner) throw new FoyerError('NO_ACCOUNTS_FOUND')
    const provider = session.user.socialProvider
    const solanaAddress = await this.solana.currentAddress()
    return {
      ...(await accountFields({ smart: this.smart, eip7702: this.eip7702 }, this.chainId, owner)),
      chainId: this.chainId,
      email: session.user.email,
      username: session.user.username,
      socialProvider:
        (['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster'] as const).find(
          (p) => p === provider,
        ) ?? null,
      ...(solanaAddress ? { solanaAddress } : {}),
    }
  }

  private async approve(request: Parameters<ApprovalDialog['ask']>[0]): Promise<boolean> {
    this.deps.endpoint.emit('APPROVAL_REQUESTED', { method: request.title })
    const approved = await this.deps.dialog.ask(request)
    this.deps.endpoint.emit('APPROVAL_SETTLED', { approved })
    return approved
  }

  /** The bridge handlers of every request type the frame implements. */
  handlers(): FrameHandlers {
    const { auth, sessions, scope } = this.deps
    return {
      CONNECT_EMAIL: async ({ email }) => {
        const answer = await auth.startEmail(scope, email)
        this.pendingEmail = email
        return { action: answer.action }
      },
      SHOW_CODE_INPUT: ({ step, label, submitLabel }) => {
        this.codes.show(step, { label, submitLabel })
        return {}
      },
      HIDE_CODE_INPUT: () => {
        this.codes.hide()
        return {}
      },
      CONNECT_DEVICE: () => connectDevice(auth, scope, this.pendingEmail),
      GET_SOCIAL_REDIRECT_URI: ({ provider }) => ({ uri: this.deps.social.redirectUri(provider) }),
      CONNECT_SOCIAL: async ({ uri }) => {
        await this.afterLogin(await this.deps.social.connect(uri))
        return this.user()
      },
      CONNECT_PASSKEY: async ({ mode }) => {
        await this.afterLogin(await this.deps.passkeys.connect(mode))
        return this.user()
      },
      SHOW_FARCASTER_QR: async (texts) => {
        this.deps.farcasterQr.show(await this.deps.farcaster.channelUrl(), texts)
        this.deps.endpoint.emit('FARCASTER_STATUS', { status: 'waiting' })
        return {}
      },
      HIDE_FARCASTER_QR: () => {
        this.deps.farcasterQr.hide()
        return {}
      },
      CONNECT_FARCASTER: () => this.connectFarcaster(),
      GET_USER: ({ chainId, preferredAccountType }) => {
        if (chainId !== undefined) this.switchTo(chainId)
        if (preferredAccountType) this.smart.requestType(this.chainId, preferredAccountType)
        return this.user()
      },
      IS_CONNECTED: async () => ({
        isConnected: this.address !== undefined || (await this.restore()),
      }),
      SIGN_OUT: async () => {
        const token = sessions.current?.accessToken
        sessions.clear()
        this.address = undefined
        this.smart.reset()
        this.heldSessions.clear()
        this.solana.reset()
        if (token) await auth.signOut(token).catch(() => undefined)
        return {}
      },
      GET_CHAIN_ID: () => ({ chainId: this.chainId }),
      SWITCH_NETWORK: ({ chainId }) => {
        this.switchTo(chainId)
        return { chainId: this.chainId }
      },
      ...accountTypeHandlers({
        smart: this.smart,
        eip7702: this.eip7702,
        chainId: () => this.chainId,
        approvalChain: () => approvalChain(this.deps.config, this.chainId),
        owner: () => this.address,
        localeSettled: frameLocaleSettled,
        user: () => this.user(),
      }),
      RPC_REQUEST: async ({ method, params, chainId }, { hostOrigin }) => ({
        result: this.solana.handles(method)
          ? await this.solana.request(method, params, hostOrigin, chainId)
          : await this.rpc(method, params, hostOrigin),
      }),
      ...accountHandlers({
        auth,
        sessions,
        passkeys: this.deps.passkeys,
        custody: this.custody,
        stepUp: this.stepUp,
        connected: () => sessions.current !== undefined && this.address !== undefined,
        revealKey: () => this.revealKey(),
      }),
      RELOAD: () => {
        setTimeout(() => location.reload(), 50)
        return {}
      },
      CANCEL_RECOVERY: () => {
        this.deps.recoveryDialog.cancel()
        return {}
      },
    }
  }

  /**
   * Waits for the Farcaster approval of the channel SHOW_FARCASTER_QR opened and logs in; the
   * host learns the outcome as FARCASTER_STATUS events (an unapproved wait is not one: it
   * answers 'pending' and the host asks again).
   */
  private async connectFarcaster(): Promise<FrameUser> {
    const { endpoint, farcaster, farcasterQr } = this.deps
    try {
      await this.afterLogin(await farcaster.connect())
    } catch (error) {
      const message = error instanceof Error ? error.message : en.errors.UNKNOWN_ERROR
      if (message !== FARCASTER_PENDING_MESSAGE) {
        farcasterQr.hide()
        const status = /expired/i.test(message) ? 'expired' : 'error'
        endpoint.emit('FARCASTER_STATUS', { status, message: message.slice(0, 2000) })
      }
      throw error
    }
    farcasterQr.hide()
    endpoint.emit('FARCASTER_STATUS', { status: 'success' })
    return this.user()
  }

  /** One RPC request, answered by the account `routeAccountRpc` picks. */
  private async rpc(method: string, params: unknown, hostOrigin: string): Promise<unknown> {
    // A locale the host just chose applies first: the approval's texts are written below.
    await frameLocaleSettled()
    const { dataUrl } = this.deps.config
    const common = {
      chain: approvalChain(this.deps.config, this.chainId),
      hostOrigin,
      approve: (request: Parameters<ApprovalDialog['ask']>[0]) => this.approve(request),
      assetFacts: dataUrl ? { dataUrl, projectId: this.deps.scope.projectId } : undefined,
      confirmValue: (value: bigint) => this.confirmValue(value),
      withAccount: <T>(use: Parameters<typeof withSigner<T>>[3]) => this.sign(use),
    }
    return routeAccountRpc(method, params, common, {
      chainId: this.chainId,
      owner: this.address,
      rpcUrl: this.rpcUrl(this.chainId),
      smart: this.smart,
      eip7702: this.eip7702,
      heldSessions: this.heldSessions,
    })
  }

  /** A transaction above the project's `stepUpAboveWei` asks a fresh check first. */
  private async confirmValue(value: bigint): Promise<void> {
    const limit = this.deps.project.stepUpAboveWei
    if (limit == null || value <= BigInt(limit)) return
    await this.stepUp.confirmLargeValue()
  }

  private switchTo(chainId: string | number): void {
    const id =
      typeof chainId === 'number' ? chainId : Number(String(chainId).replace(/^eip155:/, ''))
    this.rpcUrl(id)
    this.chainId = id
  }
}
