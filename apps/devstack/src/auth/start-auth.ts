import { randomBytes } from 'node:crypto'
import { DEVSTACK_HOST } from '../constants.js'
import { startFarcasterClientPage } from '../farcaster/farcaster-client-page.js'
import { DEVSTACK_ID_REGISTRY_ADDRESS, deployIdRegistry } from '../farcaster/id-registry.js'
import { reserveLocalPort } from '../free-port.js'
import type { DevstackAuth, DevstackChain } from '../types.js'
import { startAuthServerProcess } from './auth-server.js'
import { LOCAL_SOCIAL_PROVIDERS, startLocalIdentityProvider } from './identity-provider.js'
import { startMailSink } from './mail-sink.js'

/** The demo's project id, allowed on any loopback port (the demo and tests pick their own). */
export const DEVSTACK_AUTH_PROJECT_ID = 'foyer-demo'

/** The wallet frame's origin in the CLI stack (its fixed port). */
export const DEVSTACK_WALLET_FRAME_ORIGIN = `http://${DEVSTACK_HOST}:4800`

/** Options of the stack's auth services. */
export interface DevstackAuthOptions {
  /** Wallet frame origins the auth server answers (CORS). Default {@link DEVSTACK_WALLET_FRAME_ORIGIN}. */
  frameOrigins?: string[]
  /**
   * Projects and their host origins. Default: {@link DEVSTACK_AUTH_PROJECT_ID} on any port of
   * 127.0.0.1 and localhost, with externally owned accounts.
   */
  projects?: Record<
    string,
    {
      allowedOrigins: string[]
      smartAccountNetworks?: string[]
      preferredAccountType?: 'eoa' | 'smartAccount'
      /** Who can rebuild a key (the auth server's default: `password`). */
      custody?: 'operator' | 'password' | 'passkey'
      /** Transactions above this many wei ask a fresh check in the frame first. */
      stepUpAboveWei?: string
    }
  >
  /**
   * CAIP-2 networks where the default project offers smart accounts (its preferred account
   * type is then the smart account). Default: none, externally owned accounts.
   */
  smartAccountNetworks?: string[]
  /**
   * Who can rebuild a key of the default project's users. Default `operator` (custodial):
   * the login e2e of every method run on it; `password` asks for a recovery password in the
   * frame at sign-up and on a new device.
   */
  custody?: 'operator' | 'password' | 'passkey'
  /**
   * The default project's step-up threshold: the frame asks a fresh check (passkey or
   * authenticator code) before signing a transaction above this many wei. Default: never.
   */
  stepUpAboveWei?: string
  /** A Postgres server instead of embedded PGlite (in memory). */
  databaseUrl?: string
  /**
   * The social providers the auth server gets a client for (default: every one of
   * {@link LOCAL_SOCIAL_PROVIDERS}); the modal offers only these.
   */
  socialProviders?: readonly string[]
  /**
   * Sign In With Farcaster: the devnet that gets the IdRegistry (the stack passes its first
   * chain; `false` turns Farcaster login off).
   */
  farcaster?: false | { chain: DevstackChain }
  /**
   * Seconds a new email code for the same address is refused after one was sent (the auth
   * server's `rateLimits.codeCooldownSeconds`). Default: the auth server's 30 s.
   */
  codeCooldownSeconds?: number
}

/** Ports of the auth services (0: free). */
export interface DevstackAuthPorts {
  auth?: number
  smtp?: number
  inbox?: number
  identityProvider?: number
  /** The Farcaster test client page. */
  farcasterClient?: number
}

/** The running auth services and their process ids. */
export interface RunningAuth {
  info: DevstackAuth
  pids: number[]
  close(): Promise<void>
}

/**
 * Starts the SMTP sink with its HTTP inbox, the local OpenID provider (one client per social
 * provider name) and the auth server (its own process) configured with both, exactly as a
 * self-hoster configures real SMTP and real providers: the auth server does not know they are
 * local.
 */
