import * as z from 'zod/mini'

/**
 * What the social return page (provider → auth server → this frame origin) hands to the
 * frame: the auth server's one-time login code, or its error message. Posted only to windows
 * of the frame's own origin, so the code never reaches a script of another origin.
 */
export const SOCIAL_RESULT_TYPE = 'foyer:social-result'

const text = z.string().check(z.minLength(1), z.maxLength(2000))

/** A posted social result, zod-checked by the frame before use. */
export const socialResultSchema = z.strictObject({
  type: z.literal(SOCIAL_RESULT_TYPE),
  loginCode: z.optional(text),
  error: z.optional(text),
})

/** A social result as posted. */
export type SocialResult = z.infer<typeof socialResultSchema>

/** Reads the result the auth server appended to the return page's address. */
export function readSocialResult(search: string): SocialResult {
  const params = new URLSearchParams(search)
  const loginCode = params.get('login_code')
  const error = params.get('error')
  if (loginCode) return { type: SOCIAL_RESULT_TYPE, loginCode }
  return { type: SOCIAL_RESULT_TYPE, error: error || 'An error occurred' }
}

/**
 * Where a return page without an opener (Telegram mini-app: the page itself went to the
 * provider) sends the user back: `returnTo` with the whole return address in `result_uri`,
 * but only when `returnTo` is on the host origin the auth server bound the login to
 * (`host_origin`, set by the server, not by the page that started the login). Else undefined.
 */
export function returnAddress(href: string): string | undefined {
  const here = new URL(href)
  const hostOrigin = here.searchParams.get('host_origin')
  const returnTo = here.searchParams.get('return_to')
  if (!hostOrigin || !returnTo) return undefined
  let target: URL
  try {
    target = new URL(returnTo)
  } catch {
    return undefined
  }
  if (target.origin !== hostOrigin || !/^https?:$/.test(target.protocol)) return undefined
  target.searchParams.set('result_uri', href)
  return target.toString()
}
