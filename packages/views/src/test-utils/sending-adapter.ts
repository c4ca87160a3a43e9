import type { CaipNetworkId } from '@foyer/common'
import type { Capability, TransactionRequest } from '@foyer/core'
import { FixtureAdapter, type FixtureAdapterOptions } from './fixture-adapter.js'

/** Options of {@link SendingFixtureAdapter}. */
export interface SendingFixtureAdapterOptions extends FixtureAdapterOptions {
  /** What `getGasPrice` answers, in wei (2 gwei by default). */
  gasPrice?: bigint
  /** A paymaster pays the fee: adds `isSponsored`, which answers true. */
  sponsored?: boolean
}

/**
 * The fixture wallet that can also send: `sendTransaction`, `estimateGas` (21000 for a
 * native transfer, 52000 for a token) and `getGasPrice`, for the send view's tests and
 * stories. Sends are recorded in `calls`; `failNext`/`hold` work as for the fixture.
 */
export class SendingFixtureAdapter extends FixtureAdapter {
  override readonly capabilities: readonly Capability[]
  gasPrice: bigint

  constructor(options: SendingFixtureAdapterOptions = {}) {
    super(options)
    this.gasPrice = options.gasPrice ?? 2_000_000_000n
    this.capabilities = [
      'reconnect',
      'switchNetwork',
      'getBalance',
      'sendTransaction',
      'estimateGas',
      'getGasPrice',
      ...(options.sponsored ? (['isSponsored'] as const) : []),
    ]
  }

  async isSponsored(params: { request: TransactionRequest; address: string }): Promise<boolean> {
    await this.enter('isSponsored', params)
    return true
  }

  async sendTransaction(params: { request: TransactionRequest; address: string }): Promise<string> {
    await this.enter('sendTransaction', params)
    return `0x${'cd'.repeat(32)}`
  }

  async estimateGas(params: { request: TransactionRequest; address: string }): Promise<bigint> {
    await this.enter('estimateGas', params)
    return params.request.tokenAddress === undefined ? 21_000n : 52_000n
  }

  async getGasPrice(params: { caipNetworkId: CaipNetworkId }): Promise<bigint> {
    await this.enter('getGasPrice', params)
    return this.gasPrice
  }
}
