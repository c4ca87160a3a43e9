import { describe, expect, it } from 'vitest'
import { type FoyerElementState, stateAttributes, stateEvents } from './state-events.js'

const A = '0x52908400098527886E0F7030069857D2E4169EE7'
const B = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const disconnected: FoyerElementState = {
  status: 'disconnected',
  address: undefined,
  caipAddress: undefined,
  caipNetworkId: 'eip155:1',
  chainId: 1,
}
const connected = (address: string, chain = 1): FoyerElementState => ({
  status: 'connected',
  address,
  caipAddress: `eip155:${chain}:${address}`,
  caipNetworkId: `eip155:${chain}`,
  chainId: chain,
})

describe('stateEvents', () => {
  it('names a connection, a disconnection, an account change and a network change', () => {
    expect(stateEvents(disconnected, connected(A))).toEqual(['foyer-connect'])
    expect(stateEvents(connected(A), disconnected)).toEqual(['foyer-disconnect'])
    expect(stateEvents(connected(A), connected(B))).toEqual(['foyer-account-change'])
    expect(stateEvents(connected(A), connected(A, 11155111))).toEqual(['foyer-network-change'])
    expect(stateEvents(disconnected, connected(A, 10))).toEqual([
      'foyer-connect',
      'foyer-network-change',
    ])
    expect(stateEvents(connected(A), connected(A))).toEqual([])
  })
})

describe('stateAttributes', () => {
  it('leaves out what is not set, so `:not([address])` selects a disconnected element', () => {
    expect(stateAttributes(disconnected)).toEqual({
      status: 'disconnected',
      address: undefined,
      'caip-address': undefined,
      network: 'eip155:1',
      'chain-id': '1',
    })
    expect(stateAttributes(connected(A))).toMatchObject({
      address: A,
      'caip-address': `eip155:1:${A}`,
    })
  })
})
