import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { userRejectedError } from '../errors.js'
import { createBitcoinWalletEngine } from './bitcoin-engine.js'
import { deriveBitcoinTestAccount } from './keys.js'

const MNEMONIC = 'test test test test test test test test test test test junk'
const keys = deriveBitcoinTestAccount(MNEMONIC, 0)

function engineWith(decisions: ('approve' | 'reject')[]) {
  const asked: string[] = []
  const engine = createBitcoinWalletEngine({
    mnemonic: MNEMONIC,
    esploraUrl: 'http://127.0.0.1:1',
    approve: async (request) => {
      asked.push(request.method)
      if ((decisions.shift() ?? 'approve') === 'reject') throw userRejectedError()
    },
  })
  return { engine, asked }
}

describe('the test wallet’s Bitcoin side', () => {
  it('derives BIP-84 and BIP-86 keys: bcrt1q payment, bcrt1p ordinals, per account index', () => {
    expect(keys.payment.address).toMatch(/^bcrt1q[0-9a-z]{38}$/)
    expect(keys.ordinals.address).toMatch(/^bcrt1p[0-9a-z]{58}$/)
    expect(deriveBitcoinTestAccount(MNEMONIC, 1).payment.address).not.toBe(keys.payment.address)
  })

  it('asks before connecting, then shares payment and ordinals; a silent connect needs approval first', async () => {
    const { engine, asked } = engineWith(['reject'])
    await expect(engine.connect({ silent: true }, 'https://a.test')).rejects.toMatchObject({
      code: 4100,
    })
    await expect(engine.connect({}, 'https://a.test')).rejects.toMatchObject({ code: 4001 })
    const accounts = await engine.connect({}, 'https://a.test')
    expect(accounts.map((a) => [a.purpose, a.address])).toEqual([
      ['payment', keys.payment.address],
      ['ordinals', keys.ordinals.address],
    ])
    expect(await engine.connect({ silent: true }, 'https://a.test')).toHaveLength(2)
    expect(asked).toEqual(['bitcoin:connect', 'bitcoin:connect'])
    await expect(engine.connect({ silent: true }, 'https://b.test')).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('signs BIP-322 and ECDSA messages that bip322-js verifies, behind approval', async () => {
    const { engine } = engineWith(['approve', 'approve', 'approve', 'approve', 'reject'])
    await engine.connect({}, 'o')
    for (const address of [keys.payment.address, keys.ordinals.address]) {
      const { signature } = await engine.signMessage({ address, message: 'hello' }, 'o')
      expect(Verifier.verifySignature(address, 'hello', signature)).toBe(true)
    }
    const ecdsa = await engine.signMessage(
      { address: keys.payment.address, message: 'hello', protocol: 'ecdsa' },
      'o',
    )
    expect(Verifier.verifySignature(keys.payment.address, 'hello', ecdsa.signature)).toBe(true)
    await expect(
      engine.signMessage({ address: keys.payment.address, message: 'x' }, 'o'),
    ).rejects.toMatchObject({ code: 4001 })
  })

  it('answers bad parameters with -32602 and never signs for a foreign address', async () => {
    const { engine, asked } = engineWith([])
    await engine.connect({}, 'o')
    await expect(engine.signMessage({ address: 1 }, 'o')).rejects.toMatchObject({ code: -32602 })
    await expect(
      engine.signMessage({ address: 'bcrt1qforeign', message: 'x' }, 'o'),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(engine.sendTransfer({ recipients: [] }, 'o')).rejects.toMatchObject({
      code: -32602,
    })
    await expect(engine.signPsbt({ psbt: '', signInputs: {} }, 'o')).rejects.toMatchObject({
      code: -32602,
    })
    expect(asked).toEqual(['bitcoin:connect'])
  })
})
