import { describe, expect, it } from 'vitest'
import { emailSchema, isSocialProvider, isValidEmail, otpSchema, SOCIAL_PROVIDERS } from './auth.js'
import { hasInsufficientGas } from './gas.js'
import { allNetworksInEip155, supportsIdentityLookup } from './networks.js'
import { parseSendCalls, sendCallsParamsSchema } from './send-calls.js'
import { assertValidSendInput, isValidSendInput } from './send-input.js'

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7'
const TOKEN = '0x1111111111111111111111111111111111111111'
const SOL = 'CKg5d12Jhpej1JqtmxLJgaFqqeYjxgPqToJ4LBdvG9Ev'

describe('email, OTP and social provider (SPEC §5)', () => {
  it('checks emails', () => {
    expect(isValidEmail('alice@example.com')).toBe(true)
    for (const bad of ['alice', 'alice@', '@example.com', 'a b@example.com', 42]) {
      expect(isValidEmail(bad)).toBe(false)
    }
    expect(emailSchema.safeParse('x').error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    )
  })

  it('takes the OTP as a string', () => {
    expect(otpSchema.safeParse('012345').success).toBe(true)
    expect(otpSchema.safeParse(12345).success).toBe(false)
  })

  it('knows google, github, apple, facebook, x and discord', () => {
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(isSocialProvider('x')).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })
})

describe('wallet_sendCalls entries (SPEC §5)', () => {
  it('needs a to starting with 0x, and any data starting with 0x', () => {
    expect(
      parseSendCalls([{ to: EVM }, { to: EVM, data: '0xa9059cbb', value: '0x1' }]),
    ).toHaveLength(2)
    for (const calls of [[{ to: 'abc' }], [{ to: EVM, data: 'a9059cbb' }], [{}], 'nope']) {
      expect(() => parseSendCalls(calls)).toThrow(
        expect.objectContaining({ code: 'INVALID_SEND_CALLS' }),
      )
    }
  })

  it('needs at least one call in the params', () => {
    expect(sendCallsParamsSchema.safeParse({ version: '1.0', calls: [{ to: EVM }] }).success).toBe(
      true,
    )
    expect(sendCallsParamsSchema.safeParse({ calls: [] }).success).toBe(false)
  })
})

describe('send input (SPEC §5)', () => {
  const native = {
    namespace: 'eip155',
    amount: '0.5',
    receiverAddress: EVM,
    gasPrice: 1n,
    decimals: 18,
  } as const

  it('native EVM send needs receiver, amount, gas price and decimals', () => {
    expect(isValidSendInput(native)).toBe(true)
    expect(isValidSendInput({ ...native, gasPrice: 0n })).toBe(true)
    expect(isValidSendInput({ ...native, receiverAddress: undefined })).toBe(false)
    expect(isValidSendInput({ ...native, amount: undefined })).toBe(false)
    expect(isValidSendInput({ ...native, gasPrice: undefined })).toBe(false)
    expect(isValidSendInput({ ...native, decimals: undefined })).toBe(false)
  })

  it('token send needs token address, amount and receiver', () => {
    const token = {
      namespace: 'eip155',
      amount: '10',
      receiverAddress: EVM,
      tokenAddress: TOKEN,
    } as const
    expect(isValidSendInput(token)).toBe(true)
    expect(isValidSendInput({ ...token, tokenAddress: 'usdc' })).toBe(false)
    expect(isValidSendInput({ ...token, amount: '' })).toBe(false)
  })

  it('Solana send needs amount and receiver', () => {
    expect(isValidSendInput({ namespace: 'solana', amount: '1', receiverAddress: SOL })).toBe(true)
    expect(isValidSendInput({ namespace: 'solana', amount: '1', receiverAddress: EVM })).toBe(false)
    expect(isValidSendInput({ namespace: 'solana', receiverAddress: SOL })).toBe(false)
  })

  it('needs a positive decimal amount that fits the decimals', () => {
    for (const amount of ['0', '0.000', '-1', '1e3', 'abc', '1.', '.5', ' 1']) {
      expect(isValidSendInput({ ...native, amount })).toBe(false)
    }
    expect(isValidSendInput({ ...native, amount: '0.0000001', decimals: 6 })).toBe(false)
    expect(isValidSendInput({ ...native, amount: '0.000001', decimals: 6 })).toBe(true)
  })

  it("throws 'Please enter a valid amount and receiver address'", () => {
    expect(() => assertValidSendInput({ ...native, receiverAddress: '' })).toThrow(
      expect.objectContaining({
        code: 'INVALID_SEND_INPUT',
        shortMessage: 'Please enter a valid amount and receiver address',
      }),
    )
    expect(() => assertValidSendInput(native)).not.toThrow()
  })
})

describe('insufficient gas (SPEC §5)', () => {
  it('is true when the native balance is zero or the gas cost is above it', () => {
    expect(hasInsufficientGas({ nativeBalance: 0n, gasCost: 0n })).toBe(true)
    expect(hasInsufficientGas({ nativeBalance: 10n, gasCost: 11n })).toBe(true)
    expect(hasInsufficientGas({ nativeBalance: 10n, gasCost: 10n })).toBe(false)
    expect(hasInsufficientGas({ nativeBalance: 10n, gasCost: 1n, accountType: 'eoa' })).toBe(false)
  })

  it('is skipped for smart accounts', () => {
    expect(
      hasInsufficientGas({ nativeBalance: 0n, gasCost: 5n, accountType: 'smartAccount' }),
    ).toBe(false)
  })
})

describe('network rules (SPEC §5)', () => {
  it('looks identities up only on EVM mainnets', () => {
    expect(supportsIdentityLookup({ chainNamespace: 'eip155', testnet: false })).toBe(true)
    expect(supportsIdentityLookup({ chainNamespace: 'eip155', testnet: true })).toBe(false)
    expect(supportsIdentityLookup({ chainNamespace: 'solana', testnet: false })).toBe(false)
  })

  it('signs in through a universal provider only when all networks are eip155', () => {
    expect(allNetworksInEip155(['eip155:1', 'eip155:10'])).toBe(true)
    expect(allNetworksInEip155(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toBe(false)
    expect(allNetworksInEip155([])).toBe(false)
  })
})
