import type { FarcasterConfig } from '../options.js'
import { ChannelStore } from './channel-store.js'
import { createSiwfVerifier, type SiwfVerifier } from './siwf-verifier.js'

/** Sign In With Farcaster on this server: the open channels and the verifier. */
export class FarcasterLogin {
  readonly channels: ChannelStore
  readonly verify: SiwfVerifier

  constructor(
    readonly config: FarcasterConfig,
    now: () => number,
    verifier?: SiwfVerifier,
  ) {
    this.channels = new ChannelStore(now)
    this.verify =
      verifier ??
      createSiwfVerifier({
        rpcUrl: config.rpcUrl,
        idRegistryAddress: config.idRegistryAddress as `0x${string}`,
      })
  }

  /** The Farcaster client address for a channel (what the QR code holds). */
  channelUrl(channel: { channelToken: string; nonce: string; siweUri: string; domain: string }) {
    const url = new URL(this.config.clientUrl)
    url.searchParams.set('channelToken', channel.channelToken)
    url.searchParams.set('nonce', channel.nonce)
    url.searchParams.set('siweUri', channel.siweUri)
    url.searchParams.set('domain', channel.domain)
    return url.toString()
  }
}
