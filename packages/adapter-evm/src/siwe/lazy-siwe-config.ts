import type { FoyerSiwx } from '@foyer/core'
import type { SiweConfig } from './siwe-config.js'

/**
 * {@link siwxFromSiweConfig} with its code (message writer, zod checks) loaded on the first
 * sign-in call, so an app that passes `siweConfig` pays for it only when someone signs in.
 */
export function lazySiwxFromSiweConfig(config: SiweConfig): FoyerSiwx {
  let loading: Promise<FoyerSiwx> | undefined
  const load = () => {
    loading ??= import('./siwe-config.js').then((module) => module.siwxFromSiweConfig(config))
    return loading
  }
  return {
    view: 'ConnectingSiwe',
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
  }
}
