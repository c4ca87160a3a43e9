import type { Address, Hex } from 'viem'

/**
 * What the local stack started, as plain JSON (the CLI writes exactly this to its info file).
 * Token amounts and token ids are decimal strings, so the value survives `JSON.stringify`.
 */
export interface DevstackInfo {
  /** The running devnets, in {@link DEVSTACK_CHAINS} order. */
  chains: DevstackChain[]
  /** The mnemonic every devnet derives its funded accounts from. */
  mnemonic: string
  /** The funded accounts, account 0 first (it deployed the contracts and holds most assets). */
  accounts: DevstackAccount[]
  contracts: DevstackContracts
  /** What the seed left on each chain: native and token balances per account. */
  balances: DevstackBalances[]
  /** The seeded history (oldest first): native, ERC-20 and ERC-721 transfers, with their hashes. */
  transfers: DevstackTransfer[]
  /** Base URL of the wallet directory service, when it was started. */
  directoryUrl?: string
  /** WebSocket URL of the WalletConnect relay, when it was started. */
  relayUrl?: string
  /**
   * Base URL of the account data service (`@foyer/data-service`: balances, history, NFTs,
   * names; a client's `services.blockchainApi`), when it was started. It has indexed the
   * seed by the time the stack resolves.
   */
  dataServiceUrl?: string
  /**
   * The sandbox on-ramp's checkout page (the data service's `sandbox` provider links to it),
   * when it was started.
   */
  onrampCheckoutUrl?: string
  /**
   * The WalletConnect test wallet's page (paste a `wc:` uri) and control API (`/api/…`),
   * when it was started.
   */
  walletConnectWalletUrl?: string
  /** The embedded wallet frame's origin (serves the frame and `/frame-config.json`), when started. */
  walletFrameUrl?: string
  /** The local Solana network (litesvm behind a JSON-RPC), when it was started. */
  solana?: DevstackSolana
  /** The local regtest-like Bitcoin chain, when it was started. */
  bitcoin?: DevstackBitcoin
  /** The embedded wallet's auth services (auth server, SMTP sink, local OpenID provider), when started. */
  auth?: DevstackAuth
  /** The Uniswap v2 contracts and pools of each devnet, in {@link DEVSTACK_CHAINS} order. */
  swap?: DevstackSwap[]
}

/**
 * Uniswap v2 on one devnet (the npm packages' compiled contracts): WETH9, the factory and
 * Router02, and a pool of each priced seeded token against ETH. Same addresses on both chains.
 */
export interface DevstackSwap {
  chainId: number
  weth: Address
  factory: Address
  router: Address
  /** The pools: token, its pair contract, and the token amount deposited (base units). */
  pairs: { token: Address; symbol: string; pair: Address; tokenReserve: string }[]
}

/**
 * The embedded wallet's auth services: `@foyer/auth-server` (its own process), configured
 * with a real SMTP server that keeps mails (readable over HTTP) and a real OpenID provider
 * registered under the six social provider names.
 */
export interface DevstackAuth {
  /** Base URL of the auth server (the wallet frame's `authUrl`). */
  url: string
  /** The project id it knows (allowed on any loopback port). */
  projectId: string
  /** The wallet frame origins it answers (CORS). */
  frameOrigins: string[]
  /** The SMTP sink the codes are sent to. */
  smtpUrl: string
  /** `GET <inboxUrl>?to=<email>` → `{ messages: [{ to, from, subject, text, receivedAt }] }`. */
  inboxUrl: string
  /** Issuer of the local OpenID provider (its sign-in page takes any username). */
  identityProviderUrl: string
  /** The social provider names it is registered under. */
  socialProviders: string[]
  /** Sign In With Farcaster against the first devnet's IdRegistry, when started. */
  farcaster?: DevstackFarcaster
}

/** The stack's Farcaster login: the test client page, the IdRegistry and its FIDs. */
export interface DevstackFarcaster {
  /** The test client page (a channel URL opens it; Approve signs with the FID's custody key). */
  clientUrl: string
  /** The devnet holding the IdRegistry. */
  chainId: number
  idRegistryAddress: string
  /** The registered FIDs (custody keys are the stack's own, see `devstackFarcasterAccounts`). */
  accounts: { fid: number; username: string; custody: string }[]
}

