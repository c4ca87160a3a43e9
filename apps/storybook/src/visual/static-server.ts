import fs from 'node:fs'
import http from 'node:http'
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
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
}

/** A static file server on 127.0.0.1 (a free port) for one folder. */
export interface StaticServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  origin: string
  close(): Promise<void>
}

/** Serves `folder` on 127.0.0.1; paths outside it answer 404. */
export async function serveFolder(folder: string): Promise<StaticServer> {
  const root = path.resolve(folder)
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = path.resolve(
      root,
      `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`,
    )
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream'
    response.writeHead(200, { 'content-type': type })
    fs.createReadStream(file).pipe(response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
