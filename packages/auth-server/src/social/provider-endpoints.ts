import { z } from 'zod'
import type { ProviderConfig } from '../options.js'

/** Where a provider's authorization, token and identity endpoints are. */
export interface ProviderEndpoints {
  issuer: string | undefined
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint: string | undefined
  jwksUri: string | undefined
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url().optional(),
  jwks_uri: z.url().optional(),
})

/** Fetching the discovery document gives up after this long. */
const DISCOVERY_TIMEOUT_MS = 10_000

/**
 * The provider's endpoints: its issuer's `/.well-known/openid-configuration` when it has an
 * issuer, overridden by any endpoint configured explicitly. Throws when neither gives an
 * authorization and a token endpoint.
 */
export async function resolveEndpoints(config: ProviderConfig): Promise<ProviderEndpoints> {
  let discovered: z.infer<typeof discoverySchema> | undefined
  if (config.issuer) {
    const url = `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`discovery at ${url} answered HTTP ${response.status}`)
    const parsed = discoverySchema.safeParse(await response.json())
    if (!parsed.success) throw new Error(`discovery at ${url}: ${z.prettifyError(parsed.error)}`)
    if (parsed.data.issuer !== config.issuer) {
      throw new Error(
        `discovery at ${url} names issuer ${parsed.data.issuer}, not ${config.issuer}`,
      )
    }
    discovered = parsed.data
  }
  const authorizationEndpoint = config.authorizationEndpoint ?? discovered?.authorization_endpoint
  const tokenEndpoint = config.tokenEndpoint ?? discovered?.token_endpoint
  if (!authorizationEndpoint || !tokenEndpoint) {
    throw new Error('needs an issuer with discovery, or authorizationEndpoint and tokenEndpoint')
  }
  return {
    issuer: config.issuer,
    authorizationEndpoint,
    tokenEndpoint,
    userinfoEndpoint: config.userinfoEndpoint ?? discovered?.userinfo_endpoint,
    jwksUri: config.jwksUri ?? discovered?.jwks_uri,
  }
}
