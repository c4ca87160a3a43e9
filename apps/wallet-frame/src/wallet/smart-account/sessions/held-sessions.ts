import type { Address, Hex, LocalAccount } from 'viem'
import type { SessionPolicy } from './permission-request.js'

/** A session key the frame holds for an app, after the user granted it. */
export type HeldSession = {
  /** The session key (kept in this frame's memory only; never sent anywhere). */
  key: LocalAccount
  /** What the app is given to name the session (`permissionsContext`). */
  context: Hex
  chainId: number
  account: Address
  /** The host page that asked for it: only that origin can use it. */
  hostOrigin: string
  policy: SessionPolicy
}

/**
 * The session keys of this frame, in memory only: a reload of the frame forgets them (the
 * grant stays on chain until it expires or the user revokes it, but nobody can sign with it).
 */
export class HeldSessions {
  private readonly sessions: HeldSession[] = []

  add(session: HeldSession): void {
    this.sessions.push(session)
  }

  /**
   * The session `context` names for `account` on `chainId`, only for the origin it was granted
   * to and only before its expiry (`now`, unix seconds); an expired one is forgotten.
   */
  find(
    context: string,
    where: { chainId: number; account: Address; hostOrigin: string; now: number },
  ): HeldSession | undefined {
    const session = this.sessions.find(
      (candidate) =>
        candidate.context === context.toLowerCase() &&
        candidate.chainId === where.chainId &&
        candidate.account.toLowerCase() === where.account.toLowerCase() &&
        candidate.hostOrigin === where.hostOrigin,
    )
    if (session && session.policy.validUntil <= where.now) {
      this.remove(session.context)
      return undefined
    }
    return session
  }

  /** The sessions of `account` on `chainId`, every origin's. */
  list(chainId: number, account: Address): HeldSession[] {
    return this.sessions.filter(
      (session) =>
        session.chainId === chainId && session.account.toLowerCase() === account.toLowerCase(),
    )
  }

  /** Forgets the session of `context` (revoked): no later request can sign with it. */
  remove(context: string): void {
    const index = this.sessions.findIndex((session) => session.context === context.toLowerCase())
    if (index >= 0) this.sessions.splice(index, 1)
  }

  /** Forgets every session (sign-out). */
  clear(): void {
    this.sessions.length = 0
  }
}
