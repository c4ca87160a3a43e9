import { describe, expect, it } from 'vitest'
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPES, FALLBACK_ACCOUNT_TYPE } from './accounts.js'
import { AUTH_EVENT_TIMEOUT_MS, EMAIL_LOGIN_COOLDOWN_MS, emailCooldownSecondsLeft } from './auth.js'
import {
  BALANCE_DISPLAY_DECIMALS,
  MONEY_DISPLAY_DECIMALS,
  TOKEN_BALANCE_RETRY_MS,
} from './balances.js'
import {
  ENS_NAME_CACHE_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PORTFOLIO_BALANCE_CACHE_TTL_MS,
} from './cache.js'
import {
  CONNECT_RETRY_DELAY_MS,
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
} from './connection.js'
import {
  DEFAULT_CONNECT_METHOD_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIAL_LOGINS,
  OPTIONAL_FEATURE_MODULES,
} from './features.js'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_BYTES } from './logging.js'
import {
  ACTIVITY_SUPPORTED_NAMESPACES,
  BALANCE_SUPPORTED_NAMESPACES,
  BITCOIN_NATIVE_DECIMALS,
  DEFAULT_CAIP_NETWORK_ID,
  SOLANA_NATIVE_DECIMALS,
} from './networks.js'
import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  RPC_BATCH_LIMIT,
  RPC_DEDUPE_CACHE_SIZE,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  rpcRetryDelayMs,
} from './rpc.js'
import { DEFAULT_SDK_VERSION } from './sdk.js'
import { DEFAULT_SLIPPAGE, ONRAMP_FEE_MAX_PERCENT, ONRAMP_FEE_MIN_PERCENT } from './swap.js'
import {
  ERROR_MESSAGE_DELAY_MS,
  FRAME_READY_DELAY_MS,
  HEADER_TEXT_ANIMATION_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_WIDTH_PX,
  SHAKE_MS,
  TOAST_SWAP_MS,
  VIEW_TRANSITION_MS,
} from './ui.js'
import {
  RECENT_WALLETS_KEPT,
  RECOMMENDED_WALLETS_COUNT,
  SEARCH_ENTRIES,
  SEARCH_MIN_WAIT_MS,
  WALLET_LIST_PAGE_SIZE,
} from './wallets.js'

