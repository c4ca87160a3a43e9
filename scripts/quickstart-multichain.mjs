// The optional half of scripts/check-quickstart.mjs's fresh apps: the WalletConnect SDK (the EVM
// adapter's optional peer) and the Solana and Bitcoin adapters, installed and bundled as an app
// using every chain would (a client module creating Foyer with all three adapters), so that a
// bundler warning they cause (an unresolved `pino-pretty`, a `Buffer` global, …) fails the check.

/** The packages an app using every chain adds to the README's install line. */
export const MULTICHAIN_PACKAGES = [
  '@foyer/adapter-solana',
  '@foyer/adapter-bitcoin',
  '@foyer/common',
  '@walletconnect/universal-provider',
]

/** A client module creating Foyer with the EVM (WalletConnect on), Solana and Bitcoin adapters. */
export const MULTICHAIN_MODULE = `'use client'

import { createBitcoinAdapter } from '@foyer/adapter-bitcoin'
import { createEvmAdapter } from '@foyer/adapter-evm'
import { createSolanaAdapter } from '@foyer/adapter-solana'
import { bitcoin, solana } from '@foyer/common'
import { createFoyer, type Foyer, fromViemChain } from '@foyer/react'
import { mainnet } from 'viem/chains'

/** Foyer on Ethereum (WalletConnect included), Solana and Bitcoin. */
export function createMultichainFoyer(): Foyer {
  return createFoyer({
    projectId: 'my-app',
    networks: [fromViemChain(mainnet), solana, bitcoin],
    adapters: [
      createEvmAdapter({ walletConnect: { relayUrl: 'wss://relay.example' } }),
      createSolanaAdapter(),
      createBitcoinAdapter(),
    ],
  })
}
`

/**
 * Warnings an app gets without Foyer, each named with its reason: viem's `ox` imports
 * `node:worker_threads` in a module browsers never run (Vite externalizes it and says so), and
 * Next.js says a fresh app has no build cache yet (under `CI=true`).
 */
const KNOWN_WARNINGS = [
  /"node:worker_threads" has been externalized .* by ".*\/ox\//,
  /⚠ No build cache found\./,
]

/**
 * Every warning line of a build's output (Vite's and Next.js's), dependencies' included: an app
 * author sees them all, so the quick start must print none but {@link KNOWN_WARNINGS}.
 */
export function buildWarnings(output) {
  return output
    .split('\n')
    .filter((line) => /\bwarn(ing)?\b|⚠|\[plugin|could not resolve|can't resolve/i.test(line))
    .filter((line) => !KNOWN_WARNINGS.some((known) => known.test(line)))
}
