import fs from 'node:fs/promises'
import { startWalletFrame } from '@foyer/devstack'
import { buildFixture } from './build-fixture.js'
import { freePort } from './smtp-sink.js'
import { type StaticServer, serveStatic } from './static-server.js'

/** Something the world started that stops with `close()`. */
interface Closable {
  close(): Promise<void>
}

/** Where the auth server must accept the frame and the host page from. */
export interface FrameHostOrigins {
  /** The wallet frame's origin (its port is free, the frame starts on it after the auth server). */
  frameOrigin: string
  /** The host page's URL (its origin). */
  hostUrl: string
}

/** How a test file starts its auth server for the frame. */
export interface FrameHostAuth<Auth extends Closable> {
  start(origins: FrameHostOrigins): Promise<Auth>
  /** The running auth server's base URL, which the frame talks to. */
  url(auth: Auth): string
}

/**
 * The frame-host fixture page served on one origin, the real wallet frame (the build the global
 * setup checked, see `ensureWalletFrameFresh`) on another, and the auth server they talk to; `close()` stops them all and removes the page.
 */
export interface FrameHostWorld<Auth extends Closable> extends Closable {
  auth: Auth
  frame: { url: string; close(): Promise<void> }
  host: StaticServer
  /** The host page, mounting the frame through the bridge for `projectId`. */
  hostPageUrl(projectId: string): string
}

/**
 * Starts the world of a frame-host e2e file: builds and serves the `frame-host` fixture, starts
 * the auth server (`auth.start`, told the frame's and the page's origins) and the wallet frame
 * (devnet 31337) against it. Whatever started is stopped again if a later step fails.
 */
export async function startFrameHost<Auth extends Closable>(
  auth: FrameHostAuth<Auth>,
): Promise<FrameHostWorld<Auth>> {
  const closers: (() => Promise<void>)[] = []
  const close = async () => {
    for (const closer of closers.splice(0).reverse()) await closer().catch(() => {})
  }
  try {
    const hostDist = await buildFixture('frame-host')
    closers.push(() => fs.rm(hostDist, { recursive: true, force: true }))
    const host = await serveStatic(hostDist)
    closers.push(() => host.close())
    const framePort = await freePort()
    const frameOrigin = `http://127.0.0.1:${framePort}`
    const runningAuth = await auth.start({ frameOrigin, hostUrl: host.url })
    closers.push(() => runningAuth.close())
    const frame = await startWalletFrame({
      port: framePort,
      authUrl: auth.url(runningAuth),
      networks: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
    })
    closers.push(() => frame.close())
    return {
      auth: runningAuth,
      frame,
      host,
      hostPageUrl: (projectId) =>
        `${host.url}/?frame=${encodeURIComponent(frame.url)}&project=${encodeURIComponent(projectId)}`,
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
