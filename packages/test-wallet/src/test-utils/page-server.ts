import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback HTTP server that answers every GET with one small HTML page. */
export interface PageServer {
  url: string
  close(): Promise<void>
}

/** Serves `html` at http://127.0.0.1:<free port>/. */
export function startPageServer(html: string): Promise<PageServer> {
  const server = http.createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}
