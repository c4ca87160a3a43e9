import { toFunctionSelector, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { grantedPairs, parsePermissionRequest } from './permission-request.js'

const NOW = 1_800_000_000
const TOKEN = '0x00000000000000000000000000000000000000aa'
const GAME = '0x00000000000000000000000000000000000000bb'
const allowance = (value: string) => [{ type: 'token-allowance', data: { allowance: value } }]

const request = (overrides: Record<string, unknown> = {}) => [
  {
    expiry: NOW + 3600,
    permissions: [
      { type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: allowance('0x10') },
      { type: 'erc20-token-transfer', data: { address: TOKEN }, policies: allowance('500') },
      { type: 'contract-call', data: { address: GAME, calls: ['play(uint256)', '0xdeadbeef'] } },
    ],
    ...overrides,
  },
]

describe('parsePermissionRequest', () => {
  it('turns what the account enforces into its grant', () => {
    const { policy } = parsePermissionRequest(request(), NOW)
    expect(policy).toEqual({
      validUntil: NOW + 3600,
      nativeLimit: 16n,
      nativeTransfers: true,
      token: { address: TOKEN, limit: 500n },
      calls: [{ address: GAME, functions: ['play(uint256)', '0xdeadbeef'] }],
    })
    expect(grantedPairs(policy)).toEqual({
      targets: [zeroAddress, TOKEN, GAME, GAME],
      selectors: [
        '0x00000000',
        toFunctionSelector('transfer(address,uint256)'),
        toFunctionSelector('play(uint256)'),
        '0xdeadbeef',
      ],
    })
  })

  it.each([
    [
      'a dapp-held signer',
      { signer: { type: 'account', data: { id: GAME } } },
      /signer type "account"/,
    ],
    ['an expiry in the past', { expiry: NOW - 1 }, /expiry is in the past/],
    ['an expiry beyond 30 days', { expiry: NOW + 31 * 24 * 3600 }, /more than 30 days/],
    [
      'a rate limit',
      {
        permissions: [
          {
            type: 'native-token-transfer',
            data: {},
            policies: [{ type: 'rate-limit', data: { count: 1, interval: 1 } }],
          },
        ],
      },
      /"rate-limit" cannot be enforced/,
    ],
    [
      'a transfer without allowance',
      { permissions: [{ type: 'native-token-transfer', data: {} }] },
      /needs a token-allowance/,
    ],
    [
      'a second token',
      {
        permissions: [
          { type: 'erc20-token-transfer', data: { address: TOKEN }, policies: allowance('1') },
          { type: 'erc20-token-transfer', data: { address: GAME }, policies: allowance('1') },
        ],
      },
      /one ERC-20 token/,
    ],
    [
      'a contract call on the limited token',
      {
        permissions: [
          { type: 'erc20-token-transfer', data: { address: TOKEN }, policies: allowance('1') },
          { type: 'contract-call', data: { address: TOKEN, calls: ['approve(address,uint256)'] } },
        ],
      },
      /bypass its allowance/,
    ],
    [
      'an unknown permission',
      { permissions: [{ type: 'erc721-token-transfer', data: {} }] },
      /"erc721-token-transfer" is not supported/,
    ],
    [
      'a call that is no signature',
      { permissions: [{ type: 'contract-call', data: { address: GAME, calls: ['drain'] } }] },
      /not a function signature/,
    ],
  ])('refuses %s, with the reason', (_, overrides, reason) => {
    expect(() => parsePermissionRequest(request(overrides), NOW)).toThrow(reason)
  })

  it('refuses params that are not one request', () => {
    expect(() => parsePermissionRequest([], NOW)).toThrow(/one permission request/)
    expect(() => parsePermissionRequest([{ expiry: 'soon' }], NOW)).toThrow(/expected/)
  })
})
