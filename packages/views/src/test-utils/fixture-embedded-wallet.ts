import { type CaipNetworkId, frameError, type SocialLogin } from '@foyer/common'
import type {
  ApprovalEvent,
  EmailCodeInputOptions,
  EmailCodeStatus,
  EmailCodeStep,
  EmbeddedAccountType,
  EmbeddedWalletAuth,
  EmbeddedWalletUser,
  WalletDevices,
} from '@foyer/core'
import { FixtureAdapter } from './fixture-adapter.js'

/**
 * An in-memory embedded wallet (the AUTH connector's login side) for view tests and
 * stories: its code field takes `123456`, any other is 'Invalid code'; approvals on demand.
 */
export class FixtureEmbeddedWallet implements EmbeddedWalletAuth {
  readonly calls: string[] = []
  shownOver: Element | undefined
  private readonly listeners = new Set<(event: ApprovalEvent) => void>()

  constructor(
    readonly user: EmbeddedWalletUser = {
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainId: 1,
      email: 'ada@example.com',
      username: null,
      socialProvider: null,
    },
  ) {}

  /** What ready() (and every call through it) fails with: e.g. the frame refusing the page. */
  readyError: unknown
  async ready() {
    if (this.readyError) throw this.readyError
  }
  /** The logins the project's auth service has configured (undefined: the frame does not say). */
  configuredLogins: readonly SocialLogin[] | undefined
  async loginMethods() {
    await this.ready()
    return this.configuredLogins
  }
  /** The step CONNECT_EMAIL answers: VERIFY_DEVICE for a known email on a new browser. */
  emailAction: 'VERIFY_OTP' | 'VERIFY_DEVICE' = 'VERIFY_OTP'
  async connectEmail(email: string) {
    this.calls.push(`connectEmail:${email}`)
    return { action: this.emailAction }
  }
  /** How the wait for the mailed device link ends (default: confirmed at once). */
  deviceConfirmation: () => Promise<void> = async () => {}
  async connectDevice() {
    this.calls.push('connectDevice')
    await this.deviceConfirmation()
  }
  /** Where the frame's code field is laid (undefined: hidden), and for which step. */
  codeShownOver: Element | undefined
  codeStep: EmailCodeStep | undefined
  private readonly codeListeners = new Set<(status: EmailCodeStatus) => void>()
  async showCodeInput(target: Element | undefined, options?: EmailCodeInputOptions) {
    this.codeShownOver = target
    this.codeStep = target ? options?.step : undefined
  }
  onCodeStatus(listener: (status: EmailCodeStatus) => void) {
    this.codeListeners.add(listener)
    return () => this.codeListeners.delete(listener)
  }
  /**
   * The user types `code` into the frame's code field (which must be shown): `123456` is
   * taken, `999999` has expired, any other is 'Invalid code'. The host only hears the outcome.
   */
  async typeCode(code: string) {
    const step = this.codeStep
    if (!step || !this.codeShownOver?.isConnected) throw new Error('the code field is not shown')
    this.calls.push(`code:${step}:${code}`)
    this.emitCode({ step, status: 'submitted' })
    await Promise.resolve()
    if (code === '999999') {
      this.emitCode({ step, status: 'expired', message: 'Code expired, request a new one' })
    } else if (code !== '123456') {
      this.emitCode({ step, status: 'invalid', message: 'Invalid code' })
    } else if (step === 'updateSecondary') {
      const email = this.calls.findLast((call) => call.startsWith('updateEmail:'))?.slice(12) ?? ''
      ;(this.user as { email: string | null }).email = email
      this.emitCode({ step, status: 'accepted', newEmail: email })
    } else {
      this.emitCode({ step, status: 'accepted' })
    }
  }
  private emitCode(status: EmailCodeStatus) {
    for (const listener of [...this.codeListeners]) listener(status)
  }
  async getSocialRedirectUri(provider: string) {
    return `https://auth.example/v1/social/${provider}/authorize`
  }
  /** Set to make connectSocial wait until aborted (a popup the visitor never finishes). */
  socialPending = false
  /** The error connectSocial fails with, if any. */
  socialError: unknown
  async connectSocial(uri: string, options: { signal?: AbortSignal } = {}) {
    this.calls.push(`connectSocial:${uri}`)
    if (this.socialError !== undefined) throw this.socialError
    if (this.socialPending) {
      await new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () =>
          reject(frameError({ message: 'Request was aborted' })),
        ),
      )
    }
    return this.user
  }
  async updateEmail(email: string) {
    this.calls.push(`updateEmail:${email}`)
  }
  async getUser() {
    return this.user
  }
  /** Called with the address in use after a switch (the provider's `accountsChanged`). */
  onAccountsChanged: ((address: string) => void) | undefined
  /** Set to make the next switch wait until the returned function is called. */
  switchGate: Promise<void> | undefined
  /** The error the next switch fails with, if any. */
  switchError: unknown
  /** Switches between the user's `accounts` as the frame does, the chosen one first. */
  async setPreferredAccount(type: EmbeddedAccountType) {
    this.calls.push(`setPreferredAccount:${type}`)
    await this.switchGate
    if (this.switchError !== undefined) {
      const error = this.switchError
      this.switchError = undefined
      throw error
    }
    const accounts = this.user.accounts ?? []
    const chosen = accounts.find((account) => account.type === type)
    if (!chosen) throw frameError({ message: 'This application might not support Smart Accounts' })
    Object.assign(this.user, {
      address: chosen.address,
      preferredAccountType: type,
      accounts: [chosen, ...accounts.filter((account) => account !== chosen)],
    })
    this.onAccountsChanged?.(chosen.address)
    return this.user
  }
  async isConnected() {
    return false
  }
  /** What GET_SMART_ACCOUNT_ENABLED_NETWORKS answers; an Error makes it fail. */
  smartAccountNetworks: readonly CaipNetworkId[] | Error = ['eip155:1']
  async getSmartAccountEnabledNetworks() {
    this.calls.push('getSmartAccountEnabledNetworks')
    if (this.smartAccountNetworks instanceof Error) throw this.smartAccountNetworks
    return this.smartAccountNetworks
  }
  async initSmartAccount() {
    this.calls.push('initSmartAccount')
    const smart = this.user.accounts?.find((account) => account.type === 'smartAccount')
    if (!smart) throw frameError({ message: 'This application might not support Smart Accounts' })
    return { address: smart.address, isDeployed: this.user.smartAccountDeployed ?? false }
  }
  /** The wallet's custody and devices, as the frame answers GET_DEVICES (absent: none). */
  walletDevices: WalletDevices | undefined
  async getDevices(): Promise<WalletDevices> {
    if (!this.walletDevices) throw new Error('No accounts found')
    return structuredClone(this.walletDevices)
  }
  async revokeDevice(deviceId: string): Promise<void> {
    if (!this.walletDevices) throw new Error('No accounts found')
    this.walletDevices.devices = this.walletDevices.devices.filter((d) => d.id !== deviceId)
  }
  async signOut() {
    this.calls.push('signOut')
  }
  onApproval(listener: (event: ApprovalEvent) => void) {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  showFrame(target: Element | undefined) {
    this.shownOver = target
  }
  async rejectPendingApproval() {
    this.calls.push('rejectPendingApproval')
  }
  /** Sends an approval event as the frame would. */
  approval(event: ApprovalEvent) {
    for (const listener of [...this.listeners]) listener(event)
  }
}

