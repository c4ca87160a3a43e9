import { migrate } from '@foyer/sql'
import { afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from './migrations.js'
import type { Storage } from './open-storage.js'
import type { RangeBatch, TransactionRecord, TransferRecord } from './records.js'

const A = `0x${'a'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const TOKEN = `0x${'1'.repeat(40)}`
const NFT = `0x${'2'.repeat(40)}`
const ZERO = `0x${'0'.repeat(40)}`

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

function tx(n: number, block: number, from = A, to: string | null = B): TransactionRecord {
  return {
    hash: hash(n),
    blockNumber: BigInt(block),
    txIndex: n % 3,
    blockTime: 1000 + block,
    from,
    to,
    status: 'confirmed',
  }
}

function erc20(
  n: number,
  block: number,
  from: string,
  to: string,
  amount: bigint,
  logIndex = 0,
): TransferRecord {
  return {
    txHash: hash(n),
    logIndex,
    blockNumber: BigInt(block),
    kind: 'erc20',
    token: TOKEN,
    from,
    to,
    amount,
    tokenId: null,
  }
}

function batch(parts: Partial<RangeBatch>): RangeBatch {
  return {
    chainId: 1,
    transactions: [],
    transfers: [],
    tokens: [],
    nftMetadata: [],
    nextBlock: 1n,
    ...parts,
  }
}

/**
 * The storage contract, run against each engine: `open` gives a fresh, migrated storage.
 * With a `skipReason` the suite is skipped (the caller prints why).
 */
export function describeStorageSuite(
  engine: string,
  open: () => Promise<Storage>,
  skipReason: string | null = null,
): void {
  describe.skipIf(skipReason !== null)(`storage on ${engine}`, () => {
    let storage: Storage | null = null
    const fresh = async (): Promise<Storage> => {
      storage = await open()
      return storage
    }
    afterEach(async () => {
      await storage?.close()
      storage = null
    })

    it('migrates idempotently', async () => {
      const s = await fresh()
      await migrate(s.sql, MIGRATIONS)
      const rows = await s.sql.query('select version from schema_migrations')
      expect(rows).toHaveLength(1)
    })

    it('stores a range atomically with its progress, and storing it twice changes nothing', async () => {
      const s = await fresh()
      const huge = 2n ** 255n + 7n
      const range = batch({
        tokens: [{ address: TOKEN, kind: 'erc20', name: 'T', symbol: 'T', decimals: 18 }],
        transactions: [tx(1, 5), tx(2, 6)],
        transfers: [erc20(1, 5, ZERO, A, huge), erc20(2, 6, A, B, 5n)],
        nextBlock: 7n,
      })
      await s.index.storeRange(range)
      await s.index.storeRange(range)
      expect(await s.index.nextBlock(1)).toBe(7n)
      expect(await s.index.nextBlock(2)).toBeNull()
      const holdings = await s.accounts.holdings(1, A)
      expect(holdings.map((h) => h.balance)).toEqual([huge - 5n])
      expect((await s.accounts.holdings(1, B)).map((h) => h.balance)).toEqual([5n])
      const [count] = await s.sql.query<{ n: unknown }>('select count(*)::int as n from transfers')
      expect(Number(count?.n)).toBe(2)
    })

    it('rolls a failing range back entirely, progress included', async () => {
      const s = await fresh()
      const bad = batch({
        transactions: [tx(1, 5)],
        transfers: [erc20(1, 5, A, B, 1n)],
        nextBlock: 6n,
      })
      // A transaction row without its (not null) block time makes the insert fail mid-way.
      bad.transactions.push({ ...tx(2, 5), blockTime: null as unknown as number })
      await expect(s.index.storeRange(bad)).rejects.toThrow()
      expect(await s.index.nextBlock(1)).toBeNull()
      const [count] = await s.sql.query<{ n: unknown }>('select count(*)::int as n from transfers')
      expect(Number(count?.n)).toBe(0)
    })

    it('keeps the owner of an NFT from its latest transfer, whatever order ranges arrive in', async () => {
      const s = await fresh()
      const move = (n: number, block: number, from: string, to: string): TransferRecord => ({
        txHash: hash(n),
        logIndex: 0,
        blockNumber: BigInt(block),
        kind: 'erc721',
        token: NFT,
        from,
        to,
        amount: 1n,
        tokenId: 9n,
      })
      await s.index.storeRange(
        batch({ transactions: [tx(2, 8)], transfers: [move(2, 8, A, B)], nextBlock: 9n }),
      )
      await s.index.storeRange(
        batch({ transactions: [tx(1, 4)], transfers: [move(1, 4, ZERO, A)], nextBlock: 9n }),
      )
      expect((await s.accounts.nfts(1, B, null, 10)).map((nft) => nft.tokenId)).toEqual([9n])
      expect(await s.accounts.nfts(1, A, null, 10)).toEqual([])
    })

    it('pages a history newest first by keyset, with no gap and no duplicate', async () => {
      const s = await fresh()
      const transactions = Array.from({ length: 95 }, (_, i) => tx(i + 1, 10 + Math.floor(i / 3)))
      await s.index.storeRange(batch({ transactions, nextBlock: 100n }))
      const seen: string[] = []
      let before = null
      for (;;) {
        const page = await s.accounts.history(1, A, before, 20)
        seen.push(...page.map((entry) => entry.hash))
        const last = page[page.length - 1]
        if (page.length < 20 || !last) break
        before = { blockNumber: last.blockNumber, txIndex: last.txIndex }
      }
      const expected = [...transactions]
        .sort((x, y) => Number(y.blockNumber - x.blockNumber) || y.txIndex - x.txIndex)
        .map((t) => t.hash)
      expect(seen).toEqual(expected)
      expect(await s.accounts.history(1, `0x${'c'.repeat(40)}`, null, 20)).toEqual([])
    })

    it('registers names once: a taken name and a replayed signature are refused', async () => {
      const s = await fresh()
      const record = {
        name: 'alice.foyer.id',
        address: A,
        coinType: 60,
        attributes: { avatar: 'x' },
        createdAt: 5,
      }
      expect(await s.names.register(record, '0xaa')).toBe('registered')
      expect(await s.names.register({ ...record, address: B }, '0xbb')).toBe('taken')
      expect(await s.names.register({ ...record, name: 'other.foyer.id' }, '0xAA')).toBe('replayed')
      expect(await s.names.byName('ALICE.foyer.id')).toEqual(record)
      expect(await s.names.byAddress(A.toUpperCase().replace('0X', '0x'))).toEqual([record])
      expect(await s.names.byAddress(A, 1)).toEqual([])
      expect(await s.names.registered(['alice.foyer.id', 'bob.foyer.id'])).toEqual(
        new Set(['alice.foyer.id']),
      )
      // A refused registration leaves its signature unused.
      expect(await s.names.register({ ...record, name: 'bob.foyer.id', address: B }, '0xbb')).toBe(
        'registered',
      )
    })

    it('lets exactly one of two racing registrations of a name win', async () => {
      const s = await fresh()
      const record = {
        name: 'race.foyer.id',
        address: A,
        coinType: 60,
        attributes: {},
        createdAt: 1,
      }
      const outcomes = await Promise.all([
        s.names.register(record, '0x01'),
        s.names.register({ ...record, address: B }, '0x02'),
      ])
      expect(outcomes.sort()).toEqual(['registered', 'taken'])
    })
  })
}
