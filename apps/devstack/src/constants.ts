/** Every part of the local stack listens on this loopback address only. */
export const DEVSTACK_HOST = '127.0.0.1'

/**
 * The mnemonic the devnets derive their funded accounts from: anvil's (and Hardhat's)
 * well-known test mnemonic. Its keys are public: never use them outside a local devnet.
 */
export const DEVSTACK_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many funded accounts each devnet derives from {@link DEVSTACK_MNEMONIC}. */
export const DEVSTACK_ACCOUNT_COUNT = 10

/** A devnet's fixed identity (its RPC URL is known only once it runs). */
export interface DevstackChainDefinition {
  /** EIP-155 chain id. */
  chainId: number
  /** Human-readable network name. */
  name: string
  /** Native ETH each account not touched by the seed starts with, in whole ether. */
  genesisBalanceEther: number
}

/**
 * The two devnets, in start order. Two chain ids make network switching real; the second
 * chain funds its accounts differently so that balances differ per chain.
 */
export const DEVSTACK_CHAINS = [
  { chainId: 31337, name: 'Foyer Devnet', genesisBalanceEther: 10_000 },
  { chainId: 31338, name: 'Foyer Devnet 2', genesisBalanceEther: 5_000 },
] as const satisfies readonly DevstackChainDefinition[]

/** The chain ids of {@link DEVSTACK_CHAINS}. */
export type DevstackChainId = (typeof DEVSTACK_CHAINS)[number]['chainId']

/**
 * The fixed ports of the CLI (`pnpm devstack`), which the demo relies on.
 * `startDevstack` uses free ports (0) unless told otherwise.
 */
export const DEVSTACK_DEFAULT_PORTS = {
  /** One port per entry of {@link DEVSTACK_CHAINS}, in the same order. */
  chains: [8545, 8546],
  directory: 4100,
  relay: 4200,
  /** The WalletConnect test wallet's page and control API. */
  wallet: 4300,
  /** The local Solana JSON-RPC (its WebSocket is on the next port, 8900, as on Solana). */
  solana: 8899,
  /** The local Bitcoin chain's esplora-compatible API. */
  bitcoin: 4400,
  /** The account data service (`@foyer/data-service`). */
  dataService: 4500,
  /** The embedded wallet's auth server (`@foyer/auth-server`). */
  auth: 4600,
  /** The SMTP sink's HTTP inbox (`GET /inbox?to=`). */
  mailInbox: 4610,
  /** The local OpenID provider (the six social providers' stand-in). */
  identityProvider: 4620,
  /** The SMTP sink the auth server sends its codes to. */
  smtp: 4625,
  /** The embedded wallet frame, on its own origin. */
  walletFrame: 4800,
  /** One ERC-4337 bundler (alto) per entry of {@link DEVSTACK_CHAINS}, in the same order. */
  bundlers: [4337, 4338],
  /** The paymaster service (`@foyer/paymaster`), beside the bundlers. */
  paymaster: 4700,
} as const

/** Where the CLI writes its endpoints, relative to the repository root. */
export const DEVSTACK_INFO_FILE = '.foyer-tmp/devstack.json'
