import { afterAll, beforeAll } from 'vitest'
import type { WalletDirectoryServerOptions } from '../options.js'
import { startWalletDirectoryServer, type WalletDirectoryServer } from '../server.js'

/**
 * Starts a directory on a free loopback port for the enclosing `describe` and stops it
 * afterwards. Read `.url` inside tests (it is set in `beforeAll`).
 */
export function serveDirectory(options: WalletDirectoryServerOptions = {}): { url: string } {
  let server: WalletDirectoryServer | undefined
  const handle = {
    get url(): string {
      if (!server) throw new Error('directory not started yet')
      return server.url
    },
  }
  beforeAll(async () => {
    server = await startWalletDirectoryServer({ host: '127.0.0.1', port: 0, ...options })
  }, 30_000)
  afterAll(async () => {
    await server?.close()
  })
  return handle
}

/** GET `path` and parse the JSON body. */
export async function getJson<Body = Record<string, unknown>>(
  base: { url: string },
  path: string,
  init?: RequestInit,
): Promise<{ status: number; headers: Headers; body: Body }> {
  const response = await fetch(`${base.url}${path}`, init)
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Body,
  }
}
