import type { WireWallet } from '@foyer/wallet-directory/protocol'
import { type ImageAsset, imageAsset } from './catalog.js'

/** Id prefix of synthetic wallets and their images. */
export const SYNTHETIC_ID_PREFIX = 'synthetic-'

const SYNTHETIC_CHAINS = [
  'eip155:1',
  'eip155:10',
  'eip155:137',
  'eip155:8453',
  'eip155:42161',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
] as const

/** `synthetic-000042` for index 42: sorts in index order, same on every run. */
export function syntheticWalletId(index: number): string {
  return `${SYNTHETIC_ID_PREFIX}${String(index).padStart(6, '0')}`
}

/**
 * The synthetic wallet number `index` (1-based). Deterministic: the same index always gives
 * the same entry. Every one supports `eip155:1` plus one more network chosen by the index.
 */
export function syntheticWallet(index: number): WireWallet {
  const id = syntheticWalletId(index)
  const extraChain = SYNTHETIC_CHAINS[index % SYNTHETIC_CHAINS.length] ?? 'eip155:1'
  return {
    id,
    name: `Synthetic Wallet ${String(index).padStart(6, '0')}`,
    image_id: id,
    rdns: `example.synthetic.wallet${index}`,
    chains: [...new Set(['eip155:1', extraChain])],
    mobile_link: `synthetic${index}://`,
    desktop_link: null,
    webapp_link: `https://wallet${index}.synthetic.example/`,
    homepage: `https://wallet${index}.synthetic.example/`,
    app_store: null,
    play_store: null,
    chrome_store: null,
    badge_type: 'none',
  }
}

/** The `count` synthetic wallets, indexes 1 to `count`. */
export function syntheticWallets(count: number): WireWallet[] {
  return Array.from({ length: count }, (_, offset) => syntheticWallet(offset + 1))
}

/**
 * The logo of a synthetic wallet, drawn on request (a square with its number), or
 * `undefined` when `imageId` is not one of the first `count` synthetic ids.
 */
export function syntheticWalletImage(imageId: string, count: number): ImageAsset | undefined {
  const match = /^synthetic-(\d{6})$/.exec(imageId)
  const index = Number(match?.[1] ?? 0)
  if (index < 1 || index > count) return undefined
  const hue = (index * 47) % 360
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="20" fill="hsl(${hue}, 55%, 45%)"/>`,
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#fff">${index}</text>`,
    '</svg>',
  ].join('')
  return imageAsset(Buffer.from(svg), 'image/svg+xml')
}
