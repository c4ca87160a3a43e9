import { describe, expect, it } from 'vitest'
import { toBitcoinAccounts } from './accounts.js'
import { requestBackend } from './request-backend.js'
import { isBitcoinStandardWallet, standardBackend } from './standard-backend.js'

const PAYMENT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'
const TAPROOT = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqvg32hk'

describe('Bitcoin wallet answers (untrusted)', () => {
  it('puts payment first and tells ordinals by purpose or by a taproot address', () => {
    expect(
      toBitcoinAccounts([
        { address: TAPROOT },
        { address: PAYMENT, purpose: 'payment' },
        { address: PAYMENT },
        { address: 'SP2J6ZY48GV1EZ5V2V5RB9MP66SW86PYKKNRV9EJ7', purpose: 'stacks' },
      ]),
    ).toEqual([
      { address: PAYMENT, purpose: 'payment' },
      { address: TAPROOT, purpose: 'ordinals' },
    ])
  })

  it('only takes wallets that have bitcoin:connect', () => {
    expect(isBitcoinStandardWallet({ name: 'x', features: {} })).toBe(false)
    expect(isBitcoinStandardWallet(null)).toBe(false)
    expect(
      isBitcoinStandardWallet({
        name: 'x',
        features: { 'bitcoin:connect': { connect: () => {} } },
      }),
    ).toBe(true)
  })

  it('refuses a malformed Wallet Standard answer with a clear error', async () => {
    const backend = standardBackend({
      name: 'Odd',
      icon: '',
      chains: [],
      features: {
        'bitcoin:connect': { connect: async () => ({ accounts: [{ address: 42 }] }) },
        'bitcoin:signMessage': { signMessage: async () => ({ signature: 'not base64!' }) },
      },
    })
    await expect(backend.connect({ silent: false })).rejects.toThrow(/address/)
    await expect(
      backend.signMessage({ address: PAYMENT, message: 'm', protocol: 'bip322' }),
    ).rejects.toThrow(/signature/)
    await expect(
      backend.sendTransfer({ recipients: [{ address: PAYMENT, amount: 1 }] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('turns a request-style error answer into an error with its code', async () => {
    const backend = requestBackend({
      request: async () => ({ status: 'error', error: { code: 4001, message: 'User rejected' } }),
    })
    await expect(backend.connect({ silent: false })).rejects.toMatchObject({ code: 4001 })
    const garbage = requestBackend({ request: async () => 'nonsense' })
    await expect(garbage.connect({ silent: false })).rejects.toThrow()
  })
})
