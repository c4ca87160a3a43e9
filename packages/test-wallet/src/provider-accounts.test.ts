import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ApprovalRequest } from './decisions.js'
import { ProviderRpcError } from './errors.js'
import { createTestWalletProvider, type TestWalletProviderOptions } from './provider.js'
import { type AnvilNode, startAnvil } from './test-utils/anvil.js'
import { recordEvents, rejectionOf } from './test-utils/recorder.js'

const ACCOUNT_0 = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const ACCOUNT_1 = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ORIGIN = 'http://dapp.test'

let anvil: AnvilNode
beforeAll(async () => {
  anvil = await startAnvil(31337)
}, 60_000)
afterAll(() => anvil?.stop())

const wallet = (options: Partial<TestWalletProviderOptions> = {}) =>
  createTestWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }],
    origin: ORIGIN,
    ...options,
  })

describe('connecting', () => {
  it('emits connect with the chain id once listeners can subscribe', async () => {
    const provider = wallet()
    const events = recordEvents(provider)
    await Promise.resolve()
    expect(events).toEqual([{ name: 'connect', data: { chainId: '0x7a69' } }])
  })

  it('hides accounts and refuses to sign (4100) until eth_requestAccounts is approved', async () => {
    const provider = wallet()
    const events = recordEvents(provider)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const refused = await rejectionOf(
      provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_0] }),
    )
    expect(refused).toBeInstanceOf(ProviderRpcError)
    expect(refused.code).toBe(4100)

    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(events).toContainEqual({ name: 'accountsChanged', data: [ACCOUNT_0] })
    const [permission] = (await provider.request({ method: 'wallet_getPermissions' })) as {
      parentCapability: string
      invoker: string
      caveats: unknown[]
    }[]
    expect(permission).toMatchObject({
      parentCapability: 'eth_accounts',
      invoker: ORIGIN,
      caveats: [{ type: 'restrictReturnedAccounts', value: [ACCOUNT_0] }],
    })
  })

  it('uses the mnemonic and account index it was given', async () => {
    const provider = wallet({ accountIndex: 1 })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_1])
  })

  it('asks again only when not connected: a connected site gets its accounts without a decision', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.setNextDecision('reject')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect((await provider.getState()).pendingDecisions).toEqual(['reject'])
  })

  it('grants and revokes through wallet_requestPermissions and wallet_revokePermissions', async () => {
    const provider = wallet()
    const events = recordEvents(provider)
    const granted = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(granted).toMatchObject([{ parentCapability: 'eth_accounts' }])
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(events.filter((event) => event.name === 'accountsChanged')).toEqual([
      { name: 'accountsChanged', data: [ACCOUNT_0] },
      { name: 'accountsChanged', data: [] },
    ])
  })
})

describe('decisions', () => {
  it('rejects the next request with 4001 after setNextDecision("reject"), then approves', async () => {
    const provider = wallet()
    await provider.setNextDecision('reject')
    const rejected = await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))
    expect(rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
  })

  it('takes queued decisions in order, one per request that needs approval', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.queueDecisions(['approve', 'reject', 'approve'])
    const sign = () => provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] })
    const outcomes = await Promise.allSettled([sign(), sign(), sign()])
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ])
    // eth_accounts needs no approval and takes no decision.
    await provider.setNextDecision('reject')
    await provider.request({ method: 'eth_accounts' })
    expect((await provider.getState()).pendingDecisions).toEqual(['reject'])
    await provider.clearDecisions()
    expect((await provider.getState()).pendingDecisions).toEqual([])
  })

  it('asks the decide policy what kind of request it is, and falls back to the default', async () => {
    const seen: ApprovalRequest[] = []
    const provider = wallet({
      decide: (request) => {
        seen.push(request)
        if (request.kind === 'sign') return 'reject'
        return undefined
      },
    })
    await provider.request({ method: 'eth_requestAccounts' })
    const rejected = await rejectionOf(
      provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] }),
    )
    expect(rejected.code).toBe(4001)
    expect(seen.map(({ kind, method, origin }) => ({ kind, method, origin }))).toEqual([
      { kind: 'connect', method: 'eth_requestAccounts', origin: ORIGIN },
      { kind: 'sign', method: 'personal_sign', origin: ORIGIN },
    ])
  })

  it('lets queued decisions win over the policy, and a reject default reject everything else', async () => {
    const provider = wallet({ defaultDecision: 'reject' })
    expect((await rejectionOf(provider.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)
    await provider.setNextDecision('approve')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
  })
})

describe('wallet-side events', () => {
  it('switches accounts: connected sites hear accountsChanged with the new address', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const events = recordEvents(provider)
    expect(await provider.switchAccount(1)).toMatch(/^0x70997970/i)
    expect(events).toEqual([{ name: 'accountsChanged', data: [ACCOUNT_1] }])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1])
  })

  it('disconnects: accountsChanged([]), disconnect (4900), reads refused until reconnected', async () => {
    const provider = wallet()
    await provider.request({ method: 'eth_requestAccounts' })
    const events = recordEvents(provider)
    await provider.disconnect()
    expect(events.map((event) => event.name)).toEqual(['accountsChanged', 'disconnect'])
    expect(events[0]?.data).toEqual([])
    expect(events[1]?.data).toBeInstanceOf(ProviderRpcError)
    expect(events[1]?.data).toMatchObject({ code: 4900 })
    expect((await rejectionOf(provider.request({ method: 'eth_blockNumber' }))).code).toBe(4900)

    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(events.slice(2)).toEqual([
      { name: 'connect', data: { chainId: '0x7a69' } },
      { name: 'accountsChanged', data: [ACCOUNT_0] },
    ])
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x[0-9a-f]+$/)
  })

  it('keeps other listeners going when one throws, and stops calling removed listeners', async () => {
    const provider = wallet()
    const heard: string[] = []
    const throwing = () => {
      throw new Error('listener bug')
    }
    const removed = () => heard.push('removed')
    provider.on('accountsChanged', throwing)
    provider.on('accountsChanged', removed)
    provider.on('accountsChanged', () => heard.push('kept'))
    provider.removeListener('accountsChanged', removed)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await provider.request({ method: 'eth_requestAccounts' })
      expect(consoleError).toHaveBeenCalledWith(
        'A "accountsChanged" listener of the test wallet threw:',
        expect.any(Error),
      )
    } finally {
      consoleError.mockRestore()
    }
    expect(heard).toEqual(['kept'])
  })
})
