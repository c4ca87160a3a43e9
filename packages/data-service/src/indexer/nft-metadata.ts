import { z } from 'zod'

/** What the service keeps of an NFT's metadata document. */
export interface ParsedNftMetadata {
  name: string | null
  image: string | null
  isSpam: boolean
}

const documentSchema = z.looseObject({
  name: z.string().optional().catch(undefined),
  image: z.string().optional().catch(undefined),
  image_url: z.string().optional().catch(undefined),
  spam: z.unknown().optional(),
})

/** Longest image URL kept (data: images included). */
const MAX_IMAGE_LENGTH = 64 * 1024

/**
 * Reads an ERC-721 metadata document from a `data:application/json` token URI (base64 or
 * percent-encoded). A document with `"spam": true` marks the token as spam (the devnets'
 * convention). Other URIs (ipfs:, https:) are not fetched: the service stays offline-safe,
 * and such tokens show without a name or image. Returns null when nothing can be read.
 */
export function parseNftMetadata(uri: string): ParsedNftMetadata | null {
  const match = /^data:application\/json(;[^,]*)?,(.*)$/s.exec(uri)
  if (!match) return null
  let text: string
  try {
    text = match[1]?.includes('base64')
      ? Buffer.from(match[2] ?? '', 'base64').toString('utf8')
      : decodeURIComponent(match[2] ?? '')
  } catch {
    return null
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = documentSchema.safeParse(json)
  if (!parsed.success) return null
  const image = parsed.data.image ?? parsed.data.image_url ?? null
  return {
    name: parsed.data.name ?? null,
    image: image !== null && image.length <= MAX_IMAGE_LENGTH && isImageUrl(image) ? image : null,
    isSpam: parsed.data.spam === true,
  }
}

function isImageUrl(value: string): boolean {
  return /^(https?:|ipfs:|data:image\/)/.test(value)
}
