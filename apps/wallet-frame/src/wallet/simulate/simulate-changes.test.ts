import { type RpcRequest, simulateChanges } from '@foyer/common/simulation'
import {
  type Address,
  encodeAbiParameters,
  encodeErrorResult,
  maxUint256,
  pad,
  parseAbi,
  toEventSelector,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { frameMessages } from '../../ui/messages.js'
import { describeSimulation } from '../decode/frame-lines.js'

// The network edge is faked here; simulated-changes.devnet.test.ts runs the real node.
const USER: Address = '0x1111111111111111111111111111111111111111'
const SPENDER: Address = '0x2222222222222222222222222222222222222222'
const TOKEN: Address = '0x3333333333333333333333333333333333333333'
const CALL = { from: USER, to: TOKEN, data: '0x' as const }
const reader = { tokenInfo: async () => ({ symbol: 'FOY', decimals: 18 }) }
const answering =
  (calls: unknown[]): RpcRequest =>
  async () => [{ calls }]

describe('simulateChanges and the lines the approval shows', () => {
  it('a node without eth_simulateV1: says it could not simulate, shows no changes', async () => {
    const request: RpcRequest = async () => {
      throw new Error('Method not found: eth_simulateV1\nmore detail')
    }
    const simulation = await simulateChanges(request, USER, [CALL])
    expect(simulation).toEqual({
      status: 'unavailable',
      reason: 'Method not found: eth_simulateV1',
    })
    expect(await describeSimulation(simulation, reader)).toEqual([
      frameMessages.SIMULATION_UNAVAILABLE.replace('{reason}', 'Method not found: eth_simulateV1'),
    ])
  })

  it('a malformed or short answer is "unavailable", never an empty list of changes', async () => {
    expect((await simulateChanges(answering([]), USER, [CALL])).status).toBe('unavailable')
    const nonsense: RpcRequest = async () => ({ hello: 'world' })
    expect((await simulateChanges(nonsense, USER, [CALL])).status).toBe('unavailable')
  })

  it('a reverting call: the reason the contract gave', async () => {
    const returnData = encodeErrorResult({
      abi: parseAbi(['error Error(string)']),
      errorName: 'Error',
      args: ['TransferHelper: TRANSFER_FAILED'],
    })
    const simulation = await simulateChanges(
      answering([{ status: '0x0', returnData, error: { message: 'execution reverted' } }]),
      USER,
      [CALL],
    )
    expect(simulation).toEqual({ status: 'reverted', reason: 'TransferHelper: TRANSFER_FAILED' })
    expect((await describeSimulation(simulation, reader))[0]).toContain(
      'would fail (TransferHelper: TRANSFER_FAILED)',
    )
  })

  it('an unlimited approval granted, and a log that only looks like a Transfer', async () => {
    const approval = {
      address: TOKEN,
      topics: [toEventSelector('Approval(address,address,uint256)'), pad(USER), pad(SPENDER)],
      data: encodeAbiParameters([{ type: 'uint256' }], [maxUint256]),
    }
    const bogus = {
      address: TOKEN,
      topics: [toEventSelector('Transfer(address,address,uint256)'), pad(USER), pad(SPENDER)],
      data: '0x01',
    }
    const simulation = await simulateChanges(
      answering([{ status: '0x1', returnData: '0x', logs: [approval, bogus] }]),
      USER,
      [CALL],
    )
    expect(simulation).toEqual({
      status: 'ok',
      changes: [],
      approvals: [{ kind: 'erc20', token: TOKEN, spender: SPENDER, amount: maxUint256 }],
    })
    expect(await describeSimulation(simulation, reader)).toEqual([
      `You allow ${SPENDER} to spend all of token ${TOKEN} (unlimited)`,
      frameMessages.SIMULATION_FEE_NOTE,
    ])
  })
})
