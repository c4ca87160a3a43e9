import { FARCASTER_PENDING_MESSAGE } from '@foyer/frame-bridge'
import { describe, expect, it } from 'vitest'
import type { AuthClient, Session } from '../auth/auth-client.js'
import { FarcasterLogin } from './farcaster-login.js'

const scope = { projectId: 'demo', hostOrigin: 'http://127.0.0.1:5173' }
const session: Session = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 'u1', email: null, username: 'alice', socialProvider: 'farcaster' },
}

/** An auth client answering the channel calls from a script of states. */
function fakeAuth(states: ('pending' | 'completed')[]) {
  const calls: unknown[][] = []
  const auth = {
    createFarcasterChannel: async (body: unknown) => {
      calls.push(['create', body])
      return {
        channelToken: 'token-1',
        url: 'http://127.0.0.1:9/?channelToken=token-1',
        nonce: 'n',
      }
    },
    farcasterChannelStatus: async (token: string) => {
      calls.push(['status', token])
      return { state: states.shift() ?? 'pending' }
    },
    exchangeFarcaster: async (s: unknown, token: string) => {
      calls.push(['exchange', s, token])
      return session
    },
  } as unknown as AuthClient
  return { auth, calls }
}

describe('the frame half of Sign In With Farcaster', () => {
  it('opens a channel for the host page, polls until approved, then exchanges it once', async () => {
    const { auth, calls } = fakeAuth(['pending', 'pending', 'completed'])
    const login = new FarcasterLogin({ auth, scope, pollMs: 0 })
    expect(await login.channelUrl()).toBe('http://127.0.0.1:9/?channelToken=token-1')
    expect(calls[0]).toEqual(['create', { siweUri: scope.hostOrigin, domain: '127.0.0.1:5173' }])
    expect(await login.connect()).toBe(session)
    expect(calls.filter(([kind]) => kind === 'status')).toHaveLength(3)
    expect(calls.at(-1)).toEqual(['exchange', scope, 'token-1'])
    // The channel is used up: a second connect needs a new one.
    await expect(login.connect()).rejects.toThrow('Start the Farcaster login first')
  })

  it('answers "pending" after its wait, so the host asks again within the bridge timeout', async () => {
    const { auth, calls } = fakeAuth([])
    const login = new FarcasterLogin({ auth, scope, waitMs: 30, pollMs: 5 })
    await login.channelUrl()
    await expect(login.connect()).rejects.toThrow(FARCASTER_PENDING_MESSAGE)
    expect(calls.some(([kind]) => kind === 'exchange')).toBe(false)
  })
})
