import { type Address, type Hex, hexToBigInt, recoverMessageAddress, slice } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymasterService, startPaymaster } from '../server.js'
import { utcDay } from '../spending/spending-ledger.js'
import {
  batchCallData,
  CHAIN_ID,
  executeCallData,
  FACTORY,
  OPERATION_MAX_COST,
  OTHER_CONTRACT,
  PAYMASTER,
  params,
  rpc,
  SIGNER,
  TOKEN,
  testOptions,
  transferData,
  userOperation,
} from '../test-utils/fixtures.js'
import { verifyingPaymasterHash } from './paymaster-data.js'
import { RPC_ERROR_CODES } from './rpc-error.js'
import { requireGasFields, userOperationSchema } from './user-operation.js'

// The ERC-7677 endpoint over HTTP on embedded PGlite: what it signs, what it refuses, and that a
// refusal charges nothing. One service for most tests (each with its own sender); the cap tests
// start their own.
const RECIPIENT = '0x6666666666666666666666666666666666666666'
const started: PaymasterService[] = []
let shared: PaymasterService
const today = () => utcDay(new Date())
const freshSender = () => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  shared = await startPaymaster(testOptions())
})

afterAll(async () => {
  await Promise.all([shared, ...started].map((service) => service?.close()))
})

async function start(overrides: Parameters<typeof testOptions>[0] = {}, now?: () => Date) {
  const service = await startPaymaster(testOptions(overrides), now ? { now } : {})
  started.push(service)
  return service
}

const twoTransfers = () =>
  batchCallData([
    { to: TOKEN, data: transferData(RECIPIENT, 1n) },
    { to: TOKEN, data: transferData(RECIPIENT, 2n) },
  ])

describe('pm_getPaymasterStubData', () => {
  it('answers a covered batch with the paymaster and a stub, charging nothing', async () => {
    const { url, ledger } = shared
    const SENDER = freshSender()
    const before = await ledger.spending('demo', SENDER, today())
    const { result } = await rpc(
      url,
      'pm_getPaymasterStubData',
      params(userOperation(SENDER, twoTransfers())),
    )
    expect(result).toMatchObject({
      paymaster: PAYMASTER,
      paymasterVerificationGasLimit: '0xea60',
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Demo' },
      isFinal: false,
    })
    expect((result!.paymasterData as string).length).toBe(2 + 64 * 2 + 65 * 2)
    expect(await ledger.spending('demo', SENDER, today())).toEqual(before)
  })
})

describe('pm_getPaymasterData', () => {
  it('signs what the VerifyingPaymaster checks and reserves the maximum cost', async () => {
    const { url, ledger } = shared
    const SENDER = freshSender()
    const before = await ledger.spending('demo', SENDER, today())
    const operation = userOperation(SENDER, twoTransfers())
    const { result, error } = await rpc(url, 'pm_getPaymasterData', params(operation))
    expect(error).toBeUndefined()
    expect(result!.paymaster).toBe(PAYMASTER)
    const data = result!.paymasterData as Hex
    const validUntil = Number(hexToBigInt(slice(data, 0, 32)))
    const validAfter = Number(hexToBigInt(slice(data, 32, 64)))
    expect(validUntil).toBeGreaterThan(Date.now() / 1000 + 500)
    expect(validAfter).toBe(0)
    const priced = requireGasFields(userOperationSchema.parse(operation))
    if (!('operation' in priced)) throw new Error('gas fields missing')
    const hash = verifyingPaymasterHash(priced.operation, CHAIN_ID, PAYMASTER, {
      validUntil,
      validAfter,
    })
    const signer = await recoverMessageAddress({
      message: { raw: hash },
      signature: slice(data, 64),
    })
    expect(signer).toBe(SIGNER)
    expect(await ledger.spending('demo', SENDER, today())).toEqual({
      senderToday: OPERATION_MAX_COST,
      projectTotal: before.projectTotal + OPERATION_MAX_COST,
    })
  })

  it('asks for the estimated gas fields rather than signing a partial operation', async () => {
    const { url, ledger } = shared
    const SENDER = freshSender()
    const { callGasLimit: _dropped, ...operation } = userOperation(SENDER, twoTransfers())
    const { error } = await rpc(url, 'pm_getPaymasterData', params(operation))
    expect(error?.code).toBe(RPC_ERROR_CODES.invalidParams)
    expect(JSON.stringify(error)).toContain('callGasLimit')
    expect((await ledger.spending('demo', SENDER, today())).senderToday).toBe(0n)
  })
})

