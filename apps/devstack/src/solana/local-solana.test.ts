import {
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVSTACK_HOST, DEVSTACK_MNEMONIC } from '../constants.js'
import { solanaKeypairs } from './keys.js'
import { LOCAL_SOLANA_CAIP_NETWORK_ID, type LocalSolana, startLocalSolana } from './start-solana.js'

let solana: LocalSolana
let connection: Connection
const [alice, bob] = solanaKeypairs(DEVSTACK_MNEMONIC, 2) as [Keypair, Keypair]

beforeAll(async () => {
  solana = await startLocalSolana({
    host: DEVSTACK_HOST,
    port: 0,
    mnemonic: DEVSTACK_MNEMONIC,
    accountCount: 3,
  })
  // `Connection` as an app uses it: the WebSocket URL derived from the HTTP one (port + 1).
  connection = new Connection(solana.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await solana?.stop()
})

describe('the local Solana RPC through @solana/web3.js Connection', () => {
  it('derives the test keys from the devnet mnemonic on the Phantom path', () => {
    // m/44'/501'/0'/0' of the well-known "test … junk" mnemonic.
    expect(alice.publicKey.toBase58()).toBe('oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96')
    expect(solana.accounts.slice(0, 2)).toEqual([
      alice.publicKey.toBase58(),
      bob.publicKey.toBase58(),
    ])
  })

  it('answers the node methods', async () => {
    expect((await connection.getVersion())['solana-core']).toBe('2.2.0')
    expect(await connection.getGenesisHash()).toBe(solana.genesisHash)
    expect(LOCAL_SOLANA_CAIP_NETWORK_ID).toBe(`solana:${solana.genesisHash.slice(0, 32)}`)
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBe(slot)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect(lastValidBlockHeight).toBe(slot + 150)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid('11111111111111111111111111111111')).value).toBe(
      false,
    )
    expect(await connection.getMinimumBalanceForRentExemption(0)).toBe(890_880)
    const health = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }),
    })
    expect(health.headers.get('access-control-allow-origin')).toBe('*')
    expect(await health.json()).toEqual({ jsonrpc: '2.0', id: 1, result: 'ok' })
  })

  it('seeds SOL and the SPL token with its metadata', async () => {
    expect(await connection.getBalance(bob.publicKey)).toBe(100 * LAMPORTS_PER_SOL)
    const tokens = await connection.getParsedTokenAccountsByOwner(bob.publicKey, {
      programId: TOKEN_2022_PROGRAM_ID,
    })
    expect(tokens.value).toHaveLength(1)
    const info = tokens.value[0]!.account.data.parsed.info
    expect(info.mint).toBe(solana.token.mint)
    expect(info.tokenAmount).toMatchObject({
      amount: '1000000000',
      decimals: 6,
      uiAmountString: '1000',
    })
    const byMint = await connection.getTokenAccountsByOwner(bob.publicKey, {
      mint: new PublicKey(solana.token.mint),
    })
    expect(byMint.value.map((a) => a.pubkey.toBase58())).toEqual([
      tokens.value[0]!.pubkey.toBase58(),
    ])

    const mint = await connection.getParsedAccountInfo(new PublicKey(solana.token.mint))
    const parsed = (
      (mint.value?.data ?? {}) as {
        parsed: { info: { extensions: { extension: string; state: Record<string, unknown> }[] } }
      }
    ).parsed
    const metadata = parsed.info.extensions.find((e) => e.extension === 'tokenMetadata')
    expect(metadata?.state).toMatchObject({ name: 'Foyer Solana Dollar', symbol: 'FSD' })
    const [raw, missing] = await connection.getMultipleAccountsInfo([
      bob.publicKey,
      Keypair.generate().publicKey,
    ])
    expect(raw?.lamports).toBe(100 * LAMPORTS_PER_SOL)
    expect(missing).toBeNull()
  })

  it('sends SOL and confirms it over the WebSocket, with fee, status, history and the transaction', async () => {
    const receiver = Keypair.generate().publicKey
    const changes: number[] = []
    const subscription = connection.onAccountChange(receiver, (account) =>
      changes.push(account.lamports),
    )
    const before = await connection.getBalance(alice.publicKey)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: receiver,
        lamports: 0.5 * LAMPORTS_PER_SOL,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, transaction, [alice])
    expect(await connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(alice.publicKey)).toBe(
      before - 0.5 * LAMPORTS_PER_SOL - 5000,
    )
    const status = await connection.getSignatureStatus(signature)
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const history = await connection.getSignaturesForAddress(receiver)
    expect(history.map((h) => h.signature)).toEqual([signature])
    const sent = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(sent?.meta?.fee).toBe(5000)
    expect(sent?.meta?.postBalances[1]).toBe(0.5 * LAMPORTS_PER_SOL)
    await expect.poll(() => changes).toEqual([0.5 * LAMPORTS_PER_SOL])
    await connection.removeAccountChangeListener(subscription)
  })

  it('sends the SPL token (a versioned transaction) and prices a message', async () => {
    const mint = new PublicKey(solana.token.mint)
    const from = getAssociatedTokenAddressSync(mint, alice.publicKey, false, TOKEN_2022_PROGRAM_ID)
    const to = getAssociatedTokenAddressSync(mint, bob.publicKey, false, TOKEN_2022_PROGRAM_ID)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        createTransferCheckedInstruction(
          from,
          mint,
          to,
          alice.publicKey,
          2_500_000n,
          6,
          [],
          TOKEN_2022_PROGRAM_ID,
        ),
      ],
    }).compileToV0Message()
    expect((await connection.getFeeForMessage(message)).value).toBe(5000)
    const transaction = new VersionedTransaction(message)
    transaction.sign([alice])
    const signature = await connection.sendTransaction(transaction)
    const confirmation = await connection.confirmTransaction({
      signature,
      blockhash,
      lastValidBlockHeight,
    })
    expect(confirmation.value.err).toBeNull()
    const balance = await connection.getTokenAccountBalance(to).catch(() => undefined)
    // getTokenAccountBalance is not served (not on the list); the parsed account tells it.
    expect(balance).toBeUndefined()
    const parsed = await connection.getParsedAccountInfo(to)
    expect(
      (
        (parsed.value?.data ?? {}) as {
          parsed: { info: { tokenAmount: { uiAmountString: string } } }
        }
      ).parsed.info.tokenAmount.uiAmountString,
    ).toBe('1002.5')
  })

  it('refuses a failing transaction in preflight with its logs, and simulates it the same way', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, 1_000_000))
    expect(await connection.getBalance(poor.publicKey)).toBe(1_000_000)
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bob.publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash
    transaction.feePayer = poor.publicKey
    transaction.sign(poor)
    const simulation = await connection.simulateTransaction(transaction)
    expect(simulation.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(simulation.value.logs?.join('\n')).toContain('insufficient lamports')
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      /Transaction simulation failed/,
    )
    // An expired or unknown blockhash is refused too.
    transaction.recentBlockhash = '11111111111111111111111111111111'
    transaction.sign(poor)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(
      /BlockhashNotFound/,
    )
  })

  it('answers bad requests with JSON-RPC errors, not a crash', async () => {
    const call = async (body: string) =>
      (
        await fetch(solana.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        })
      ).json()
    expect(await call('{nope')).toMatchObject({ error: { code: -32700 } })
    expect(
      await call(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getBalance', params: ['zz'] })),
    ).toMatchObject({
      id: 2,
      error: { code: -32602 },
    })
    expect(
      await call(JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'eth_chainId' })),
    ).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
    expect(await connection.getBalance(alice.publicKey)).toBeGreaterThan(0)
  })
})
