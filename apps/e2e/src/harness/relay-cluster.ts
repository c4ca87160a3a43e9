import { type RelayServer, startRelay } from '@foyer/relay'
import { redisUnavailableReason, startRedisServer } from '@foyer/service-kit/testing'

/** Why relay nodes on Redis cannot run here, or `undefined` if they can. */
export function relayClusterUnavailableReason(): string | undefined {
  const reason = redisUnavailableReason()
  return reason && `${reason} (the two-relay-node e2e)`
}

/** A `redis-server` on a free loopback port, and a second relay node that uses it. */
export interface RelayCluster {
  readonly redisUrl: string
  /** The second node (the stack's relay is the first). */
  readonly secondNode: RelayServer
  stop(): Promise<void>
}

/**
 * Starts Debian's `redis-server` (no persistence, its own temporary directory; the relay's
 * own tests start it the same way) and a relay node on it; the stack's own relay joins by
 * getting `redisUrl`.
 */
export async function startRelayCluster(): Promise<RelayCluster> {
  const redis = await startRedisServer()
  try {
    const secondNode = await startRelay({ host: '127.0.0.1', port: 0, redisUrl: redis.url })
    return {
      redisUrl: redis.url,
      secondNode,
      async stop() {
        await secondNode.close()
        await redis.stop()
      },
    }
  } catch (error) {
    await redis.stop()
    throw error
  }
}
