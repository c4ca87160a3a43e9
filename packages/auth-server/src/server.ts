import { randomBytes } from 'node:crypto'
import { chooseStorage, describeStorage, listenService } from '@foyer/service-kit'
import type { AuthContext } from './api/context.js'
import { CODE_COOLDOWN_MS } from './auth/email-codes.js'
import { createSmtpMailer, type Mailer } from './auth/mailer.js'
import { ProjectScopes } from './auth/project-scope.js'
import { RecoveryCipher } from './auth/recovery-cipher.js'
import { verifyRecoveryKey } from './auth/recovery-key-check.js'
import { SessionTokens } from './auth/session-tokens.js'
import { FarcasterLogin } from './farcaster/farcaster-login.js'
import { createAuthApp } from './http/app.js'
import { createAuthMetrics } from './http/auth-metrics.js'
import { trustedProxies } from './http/client-ip.js'
import { RefusalLog } from './http/refusal-log.js'
import { type AuthServerOptions, decodeRecoveryKey, parseAuthServerOptions } from './options.js'
import { SocialLogin } from './social/social-login.js'
import { openStorage, type Storage } from './storage/open-storage.js'
import { sweepExpired } from './storage/sweep.js'

/** Default requests per client address per minute to the code and login endpoints. */
export const PER_IP_PER_MINUTE = 30

/** Expired codes, states and login codes are deleted this often (and at start). */
export const SWEEP_INTERVAL_MS = 10 * 60_000

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
 * Starts the auth server: opens (and migrates) the storage, checks `recoveryKey` against the
 * database (a `RecoveryKeyMismatchError` for another key) and serves its API (docs/api/auth-server.json) on
 * `host:port`. Throws a `TypeError` for bad options. Storage must be named: `databaseUrl`,
 * `dataDir`, or `ephemeral: true` (in memory, where a random recovery key is made when none
 * is given).
 *
 * @example
 * const server = await startAuthServer({ dataDir: './foyer-data/auth-server',
 *   recoveryKey: process.env.RECOVERY_KEY, frameOrigins: ['https://wallet.example'],
 *   projects: { demo: { allowedOrigins: ['https://app.example'] } },
 *   smtp: { url: 'smtp://127.0.0.1:2525', from: 'login@example.com' } })
 */
export async function startAuthServer(options: AuthServerOptions): Promise<AuthServer> {
  const resolved = parseAuthServerOptions(options)
  const now = resolved.now ?? Date.now
  const log = resolved.log ?? ((line: string) => console.info(`auth server: ${line}`))
  const storageChoice = chooseStorage(resolved, 'auth-server')
  if (!resolved.ephemeral && !resolved.databaseUrl && !resolved.dataDir) {
    throw new TypeError(
      'say where data lives: databaseUrl, dataDir, or ephemeral: true (in memory)',
    )
  }
  if (!resolved.recoveryKey && !resolved.ephemeral) {
    throw new TypeError('recoveryKey is required unless ephemeral: it encrypts recovery shares')
  }
  const recoveryKey = resolved.recoveryKey
    ? decodeRecoveryKey(resolved.recoveryKey)
    : randomBytes(32)
  const storage = await openStorage(
    'databaseUrl' in storageChoice
      ? { engine: 'postgres', databaseUrl: storageChoice.databaseUrl }
      : {
          engine: 'pglite',
          ...('dataDir' in storageChoice ? { dataDir: storageChoice.dataDir } : {}),
        },
  )
  let mailer: Mailer | undefined
  try {
    await verifyRecoveryKey(storage.sql, recoveryKey)
    log(describeStorage(storageChoice))
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
      scopes: new ProjectScopes(resolved.projectGroups),
      frameOrigins: new Set(resolved.frameOrigins),
      ...(resolved.passkeyRpId ? { passkeyRpId: resolved.passkeyRpId } : {}),
      limits: {
        perIpPerMinute: resolved.rateLimits?.perIpPerMinute ?? PER_IP_PER_MINUTE,
        redisUrl: resolved.redisUrl,
      },
      codeLimits: {
        sendsPerHour: resolved.rateLimits?.perEmailPerHour ?? 10,
        failuresPerDay: resolved.rateLimits?.failedCodesPerEmailPerDay ?? 20,
        cooldownMs: (resolved.rateLimits?.codeCooldownSeconds ?? CODE_COOLDOWN_MS / 1000) * 1000,
      },
      trustedProxies: trustedProxies(
        resolved.trustedProxies ?? (resolved.trustProxy ? 1 : undefined),
      ),
      publicUrl: () => publicUrl,
      now,
      log,
      refusals: new RefusalLog(log),
      metrics: createAuthMetrics(),
    }
    const app = await createAuthApp(context, {
      logLevel: resolved.logLevel ?? 'warn',
      logDestination: resolved.logDestination,
    })
    const server = await listenService(app, {
      host: resolved.host ?? '127.0.0.1',
      port: resolved.port ?? 0,
    }).catch(async (error: unknown) => {
      await app.close()
      throw error
    })
    const sweep = () => {
      sweepExpired(storage.sql, now()).catch((error: unknown) =>
        log(`sweep failed: ${error instanceof Error ? error.message : error}`),
      )
    }
    sweep()
    const sweeper = setInterval(sweep, resolved.sweepIntervalMs ?? SWEEP_INTERVAL_MS)
    sweeper.unref()
    const url = server.url
    if (publicUrl === '') publicUrl = url
    let closing: Promise<void> | undefined
    const openMailer = mailer
    return {
      url,
      port: server.port,
      engine: storage.sql.engine,
      storage,
      close() {
        closing ??= (async () => {
          clearInterval(sweeper)
          // Requests in flight finish first (they may still need the storage).
          await server.close()
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
