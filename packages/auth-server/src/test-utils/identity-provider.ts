/// <reference path="./oidc-provider.d.ts" />
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A real OpenID provider (`oidc-provider`) on 127.0.0.1, with one client per name. */
export interface IdentityProvider {
  issuer: string
  stop(): Promise<void>
}

/** Accounts the provider knows: any login works; these ones carry a verified email. */
const EMAILS: Record<string, string> = { alice: 'alice@example.com' }

/**
 * Starts the provider with a confidential client `<name>-client` (secret `<name>-secret`)
 * per name, PKCE required, and its built-in login and consent pages (devInteractions).
 */
export async function startIdentityProvider(
  clientNames: readonly string[],
  redirectUri: string,
): Promise<IdentityProvider> {
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: clientNames.map((name) => ({
      client_id: `${name}-client`,
      client_secret: `${name}-secret`,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    cookies: { keys: ['test-cookie-key'] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Grant: 3600,
      Interaction: 3600,
      Session: 3600,
    },
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          const email = EMAILS[id]
          return {
            sub: id,
            preferred_username: id,
            ...(email ? { email, email_verified: true } : {}),
          }
        },
      }
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
