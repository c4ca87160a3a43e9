import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDevstack } from './devstack.js'
import { isListening } from './test-utils/processes.js'

let blocker: net.Server
let takenPort: number

beforeAll(async () => {
  blocker = net.createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  takenPort = (blocker.address() as net.AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => blocker.close(() => resolve())))

describe('startDevstack when a part cannot start', () => {
  it('rejects and stops the parts it had already started', async () => {
    const lines: string[] = []
    await expect(
      startDevstack({
        ports: { directory: takenPort },
        relay: false,
        log: (line) => lines.push(line),
      }),
    ).rejects.toThrow(/EADDRINUSE/)
    // The devnets started (and said so) before the failure was thrown; now they are gone.
    const rpcUrls = lines.flatMap((line) => line.match(/http:\/\/127\.0\.0\.1:\d+/g) ?? [])
    expect(rpcUrls).toHaveLength(2)
    for (const url of rpcUrls) expect(await isListening(Number(new URL(url).port))).toBe(false)
  })

  it('rejects with anvil output when a devnet port is taken', async () => {
    await expect(
      startDevstack({ ports: { chains: [0, takenPort] }, directory: false, relay: false }),
    ).rejects.toThrow(/anvil \(chain 31338, port \d+\) exited with code 1:[\s\S]*in use/i)
  })
})
