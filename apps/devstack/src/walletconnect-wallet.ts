import type { DevstackChain } from './types.js'

/** Options of the stack's WalletConnect test wallet. */
export interface DevstackWalletConnectWalletOptions {
  /** The decision when none is queued (default `'approve'`). */
  defaultDecision?: 'approve' | 'reject'
  /**
   * The relay the wallet talks to, if not the stack's: another relay node sharing the stack
   * relay's Redis, so that the dapp and the wallet pair across nodes.
   */
  relayUrl?: string
  /**
   * The wallet-side SDK: `'sign-client'` (default, Foyer's own wallet on a bare Sign client)
   * or `'walletkit'` (Reown's WalletKit, the SDK real mobile wallets are built on).
   */
  sdk?: 'sign-client' | 'walletkit'
}

/** The running WalletConnect test wallet: its page and API URL, and how to stop it. */
export interface RunningWalletConnectWallet {
  url: string
  close(): Promise<void>
}

/**
 * Starts `@foyer/test-wallet`'s WalletConnect wallet on the stack's relay and devnets (the
 * devstack mnemonic, account 0; Solana and Bitcoin accounts too when those run) and serves its page and control API on 127.0.0.1. Loaded
 * with `import()`, so a stack without it never loads the Sign client.
 */
export async function startWalletConnectWallet(
  port: number,
  relayUrl: string,
  chains: readonly DevstackChain[],
  mnemonic: string,
  options: DevstackWalletConnectWalletOptions,
  multichain: { solana?: Record<string, string>; esploraUrl?: string } = {},
): Promise<RunningWalletConnectWallet> {
  if (options.sdk === 'walletkit') {
    const { startWalletProcess } = await import('./walletkit-wallet-process.js')
    return startWalletProcess({
      sdk: 'walletkit',
      relayUrl,
      port,
      mnemonic,
      chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
      ...(options.defaultDecision ? { defaultDecision: options.defaultDecision } : {}),
      ...(multichain.solana ? { solanaRpcUrls: multichain.solana } : {}),
      ...(multichain.esploraUrl ? { esploraUrl: multichain.esploraUrl } : {}),
    })
  }
  const { startWalletConnectTestWallet, startWalletConnectTestWalletServer } = await import(
    '@foyer/test-wallet/walletconnect'
  )
  const wallet = await startWalletConnectTestWallet({
    relayUrl,
    mnemonic,
    chains: chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    ...(options.defaultDecision ? { defaultDecision: options.defaultDecision } : {}),
    ...(multichain.solana ? { solana: { rpcUrls: multichain.solana } } : {}),
    ...(multichain.esploraUrl ? { bitcoin: { esploraUrl: multichain.esploraUrl } } : {}),
  })
  try {
    const server = await startWalletConnectTestWalletServer({ wallet, port })
    return {
      url: server.url,
      async close() {
        await server.close()
        await wallet.close()
      },
    }
  } catch (error) {
    await wallet.close()
    throw error
  }
}
