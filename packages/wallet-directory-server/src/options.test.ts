import { describe, expect, it } from 'vitest'
import { DEFAULT_HIDDEN_FOR_HTML_CORE } from './html-core.js'
import { resolveServerOptions, type WalletDirectoryServerOptions } from './options.js'
import { startWalletDirectoryServer } from './server.js'

describe('server options', () => {
  it('fill in defaults', () => {
    expect(resolveServerOptions({})).toEqual({
      host: '127.0.0.1',
      port: 0,
      allowedOrigins: [],
      allowLoopbackOrigins: true,
      syntheticWallets: 0,
      hiddenForHtmlCore: DEFAULT_HIDDEN_FOR_HTML_CORE,
      analyticsEnabled: false,
      requireProjectId: false,
      certifiedWalletIds: [],
      includeTestWallet: true,
      logLevel: 'warn',
    })
  })

  it.each<[string, WalletDirectoryServerOptions]>([
    ['port', { port: 70000 }],
    ['port', { port: 1.5 }],
    ['syntheticWallets', { syntheticWallets: -1 }],
    ['allowedOrigins', { allowedOrigins: ['https://app.example/path'] }],
    ['allowedOrigins', { allowedOrigins: ['app.example'] }],
    ['hiddenForHtmlCore', { hiddenForHtmlCore: ['bad id'] }],
    ['testWalletWebappUrl', { testWalletWebappUrl: 'javascript:alert(1)' }],
    ['logLevel', { logLevel: 'loud' as never }],
    ['unknownOption', { unknownOption: true } as WalletDirectoryServerOptions],
  ])('reject a bad %s with a TypeError naming it', (field, options) => {
    expect(() => resolveServerOptions(options)).toThrow(TypeError)
    expect(() => resolveServerOptions(options)).toThrow(field)
  })

  it('make startWalletDirectoryServer reject before binding', async () => {
    await expect(startWalletDirectoryServer({ port: -1 })).rejects.toThrow(TypeError)
  })

  it('reject when the port is taken', async () => {
    const first = await startWalletDirectoryServer()
    try {
      await expect(startWalletDirectoryServer({ port: first.port })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await first.close()
    }
  })

  it('leave out the test wallet or set its webapp link', async () => {
    const without = await startWalletDirectoryServer({ includeTestWallet: false })
    const linked = await startWalletDirectoryServer({
      testWalletWebappUrl: 'http://127.0.0.1:5174/wallet',
    })
    try {
      const get = async (url: string) =>
        (await (await fetch(`${url}/getWallets?include=foyer-test-wallet`)).json()) as {
          data: { webapp_link: string | null }[]
          count: number
        }
      expect((await get(without.url)).count).toBe(0)
      expect((await get(linked.url)).data[0]?.webapp_link).toBe('http://127.0.0.1:5174/wallet')
    } finally {
      await without.close()
      await linked.close()
    }
  })

  it('close() frees the port and ends keep-alive connections', async () => {
    const server = await startWalletDirectoryServer()
    await (await fetch(`${server.url}/health`)).arrayBuffer()
    await server.close()
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  })
})
