import { sanitizeDisplayName } from '@foyer/common'
import * as z from 'zod/mini'
import { type Eip1193Provider, isEip1193Provider } from '../provider/types.js'
import { safeImageUrl } from './image-url.js'

/** The event a wallet dispatches on `window` to announce itself (EIP-6963). */
export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
/** The event a dapp dispatches on `window` to ask wallets to announce themselves. */
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

const RDNS_PATTERN =
  /^(?=.{3,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i

/** The longest announced name accepted (code points), after cleaning. */
const MAX_NAME_LENGTH = 100

/**
 * A wallet name: single-line text without control, zero-width or bidi-override characters
 * (as directory names are cleaned), 1 to 100 characters.
 */
const nameSchema = z.pipe(
  z.string().check(z.maxLength(4 * MAX_NAME_LENGTH)),
  z.transform((value, ctx) => {
    const text = sanitizeDisplayName(withoutControlCharacters(value), MAX_NAME_LENGTH + 1)
    if (text.length === 0 || [...text].length > MAX_NAME_LENGTH) {
      ctx.issues.push({ code: 'custom', message: 'Invalid wallet name', input: value })
      return z.NEVER
    }
    return text
  }),
)

const announcementSchema = z.object({
  info: z.object({
    uuid: z.string().check(z.minLength(1), z.maxLength(100)),
    name: nameSchema,
    icon: z.optional(z.unknown()),
    rdns: z.string().check(z.regex(RDNS_PATTERN)),
  }),
  provider: z.custom<Eip1193Provider>(isEip1193Provider, 'Not an EIP-1193 provider'),
})

/** A validated EIP-6963 announcement. */
export interface Announcement {
  uuid: string
  name: string
  /** A data: or https image, or undefined when the wallet's icon was unsafe or missing. */
  icon: string | undefined
  /** Lower-cased reverse-DNS id of the wallet. */
  rdns: string
  provider: Eip1193Provider
}

/**
 * Parses an untrusted `eip6963:announceProvider` event detail. Returns undefined for an
 * announcement that cannot be used (bad rdns, no name, no provider); an unsafe icon is
 * dropped, not fatal.
 */
export function parseAnnouncement(detail: unknown): Announcement | undefined {
  let result: ReturnType<typeof announcementSchema.safeParse>
  try {
    result = announcementSchema.safeParse(detail)
  } catch {
    // A hostile detail (throwing getters, revoked proxies) is as unusable as a malformed one.
    return undefined
  }
  if (!result.success) return undefined
  const { info, provider } = result.data
  return {
    uuid: info.uuid,
    name: info.name,
    icon: safeImageUrl(info.icon),
    rdns: info.rdns.toLowerCase(),
    provider,
  }
}

function withoutControlCharacters(value: string): string {
  return Array.from(value, (char) => {
    const code = char.codePointAt(0) ?? 0
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) ? ' ' : char
  }).join('')
}
