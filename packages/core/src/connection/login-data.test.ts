import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { clearLoginData } from './login-data.js'

describe('clearLoginData', () => {
  it('forgets the email and social login values and nothing else', () => {
    const client = createTestClient()
    client.storage.set('emailLoginUsed', true)
    client.storage.set('email', 'ada@example.com')
    client.storage.set('lastEmailLoginTime', 1_700_000_000_000)
    client.storage.set('socialUsername', 'ada')
    client.storage.set('walletName', 'Test Wallet')
    clearLoginData(client)
    expect(client.storage.get('emailLoginUsed')).toBeUndefined()
    expect(client.storage.get('email')).toBeUndefined()
    expect(client.storage.get('lastEmailLoginTime')).toBeUndefined()
    expect(client.storage.get('socialUsername')).toBeUndefined()
    expect(client.storage.get('walletName')).toBe('Test Wallet')
  })
})
