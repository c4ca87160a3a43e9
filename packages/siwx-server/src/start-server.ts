import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createSiwxHandler, type SiwxHandlerOptions } from './siwx-handler.js'

/** A running stand-alone sign-in server. */
export interface RunningSiwxServer {
  /** Its origin, e.g. `http://127.0.0.1:41234`; the routes are below `basePath`. */
  url: string
  close(): Promise<void>
}

/**
 * Starts the reference sign-in server on its own (loopback, a free port by default). Apps
 * usually mount {@link createSiwxHandler} in their own server instead, so that the session
 * cookie is on their origin.
 */
export async function startSiwxServer(
  options: SiwxHandlerOptions & { host?: string; port?: number },
): Promise<RunningSiwxServer> {
  const handler = createSiwxHandler(options)
  const server = createServer((req, res) => handler(req, res))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve)
  })
  const { address, port } = server.address() as AddressInfo
  return {
    url: `http://${address}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
