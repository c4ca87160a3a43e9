import { describe, expect, it } from 'vitest'
import type { FrameConfig } from '../../config.js'
import { SmartAccounts } from './smart-accounts.js'

const OWNER = '0x52908400098527886E0F7030069857D2E4169EE7'
const CONTRACTS = {
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  // Nothing listens here: reading the counterfactual address fails at once.
  bundlerUrl: 'http://127.0.0.1:9/',
}
const networks: FrameConfig['networks'] = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:9/', smartAccounts: CONTRACTS },
  { chainId: 31338, rpcUrl: 'http://127.0.0.1:9/' },
]
const project = {
  allowedOrigins: [],
  smartAccountNetworks: ['eip155:31337', 'eip155:31338'],
  preferredAccountType: 'smartAccount' as const,
}
const neverSigns = () => Promise.reject(new Error('no key in this test'))

describe('the frame’s smart accounts per network', () => {
  it('smart by default where the network has ERC-4337 and the project allows it; eoa elsewhere', () => {
    const smart = new SmartAccounts(networks, project, neverSigns)
    expect(smart.enabledNetworks()).toEqual([31337])
    expect(smart.preferredType(31337)).toBe('smartAccount')
    expect(smart.preferredType(31338)).toBe('eoa')
    const eoaProject = new SmartAccounts(
      networks,
      { ...project, preferredAccountType: 'eoa' },
      neverSigns,
    )
    expect(eoaProject.preferredType(31337)).toBe('eoa')
  })

  it("switching: eoa anywhere; a smart account only where there is one ('This application might not support Smart Accounts')", () => {
    const smart = new SmartAccounts(networks, project, neverSigns)
    smart.setPreferredType(31337, 'eoa')
    expect(smart.preferredType(31337)).toBe('eoa')
    smart.setPreferredType(31337, 'smartAccount')
    expect(smart.preferredType(31337)).toBe('smartAccount')
    expect(() => smart.setPreferredType(31338, 'smartAccount')).toThrow(
      'This application might not support Smart Accounts',
    )
    const notAllowed = new SmartAccounts(
      networks,
      { ...project, smartAccountNetworks: [] },
      neverSigns,
    )
    expect(() => notAllowed.setPreferredType(31337, 'smartAccount')).toThrow(
      'This application might not support Smart Accounts',
    )
  })

  it('get-user’s requested type: honoured where the network has smart accounts, else eoa without an error', () => {
    const smart = new SmartAccounts(networks, project, neverSigns)
    // The host's stored choice after a reload: the frame starts on its default, then uses it.
    expect(smart.requestType(31337, 'eoa')).toBe('eoa')
    expect(smart.preferredType(31337)).toBe('eoa')
    expect(smart.requestType(31337, 'smartAccount')).toBe('smartAccount')
    expect(smart.preferredType(31337)).toBe('smartAccount')
    // A network (or a project) without smart accounts: the EOA, and get-user still answers.
    expect(smart.requestType(31338, 'smartAccount')).toBe('eoa')
    expect(smart.preferredType(31338)).toBe('eoa')
    const eoaProject = new SmartAccounts(
      networks,
      { ...project, preferredAccountType: 'eoa' },
      neverSigns,
    )
    expect(eoaProject.requestType(31337, 'smartAccount')).toBe('smartAccount')
    const notAllowed = new SmartAccounts(
      networks,
      { ...project, smartAccountNetworks: [] },
      neverSigns,
    )
    expect(notAllowed.requestType(31337, 'smartAccount')).toBe('eoa')
  })

  it('a smart account that cannot be had: none available, and the network falls back to eoa', async () => {
    const smart = new SmartAccounts(networks, project, neverSigns)
    expect(await smart.available(31338, OWNER)).toBeUndefined()
    expect(await smart.available(31337, OWNER)).toBeUndefined()
    expect(await smart.active(31337, OWNER)).toBeUndefined()
    expect(smart.preferredType(31337)).toBe('eoa')
  })
})
