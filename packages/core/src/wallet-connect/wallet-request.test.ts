import { describe, expect, it } from 'vitest'
import { handleAdapterEvent } from '../connection/adapter-events.js'
import { createTestClient } from '../test-utils/test-client.js'

describe('a WalletConnect request waiting for the wallet', () => {
  it('is recorded with the links that open the wallet, universal links first', () => {
    const client = createTestClient()
    client.storage.set('walletId', '1inch')
    client.storage.set('recentWallets', [
      { id: '1inch', name: '1inch Wallet', mobile_link: 'oneinch://' },
    ])
    handleAdapterEvent(client, 'eip155', {
      type: 'walletRequest',
      handoff: {
        walletName: 'Foyer Test Wallet',
        universalLink: 'https://wallet.example',
        nativeLink: 'testwallet://',
      },
    })
    expect(client.stores.walletConnect.getState().request).toEqual({
      walletName: '1inch Wallet',
      links: ['https://wallet.example', 'oneinch://', 'testwallet://'],
    })
    handleAdapterEvent(client, 'eip155', { type: 'walletRequest' })
    expect(client.stores.walletConnect.getState().request).toBeUndefined()
  })

  it("without a directory entry, the wallet's own name and links", () => {
    const client = createTestClient()
    handleAdapterEvent(client, 'eip155', {
      type: 'walletRequest',
      handoff: { walletName: 'Bare', nativeLink: 'bare://' },
    })
    expect(client.stores.walletConnect.getState().request).toEqual({
      walletName: 'Bare',
      links: ['bare://'],
    })
  })
})
