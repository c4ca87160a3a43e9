import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Devstack } from '@foyer/devstack'
import { createServer, type ViteDevServer } from 'vite'
import type { DemoConfig } from '../src/config/demo-config.js'
import { demoConfigPlugin } from './demo-config-plugin.js'
import { demoConfigOf, startDemoStack } from './demo-stack.js'
import { siwxServerPlugin } from './siwx-server-plugin.js'

const demoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The Vite dev server's port when none is given (it moves on if the port is taken). */
export const DEMO_DEFAULT_PORT = 5173

/** Options of {@link startDemo}. */
export interface StartDemoOptions {
  /** Free ports for every part (tests) instead of the devstack CLI's fixed ones. */
  freePorts?: boolean
  /** The dev server's port; default {@link DEMO_DEFAULT_PORT}, or a free one with `freePorts`. */
  port?: number
  /** Receives one line per started part. */
  log?: (line: string) => void
  /** Called if a devnet exits on its own while the demo runs. */
  onUnexpectedExit?: (error: Error) => void
}

/** The running demo: its URL, the configuration it serves, and `stop()`. */
export interface RunningDemo {
  url: string
  config: DemoConfig
  stack: Devstack
  /** Stops the dev server, then the stack. Idempotent. */
  stop(): Promise<void>
}

/**
 * Starts the demo's local stack ({@link startDemoStack}; fixed ports unless `freePorts`) and
 * the demo's Vite dev server on 127.0.0.1, serving `/demo-config.json` for that stack. If the dev server cannot start,
 * the stack is stopped before the error is thrown.
 */
export async function startDemo(options: StartDemoOptions = {}): Promise<RunningDemo> {
  const stack = await startDemoStack({
    ...(options.freePorts ? { freePorts: true } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
  })
  let vite: ViteDevServer | undefined
  try {
    const config = demoConfigOf(stack, { injectTestWallet: true })
    vite = await createServer({
      root: demoDir,
      configFile: path.join(demoDir, 'vite.config.ts'),
      clearScreen: false,
      logLevel: 'warn',
      server: {
        host: '127.0.0.1',
        port: options.port ?? (options.freePorts ? 0 : DEMO_DEFAULT_PORT),
      },
      plugins: [demoConfigPlugin(config), siwxServerPlugin(config)],
    })
    await vite.listen()
    const url = vite.resolvedUrls?.local[0]
    if (!url) throw new Error('The demo dev server did not report its URL.')
    const server = vite
    let stopping: Promise<void> | undefined
    return {
      url,
      config,
      stack,
      stop() {
        stopping ??= server.close().finally(() => stack.stop())
        return stopping
      },
    }
  } catch (error) {
    await vite?.close().catch(() => {})
    await stack.stop()
    throw error
  }
}
