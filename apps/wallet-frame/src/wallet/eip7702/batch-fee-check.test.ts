import { FoyerError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { assertBatchFeeCovered } from './batch-fee-check.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const GWEI = 1_000_000_000n

function refusal(fee: Parameters<typeof assertBatchFeeCovered>[1]) {
  try {
    assertBatchFeeCovered(ACCOUNT, fee)
  } catch (error) {
    return error
  }
  return undefined
}

describe('the self-paying 7702 batch gas check', () => {
  it('refuses an empty balance with the insufficient-funds error', () => {
    const error = refusal({ balance: 0n, gas: 21_000n, maxFeePerGas: GWEI, value: 0n })
    expect(error).toBeInstanceOf(FoyerError)
    expect((error as FoyerError).code).toBe('INSUFFICIENT_FUNDS')
    expect((error as FoyerError).shortMessage).toBe(
      'The total cost (gas * gas fee + value) exceeds the balance of the account.',
    )
  })

  it('refuses a balance below the most the fee and the value can cost', () => {
    const cost = 100_000n * GWEI + 5n
    expect(
      refusal({ balance: cost - 1n, gas: 100_000n, maxFeePerGas: GWEI, value: 5n }),
    ).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    })
    expect(refusal({ balance: cost, gas: 100_000n, maxFeePerGas: GWEI, value: 5n })).toBeUndefined()
  })
})
