import { describe, expect, it } from 'vitest'
import { loginMethodsHandler } from './login-methods.js'

const project = {
  allowedOrigins: [],
  smartAccountNetworks: [],
  preferredAccountType: 'eoa' as const,
  custody: 'operator' as const,
}

describe('the logins the frame reports to the modal', () => {
  it("are the auth service's, without names the frame does not know", async () => {
    const handlers = loginMethodsHandler({ ...project, logins: ['github', 'myspace', 'farcaster'] })
    expect(await handlers.GET_LOGIN_METHODS?.({}, { hostOrigin: 'https://dapp.example' })).toEqual({
      socials: ['github', 'farcaster'],
    })
  })

  it('an auth service that does not say gets no answer (the modal keeps its own list)', () => {
    expect(loginMethodsHandler(project).GET_LOGIN_METHODS).toBeUndefined()
  })
})
