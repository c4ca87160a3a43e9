import { FoyerError } from '@foyer/common'

type UniversalProviderModule = typeof import('@walletconnect/universal-provider')

/**
 * Imports WalletConnect's `UniversalProvider` class from the optional peer dependency
 * `@walletconnect/universal-provider`. A missing install fails with `PROVIDER_NOT_FOUND` and
 * `installHint` (which package to install it next to) as details.
 *
 * The caller names the class's type (`typeof UniversalProvider`), so core's public types do not
 * refer to the optional peer.
 */
export async function importUniversalProvider<ProviderClass>(
  installHint: string,
): Promise<ProviderClass> {
  let module: UniversalProviderModule & { default?: unknown }
  try {
    module = await import('@walletconnect/universal-provider')
  } catch (error) {
    throw new FoyerError('PROVIDER_NOT_FOUND', { details: installHint, cause: error })
  }
  // ESM builds export it by name; Node's CommonJS interop may put it under `default`.
  const fromDefault = module.default as Partial<UniversalProviderModule> | undefined
  const exported = module.UniversalProvider ?? fromDefault?.UniversalProvider
  if (!exported) throw new FoyerError('PROVIDER_NOT_FOUND', { details: 'UniversalProvider export' })
  return exported as ProviderClass
}
