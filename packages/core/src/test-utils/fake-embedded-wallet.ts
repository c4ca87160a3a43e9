import { type CaipNetworkId, FoyerError, frameError, type SupportedLocale } from '@foyer/common'
import type { Connector } from '../adapter/types.js'
import type {
  ApprovalEvent,
  EmailCodeInputOptions,
  EmailCodeStatus,
  EmailCodeStep,
  EmbeddedAccountType,
  EmbeddedWalletAuth,
  EmbeddedWalletStats,
  EmbeddedWalletUser,
  FrameThemeSync,
  GetUserOptions,
  SocialReturn,
} from '../auth/types.js'

/**
 * An in-memory embedded wallet behind the {@link EmbeddedWalletAuth} contract, for unit tests:
 * one right code typed into its code field, a 30 s resend rule, a session flag, approval events on demand.
 */
export class FakeEmbeddedWallet implements EmbeddedWalletAuth {
  code = '123456'
  session = false
  readyError: unknown
  lastCodeAt: number | undefined
  readonly calls: string[] = []
  rejectedApprovals = 0
  private readonly listeners = new Set<(event: ApprovalEvent) => void>()
  private pendingEmail: string | undefined

  constructor(readonly user: EmbeddedWalletUser) {}

  /** The AUTH connector carrying this wallet. */
  connector(id = 'foyer-auth'): Connector {
    return { id, type: 'AUTH', name: 'Email', chain: 'eip155', chains: [], auth: this }
  }

