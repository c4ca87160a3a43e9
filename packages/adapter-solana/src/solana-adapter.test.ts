import { verify as verifySignature } from 'node:crypto'
import { isFoyerError, type Network } from '@foyer/common'
import type { AdapterEvent } from '@foyer/core'
import {
  DEVSTACK_HOST,
  DEVSTACK_MNEMONIC,
  type LocalSolana,
  solanaKeypairs,
  startLocalSolana,
} from '@foyer/devstack'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from './base58.js'
import { createSolanaAdapter } from './create-solana-adapter.js'
import { fixtureWallet, registerWallet } from './test-utils/fixture-wallet.js'

// The page's window, as far as Wallet Standard uses it (events), in Node: the local
// Solana RPC runs in this process and needs Node's modules.
Object.assign(globalThis, { window: new EventTarget() })

let solana: LocalSolana
let local: Network
const [, , holder] = solanaKeypairs(DEVSTACK_MNEMONIC, 3) as [Keypair, Keypair, Keypair]
const fixture = fixtureWallet(holder)
const events: AdapterEvent[] = []
const adapter = createSolanaAdapter()

beforeAll(async () => {
  solana = await startLocalSolana({
    host: DEVSTACK_HOST,
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accountCount: 3,
  })
  local = {
    id: solana.caipNetworkId.slice('solana:'.length),
    name: 'Foyer Solana Local',
    caipNetworkId: solana.caipNetworkId,
    chainNamespace: 'solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    testnet: true,
  }
  adapter.setup({ networks: [local], emit: (event) => events.push(event) })
  registerWallet(fixture.wallet)
  registerWallet(
    fixtureWallet(Keypair.generate(), { name: 'Cannot Sign', features: 'no-sign-message' }).wallet,
  )
})
afterAll(async () => {
  adapter.destroy?.()
  await solana?.stop()
})

const PKCS8_SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex')

