import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createWalletClient as createFarcasterWalletClient } from '@farcaster/auth-client'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import { DEVSTACK_HOST } from '../constants.js'
import type { DevstackFarcasterAccount } from './id-registry.js'

/** The running Farcaster test client: its page URL and how to stop it. */
export interface RunningFarcasterClient {
  url: string
  close(): Promise<void>
}

const approveBody = z.strictObject({
  channelToken: z.string().min(1).max(200),
  nonce: z.string().min(1).max(100),
  siweUri: z.url({ protocol: /^https?$/ }),
  domain: z.string().min(1).max(253),
  fid: z.number().int().positive(),
})

/**
 * Serves the stack's Farcaster test client on 127.0.0.1, the local stand-in for a Farcaster
 * app: a channel URL (`?channelToken=&nonce=&siweUri=&domain=`) opens its page, which names
 * the site and lets the user pick one of the devnet FIDs and approve. The server then builds
 * the Sign In With Farcaster message with `@farcaster/auth-client`, signs it with that FID's
 * custody key (registered in the devnet IdRegistry) and posts it to the auth server's
 * `/v1/channel/authenticate` — exactly what a Farcaster client does.
 */
export async function startFarcasterClientPage(options: {
  port: number
  /** The auth server (the relay). */
  relayUrl: string
  relayKey: string
  accounts: readonly DevstackFarcasterAccount[]
}): Promise<RunningFarcasterClient> {
  const farcaster = createFarcasterWalletClient({
    relay: options.relayUrl,
    // Only the relay is used here: building and posting messages needs no chain reads.
    ethereum: {
      getFid: async () => 0n,
      isValidAuthAddress: async () => false,
      publicClient: undefined as never,
    },
  })

  const approve = async (body: z.infer<typeof approveBody>) => {
    const account = options.accounts.find((candidate) => candidate.fid === body.fid)
    if (!account) return { status: 400, json: { message: `Unknown FID ${body.fid}` } }
    const built = farcaster.buildSignInMessage({
      address: account.custody,
      fid: account.fid,
      uri: body.siweUri,
      domain: body.domain,
      nonce: body.nonce,
    })
    if (built.isError)
      return {
        status: 400,
        json: { message: built.error?.message ?? 'The message could not be built' },
      }
    const signature = await privateKeyToAccount(account.privateKey).signMessage({
      message: built.message,
    })
    const answer = await farcaster.authenticate({
      channelToken: body.channelToken,
      authKey: options.relayKey,
      message: built.message,
      signature,
      fid: account.fid,
      username: account.username,
      displayName: account.username,
    })
    if (answer.isError) {
      const cause = (answer.error as { cause?: { message?: string } } | undefined)?.cause
      return { status: 502, json: { message: cause?.message ?? 'The relay could not be reached' } }
    }
    if (answer.response.status !== 201) {
      // The relay's `{ error: { code, message } }` (expired channel, rejected signature, …).
      const message = (answer.data as { error?: { message?: unknown } }).error?.message
      return {
        status: 502,
        json: {
          message:
            typeof message === 'string' ? message : `HTTP status code: ${answer.response.status}`,
        },
      }
    }
    return { status: 200, json: { fid: account.fid, username: account.username } }
  }

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      send(res, 500, { message: error instanceof Error ? error.message : 'failed' })
    })
  })
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${DEVSTACK_HOST}`)
    if (req.method === 'GET' && url.pathname === '/') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.setHeader('cache-control', 'no-store')
      res.end(page(options.accounts))
      return
    }
    if (req.method === 'POST' && url.pathname === '/api/approve') {
      let json: unknown
      try {
        json = JSON.parse(await readBody(req))
      } catch {
        return send(res, 400, { message: 'Request body must be JSON' })
      }
      const parsed = approveBody.safeParse(json)
      if (!parsed.success) return send(res, 400, { message: z.prettifyError(parsed.error) })
      const answer = await approve(parsed.data)
      return send(res, answer.status, answer.json)
    }
    send(res, 404, { message: 'Not found' })
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, DEVSTACK_HOST, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${DEVSTACK_HOST}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of req) {
    text += chunk
    if (text.length > 16_384) throw new Error('Request body is too large')
  }
  return text
}

/** The page: which site asks, the FID to sign in with, Approve. */
function page(accounts: readonly DevstackFarcasterAccount[]): string {
  const options = accounts
    .map(
      (account) =>
        `<option value="${account.fid}">@${account.username} (FID ${account.fid})</option>`,
    )
    .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Farcaster test client</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button,select{font:inherit;padding:.5rem 1rem}#status{margin-top:1rem}</style></head>
<body><main><h1>Farcaster test client</h1>
<p id="request">No sign-in request in this address.</p>
<form id="form" hidden>
<label for="fid">Sign in as</label> <select id="fid">${options}</select>
<p><button id="approve" type="submit">Approve</button></p></form>
<p id="status" role="status"></p></main>
<script type="module">
const params = new URLSearchParams(location.search)
const request = Object.fromEntries(['channelToken', 'nonce', 'siweUri', 'domain'].map((k) => [k, params.get(k)]))
const form = document.getElementById('form')
const status = document.getElementById('status')
if (Object.values(request).every(Boolean)) {
  document.getElementById('request').textContent = request.domain + ' asks you to sign in with Farcaster.'
  form.hidden = false
}
form.addEventListener('submit', async (event) => {
  event.preventDefault()
  document.getElementById('approve').disabled = true
  status.textContent = 'Signing in…'
  const fid = Number(document.getElementById('fid').value)
  const answer = await fetch('/api/approve', { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, fid }) })
  const body = await answer.json().catch(() => ({}))
  status.textContent = answer.ok ? 'Signed in as @' + body.username + '. You can go back to the app.' : 'Sign-in failed: ' + (body.message ?? answer.status)
  status.dataset.result = answer.ok ? 'approved' : 'failed'
  if (!answer.ok) document.getElementById('approve').disabled = false
})
</script></body></html>`
}
