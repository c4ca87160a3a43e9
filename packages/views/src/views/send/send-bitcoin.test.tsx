import { bitcoin, bitcoinRegtest } from '@foyer/common'
import type { SendState, SendToken } from '@foyer/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { enViews } from '../../messages/en.js'
import { SendDetails } from './send-details.js'
import { amountProblem, receiverProblem } from './send-validation.js'

/** P2WPKH addresses of one 20-byte program (0x01…0x14) on regtest and on mainnet. */
const ADDRESSES: Record<string, string> = {
  bcrt: 'bcrt1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5phstwt',
  bc: 'bc1qqypqxpq9qcrsszg2pvxq6rs0zqg3yyc5fcj4z3',
}
const p2wpkh = (hrp: 'bcrt' | 'bc') => ADDRESSES[hrp]!

/** A send state with a fee rate and size (the rest empty). */
function feeState(gasPrice: bigint, gasLimit: bigint): SendState {
  return {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
    gasPrice,
    gasLimit,
    gasPriceInUSD: undefined,
    sponsored: false,
    networkBalanceInUSD: undefined,
    tokenBalances: [],
    loading: false,
    lastRetry: undefined,
  }
}

const btc: SendToken = {
  name: 'Bitcoin',
  symbol: 'BTC',
  quantity: { decimals: '8', numeric: '1' },
}

describe('the send form on a Bitcoin network', () => {
  it('accepts a regtest receiver on the regtest network, and only there', () => {
    const regtest = bitcoinRegtest.caipNetworkId
    expect(receiverProblem(enViews, 'bip122', p2wpkh('bcrt'), regtest)).toBeUndefined()
    expect(receiverProblem(enViews, 'bip122', p2wpkh('bc'), regtest)).toBe('Enter a valid address')
    expect(receiverProblem(enViews, 'bip122', p2wpkh('bcrt'), bitcoin.caipNetworkId)).toBe(
      'Enter a valid address',
    )
    expect(receiverProblem(enViews, 'bip122', p2wpkh('bc'), bitcoin.caipNetworkId)).toBeUndefined()
  })

  it('takes amounts in BTC with up to 8 decimals', () => {
    expect(amountProblem(enViews, '0.12345678', btc)).toBeUndefined()
    expect(amountProblem(enViews, '0.123456789', btc)).toBe('BTC has at most 8 decimals')
    expect(amountProblem(enViews, '1.00000001', btc)).toBe('The amount is above your balance')
  })

  it('tells the fee rate in sat/vB and the fee in BTC', () => {
    render(
      <SendDetails
        state={feeState(3n, 141n)}
        native={{ symbol: 'BTC', decimals: 8 }}
        namespace="bip122"
      />,
    )
    expect(screen.getByText('Fee rate')).toBeTruthy()
    expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('3 sat/vB')
    expect(screen.getByTestId('foyer-send-fee').textContent).toBe('0.00000423 BTC')
  })

  it('keeps gwei for EVM networks', () => {
    render(
      <SendDetails
        state={feeState(1_500_000_000n, 21_000n)}
        native={{ symbol: 'ETH', decimals: 18 }}
        namespace="eip155"
      />,
    )
    expect(screen.getByText('Gas price')).toBeTruthy()
    expect(screen.getByTestId('foyer-send-gas-price').textContent).toBe('1.5 gwei')
  })
})
