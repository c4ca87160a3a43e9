import { parseEther, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { devstackContractAddresses } from '../accounts.js'
import { planSeedOutcome } from './ledger.js'
import { CHAIN_SEEDS, type ChainSeedSpec } from './plan.js'

const base: ChainSeedSpec = {
  chainId: 31337,
  mints: [{ tokenId: 7, to: 0, spam: false }],
  transfers: [],
  nativeBalances: [{ account: 0, ether: '1' }],
}

describe('planSeedOutcome', () => {
  it('moves tokens, NFTs and ether as the transfers say, then pins native balances', () => {
    const outcome = planSeedOutcome(
      {
        ...base,
        transfers: [
          { kind: 'erc20', token: 'FUSD', from: 0, to: 2, amount: '1.5' },
          { kind: 'native', from: 0, to: 3, ether: '2' },
          { kind: 'erc721', tokenId: 7, from: 0, to: 4 },
        ],
      },
      100,
    )
    const { tokens } = devstackContractAddresses()
    const accounts = outcome.balances.accounts
    expect(accounts[2]!.tokens[tokens.FUSD]).toBe(parseUnits('1.5', 6).toString())
    expect(accounts[0]!.tokens[tokens.FUSD]).toBe(parseUnits('999998.5', 6).toString())
    expect(accounts[0]!.tokens[tokens.FPT]).toBe('1000000')
    expect(accounts[3]!.native).toBe(parseEther('102').toString())
    expect(accounts[0]!.native).toBe(parseEther('1').toString())
    expect(outcome.nftOwners.get(7)).toBe(accounts[4]!.address)
  })

  it('refuses a transfer of more than the sender holds', () => {
    expect(() =>
      planSeedOutcome(
        { ...base, transfers: [{ kind: 'erc20', token: 'FPT', from: 1, to: 0, amount: '1' }] },
        100,
      ),
    ).toThrow(/Account 1 cannot send 1 FPT/)
    expect(() =>
      planSeedOutcome({ ...base, transfers: [{ kind: 'erc721', tokenId: 7, from: 1, to: 0 }] }, 1),
    ).toThrow(/does not own NFT #7/)
  })

  it('refuses an account that pays gas without a pinned balance', () => {
    expect(() =>
      planSeedOutcome(
        { ...base, transfers: [{ kind: 'native', from: 5, to: 0, ether: '1' }] },
        100,
      ),
    ).toThrow(/Account 5 pays gas/)
  })

  it('accepts the shipped seeds, which differ between the chains', () => {
    const outcomes = CHAIN_SEEDS.map((seed) => planSeedOutcome(seed, 1))
    expect(outcomes[0]!.balances.accounts[0]).not.toEqual(outcomes[1]!.balances.accounts[0])
  })
})
