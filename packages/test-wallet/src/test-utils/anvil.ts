import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'

/** A running anvil node on loopback. */
export interface AnvilNode {
  chainId: number
  rpcUrl: string
  stop(): Promise<void>
}

/** The anvil binary that `@foundry-rs/anvil` installed for this platform. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  const wrapper = require.resolve('@foundry-rs/anvil/package.json')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binaryPackage = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`
  const binaryPackageJson = createRequire(wrapper).resolve(binaryPackage)
  return path.join(path.dirname(binaryPackageJson), 'bin', 'anvil')
}

/** A port that was free a moment ago (anvil has no `--port 0`). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) resolve(address.port)
        else reject(new Error('no port'))
      })
    })
  })
}

async function waitForRpc(rpcUrl: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`anvil exited with code ${child.exitCode}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`anvil did not answer at ${rpcUrl} within ${timeoutMs} ms`)
}

/** Starts anvil on a free loopback port with the given chain id; retries if the port was taken. */
export async function startAnvil(chainId = 31337): Promise<AnvilNode> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const child = spawn(
      anvilBinaryPath(),
      ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'],
      { stdio: 'ignore' },
    )
    const rpcUrl = `http://127.0.0.1:${port}`
    try {
      await waitForRpc(rpcUrl, child, 30_000)
    } catch (error) {
      lastError = error
      child.kill('SIGKILL')
      continue
    }
    return {
      chainId,
      rpcUrl,
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    }
  }
  throw lastError
}
