import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import {
  clearWalletConnectUri,
  isPairingExpired,
  setWalletConnectError,
  setWalletConnectUri,
} from './pairing.js'

describe('WalletConnect pairing', () => {
  it('expires 4 minutes after creation and counts as expired within 10 s of that', () => {
    const client = createTestClient()
    const createdAt = 1_700_000_000_000
    setWalletConnectUri(client, 'wc:topic@2?symKey=00', createdAt)
    expect(isPairingExpired(client, createdAt)).toBe(false)
    expect(isPairingExpired(client, createdAt + 229_999)).toBe(false)
    expect(isPairingExpired(client, createdAt + 230_000)).toBe(true)
    expect(isPairingExpired(client, createdAt + 240_000)).toBe(true)
  })

  it('no uri counts as expired; a new uri clears the error', () => {
    const client = createTestClient()
    expect(isPairingExpired(client)).toBe(true)
    setWalletConnectError(client, true)
    setWalletConnectUri(client, 'wc:topic@2?symKey=00')
    expect(client.stores.walletConnect.getState().error).toBe(false)
    clearWalletConnectUri(client)
    expect(isPairingExpired(client)).toBe(true)
  })
})
