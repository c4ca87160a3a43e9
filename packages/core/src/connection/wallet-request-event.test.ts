import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { handleAdapterEvent } from './adapter-events.js'

describe('a WalletConnect request waiting for the wallet', () => {
  it('is recorded as the wallet announced it, and forgotten once answered', () => {
    const client = createTestClient()
    const handoff = {
      walletName: 'Foyer Test Wallet',
      universalLink: 'https://wallet.example',
      nativeLink: 'testwallet://',
    }
    handleAdapterEvent(client, 'eip155', { type: 'walletRequest', handoff })
    expect(client.stores.walletConnect.getState().request).toEqual(handoff)
    handleAdapterEvent(client, 'eip155', { type: 'walletRequest' })
    expect(client.stores.walletConnect.getState().request).toBeUndefined()
  })
})
