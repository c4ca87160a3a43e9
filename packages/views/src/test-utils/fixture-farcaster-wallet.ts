import { FoyerError, frameError } from '@foyer/common'
import type { EmbeddedWalletUser } from '@foyer/core'
import { FixtureEmbeddedWallet } from './fixture-embedded-wallet.js'

/** The Farcaster client URL the fixture hands out (a channel on a made-up relay). */
export const FIXTURE_FARCASTER_URL =
  'https://farcaster.example/~/siwf?channelToken=fixture-channel&nonce=abcdef123456&domain=app.example'

/**
 * The fixture embedded wallet with Farcaster login: `getFarcasterUri` answers
 * {@link FIXTURE_FARCASTER_URL} (or `uriError`), and `connectFarcaster` waits until the test
 * calls `approve()` or `fail(message)`, or the signal aborts.
 */
export class FixtureFarcasterWallet extends FixtureEmbeddedWallet {
  uriError: string | undefined
  private settle: ((outcome: { error?: string }) => void) | undefined

  constructor() {
    super({
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      chainId: 1,
      email: null,
      username: 'alice',
      socialProvider: 'farcaster',
    })
  }

  async getFarcasterUri(): Promise<string> {
    this.calls.push('getFarcasterUri')
    if (this.uriError) throw frameError({ message: this.uriError })
    return FIXTURE_FARCASTER_URL
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
