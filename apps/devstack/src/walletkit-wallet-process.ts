import { type ServiceProcess, startServiceProcess, workspaceCli } from './service-process.js'

const LISTENING_PATTERN = /WalletConnect test wallet listening on (http:\/\/\S+)/
const START_TIMEOUT_MS = 30_000

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
): Promise<Pick<ServiceProcess, 'url' | 'close'>> {
  const { url, close } = await startServiceProcess({
    args: workspaceCli(
      '@foyer/test-wallet',
      'src/walletconnect/cli.ts',
      'dist/walletconnect/cli.js',
    ),
    env: { ...process.env, FOYER_WC_WALLET_CONFIG: JSON.stringify(config) },
    listening: LISTENING_PATTERN,
    name: 'WalletConnect wallet',
    timeoutMs: START_TIMEOUT_MS,
  })
  return { url, close }
}
