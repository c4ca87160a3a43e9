import { describe, expect, it } from 'vitest'
import { type HandoffSession, handoffOf } from './wallet-handoff.js'

const session: HandoffSession = {
  peer: {
    metadata: {
      name: 'Wallet',
      redirect: { universal: 'https://wallet.example/app', native: 'wallet://' },
    },
  },
}

describe('the WalletConnect hand-off', () => {
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
