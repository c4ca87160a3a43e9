import * as z from 'zod/mini'

/** Where the demo keeps its "require sign-in" switch (the page reloads when it changes). */
export const REQUIRE_SIGN_IN_KEY = 'foyer-demo:requireSignIn'

/** Where the demo's server answers sign-in requests (same origin, `@foyer/siwx-server`). */
export const DEMO_SIWX_PATH = '/siwx'

/** Whether the switch is on; anything stored but `true`/`false` reads as off. */
export function readRequireSignIn(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  let text: string | null = null
  try {
    text = storage.getItem(REQUIRE_SIGN_IN_KEY)
  } catch {
    return false
  }
  if (text === null) return false
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return false
  }
  const parsed = z.boolean().safeParse(value)
  return parsed.success ? parsed.data : false
}

/** Stores the switch. */
export function writeRequireSignIn(
  on: boolean,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  storage.setItem(REQUIRE_SIGN_IN_KEY, JSON.stringify(on))
}