export async function startDevstackAuth(
  ports: DevstackAuthPorts,
  options: DevstackAuthOptions,
  timeoutMs: number,
): Promise<RunningAuth> {
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    await Promise.allSettled(closers.reverse().map((closer) => closer()))
  }
  try {
    // The provider must know the auth server's callback before the auth server starts.
    // Held until the auth server starts (see reserveLocalPort).
    const reservation = ports.auth ? undefined : await reserveLocalPort()
    if (reservation) closers.push(reservation.release)
    const authPort = ports.auth || reservation!.port
    const authUrl = `http://${DEVSTACK_HOST}:${authPort}`
    const mail = await startMailSink(ports.smtp ?? 0, ports.inbox ?? 0)
    closers.push(mail.close)
    const idp = await startLocalIdentityProvider(
      ports.identityProvider ?? 0,
      `${authUrl}/v1/social/callback`,
    )
    closers.push(idp.close)
    const farcaster = options.farcaster
      ? await startFarcaster(options.farcaster.chain, authUrl, ports.farcasterClient ?? 0)
      : undefined
    if (farcaster) closers.push(farcaster.close)
    const socialProviders = LOCAL_SOCIAL_PROVIDERS.filter(
      (name) => options.socialProviders?.includes(name) ?? true,
    )
    const config = {
      publicUrl: authUrl,
      ...(farcaster ? { farcaster: farcaster.serverConfig } : {}),
      frameOrigins: options.frameOrigins ?? [DEVSTACK_WALLET_FRAME_ORIGIN],
      projects: options.projects ?? {
        [DEVSTACK_AUTH_PROJECT_ID]: {
          allowedOrigins: [`http://${DEVSTACK_HOST}:*`, 'http://localhost:*'],
          smartAccountNetworks: options.smartAccountNetworks ?? [],
          preferredAccountType: options.smartAccountNetworks?.length ? 'smartAccount' : 'eoa',
          custody: options.custody ?? 'operator',
          ...(options.stepUpAboveWei ? { stepUpAboveWei: options.stepUpAboveWei } : {}),
        },
      },
      smtp: { url: mail.smtpUrl, from: 'Foyer local <login@foyer.localhost>' },
      providers: Object.fromEntries(
        socialProviders.map((name) => [name, { issuer: idp.issuer, ...idp.clients[name] }]),
      ),
      // Many logins from one machine: the per-IP limit is for the public internet.
      rateLimits: {
        perIpPerMinute: 600,
        perEmailPerHour: 100,
        ...(options.codeCooldownSeconds
          ? { codeCooldownSeconds: options.codeCooldownSeconds }
          : {}),
      },
    }
    await reservation?.release()
    const server = await startAuthServerProcess(
      authPort,
      config,
      {
        RECOVERY_KEY: randomBytes(32).toString('hex'),
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      },
      timeoutMs,
    )
    closers.push(server.close)
    return {
      info: {
        url: server.url,
        projectId: Object.keys(config.projects)[0] ?? DEVSTACK_AUTH_PROJECT_ID,
        frameOrigins: config.frameOrigins,
        smtpUrl: mail.smtpUrl,
        inboxUrl: mail.inboxUrl,
        identityProviderUrl: idp.issuer,
        socialProviders: [...socialProviders],
        ...(farcaster ? { farcaster: farcaster.info } : {}),
      },
      pids: [server.pid],
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}

/** Deploys the IdRegistry with its FIDs and starts the test client page (the relay's client). */
async function startFarcaster(chain: DevstackChain, authUrl: string, port: number) {
  const accounts = await deployIdRegistry(chain)
  const relayKey = randomBytes(24).toString('hex')
  const client = await startFarcasterClientPage({ port, relayUrl: authUrl, relayKey, accounts })
  return {
    close: client.close,
    serverConfig: {
      clientUrl: client.url,
      rpcUrl: chain.rpcUrl,
      idRegistryAddress: DEVSTACK_ID_REGISTRY_ADDRESS,
      relayKey,
    },
    info: {
      clientUrl: client.url,
      chainId: chain.chainId,
      idRegistryAddress: DEVSTACK_ID_REGISTRY_ADDRESS,
      accounts: accounts.map(({ fid, username, custody }) => ({ fid, username, custody })),
    },
  }
}
