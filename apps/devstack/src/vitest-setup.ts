import {
  type Devstack,
  devstackInfoOf,
  type StartDevstackOptions,
  startDevstack,
} from './devstack.js'
import type { DevstackInfo } from './types.js'

/** The part of vitest's global-setup context this helper uses. */
export interface GlobalSetupContext {
  provide(key: 'devstack', value: DevstackInfo): void
}

/**
 * A vitest global setup that starts the stack once for a whole test run, provides its
 * {@link DevstackInfo} as `inject('devstack')` and stops it at teardown. Use it as the default
 * export of a global-setup file, and declare the provided key once:
 *
 * @example
 * // global-setup.ts
 * export default devstackGlobalSetup()
 * declare module 'vitest' {
 *   interface ProvidedContext { devstack: import('@foyer/devstack').DevstackInfo }
 * }
 */
export function devstackGlobalSetup(options: StartDevstackOptions = {}) {
  return async (context: GlobalSetupContext): Promise<() => Promise<void>> => {
    const stack: Devstack = await startDevstack(options)
    context.provide('devstack', devstackInfoOf(stack))
    return () => stack.stop()
  }
}
