import { createMemoryStorage } from '@foyer/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { createSiwx } from '../create-siwx.js'
import { localSiwxStorage } from '../storage/local-storage.js'
import { solanaVerifier } from './solana.js'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as const

async function signed(secret = ed25519.utils.randomPrivateKey()) {
  const address = base58.encode(ed25519.getPublicKey(secret))
  const siwx = createSiwx({
    domain: 'a.test',
    uri: 'https://a.test',
    nonce: async () => 'solanaNonce1',
    storage: localSiwxStorage({ verifiers: [] }),
  })
  const message = await siwx.createMessage({ accountAddress: address, chainId: DEVNET })
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message.text), secret))
  return { data: message.data, message: message.text, signature, secret }
}

describe('solanaVerifier (ed25519)', () => {
  it("accepts the account's own signature of the Solana message", async () => {
    const session = await signed()
    expect(session.message.split('\n')[0]).toBe(
      'a.test wants you to sign in with your Solana account:',
    )
    expect(await solanaVerifier().verify(session)).toBe(true)
  })

  it("refuses another key's signature, a changed message and malformed input", async () => {
    const session = await signed()
    const other = await signed()
    const verifier = solanaVerifier()
    expect(await verifier.verify({ ...session, signature: other.signature })).toBe(false)
    expect(await verifier.verify({ ...session, message: `${session.message} ` })).toBe(false)
    expect(await verifier.verify({ ...session, signature: '0OIl' })).toBe(false)
    expect(
      await verifier.verify({ ...session, signature: base58.encode(new Uint8Array(10)) }),
    ).toBe(false)
  })

  it('lets local storage keep Solana sessions', async () => {
    const storage = localSiwxStorage({
      verifiers: [solanaVerifier()],
      backend: createMemoryStorage(),
    })
    const session = await signed()
    await storage.add(session)
    expect(await storage.get(DEVNET, session.data.accountAddress)).toHaveLength(1)
  })
})
