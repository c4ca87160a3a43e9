import { connectWalletOptions, createFoyerClient, createMemoryStorage } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { FixtureAdapter } from '../test-utils/fixture-adapter.js'
import { createFixtureDirectory, sampleWallets } from '../test-utils/fixture-directory.js'
import { mainnet } from '../test-utils/networks.js'

const client = createFoyerClient({
  projectId: 'p',
  networks: [mainnet],
  adapters: [new FixtureAdapter()],
  storage: createMemoryStorage(),
  directory: createFixtureDirectory([]),
})

const announced = {
  id: 'io.metamask',
  type: 'ANNOUNCED' as const,
  name: 'MetaMask',
  rdns: 'io.metamask',
  chain: 'eip155' as const,
  chains: [],
}
const injected = {
  ...announced,
  id: 'injected',
  type: 'INJECTED' as const,
  name: 'Browser',
  rdns: undefined,
}
const walletConnect = {
  ...announced,
  id: 'walletConnect',
  type: 'WALLET_CONNECT' as const,
  name: 'WC',
}

describe('connectWalletOptions (SPEC §2, §9)', () => {
  it('lists recent wallets, then announced and injected, WalletConnect, then four recommended', () => {
    const options = connectWalletOptions(client, {
      recent: [{ id: 'w9', name: 'Wallet 9' }],
      connectors: [announced, injected, walletConnect],
      recommended: sampleWallets(8),
    })
    expect(options.map((o) => [o.id, o.tag])).toEqual([
      ['w9', 'recent'],
      ['io.metamask', 'installed'],
      ['injected', 'installed'],
      ['walletConnect', 'qrCode'],
      ['w1', undefined],
      ['w2', undefined],
      ['w3', undefined],
      ['w4', undefined],
    ])
  })

  it('offers a recent or recommended wallet that is installed through its connector, once', () => {
    const metamaskEntry = { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' }
    const options = connectWalletOptions(client, {
      recent: [metamaskEntry],
      connectors: [announced],
      recommended: [metamaskEntry, ...sampleWallets(5)],
    })
    expect(options.map((o) => o.id)).toEqual(['io.metamask', 'w1', 'w2', 'w3', 'w4'])
    expect(options[0]).toMatchObject({ tag: 'recent', connector: announced, wallet: metamaskEntry })
  })

  it('gives directory entries the directory image and no connector', () => {
    const [option] = connectWalletOptions(client, {
      recent: [],
      connectors: [],
      recommended: sampleWallets(1),
    })
    expect(option?.connector).toBeUndefined()
    expect(option?.imageUrl).toMatch(/^data:image\/svg\+xml,/)
  })
})
