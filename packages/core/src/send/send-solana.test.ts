import { en, type FoyerError, isFoyerError } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { fetchBalance } from '../account/fetch-balance.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import type { FoyerEventRecord } from '../events/types.js'
import { solanaDevnet } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { setSendAmount, setSendReceiver } from './send-form.js'
import { sendToken } from './send-token.js'
import { loadSendTokens } from './send-tokens.js'

// Base58 public keys of 32 bytes (the System Program's and a made-up holder's).
const HOLDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const RECEIVER = '11111111111111111111111111111112'

/** A client connected to a Solana wallet with 2 SOL, the send form on SOL. */
async function solanaForm() {
  const adapter = new TestAdapter({
    namespace: 'solana',
    accounts: [HOLDER],
    capabilities: ['sendTransaction', 'getBalance'],
    balances: { [HOLDER]: 2_000_000_000n },
  })
  const client = createTestClient({ networks: [solanaDevnet], adapters: [adapter] })
  await startClient(client)
  await connect(client, { namespace: 'solana', connectorId: 'injected' })
  await fetchBalance(client)
  await loadSendTokens(client)
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  return { client, adapter, events }
}

async function rejection(promise: Promise<unknown>): Promise<FoyerError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!isFoyerError(error)) throw new Error(`expected a FoyerError, got ${String(error)}`)
  return error
}

describe('sendToken on Solana (SPEC §5, §8)', () => {
  it("needs an amount and a receiver: 'Please enter a valid amount and receiver address'", async () => {
    const { client, adapter, events } = await solanaForm()
    for (const [amount, receiver] of [
      ['0.5', '0x2222222222222222222222222222222222222222'],
      ['0', RECEIVER],
      ['', RECEIVER],
    ] as const) {
      setSendAmount(client, amount)
      setSendReceiver(client, { address: receiver })
      expect((await rejection(sendToken(client))).shortMessage).toBe(
        'Please enter a valid amount and receiver address',
      )
    }
    expect(adapter.count('sendTransaction')).toBe(0)
    expect(events).toEqual([])
  })

  it("an unclassified failure toasts 'Failed to send transaction. Please try again.'", async () => {
    const { client, adapter, events } = await solanaForm()
    setSendAmount(client, '0.5')
    setSendReceiver(client, { address: RECEIVER })
    adapter.failNext('sendTransaction', new Error('blockhash not found'))
    const error = await rejection(sendToken(client))
    expect(error.shortMessage).toBe('Failed to send transaction. Please try again.')
    expect(error.shortMessage).toBe(en.errors.SEND_TRANSACTION_FAILED)
    expect(client.stores.toast.getState()).toMatchObject({
      variant: 'error',
      message: {
        error: expect.objectContaining({
          shortMessage: 'Failed to send transaction. Please try again.',
        }),
      },
    })
    expect(events.at(-1)).toMatchObject({
      event: 'SEND_ERROR',
      properties: { message: 'Failed to send transaction. Please try again.' },
    })
    // The form is kept for another try.
    expect(client.stores.send.getState()).toMatchObject({
      sendTokenAmount: '0.5',
      receiverAddress: RECEIVER,
    })
  })
})
