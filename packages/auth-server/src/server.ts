import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthContext } from './api/context.js'
import { createSmtpMailer, type Mailer } from './auth/mailer.js'
import { RateLimiter } from './auth/rate-limiter.js'
import { RecoveryCipher } from './auth/recovery-cipher.js'
import { SessionTokens } from './auth/session-tokens.js'
import { FarcasterLogin } from './farcaster/farcaster-login.js'
import { createRequestHandler } from './http/handler.js'
import { type AuthServerOptions, decodeRecoveryKey, parseAuthServerOptions } from './options.js'
import { SocialLogin } from './social/social-login.js'
import { openStorage, type Storage } from './storage/open-storage.js'

/** A running auth server. */
export interface AuthServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  port: number
  engine: 'pglite' | 'postgres'
  /** The storage (tests read it directly). */
  storage: Storage
  /** Stops serving and closes the storage. Idempotent. */
  close(): Promise<void>
}

/**
 * Starts the auth server: opens (and migrates) the storage and serves AUTH-API.md on
 * `host:port`. Throws a `TypeError` for bad options. Without `recoveryKey` a random one is
 * made, so recovery shares do not survive a restart: set it in production.
 *
 * @example
 * const server = await startAuthServer({ frameOrigins: ['https://wallet.example'],
 *   projects: { demo: { allowedOrigins: ['https://app.example'] } },
 *   smtp: { url: 'smtp://127.0.0.1:2525', from: 'login@example.com' } })
 */
export async function startAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  const resolved = parseAuthServerOptions(options)
  const now = resolved.now ?? Date.now
  const log = resolved.log ?? ((line: string) => console.info(`auth server: ${line}`))
  const recoveryKey = resolved.recoveryKey
    ? decodeRecoveryKey(resolved.recoveryKey)
    : randomBytes(32)
  const storage = await openStorage(
    resolved.databaseUrl
      ? { engine: 'postgres', databaseUrl: resolved.databaseUrl }
      : { engine: 'pglite', ...(resolved.dataDir ? { dataDir: resolved.dataDir } : {}) },
  )
  let mailer: Mailer | undefined
  try {
    let publicUrl = resolved.publicUrl?.replace(/\/$/, '') ?? ''
    mailer = createSmtpMailer(resolved.smtp.url, resolved.smtp.from)
    const context: AuthContext = {
      storage,
      tokens: await SessionTokens.load(storage.secrets, now),
      cipher: new RecoveryCipher(recoveryKey),
      mailer,
      social: new SocialLogin(
        resolved.providers ?? {},
        () => `${publicUrl}/v1/social/callback`,
        now,
      ),
      ...(resolved.farcaster ? { farcaster: new FarcasterLogin(resolved.farcaster, now) } : {}),
      pepper: await storage.secrets.getOrCreate('code-pepper', async () =>
        randomBytes(32).toString('base64url'),
      ),
      projects: new Map(Object.entries(resolved.projects)),
      frameOrigins: new Set(resolved.frameOrigins),
      limits: {
        perIp: new RateLimiter(resolved.rateLimits?.perIpPerMinute ?? 30, 60_000, now),
        perEmail: new RateLimiter(resolved.rateLimits?.perEmailPerHour ?? 10, 3_600_000, now),
      },
      trustProxy: resolved.trustProxy ?? false,
      publicUrl: () => publicUrl,
      now,
      log,
    }
    const server = createServer(createRequestHandler(context))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(resolved.port ?? 0, resolved.host ?? '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
    const address = server.address() as AddressInfo
    const url = `http://${urlHost(address)}:${address.port}`
    if (publicUrl === '') publicUrl = url
    let closing: Promise<void> | undefined
    const openMailer = mailer
    return {
      url,
      port: address.port,
      engine: storage.sql.engine,
      storage,
      close() {
        closing ??= (async () => {
          await new Promise<void>((resolve) => {
            server.close(() => resolve())
            server.closeAllConnections()
          })
          openMailer.close()
          await storage.close()
        })()
        return closing
      },
    }
  } catch (error) {
    mailer?.close()
    await storage.close()
    throw error
  }
}

/** A host for URLs: wildcard binds map to loopback, IPv6 gets brackets. */
function urlHost(address: AddressInfo): string {
  if (address.address === '0.0.0.0') return '127.0.0.1'
  if (address.address === '::') return '[::1]'
  return address.family === 'IPv6' ? `[${address.address}]` : address.address
}