describe('the Solana adapter with a Wallet Standard wallet and the local Solana RPC', () => {
  it('lists Wallet Standard wallets that can connect and sign, as they register', () => {
    expect(adapter.getConnectors().map((c) => [c.id, c.type, c.chain])).toEqual([
      ['wallet-standard:Fixture Solana Wallet', 'ANNOUNCED', 'solana'],
    ])
    const reported = events.filter((e) => e.type === 'connectorsChanged')
    expect(reported.length).toBeGreaterThan(0)
  })

  it('connects, restores the connection silently after a reload, and disconnects', async () => {
    const fresh = createSolanaAdapter()
    fresh.setup({ networks: [local], emit: () => {} })
    // Never approved: a silent reconnect gives nothing and does not prompt.
    expect(
      await fresh.reconnect!({ connectorId: 'wallet-standard:Fixture Solana Wallet' }),
    ).toBeUndefined()
    const result = await adapter.connect({ connectorId: 'wallet-standard:Fixture Solana Wallet' })
    expect(result).toEqual({
      connectorId: 'wallet-standard:Fixture Solana Wallet',
      accounts: [
        {
          namespace: 'solana',
          address: holder.publicKey.toBase58(),
          type: 'eoa',
          publicKey: holder.publicKey.toBase58(),
        },
      ],
      caipNetworkId: solana.caipNetworkId,
    })
    const restored = await fresh.reconnect!({
      connectorId: 'wallet-standard:Fixture Solana Wallet',
    })
    expect(restored?.accounts[0]?.address).toBe(holder.publicKey.toBase58())
    expect(fixture.calls).toContain('connect:silent')
    await fresh.disconnect()
    expect(fixture.calls.at(-1)).toBe('disconnect')
    await adapter.connect({ connectorId: 'wallet-standard:Fixture Solana Wallet' })
    await expect(adapter.connect({ connectorId: 'wallet-standard:Nobody' })).rejects.toThrow(
      'Provider not found',
    )
  })

  it('signs a message the test verifies with ed25519', async () => {
    const signature = await adapter.signMessage!({
      message: 'Hello Foyer',
      address: holder.publicKey.toBase58(),
    })
    const key = {
      key: Buffer.concat([PKCS8_SPKI_ED25519, holder.publicKey.toBytes()]),
      format: 'der' as const,
      type: 'spki' as const,
    }
    expect(verifySignature(null, Buffer.from('Hello Foyer'), key, decodeBase58(signature))).toBe(
      true,
    )
    expect(verifySignature(null, Buffer.from('Hello FoyeR'), key, decodeBase58(signature))).toBe(
      false,
    )
  })

  it('reads SOL (9 decimals) and the SPL token with its symbol through the RPC', async () => {
    const address = holder.publicKey.toBase58()
    expect(await adapter.getBalance!({ address, caipNetworkId: solana.caipNetworkId })).toEqual({
      value: 100_000_000_000n,
      decimals: 9,
      symbol: 'SOL',
    })
    expect(
      await adapter.getTokenBalance!({
        address,
        tokenAddress: solana.token.mint,
        caipNetworkId: solana.caipNetworkId,
      }),
    ).toEqual({
      value: 1_000_000_000n,
      decimals: 6,
      symbol: 'FSD',
    })
  })

  it('lists every balance of an owner from the chain: SOL first, then the SPL token with its metadata', async () => {
    const address = holder.publicKey.toBase58()
    const listed = await adapter.getTokenBalances!({ address, caipNetworkId: solana.caipNetworkId })
    expect(listed).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: solana.caipNetworkId,
        price: 0,
        quantity: { decimals: '9', numeric: '100' },
        iconUrl: '',
      },
      {
        name: solana.token.name,
        symbol: 'FSD',
        chainId: solana.caipNetworkId,
        address: `${solana.caipNetworkId}:${solana.token.mint}`,
        price: 0,
        quantity: { decimals: '6', numeric: '1000' },
        iconUrl: '',
      },
    ])
    // An owner with no token account: SOL only (0 when it was never funded).
    const empty = Keypair.generate().publicKey.toBase58()
    expect(
      (
        await adapter.getTokenBalances!({ address: empty, caipNetworkId: solana.caipNetworkId })
      ).map((b) => [b.symbol, b.quantity.numeric]),
    ).toEqual([['SOL', '0']])
  })

  it('sends SOL and the SPL token, signed by the wallet, to a new address', async () => {
    const receiver = Keypair.generate().publicKey.toBase58()
    const address = holder.publicKey.toBase58()
    const signature = await adapter.sendTransaction!({
      request: { to: receiver, value: 250_000_000n },
      address,
    })
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(250_000_000)
    await adapter.sendTransaction!({
      request: { to: receiver, value: 1_500_000n, tokenAddress: solana.token.mint },
      address,
    })
    expect(
      await adapter.getTokenBalance!({
        address: receiver,
        tokenAddress: solana.token.mint,
        caipNetworkId: solana.caipNetworkId,
      }),
    ).toMatchObject({
      value: 1_500_000n,
      decimals: 6,
    })
    expect(fixture.calls.filter((c) => c === 'signTransaction')).toHaveLength(2)
  })

  it("refuses a send without a valid amount or receiver: 'Please enter a valid amount and receiver address'", async () => {
    const address = holder.publicKey.toBase58()
    for (const request of [
      { to: 'not-an-address', value: 1n },
      { to: address, value: 0n },
      { to: address },
    ]) {
      const error = await adapter.sendTransaction!({ request, address }).catch((e: unknown) => e)
      expect(isFoyerError(error) && error.shortMessage).toBe(
        'Please enter a valid amount and receiver address',
      )
    }
  })

  it('checks transaction payloads before the wallet sees them', async () => {
    const before = fixture.calls.length
    await expect(adapter.signTransaction({ transaction: new Uint8Array() })).rejects.toThrow()
    await expect(
      adapter.signAllTransactions({ transactions: ['x' as unknown as Uint8Array] }),
    ).rejects.toThrow()
    expect(fixture.calls.length).toBe(before)
  })
})
