import type { Locator } from 'playwright-core'
import { type Hash, parseUnits } from 'viem'
import { expect } from 'vitest'
import { expectText } from './views.js'

/**
 * What a review's simulated line says leaves ("You send 1.5 ETH ($…)") or arrives ("You
 * receive …") of `symbol`, in its base units: the number a test then compares with what the
 * chain moved once the transaction is mined.
 */
export async function simulatedAmount(
  review: Locator,
  direction: 'send' | 'receive',
  symbol: string,
  decimals: number,
): Promise<bigint> {
  const pattern = new RegExp(`^You ${direction} ([\\d.,]+) ${symbol}\\b`)
  const line = review.getByTestId('foyer-review-changes').locator('li').filter({ hasText: pattern })
  await expectText(line, pattern)
  const amount = pattern.exec((await line.textContent()) ?? '')?.[1]
  expect(amount).toBeDefined()
  return parseUnits(amount!.replaceAll(',', ''), decimals)
}

/** {@link simulatedAmount} of what a send's review says leaves the account. */
export function simulatedSendAmount(review: Locator, symbol: string, decimals: number) {
  return simulatedAmount(review, 'send', symbol, decimals)
}

/** The transaction hash the Send result step shows once the wallet has sent it. */
export async function sentTransactionHash(send: Locator): Promise<Hash> {
  const success = send.getByTestId('foyer-send-success')
  await success.waitFor({ timeout: 30_000 })
  const hash = await success.getAttribute('data-hash')
  expect(hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
  return hash as Hash
}
