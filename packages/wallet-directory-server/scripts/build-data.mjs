#!/usr/bin/env node
// Builds the directory's data set (data/) from the WalletConnect registry data set
// (../shared/data/wallet-registry, MIT) plus the Foyer Test Wallet and generated badge
// images for networks, currencies and tokens. The output is committed, so a fresh clone
// needs no ../shared; rerun this script after changing the source or the transform.
//
//   node scripts/build-data.mjs [--source <registry dir>] [--out <data dir>]
//
// Output (deterministic, byte for byte):
//   data/wallets.json   { wallets: WireWallet[] } in the directory's own format
//   data/images.json    { wallet|asset|currency|token: { <image id>: "images/<file>" } }
//   data/images/        image files named by the first 32 hex digits of their SHA-256
//   data/LICENSE.md     the registry data set's licence notice, kept with the copy
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(packageDir, '../..')

/** The Foyer Test Wallet (packages/test-wallet): injected provider and Chromium extension. */
const TEST_WALLET = {
  id: 'foyer-test-wallet',
  name: 'Foyer Test Wallet',
  rdns: 'dev.foyer.testwallet',
  chains: ['eip155:1', 'eip155:31337', 'eip155:11155111'],
  logo: path.join(packageDir, 'assets/foyer-test-wallet.svg'),
}

/**
 * EIP-6963 rdns values the registry data set lacks, for wallets whose announced rdns is
 * well known. Other wallets get `rdns: null`.
 */
const KNOWN_RDNS = {
  c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96: 'io.metamask',
  '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369': 'me.rainbow',
  '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0': 'com.trustwallet.app',
  fbc8d86ad914ebd733fec4812b4b7af5ca709fdd9e75a930115e5baa02c4ef4c: 'io.rabby',
}

/** Network badges served by /public/getAssetImage/{CAIP-2 network id}: [id, title, label]. */
const ASSET_BADGES = [
  ['eip155:1', 'Ethereum', 'ETH'],
  ['eip155:10', 'OP Mainnet', 'OP'],
  ['eip155:56', 'BNB Smart Chain', 'BNB'],
  ['eip155:137', 'Polygon', 'POL'],
  ['eip155:8453', 'Base', 'BASE'],
  ['eip155:42161', 'Arbitrum One', 'ARB'],
  ['eip155:43114', 'Avalanche', 'AVAX'],
  ['eip155:11155111', 'Sepolia', 'SEP'],
  ['eip155:31337', 'Local devnet', 'DEV'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'SOL'],
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'SOLd'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'SOLt'],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'BTC'],
  ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet', 'tBTC'],
]

/** Fiat badges served by /public/getCurrencyImage/{ISO 4217 code}. */
const CURRENCY_BADGES = [
  ['USD', 'US dollar', '$'],
  ['EUR', 'Euro', '€'],
  ['GBP', 'Pound sterling', '£'],
  ['JPY', 'Japanese yen', '¥'],
  ['CAD', 'Canadian dollar', 'C$'],
  ['AUD', 'Australian dollar', 'A$'],
  ['CHF', 'Swiss franc', 'Fr'],
  ['INR', 'Indian rupee', '₹'],
  ['BRL', 'Brazilian real', 'R$'],
  ['KRW', 'South Korean won', '₩'],
]

/** Token badges served by /public/getTokenImage/{symbol}. */
const TOKEN_BADGES = [
  'ETH',
  'WETH',
  'USDC',
  'USDT',
  'DAI',
  'WBTC',
  'BTC',
  'SOL',
  'POL',
  'OP',
  'ARB',
  'BNB',
  'AVAX',
  'LINK',
  'UNI',
].map((symbol) => [symbol, symbol, symbol])

const CHROME_STORE_PREFIX = 'https://chrome.google.com/webstore/'

function main() {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, out: { type: 'string' } },
    strict: true,
  })
  const sourceDir = path.resolve(
    values.source ??
      process.env.FOYER_WALLET_REGISTRY_DIR ??
      path.join(repoRoot, '../shared/data/wallet-registry'),
  )
  const outDir = path.resolve(values.out ?? path.join(packageDir, 'data'))
  if (!fs.existsSync(path.join(sourceDir, 'wallets.json'))) {
    console.error(`build-data: no wallets.json in ${sourceDir} (pass --source <dir>)`)
    process.exit(1)
  }
  const files = buildDirectoryData(sourceDir)
  writeFiles(outDir, files)
  console.info(`build-data: wrote ${files.size} files to ${path.relative(process.cwd(), outDir)}`)
}

