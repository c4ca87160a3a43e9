import fs from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * Serves a built app from `root` on 127.0.0.1 (free port). `extraFiles` are served from
 * memory (e.g. the demo's runtime config pointing at this run's local stack). Unknown
 * paths without an extension fall back to index.html. `middleware`, when given, sees each
 * request first and calls `next` for the ones it does not serve (e.g. the demo's sign-in
 * server at `/siwx`). `transformHtml`, when given, rewrites each HTML file's text for each
 * response (e.g. a fresh CSP nonce in place of the build's placeholder).
 */
export async function serveStatic(
  root: string,
  extraFiles: Record<string, string> = {},
  middleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
  transformHtml?: (html: string) => string,
): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    if (middleware) middleware(req, res, () => void serveFile(req, res))
    else void serveFile(req, res)
  })
  async function serveFile(req: IncomingMessage, res: ServerResponse) {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    const extra = extraFiles[pathname]
    if (extra !== undefined) {
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(pathname)] ?? 'text/plain',
        'cache-control': 'no-store',
      })
      res.end(extra)
      return
    }
    let file = path.join(root, path.normalize(pathname))
    if (!file.startsWith(root)) {
      res.writeHead(403).end()
      return
    }
    try {
      const stat = await fs.stat(file)
      if (stat.isDirectory()) file = path.join(file, 'index.html')
    } catch {
      if (path.extname(pathname) === '') file = path.join(root, 'index.html')
    }
    try {
      const raw = await fs.readFile(file)
      const body =
        transformHtml && path.extname(file) === '.html' ? transformHtml(raw.toString()) : raw
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      })
      res.end(body)
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
