import type { CaipNetworkId } from '@foyer/common'
import { FoyerError } from '@foyer/common'
import type { SiwxSession } from '@foyer/core'
import { SIWX_SERVER_PATHS, sessionResponseSchema } from '../protocol.js'
import { type ServerOptions, serverFetch } from './server-fetch.js'
import { type SiwxStorage, sameAddress } from './types.js'

/**
 * Sessions kept by the app's server (the reference one is `@foyer/siwx-server`): `add`
 * posts the signed message to `/verify`, which verifies it and sets an HTTP-only session
 * cookie; `get` asks `/session`; `revoke` posts `/signout`. The page never holds the
 * session token.
 */
export function serverSiwxStorage(options: ServerOptions): SiwxStorage {
  async function readSession(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const body = await serverFetch(options, path, init)
    const parsed = sessionResponseSchema.safeParse(body)
    if (!parsed.success) {
      throw new FoyerError('INVALID_INPUT', {
        details: `The sign-in server's ${path} answer is invalid`,
      })
    }
    return parsed.data.session
  }
  return {
    async add(session: SiwxSession) {
      const stored = await readSession(SIWX_SERVER_PATHS.verify, {
        method: 'POST',
        body: { message: session.message, signature: session.signature },
      })
      if (!stored) throw new FoyerError('INVALID_INPUT', { details: 'The server kept no session' })
    },
    async get(chainId: CaipNetworkId, address: string) {
      const session = await readSession(SIWX_SERVER_PATHS.session, { method: 'GET' })
      return session &&
        session.data.chainId === chainId &&
        sameAddress(chainId, session.data.accountAddress, address)
        ? [session]
        : []
    },
    async revoke() {
      await serverFetch(options, SIWX_SERVER_PATHS.signout, { method: 'POST', body: {} })
    },
  }
}
