import { createBitcoinAdapter } from '@foyer/adapter-bitcoin'
import { createEvmAdapter } from '@foyer/adapter-evm'
import { createSolanaAdapter } from '@foyer/adapter-solana'
import type { Network } from '@foyer/common'
import { createFoyer, type Foyer } from '@foyer/react'
import { createSiwx } from '@foyer/siwx'
import { readPageCspNonce } from './config/csp-nonce.js'
import type { DemoConfig } from './config/demo-config.js'
import { demoBitcoinNetwork, demoNetworks, demoSolanaNetwork } from './config/networks.js'
import { DEMO_SIWX_PATH } from './sign-in/sign-in-setting.js'

/** The project id the demo sends to the local services, unless its configuration names another. */
export const DEMO_PROJECT_ID = 'foyer-demo'

/**
 * Foyer for the demo: the configured devnets as EVM networks (the first one the default),
 * the EVM adapter discovering wallets in the page (EIP-6963 and `window.ethereum`) and
 * pairing mobile wallets over WalletConnect through the local relay, and the local stack's
 * wallet directory, which also collects the modal's analytics events, and the stack's account
 * data service (tokens, NFTs, activity and names; the devnets are testnets, so the account's
 * name comes from the names registry's reverse lookup). With `requireSignIn`,
 * sign-in with wallet is on and required: messages get their nonce from the demo's server,
 * which verifies them and keeps the session in an HTTP-only cookie (`@foyer/siwx-server` at
 * `/siwx`). With `embedded`, the modal is part of the page (`<FoyerEmbedded />`). Foyer's
 * `<style>` elements carry the page's CSP nonce (the production policy allows no inline style).
 */
export function createDemoFoyer(
  config: DemoConfig,
  options: { requireSignIn?: boolean; embedded?: boolean } = {},
): Foyer {
  const nonce = readPageCspNonce()
  return createFoyer({
    projectId: config.projectId ?? DEMO_PROJECT_ID,
    ...(nonce ? { nonce } : {}),
    ...(options.embedded ? { embedded: true } : {}),
    ...(options.requireSignIn
      ? {
          signInRequired: true,
          siwx: createSiwx({
            server: { baseUrl: DEMO_SIWX_PATH },
            statement: 'Sign in to the Foyer demo.',
          }),
        }
      : {}),
    // ERC-7715 smart sessions (off by default): the demo's session panel grants itself one.
    features: { smartSessions: true },
    networks: [
      ...demoNetworks(config.chains),
      ...(config.bitcoin ? [demoBitcoinNetwork(config.bitcoin.esploraUrl)] : []),
      ...(config.solana ? [demoSolanaNetwork(config.solana)] : []),
    ] as [Network, ...Network[]],
    adapters: [
      createEvmAdapter({ walletConnect: { relayUrl: config.relayUrl } }),
      // The local Bitcoin chain: Wallet Standard and sats-connect style Bitcoin wallets.
      ...(config.bitcoin ? [createBitcoinAdapter()] : []),
      // The local Solana network: Wallet Standard Solana wallets; balances from its RPC.
      ...(config.solana ? [createSolanaAdapter()] : []),
    ],
    // Analytics (on by default) goes to the local directory's collector (`POST /e`): the
    // app's own server, not a vendor's.
    services: {
      walletDirectory: config.directoryUrl,
      relay: config.relayUrl,
      analytics: config.directoryUrl,
      ...(config.dataServiceUrl ? { blockchainApi: config.dataServiceUrl } : {}),
      // The stack's embedded wallet frame: email login shows on Connect (on by default).
      ...(config.embeddedWalletUrl ? { embeddedWallet: config.embeddedWalletUrl } : {}),
    },
  })
}
