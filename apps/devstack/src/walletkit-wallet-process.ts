import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { RunningWalletConnectWallet } from './walletconnect-wallet.js'

const LISTENING_PATTERN = /WalletConnect test wallet listening on (http:\/\/\S+)/
const START_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 5_000

/** What the wallet process is told (`FOYER_WC_WALLET_CONFIG`, see test-wallet's cli.ts). */
export interface WalletProcessConfig {
  sdk: 'sign-client' | 'walletkit'
  relayUrl: string
  port: number
  mnemonic: string
  chains: { chainId: number; rpcUrl: string; name?: string }[]
  defaultDecision?: 'approve' | 'reject'
  solanaRpcUrls?: Record<string, string>
  esploraUrl?: string
}

/**
 * Runs a WalletConnect test wallet in a Node process of its own (test-wallet's
 * `walletconnect/cli`): WalletKit loads only as plain Node loads it (its CommonJS build), not
 * inside a test runner that resolves packages with the `module` condition. Resolves once its
 * page listens; `close` stops the process.
 */
export async function startWalletProcess(
  config: WalletProcessConfig,
): Promise<RunningWalletConnectWallet> {
  const child = spawn(process.execPath, cliCommand(), {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, FOYER_WC_WALLET_CONFIG: JSON.stringify(config) },
  })
  const output: string[] = []
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code))
    child.once('error', () => resolve(null))
  })
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the WalletConnect wallet did not listen in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    )
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line)
      const match = LISTENING_PATTERN.exec(line)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    })
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
    void exited.then((code) => {
      clearTimeout(timer)
      reject(new Error(`the WalletConnect wallet exited with code ${code}:\n${output.join('\n')}`))
    })
  }).catch(async (error: unknown) => {
    await stopChild(child, exited)
    throw error
  })
  let stopping: Promise<void> | undefined
  return {
    url,
    close: () => {
      stopping ??= stopChild(child, exited)
      return stopping
    },
  }
}

/** How to run the CLI: from TypeScript source (through tsx) when the stack runs from source. */
function cliCommand(): string[] {
  const require = createRequire(import.meta.url)
  const folder = path.dirname(require.resolve('@foyer/test-wallet/package.json'))
  if (import.meta.url.endsWith('.ts')) {
    return [
      '--conditions=@foyer/source',
      '--import',
      require.resolve('tsx'),
      path.join(folder, 'src/walletconnect/cli.ts'),
    ]
  }
  return [path.join(folder, 'dist/walletconnect/cli.js')]
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.stdin?.end()
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
  await exited
  clearTimeout(timer)
}
