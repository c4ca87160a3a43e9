/** The query parameter a Telegram mini-app's page comes back with after a social login. */
export const SOCIAL_RESULT_URI_PARAM = 'result_uri'

/**
 * Whether the page's address may carry a social login's return (SPEC §2, Telegram mini-app:
 * `?result_uri=`): a cheap look at `location.search`, made at start so that the code that
 * finishes such a return is loaded only when there may be one. False outside a browser.
 */
export function addressMayCarrySocialReturn(
  search: string | undefined = globalThis.location?.search,
): boolean {
  return typeof search === 'string' && search.includes(SOCIAL_RESULT_URI_PARAM)
}
