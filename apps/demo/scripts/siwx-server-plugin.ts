import { createSiwxHandler } from '@foyer/siwx-server'
import type { Plugin } from 'vite'
import type { DemoConfig } from '../src/config/demo-config.js'
import { DEMO_SIWX_PATH } from '../src/sign-in/sign-in-setting.js'

/**
 * A Vite plugin that serves the demo's sign-in server (`@foyer/siwx-server`) at `/siwx` on
 * the demo's own origin (so its HTTP-only cookie is first-party), in the dev server and in
 * `vite preview`. Signatures are verified against the stack's devnets.
 */
export function siwxServerPlugin(config: DemoConfig): Plugin {
  const handler = createSiwxHandler({
    basePath: DEMO_SIWX_PATH,
    rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  })
  return {
    name: 'foyer-demo-siwx-server',
    configureServer: (server) => void server.middlewares.use(handler),
    configurePreviewServer: (server) => void server.middlewares.use(handler),
  }
}
