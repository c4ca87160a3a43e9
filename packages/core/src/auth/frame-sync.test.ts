import type { SupportedLocale } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { destroyClient } from '../client/destroy-client.js'
import { startClient } from '../connection/start-client.js'
import { FakeEmbeddedWallet } from '../test-utils/fake-embedded-wallet.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { embeddedWalletConfig } from './find-auth-connector.js'
import { watchLocaleSync } from './watch-locale-sync.js'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const user = { address: ADDRESS, chainId: 1, email: 'ada@example.com', username: null }

function setup(metadata?: { name?: string; url?: string; icons?: string[] }) {
  const wallet = new FakeEmbeddedWallet({ ...user, socialProvider: null })
  const adapter = new TestAdapter({ connectors: [wallet.connector()], accounts: [ADDRESS] })
  const client = createTestClient({
    adapters: [adapter],
    services: { embeddedWallet: 'https://frame.example/' },
    ...(metadata ? { metadata } : {}),
  })
  return { wallet, client }
}

/** A locale store like the React package's. */
function localeStore(initial: SupportedLocale | 'en-XA') {
  let locale = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => locale,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    set(next: SupportedLocale | 'en-XA') {
      locale = next
      for (const listener of listeners) listener()
    },
  }
}

describe('the frame follows the modal (SPEC §7 SYNC_DAPP_DATA, locale)', () => {
  it('gets the locale at once and on every change; the pseudo-locale as English', async () => {
    const { wallet, client } = setup()
    await startClient(client)
    const locales = localeStore('de')
    const stop = watchLocaleSync(client, locales)
    locales.set('ar')
    locales.set('en-XA')
    stop()
    locales.set('fr')
    expect(wallet.locales).toEqual(['de', 'ar', 'en'])
    destroyClient(client)
  })

  it("hands the connector the app's metadata and SDK ids for the frame", async () => {
    const { client } = setup({
      name: 'Demo',
      url: 'https://demo.example',
      icons: ['https://demo.example/icon.png'],
    })
    expect(embeddedWalletConfig(client)?.dapp).toEqual({
      sdkType: 'foyer',
      sdkVersion: client.options.metadata.sdkVersion,
      name: 'Demo',
      url: 'https://demo.example',
      icons: ['https://demo.example/icon.png'],
    })
  })
})
