import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import {
  CAIP2_NETWORK_ID_PATTERN,
  DIRECTORY_ID_PATTERN,
  type WireWallet,
} from '@foyer/wallet-directory/protocol'
import { z } from 'zod'

/** Kinds of images the directory serves, one endpoint each. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

/** One image, ready to send. `etag` is a strong validator derived from the bytes. */
export interface ImageAsset {
  body: Buffer
  contentType: string
  etag: string
}

/** The data set on disk: wallets in directory order and images by kind and id. */
export interface Catalog {
  wallets: readonly WireWallet[]
  images: Record<ImageKind, ReadonlyMap<string, ImageAsset>>
}

/** The committed data set (`data/`, written by `scripts/build-data.mjs`). */
export const DEFAULT_DATA_DIR = new URL('../data/', import.meta.url)

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
}

const idSchema = z.string().regex(DIRECTORY_ID_PATTERN)
const linkSchema = z.string().min(1).nullable()

const walletSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1).max(200),
  image_id: idSchema,
  rdns: z.string().min(1).nullable(),
  chains: z.array(z.string().regex(CAIP2_NETWORK_ID_PATTERN)),
  mobile_link: linkSchema,
  desktop_link: linkSchema,
  webapp_link: linkSchema,
  homepage: linkSchema,
  app_store: linkSchema,
  play_store: linkSchema,
  chrome_store: linkSchema,
  badge_type: z.enum(['none', 'certified']),
})

const walletsFileSchema = z.object({ wallets: z.array(walletSchema) })
const imageFileSchema = z.string().regex(/^images\/[a-f0-9]{32}\.(jpeg|jpg|png|svg|webp)$/)
const imagesFileSchema = z.object({
  wallet: z.record(idSchema, imageFileSchema),
  asset: z.record(idSchema, imageFileSchema),
  currency: z.record(idSchema, imageFileSchema),
  token: z.record(idSchema, imageFileSchema),
})

/**
 * Reads and validates the data set in `dataDir`. Throws naming the file and field when
 * the data is malformed, an image file is missing, or a wallet's image is unknown.
 */
export async function loadCatalog(dataDir: URL = DEFAULT_DATA_DIR): Promise<Catalog> {
  const walletsFile = walletsFileSchema.parse(await readJson(new URL('wallets.json', dataDir)))
  const imagesFile = imagesFileSchema.parse(await readJson(new URL('images.json', dataDir)))
  const loaded = new Map<string, ImageAsset>()
  const load = async (file: string): Promise<ImageAsset> => {
    const cached = loaded.get(file)
    if (cached) return cached
    const body = await readFile(new URL(file, dataDir))
    const extension = file.slice(file.lastIndexOf('.') + 1)
    const asset = imageAsset(body, CONTENT_TYPES[extension] ?? 'application/octet-stream')
    loaded.set(file, asset)
    return asset
  }
  const kinds = ['wallet', 'asset', 'currency', 'token'] as const
  const images = {} as Record<ImageKind, Map<string, ImageAsset>>
  for (const kind of kinds) {
    images[kind] = new Map()
    for (const [id, file] of Object.entries(imagesFile[kind])) {
      images[kind].set(id, await load(file))
    }
  }
  for (const wallet of walletsFile.wallets) {
    if (!images.wallet.has(wallet.image_id)) {
      throw new Error(`Wallet ${wallet.id} names image ${wallet.image_id}, which images.json lacks`)
    }
  }
  return { wallets: walletsFile.wallets, images }
}

/** An image with its strong ETag (SHA-256 of the bytes). */
export function imageAsset(body: Buffer, contentType: string): ImageAsset {
  const digest = createHash('sha256').update(body).digest('base64url')
  return { body, contentType, etag: `"${digest}"` }
}

async function readJson(url: URL): Promise<unknown> {
  const text = await readFile(url, 'utf8')
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new Error(`Wallet directory data file ${url.pathname} is not valid JSON`, { cause })
  }
}
