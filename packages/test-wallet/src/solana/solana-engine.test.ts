import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { DEFAULT_TEST_MNEMONIC } from '../constants.js'
import { deriveSolanaTestKey } from './keys.js'
import { createSolanaWalletEngine } from './solana-engine.js'
import { parseSolanaTransaction, signSolanaTransaction } from './transaction-signing.js'

const ORIGIN = 'http://127.0.0.1:5173'

function engineWith(decisions: ('approve' | 'reject')[]) {
  const asked: string[] = []
  const engine = createSolanaWalletEngine({
    mnemonic: DEFAULT_TEST_MNEMONIC,
    rpcUrls: { 'solana:localnet': 'http://127.0.0.1:1' },
    approve: async (request) => {
      asked.push(request.method)
      if (decisions.shift() !== 'approve')
        throw Object.assign(new Error('rejected'), { code: 4001 })
    },
  })
  return { engine, asked }
}

/** A legacy transfer-shaped message: `signers` sign, plus one read-only program key. */
function unsignedTransaction(signers: Uint8Array[]): Uint8Array {
  const program = new Uint8Array(32)
  const message = new Uint8Array([
    signers.length,
    0,
    1,
    signers.length + 1,
    ...signers.flatMap((key) => [...key]),
    ...program,
    ...new Uint8Array(32).fill(7), // recent blockhash
    0, // no instructions
  ])
  return new Uint8Array([signers.length, ...new Uint8Array(64 * signers.length), ...message])
}

describe("the test wallet's Solana key and engine", () => {
  it("derives the address Phantom and Solflare derive (m/44'/501'/0'/0'), funded by the devstack", () => {
    const key = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC)
    expect(key.path).toBe("m/44'/501'/0'/0'")
    // The devstack's account 0 (its README), derived there with node:crypto and web3.js.
    expect(key.address).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC, 1).address).not.toBe(key.address)
  })

  it('connects only after approval; silent connects succeed only for granted sites', async () => {
    const { engine, asked } = engineWith(['reject', 'approve'])
    expect(await engine.connect({ silent: true }, ORIGIN)).toEqual([])
    await expect(engine.connect({}, ORIGIN)).rejects.toMatchObject({ code: 4001 })
    await expect(
      engine.signMessage(
        [{ account: { address: engine.key.address }, message: new Uint8Array([1]) }],
        ORIGIN,
      ),
    ).rejects.toMatchObject({ code: 4100 })
    expect(await engine.connect({}, ORIGIN)).toEqual([engine.key.address])
    expect(await engine.connect({ silent: true }, ORIGIN)).toEqual([engine.key.address])
    expect(asked).toEqual(['standard:connect', 'standard:connect'])
    engine.disconnect(ORIGIN)
    expect(await engine.connect({ silent: true }, ORIGIN)).toEqual([])
  })

  it('signs messages with ed25519 after approval; a refusal signs nothing', async () => {
    const { engine } = engineWith(['approve', 'approve', 'reject'])
    await engine.connect({}, ORIGIN)
    const message = new TextEncoder().encode('Hello Solana')
    const account = { address: engine.key.address }
    const [output] = await engine.signMessage([{ account, message }], ORIGIN)
    expect(ed25519.verify(output!.signature, message, base58.decode(engine.key.address))).toBe(true)
    await expect(engine.signMessage([{ account, message }], ORIGIN)).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      engine.signMessage([{ account: { address: 'x' }, message }], ORIGIN),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('signs its own slot of a transaction and keeps the other signatures', () => {
    const own = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC)
    const other = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC, 1)
    const unsigned = unsignedTransaction([other.publicKey, own.publicKey])
    const { signed: firstSigned } = signSolanaTransaction(unsigned, other)
    const { signed, signature } = signSolanaTransaction(firstSigned, own)
    const parsed = parseSolanaTransaction(signed)
    expect(parsed.signers).toEqual([other.publicKey, own.publicKey])
    expect(signed.subarray(1 + 64, 1 + 128)).toEqual(signature)
    expect(ed25519.verify(signature, parsed.message, own.publicKey)).toBe(true)
    expect(ed25519.verify(signed.subarray(1, 65), parsed.message, other.publicKey)).toBe(true)
    const stranger = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC, 2)
    expect(() => signSolanaTransaction(unsigned, stranger)).toThrow('is not a signer')
    expect(() => parseSolanaTransaction(new Uint8Array([2, 1, 2]))).toThrow()
  })

  it('refuses a transaction for a chain it has no RPC for, before asking the user', async () => {
    const { engine, asked } = engineWith(['approve'])
    await engine.connect({}, ORIGIN)
    const key = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC)
    const input = {
      account: { address: key.address },
      transaction: unsignedTransaction([key.publicKey]),
      chain: 'solana:mainnet',
    }
    await expect(engine.signTransaction([input], ORIGIN)).rejects.toMatchObject({ code: -32602 })
    expect(asked).toEqual(['standard:connect'])
  })
})
