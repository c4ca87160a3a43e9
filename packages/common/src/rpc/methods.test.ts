import { describe, expect, it } from 'vitest'
import { en } from '../messages/en.js'
import {
  assertRpcMethodAllowed,
  RPC_METHODS_NEEDING_APPROVAL,
  rpcMethodPolicy,
  SAFE_RPC_METHODS,
} from './methods.js'

describe('RPC method lists (SPEC §6)', () => {
  it.each(['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_getLogs'])(
    '%s runs freely',
    (method) => {
      expect(rpcMethodPolicy(method)).toBe('safe')
    },
  )

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'eth_sendUserOperation',
  ])('%s needs approval', (method) => {
    expect(rpcMethodPolicy(method)).toBe('approval')
  })

  it("refuses unknown methods with 'Requested RPC call is not allowed'", () => {
    for (const method of ['eth_sign', 'debug_traceTransaction', 'toString', '__proto__', '']) {
      expect(rpcMethodPolicy(method)).toBe('refused')
      expect(() => assertRpcMethodAllowed(method)).toThrow(
        expect.objectContaining({
          code: 'RPC_METHOD_NOT_ALLOWED',
          shortMessage: 'Requested RPC call is not allowed',
        }),
      )
    }
    expect(() => assertRpcMethodAllowed('eth_call')).not.toThrow()
    expect(en.ui.ACTION_NOT_ALLOWED).toBe('Action not allowed')
  })

  it('keeps the lists apart', () => {
    const safe = new Set<string>(SAFE_RPC_METHODS)
    for (const method of RPC_METHODS_NEEDING_APPROVAL) expect(safe.has(method)).toBe(false)
  })
})
