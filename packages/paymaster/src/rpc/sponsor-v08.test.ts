import { type Hex, hexToBigInt, recoverMessageAddress, slice } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PaymasterService, startPaymaster } from '../server.js'
import { utcDay } from '../spending/spending-ledger.js'
import {
  CHAIN_ID,
  ENTRY_POINT_V08,
  OTHER_CONTRACT,
  PAYMASTER,
  PAYMASTER_V08,
  params,
  rpc,
  SIGNER,
  simple7702BatchCallData,
  TOKEN,
  testOptions,
  transferData,
  userOperation,
} from '../test-utils/fixtures.js'
import { verifyingPaymasterHash } from './paymaster-data.js'
import { RPC_ERROR_CODES } from './rpc-error.js'
import { requireGasFields, userOperationSchema } from './user-operation.js'

// EntryPoint v0.8, for EIP-7702 accounts (the user's EOA delegated to Simple7702Account): the
// service signs for the v0.8 paymaster contract only, takes the EOA's first operation (initCode
// marker 0x7702, its delegation carried by the bundler) and holds the same policy.
const RECIPIENT = '0x6666666666666666666666666666666666666666'
let service: PaymasterService

beforeAll(async () => {
  service = await startPaymaster(testOptions())
})

afterAll(async () => {
  await service?.close()
})

const freshSender = () => privateKeyToAccount(generatePrivateKey()).address
const twoTransfers = () =>
  simple7702BatchCallData([
    { to: TOKEN, data: transferData(RECIPIENT, 1n) },
    { to: TOKEN, data: transferData(RECIPIENT, 2n) },
  ])
/** A delegated EOA's first user operation: EntryPoint v0.8's 7702 marker, no init data. */
const firstUse = (sender: Hex) => ({
  ...userOperation(sender, twoTransfers()),
  factory: '0x7702',
  factoryData: '0x',
})

describe('EntryPoint v0.8 (EIP-7702 accounts)', () => {
  it("signs an EOA's first operation for the v0.8 paymaster, over the 0x7702 initCode", async () => {
    const operation = firstUse(freshSender())
    const { result, error } = await rpc(
      service.url,
      'pm_getPaymasterData',
      params(operation, ENTRY_POINT_V08),
    )
    expect(error).toBeUndefined()
    expect(result!.paymaster).toBe(PAYMASTER_V08)
    const data = result!.paymasterData as Hex
    const priced = requireGasFields(userOperationSchema.parse(operation))
    if (!('operation' in priced)) throw new Error('gas fields missing')
    expect(priced.operation.initCode).toBe('0x7702')
    const window = {
      validUntil: Number(hexToBigInt(slice(data, 0, 32))),
      validAfter: Number(hexToBigInt(slice(data, 32, 64))),
    }
    // Bound to the v0.8 contract: the same signature is worthless at the v0.7 one.
    const hash = verifyingPaymasterHash(priced.operation, CHAIN_ID, PAYMASTER_V08, window)
    const signer = await recoverMessageAddress({
      message: { raw: hash },
      signature: slice(data, 64),
    })
    expect(signer).toBe(SIGNER)
    const atV07 = verifyingPaymasterHash(priced.operation, CHAIN_ID, PAYMASTER, window)
    expect(atV07).not.toBe(hash)
  })

  const refusals: [string, () => unknown[], string][] = [
    [
      'the 0x7702 marker at EntryPoint v0.7 (no 7702 there)',
      () => params(firstUse(freshSender())),
      'factory-not-allowed',
    ],
    [
      'the 0x7702 marker with init data (code the policy has not seen)',
      () => params({ ...firstUse(freshSender()), factoryData: '0x1234' }, ENTRY_POINT_V08),
      'factory-not-allowed',
    ],
    [
      'a Simple7702Account batch whose second call leaves the policy',
      () =>
        params(
          {
            ...firstUse(freshSender()),
            callData: simple7702BatchCallData([
              { to: TOKEN, data: transferData(RECIPIENT) },
              { to: OTHER_CONTRACT, data: transferData(RECIPIENT) },
            ]),
          },
          ENTRY_POINT_V08,
        ),
      'target-not-allowed',
    ],
    [
      'a Simple7702Account batch sending native value',
      () =>
        params(
          {
            ...firstUse(freshSender()),
            callData: simple7702BatchCallData([
              { to: TOKEN, value: 1n, data: transferData(RECIPIENT) },
            ]),
          },
          ENTRY_POINT_V08,
        ),
      'value-not-sponsored',
    ],
  ]
  for (const [what, makeParams, reason] of refusals) {
    it(`refuses ${what}, charging nothing`, async () => {
      const request = makeParams()
      const sender = (request[0] as { sender: Hex }).sender
      const { result, error } = await rpc(service.url, 'pm_getPaymasterData', request)
      expect(result).toBeUndefined()
      expect(error).toMatchObject({ code: RPC_ERROR_CODES.policyRefused, data: { reason } })
      const spent = await service.ledger.spending('demo', sender, utcDay(new Date()))
      expect(spent.senderToday).toBe(0n)
    })
  }
})
