import * as z from 'zod/mini'

/** The query parameter a Telegram mini-app's page comes back with after a social login. */
export const SOCIAL_RESULT_URI_PARAM = 'result_uri'

const resultUriSchema = z.url({ protocol: /^https?$/ }).check(z.maxLength(4000))

/** The parts of the host window the return reads and rewrites. */
export type SocialReturnWindow = Pick<Window, 'location' | 'history'>

/**
 * The social login's return in a Telegram mini-app (no popup: the page itself went to the
 * provider and came back with `?result_uri=<frame return address>`): reads `result_uri`,
 * removes it from the address with `history.replaceState` (so a reload or a shared link does
 * not carry the one-time code), and returns it for the bridge's CONNECT_SOCIAL. Undefined when
 * absent; a malformed value is removed too and ignored.
 */
export function takeSocialResultUri(win: SocialReturnWindow = window): string | undefined {
  const here = new URL(win.location.href)
  const raw = here.searchParams.get(SOCIAL_RESULT_URI_PARAM)
  if (raw === null) return undefined
  here.searchParams.delete(SOCIAL_RESULT_URI_PARAM)
  win.history.replaceState(win.history.state, '', here.toString())
  const parsed = resultUriSchema.safeParse(raw)
  return parsed.success ? parsed.data : undefined
}
