import { isFoyerError, type Network } from '@foyer/common'
import {
  DEVSTACK_HOST,
  DEVSTACK_MNEMONIC,
  type LocalSolana,
  startLocalSolana,
} from '@foyer/devstack'
import type { Decision } from '@foyer/test-wallet'
import { injectSolanaTestWallet } from '@foyer/test-wallet/solana'
import { ed25519 } from '@noble/curves/ed25519'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeBase58 } from './base58.js'
import { createSolanaAdapter } from './create-solana-adapter.js'

// The page's window as far as Wallet Standard uses it (events), in Node, where the local
// Solana RPC runs.
Object.assign(globalThis, { window: new EventTarget() })

const CONNECTOR_ID = 'wallet-standard:Foyer Test Wallet'
let solana: LocalSolana
let local: Network
const queue: Decision[] = []
const controls = {
  getState: async () => ({ pendingDecisions: [...queue], defaultDecision: 'approve' as const }),
  clearDecisions: async () => {
    queue.length = 0
  },
  queueDecisions: async (decisions: readonly Decision[]) => {
    queue.push(...decisions)
  },
}
const adapter = createSolanaAdapter()

beforeAll(async () => {
  solana = await startLocalSolana({
    host: DEVSTACK_HOST,
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accountCount: 2,
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
  adapter.setup({ networks: [local], emit: () => {} })
  injectSolanaTestWallet(window, {
    mnemonic: DEVSTACK_MNEMONIC,
    rpcUrls: { 'solana:localnet': solana.rpcUrl },
    controls,
    name: 'Foyer Test Wallet',
    icon: 'data:image/svg+xml;base64,AA==',
  })
})
afterAll(async () => {
  adapter.destroy?.()
  await solana?.stop()
})

describe("the Solana adapter with the test wallet's Solana side and the local RPC", () => {
  it('lists the test wallet; a refused connect connects nothing, an approved one gives account 0', async () => {
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([CONNECTOR_ID])
    expect(await adapter.reconnect!({ connectorId: CONNECTOR_ID })).toBeUndefined()
    queue.push('reject')
    await expect(adapter.connect({ connectorId: CONNECTOR_ID })).rejects.toMatchObject({
      code: 4001,
    })
    const result = await adapter.connect({ connectorId: CONNECTOR_ID })
    expect(result.accounts[0]?.address).toBe(solana.accounts[0])
    expect((await adapter.reconnect!({ connectorId: CONNECTOR_ID }))?.accounts[0]?.address).toBe(
      solana.accounts[0],
    )
  })

  it('signs a message that verifies with ed25519 against the account key', async () => {
    const address = solana.accounts[0]!
    const signature = decodeBase58(await adapter.signMessage!({ message: 'Hello Foyer', address }))
    const publicKey = new PublicKey(address).toBytes()
    expect(ed25519.verify(signature, new TextEncoder().encode('Hello Foyer'), publicKey)).toBe(true)
    expect(ed25519.verify(signature, new TextEncoder().encode('Hello FoyeR'), publicKey)).toBe(
      false,
    )
  })

  it('sends SOL and the SPL token to a new address through the RPC', async () => {
    const address = solana.accounts[0]!
    const receiver = Keypair.generate().publicKey.toBase58()
    await adapter.sendTransaction!({ request: { to: receiver, value: 123_000_000n }, address })
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(123_000_000)
    await adapter.sendTransaction!({
      request: { to: receiver, value: 2_000_000n, tokenAddress: solana.token.mint },
      address,
    })
    expect(
      await adapter.getTokenBalance!({
        address: receiver,
        tokenAddress: solana.token.mint,
        caipNetworkId: solana.caipNetworkId,
      }),
    ).toEqual({ value: 2_000_000n, decimals: 6, symbol: 'FSD' })
  })

  it('signs and sends a v0 transaction through the wallet; a refusal sends nothing', async () => {
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const payer = new PublicKey(solana.accounts[0]!)
    const receiver = Keypair.generate().publicKey
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: 5_000_000 }),
      ],
    }).compileToV0Message()
    const transaction = new VersionedTransaction(message).serialize()
    queue.push('reject')
    const refused = await adapter.signAndSendTransaction({ transaction }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 4001 })
    expect(await connection.getBalance(receiver)).toBe(0)
    const signature = await adapter.signAndSendTransaction({ transaction })
    expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(5_000_000)
    // Two signed copies through signAllTransactions verify against the payer's key.
    const signed = await adapter.signAllTransactions({ transactions: [transaction, transaction] })
    for (const bytes of signed) {
      const decoded = VersionedTransaction.deserialize(bytes)
      expect(
        ed25519.verify(decoded.signatures[0]!, decoded.message.serialize(), payer.toBytes()),
      ).toBe(true)
    }
    expect(isFoyerError(refused)).toBe(false)
  })
})
