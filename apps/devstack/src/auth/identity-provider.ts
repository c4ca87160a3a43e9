/// <reference path="./oidc-provider.d.ts" />
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'
import { DEVSTACK_HOST } from '../constants.js'

/** The provider names the local OpenID provider stands in for (SPEC §5). */
export const LOCAL_SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const

/** The local OpenID provider: one issuer, one confidential client per provider name. */
export interface LocalIdentityProvider {
  /** The issuer URL (its discovery document is at `/.well-known/openid-configuration`). */
  issuer: string
  /** Client id and secret registered for each provider name. */
  clients: Record<
    (typeof LOCAL_SOCIAL_PROVIDERS)[number],
    { clientId: string; clientSecret: string }
  >
  close(): Promise<void>
}

/**
 * Starts a real OpenID provider (`oidc-provider`) on loopback, registered under the six
 * provider names (client `<name>-local`, secret `<name>-local-secret`), authorization code
 * with PKCE only, redirecting to `redirectUri` (the auth server's callback). Its sign-in page
 * takes any username (an email-shaped one is also the account's verified email) and asks for
 * no consent: every client is first-party here.
 */
export async function startLocalIdentityProvider(
  port: number,
  redirectUri: string,
): Promise<LocalIdentityProvider> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, DEVSTACK_HOST, () => resolve())
  })
  const issuer = `http://${DEVSTACK_HOST}:${(server.address() as AddressInfo).port}`
  const clients = Object.fromEntries(
    LOCAL_SOCIAL_PROVIDERS.map((name) => [
      name,
      { clientId: `${name}-local`, clientSecret: `${name}-local-secret` },
    ]),
  ) as LocalIdentityProvider['clients']
  const provider = new Provider(issuer, {
    clients: Object.values(clients).map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    pkce: { required: () => true },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username'],
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 600,
      IdToken: 3600,
      Grant: 86_400,
      Interaction: 3600,
      Session: 86_400,
    },
    loadExistingGrant: loadFirstPartyGrant,
    async findAccount(_ctx: unknown, id: string) {
      return {
        accountId: id,
        async claims() {
          const isEmail = /^[^@\s]+@[^@\s]+$/.test(id)
          return {
            sub: id,
            preferred_username: isEmail ? id.split('@')[0] : id,
            ...(isEmail ? { email: id.toLowerCase(), email_verified: true } : {}),
          }
        },
      }
    },
  })
  const oidc = provider.callback()
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url?.split('?')[0] ?? '')
    if (!match) {
      oidc(req, res)
      return
    }
    const action = match[2] ? submitLogin(provider, req, res) : showLogin(provider, req, res)
    action.catch((error: unknown) => {
      if (res.headersSent) return res.destroy()
      res.statusCode = 400
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end(`Sign-in failed: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  return {
    issuer,
    clients,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

interface GrantContext {
  oidc: {
    client?: { clientId: string }
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
    result?: { consent?: { grantId?: string } }
    provider: {
      Grant: {
        find(id: string): Promise<unknown>
        new (init: {
          clientId: string
          accountId: string
        }): {
          addOIDCScope(scope: string): void
          save(): Promise<string>
        }
      }
    }
  }
}

/** Every client is first-party: the grant is made without a consent page. */
async function loadFirstPartyGrant(ctx: GrantContext): Promise<unknown> {
  const { client, session, result, provider } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const existing = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  if (existing) return provider.Grant.find(existing)
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
  grant.addOIDCScope('openid email profile')
  await grant.save()
  return grant
}

async function showLogin(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = (await provider.interactionDetails(req, res)) as {
    uid: string
    params: { client_id?: string }
  }
  const name = String(details.params.client_id ?? '').replace(/-local$/, '')
  res.statusCode = 200
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  // No form-action: Chromium applies it to the whole redirect chain after the post (this
  // provider → the auth server's callback → the wallet frame), which it would block.
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in (local ${escapeHtml(name)})</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}
label,input,button{display:block;width:100%;box-sizing:border-box;margin:.5rem 0}input,button{padding:.6rem;font:inherit}</style>
</head><body><main>
<h1>Local sign-in: ${escapeHtml(name)}</h1>
<p>The local stack's identity provider. Any username works; an email address is also the account's verified email.</p>
<form method="post" action="/interaction/${encodeURIComponent(details.uid)}/login">
<label for="login">Username or email</label>
<input id="login" name="login" required autofocus autocomplete="off" maxlength="100">
<button type="submit">Sign in</button>
</form></main></body></html>`)
}

async function submitLogin(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') throw new Error('use the form')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 4096) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  const login = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('login')?.trim()
  if (!login || login.length > 100) throw new Error('a username is required')
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: login } },
    {
      mergeWithLastSubmission: false,
    },
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
