import { connect } from '@foyer/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFixtureClient } from '../../test-utils/fixture-client.js'
import { solanaLocal } from '../../test-utils/networks.js'
import { renderOpenModal } from '../../test-utils/render-modal.js'
import { SendingFixtureAdapter } from '../../test-utils/sending-adapter.js'

const HOLDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const RECEIVER = '11111111111111111111111111111112'

/** The modal open on Send with a Solana wallet (the fixture's balance: 2 with 18 decimals). */
async function openSolanaSend() {
  const adapter = new SendingFixtureAdapter({
    namespace: 'solana',
    address: HOLDER,
    balance: 2_000_000_000_000_000_000n,
    // A fee of 21000 lamports (the fixture prices fees as EVM gas).
    gasPrice: 1n,
  })
  const { client } = await createFixtureClient({ adapter, networks: [solanaLocal] })
  await connect(client, { namespace: 'solana', connectorId: 'io.foyer.fixture' })
  await renderOpenModal(client)
  await act(async () => {
    fireEvent.click(screen.getByTestId('foyer-account-send'))
  })
  await screen.findByTestId('foyer-send-submit')
  return { client, adapter }
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } })

describe('Send view on Solana (SPEC §5, §8)', () => {
  it("Send without a valid amount and receiver says 'Please enter a valid amount and receiver address'", async () => {
    const { adapter } = await openSolanaSend()
    type('foyer-send-amount', '0.5')
    type('foyer-send-receiver', '0x2222222222222222222222222222222222222222')
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    expect(screen.getByTestId('foyer-send-invalid').textContent).toBe(
      'Please enter a valid amount and receiver address',
    )
    // Fixed input takes the form-wide text away.
    type('foyer-send-receiver', RECEIVER)
    expect(screen.queryByTestId('foyer-send-invalid')).toBeNull()
    expect(adapter.calls.filter((call) => call.method === 'sendTransaction')).toEqual([])
  })

  it("a failed send shows 'Failed to send transaction. Please try again.'", async () => {
    const { adapter } = await openSolanaSend()
    type('foyer-send-amount', '0.5')
    type('foyer-send-receiver', RECEIVER)
    adapter.failNext('sendTransaction', new Error('blockhash not found'))
    await act(async () => {
      fireEvent.click(screen.getByTestId('foyer-send-submit'))
    })
    await waitFor(() =>
      expect(screen.getByTestId('foyer-send-error').textContent).toBe(
        'The last send failed: Failed to send transaction. Please try again.',
      ),
    )
  })
})
