import { afterEach, describe, expect, it, vi } from 'vitest'

const HINT = 'install it next to @foyer/test-package'

/** Loads a fresh copy of the helper with the optional peer replaced by `factory`. */
async function importWith(factory: () => Record<string, unknown>) {
  vi.resetModules()
  vi.doMock('@walletconnect/universal-provider', factory)
  const { importUniversalProvider } = await import('./import-universal-provider.js')
  return importUniversalProvider<unknown>(HINT)
}

afterEach(() => {
  vi.doUnmock('@walletconnect/universal-provider')
})

describe('importUniversalProvider', () => {
  it('returns the class the SDK exports by name', async () => {
    class Named {}
    await expect(
      importWith(() => ({ UniversalProvider: Named, default: undefined })),
    ).resolves.toBe(Named)
  })

  it("takes the class from a CommonJS module's default export", async () => {
    class FromDefault {}
    await expect(
      importWith(() => ({
        UniversalProvider: undefined,
        default: { UniversalProvider: FromDefault },
      })),
    ).resolves.toBe(FromDefault)
  })

  it('a missing install fails with PROVIDER_NOT_FOUND and the caller’s install hint', async () => {
    const failure = await importWith(() => {
      throw new Error('Cannot find package')
    }).catch((error: unknown) => error)
    // (A fresh module graph per test: its FoyerError is not this file's class, so match by shape.)
    expect(failure).toMatchObject({ name: 'FoyerError', code: 'PROVIDER_NOT_FOUND', details: HINT })
    expect((failure as Error).cause).toBeInstanceOf(Error)
  })

  it('a module without the class fails with PROVIDER_NOT_FOUND', async () => {
    const failure = await importWith(() => ({ UniversalProvider: undefined, default: {} })).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({
      name: 'FoyerError',
      code: 'PROVIDER_NOT_FOUND',
      details: 'UniversalProvider export',
    })
  })
})
