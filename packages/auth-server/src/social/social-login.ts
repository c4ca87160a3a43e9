import { createHash } from 'node:crypto'
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose'
import { z } from 'zod'
import type { ProviderConfig, SocialProvider } from '../options.js'
import { type ProviderEndpoints, resolveEndpoints } from './provider-endpoints.js'

/** Who the provider says signed in. */
export interface SocialIdentity {
  provider: SocialProvider
  subject: string
  /** Only an email the provider marks verified. */
  verifiedEmail: string | null
  username: string | null
}

const DEFAULT_SCOPES = ['openid', 'email', 'profile']
const TOKEN_TIMEOUT_MS = 10_000

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
})

const claimsSchema = z.looseObject({
  sub: z.union([z.string().min(1), z.number()]).optional(),
  id: z.union([z.string().min(1), z.number()]).optional(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  preferred_username: z.string().optional(),
  login: z.string().optional(),
  username: z.string().optional(),
  name: z.string().optional(),
})

/** The PKCE S256 challenge of `verifier`. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * OAuth 2 / OpenID Connect authorization-code login with PKCE against the configured
 * providers. ID tokens are verified against the provider's JWKS; providers without one are
 * asked through their userinfo endpoint.
 */
export class SocialLogin {
  private readonly endpoints = new Map<SocialProvider, Promise<ProviderEndpoints>>()
  private readonly keySets = new Map<string, JWTVerifyGetKey>()

  constructor(
    private readonly providers: Partial<Record<SocialProvider, ProviderConfig>>,
    private readonly callbackUrl: () => string,
    private readonly now: () => number,
  ) {}

  /** Whether `provider` has a client configured. */
  has(provider: SocialProvider): boolean {
    return this.providers[provider] !== undefined
  }

  /** Whether `provider` posts the callback (`response_mode=form_post`, a cross-site POST). */
  usesFormPost(provider: SocialProvider): boolean {
    return this.providers[provider]?.responseMode === 'form_post'
  }

  /** The provider's authorization URL for this state, nonce and PKCE verifier. */
  async authorizationUrl(
    provider: SocialProvider,
    request: { state: string; nonce: string; codeVerifier: string },
  ): Promise<string> {
    const config = this.config(provider)
    const endpoints = await this.endpointsOf(provider)
    const url = new URL(endpoints.authorizationEndpoint)
    url.searchParams.set('response_type', 'code')
    url.searchParams.set('client_id', config.clientId)
    url.searchParams.set('redirect_uri', this.callbackUrl())
    url.searchParams.set('scope', (config.scopes ?? DEFAULT_SCOPES).join(' '))
    url.searchParams.set('state', request.state)
    url.searchParams.set('nonce', request.nonce)
    url.searchParams.set('code_challenge', pkceChallenge(request.codeVerifier))
    url.searchParams.set('code_challenge_method', 'S256')
    if (config.responseMode) url.searchParams.set('response_mode', config.responseMode)
    return url.toString()
  }

  /** Exchanges the code and returns the verified identity; throws on any mismatch. */
  async identify(
    provider: SocialProvider,
    grant: { code: string; codeVerifier: string; nonce: string },
  ): Promise<SocialIdentity> {
    const config = this.config(provider)
    const endpoints = await this.endpointsOf(provider)
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: this.callbackUrl(),
      code_verifier: grant.codeVerifier,
      client_id: config.clientId,
    })
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    }
    if (config.tokenAuthMethod === 'client_secret_basic') {
      const user = encodeURIComponent(config.clientId)
      const secret = encodeURIComponent(config.clientSecret)
      headers.Authorization = `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`
    } else {
      form.set('client_secret', config.clientSecret)
    }
    const response = await fetch(endpoints.tokenEndpoint, {
      method: 'POST',
      headers,
      body: form,
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`token endpoint answered HTTP ${response.status}`)
    const tokens = tokenAnswer.parse(await response.json())
    const claims =
      tokens.id_token && endpoints.jwksUri
        ? await this.withUserinfo(
            await this.verifyIdToken(config, endpoints, tokens.id_token, grant.nonce),
            endpoints,
            tokens.access_token,
          )
        : await this.userinfo(endpoints, tokens.access_token)
    const subject = claims.sub ?? claims.id
    if (subject === undefined || subject === '') throw new Error('the provider named no subject')
    const verified = claims.email_verified === true || claims.email_verified === 'true'
    return {
      provider,
      subject: String(subject),
      verifiedEmail: verified && claims.email ? claims.email.toLowerCase() : null,
      username: claims.preferred_username ?? claims.login ?? claims.username ?? claims.name ?? null,
    }
  }

  private async verifyIdToken(
    config: ProviderConfig,
    endpoints: ProviderEndpoints,
    idToken: string,
    nonce: string,
  ): Promise<z.infer<typeof claimsSchema>> {
    const jwksUri = endpoints.jwksUri as string
    let keySet = this.keySets.get(jwksUri)
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri))
      this.keySets.set(jwksUri, keySet)
    }
    const { payload } = await jwtVerify(idToken, keySet, {
      audience: config.clientId,
      ...(endpoints.issuer ? { issuer: endpoints.issuer } : {}),
      currentDate: new Date(this.now()),
    })
    if (payload.nonce !== nonce) throw new Error('the ID token carries another nonce')
    return claimsSchema.parse(payload)
  }

  /**
   * The verified ID token's claims, completed by the userinfo endpoint when it answers for
   * the same subject (providers may keep email and profile out of the ID token).
   */
  private async withUserinfo(
    claims: z.infer<typeof claimsSchema>,
    endpoints: ProviderEndpoints,
    accessToken: string,
  ): Promise<z.infer<typeof claimsSchema>> {
    if (!endpoints.userinfoEndpoint) return claims
    const extra = await this.userinfo(endpoints, accessToken).catch(() => undefined)
    if (!extra || String(extra.sub) !== String(claims.sub)) return claims
    return { ...extra, ...claims }
  }

  private async userinfo(
    endpoints: ProviderEndpoints,
    accessToken: string,
  ): Promise<z.infer<typeof claimsSchema>> {
    if (!endpoints.userinfoEndpoint) throw new Error('no ID token and no userinfo endpoint')
    const response = await fetch(endpoints.userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`userinfo answered HTTP ${response.status}`)
    const body = z.looseObject({ data: z.unknown().optional() }).parse(await response.json())
    // X wraps the user in `data`.
    return claimsSchema.parse(body.data && typeof body.data === 'object' ? body.data : body)
  }

  private config(provider: SocialProvider): ProviderConfig {
    const config = this.providers[provider]
    if (!config) throw new Error(`${provider} is not configured`)
    return config
  }

  private endpointsOf(provider: SocialProvider): Promise<ProviderEndpoints> {
    let found = this.endpoints.get(provider)
    if (!found) {
      found = resolveEndpoints(this.config(provider))
      // A failed discovery is retried on the next login.
      found.catch(() => this.endpoints.delete(provider))
      this.endpoints.set(provider, found)
    }
    return found
  }
}