/** A fixture adapter offering the embedded wallet's AUTH connector besides its wallet. */
export function embeddedWalletAdapter(wallet: FixtureEmbeddedWallet): FixtureAdapter {
  const adapter = new FixtureAdapter({
    connectors: [
      {
        id: 'io.foyer.fixture',
        type: 'ANNOUNCED',
        name: 'Fixture Wallet',
        rdns: 'io.foyer.fixture',
      },
      { id: 'foyer-auth', type: 'AUTH', name: 'Email', auth: wallet },
    ],
    address: wallet.user.address,
  })
  // The provider reports the account in use after a switch, as the frame's does.
  wallet.onAccountsChanged = (address) => {
    adapter.address = address
    adapter.context?.emit({
      type: 'accountsChanged',
      accounts: [{ namespace: adapter.namespace, address, type: 'eoa' }],
    })
  }
  return adapter
}

/** The addresses of the fixture smart-account user: the smart account and its owner EOA. */
export const FIXTURE_SMART_ACCOUNT = '0x4e59b44847b379578588920cA78FbF26c0B4956C'
export const FIXTURE_OWNER_EOA = '0x52908400098527886E0F7030069857D2E4169EE7'

/** An email user of a frame with smart accounts: the smart account in use, not yet deployed. */
export function smartAccountUser(): EmbeddedWalletUser {
  return {
    address: FIXTURE_SMART_ACCOUNT,
    chainId: 1,
    email: 'ada@example.com',
    username: null,
    socialProvider: null,
    preferredAccountType: 'smartAccount',
    smartAccountDeployed: false,
    accounts: [
      { address: FIXTURE_SMART_ACCOUNT, type: 'smartAccount' },
      { address: FIXTURE_OWNER_EOA, type: 'eoa' },
    ],
  }
}
