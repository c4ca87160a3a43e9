import { describe, expect, it } from 'vitest'
import { startClient } from '../connection/start-client.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
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

  it('shows the uri an adapter reports while the namespace is still disconnected', async () => {
    const adapter = new TestAdapter()
    const client = createTestClient({ adapters: [adapter] })
    await startClient(client)
    setWalletConnectError(client, true)
    const now = Date.now()
    adapter.context?.emit({
      type: 'walletConnectUri',
      uri: 'wc:abc@2?relay-protocol=irn&symKey=01',
    })
    const state = client.stores.walletConnect.getState()
    expect(state).toMatchObject({ uri: 'wc:abc@2?relay-protocol=irn&symKey=01', error: false })
    expect(state.createdAt).toBeGreaterThanOrEqual(now)
    expect(isPairingExpired(client)).toBe(false)
  })
})
