import { FARCASTER_PENDING_MESSAGE } from '@foyer/frame-bridge'
import type { AuthClient, ProjectScope, Session } from '../auth/auth-client.js'

/** What {@link FarcasterLogin} needs around it. */
export type FarcasterLoginDeps = {
  auth: AuthClient
  scope: ProjectScope
  /** How long one CONNECT_FARCASTER waits before answering "pending" (under the bridge's 30 s). */
  waitMs?: number
  /** Between two status polls. */
  pollMs?: number
  sleep?: (ms: number) => Promise<void>
}

/**
 * The frame's half of Sign In With Farcaster. `channelUrl()` opens a relay channel on the
 * auth server for the host page (its origin is the message's URI, its host the domain) and
 * gives the Farcaster client URL the modal shows as a QR code. `connect()` polls the channel
 * until the Farcaster client approved, then exchanges it for a session; after `waitMs`
 * without an approval it throws {@link FARCASTER_PENDING_MESSAGE} so the host asks again.
 */
export class FarcasterLogin {
  private channelToken: string | undefined

  constructor(private readonly deps: FarcasterLoginDeps) {}

  async channelUrl(): Promise<string> {
    const { hostOrigin } = this.deps.scope
    const channel = await this.deps.auth.createFarcasterChannel({
      siweUri: hostOrigin,
      domain: new URL(hostOrigin).host,
    })
    this.channelToken = channel.channelToken
    return channel.url
  }

  async connect(): Promise<Session> {
    const token = this.channelToken
    if (!token) throw new Error('Start the Farcaster login first')
    const sleep = this.deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)))
    const deadline = Date.now() + (this.deps.waitMs ?? 20_000)
    for (;;) {
      const status = await this.deps.auth.farcasterChannelStatus(token)
      if (status.state === 'completed') break
      if (Date.now() >= deadline) throw new Error(FARCASTER_PENDING_MESSAGE)
      await sleep(this.deps.pollMs ?? 1_000)
    }
    const session = await this.deps.auth.exchangeFarcaster(this.deps.scope, token)
    this.channelToken = undefined
    return session
  }
}
