import { frameError } from '@foyer/common'
import type { ApprovalEvent, EmbeddedWalletAuth, EmbeddedWalletUser } from '@foyer/core'
import { FixtureAdapter } from './fixture-adapter.js'

/**
 * An in-memory embedded wallet (the AUTH connector's login side) for view tests and
 * stories: code `123456` is right, any other is 'Invalid code'; approvals on demand.
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

  async ready() {}
  async connectEmail(email: string) {
    this.calls.push(`connectEmail:${email}`)
    return { action: 'VERIFY_OTP' as const }
  }
  async connectDevice() {
    this.calls.push('connectDevice')
  }
  async connectOtp(otp: string) {
    this.calls.push(`connectOtp:${otp}`)
    if (otp !== '123456') throw frameError({ message: 'Invalid code' })
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
  async updateEmailPrimaryOtp(otp: string) {
    this.calls.push(`updateEmailPrimaryOtp:${otp}`)
    if (otp !== '123456') throw frameError({ message: 'Invalid code' })
  }
  async updateEmailSecondaryOtp(otp: string) {
    this.calls.push(`updateEmailSecondaryOtp:${otp}`)
    if (otp !== '123456') throw frameError({ message: 'Invalid code' })
    const email = this.calls.findLast((call) => call.startsWith('updateEmail:'))?.slice(12) ?? ''
    ;(this.user as { email: string | null }).email = email
    return { email }
  }
  async getUser() {
    return this.user
  }
  async isConnected() {
    return false
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
  return new FixtureAdapter({
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
}
