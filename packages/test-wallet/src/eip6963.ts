import * as z from 'zod/mini'
import { TEST_WALLET_NAME, TEST_WALLET_RDNS } from './constants.js'
import { testWalletIcon } from './icon.js'
import { describeIssues } from './schemas.js'

/** EIP-6963 provider info. */
export interface EIP6963ProviderInfo {
  uuid: string
  name: string
  /** A `data:` URI of a square image (RFC 2397). */
  icon: string
  rdns: string
}

/** An EIP-6963 announcement: the info and the EIP-1193 provider. */
export interface EIP6963ProviderDetail<Provider = unknown> {
  info: EIP6963ProviderInfo
  provider: Provider
}

/** The part of `window` that announcing needs. */
export interface AnnounceTarget {
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  dispatchEvent(event: Event): boolean
  CustomEvent?: typeof CustomEvent
}

/** Validates EIP-6963 info: a v4 UUID, a name, a `data:image/` icon and a reverse-DNS id. */
export const eip6963ProviderInfoSchema = z.object({
  uuid: z.uuidv4(),
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.regex(/^data:image\/[a-z0-9.+-]+[;,]/i, 'expected a data:image/ URI')),
  rdns: z.string().check(z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'expected a reverse-DNS name')),
})

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts, and the extension
 * also runs in plain-http pages, so this builds one from `crypto.getRandomValues`.
 */
export function randomUuidV4(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** The test wallet's EIP-6963 info with a fresh uuid (one per page session). */
export function testWalletProviderInfo(
  overrides: Partial<EIP6963ProviderInfo> = {},
): EIP6963ProviderInfo {
  return {
    uuid: randomUuidV4(),
    name: TEST_WALLET_NAME,
    icon: testWalletIcon,
    rdns: TEST_WALLET_RDNS,
    ...overrides,
  }
}

/**
 * Announces a provider through EIP-6963: dispatches `eip6963:announceProvider` now and
 * again on every `eip6963:requestProvider`. Returns a function that stops answering.
 * Throws a `TypeError` for info that is not valid EIP-6963 info.
 */
export function announceProvider<Provider>(
  target: AnnounceTarget,
  detail: EIP6963ProviderDetail<Provider>,
): () => void {
  const parsed = eip6963ProviderInfoSchema.safeParse(detail.info)
  if (!parsed.success) {
    throw new TypeError(`Invalid EIP-6963 provider info: ${describeIssues(parsed.error, 'info')}`)
  }
  const frozen = Object.freeze({
    info: Object.freeze({ ...detail.info }),
    provider: detail.provider,
  })
  const EventClass = target.CustomEvent ?? CustomEvent
  const announce = () => {
    target.dispatchEvent(new EventClass('eip6963:announceProvider', { detail: frozen }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
