import type { WireWallet } from '@foyer/wallet-directory/protocol'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { syntheticWallet } from './synthetic.js'
import { normalizeForSearch, type WalletFilter, WalletIndex } from './wallet-index.js'

const CHAINS = ['eip155:1', 'eip155:10', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const NAME_PARTS = [
  'Meta',
  'mask',
  'Rain',
  'bow',
  'Ｗａｌｌｅｔ',
  'Zerion',
  'Phantom',
  'é',
  'a',
  'ab',
]

/** The plain scan the index replaces: the reference its answers must equal. */
function scan(wallets: readonly WireWallet[], filter: WalletFilter, page: number, entries: number) {
  const exclude = new Set(filter.exclude)
  const include = filter.include.length > 0 ? new Set(filter.include) : undefined
  const chains = filter.chains.length > 0 ? requestedChains(wallets, filter.chains) : undefined
  const matching = wallets.filter(
    (wallet) =>
      (include === undefined || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (chains === undefined || wallet.chains.some((chain) => chains.has(chain))) &&
      (!filter.certifiedOnly || wallet.badge_type === 'certified') &&
      (filter.search === '' || normalizeForSearch(wallet.name).includes(filter.search)),
  )
  const start = (page - 1) * entries
  return { data: matching.slice(start, start + entries), count: matching.length }
}

/** The reference chain rule: declared ids exactly, undeclared ones by namespace. */
function requestedChains(wallets: readonly WireWallet[], requested: readonly string[]) {
  const declared = new Set(wallets.flatMap((wallet) => wallet.chains))
  const namespace = (chain: string) => chain.split(':')[0]
  return new Set(
    [...declared].filter((chain) =>
      requested.some(
        (asked) =>
          asked === chain || (!declared.has(asked) && namespace(asked) === namespace(chain)),
      ),
    ),
  )
}

const walletArbitrary = fc
  .record({
    name: fc.array(fc.constantFrom(...NAME_PARTS), { minLength: 1, maxLength: 3 }),
    chains: fc.subarray(CHAINS),
    certified: fc.boolean(),
  })
  .map(({ name, chains, certified }) => ({ name: name.join(' '), chains, certified }))

describe('WalletIndex', () => {
  it('answers every filter, page and search exactly as a scan of all wallets does', () => {
    fc.assert(
      fc.property(
        fc.array(walletArbitrary, { maxLength: 40 }),
        fc.record({
          include: fc.array(fc.nat(45), { maxLength: 4 }),
          exclude: fc.array(fc.nat(45), { maxLength: 4 }),
          chains: fc.subarray([...CHAINS, 'eip155:999', 'bip122:000000000019d6689c085ae165831e93']),
          certifiedOnly: fc.boolean(),
          search: fc.oneof(
            fc.constant(''),
            fc.constantFrom(...NAME_PARTS, 'eta', 'wall', 'ｗａｌ', 'xyz', 'a m', ' '),
          ),
          page: fc.integer({ min: 1, max: 5 }),
          entries: fc.integer({ min: 1, max: 12 }),
        }),
        (specs, query) => {
          const wallets = specs.map((spec, index) => ({
            ...syntheticWallet(index + 1),
            name: spec.name,
            chains: spec.chains,
            badge_type: spec.certified ? ('certified' as const) : ('none' as const),
          }))
          const idOf = (n: number) => syntheticWallet(n + 1).id
          const filter: WalletFilter = {
            include: query.include.map(idOf),
            exclude: query.exclude.map(idOf),
            chains: query.chains,
            certifiedOnly: query.certifiedOnly,
            search: normalizeForSearch(query.search),
          }
          const index = new WalletIndex(wallets)
          expect(index.query(filter, query.page, query.entries)).toEqual(
            scan(wallets, filter, query.page, query.entries),
          )
        },
      ),
      { numRuns: 400 },
    )
  })

  it('lists an EVM-only app on an undeclared devnet the EVM wallets, never Solana or Bitcoin ones', () => {
    const wallet = (index: number, chains: string[]) => ({ ...syntheticWallet(index), chains })
    const evm = wallet(1, ['eip155:1'])
    const evmAndSolana = wallet(2, ['eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    const solanaOnly = wallet(3, ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])
    const bitcoinOnly = wallet(4, ['bip122:000000000019d6689c085ae165831e93'])
    const devnetOnly = wallet(5, ['eip155:31337'])
    const index = new WalletIndex([evm, evmAndSolana, solanaOnly, bitcoinOnly, devnetOnly])
    const ids = (chains: string[]) =>
      index
        .query({ include: [], exclude: [], chains, certifiedOnly: false, search: '' }, 1, 40)
        .data.map((entry) => entry.id)
    // eip155:31338 is declared by no wallet: every EVM wallet serves it.
    expect(ids(['eip155:31338'])).toEqual([evm.id, evmAndSolana.id, devnetOnly.id])
    // A declared chain still matches exactly.
    expect(ids(['eip155:31337'])).toEqual([devnetOnly.id])
    expect(ids(['eip155:31337', 'eip155:31338'])).toEqual([evm.id, evmAndSolana.id, devnetOnly.id])
    // A namespace no wallet declares matches nothing, not everything.
    expect(ids(['polkadot:91b171bb158e2d3848fa23a9f1c25182'])).toEqual([])
  })
})
