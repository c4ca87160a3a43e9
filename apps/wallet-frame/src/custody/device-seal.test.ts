import { createHmac, randomBytes } from 'node:crypto'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEVICE_LOCKED, openDevice, PasskeyDeviceKeys, sealDevice } from './device-seal.js'
import { createWalletShares, withSigner } from './wallet-keys.js'

/**
 * The device share at rest (issue 30 item 3). The attacker holds a disk image of the browser:
 * the IndexedDB record as stored. With a passkey the record is ciphertext and a salt only, and
 * opens with nothing the image holds; after the PRF unlock (once per session) the wallet signs.
 * Without a passkey the record carries its own key: the image opens it (the threat table says
 * so; the auth share on the server is still needed to sign).
 */

/** An authenticator's PRF (hmac-secret): a secret that stays in the authenticator. */
function authenticator() {
  const secret = randomBytes(32)
  let calls = 0
  const prf = async (salt: Uint8Array) => {
    calls += 1
    return new Uint8Array(createHmac('sha256', secret).update(salt).digest())
  }
  return { prf, calls: () => calls }
}

const USER = 'user-1'

describe('the device share at rest', () => {
  it('with a passkey: the stored record alone opens nothing; after the PRF unlock the wallet signs', async () => {
    const wallet = createWalletShares()
    const passkey = authenticator()
    const record = await sealDevice(
      USER,
      { address: wallet.address, deviceId: 'd1', share: { x: 1, y: wallet.device.y.slice() } },
      new PasskeyDeviceKeys(passkey.prf),
    )
    // The disk image: a structured clone of the record, as IndexedDB writes it.
    const image = structuredClone(record)
    expect(Object.keys(image).sort()).toEqual(
      ['address', 'ciphertext', 'deviceId', 'iv', 'prfSalt', 'userId', 'x'].sort(),
    )
    const bytes = Buffer.from(new Uint8Array(image.ciphertext)).toString('hex')
    expect(bytes).not.toContain(Buffer.from(wallet.device.y).toString('hex'))
    // Nothing in the image opens it: no key is stored, and another passkey's key fails.
    await expect(openDevice(image)).rejects.toThrow(DEVICE_LOCKED)
    const otherPasskey = new PasskeyDeviceKeys(authenticator().prf)
    expect(await openDevice(image, otherPasskey)).toBeUndefined()

    // A new session (page load) with the user's passkey: one PRF evaluation, then memory only.
    const session = new PasskeyDeviceKeys(passkey.prf)
    const before = passkey.calls()
    const opened = await openDevice(image, session)
    await openDevice(image, session)
    expect(passkey.calls() - before).toBe(1)
    expect(opened?.share.y).toEqual(wallet.device.y)
    const signature = await withSigner(
      opened?.share ?? { x: 1, y: new Uint8Array() },
      wallet.auth,
      wallet.address,
      (account) => account.signMessage({ message: 'unlocked' }),
    )
    expect(await recoverMessageAddress({ message: 'unlocked', signature })).toBe(wallet.address)
  })

  it('without a passkey: the record carries its own key, so a disk image opens it', async () => {
    const wallet = createWalletShares()
    const record = await sealDevice(USER, {
      address: wallet.address,
      deviceId: 'd1',
      share: { x: 1, y: wallet.device.y.slice() },
    })
    expect(record.key).toBeInstanceOf(CryptoKey)
    expect(record.key?.extractable).toBe(false)
    const opened = await openDevice(structuredClone(record))
    expect(opened?.share.y).toEqual(wallet.device.y)
  })

  it('a record moved to another user or altered does not open', async () => {
    const wallet = createWalletShares()
    const keys = new PasskeyDeviceKeys(authenticator().prf)
    const record = await sealDevice(
      USER,
      { address: wallet.address, deviceId: 'd1', share: { x: 1, y: wallet.device.y.slice() } },
      keys,
    )
    expect(await openDevice({ ...record, userId: 'someone-else' }, keys)).toBeUndefined()
    const flipped = new Uint8Array(record.ciphertext.slice(0))
    flipped[0] = (flipped[0] ?? 0) ^ 1
    expect(await openDevice({ ...record, ciphertext: flipped.buffer }, keys)).toBeUndefined()
  })
})
