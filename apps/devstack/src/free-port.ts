import net from 'node:net'

/** A port held on 127.0.0.1 until released, so nothing else can take it meanwhile. */
export interface PortReservation {
  readonly port: number
  /** Frees the port for its real server; call it right before that server listens. */
  release(): Promise<void>
}

/**
 * Holds a free TCP port on 127.0.0.1 (the OS picks it) until released. A port that must be
 * known before its server can start (another service is configured with its URL first) is
 * reserved, not just picked: a port picked and freed at once can be taken by any socket on
 * the machine (a client's ephemeral port) before its server listens, which fails that start
 * with EADDRINUSE on a busy machine.
 */
export async function reserveLocalPort(): Promise<PortReservation> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('No free port')
  let released: Promise<void> | undefined
  return {
    port: address.port,
    release: () => {
      released ??= new Promise<void>((resolve) => server.close(() => resolve()))
      return released
    },
  }
}

/** A TCP port free on 127.0.0.1 right now (released at once: only for a server started next). */
export async function freeLocalPort(): Promise<number> {
  const reservation = await reserveLocalPort()
  await reservation.release()
  return reservation.port
}
