import { describe, expect, it } from 'vitest'
import { type HandoffSession, handoffOf, reachesWallet } from './wallet-handoff.js'

const session: HandoffSession = {
  namespaces: {
    eip155: {
      chains: ['eip155:31337'],
      methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'],
    },
    solana: { chains: ['solana:abc'], methods: ['solana_signMessage'] },
  },
  peer: {
    metadata: {
      name: 'Wallet',
      redirect: { universal: 'https://wallet.example/app', native: 'wallet://' },
    },
  },
}

describe('which WalletConnect requests wait for the wallet', () => {
  it('wallet methods of any namespace do; reads and what the provider answers do not', () => {
    expect(reachesWallet(session, 'personal_sign', ['0x00', '0x00'])).toBe(true)
    expect(reachesWallet(session, 'eth_sendTransaction', [{}])).toBe(true)
    expect(reachesWallet(session, 'solana_signMessage', {})).toBe(true)
    expect(reachesWallet(session, 'eth_call', [{}])).toBe(false)
    expect(reachesWallet(session, 'eth_chainId', [])).toBe(false)
    expect(reachesWallet(session, 'eth_accounts', [])).toBe(false)
    expect(reachesWallet(undefined, 'personal_sign', [])).toBe(false)
  })

  it('a switch does only to a chain the session lacks (else the provider switches alone)', () => {
    expect(reachesWallet(session, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBe(
      false,
    )
    expect(reachesWallet(session, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])).toBe(true)
  })

  it("hands off to the wallet's own name and links", () => {
    expect(handoffOf(session)).toEqual({
      walletName: 'Wallet',
      universalLink: 'https://wallet.example/app',
      nativeLink: 'wallet://',
    })
    expect(handoffOf({ ...session, peer: { metadata: { name: 'Bare' } } })).toEqual({
      walletName: 'Bare',
    })
  })
})
