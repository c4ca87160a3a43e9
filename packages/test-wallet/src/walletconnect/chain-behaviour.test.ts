import { describe, expect, it } from 'vitest'
import { createChainBehaviour, DEFAULT_CHAIN_BEHAVIOUR, REFUSAL } from './chain-behaviour.js'

const switchTo = (chainId: string) => [{ chainId }]

describe('the WalletConnect test wallet saying no to chain requests', () => {
  it('answers normally by default', () => {
    const behaviour = createChainBehaviour()
    expect(behaviour.get()).toEqual(DEFAULT_CHAIN_BEHAVIOUR)
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x7a6a'))).toBeUndefined()
    expect(behaviour.script('wallet_addEthereumChain', switchTo('0x7a6a'))).toBeUndefined()
  })

  it("'unrecognized' answers 4902 until the chain was added, then switches", () => {
    const behaviour = createChainBehaviour()
    behaviour.set({ switchChain: 'unrecognized' })
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x7A6A'))).toEqual({
      kind: 'error',
      error: REFUSAL.unrecognized('0x7a6a'),
    })
    expect(REFUSAL.unrecognized('0x7a6a').code).toBe(4902)
    expect(behaviour.script('wallet_addEthereumChain', switchTo('0x7a6a'))).toBeUndefined()
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x7a6a'))).toBeUndefined()
    // Choosing the mode again forgets what was added.
    behaviour.set({ switchChain: 'unrecognized' })
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x7a6a'))?.kind).toBe('error')
  })

  it("'refuse' answers a plain error, 'ignore' never answers, only switches are touched", () => {
    const behaviour = createChainBehaviour()
    behaviour.set({ switchChain: 'refuse' })
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x1'))).toEqual({
      kind: 'error',
      error: { code: -32603, message: 'Switching chains is not supported by this wallet.' },
    })
    behaviour.set({ switchChain: 'ignore' })
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x1'))).toEqual({
      kind: 'ignore',
    })
    expect(behaviour.script('personal_sign', ['0x00', '0x00'])).toBeUndefined()
  })

  it("addChain 'reject' refuses wallet_addEthereumChain as a user rejection (4001)", () => {
    const behaviour = createChainBehaviour()
    behaviour.set({ switchChain: 'unrecognized', addChain: 'reject' })
    expect(behaviour.script('wallet_addEthereumChain', switchTo('0x7a6a'))).toEqual({
      kind: 'error',
      error: { code: 4001, message: 'User rejected the request.' },
    })
    // Nothing was added: the switch still fails.
    expect(behaviour.script('wallet_switchEthereumChain', switchTo('0x7a6a'))?.kind).toBe('error')
  })
})
