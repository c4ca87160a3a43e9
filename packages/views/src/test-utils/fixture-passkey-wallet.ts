import { FoyerError } from '@foyer/common'
import type { PasskeyMode } from '@foyer/core'
import { FixtureEmbeddedWallet } from './fixture-embedded-wallet.js'

/** The frame origin's passkey page the fixture sends popups to. */
export const FIXTURE_PASSKEY_PAGE = 'https://frame.example/passkey'

/**
 * The fixture embedded wallet with passkeys: the ceremony in the popup succeeds at once,
 * fails with `passkeyError`, or (with `passkeyPending`) waits until the signal aborts.
 */
export class FixturePasskeyWallet extends FixtureEmbeddedWallet {
  passkeyError: unknown
  passkeyPending = false

  async getPasskeyPopupUri() {
    return FIXTURE_PASSKEY_PAGE
  }
  async connectPasskey(mode: PasskeyMode, options: { signal?: AbortSignal } = {}) {
    this.calls.push(`connectPasskey:${mode}`)
    await this.ceremony(options.signal)
    return this.user
  }
  async addPasskey(options: { signal?: AbortSignal } = {}) {
    this.calls.push('addPasskey')
    await this.ceremony(options.signal)
  }
  async exportKey(options: { signal?: AbortSignal } = {}) {
    this.calls.push('exportKey')
    await this.ceremony(options.signal)
  }
  private async ceremony(signal: AbortSignal | undefined) {
    if (this.passkeyError !== undefined) throw this.passkeyError
    if (!this.passkeyPending) return
    await new Promise((_, reject) =>
      signal?.addEventListener('abort', () => reject(new FoyerError('REQUEST_ABORTED'))),
    )
  }
}
