import * as z from 'zod/mini'

/** The query parameter a Telegram mini-app's page comes back with after a social login. */
export const SOCIAL_RESULT_URI_PARAM = 'result_uri'

/**
 * The wallet frame's social return page, on the frame origin: the auth server sends the
 * provider's answer there, and a Telegram mini-app's page comes back with its address.
 */
export const SOCIAL_RETURN_PATH = '/social-redirect.html'

const resultUriSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(4000))

/** The parts of the host window the return reads and rewrites. */
export type SocialReturnWindow = Pick<Window, 'location' | 'history'>

/**
 * What the address carried: the frame's return address to finish the login with, or a value
 * that is not one (malformed, another origin or another page), which must not be used.
 */
export type SocialReturn = { ok: true; uri: string } | { ok: false }

/**
 * The social login's return in a Telegram mini-app (no popup: the page itself went to the
 * provider and came back with `?result_uri=<frame return address>`): reads `result_uri` and
 * removes it from the address with `history.replaceState`, keeping the other parameters, the
 * hash and the history state (so a reload or a shared link does not carry the one-time
 * code). Undefined when absent. With `frameOrigin`, only that origin's return page
 * ({@link SOCIAL_RETURN_PATH}) is accepted; anything else comes back as `{ ok: false }`.
 */
export function takeSocialReturn(
  win: SocialReturnWindow = window,
  frameOrigin?: string,
): SocialReturn | undefined {
  const here = new URL(win.location.href)
  const raw = here.searchParams.get(SOCIAL_RESULT_URI_PARAM)
  if (raw === null) return undefined
  here.searchParams.delete(SOCIAL_RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', here.toString())
  const parsed = resultUriSchema.safeParse(raw)
  if (!parsed.success) return { ok: false }
  if (frameOrigin !== undefined) {
    const uri = new URL(parsed.data)
    if (uri.origin !== frameOrigin || uri.pathname !== SOCIAL_RETURN_PATH) return { ok: false }
  }
  return { ok: true, uri: parsed.data }
}

/**
 * {@link takeSocialReturn} for callers that only need the address: the return address, or
 * undefined when absent or not acceptable (it is removed from the address either way).
 */
export function takeSocialResultUri(
  win: SocialReturnWindow = window,
  frameOrigin?: string,
): string | undefined {
  const taken = takeSocialReturn(win, frameOrigin)
  return taken?.ok ? taken.uri : undefined
}