  async ready(): Promise<void> {
    this.calls.push('ready')
    if (this.readyError !== undefined) throw this.readyError
  }
  async connectEmail(email: string) {
    this.calls.push(`connectEmail:${email}`)
    const now = Date.now()
    if (this.lastCodeAt !== undefined && now - this.lastCodeAt < 30_000) {
      const seconds = Math.ceil((this.lastCodeAt + 30_000 - now) / 1000)
      throw frameError({ message: `Please try again after ${seconds} seconds` })
    }
    this.lastCodeAt = now
    this.pendingEmail = email
    return { action: 'VERIFY_OTP' as const }
  }
  async connectDevice(): Promise<void> {
    this.calls.push('connectDevice')
  }
  /** The step of the frame's code field while shown (undefined: hidden). */
  codeStep: EmailCodeStep | undefined
  private readonly codeListeners = new Set<(status: EmailCodeStatus) => void>()
  async showCodeInput(target: Element | undefined, options?: EmailCodeInputOptions) {
    this.codeStep = target ? options?.step : undefined
    this.calls.push(target ? `showCodeInput:${options?.step}` : 'hideCodeInput')
  }
  onCodeStatus(listener: (status: EmailCodeStatus) => void): () => void {
    this.codeListeners.add(listener)
    return () => this.codeListeners.delete(listener)
  }
  /**
   * The user types `code` into the frame's code field for `step`: the frame redeems it and
   * reports the outcome (the code itself never reaches the host). Returns the final status.
   */
  async typeCode(code: string, step: EmailCodeStep = 'login'): Promise<EmailCodeStatus> {
    this.emitCode({ step, status: 'submitted' })
    const wrong = code !== this.code || (step !== 'updatePrimary' && !this.pendingEmail)
    const status: EmailCodeStatus = wrong
      ? { step, status: 'invalid', message: 'Invalid code' }
      : {
          step,
          status: 'accepted',
          ...(step === 'updateSecondary' ? { newEmail: this.pendingEmail } : {}),
        }
    if (!wrong && step === 'login') this.session = true
    if (!wrong && step === 'updateSecondary') {
      ;(this.user as { email: string | null }).email = this.pendingEmail ?? null
    }
    this.emitCode(status)
    return status
  }
  private emitCode(status: EmailCodeStatus): void {
    for (const listener of [...this.codeListeners]) listener(status)
  }
  async getSocialRedirectUri(provider: string): Promise<string> {
    return `https://auth.example/v1/social/${provider}/authorize`
  }
  /** Set to hold connectSocial until aborted (a popup the user never finishes). */
  socialNeverAnswers = false
  /** The error connectSocial fails with, if any. */
  socialError: unknown
  async connectSocial(
    uri: string,
    options: { signal?: AbortSignal } = {},
  ): Promise<EmbeddedWalletUser> {
    this.calls.push(`connectSocial:${uri}`)
    if (this.socialError !== undefined) throw this.socialError
    if (this.socialNeverAnswers) {
      await new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () => reject(new FoyerError('REQUEST_ABORTED'))),
      )
    }
    this.session = true
    return this.user
  }
  async updateEmail(email: string): Promise<void> {
    this.calls.push(`updateEmail:${email}`)
    if (!this.session) throw frameError({ message: 'Session Expired' })
    this.pendingEmail = email
  }
  /** The `preferredAccountType` of each getUser call, in order (undefined: none sent). */
  readonly requestedTypes: (EmbeddedAccountType | undefined)[] = []
  /**
   * The user; a requested account type is used where the user has an account of that type
   * (the frame's rule: the EOA stays where the network has no smart account).
   */
  async getUser(options: GetUserOptions = {}): Promise<EmbeddedWalletUser> {
    this.calls.push(options.chainId ? `getUser:${options.chainId}` : 'getUser')
    this.requestedTypes.push(options.preferredAccountType)
    if (!this.session) throw new FoyerError('NO_ACCOUNTS_FOUND')
    const type = options.preferredAccountType
    if (type && type !== this.user.preferredAccountType) this.use(type)
    return this.user
  }
  /** Called with the address in use after a switch (the provider's `accountsChanged`). */
  onAccountsChanged: ((address: string) => void) | undefined
  /** Switches between the user's `accounts` as the frame does, the chosen one first. */
  async setPreferredAccount(type: EmbeddedAccountType): Promise<EmbeddedWalletUser> {
    this.calls.push(`setPreferredAccount:${type}`)
    if (!this.use(type)) throw new FoyerError('SMART_ACCOUNTS_UNSUPPORTED')
    return this.user
  }
  /** Makes the user's account of `type` the one in use; false when the user has none. */
  private use(type: EmbeddedAccountType): boolean {
    const accounts = this.user.accounts ?? []
    const chosen = accounts.find((account) => account.type === type)
    if (!chosen) return false
    Object.assign(this.user, {
      address: chosen.address,
      preferredAccountType: type,
      accounts: [chosen, ...accounts.filter((account) => account !== chosen)],
    })
    this.onAccountsChanged?.(chosen.address)
    return true
  }
  /** What GET_SMART_ACCOUNT_ENABLED_NETWORKS answers; an Error makes it fail. */
  smartAccountNetworks: readonly CaipNetworkId[] | Error = ['eip155:1']
  async getSmartAccountEnabledNetworks(): Promise<readonly CaipNetworkId[]> {
    this.calls.push('getSmartAccountEnabledNetworks')
    if (this.smartAccountNetworks instanceof Error) throw this.smartAccountNetworks
    return this.smartAccountNetworks
  }
  /** What INIT_SMART_ACCOUNT answers about deployment. */
  smartAccountDeployed = true
  async initSmartAccount(): Promise<{ address: string; isDeployed: boolean }> {
    this.calls.push('initSmartAccount')
    return { address: this.user.address, isDeployed: this.smartAccountDeployed }
  }
  async isConnected(): Promise<boolean> {
    this.calls.push('isConnected')
    return this.session
  }
  async signOut(): Promise<void> {
    this.calls.push('signOut')
    this.session = false
  }
  onApproval(listener: (event: ApprovalEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  showFrame(target: Element | undefined): void {
    this.calls.push(target ? 'showFrame' : 'hideFrame')
  }
  async rejectPendingApproval(): Promise<void> {
    this.rejectedApprovals += 1
  }
  /** Every theme the modal sent to the frame, oldest first. */
  readonly themes: FrameThemeSync[] = []
  syncTheme(theme: FrameThemeSync): void {
    this.themes.push(theme)
  }
  /** Every locale the modal sent to the frame, oldest first. */
  readonly locales: SupportedLocale[] = []
  syncLocale(locale: SupportedLocale): void {
    this.locales.push(locale)
  }
  /** What the page's address carries for {@link takeSocialReturn} (taken once). */
  socialReturn: SocialReturn | undefined
  async takeSocialReturn(): Promise<SocialReturn | undefined> {
    const taken = this.socialReturn
    this.socialReturn = undefined
    if (taken) this.calls.push('takeSocialReturn')
    return taken
  }
  /** The bridge counts {@link stats} answers (undefined: frame not loaded). */
  bridgeStats: EmbeddedWalletStats | undefined
  stats(): EmbeddedWalletStats | undefined {
    return this.bridgeStats
  }
  /** Sends an approval event as the frame would. */
  approval(event: ApprovalEvent): void {
    for (const listener of [...this.listeners]) listener(event)
  }
}
