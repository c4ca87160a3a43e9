import {
  decodeCall,
  type RequestReader,
  SMART_ACCOUNT_EXECUTE_ABI,
  smartAccountCalls,
} from '@foyer/common/decode'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { frameMessages } from '../../ui/messages.js'
import { checkPersonalSign, checkTypedDataSign } from '../signing-requests.js'
import { describeCalls, frameLines } from './frame-lines.js'

const OWNER = '0x1111111111111111111111111111111111111111' as Address
const TOKEN = '0x2222222222222222222222222222222222222222' as Address
const ROUTER = '0x3333333333333333333333333333333333333333' as Address
const PERSON = '0x4444444444444444444444444444444444444444' as Address
const CHAIN = { id: 31337, name: 'Foyer Devnet' }

/** A chain where TOKEN and ROUTER are contracts (FDT, 18 decimals) and OWNER holds 1 ETH. */
const reader: RequestReader = {
  getCode: async (address) => (address === TOKEN || address === ROUTER ? '0x6001' : '0x'),
  getBalance: async () => parseEther('1'),
  tokenInfo: async (address) => (address === TOKEN ? { symbol: 'FDT', decimals: 18 } : undefined),
}

const approve = (spender: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] })

describe('calls decoded for the approval', () => {
  it('an ERC-20 approve for the maximum shows token, spender and "unlimited", and warns', async () => {
    const { details, warnings } = await describeCalls(
      [{ to: TOKEN, value: 0n, data: approve(ROUTER, maxUint256) }],
      reader,
      { from: OWNER },
    )
    expect(details).toEqual([
      `From: ${OWNER}`,
      `To: ${TOKEN}`,
      'Value: 0 ETH',
      'Call: ERC-20 approve',
      `spender: ${ROUTER}`,
      'amount: unlimited FDT',
    ])
    expect(warnings).toEqual([frameMessages.WARN_UNLIMITED_APPROVAL.replace('{spender}', ROUTER)])
  })

  it('a transfer shows the amount in the token units; a spender that is no contract is named', async () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [PERSON, parseUnits('2.5', 18)],
    })
    const sent = await describeCalls([{ to: TOKEN, value: 0n, data: transfer }], reader)
    expect(sent.details).toContain('amount: 2.5 FDT')
    const toPerson = await describeCalls(
      [{ to: TOKEN, value: 0n, data: approve(PERSON, 10n) }],
      reader,
    )
    expect(toPerson.warnings).toEqual([
      frameMessages.WARN_SPENDER_NOT_CONTRACT.replace('{spender}', PERSON),
    ])
  })

  it('warns for setApprovalForAll, a token call to an address without code, a value above the balance', async () => {
    const forAll = encodeFunctionData({
      abi: parseAbi(['function setApprovalForAll(address operator, bool approved)']),
      args: [ROUTER, true],
    })
    const all = await describeCalls([{ to: TOKEN, value: 0n, data: forAll }], reader)
    expect(all.warnings).toEqual([
      frameMessages.WARN_APPROVAL_FOR_ALL.replace('{operator}', ROUTER),
    ])
    const nowhere = await describeCalls(
      [{ to: PERSON, value: 0n, data: approve(ROUTER, 1n) }],
      reader,
    )
    expect(nowhere.warnings).toContain(
      frameMessages.WARN_TOKEN_NO_CODE.replace('{address}', PERSON),
    )
    const tooMuch = await describeCalls(
      [{ to: PERSON, value: parseEther('2'), data: '0x' }],
      reader,
      {
        from: OWNER,
      },
    )
    expect(tooMuch.details).toContain('Value: 2 ETH')
    expect(tooMuch.warnings).toEqual([
      frameMessages.WARN_VALUE_ABOVE_BALANCE.replace('{symbol}', 'ETH').replace(
        '{balance}',
        '1 ETH',
      ),
    ])
  })

  it('unknown calldata shows as an unknown contract call with its selector and length', () => {
    const { lines, facts } = decodeCall(
      {
        to: ROUTER,
        value: 0n,
        data: '0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001',
      },
      'ETH',
    )
    expect(frameLines(lines)).toContain('Unknown contract call: selector 0xdeadbeef, 36 bytes')
    expect(facts.call).toBeUndefined()
  })

  it('decodes a Uniswap v2 swap with its path and recipient', () => {
    const swap = encodeFunctionData({
      abi: parseAbi([
        'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable',
      ]),
      args: [5n, [ROUTER, TOKEN], OWNER, 99n],
    })
    const { lines } = decodeCall({ to: ROUTER, value: parseEther('0.1'), data: swap }, 'ETH')
    expect(frameLines(lines)).toEqual([
      `To: ${ROUTER}`,
      'Value: 0.1 ETH',
      'Call: Uniswap v2 router swapExactETHForTokens',
      'amountOutMin: 5',
      `path[0]: ${ROUTER}`,
      `path[1]: ${TOKEN}`,
      `to: ${OWNER}`,
      'deadline: 99',
    ])
  })

  it('batches decode call by call (wallet_sendCalls and a user operation executeBatch)', async () => {
    const calls = [
      { to: PERSON, value: parseEther('0.25'), data: '0x' as Hex },
      { to: TOKEN, value: 0n, data: approve(ROUTER, 7n) },
    ]
    const { details } = await describeCalls(calls, reader)
    expect(details).toEqual([
      'Call 1 of 2',
      `To: ${PERSON}`,
      'Value: 0.25 ETH',
      'Call 2 of 2',
      `To: ${TOKEN}`,
      'Value: 0 ETH',
      'Call: ERC-20 approve',
      `spender: ${ROUTER}`,
      'amount: 0.000000000000000007 FDT',
    ])
    const callData = encodeFunctionData({
      abi: SMART_ACCOUNT_EXECUTE_ABI,
      functionName: 'executeBatch',
      args: [calls.map((c) => c.to), calls.map((c) => c.value), calls.map((c) => c.data)],
    })
    expect(smartAccountCalls(callData)).toEqual(calls)
  })
})

