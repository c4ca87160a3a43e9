export {
  type AltoInstance,
  type AltoOptions,
  startAlto,
} from './account-abstraction/alto-process.js'
export {
  type AccountAbstractionContracts,
  accountAbstractionAddresses,
  deployAccountAbstraction,
} from './account-abstraction/deploy-contracts.js'
export {
  deployEip7702Implementation,
  eip7702ImplementationAddress,
} from './account-abstraction/deploy-eip7702.js'
export {
  deployEntryPointV08,
  entryPointV08Address,
} from './account-abstraction/deploy-entry-point-v08.js'
export {
  deployPaymaster,
  type EntryPointVersion,
  PAYMASTER_SIGNER_KEY,
  paymasterAddress,
} from './account-abstraction/deploy-paymaster.js'
export {
  DEVSTACK_PAYMASTER_PROJECT,
  devstackPaymasterPolicy,
} from './account-abstraction/start-paymaster.js'
export { devstackAccounts, devstackContractAddresses } from './accounts.js'
export { ANVIL_BINARY_ENV, resolveAnvilBinary } from './anvil/binary.js'
export { type AnvilInstance, type AnvilOptions, startAnvil } from './anvil/process.js'
export {
  LOCAL_SOCIAL_PROVIDERS,
  type LocalIdentityProvider,
  startLocalIdentityProvider,
} from './auth/identity-provider.js'
export { type InboxMessage, type MailSink, startMailSink } from './auth/mail-sink.js'
export {
  DEVSTACK_AUTH_PROJECT_ID,
  DEVSTACK_WALLET_FRAME_ORIGIN,
  type DevstackAuthOptions,
  type RunningAuth,
  startDevstackAuth,
} from './auth/start-auth.js'
export { BITCOIN_FEE_ESTIMATES } from './bitcoin/esplora-server.js'
export { BitcoinLedger, type LedgerBlock, type Utxo } from './bitcoin/ledger.js'
export {
  BITCOIN_BLOCK_INTERVAL_MS,
  BITCOIN_SEED_OUTPUT_SATS,
  BITCOIN_SEED_OUTPUTS_PER_ADDRESS,
  type LocalBitcoin,
  startLocalBitcoin,
} from './bitcoin/start-bitcoin.js'
export { BitcoinTxRejected } from './bitcoin/verify-input.js'
export {
  DEVSTACK_ACCOUNT_COUNT,
  DEVSTACK_CHAINS,
  DEVSTACK_DEFAULT_PORTS,
  DEVSTACK_HOST,
  DEVSTACK_INFO_FILE,
  DEVSTACK_MNEMONIC,
  type DevstackChainDefinition,
  type DevstackChainId,
} from './constants.js'
export {
  foyerCollectibleArtifact,
  foyerSessionAccountArtifact,
  foyerTokenArtifact,
} from './contracts/artifacts.generated.js'
export { type DevstackDataServiceOptions, devstackPrices } from './data-service.js'
export {
  type Devstack,
  devstackInfoOf,
  type StartDevstackOptions,
  startDevstack,
} from './devstack.js'
export {
  DEVSTACK_FARCASTER_USERNAMES,
  DEVSTACK_ID_REGISTRY_ADDRESS,
  type DevstackFarcasterAccount,
  devstackFarcasterAccounts,
} from './farcaster/id-registry.js'
export {
  type DevstackInfoFile,
  devstackInfoFileSchema,
  readDevstackInfo,
  writeDevstackInfo,
} from './info-file.js'
export { DEVSTACK_SPAM_METADATA_KEY, type NftMetadata } from './seed/metadata.js'
export { CHAIN_SEEDS, COLLECTION_SPEC, TOKEN_SPECS } from './seed/plan.js'
export type { DevstackDirectoryOptions, DevstackRelayOptions } from './services.js'
export { deriveEd25519Seed, solanaDerivationPath, solanaKeypairs } from './solana/keys.js'
export { SOLANA_SOL_PER_ACCOUNT, SOLANA_TOKEN_SPEC } from './solana/seed.js'
export {
  LOCAL_SOLANA_CAIP_NETWORK_ID,
  LOCAL_SOLANA_GENESIS_HASH,
  type LocalSolana,
  startLocalSolana,
} from './solana/start-solana.js'
export {
  devstackSwapAddresses,
  LIQUIDITY_ACCOUNT,
  SWAP_POOLS,
  type SwapContractAddresses,
} from './swap/plan.js'
export type {
  DevstackAccount,
  DevstackAuth,
  DevstackBalances,
  DevstackBitcoin,
  DevstackChain,
  DevstackContracts,
  DevstackFarcaster,
  DevstackInfo,
  DevstackNftCollection,
  DevstackNftItem,
  DevstackSolana,
  DevstackSwap,
  DevstackToken,
  DevstackTransfer,
} from './types.js'
export { devstackGlobalSetup, type GlobalSetupContext } from './vitest-setup.js'
export {
  ensureWalletFrameBuilt,
  startWalletFrame,
  WALLET_FRAME_DIST,
  type WalletFrameNetwork,
  type WalletFrameOptions,
} from './wallet-frame/serve-wallet-frame.js'
export {
  type DevstackWalletConnectWalletOptions,
  type RunningWalletConnectWallet,
  startWalletConnectWallet,
} from './walletconnect-wallet.js'
