import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FoyerError, isFoyerError } from './FoyerError.js'
import { errorFromProvider } from './from-provider.js'
import { RPC_ERROR_CODE } from './provider-codes.js'

describe('errorFromProvider: provider and JSON-RPC codes (SPEC §8)', () => {
  it.each([
    [4001, 'USER_REJECTED'],
    [4100, 'UNAUTHORIZED'],
    [4200, 'UNSUPPORTED_METHOD'],
    [4900, 'PROVIDER_DISCONNECTED'],
    [4901, 'CHAIN_DISCONNECTED'],
    [4902, 'UNRECOGNIZED_CHAIN'],
    [5000, 'USER_REJECTED'],
    [32603, 'INVALID_CHAIN_ID'],
    [-32700, 'PARSE_ERROR'],
    [-32600, 'INVALID_REQUEST'],
    [-32601, 'METHOD_NOT_FOUND'],
    [-32602, 'INVALID_PARAMS'],
    [-32603, 'INTERNAL_ERROR'],
    [-32000, 'INVALID_INPUT'],
    [-32001, 'RESOURCE_NOT_FOUND'],
    [-32002, 'RESOURCE_UNAVAILABLE'],
    [-32003, 'TRANSACTION_REJECTED'],
    [-32004, 'METHOD_NOT_SUPPORTED'],
    [-32005, 'LIMIT_EXCEEDED'],
    [-32006, 'JSON_RPC_VERSION_NOT_SUPPORTED'],
  ] as const)('code %i → %s', (code, expected) => {
    const original = { code, message: 'wallet said no' }
    const error = errorFromProvider(original)
    expect(error.code).toBe(expected)
    expect(error.cause).toBe(original)
    expect(error.details).toBe('wallet said no')
  })

  it('names the codes', () => {
    expect(RPC_ERROR_CODE.USER_REJECTED).toBe(4001)
    expect(RPC_ERROR_CODE.UNRECOGNIZED_CHAIN).toBe(4902)
    expect(RPC_ERROR_CODE.WALLETCONNECT_REJECTED).toBe(5000)
    expect(RPC_ERROR_CODE.INVALID_CHAIN_ID).toBe(32603)
  })

  it('reads numeric strings and ACTION_REJECTED', () => {
    expect(errorFromProvider({ code: '4902' }).code).toBe('UNRECOGNIZED_CHAIN')
    expect(errorFromProvider({ code: 'ACTION_REJECTED' }).code).toBe('USER_REJECTED')
  })

  it('reads nested cause and data.originalError', () => {
    const viemLike = new Error('Request failed', {
      cause: { code: 4902, message: 'Unknown chain' },
    })
    expect(errorFromProvider(viemLike).code).toBe('UNRECOGNIZED_CHAIN')
    const metamaskLike = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { originalError: { code: 4001 } },
    }
    expect(errorFromProvider(metamaskLike).code).toBe('USER_REJECTED')
  })
})

describe('errorFromProvider: node errors by message (SPEC §8)', () => {
  it.each([
    ['execution reverted: ERC20: transfer amount exceeds balance', 'EXECUTION_REVERTED'],
    ['max fee per gas higher than 2^256-1', 'FEE_CAP_TOO_HIGH'],
    ['max fee per gas less than block base fee: address 0x…', 'FEE_CAP_TOO_LOW'],
    ['nonce too high', 'NONCE_TOO_HIGH'],
    ['nonce too low: next nonce 5, tx nonce 4', 'NONCE_TOO_LOW'],
    ['nonce has max value', 'NONCE_MAX_VALUE'],
    ['insufficient funds for gas * price + value', 'INSUFFICIENT_FUNDS'],
    ['intrinsic gas too high', 'INTRINSIC_GAS_TOO_HIGH'],
    ['intrinsic gas too low', 'INTRINSIC_GAS_TOO_LOW'],
    ['transaction type not supported', 'TRANSACTION_TYPE_NOT_SUPPORTED'],
    ['MetaMask Tx Signature: User denied transaction signature.', 'USER_REJECTED'],
  ] as const)('%j → %s', (message, expected) => {
    expect(errorFromProvider(new Error(message)).code).toBe(expected)
  })

  it('prefers a node message over a generic -32000 / -32603 code', () => {
    expect(errorFromProvider({ code: -32000, message: 'nonce too low' }).code).toBe('NONCE_TOO_LOW')
    const nested = {
      code: -32603,
      message: 'Internal JSON-RPC error.',
      data: { code: 3, message: 'execution reverted' },
    }
    expect(errorFromProvider(nested).code).toBe('EXECUTION_REVERTED')
  })

  it('falls back to the generic code, then to UNKNOWN_ERROR', () => {
    expect(errorFromProvider({ code: -32603, message: 'boom' }).code).toBe('INTERNAL_ERROR')
    expect(errorFromProvider(new Error('boom')).code).toBe('UNKNOWN_ERROR')
    expect(errorFromProvider('boom').details).toBe('boom')
  })
})

describe('errorFromProvider: robustness', () => {
  it('returns a FoyerError unchanged', () => {
    const error = new FoyerError('SIGNATURE_DECLINED')
    expect(errorFromProvider(error)).toBe(error)
  })

  it('survives cycles and throwing getters', () => {
    const cyclic: { message: string; cause?: unknown } = { message: 'loop' }
    cyclic.cause = cyclic
    expect(errorFromProvider(cyclic).code).toBe('UNKNOWN_ERROR')
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('trap')
        },
      },
    )
    expect(errorFromProvider(hostile).code).toBe('UNKNOWN_ERROR')
  })

  it('never throws and always returns a FoyerError', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true }), (value) => {
        expect(isFoyerError(errorFromProvider(value))).toBe(true)
      }),
    )
  })
})