/** The local Solana network: its endpoints, funded accounts and SPL token. */
export interface DevstackSolana {
  /** JSON-RPC over HTTP (`@solana/web3.js` `Connection` takes it as it is). */
  rpcUrl: string
  /** WebSocket subscriptions: the RPC port + 1, where `Connection` looks by default. */
  wsUrl: string
  genesisHash: string
  /** CAIP-2 id: `solana:` and the genesis hash's first 32 characters. */
  caipNetworkId: `solana:${string}`
  /** Funded accounts (base58), `m/44'/501'/<index>'/0'` of the mnemonic, account 0 first. */
  accounts: string[]
  /** The seeded SPL token (Token-2022, metadata on the mint); every account holds 1000. */
  token: { mint: string; name: string; symbol: string; decimals: number; programId: string }
}

/** The local Bitcoin chain: its esplora-compatible API and the funded test addresses. */
export interface DevstackBitcoin {
  /** Base URL of the esplora-compatible API (plus `POST /mine`). */
  esploraUrl: string
  /** CAIP-2 network id (`bip122:` and regtest's genesis hash prefix). */
  caipNetworkId: string
  /** BIP-84 payment and BIP-86 ordinals addresses of the first accounts, each funded. */
  fundedAddresses: { payment: string; ordinals: string }[]
}

/** One running devnet. */
export interface DevstackChain {
  chainId: number
  name: string
  rpcUrl: string
  /** CAIP-2 network id, `eip155:<chainId>`. */
  caipNetworkId: `eip155:${number}`
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** ERC-4337 on this devnet (EntryPoint v0.7, the smart account factory, a bundler), when started. */
  smartAccounts?: DevstackSmartAccounts
}

/** A devnet's ERC-4337 parts: where the contracts are and the bundler (alto) that serves them. */
export interface DevstackSmartAccounts {
  /** EntryPoint v0.7. */
  entryPoint: Address
  /** FoyerSmartAccountFactory: `createAccount(owner, salt)`, `getAddress(owner, salt)`. */
  accountFactory: Address
  /** FoyerSessionAccount: what a FoyerSmartAccount upgrades to (same address) for session keys. */
  sessionAccountImplementation: Address
  /** JSON-RPC URL of the bundler (`eth_sendUserOperation`, `eth_getUserOperationReceipt`, …). */
  bundlerUrl: string
  /** The VerifyingPaymaster (`@account-abstraction/contracts` 0.7.0), funded in the EntryPoint. */
  paymaster: Address
  /** The demo project's ERC-7677 endpoint (`@foyer/paymaster`): token transfers are sponsored. */
  paymasterUrl: string
  /** `Simple7702Account` (`@account-abstraction/contracts` 0.8.0): what an EOA delegates to in 7702 mode. */
  eip7702Implementation: Address
  /** EntryPoint v0.8 (canonical address): validates the delegated EOA's user operations. */
  entryPointV08: Address
  /** The VerifyingPaymaster for EntryPoint v0.8, funded in it (same signer as `paymaster`). */
  paymasterV08: Address
}

/** A funded devnet account and its (public, test-only) private key. */
export interface DevstackAccount {
  address: Address
  privateKey: Hex
}

/** The seeded contracts of every chain. Addresses are the same on both chains and every run. */
export interface DevstackContracts {
  /** Every ERC-20, once per chain. */
  tokens: DevstackToken[]
  /** The ERC-721 collection, once per chain, with its minted tokens. */
  nfts: DevstackNftCollection[]
}

/** A deployed ERC-20. */
export interface DevstackToken {
  chainId: number
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** A deployed ERC-721 collection and the tokens minted on it. */
export interface DevstackNftCollection {
  chainId: number
  address: Address
  name: string
  symbol: string
  items: DevstackNftItem[]
}

/** One minted ERC-721 token, as it stands after the seed. */
export interface DevstackNftItem {
  tokenId: string
  owner: Address
  /** The on-chain `tokenURI`: a `data:application/json;base64,` document. */
  tokenUri: string
  name: string
  /**
   * True for spam: its metadata carries `"spam": true` (see `DEVSTACK_SPAM_METADATA_KEY`),
   * and a data service drops transactions whose transfers are all such tokens (SPEC §5).
   */
  spam: boolean
}

/** Balances of every seeded account on one chain, in base units. */
export interface DevstackBalances {
  chainId: number
  accounts: {
    address: Address
    /** Native balance in wei. */
    native: string
    /** ERC-20 balances in base units, keyed by token address. */
    tokens: Record<Address, string>
  }[]
}

/** One seeded transfer. A transaction carries exactly one transfer here. */
export type DevstackTransfer = {
  chainId: number
  hash: Hex
  blockNumber: string
  /** Block timestamp in unix seconds. */
  timestamp: number
  from: Address
  to: Address
} & (
  | { kind: 'native'; value: string }
  | { kind: 'erc20'; token: Address; value: string }
  | { kind: 'erc721'; token: Address; tokenId: string; spam: boolean }
)
