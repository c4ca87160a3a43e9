import { encodeFunctionData, erc20Abi, maxUint256, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeCall } from './decode-call.js'
import { decodeMessages, fillDecodedLine } from './decoded-line.js'
import { describeSimulation } from './describe-simulation.js'

const TOKEN = '0x2222222222222222222222222222222222222222'
const SPENDER = '0x3333333333333333333333333333333333333333'

describe('the decoder gives keys and values, each side picks the language', () => {
  it('an unlimited approve is keys and values, and a catalogue turns it into its language', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [SPENDER, maxUint256],
    })
    const { lines } = decodeCall({ to: TOKEN, value: 0n, data }, 'ETH', {
      symbol: 'FDT',
      decimals: 18,
    })
    expect(lines.map((line) => line.key)).toEqual([
      'DECODE_TO',
      'DECODE_VALUE',
      'DECODE_FUNCTION',
      'DECODE_FIELD',
      'DECODE_FIELD_TOKEN_UNLIMITED',
    ])
    expect(lines[2]?.values).toEqual({ standard: 'ERC-20', function: 'approve' })
    const french = { ...decodeMessages, DECODE_FIELD_TOKEN_UNLIMITED: '{path} : illimité {symbol}' }
    const [, , , , unlimited] = lines
    if (!unlimited) throw new Error('no amount line')
    expect(fillDecodedLine(unlimited, french)).toBe('amount : illimité FDT')
  })

  it('simulated changes carry money values and NFT names where the reader knows them', async () => {
    const lines = await describeSimulation(
      {
        status: 'ok',
        changes: [
          { asset: { kind: 'native' }, amount: -parseEther('1.5') },
          { asset: { kind: 'nft', token: TOKEN, id: 7n }, amount: 1n },
        ],
        approvals: [],
      },
      {
        tokenInfo: async () => undefined,
        nftName: async (_, id) => `Foyer Key ${id}`,
        moneyValue: async (asset, amount) =>
          asset.kind === 'native' ? `$${Number(amount / 10n ** 15n) * 2}` : undefined,
      },
    )
    expect(lines).toEqual([
      { key: 'SIMULATION_SEND_VALUED', values: { amount: '1.5', asset: 'ETH', money: '$3000' } },
      { key: 'SIMULATION_RECEIVE_ITEM', values: { amount: '1', item: 'Foyer Key 7 (#7)' } },
      { key: 'SIMULATION_FEE_NOTE', values: {} },
    ])
    expect(lines.map((line) => fillDecodedLine(line, decodeMessages))).toEqual([
      'You send 1.5 ETH ($3000)',
      'You receive 1 × Foyer Key 7 (#7)',
      decodeMessages.SIMULATION_FEE_NOTE,
    ])
  })
})