/** Every output file, by path relative to the data directory. */
function buildDirectoryData(sourceDir) {
  const registry = JSON.parse(fs.readFileSync(path.join(sourceDir, 'wallets.json'), 'utf8'))
  const files = new Map()
  const manifest = { wallet: {}, asset: {}, currency: {}, token: {} }
  const addImage = (kind, id, bytes, extension) => {
    const hash = contentHash(bytes)
    const file = `images/${hash}.${extension}`
    files.set(file, bytes)
    manifest[kind][id ?? hash] = file
    return hash
  }

  const testLogo = fs.readFileSync(TEST_WALLET.logo)
  const wallets = [
    {
      id: TEST_WALLET.id,
      name: TEST_WALLET.name,
      image_id: addImage('wallet', undefined, testLogo, 'svg'),
      rdns: TEST_WALLET.rdns,
      chains: TEST_WALLET.chains,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      homepage: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      badge_type: 'none',
    },
  ]
  for (const source of Object.values(registry)) {
    const logo = fs.readFileSync(path.join(sourceDir, 'logo/md', `${source.id}.jpeg`))
    wallets.push(toDirectoryWallet(source, addImage('wallet', undefined, logo, 'jpeg')))
  }
  for (const [kind, badges] of [
    ['asset', ASSET_BADGES],
    ['currency', CURRENCY_BADGES],
    ['token', TOKEN_BADGES],
  ]) {
    for (const [id, title, label] of badges) {
      addImage(kind, id, Buffer.from(badgeSvg(id, title, label)), 'svg')
    }
  }

  files.set('wallets.json', Buffer.from(`${JSON.stringify({ wallets }, null, 2)}\n`))
  files.set('images.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
  files.set('LICENSE.md', Buffer.from(licenceNotice(sourceDir)))
  return files
}

/** The registry entry in the directory's format (SPEC §3 wallet list entry plus links). */
function toDirectoryWallet(source, imageId) {
  const browser = httpsOrNull(source.app?.browser)
  const isChromeStore = browser?.startsWith(CHROME_STORE_PREFIX) ?? false
  return {
    id: source.id,
    name: source.name.trim(),
    image_id: imageId,
    rdns: KNOWN_RDNS[source.id] ?? null,
    chains: [...new Set(source.chains)],
    mobile_link: deepLink(source.mobile?.native) ?? httpsOrNull(source.mobile?.universal),
    desktop_link: deepLink(source.desktop?.native) ?? httpsOrNull(source.desktop?.universal),
    webapp_link: isChromeStore ? null : browser,
    homepage: httpsOrNull(source.homepage),
    app_store: httpsOrNull(source.app?.ios),
    play_store: httpsOrNull(source.app?.android),
    chrome_store: isChromeStore ? browser : null,
    badge_type: 'none',
  }
}

/** `rainbow:` → `rainbow://`; `argent://app` stays; anything but a plain scheme → null. */
function deepLink(value) {
  const text = value?.trim()
  if (!text) return null
  const match = /^([A-Za-z][A-Za-z0-9+.-]*):(\/\/)?(.*)$/.exec(text)
  if (!match) return null
  const scheme = match[1].toLowerCase()
  if (scheme === 'http' || scheme === 'https' || scheme === 'javascript' || scheme === 'data') {
    return null
  }
  return `${match[1]}://${match[3]}`
}

function httpsOrNull(value) {
  const text = value?.trim()
  if (!text) return null
  try {
    return new URL(text).protocol === 'https:' ? text : null
  } catch {
    return null
  }
}

function contentHash(bytes) {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32)
}

/** A round badge with a short label; colour derived from the id, so stable across builds. */
function badgeSvg(id, title, label) {
  const hue = Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 4), 16) % 360
  const fontSize = label.length <= 2 ? 40 : label.length === 3 ? 30 : 24
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `  <title>${escapeXml(title)}</title>`,
    `  <circle cx="48" cy="48" r="48" fill="hsl(${hue}, 62%, 42%)"/>`,
    `  <circle cx="48" cy="48" r="42" fill="none" stroke="hsl(${hue}, 70%, 78%)" stroke-width="3"/>`,
    `  <text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(label)}</text>`,
    '</svg>',
    '',
  ].join('\n')
}

function escapeXml(text) {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function licenceNotice(sourceDir) {
  const licence = fs.readFileSync(path.join(sourceDir, 'LICENSE.md'), 'utf8')
  return [
    '# Data licence',
    '',
    'The wallet entries in `wallets.json` and their logos in `images/` are derived from the',
    'public WalletConnect registry data set, under the MIT licence below. The Foyer Test',
    'Wallet entry and its logo, and the network, currency and token badges, are made by the',
    'Foyer authors and are MIT-licensed with the rest of this package.',
    '',
    '---',
    '',
    licence.trimEnd(),
    '',
  ].join('\n')
}

function writeFiles(outDir, files) {
  if (fs.existsSync(outDir)) {
    const owned = fs.existsSync(path.join(outDir, 'wallets.json'))
    if (!owned && fs.readdirSync(outDir).length > 0) {
      throw new Error(
        `build-data: ${outDir} is not empty and holds no wallets.json; not touching it`,
      )
    }
    fs.rmSync(outDir, { recursive: true, force: true })
  }
  for (const [file, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const target = path.join(outDir, file)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, bytes)
  }
}

main()
