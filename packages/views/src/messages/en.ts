import { en as common } from '@foyer/common'
import type { simulationMessages } from '@foyer/common/decode'
import type { enDevice } from './en-device.js'
import type { enReview } from './en-review.js'

/**
 * The English catalogue of every text the modal shows. Error, alert and toast texts are
 * `@foyer/common`'s (SPEC §8, verbatim); the rest is the modal's own wording. `{name}` marks a
 * placeholder; plurals and selects use ICU syntax (`{count, plural, one {# wallet} other {#
 * wallets}}`, see `formatIcu`). A translation is an object of the same shape ({@link ViewMessages}).
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
    EmailVerifyOtp: 'Confirm Email',
    EmailVerifyDevice: 'Register Device',
    ConnectingSocial: '{name}',
    UpdateEmailWallet: 'Edit Email',
    UpdateEmailPrimaryOtp: 'Confirm Current Email',
    UpdateEmailSecondaryOtp: 'Confirm New Email',
    SIWXSignMessage: 'Sign In',
    ApproveTransaction: 'Approve Transaction',
    UnsupportedChain: 'Switch Network',
    RegisterAccountName: 'Choose Name',
    RegisterAccountNameSuccess: 'Name Registered',
    Account: 'Account',
    AllWallets: 'All Wallets',
    Swap: 'Swap',
    Networks: 'Choose Network',
    WalletSend: 'Send',
    WalletReceive: 'Receive',
    OnRampProviders: 'Buy Crypto',
  },
  modal: {
    back: 'Back',
    close: 'Close',
    dismiss: 'Dismiss',
    loading: 'Loading',
    loadingQrCode: 'Loading QR code',
    clear: 'Clear',
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
    legalAgree: 'I agree to the {terms} and the {privacy}.',
    legalAgreeTerms: 'I agree to the {terms}.',
    legalAgreePrivacy: 'I agree to the {privacy}.',
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
    legalHint: 'Tick the box to connect.',
    continueWithWallet: 'Continue with a wallet',
  },
  allWallets: {
    search: 'Search wallets',
    searchPlaceholder: 'Search wallet',
    clearSearch: 'Clear search',
    results: '{count, plural, one {# wallet} other {# wallets}}',
    noResults: 'No wallet matches "{query}".',
    empty: 'The wallet directory has no wallets.',
    loadFailed: 'The wallets could not be loaded.',
    retry: 'Try again',
    list: 'Wallets',
  },
  /** Email login (the embedded wallet): the Connect field, the code and device steps. */
  email: {
    label: 'Email address',
    placeholder: 'you@example.com',
    submit: 'Continue',
    otpIntro: 'Enter the 6-digit code sent to {email}',
    otpLabel: 'Login code',
    verify: 'Verify',
    resend: 'Resend code',
    resendIn: 'Resend code in {seconds} s',
    codeSent: 'A new code was sent',
    deviceIntro: 'Confirm this device from the email sent to {email}, then continue.',
    deviceContinue: 'Continue',
    signedInAs: 'Signed in as {email}',
    approveIntro: 'Review and answer the request below.',
    /** ApproveTransaction's title over the wallet's recovery password form. */
    recoveryTitle: 'Recovery Password',
    recoveryIntro: 'Your wallet asks for its recovery password below. It stays in the wallet.',
  },
  /** Social login (the embedded wallet): Connect's buttons and the ConnectingSocial view. */
  social: {
    section: 'Social logins',
    continueWith: 'Continue with {name}',
    waiting: 'Continue in the {name} window',
    waitingDescription: 'Log in with {name} in the window that opened. This page waits for it.',
    popupBlocked: 'The login window was blocked. Allow pop-ups for this site, then try again.',
    failedTitle: 'Login failed',
    cancel: 'Cancel',
    retry: 'Try again',
    signedInAs: 'Signed in with {provider} as {username}',
    signedInWith: 'Signed in with {provider}',
  },
  /** Passkey login and sign-up (Connect) and adding a passkey (Account). */
  passkey: {
    continueWith: 'Continue with passkey',
    create: 'Create a wallet with a passkey',
    waiting: 'Continue in the passkey window',
    popupBlocked: 'The passkey window was blocked. Allow pop-ups for this site, then try again.',
    failed: 'The passkey did not work: {message}',
    add: 'Add a passkey',
    added: 'Passkey added',
    exportKey: 'Export private key',
  },
  /** Changing the embedded wallet's email (Account → UpdateEmailWallet → two codes). */
  updateEmail: {
    edit: 'Edit email',
    intro:
      'Enter your new email. A code goes to your current email first, then one to the new email.',
    label: 'New email address',
    submit: 'Continue',
    sameEmail: 'This is already your email',
    primaryIntro: 'Enter the 6-digit code sent to your current email {email}',
    secondaryIntro: 'Enter the 6-digit code sent to your new email {email}',
    otpLabel: 'Code',
    verify: 'Verify',
    updated: 'Your email is now {email}',
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
    /** Names the group of Buy, Send, Receive and Swap tiles for screen readers. */
    actions: 'Account actions',
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
    activityNotOnNetwork: 'Activity is not available on this network.',
    loadMore: 'Load more',
    sent: 'Sent',
    received: 'Received',
    self: 'Sent to self',
    swapped: 'Swapped',
    statusFailed: 'Failed',
    statusPending: 'Pending',
    viewTransaction: 'View transaction on {explorer}',
    send: 'Send',
    receive: 'Receive',
    swap: 'Swap',
    /** The embedded wallet's account type control (SPEC §3, §6), shown with both accounts. */
    accountType: 'Account type',
    smartAccount: 'Smart account',
    /** The externally owned account (the wallet's key) beside the smart account. */
    eoa: 'EOA',
  },
  send: {
    token: 'Token',
    balance: 'Balance: {amount}',
    amount: 'Amount',
    max: 'Max',
    maxLabel: 'Use the largest amount (keeps the network fee for native sends)',
    receiver: 'To',
    receiverPlaceholder: 'Address or name',
    resolving: 'Looking up {name}…',
    resolvedTo: '{name} is {address}',
    gasPrice: 'Gas price',
    gasPriceValue: '{amount} gwei',
    /** Bitcoin's counterpart of the gas price: satoshis per virtual byte. */
    feeRate: 'Fee rate',
    feeRateValue: '{amount} sat/vB',
    fee: 'Network fee',
    /** The network fee's value when a paymaster pays it (issue 33: "Network fee: sponsored"). */
    sponsored: 'sponsored',
    networkBalance: 'Balance on this network',
    unknown: 'Unknown',
    submit: 'Send',
    sending: 'Confirm in your wallet',
    insufficientGas: 'Insufficient funds for the network fee',
    amountRequired: 'Enter an amount',
    amountInvalid: 'Enter an amount above zero, such as 0.5',
    amountTooPrecise: '{symbol} has at most {decimals} decimals',
    amountAboveBalance: 'The amount is above your balance',
    receiverRequired: 'Enter the receiver',
    receiverInvalid: 'Enter a valid address',
    nameNotFound: 'No address found for {name}',
    noTokens: 'Nothing to send on this network.',
    tokensFailed: 'The tokens could not be loaded.',
    lastError: 'The last send failed: {message}',
  },
  receive: {
    qrLabel: 'QR code of your address',
    address: 'Your address',
    copy: 'Copy address',
    networks: 'Receive on these networks',
    networksHint: 'Only send assets of these networks to this address.',
  },
  farcaster: {
    intro: 'Scan this code with your Farcaster app, or open the link on this device, to sign in.',
    qrLabel: 'Farcaster sign-in QR code',
    qrLoading: 'Preparing the sign-in code…',
    waiting: 'Waiting for approval in Farcaster…',
    openLink: 'Open in Farcaster',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link',
    timeout: 'The sign-in request expired. Get a new code to try again.',
    retry: 'Get a new code',
  },
  swap: {
    from: 'You pay',
    to: 'You receive',
    token: 'Token',
    amount: 'Amount',
    balance: 'Balance: {amount}',
    flip: 'Swap the two tokens',
    quoting: 'Getting a quote…',
    priceImpact: 'Price impact',
    route: 'Route',
    networkFee: 'Network fee',
    minimumReceived: 'Minimum received',
    slippage: 'Slippage tolerance (%)',
    slippageInvalid: 'Enter a tolerance from 0.1 to 50',
    submit: 'Swap',
    approving: 'Approve {symbol} in your wallet',
    swapping: 'Confirm the swap in your wallet',
    unavailable: 'Swaps are not available on this network.',
    tokensFailed: 'The tokens to swap could not be loaded.',
    retry: 'Try again',
    quoteFailed: 'No quote for this swap: {message}',
    slippageExceeded:
      'The price moved more than your slippage tolerance allows, so nothing was swapped. Check the new quote or raise the tolerance, then try again.',
    failed: 'The swap failed: {message}',
    reverted: 'The transaction was reverted on chain; nothing was swapped.',
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
  onramp: {
    /** The Account view's way in to the on-ramp. */
    buy: 'Buy',
    providers: 'Providers',
    fee: 'Fee {percent} %',
    /** The range every provider's fee stays within (SPEC §9: 1–2 %). */
    feeRange: 'Provider fees: {min}–{max} %',
    asset: 'Asset',
    amount: 'Amount in US dollars',
    amountInvalid: 'Enter an amount from {min} to {max} US dollars',
    youReceive: 'You receive about {amount} {symbol}',
    feeAmount: 'Provider fee ({percent} %): {fee} USD',
    quoting: 'Getting a quote…',
    quoteFailed: 'No quote right now. Try another amount or provider.',
    optionsFailed: 'The on-ramp options could not be loaded.',
    noProviders: 'No provider sells crypto on this network.',
    continue: 'Continue with {provider}',
    opening: 'Opening {provider}…',
    waiting: 'Finish the payment in the {provider} window. This view updates when it is done.',
    openAgain: 'Open the checkout again',
    completed: '{amount} {symbol} arrived in your account',
    failed: 'The purchase failed: {reason}',
    failedUnknown: 'The purchase failed.',
    checkFailed: 'The order status could not be checked. Retrying…',
    backToAccount: 'Back to account',
  },
  names: {
    /** The Account view's way in to RegisterAccountName. */
    chooseName: 'Choose a name',
    description: 'Pick a name that others can use instead of your address.',
    label: 'Name',
    placeholder: 'yourname',
    rules: 'At least 4 characters: letters, digits or hyphens.',
    checking: 'Checking {name}…',
    available: '{name} is available',
    taken: '{name} is already taken',
    suggestions: 'Suggestions',
    register: 'Register {name}',
    registering: 'Sign the message in your wallet to register {name}',
    registered: '{name} is now the name of this account',
    backToAccount: 'Back to account',
  },
  buttons: {
    connect: 'Connect Wallet',
    connecting: 'Connecting…',
    selectNetwork: 'Select network',
    unsupportedNetwork: 'Wrong network',
  },
  custody: {
    operator: "Custodial wallet: the app's operator can recover it",
    password: 'Self-custody: protected by your recovery password',
    passkey: 'Self-custody: protected by your passkey',
    devices: 'Devices',
    thisDevice: 'This device',
    device: 'Added {added} · last used {lastUsed}',
    revoke: 'Remove',
    revokeLabel: 'Remove {name}',
    setUpAuthenticator: 'Set up an authenticator app',
    authenticatorAdded: 'Authenticator app added',
  },

  errors: common.errors,
  alerts: common.alerts,
  toasts: common.toasts,
  ui: common.ui,
} as const

type Widen<T> = T extends string ? string : { readonly [Key in keyof T]: Widen<T[Key]> }

/**
 * Sections whose English texts are not built into {@link enViews}, because only lazily
 * loaded views show them: `review`, the Send and Swap review and result steps (English in
 * `en-review.ts`), and `decode`, their simulated-change lines (English in
 * `@foyer/common/decode`'s `simulationMessages`), and `device`, the email login's
 * verify-device step (English in `en-device.ts`). Those views merge them over their English
 * (`reviewTexts`, `deviceTexts`); every other catalogue translates them.
 */
export const LAZY_SECTIONS = ['review', 'decode', 'device'] as const

/**
 * The shape every translation of {@link enViews} must have: the same keys, any text, and
 * the {@link LAZY_SECTIONS} (which English leaves out).
 */
export type ViewMessages = Widen<typeof enViews> & {
  readonly review?: Widen<typeof enReview>
  readonly decode?: Widen<typeof simulationMessages>
  readonly device?: Widen<typeof enDevice>
}

/** A partial translation or override: any subset of {@link ViewMessages}. */
export type PartialViewMessages = {
  readonly [Section in keyof ViewMessages]?: Partial<ViewMessages[Section]>
}
