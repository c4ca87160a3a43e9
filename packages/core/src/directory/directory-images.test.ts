import { describe, expect, it } from 'vitest'
import type { FoyerClient } from '../client/types.js'
import { networkImageUrl, tokenImageUrl } from './directory-images.js'

const clientWith = (directory: unknown) => ({ directory }) as unknown as FoyerClient
const strictDirectory = {
  assetImageUrl(id: string) {
    if (!/^[\w:-]+$/.test(id)) throw new TypeError(`bad id ${id}`)
    return `https://dir.test/asset/${id}`
  },
  tokenImageUrl(id: string) {
    if (!/^[A-Z0-9.]+$/.test(id)) throw new TypeError(`bad id ${id}`)
    return `https://dir.test/token/${id}`
  },
}

describe('directory images', () => {
  it("keeps a network's or token's own image first", () => {
    const client = clientWith(strictDirectory)
    expect(
      networkImageUrl(client, { caipNetworkId: 'eip155:1', imageUrl: 'https://own/n.png' }),
    ).toBe('https://own/n.png')
    expect(tokenImageUrl(client, { symbol: 'USDC', iconUrl: 'https://own/t.png' })).toBe(
      'https://own/t.png',
    )
  })

  it("falls back to the directory's asset image by CAIP-2 id and token image by symbol", () => {
    const client = clientWith(strictDirectory)
    expect(networkImageUrl(client, { caipNetworkId: 'eip155:10' })).toBe(
      'https://dir.test/asset/eip155:10',
    )
    expect(tokenImageUrl(client, { symbol: ' usdc ' })).toBe('https://dir.test/token/USDC')
  })

  it('gives nothing without a directory, without the method, or for an id the directory refuses', () => {
    expect(networkImageUrl(clientWith(undefined), { caipNetworkId: 'eip155:1' })).toBeUndefined()
    expect(tokenImageUrl(clientWith({ getWallets() {} }), { symbol: 'ETH' })).toBeUndefined()
    expect(tokenImageUrl(clientWith(strictDirectory), { symbol: '../x' })).toBeUndefined()
    expect(tokenImageUrl(clientWith(strictDirectory), { symbol: '' })).toBeUndefined()
  })
})
