import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { DEVSTACK_HOST } from '../constants.js'
import type { RunningService } from '../services.js'
import { FrameAncestors, NO_FRAME_ANCESTORS } from './frame-ancestors.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** The wallet frame app and its production build. */
export const WALLET_FRAME_DIR = path.join(repoRoot, 'apps/wallet-frame')
export const WALLET_FRAME_DIST = path.join(WALLET_FRAME_DIR, 'dist')

/** One network the frame signs for. */
export interface WalletFrameNetwork {
  chainId: number
  /** Its name, shown in every approval of the frame. */
  name?: string
  rpcUrl: string
  /** ERC-4337 on this network: when present, the frame offers a smart account there. */
  smartAccounts?: {
    entryPoint: string
    accountFactory: string
    bundlerUrl: string
    /** The project's ERC-7677 paymaster: the frame sponsors the calls it covers. */
    paymasterUrl?: string
    /** FoyerSessionAccount: what the frame upgrades a smart account to for session keys. */
    sessionAccountImplementation?: string
  }
  /** EIP-7702 on this network: the one implementation the frame delegates an EOA to. */
  eip7702?: { implementation: string; bundlerUrl?: string; paymasterUrl?: string }
}

/** Options of {@link startWalletFrame}. */
export interface WalletFrameOptions {
  /** Port on 127.0.0.1 (0: a free one). */
  port: number
  /** Base URL of the auth server the frame talks to. */
  authUrl: string
  /** The networks the frame signs for (the first is its default). */
  networks: WalletFrameNetwork[]
  /** The Solana networks the frame sends for (`solana_signAndSendTransaction`). */
  solanaNetworks?: { caipNetworkId: string; name: string; rpcUrl: string }[]
  /** Base URL of the account data service: NFT names and prices in the frame's approvals. */
  dataUrl?: string
  /** How a smart account is had: `4337` (default, a second address) or `7702` (the EOA upgraded). */
  smartAccountMode?: '4337' | '7702'
  /** The built frame (default: apps/wallet-frame/dist, built when missing). */
  distDir?: string
  /** Frees `port` where it was held for this server (called right before it listens). */
  releasePort?: () => Promise<void>
  /**
   * The host name of its URL (it listens on 127.0.0.1 either way): the stack's is `localhost`,
   * so that passkeys work (WebAuthn refuses an IP address). Default 127.0.0.1.
   */
  publicHost?: string
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
}

/**
 * Builds the wallet frame (`vite build`) unless its build is there or `FOYER_FRAME_REBUILD=1`.
 * Returns the build directory.
 */
export async function ensureWalletFrameBuilt(): Promise<string> {
  const built = await fs
    .stat(path.join(WALLET_FRAME_DIST, 'index.html'))
    .then(() => true)
    .catch(() => false)
  if (built && process.env.FOYER_FRAME_REBUILD !== '1') return WALLET_FRAME_DIST
  const viteCli = path.join(WALLET_FRAME_DIR, 'node_modules/vite/bin/vite.js')
  await promisify(execFile)(process.execPath, [viteCli, 'build', '--logLevel', 'warn'], {
    cwd: WALLET_FRAME_DIR,
    timeout: 300_000,
    env: { ...process.env, DO_NOT_TRACK: '1' },
  })
  return WALLET_FRAME_DIST
}

/**
 * Serves the wallet frame on its own origin (its own port on 127.0.0.1) with its runtime
 * config at `/frame-config.json`. Every answer says `nosniff` and keeps referrers to the origin.
 * The frame's page carries `Content-Security-Policy: frame-ancestors` with the allowed host
 * origins of the project it is loaded for (`?projectId=`, asked of the auth server); every
 * other page (the social login's return page) may not be framed at all.
 */
export async function startWalletFrame(options: WalletFrameOptions): Promise<RunningService> {
  const root = options.distDir ?? (await ensureWalletFrameBuilt())
  const config = JSON.stringify({
    authUrl: options.authUrl,
    networks: options.networks,
    ...(options.solanaNetworks?.length ? { solanaNetworks: options.solanaNetworks } : {}),
    ...(options.dataUrl ? { dataUrl: options.dataUrl } : {}),
    ...(options.smartAccountMode ? { smartAccountMode: options.smartAccountMode } : {}),
  })
  const ancestors = new FrameAncestors(options.authUrl)
  const server: Server = createServer((req, res) => {
    void (async () => {
      const headers = {
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin',
        'cache-control': 'no-store',
      }
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const pathname = decodeURIComponent(url.pathname)
      if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405, headers).end()
      if (pathname === '/frame-config.json') {
        return res
          .writeHead(200, { ...headers, 'content-type': CONTENT_TYPES['.json'] })
          .end(config)
      }
      const file = path.join(root, path.normalize(pathname === '/' ? '/index.html' : pathname))
      if (!file.startsWith(root)) return res.writeHead(403, headers).end()
      try {
        const body = await fs.readFile(file)
        const isHtml = path.extname(file) === '.html'
        const framePage = isHtml && path.basename(file) === 'index.html'
        const policy = framePage
          ? await ancestors.policy(url.searchParams.get('projectId'), req.headers.referer)
          : NO_FRAME_ANCESTORS
        res.writeHead(200, {
          ...headers,
          ...(isHtml ? { 'content-security-policy': policy } : {}),
          'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        })
        res.end(body)
      } catch {
        res.writeHead(404, headers).end()
      }
    })()
  })
  await options.releasePort?.()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, DEVSTACK_HOST, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${options.publicHost ?? DEVSTACK_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
