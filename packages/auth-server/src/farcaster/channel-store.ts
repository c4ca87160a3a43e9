import { randomBytes } from 'node:crypto'

/** A Sign In With Farcaster channel (the relay's state for one login attempt). */
export interface FarcasterChannel {
  channelToken: string
  nonce: string
  /** The Farcaster client page the user opens (QR code / link). */
  url: string
  siweUri: string
  domain: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress: boolean
  createdAt: number
  expiresAt: number
  metadata: { ip: string; userAgent: string }
  /** Thumbprint of the frame key that opened the channel: only it may exchange it. */
  dpopJkt: string
  /** Set once the Farcaster client sent a verified signature. */
  completed?: CompletedSignIn
  /** Set once the frame exchanged it for a session (single use). */
  consumed?: boolean
}

/** A verified sign-in the Farcaster client posted to the channel. */
export interface CompletedSignIn {
  message: string
  signature: `0x${string}`
  fid: number
  custody: `0x${string}`
  username?: string
  displayName?: string
  bio?: string
  pfpUrl?: string
}

/** Channels live this long (the relay's window for the user to scan and approve). */
export const CHANNEL_TTL_MS = 10 * 60_000
/** At most this many open channels are held; the oldest go first. */
const MAX_CHANNELS = 10_000

/**
 * The open channels, in memory: a channel is short-lived and bound to one frame, so a
 * restart simply asks the user to start again ('Channel expired, start again'). Run one
 * auth server process per deployment for Farcaster login, or pin a client to one.
 */
export class ChannelStore {
  private readonly channels = new Map<string, FarcasterChannel>()

  constructor(private readonly now: () => number) {}

  /** A new random channel token (also the bearer secret of the status call). */
  static newToken(): string {
    return randomBytes(24).toString('base64url')
  }

  add(channel: FarcasterChannel): void {
    this.sweep()
    while (this.channels.size >= MAX_CHANNELS) {
      const oldest = this.channels.keys().next().value
      if (oldest === undefined) break
      this.channels.delete(oldest)
    }
    this.channels.set(channel.channelToken, channel)
  }

  /** The live channel of `token`, or undefined when unknown or expired. */
  get(token: string): FarcasterChannel | undefined {
    const channel = this.channels.get(token)
    if (!channel) return undefined
    if (channel.expiresAt <= this.now()) {
      this.channels.delete(token)
      return undefined
    }
    return channel
  }

  delete(token: string): void {
    this.channels.delete(token)
  }

  private sweep(): void {
    const now = this.now()
    for (const [token, channel] of this.channels) {
      if (channel.expiresAt <= now) this.channels.delete(token)
    }
  }
}
