import type { Locator } from 'playwright-core'
import { type Hash, parseUnits } from 'viem'
import { expect } from 'vitest'
import { expectText } from './views.js'

/**
 * What the Send review's first simulated line says leaves the account ("You send 1.5 ETH
 * ($…)"), in the token's base units: the number a test then compares with what the chain moved.
 */
export async function simulatedSendAmount(
  send: Locator,
  symbol: string,
  decimals: number,
): Promise<bigint> {
  const line = send.getByTestId('foyer-review-changes').locator('li').first()
  const pattern = new RegExp(`^You send ([\\d.,]+) ${symbol}\\b`)
  await expectText(line, pattern)
  const amount = pattern.exec((await line.textContent()) ?? '')?.[1]
  expect(amount).toBeDefined()
  return parseUnits(amount!.replaceAll(',', ''), decimals)
}

/** The transaction hash the Send result step shows once the wallet has sent it. */
export async function sentTransactionHash(send: Locator): Promise<Hash> {
  const success = send.getByTestId('foyer-send-success')
  await success.waitFor({ timeout: 30_000 })
  const hash = await success.getAttribute('data-hash')
  expect(hash).toMatch(/^0x[0-9a-fA-F]{64}$/)
  return hash as Hash
}
