import { describe, expect, it } from 'vitest'
import { accountsSchema, MAX_WALLET_ACCOUNTS } from './schemas.js'

const address = (index: number) => `0x${index.toString(16).padStart(40, '0')}`

describe('accountsSchema', () => {
  it('accepts at most MAX_WALLET_ACCOUNTS accounts, the first ones, checksummed', () => {
    const answer = Array.from({ length: 1_000 }, (_, index) => address(index + 1))
    const parsed = accountsSchema.parse(answer)
    expect(parsed).toHaveLength(MAX_WALLET_ACCOUNTS)
    expect(parsed[0]?.toLowerCase()).toBe(address(1))
  })

  it('does not even look at entries past the cap', () => {
    const answer: unknown[] = [address(1)]
    answer.length = 1_000_000 // a wallet answering a huge list with junk past the cap
    answer.fill('not an address', MAX_WALLET_ACCOUNTS)
    answer.fill(address(2), 1, MAX_WALLET_ACCOUNTS)
    const started = performance.now()
    expect(accountsSchema.parse(answer)).toHaveLength(MAX_WALLET_ACCOUNTS)
    expect(performance.now() - started).toBeLessThan(500)
  })

  it('still refuses a malformed address within the cap', () => {
    expect(accountsSchema.safeParse([address(1), 'nope']).success).toBe(false)
  })
})
