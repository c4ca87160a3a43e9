import { originMatches } from '@foyer/common'

/** The pages around the frame, as far as the browser tells. */
export type HostAncestry = {
  /** The embedding page's origin (the parent), which the bridge talks to. */
  hostOrigin: string
  /**
   * Every ancestor origin, parent first (`location.ancestorOrigins`); only the parent's where
   * the browser has no `ancestorOrigins` (the referrer's origin).
   */
  ancestors: string[]
}

type AncestryLocation = { ancestorOrigins?: ArrayLike<string> | undefined }

/**
 * Reads who embeds the frame: every ancestor origin where the browser lists them
 * (`location.ancestorOrigins`), else the referrer's origin as the parent's, the only check then
 * possible. `undefined` when neither tells (no page to answer).
 */
export function readHostAncestry(
  location: AncestryLocation,
  referrer: string,
): HostAncestry | undefined {
  const listed = location.ancestorOrigins ? Array.from(location.ancestorOrigins) : []
  if (listed.length > 0) return { hostOrigin: listed[0] as string, ancestors: listed }
  if (!referrer) return undefined
  try {
    const origin = new URL(referrer).origin
    return origin === 'null' ? undefined : { hostOrigin: origin, ancestors: [origin] }
  } catch {
    return undefined
  }
}

/**
 * The ancestor origins the project does not allow (empty: all allowed). A hostile page that
 * frames an allowed dapp which frames the wallet is such an ancestor: it could style and cover
 * the frames below it, so the wallet does not start there.
 */
export function disallowedAncestors(ancestry: HostAncestry, allowedOrigins: string[]): string[] {
  return ancestry.ancestors.filter(
    (origin) => !allowedOrigins.some((entry) => originMatches(entry, origin)),
  )
}
