import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { DEMO_CONFIG_PATH, type DemoConfig } from '../src/config/demo-config.js'

/**
 * A Vite plugin that serves the demo's runtime configuration at `/demo-config.json` from
 * memory, in the dev server and in `vite preview`: no file is written into the app.
 */
export function demoConfigPlugin(config: DemoConfig): Plugin {
  const body = `${JSON.stringify(config, null, 2)}\n`
  const handle = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (pathname !== DEMO_CONFIG_PATH) return next()
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    res.end(body)
  }
  return {
    name: 'foyer-demo-config',
    configureServer: (server) => void server.middlewares.use(handle),
    configurePreviewServer: (server) => void server.middlewares.use(handle),
  }
}
