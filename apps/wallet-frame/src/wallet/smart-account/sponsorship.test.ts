import { type Address, getAddress, type PublicClient } from 'viem'
import type { SmartAccount } from 'viem/account-abstraction'
import { afterEach, describe, expect, it } from 'vitest'
import { MAX_PAYMASTER_GAS, PAYMASTER_TIMEOUT_MS } from './paymaster-answer.js'
import { checkSponsorship } from './sponsorship.js'
import {
  type HostileAnswer,
  type HostilePaymaster,
  type HostileRequest,
  startHostilePaymaster,
} from './test-utils/hostile-paymaster.js'

// A hostile ERC-7677 paymaster (a real local HTTP server) named by the host page: whatever it
// answers, the frame either finds a paymaster contract that can pay, or the account pays and
// the approval says so. The chain is faked at its edge: which addresses have code and deposit.
const ACCOUNT = getAddress('0x1111111111111111111111111111111111111111')
const ENTRY_POINT = getAddress('0x0000000071727de22e5e9d8baf0edac6f37da032')
const PAYMASTER = getAddress('0x2222222222222222222222222222222222222222')
const NO_DEPOSIT = getAddress('0x3333333333333333333333333333333333333333')
const PLAIN_EOA = getAddress('0x4444444444444444444444444444444444444444')

const account = {
  address: ACCOUNT,
  entryPoint: { address: ENTRY_POINT, version: '0.7' },
  isDeployed: async () => true,
  getNonce: async () => 0n,
} as unknown as SmartAccount
const client = {
  getCode: async ({ address }: { address: Address }) =>
    [ACCOUNT, PAYMASTER, NO_DEPOSIT].includes(address) ? '0x6080' : undefined,
  readContract: async ({ args }: { args: [Address] }) => (args[0] === PAYMASTER ? 10n ** 18n : 0n),
} as unknown as PublicClient

const honest = {
  paymaster: PAYMASTER,
  paymasterData: '0x1234',
  paymasterVerificationGasLimit: '0xea60',
  paymasterPostOpGasLimit: '0x0',
  isFinal: false,
}

let hostile: HostilePaymaster | undefined
afterEach(() => hostile?.close())

/** Whether the frame finds sponsorship when the paymaster answers `answer`. */
async function sponsoredWhenAnswering(
  answer: HostileAnswer | ((request: HostileRequest) => HostileAnswer),
) {
  hostile = await startHostilePaymaster(typeof answer === 'function' ? answer : () => answer)
  return checkSponsorship({ account, client, chainId: 31337, url: hostile.url, callData: '0x' })
}

describe('checkSponsorship with a paymaster named by the host page', () => {
  it('sponsors when a paymaster contract with a deposit answers well (the control)', async () => {
    const sponsorship = await sponsoredWhenAnswering({ result: honest })
    expect(sponsorship?.address).toBe(PAYMASTER)
    expect(hostile?.requests.map((request) => request.method)).toEqual(['pm_getPaymasterStubData'])
  })

  it.each([
    ['names a plain EOA as the paymaster', { ...honest, paymaster: PLAIN_EOA }],
    ["names the user's own account", { ...honest, paymaster: ACCOUNT }],
    ['names a contract with no EntryPoint deposit', { ...honest, paymaster: NO_DEPOSIT }],
    ['names no paymaster at all (only fields of its own)', { callData: '0xdeadbeef' }],
    [
      'asks for more gas than a paymaster needs',
      { ...honest, paymasterVerificationGasLimit: `0x${(MAX_PAYMASTER_GAS + 1n).toString(16)}` },
    ],
    ['answers a number', 42],
    ['answers null', null],
  ])('the account pays when the paymaster %s', async (_name, result) => {
    expect(await sponsoredWhenAnswering({ result })).toBeUndefined()
  })

  it.each([
    ['an HTML page', { raw: '<html>hello</html>' }],
    ['a server error', { raw: 'oops', status: 500 }],
    ['a JSON-RPC refusal', { error: { code: -32602, message: 'not covered' } }],
  ] as const)('the account pays when the paymaster answers %s', async (_name, answer) => {
    expect(await sponsoredWhenAnswering(answer)).toBeUndefined()
  })

  it(`the account pays when the paymaster does not answer within ${PAYMASTER_TIMEOUT_MS} ms`, async () => {
    const started = Date.now()
    expect(await sponsoredWhenAnswering('hang')).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(PAYMASTER_TIMEOUT_MS + 1_500)
  }, 10_000)

  it('follows no redirect (to a private address): the target is never asked', async () => {
    const target = await startHostilePaymaster(() => ({ result: honest }))
    try {
      expect(await sponsoredWhenAnswering({ redirect: target.url })).toBeUndefined()
      expect(target.requests).toEqual([])
    } finally {
      await target.close()
    }
  })
})

describe('the paymaster actions after the approval', () => {
  it('keep only the paymaster fields and refuse another paymaster than the approved one', async () => {
    let final: unknown = { ...honest, callData: '0xdeadbeef', sender: PLAIN_EOA, nonce: '0x9' }
    const sponsorship = await sponsoredWhenAnswering(({ method }) =>
      method === 'pm_getPaymasterData' ? { result: final } : { result: honest },
    )
    const request = {
      chainId: 31337,
      entryPointAddress: ENTRY_POINT,
      sender: ACCOUNT,
      nonce: 0n,
      callData: '0x',
    } as const
    const fields = await sponsorship!.actions.getPaymasterData(request as never)
    expect(fields).toEqual({
      paymaster: PAYMASTER,
      paymasterData: '0x1234',
      paymasterVerificationGasLimit: 60_000n,
      paymasterPostOpGasLimit: 0n,
      isFinal: false,
    })
    final = { ...honest, paymaster: PLAIN_EOA }
    await expect(sponsorship!.actions.getPaymasterData(request as never)).rejects.toThrow(
      /Failed to send transaction[\s\S]*nothing was signed/,
    )
  })
})
