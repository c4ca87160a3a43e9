import net from 'node:net'

/** A TCP port free on 127.0.0.1 right now (the OS picks it; it is released at once). */
export async function freeLocalPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('No free port')
  return address.port
}
