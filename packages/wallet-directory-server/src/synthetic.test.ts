import type { WireWalletsResponse } from '@foyer/wallet-directory/protocol'
import { describe, expect, it } from 'vitest'
import { syntheticWallet, syntheticWalletImage, syntheticWallets } from './synthetic.js'
import { getJson, serveDirectory } from './test-utils/serve.js'

const REAL = 114

describe('synthetic wallets', () => {
  it('are deterministic: the same index gives the same entry', () => {
    expect(syntheticWallets(3)).toEqual(syntheticWallets(3))
    expect(syntheticWallet(42)).toEqual(syntheticWallet(42))
    expect(syntheticWallet(42).id).toBe('synthetic-000042')
    expect(new Set(syntheticWallets(500).map((wallet) => wallet.id)).size).toBe(500)
  })

  it('draw a logo only for ids within the configured count', () => {
    expect(syntheticWalletImage('synthetic-000003', 3)?.contentType).toBe('image/svg+xml')
    expect(syntheticWalletImage('synthetic-000004', 3)).toBeUndefined()
    expect(syntheticWalletImage('synthetic-000000', 3)).toBeUndefined()
    expect(syntheticWalletImage('synthetic-3', 3)).toBeUndefined()
    expect(syntheticWalletImage('synthetic-000002', 3)?.etag).toBe(
      syntheticWalletImage('synthetic-000002', 3)?.etag,
    )
  })

  describe('served', () => {
    const directory = serveDirectory({ syntheticWallets: 5000 })
    const again = serveDirectory({ syntheticWallets: 5000 })

    it('are appended after the real wallets and counted', async () => {
      const { body } = await getJson<WireWalletsResponse>(directory, '/getWallets?entries=100')
      expect(body.count).toBe(REAL + 5000)
      const { body: last } = await getJson<WireWalletsResponse>(
        directory,
        `/getWallets?entries=100&page=${Math.ceil((REAL + 5000) / 100)}`,
      )
      expect(last.data).toHaveLength((REAL + 5000) % 100)
      expect(last.data.at(-1)?.id).toBe('synthetic-005000')
    })

    it('are the same on every server start', async () => {
      const path = '/getWallets?entries=100&page=37'
      const first = await getJson<WireWalletsResponse>(directory, path)
      const second = await getJson<WireWalletsResponse>(again, path)
      expect(first.body).toEqual(second.body)
    })

    it('take part in search and chain filters', async () => {
      const { body } = await getJson<WireWalletsResponse>(
        directory,
        '/getWallets?search=synthetic%20wallet%20004&entries=100',
      )
      expect(body.count).toBe(1000)
      const { body: solana } = await getJson<WireWalletsResponse>(
        directory,
        '/getWallets?chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      )
      expect(solana.count).toBe(Math.floor(5000 / 6))
    })

    it('have logos served like the others', async () => {
      const response = await fetch(`${directory.url}/getWalletImage/synthetic-004999`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(await response.text()).toContain('>4999<')
      const missing = await fetch(`${directory.url}/getWalletImage/synthetic-005001`)
      expect(missing.status).toBe(404)
      await missing.arrayBuffer()
    })
  })
})