describe('outside the policy: a clear error, no signature, nothing charged', () => {
  const SENDER: Address = '0x5555555555555555555555555555555555555555'
  const cases: [string, () => unknown[], string][] = [
    [
      'a call to a contract outside the policy',
      () =>
        params(userOperation(SENDER, executeCallData(OTHER_CONTRACT, 0n, transferData(RECIPIENT)))),
      'target-not-allowed',
    ],
    [
      'a batch whose second call goes outside the policy',
      () =>
        params(
          userOperation(
            SENDER,
            batchCallData([
              { to: TOKEN, data: transferData(RECIPIENT) },
              { to: OTHER_CONTRACT, data: transferData(RECIPIENT) },
            ]),
          ),
        ),
      'target-not-allowed',
    ],
    [
      'another function of an allowed contract (approve)',
      () =>
        params(
          userOperation(SENDER, executeCallData(TOKEN, 0n, `0x095ea7b3${'00'.repeat(64)}` as Hex)),
        ),
      'selector-not-allowed',
    ],
    [
      'an allowed call that also sends native value',
      () => params(userOperation(SENDER, executeCallData(TOKEN, 1n, transferData(RECIPIENT)))),
      'value-not-sponsored',
    ],
    [
      'callData that is not execute / executeBatch',
      () => params(userOperation(SENDER, transferData(RECIPIENT))),
      'not-an-account-call',
    ],
    [
      'deploying the account with a factory outside the policy',
      () =>
        params({
          ...userOperation(SENDER, twoTransfers()),
          factory: OTHER_CONTRACT,
          factoryData: '0x',
        }),
      'factory-not-allowed',
    ],
    [
      'another chain',
      () => [userOperation(SENDER, twoTransfers()), params({})[1], '0x1', null],
      'chain-not-sponsored',
    ],
    [
      'another EntryPoint',
      () => [userOperation(SENDER, twoTransfers()), OTHER_CONTRACT, params({})[2], null],
      'entry-point-not-supported',
    ],
  ]
  for (const [what, makeParams, reason] of cases) {
    it(`refuses ${what}`, async () => {
      const { url, ledger } = shared
      const before = await ledger.spending('demo', SENDER, today())
      for (const method of ['pm_getPaymasterStubData', 'pm_getPaymasterData']) {
        const { result, error } = await rpc(url, method, makeParams())
        expect(result).toBeUndefined()
        expect(error).toMatchObject({ code: RPC_ERROR_CODES.policyRefused, data: { reason } })
      }
      expect(await ledger.spending('demo', SENDER, today())).toEqual({
        senderToday: 0n,
        projectTotal: before.projectTotal,
      })
    })
  }

  it('sponsors deploying the account with an allowed factory', async () => {
    const { url } = shared
    const SENDER = freshSender()
    const operation = {
      ...userOperation(SENDER, twoTransfers()),
      factory: FACTORY,
      factoryData: '0x1234',
    }
    const { result } = await rpc(url, 'pm_getPaymasterData', params(operation))
    expect(result?.paymaster).toBe(PAYMASTER)
  })

  it('refuses an unknown project', async () => {
    const { url } = shared
    const SENDER = freshSender()
    const { error } = await rpc(
      url,
      'pm_getPaymasterData',
      params(userOperation(SENDER, twoTransfers())),
      'other',
    )
    expect(error).toMatchObject({ data: { reason: 'unknown-project' } })
  })
})

describe('caps', () => {
  const SENDER: Address = '0x5555555555555555555555555555555555555555'
  it("holds the sender's daily cap, counts a repeated nonce once, and opens again the next day", async () => {
    let now = new Date('2026-11-28T12:00:00Z')
    const { url, ledger } = await start(
      {
        projects: [
          {
            ...testOptions().projects[0]!,
            dailyCapPerSender: (2n * OPERATION_MAX_COST).toString(),
          },
        ],
      },
      () => now,
    )
    const ask = (nonce: bigint, sender: Address = SENDER) =>
      rpc(url, 'pm_getPaymasterData', params(userOperation(sender, twoTransfers(), nonce)))
    expect((await ask(0n)).result).toBeDefined()
    expect((await ask(1n)).result).toBeDefined()
    // Asking again for nonce 1 replaces its reservation (only one operation per nonce lands).
    expect((await ask(1n)).result).toBeDefined()
    const refused = await ask(2n)
    expect(refused.result).toBeUndefined()
    expect(refused.error).toMatchObject({
      code: RPC_ERROR_CODES.capReached,
      data: { reason: 'daily-cap-reached' },
    })
    expect(await ledger.spending('demo', SENDER, '2026-11-28')).toEqual({
      senderToday: 2n * OPERATION_MAX_COST,
      projectTotal: 2n * OPERATION_MAX_COST,
    })
    // Another sender has its own cap.
    expect((await ask(0n, RECIPIENT)).result).toBeDefined()
    now = new Date('2026-11-29T00:00:01Z')
    expect((await ask(2n)).result).toBeDefined()
  })

  it("refuses once the project's total budget is spent", async () => {
    const { url, ledger } = await start({
      projects: [
        { ...testOptions().projects[0]!, totalBudget: (OPERATION_MAX_COST + 1n).toString() },
      ],
    })
    expect(
      (await rpc(url, 'pm_getPaymasterData', params(userOperation(SENDER, twoTransfers())))).result,
    ).toBeDefined()
    const second = await rpc(
      url,
      'pm_getPaymasterData',
      params(userOperation(RECIPIENT, twoTransfers())),
    )
    expect(second.error).toMatchObject({ data: { reason: 'budget-exhausted' } })
    expect((await ledger.spending('demo', RECIPIENT, today())).senderToday).toBe(0n)
  })
})

describe('bad input', () => {
  it('answers a body that is not JSON, a bad envelope and an unknown method as JSON-RPC errors', async () => {
    const { url } = shared
    const post = (body: string) =>
      fetch(`${url}/rpc/demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    expect(await post('{not json')).toMatchObject({
      status: 200,
      body: { error: { code: RPC_ERROR_CODES.parseError } },
    })
    expect(await post('{"id":1}')).toMatchObject({
      body: { error: { code: RPC_ERROR_CODES.invalidRequest } },
    })
    expect(
      await post(
        JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_sendTransaction', params: [] }),
      ),
    ).toMatchObject({ body: { id: 7, error: { code: RPC_ERROR_CODES.methodNotFound } } })
    const { error } = await rpc(url, 'pm_getPaymasterData', [{ sender: 'bob' }])
    expect(error?.code).toBe(RPC_ERROR_CODES.invalidParams)
  })
})
