import type { AddressInfo } from 'node:net'
import { bitcoinRegtest, type CaipNetworkId } from '@foyer/common'
import { createSiwxHandler, type SiwxHandler, type SiwxHandlerOptions } from '@foyer/siwx-server'
import type { Connect, Plugin } from 'vite'
import type { DemoConfig } from '../src/config/demo-config.js'
import { DEMO_SIWX_PATH } from '../src/sign-in/sign-in-setting.js'

/**
 * The demo's sign-in server options for the demo served at `origin` (`http://127.0.0.1:4173`):
 * messages must name that host (or `localhost` on the same port), a URI on it, and one of the
 * demo's networks; signatures are verified against the stack's devnets.
 */
export function demoSiwxOptions(
  config: Pick<DemoConfig, 'chains' | 'solana' | 'bitcoin'>,
  origin: string,
): SiwxHandlerOptions {
  const { port, protocol } = new URL(origin)
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`]
  const chains: CaipNetworkId[] = config.chains.map((chain) => `eip155:${chain.chainId}` as const)
  if (config.solana) chains.push(config.solana.caipNetworkId)
  if (config.bitcoin) chains.push(bitcoinRegtest.caipNetworkId)
  return {
    basePath: DEMO_SIWX_PATH,
    domain: hosts,
    uriOrigins: hosts.map((host) => `${protocol}//${host}`),
    chains,
    rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  }
}

/**
 * A Vite plugin that serves the demo's sign-in server (`@foyer/siwx-server`) at `/siwx` on
 * the demo's own origin (so its HTTP-only cookie is first-party), in the dev server and in
 * `vite preview`. Its domain is the address the server listens on, known once it listens.
 */
export function siwxServerPlugin(config: DemoConfig): Plugin {
  const mount = (
    httpServer: {
      once(event: 'listening', listener: () => void): unknown
      address(): unknown
    } | null,
    middlewares: Connect.Server,
  ) => {
    let handler: SiwxHandler | undefined
    httpServer?.once('listening', () => {
      const { port } = httpServer.address() as AddressInfo
      handler = createSiwxHandler(demoSiwxOptions(config, `http://127.0.0.1:${port}`))
    })
    middlewares.use((req, res, next) => (handler ? handler(req, res, next) : next()))
  }
  return {
    name: 'foyer-demo-siwx-server',
    configureServer: (server) => mount(server.httpServer, server.middlewares),
    configurePreviewServer: (server) => mount(server.httpServer, server.middlewares),
  }
}
