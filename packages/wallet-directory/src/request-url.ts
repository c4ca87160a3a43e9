import { DIRECTORY_ID_PATTERN, SDK_QUERY_PARAMS } from './protocol.js'

/** Project id, sdk type and sdk version sent with every request (SPEC §7). */
export interface SdkIdentity {
  projectId?: string | undefined
  sdkType?: string | undefined
  sdkVersion?: string | undefined
}

/** Query values; `undefined` leaves a parameter out. */
export type QueryValues = Record<string, string | undefined>

/**
 * Builds request URLs under a base URL that may carry a path (`https://x.example/dir`),
 * always with the sdk identity parameters first.
 */
export function createUrlBuilder(baseUrl: URL, sdk: SdkIdentity) {
  const basePath = baseUrl.pathname.replace(/\/+$/, '')
  const sdkValues: QueryValues = {
    [SDK_QUERY_PARAMS.projectId]: sdk.projectId,
    [SDK_QUERY_PARAMS.sdkType]: sdk.sdkType,
    [SDK_QUERY_PARAMS.sdkVersion]: sdk.sdkVersion,
  }
  const build = (path: string, query: QueryValues = {}): string => {
    const url = new URL(baseUrl.origin)
    url.pathname = `${basePath}${path}`
    for (const [key, value] of Object.entries({ ...sdkValues, ...query })) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    return url.href
  }
  return {
    build,
    /** `path/{id}` with the id checked and percent-encoded. Throws `TypeError` for a bad id. */
    image(path: string, id: string): string {
      if (!DIRECTORY_ID_PATTERN.test(id)) {
        throw new TypeError(`Invalid image id ${JSON.stringify(id)}`)
      }
      return build(`${path}/${encodeURIComponent(id)}`)
    },
  }
}
