import { FoyerError } from '@foyer/common'
import { nonceResponseSchema, SIWX_SERVER_PATHS } from '../protocol.js'
import { type ServerOptions, serverFetch } from '../storage/server-fetch.js'

/** Where a message's nonce comes from. */
export type NonceSource = () => Promise<string>

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random alphanumeric nonce made in the page (17 characters, ~100 bits, from
 * `crypto.getRandomValues`); for apps that verify sessions locally without a server.
 */
export function randomNonce(length = 17): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  // 248 = 4 × 62: values from 248 up would favour some characters, so they are redrawn.
  let out = ''
  for (const byte of bytes) {
    if (byte < 248) out += ALPHANUMERIC[byte % 62]
  }
  return out.length === length ? out : out + randomNonce(length - out.length)
}

/** A nonce from the app's server (`GET {baseUrl}/nonce`), the default source. */
export function serverNonce(options: ServerOptions): NonceSource {
  return async () => {
    const body = await serverFetch(options, SIWX_SERVER_PATHS.nonce, { method: 'GET' })
    const parsed = nonceResponseSchema.safeParse(body)
    if (!parsed.success) {
      throw new FoyerError('INVALID_INPUT', { details: 'The sign-in server sent no valid nonce' })
    }
    return parsed.data.nonce
  }
}
