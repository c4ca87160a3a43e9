import type { CaipNetworkId } from '@foyer/common'
import type { FoyerSiwx, SiwxSession } from '../sign-in/types.js'

/** An in-memory sign-in: messages carry a counter as nonce, sessions kept per chain+address. */
export function memorySiwx(options: { rejectAdd?: boolean } = {}) {
  const sessions = new Map<string, SiwxSession[]>()
  const calls: string[] = []
  let nonce = 0
  const key = (chainId: CaipNetworkId, address: string) => `${chainId}/${address.toLowerCase()}`
  const siwx: FoyerSiwx & { sessions: typeof sessions; calls: string[] } = {
    sessions,
    calls,
    async createMessage({ accountAddress, chainId }) {
      calls.push('createMessage')
      nonce += 1
      const data = {
        domain: 'app.test',
        accountAddress,
        chainId,
        uri: 'https://app.test',
        version: '1' as const,
        nonce: `nonce${nonce}`,
        issuedAt: '2026-01-01T00:00:00.000Z',
      }
      return { data, text: `sign in ${accountAddress} ${data.nonce}` }
    },
    async addSession(session) {
      calls.push('addSession')
      if (options.rejectAdd) throw new Error('verification failed')
      sessions.set(key(session.data.chainId, session.data.accountAddress), [session])
    },
    async revokeSession(chainId, address) {
      calls.push('revokeSession')
      sessions.delete(key(chainId, address))
    },
    async getSessions(chainId, address) {
      calls.push('getSessions')
      return sessions.get(key(chainId, address)) ?? []
    },
  }
  return siwx
}
