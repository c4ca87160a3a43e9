import fc from 'fast-check'
import {
  parseTransaction,
  recoverMessageAddress,
  recoverTransactionAddress,
  recoverTypedDataAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import type { accountFromKeyBytes } from './local-signer.js'
import type { Share } from './shamir.js'
import { decodeShare, encodeShare } from './share-codec.js'
import {
  createWalletShares,
  type DevicePair,
  enrolDevice,
  rebuildKey,
  WRONG_SHARE_MESSAGE,
  withSigner,
} from './wallet-keys.js'

describe('wallet key custody', () => {
  it('each pair signs for the address: device + its auth share, recovery pair', async () => {
    const wallet = createWalletShares()
    const pairs: [Share, Share][] = [
      [wallet.device, wallet.auth],
      [wallet.recoveryAuth, wallet.recovery],
    ]
    for (const [a, b] of pairs) {
      const signature = await withSigner(a, b, wallet.address, (account) =>
        account.signMessage({ message: 'hello foyer' }),
      )
      expect(await recoverMessageAddress({ message: 'hello foyer', signature })).toBe(
        wallet.address,
      )
    }
  })

  it('a new device (from the recovery pair) signs with its own auth share', async () => {
    const wallet = createWalletShares()
    const second = enrolDevice(wallet.recoveryAuth, wallet.recovery, wallet.address)
    const signature = await withSigner(second.device, second.auth, wallet.address, (a) =>
      a.signMessage({ message: 'again' }),
    )
    expect(await recoverMessageAddress({ message: 'again', signature })).toBe(wallet.address)
  })

  it('attack: shares of two devices (and any server share of another) never rebuild the key', () => {
    // A disk image of two browsers, plus every auth share the server holds: the attacker tries
    // every pair that is not one device's own pair or the recovery pair.
    const wallet = createWalletShares()
    const devices: DevicePair[] = [
      { device: wallet.device, auth: wallet.auth },
      enrolDevice(wallet.recoveryAuth, wallet.recovery, wallet.address),
      enrolDevice(wallet.recoveryAuth, wallet.recovery, wallet.address),
    ]
    const held = [
      ...devices.flatMap((pair, index) => [
        { share: pair.device, owner: `device${index}` },
        { share: pair.auth, owner: `device${index}` },
      ]),
      { share: wallet.recoveryAuth, owner: 'recovery' },
    ]
    let tried = 0
    for (const a of held) {
      for (const b of held) {
        if (a === b || a.owner === b.owner || a.share.x === b.share.x) continue
        tried += 1
        expect(() => rebuildKey(a.share, b.share, wallet.address)).toThrow(WRONG_SHARE_MESSAGE)
      }
    }
    expect(tried).toBeGreaterThanOrEqual(12)
    // Two devices' local shares (both at x = 1) cannot even be interpolated together.
    expect(() => rebuildKey(devices[0]!.device, devices[1]!.device, wallet.address)).toThrow()
  })

  it("refuses a share of another wallet with 'The key shares do not match this wallet'", async () => {
    const mine = createWalletShares()
    const theirs = createWalletShares()
    expect(() => rebuildKey(mine.device, theirs.auth, mine.address)).toThrow(WRONG_SHARE_MESSAGE)
    await expect(
      withSigner(mine.device, theirs.auth, mine.address, async () => 'signed'),
    ).rejects.toThrow(WRONG_SHARE_MESSAGE)
    expect(() => enrolDevice(theirs.recoveryAuth, mine.recovery, mine.address)).toThrow(
      WRONG_SHARE_MESSAGE,
    )
  })

  it('zeroes the key after use: the account cannot sign afterwards', async () => {
    const wallet = createWalletShares()
    let kept: Awaited<ReturnType<typeof accountFromKeyBytes>> | undefined
    await withSigner(wallet.device, wallet.auth, wallet.address, async (account) => {
      kept = account
    })
    await expect(kept?.signMessage({ message: 'late' })).rejects.toThrow()
  })

  it('signs typed data and transactions that viem recovers to the address', async () => {
    const wallet = createWalletShares()
    const typedData = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'hi' },
    }
    const { typed, tx } = await withSigner(
      wallet.device,
      wallet.auth,
      wallet.address,
      async (account) => ({
        typed: await account.signTypedData(typedData),
        tx: await account.signTransaction({
          chainId: 31337,
          type: 'eip1559',
          to: '0x000000000000000000000000000000000000dEaD',
          value: 1n,
          nonce: 0,
          gas: 21000n,
          maxFeePerGas: 2n,
          maxPriorityFeePerGas: 1n,
        }),
      }),
    )
    expect(await recoverTypedDataAddress({ ...typedData, signature: typed })).toBe(wallet.address)
    expect(parseTransaction(tx).to?.toLowerCase()).toBe(
      '0x000000000000000000000000000000000000dead',
    )
    expect(await recoverTransactionAddress({ serializedTransaction: tx as never })).toBe(
      wallet.address,
    )
  })

  it('encodes shares as text and refuses broken encodings (property)', () => {
    const wallet = createWalletShares()
    expect(decodeShare(encodeShare(wallet.auth))).toEqual(wallet.auth)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          decodeShare(value)
        } catch (error) {
          expect((error as Error).message).toBe('Invalid key share')
        }
      }),
    )
    expect(() => decodeShare(encodeShare(wallet.auth).slice(4))).toThrow('Invalid key share')
  })
})
