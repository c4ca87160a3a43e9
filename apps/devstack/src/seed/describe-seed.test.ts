import { describe, expect, it } from 'vitest'
import type { DevstackChain } from '../types.js'
import { describeSeededChain } from './describe-seed.js'
import type { SeededChain } from './run.js'

const A0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const A2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const FOY = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const COLLECTION = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const ether = (value: string) => (BigInt(Math.round(Number(value) * 1e4)) * 10n ** 14n).toString()

const chain: DevstackChain = {
  chainId: 31337,
  name: 'Foyer Devnet',
  rpcUrl: 'http://127.0.0.1:8545',
  caipNetworkId: 'eip155:31337',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
}
const seeded: SeededChain = {
  tokens: [{ chainId: 31337, address: FOY, name: 'Foyer Token', symbol: 'FOY', decimals: 18 }],
  nfts: {
    chainId: 31337,
    address: COLLECTION,
    name: 'Foyer Friends',
    symbol: 'FRND',
    items: [
      { tokenId: '1', owner: A0, tokenUri: 'data:,', name: 'Friend 1', spam: false },
      { tokenId: '4', owner: A0, tokenUri: 'data:,', name: 'Spam', spam: true },
    ],
  },
  transfers: [],
  balances: {
    chainId: 31337,
    accounts: [
      {
        address: A0,
        native: ether('1234.5678'),
        tokens: { [FOY]: (750n * 10n ** 18n).toString() },
      },
      { address: A1, native: ether('98.76'), tokens: { [FOY]: (250n * 10n ** 18n).toString() } },
      { address: A2, native: ether('10000'), tokens: { [FOY]: '0' } },
    ],
  },
}

describe('describeSeededChain', () => {
  it('says in plain words which account holds which tokens and NFTs', () => {
    expect(describeSeededChain(chain, seeded, 10_000)).toEqual([
      'Foyer Devnet (chain 31337): 0 past transfers for the Activity tab',
      '  account 0 0xf39F…2266 holds 1234.5678 ETH, 750 FOY and 2 NFTs of Foyer Friends (1 flagged as spam)',
      '  account 1 0x7099…79C8 holds 98.76 ETH and 250 FOY',
      '  the other account holds 10000 ETH',
    ])
  })
})
