import { en as common } from '@foyer/common'

/**
 * The English catalogue of every text the modal shows. Error, alert and toast texts are
 * `@foyer/common`'s (SPEC §8, verbatim); the rest is the modal's own wording. `{name}` marks a
 * placeholder. A translation is an object of the same shape ({@link ViewMessages}).
 */
export const enViews = {
  /** The header title of each view. */
  titles: {
    Connect: 'Connect Wallet',
    ConnectingExternal: '{name}',
    ConnectingWalletConnect: 'WalletConnect',
    ConnectingWalletConnectBasic: 'Connect Wallet',
    ConnectingSiwe: 'Sign In',
    ConnectingFarcaster: 'Farcaster',
    SIWXSignMessage: 'Sign In',
    ApproveTransaction: 'Approve Transaction',
    UnsupportedChain: 'Switch Network',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Name Registered',
    Account: 'Account',
    AllWallets: 'All Wallets',
    Swap: 'Swap',
    Networks: 'Choose Network',
  },
  modal: {
    back: 'Back',
    close: 'Close',
    dismiss: 'Dismiss',
    loading: 'Loading',
    /** Shown by views this version does not offer yet. */
    unavailable: 'This option is not available yet.',
  },
  connect: {
    walletSection: 'Wallets',
    recent: 'Recent',
    installed: 'Installed',
    qrCode: 'QR code',
    allWallets: 'All Wallets',
    noWallets: 'No wallets found. Install a browser wallet, then reload this page.',
    recommendedFailed: 'Recommended wallets could not be loaded.',
  },
  allWallets: {
    search: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    clearSearch: 'Clear search',
    results: '{count} wallets',
    noResults: 'No wallet matches "{query}".',
    empty: 'The wallet directory has no wallets.',
    loadFailed: 'The wallets could not be loaded.',
    retry: 'Try again',
    list: 'Wallets',
  },
  connecting: {
    waiting: 'Continue in {name}',
    waitingDescription: 'Accept the connection request in your wallet.',
    failedTitle: 'Connection failed',
    retry: 'Try again',
    notInstalled: '{name} is not installed in this browser.',
    openWebsite: 'Get {name}',
  },
  walletConnect: {
    qrLabel: 'QR code to connect a mobile wallet',
    qrLoading: 'Preparing a new QR code',
    scan: 'Scan this QR code with your phone',
    scanWith: 'Scan this QR code with {name}',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link',
    openMobile: 'Open {name}',
    openDesktop: 'Open {name} desktop app',
    openWeb: 'Open {name} in the browser',
    declined: 'Connection declined',
    retry: 'Try again',
    notConfigured: 'WalletConnect is not set up in this app.',
    wallets: 'Or choose a wallet',
  },
  account: {
    copyAddress: 'Copy address',
    addressCopied: 'Address copied',
    copyFailed: 'Could not copy the address',
    viewOnExplorer: 'View on {explorer}',
    switchNetwork: 'Switch network',
    disconnect: 'Disconnect',
    balance: 'Balance',
    balanceUnavailable: 'Balance unavailable',
    tabs: 'Account details',
    tokens: 'Tokens',
    nfts: 'NFTs',
    activity: 'Activity',
    noTokens: 'No tokens to show on this network.',
    /** The US-dollar value of a token balance, 2 decimals. */
    tokenValue: '{value} USD',
    noNfts: 'No NFTs on this network yet.',
    nftsUnavailable: 'NFTs need a blockchain data service, and none is configured.',
    nftsNotOnNetwork: 'NFTs are shown for EVM networks only.',
    nftsFailed: 'NFTs could not be loaded.',
    nftsList: 'NFTs of this account',
    nftTokenId: '#{tokenId}',
    noActivity: 'No activity on this network yet.',
    activityUnavailable: 'Activity needs a blockchain data service, and none is configured.',
    activityNotOnNetwork: 'Activity is shown for EVM networks only.',
    loadMore: 'Load more',
    sent: 'Sent',
    received: 'Received',
    self: 'Sent to self',
    statusConfirmed: 'Confirmed',
    statusFailed: 'Failed',
    statusPending: 'Pending',
    viewTransaction: 'View transaction on {explorer}',
    activityList: 'Activity by month',
    unknownNetwork: 'Unknown network',
  },
  networks: {
    list: 'Networks',
    current: 'Active',
    switching: 'Switching…',
    switchDisabled: 'This app does not let you switch networks here.',
    testnet: 'Testnet',
    /** Heading of each namespace's networks, when the app serves several namespaces. */
    namespaces: {
      eip155: 'EVM networks',
      solana: 'Solana networks',
      bip122: 'Bitcoin networks',
      polkadot: 'Polkadot networks',
    },
  },
  unsupportedChain: {
    description:
      'This app does not support your current network. Switch to an available option to continue.',
    disconnect: 'Disconnect',
  },
  signIn: {
    heading: '{name} wants you to sign in',
    description:
      'Sign this message in your wallet to prove you own this account. Signing is free and sends no transaction.',
    siweDescription:
      'Sign In With Ethereum: sign this message in your wallet to prove you own this account. Signing is free and sends no transaction.',
    checking: 'Checking your sign-in…',
    preparing: 'Preparing the message…',
    waiting: 'Continue in your wallet',
    details: 'Message',
    account: 'Account',
    network: 'Network',
    website: 'Website',
    statement: 'Statement',
    expires: 'Valid until',
    sign: 'Sign',
    cancel: 'Cancel',
    retry: 'Try again',
    notEnabled: 'Sign-in is not set up in this app.',
  },
  buttons: {
    connect: 'Connect Wallet',
    connecting: 'Connecting…',
    selectNetwork: 'Select network',
    account: 'Account {name}',
    network: 'Network {name}',
    unsupportedNetwork: 'Wrong network',
  },
  errors: common.errors,
  alerts: common.alerts,
  toasts: common.toasts,
  ui: common.ui,
} as const

type Widen<T> = T extends string ? string : { readonly [Key in keyof T]: Widen<T[Key]> }

/** The shape every translation of {@link enViews} must have: the same keys, any text. */
export type ViewMessages = Widen<typeof enViews>

/** A partial translation or override: any subset of {@link ViewMessages}. */
export type PartialViewMessages = {
  readonly [Section in keyof ViewMessages]?: Partial<ViewMessages[Section]>
}