const permitTypes = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  Permit: [
    { name: 'note', type: 'string' },
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
}
const permit = (chainId: number, message: Record<string, unknown> = {}) => ({
  domain: { name: 'Foyer Token', chainId, verifyingContract: TOKEN },
  types: permitTypes,
  primaryType: 'Permit',
  message: {
    note: 'x'.repeat(3000),
    owner: OWNER,
    spender: ROUTER,
    value: maxUint256.toString(),
    nonce: 0,
    deadline: 1,
    ...message,
  },
})

describe('typed data decoded for the approval', () => {
  it('a 3 KB padded message still shows spender and value up front, and all of it below', () => {
    const { details, facts } = checkTypedDataSign([OWNER, permit(31337)], OWNER, CHAIN)
    const head = details.slice(0, 10)
    expect(head).toContain(`Permit.spender: ${ROUTER}`)
    expect(head).toContain(`Permit.value: ${maxUint256} (unlimited)`)
    expect(details).toContain(`domain.verifyingContract: ${TOKEN}`)
    expect(details).toContain('x'.repeat(3000))
    expect(facts).toEqual({ spender: ROUTER, unlimitedApproval: true })
  })

  it('typed data for another chain, or for none, is refused', () => {
    expect(() => checkTypedDataSign([OWNER, permit(1)], OWNER, CHAIN)).toThrow(
      /Invalid chain ID[\s\S]*chain 1, but the wallet is on Foyer Devnet \(chain 31337\)/,
    )
    const noChain = permit(31337)
    delete (noChain.domain as { chainId?: number }).chainId
    expect(() => checkTypedDataSign([OWNER, noChain], OWNER, CHAIN)).toThrow(/Invalid chain ID/)
  })

  it('a field not declared in types (shown but not signed) is refused', () => {
    expect(() =>
      checkTypedDataSign([OWNER, permit(31337, { recipient: PERSON })], OWNER, CHAIN),
    ).toThrow(/Not declared in types.Permit: Permit.recipient/)
  })
})

describe('personal_sign', () => {
  it('warns that exactly 32 bytes look like a transaction hash', () => {
    const hash = `0x${'ab'.repeat(32)}` as Hex
    expect(checkPersonalSign([hash, OWNER], OWNER).warnings).toEqual([frameMessages.WARN_HASH_SIGN])
    expect(checkPersonalSign(['0x68656c6c6f', OWNER], OWNER).warnings).toEqual([])
  })
})
