import { describe, expect, it } from 'vitest'
import { siwxAudience } from './siwx-audience.js'
import { createSiwxHandler } from './siwx-handler.js'

const message = {
  domain: 'app.example',
  chainId: 'eip155:1',
  uri: 'https://app.example/login',
}
const options = {
  domain: 'app.example',
  uriOrigins: ['https://app.example'],
  chains: ['eip155:1'] as const,
}

describe('the audience a sign-in server accepts', () => {
  it('is required: no domain, URI origin or chain is taken from a request', () => {
    const missing = [
      { ...options, domain: undefined },
      { ...options, domain: [] },
      { ...options, uriOrigins: undefined },
      { ...options, chains: [] },
    ]
    for (const bad of missing) {
      // @ts-expect-error: what a JavaScript caller that left an option out passes
      expect(() => createSiwxHandler(bad)).toThrow(/siwx-server: `(domain|uriOrigins|chains)`/)
    }
  })

  it('refuses options that are not what they name', () => {
    expect(() => siwxAudience({ ...options, domain: 'https://app.example' })).toThrow(/domain/)
    expect(() => siwxAudience({ ...options, uriOrigins: ['https://app.example/x'] })).toThrow(
      /not an origin/,
    )
    // @ts-expect-error: not a CAIP-2 id
    expect(() => siwxAudience({ ...options, chains: ['1'] })).toThrow(/chains/)
  })

  it('accepts a message addressed to the app and names what is wrong otherwise', () => {
    const audience = siwxAudience({ ...options, domain: ['app.example', 'www.app.example'] })
    expect(audience.refusal(message)).toBeUndefined()
    expect(audience.refusal({ ...message, scheme: 'https' })).toBeUndefined()
    expect(audience.refusal({ ...message, domain: 'www.app.example' })).toBeUndefined()
    expect(audience.refusal({ ...message, domain: 'evil.example' })).toBe('domain mismatch')
    expect(audience.refusal({ ...message, scheme: 'http' })).toBe('scheme mismatch')
    expect(audience.refusal({ ...message, uri: 'https://evil.example' })).toBe('URI not allowed')
    expect(audience.refusal({ ...message, uri: 'did:key:z6Mk' })).toBe('URI not allowed')
    expect(audience.refusal({ ...message, chainId: 'eip155:10' })).toBe('chain not allowed')
  })
})
