import { keccak256, recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import { createWalletShares, withSigner } from '../custody/wallet-keys.js'
import { handleRpc, type RpcContext, UNSUPPORTED_METHOD_MESSAGE } from './rpc-handler.js'
import { replaySafeTypedData } from './smart-account/replay-safe-hash.js'

function context(overrides: Partial<RpcContext> = {}) {
  const wallet = createWalletShares()
  const approve = vi.fn(async () => true)
  const withAccount = vi.fn(
    <T>(use: Parameters<RpcContext['withAccount']>[0]) =>
      withSigner(wallet.device, wallet.auth, wallet.address, use as never) as Promise<T>,
  )
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { method: string }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: `node:${body.method}` }))
  })
  const ctx: RpcContext = {
    chain: { id: 31337, name: 'Foyer Devnet' },
    rpcUrl: 'http://127.0.0.1:8545',
    address: wallet.address,
    hostOrigin: 'https://dapp.example',
    approve,
    withAccount: withAccount as RpcContext['withAccount'],
    fetchImpl: fetchImpl as unknown as typeof fetch,
    ...overrides,
  }
  return { ctx, wallet, approve, withAccount, fetchImpl }
}

describe('handleRpc', () => {
  it("refuses unknown methods with 'Requested RPC call is not allowed', without asking or signing", async () => {
    const { ctx, approve, withAccount, fetchImpl } = context()
    for (const method of [
      'eth_sign',
      'eth_signTransaction',
      'wallet_exportKey',
      'debug_traceCall',
    ]) {
      await expect(handleRpc(method, [], ctx)).rejects.toThrow(/^Requested RPC call is not allowed/)
    }
    expect(approve).not.toHaveBeenCalled()
    expect(withAccount).not.toHaveBeenCalled()
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it('answers accounts and chain id itself, and forwards safe reads to the RPC', async () => {
    const { ctx, wallet, fetchImpl } = context()
    expect(await handleRpc('eth_accounts', [], ctx)).toEqual([wallet.address])
    expect(await handleRpc('eth_chainId', [], ctx)).toBe('0x7a69')
    expect(await handleRpc('eth_getBalance', [wallet.address, 'latest'], ctx)).toBe(
      'node:eth_getBalance',
    )
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    expect(await handleRpc('eth_accounts', [], { ...ctx, address: undefined })).toEqual([])
  })

  it("passes the node's error message on", async () => {
    const fetchImpl = async () =>
      new Response(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32000, message: 'execution reverted' },
        }),
      )
    const { ctx } = context({ fetchImpl: fetchImpl as unknown as typeof fetch })
    await expect(handleRpc('eth_call', [{}], ctx)).rejects.toThrow('execution reverted')
  })

  it('signs personal_sign only after approval, showing the readable message', async () => {
    const { ctx, wallet, approve } = context()
    const signature = (await handleRpc(
      'personal_sign',
      ['0x68656c6c6f', wallet.address],
      ctx,
    )) as `0x${string}`
    expect(approve).toHaveBeenCalledWith({
      title: 'Sign this message',
      origin: 'https://dapp.example',
      chain: { id: 31337, name: 'Foyer Devnet' },
      details: ['hello'],
      warnings: [],
    })
    expect(await recoverMessageAddress({ message: { raw: '0x68656c6c6f' }, signature })).toBe(
      wallet.address,
    )
  })

  it("rejected → 'User rejected the request.', and the key is never rebuilt", async () => {
    const { ctx, wallet, withAccount } = context({ approve: async () => false })
    await expect(handleRpc('personal_sign', ['0x00', wallet.address], ctx)).rejects.toThrow(
      'User rejected the request.',
    )
    expect(withAccount).not.toHaveBeenCalled()
  })

  it('refuses to sign for another address or with bad params', async () => {
    const { ctx, approve } = context()
    await expect(
      handleRpc('personal_sign', ['0x00', '0x000000000000000000000000000000000000dEaD'], ctx),
    ).rejects.toThrow('No accounts found')
    await expect(handleRpc('personal_sign', 'nope', ctx)).rejects.toThrow(
      'Invalid method parameters.',
    )
    await expect(handleRpc('eth_sendTransaction', [{ to: 'x' }], ctx)).rejects.toThrow(
      'Invalid method parameters.',
    )
    expect(approve).not.toHaveBeenCalled()
  })

  it('signs eth_signTypedData_v4 (JSON string with EIP712Domain) that viem verifies', async () => {
    const { ctx, wallet } = context()
    const typed = {
      domain: { name: 'Foyer', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    }
    const signature = (await handleRpc(
      'eth_signTypedData_v4',
      [wallet.address, JSON.stringify(typed)],
      ctx,
    )) as `0x${string}`
    const { EIP712Domain: _, ...types } = typed.types
    expect(await recoverTypedDataAddress({ ...typed, types, primaryType: 'Mail', signature })).toBe(
      wallet.address,
    )
  })

  it("refuses typed data in the smart account's own domain, which would sign for the account", async () => {
    const { ctx, wallet, approve, withAccount } = context()
    // Signed by the owner EOA, this is the smart account's ERC-1271 signature of any hash.
    const forged = replaySafeTypedData(
      keccak256(toHex('a Permit2 permit for the smart account')),
      '0x000000000000000000000000000000000000dEaD',
      31337,
    )
    await expect(
      handleRpc('eth_signTypedData_v4', [wallet.address, JSON.stringify(forged)], ctx),
    ).rejects.toThrow('Invalid method parameters.')
    expect(approve).not.toHaveBeenCalled()
    expect(withAccount).not.toHaveBeenCalled()
  })

  it('answers approval methods this EOA wallet lacks as not supported, without asking', async () => {
    const { ctx, approve } = context()
    await expect(handleRpc('wallet_sendCalls', [{}], ctx)).rejects.toThrow(
      UNSUPPORTED_METHOD_MESSAGE,
    )
    await expect(handleRpc('solana_signMessage', [{}], ctx)).rejects.toThrow(
      UNSUPPORTED_METHOD_MESSAGE,
    )
    expect(approve).not.toHaveBeenCalled()
  })
})
