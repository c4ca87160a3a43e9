import { createPublicKey, verify } from 'node:crypto'
import { base58, base64 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { type SolanaSigner, withSolanaSeed } from '../../custody/solana-key.js'
import type { ApprovalRequest } from '../../ui/approval-dialog.js'
import { handleSolanaRpc, type SolanaRpcContext } from './solana-rpc.js'
import { legacyTransaction, randomAddress, systemTransfer } from './solana-test-transactions.js'
import { parseSolanaTransaction } from './solana-transaction.js'

const EVM_KEY = new Uint8Array(32).fill(3)
const ADDRESS = await withSolanaSeed(EVM_KEY, async (s) => s.address)
const TOKEN = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'

function verifies(message: Uint8Array, signature: Uint8Array, address = ADDRESS): boolean {
  const spki = Buffer.concat([
    Buffer.from('302a300506032b6570032100', 'hex'),
    base58.decode(address),
  ])
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  )
}

/** The wallet around the handler: `answer` is the user's click; counts key rebuilds. */
function wallet(answer = true, extra: Partial<SolanaRpcContext> = {}) {
  const asked: ApprovalRequest[] = []
  const rebuilt = { count: 0 }
  const context: SolanaRpcContext = {
    address: ADDRESS,
    hostOrigin: 'https://dapp.example',
    chain: { id: 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5', name: 'Solana Local' },
    rpcUrl: undefined,
    approve: async (request) => {
      asked.push(request)
      return answer
    },
    withSigner: <T>(use: (signer: SolanaSigner) => Promise<T>) => {
      rebuilt.count += 1
      return withSolanaSeed(EVM_KEY, use)
    },
    ...extra,
  }
  return { context, asked, rebuilt }
}

const transfer = (from = ADDRESS, lamports = 1_500_000_000n, to = randomAddress()) => ({
  to,
  bytes: legacyTransaction([from], [systemTransfer(from, to, lamports)]),
})

describe('solana_signTransaction', () => {
  it('shows the transfer decoded, then signs the message in the fee payer slot', async () => {
    const { context, asked } = wallet()
    const { to, bytes } = transfer()
    const answer = (await handleSolanaRpc(
      'solana_signTransaction',
      { transaction: base64.encode(bytes) },
      context,
    )) as { signature: string; transaction: string }
    expect(asked[0]?.title).toBe('Sign a Solana transaction')
    expect(asked[0]?.origin).toBe('https://dapp.example')
    expect(asked[0]?.chain.id).toBe('solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5')
    expect(asked[0]?.details).toEqual([
      `Network fee paid by ${ADDRESS}`,
      `Send 1.5 SOL from ${ADDRESS} to ${to}`,
    ])
    const signed = base64.decode(answer.transaction)
    const parsed = parseSolanaTransaction(signed)
    const signature = signed.subarray(parsed.signatureOffset(0), parsed.signatureOffset(1))
    expect(base58.encode(signature)).toBe(answer.signature)
    expect(verifies(signed.subarray(parsed.messageOffset), signature)).toBe(true)
    expect(signed.subarray(parsed.messageOffset)).toEqual(bytes.subarray(parsed.messageOffset))
  })

  it('attack: the host page cannot get a signature without the approval; no key is rebuilt', async () => {
    const { context, rebuilt } = wallet(false)
    const request = handleSolanaRpc(
      'solana_signTransaction',
      { transaction: base64.encode(transfer().bytes) },
      context,
    )
    await expect(request).rejects.toMatchObject({ code: 'USER_REJECTED' })
    expect(rebuilt.count).toBe(0)
  })

  it('attack: a transaction another account pays the fee for is refused, never shown', async () => {
    const { context, asked, rebuilt } = wallet()
    const other = randomAddress()
    // The user would co-sign a transfer out of their account that someone else submits.
    const bytes = legacyTransaction([other, ADDRESS], [systemTransfer(ADDRESS, other, 10n ** 9n)])
    await expect(
      handleSolanaRpc('solana_signTransaction', { transaction: base64.encode(bytes) }, context),
    ).rejects.toThrow(`The fee payer ${other} is not this wallet (${ADDRESS})`)
    expect(asked).toHaveLength(0)
    expect(rebuilt.count).toBe(0)
  })

  it.each([
    ['cut short', (b: Uint8Array) => b.subarray(0, b.length - 5), 'it ends too early'],
    ['trailing bytes', (b: Uint8Array) => new Uint8Array([...b, 0]), 'bytes after the message'],
    [
      'no signature slot',
      (b: Uint8Array) => new Uint8Array([0, ...b.subarray(65)]),
      'signature slots',
    ],
    ['too long', () => new Uint8Array(1300).fill(1), '1300 bytes'],
    [
      'an account index out of range',
      (b: Uint8Array) => {
        const c = b.slice()
        c[c.length - 14] = 200 // the transfer's first account index
        return c
      },
      'out of range',
    ],
  ])('attack: a malformed transaction (%s) gets a clear error', async (_, mangle, why) => {
    const { context, asked } = wallet()
    const bytes = mangle(transfer().bytes)
    await expect(
      handleSolanaRpc('solana_signTransaction', { transaction: base64.encode(bytes) }, context),
    ).rejects.toMatchObject({ code: 'INVALID_PARAMS', message: expect.stringContaining(why) })
    expect(asked).toHaveLength(0)
  })

  it('refuses payloads of the wrong shape, unknown fields and another pubkey', async () => {
    const { context } = wallet()
    const transaction = base64.encode(transfer().bytes)
    for (const params of [
      {},
      { transaction: 'not base64!' },
      { transaction, extra: 1 },
      [{ transaction }, { transaction }],
    ]) {
      await expect(
        handleSolanaRpc('solana_signTransaction', params, context),
      ).rejects.toMatchObject({ code: 'INVALID_PARAMS' })
    }
    await expect(
      handleSolanaRpc('solana_signTransaction', { transaction, pubkey: randomAddress() }, context),
    ).rejects.toMatchObject({ code: 'NO_ACCOUNTS_FOUND' })
  })

  it('decodes SPL token transfers and token accounts; unknown programs show as such', async () => {
    const { context, asked } = wallet()
    const [mint, source, destination, program] = [0, 1, 2, 3].map(() => randomAddress()) as string[]
    const checked = new Uint8Array([12, 0x40, 0x42, 0x0f, 0, 0, 0, 0, 0, 6]) // 1_000_000, 6 decimals
    const bytes = legacyTransaction(
      [ADDRESS],
      [
        { program: TOKEN, accounts: [source!, mint!, destination!, ADDRESS], data: checked },
        { program: program!, accounts: [ADDRESS], data: new Uint8Array([1, 2, 3]) },
      ],
    )
    await handleSolanaRpc('solana_signTransaction', { transaction: base64.encode(bytes) }, context)
    expect(asked[0]?.details.slice(1)).toEqual([
      `Send 1 of token ${mint} from token account ${source} to token account ${destination}`,
      `Unknown instruction: program ${program}, 3 bytes of data`,
    ])
  })
})

describe('solana_signAllTransactions', () => {
  it('shows every transaction in one approval and signs each', async () => {
    const { context, asked, rebuilt } = wallet()
    const [a, b] = [transfer(), transfer(ADDRESS, 1n)]
    const answer = (await handleSolanaRpc(
      'solana_signAllTransactions',
      { transactions: [base64.encode(a.bytes), base64.encode(b.bytes)] },
      context,
    )) as { transactions: string[] }
    expect(asked).toHaveLength(1)
    expect(asked[0]?.title).toBe('Sign 2 Solana transactions')
    expect(asked[0]?.details).toContain('Transaction 2 of 2')
    expect(asked[0]?.details).toContain(`Send 0.000000001 SOL from ${ADDRESS} to ${b.to}`)
    expect(rebuilt.count).toBe(1)
    for (const text of answer.transactions) {
      const signed = base64.decode(text)
      const parsed = parseSolanaTransaction(signed)
      const signature = signed.subarray(parsed.signatureOffset(0), parsed.signatureOffset(1))
      expect(verifies(signed.subarray(parsed.messageOffset), signature)).toBe(true)
    }
  })

  it('attack: one transaction paid by another account refuses them all', async () => {
    const { context, asked } = wallet()
    const foreign = transfer(randomAddress())
    await expect(
      handleSolanaRpc(
        'solana_signAllTransactions',
        { transactions: [base64.encode(transfer().bytes), base64.encode(foreign.bytes)] },
        context,
      ),
    ).rejects.toThrow('is not this wallet')
    expect(asked).toHaveLength(0)
  })
})

describe('solana_signMessage', () => {
  it('shows the text and signs it', async () => {
    const { context, asked } = wallet()
    const message = new TextEncoder().encode('Sign in to dapp.example')
    const { signature } = (await handleSolanaRpc(
      'solana_signMessage',
      { message: base58.encode(message), pubkey: ADDRESS },
      context,
    )) as { signature: string }
    expect(asked[0]?.title).toBe('Sign this message')
    expect(asked[0]?.details).toEqual(['Sign in to dapp.example'])
    expect(verifies(message, base58.decode(signature))).toBe(true)
  })

  it('attack: a transaction message passed as a message is refused (no blind transaction)', async () => {
    const { context, asked, rebuilt } = wallet()
    const { bytes } = transfer()
    const message = bytes.subarray(parseSolanaTransaction(bytes).messageOffset)
    await expect(
      handleSolanaRpc(
        'solana_signMessage',
        { message: base58.encode(message), pubkey: ADDRESS },
        context,
      ),
    ).rejects.toThrow('This message is a Solana transaction')
    expect(asked).toHaveLength(0)
    expect(rebuilt.count).toBe(0)
  })

  it('refuses a message for another key, and a rejected one throws', async () => {
    const message = base58.encode(new TextEncoder().encode('hi'))
    await expect(
      handleSolanaRpc('solana_signMessage', { message, pubkey: randomAddress() }, wallet().context),
    ).rejects.toMatchObject({ code: 'NO_ACCOUNTS_FOUND' })
    await expect(
      handleSolanaRpc('solana_signMessage', { message, pubkey: ADDRESS }, wallet(false).context),
    ).rejects.toMatchObject({ code: 'USER_REJECTED' })
  })
})

describe('solana_signAndSendTransaction', () => {
  it('signs after approval and sends through the network RPC (base64)', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body))
      return Response.json({ jsonrpc: '2.0', id: 1, result: 'sig', echo: body })
    })
    const { context, asked } = wallet(true, {
      rpcUrl: 'http://127.0.0.1:8899',
      fetchImpl: fetchImpl as typeof fetch,
    })
    const { bytes } = transfer()
    const { signature } = (await handleSolanaRpc(
      'solana_signAndSendTransaction',
      { transaction: base64.encode(bytes), sendOptions: { skipPreflight: false } },
      context,
    )) as { signature: string }
    expect(asked[0]?.title).toBe('Send a Solana transaction')
    const body = JSON.parse(String(fetchImpl.mock.calls[0]?.[1]?.body))
    expect(body.method).toBe('sendTransaction')
    expect(body.params[1]).toEqual({ encoding: 'base64', skipPreflight: false })
    const sent = base64.decode(body.params[0])
    expect(base58.encode(sent.subarray(1, 65))).toBe(signature)
  })

  it('without an RPC for the network: a clear error before anything is asked', async () => {
    const { context, asked } = wallet()
    await expect(
      handleSolanaRpc(
        'solana_signAndSendTransaction',
        { transaction: base64.encode(transfer().bytes) },
        context,
      ),
    ).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(asked).toHaveLength(0)
  })
})
