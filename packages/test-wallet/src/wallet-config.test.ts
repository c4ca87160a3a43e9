import { describe, expect, it } from 'vitest'
import { createAccountDeriver } from './accounts.js'
import { diffWalletEvents } from './state-events.js'
import { applyWalletConfig, defaultWalletState, TestWalletConfigError } from './wallet-config.js'

const deriveAccount = createAccountDeriver()
const base = () => defaultWalletState(deriveAccount)
const chains = [
  { chainId: 1, rpcUrl: 'http://127.0.0.1:1001' },
  { chainId: 10, rpcUrl: 'http://127.0.0.1:1010', name: 'Ten' },
]

describe('applyWalletConfig', () => {
  it('starts on anvil account 0 at port 8545', () => {
    expect(base()).toMatchObject({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 31337,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
      defaultDecision: 'approve',
    })
  })

  it('replaces chains, keeps the current chain when still known and else takes the first', () => {
    const first = applyWalletConfig(base(), { chains }, deriveAccount)
    expect(first.chainId).toBe(1)
    expect(first.chains.map((chain) => chain.name)).toEqual(['Chain 1', 'Ten'])
    const onTen = applyWalletConfig(first, { chainId: 10 }, deriveAccount)
    expect(applyWalletConfig(onTen, { chains }, deriveAccount).chainId).toBe(10)
  })

  it('derives the address of another mnemonic or account index', () => {
    const second = applyWalletConfig(base(), { accountIndex: 1 }, deriveAccount)
    expect(second.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    const other = applyWalletConfig(
      base(),
      { mnemonic: 'legal winner thank year wave sausage worth useful legal winner thank yellow' },
      deriveAccount,
    )
    expect(other.address).not.toBe(base().address)
  })

  it('resets connections and decisions', () => {
    const used = {
      ...base(),
      permissions: [{ origin: 'http://a.test', grantedAt: 1 }],
      decisions: ['reject' as const],
    }
    const reset = applyWalletConfig(used, { reset: true }, deriveAccount)
    expect(reset.permissions).toEqual([])
    expect(reset.decisions).toEqual([])
  })

  it.each([
    [{ chains: [] }, /config\.chains/],
    [{ chains: [chains[0], chains[0]] }, /chain ids must be unique/],
    [{ chainId: 5 }, /chainId 5 is not among the configured chains/],
    [{ mnemonic: 'too short' }, /BIP-39 mnemonic/],
    [{ nextDecisions: ['maybe'] }, /config\.nextDecisions/],
    [{ accountIndex: -1 }, /config\.accountIndex/],
    ['not an object', /config/],
  ])('refuses %j with a TestWalletConfigError', (config, message) => {
    expect(() => applyWalletConfig(base(), config, deriveAccount)).toThrow(TestWalletConfigError)
    expect(() => applyWalletConfig(base(), config, deriveAccount)).toThrow(message)
  })
})

describe('diffWalletEvents', () => {
  const origin = 'http://dapp.test'
  const connected = { ...base(), permissions: [{ origin, grantedAt: 1 }] }

  it('tells each origin only about its own accounts', () => {
    const after = applyWalletConfig(connected, { accountIndex: 1 }, deriveAccount)
    expect(diffWalletEvents(connected, after, origin)).toEqual([
      { event: 'accountsChanged', data: ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8'] },
    ])
    expect(diffWalletEvents(connected, after, 'http://other.test')).toEqual([])
  })

  it('orders connect, chainChanged, accountsChanged, disconnect', () => {
    const disconnected = { ...connected, disconnected: true, permissions: [] }
    expect(diffWalletEvents(connected, disconnected, origin).map((event) => event.event)).toEqual([
      'accountsChanged',
      'disconnect',
    ])
    const back = {
      ...connected,
      chainId: 1,
      chains: [...connected.chains, { chainId: 1, rpcUrl: 'http://127.0.0.1:1', name: 'One' }],
    }
    expect(diffWalletEvents(disconnected, back, origin)).toEqual([
      { event: 'connect', data: { chainId: '0x1' } },
      { event: 'chainChanged', data: '0x1' },
      { event: 'accountsChanged', data: ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'] },
    ])
  })
})
