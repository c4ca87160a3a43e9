import { FoyerError, frameError } from '@foyer/common'
import type { EmbeddedWalletUser, FarcasterLoginStatus, FarcasterQrOptions } from '@foyer/core'
import { FixtureEmbeddedWallet } from './fixture-embedded-wallet.js'

/**
 * The fixture embedded wallet with Farcaster login: `showFarcasterQr` records the slot and
 * texts it was given (or throws `uriError`), like the frame that draws the QR code over the
 * slot; `connectFarcaster` waits until the test calls `approve()` or `fail(message)`, or the
 * signal aborts; `report(status)` plays a FARCASTER_STATUS event.
 */
export class FixtureFarcasterWallet extends FixtureEmbeddedWallet {
  uriError: string | undefined
  /** Where the frame is shown, with its texts; undefined while hidden. */
  qr: { target: Element; options: FarcasterQrOptions } | undefined
  private settle: ((outcome: { error?: string }) => void) | undefined
  private readonly statusListeners = new Set<(status: FarcasterLoginStatus) => void>()

  constructor() {
    super({
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainId: 1,
      email: null,
      username: 'alice',
      socialProvider: 'farcaster',
    })
  }

  async showFarcasterQr(target: Element | undefined, options?: FarcasterQrOptions): Promise<void> {
    if (!target || !options) {
      this.calls.push('hideFarcasterQr')
      this.qr = undefined
      return
    }
    this.calls.push('showFarcasterQr')
    if (this.uriError) throw frameError({ message: this.uriError })
    this.qr = { target, options }
  }

  onFarcasterStatus(listener: (status: FarcasterLoginStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  /** The frame reports a status. */
  report(status: FarcasterLoginStatus): void {
    for (const listener of [...this.statusListeners]) listener(status)
  }

  connectFarcaster({ signal }: { signal?: AbortSignal }): Promise<EmbeddedWalletUser> {
    this.calls.push('connectFarcaster')
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new FoyerError('REQUEST_ABORTED')), {
        once: true,
      })
      this.settle = ({ error }) =>
        error ? reject(frameError({ message: error })) : resolve(this.user)
    })
  }

  /** The user approved in their Farcaster client. */
  approve(): void {
    this.settle?.({})
  }

  /** The frame answered an error. */
  fail(message: string): void {
    this.settle?.({ error: message })
  }
}
