import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { reserveLocalPort } from './free-port.js'

function listenOn(port: number): Promise<net.Server> {
  const server = net.createServer()
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}

describe('reserveLocalPort', () => {
  it('holds the port until released, then frees it for its real server', async () => {
    const reservation = await reserveLocalPort()
    await expect(listenOn(reservation.port)).rejects.toMatchObject({ code: 'EADDRINUSE' })
    await reservation.release()
    await reservation.release() // a second release (a stop after a failed start) is harmless
    const server = await listenOn(reservation.port)
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
})
