import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createInterface } from 'node:readline'

/** A running anvil devnet started by a test. */
export interface TestAnvil {
  rpcUrl: string
  chainId: number
  stop(): Promise<void>
}

/** Anvil's default accounts (its well-known test mnemonic): unlocked for eth_sendTransaction. */
export const ANVIL_ACCOUNTS = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
  '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
] as const

/** The anvil executable of `@foundry-rs/anvil` for this platform (or `FOYER_ANVIL_BIN`). */
export function anvilBinary(): string {
  const override = process.env.FOYER_ANVIL_BIN
  if (override) return override
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  const wrapper = createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json')
  return createRequire(wrapper).resolve(`${platformPackage}/bin/anvil`)
}

/** Starts anvil on a free loopback port; resolves once it listens. */
export async function startTestAnvil(
  options: { chainId?: number; extraArgs?: string[] } = {},
): Promise<TestAnvil> {
  const chainId = options.chainId ?? 31337
  const child: ChildProcess = spawn(
    anvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      '0',
      '--chain-id',
      String(chainId),
      '--accounts',
      '4',
      '--color',
      'never',
      ...(options.extraArgs ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('anvil did not start in 30 s')), 30_000)
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const match = /Listening on [\d.]+:(\d+)/.exec(line)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil exited with code ${code} before listening`))
    })
  })
  // Keep reading so a full pipe never blocks anvil.
  child.stdout?.resume()
  child.stderr?.resume()
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    chainId,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
