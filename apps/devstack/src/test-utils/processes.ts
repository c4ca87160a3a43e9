import fs from 'node:fs'
import net from 'node:net'

/** Resolves true if something accepts TCP connections on 127.0.0.1:`port`. */
export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** True while process `pid` exists and is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    // A zombie still answers kill(0) until it is reaped; it runs nothing.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return process.platform !== 'linux'
  }
}

/** Polls `condition` every 50 ms until it holds or `timeoutMs` passes; returns whether it held. */
export async function eventually(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await condition()) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return condition()
}

/** The port of a URL (`http://127.0.0.1:8545` → 8545). */
export function portOf(url: string): number {
  return Number(new URL(url).port)
}
