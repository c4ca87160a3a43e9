// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_WALLET_RDNS } from './constants.js'
import {
  announceProvider,
  type EIP6963ProviderDetail,
  eip6963ProviderInfoSchema,
  randomUuidV4,
  testWalletProviderInfo,
} from './eip6963.js'
import { testWalletIcon, testWalletIconSvg } from './icon.js'
import { injectTestWallet } from './inject.js'

const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }]

function collectAnnouncements() {
  const details: EIP6963ProviderDetail[] = []
  const listener = (event: Event) =>
    details.push((event as CustomEvent<EIP6963ProviderDetail>).detail)
  window.addEventListener('eip6963:announceProvider', listener)
  return { details, stop: () => window.removeEventListener('eip6963:announceProvider', listener) }
}

afterEach(() => {
  delete (window as { ethereum?: unknown }).ethereum
})

describe('announceProvider', () => {
  it('announces at once and again on every eip6963:requestProvider, until stopped', () => {
    const { details, stop } = collectAnnouncements()
    const provider = { request: async () => null }
    const info = testWalletProviderInfo()
    const stopAnnouncing = announceProvider(window, { info, provider })
    expect(details).toHaveLength(1)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    expect(details[1]?.provider).toBe(provider)
    expect(details[1]?.info).toEqual(info)
    expect(Object.isFrozen(details[1])).toBe(true)
    stopAnnouncing()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(2)
    stop()
  })

  it('refuses info that is not EIP-6963 info', () => {
    const provider = {}
    expect(() =>
      announceProvider(window, { info: testWalletProviderInfo({ uuid: 'nope' }), provider }),
    ).toThrow(/info\.uuid/)
    expect(() =>
      announceProvider(window, {
        info: testWalletProviderInfo({ icon: 'https://x/y.png' }),
        provider,
      }),
    ).toThrow(/data:image/)
  })
})

describe('randomUuidV4', () => {
  it('makes distinct version 4, variant 1 UUIDs that zod accepts', () => {
    const uuids = Array.from({ length: 200 }, randomUuidV4)
    expect(new Set(uuids).size).toBe(200)
    for (const uuid of uuids) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      expect(eip6963ProviderInfoSchema.shape.uuid.safeParse(uuid).success).toBe(true)
    }
  })
})

describe('testWalletProviderInfo', () => {
  it('names the Foyer test wallet with its rdns, a fresh v4 uuid and a data: SVG icon', () => {
    const first = testWalletProviderInfo()
    const second = testWalletProviderInfo()
    expect(first).toMatchObject({ name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet' })
    expect(first.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(first.uuid).not.toBe(second.uuid)
    expect(atob(testWalletIcon.slice('data:image/svg+xml;base64,'.length))).toBe(
      testWalletIconSvg(),
    )
  })

  it('draws a square SVG that a browser parses', () => {
    const document = new DOMParser().parseFromString(testWalletIconSvg(), 'image/svg+xml')
    const svg = document.documentElement
    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.getAttribute('viewBox')).toBe('0 0 128 128')
    expect(svg.querySelectorAll('rect, circle').length).toBeGreaterThan(3)
  })
})

describe('injectTestWallet', () => {
  it('announces the provider and sets window.ethereum when no other wallet did', async () => {
    const { details, stop } = collectAnnouncements()
    const injected = injectTestWallet(window, { chains })
    expect(details.map((detail) => detail.info.rdns)).toEqual([TEST_WALLET_RDNS])
    expect(details[0]?.provider).toBe(injected.provider)
    const ethereum = (window as { ethereum?: { isFoyerTestWallet?: boolean } }).ethereum
    expect(ethereum).toBe(injected.provider)
    expect(ethereum?.isFoyerTestWallet).toBe(true)
    expect(await injected.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    injected.remove()
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(details).toHaveLength(1)
    stop()
  })

  it('leaves another wallet in window.ethereum alone unless told to replace it', () => {
    const other = { isOtherWallet: true }
    ;(window as { ethereum?: unknown }).ethereum = other
    injectTestWallet(window, { chains }).remove()
    expect((window as { ethereum?: unknown }).ethereum).toBe(other)
    const replacing = injectTestWallet(window, { chains, windowEthereum: 'always' })
    expect((window as { ethereum?: unknown }).ethereum).toBe(replacing.provider)
    replacing.remove()
    expect((window as { ethereum?: unknown }).ethereum).toBe(other)
    delete (window as { ethereum?: unknown }).ethereum
    const never = injectTestWallet(window, { chains, windowEthereum: 'never' })
    expect((window as { ethereum?: unknown }).ethereum).toBeUndefined()
    never.remove()
  })
})
