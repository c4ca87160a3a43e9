import type { CaipNetworkId } from '@foyer/common'
import type { FoyerSiwx, SiwxSession } from '@foyer/core'

/**
 * An in-memory sign-in for view tests and stories: messages in EIP-4361 layout with a
 * counter as nonce, sessions per network and address. `rejectNext` makes the next session
 * refused (as a server refusing a signature).
 */
export function createFixtureSiwx(): FoyerSiwx & {
  sessions: Map<string, SiwxSession>
  rejectNext: () => void
} {
  const sessions = new Map<string, SiwxSession>()
  let counter = 0
  let reject = false
  const key = (chainId: CaipNetworkId, address: string) => `${chainId}/${address.toLowerCase()}`
  return {
    sessions,
    rejectNext: () => {
      reject = true
    },
    async createMessage({ accountAddress, chainId }) {
      counter += 1
      const data = {
        domain: 'app.example',
        accountAddress,
        chainId,
        statement: 'Sign in to the Fixture app.',
        uri: 'https://app.example',
        version: '1' as const,
        nonce: `fixtureNonce${counter}`,
        issuedAt: '2026-11-24T02:00:00.000Z',
        expirationTime: '2026-11-25T02:00:00.000Z',
      }
      const text = [
        `${data.domain} wants you to sign in with your Ethereum account:`,
        accountAddress,
        '',
        data.statement,
        '',
        `URI: ${data.uri}`,
        'Version: 1',
        `Chain ID: ${chainId.split(':')[1]}`,
        `Nonce: ${data.nonce}`,
        `Issued At: ${data.issuedAt}`,
        `Expiration Time: ${data.expirationTime}`,
      ].join('\n')
      return { data, text }
    },
    async addSession(session) {
      if (reject) {
        reject = false
        throw new Error('invalid signature')
      }
      sessions.set(key(session.data.chainId, session.data.accountAddress), session)
    },
    async revokeSession(chainId, address) {
      sessions.delete(key(chainId, address))
    },
    async getSessions(chainId, address) {
      const session = sessions.get(key(chainId, address))
      return session ? [session] : []
    },
  }
}