describe('SPEC §9 constants', () => {
  it('pairing, retry and image timings', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240_000)
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10_000)
    expect(CONNECT_RETRY_DELAY_MS).toBe(1000)
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
  })

  it('email and token-balance cool-downs, auth event time-out', () => {
    expect(EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(TOKEN_BALANCE_RETRY_MS).toBe(30_000)
    expect(AUTH_EVENT_TIMEOUT_MS).toBe(30_000)
  })

  it('swap and on-ramp', () => {
    expect(DEFAULT_SLIPPAGE).toBe(1)
    expect([ONRAMP_FEE_MIN_PERCENT, ONRAMP_FEE_MAX_PERCENT]).toEqual([1, 2])
  })

  it('display decimals', () => {
    expect(BALANCE_DISPLAY_DECIMALS).toBe(3)
    expect(MONEY_DISPLAY_DECIMALS).toBe(2)
  })

  it('cache lifetimes', () => {
    expect(PORTFOLIO_BALANCE_CACHE_TTL_MS).toBe(30_000)
    expect(NATIVE_BALANCE_CACHE_TTL_MS).toBe(30_000)
    expect(ENS_NAME_CACHE_TTL_MS).toBe(300_000)
    expect(IDENTITY_CACHE_TTL_MS).toBe(300_000)
  })

  it('wallet lists and search', () => {
    expect(RECENT_WALLETS_KEPT).toBe(2)
    expect(RECOMMENDED_WALLETS_COUNT).toBe(4)
    expect(WALLET_LIST_PAGE_SIZE).toBe(40)
    expect(SEARCH_ENTRIES).toBe(100)
    expect(SEARCH_MIN_WAIT_MS).toBe(300)
  })

  it('logging', () => {
    expect(LOG_BUFFER_BYTES).toBe(1_024_000)
    expect(DEFAULT_LOG_LEVEL).toBe('error')
  })

  it('UI timings and sizes (SPEC §2, §9)', () => {
    expect(SHAKE_MS).toBe(500)
    expect(TOAST_SWAP_MS).toBe(150)
    expect(ERROR_MESSAGE_DELAY_MS).toBe(300)
    expect(FRAME_READY_DELAY_MS).toBe(500)
    expect(MODAL_WIDTH_PX).toBe(360)
    expect(HEADER_TEXT_ANIMATION_MS).toBe(120)
    expect(MODAL_HEIGHT_ANIMATION_MS).toBe(150)
    expect(VIEW_TRANSITION_MS).toBe(150)
  })

  it('RPC transport', () => {
    expect(RPC_TIMEOUT_MS).toBe(10_000)
    expect(RPC_RETRY_COUNT).toBe(3)
    expect(RPC_RETRY_DELAY_MS).toBe(150)
    expect([0, 1, 2].map(rpcRetryDelayMs)).toEqual([150, 300, 600])
    expect(RPC_BATCH_LIMIT).toBe(1000)
    expect(RPC_DEDUPE_CACHE_SIZE).toBe(8192)
    expect(FALLBACK_PING_INTERVAL_MS).toBe(4000)
    expect(FALLBACK_SAMPLE_COUNT).toBe(10)
    expect(FALLBACK_STABILITY_WEIGHT).toBe(0.7)
    expect(FALLBACK_LATENCY_WEIGHT).toBe(0.3)
  })

  it('networks', () => {
    expect(SOLANA_NATIVE_DECIMALS).toBe(9)
    expect(BITCOIN_NATIVE_DECIMALS).toBe(8)
    expect(DEFAULT_CAIP_NETWORK_ID).toBe('eip155:1')
    expect(BALANCE_SUPPORTED_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(ACTIVITY_SUPPORTED_NAMESPACES).toEqual(['eip155'])
  })

  it('SDK version of the React wrapper', () => {
    expect(DEFAULT_SDK_VERSION).toBe('1.7.3')
  })
})

describe('pairing expiry (SPEC §4)', () => {
  it('counts as expired from 10 s before the 4-minute lifetime ends', () => {
    expect(isPairingExpired(0, 229_999)).toBe(false)
    expect(isPairingExpired(0, 230_000)).toBe(true)
    expect(isPairingExpired(1000, 231_000)).toBe(true)
  })
})

describe('email cooldown (SPEC §4)', () => {
  it('counts whole seconds left of the 30 s cool-down', () => {
    expect(emailCooldownSecondsLeft(0, 0)).toBe(30)
    expect(emailCooldownSecondsLeft(0, 29_001)).toBe(1)
    expect(emailCooldownSecondsLeft(0, 30_000)).toBe(0)
    expect(emailCooldownSecondsLeft(0, 60_000)).toBe(0)
  })
})

describe('feature defaults (SPEC §1)', () => {
  it('turns the listed features on and the others off', () => {
    expect(DEFAULT_FEATURES).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
    })
  })

  it('orders connect methods email, social, wallet', () => {
    expect(DEFAULT_CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet'])
  })

  it('lists the optional feature modules and social logins', () => {
    expect(OPTIONAL_FEATURE_MODULES).toEqual([
      'email',
      'socials',
      'swaps',
      'send',
      'receive',
      'onramp',
      'history',
    ])
    expect(DEFAULT_SOCIAL_LOGINS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })
})

describe('account types (SPEC §3, §4, §6)', () => {
  it('defaults to smart account for EVM, payment for bitcoin, eoa for others', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment'])
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      bip122: 'payment',
      solana: 'eoa',
      polkadot: 'eoa',
    })
    expect(FALLBACK_ACCOUNT_TYPE).toBe('eoa')
  })
})
