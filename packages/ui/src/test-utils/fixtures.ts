import type { TokenPickerItem } from '../components/token-order.js'
/**
 * Sample data for tests and stories: addresses, names and logos drawn here as `data:` SVG,
 * so nothing is fetched.
 */

/** An EVM address (EIP-55 checksummed). */
export const SAMPLE_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7'

/** A few more addresses, to show identicons side by side. */
export const SAMPLE_ADDRESSES = [
  SAMPLE_ADDRESS,
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
] as const

/** A WalletConnect pairing URI of the usual length. */
export const SAMPLE_WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000000'

/** An image that fails to decode, to show fallbacks. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA'

/** A square logo: a coloured rounded square with a letter, as a `data:` SVG URL. */
export function logoDataUrl(background: string, letter: string, round = false): string {
  const shape = round
    ? `<circle cx="32" cy="32" r="32" fill="${background}"/>`
    : `<rect width="64" height="64" rx="14" fill="${background}"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${shape}<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** Wallets for list stories; names are rendered as text. */
export const SAMPLE_WALLETS = [
  { name: 'MetaMask', imageSrc: logoDataUrl('#e2761b', 'M'), tag: 'Installed' },
  { name: 'Rainbow', imageSrc: logoDataUrl('#174299', 'R'), tag: 'Recent' },
  { name: 'Coinbase Wallet', imageSrc: logoDataUrl('#0052ff', 'C') },
  { name: 'Trust Wallet', imageSrc: BROKEN_IMAGE },
  { name: 'Ledger Live' },
] as const

/** Networks for network image stories. */
export const SAMPLE_NETWORKS = [
  { name: 'Ethereum', src: logoDataUrl('#627eea', 'Ξ', true) },
  { name: 'Arbitrum One', src: logoDataUrl('#28a0f0', 'A', true) },
  { name: 'Solana', src: logoDataUrl('#9945ff', 'S', true) },
  { name: 'Bitcoin', src: logoDataUrl('#f7931a', '₿', true) },
  { name: 'Base Sepolia' },
  { name: 'Unreachable Chain', src: BROKEN_IMAGE },
] as const

/** Tokens of the token picker's stories and tests: ETH and FOY held, the others not. */
export const FIXTURE_TOKENS: TokenPickerItem[] = [
  { id: 'eip155:1:0xdai', symbol: 'DAI', name: 'Dai Stablecoin' },
  {
    id: 'eip155:1:native',
    symbol: 'ETH',
    name: 'Ether',
    balance: '2.000 ETH',
    value: '4,000.00 USD',
    held: true,
  },
  { id: 'eip155:1:0xusdc', symbol: 'USDC', name: 'USD Coin' },
  {
    id: 'eip155:1:0xfoy',
    symbol: 'FOY',
    name: 'Foyer Token',
    balance: '5,000.000 FOY',
    value: '5,000.00 USD',
    held: true,
  },
  { id: 'eip155:1:0xwbtc', symbol: 'WBTC', name: 'Wrapped Bitcoin' },
]
