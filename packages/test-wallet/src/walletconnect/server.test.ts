import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectTestWalletClient } from './control-client.js'
import { startWalletConnectTestWalletServer, type WalletConnectTestWalletServer } from './server.js'
import { startWalletConnectTestWallet, type WalletConnectTestWallet } from './wallet.js'

// No relay runs here: a Sign client only opens its socket once it has a topic, so the page
// and the API can be exercised without one (pairing itself is tested through a real relay
// in @foyer/adapter-evm and in the end-to-end tests).
let wallet: WalletConnectTestWallet
let server: WalletConnectTestWalletServer

beforeAll(async () => {
  wallet = await startWalletConnectTestWallet({
    relayUrl: 'ws://127.0.0.1:9',
    chains: [
      { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Foyer Devnet' },
      { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546' },
    ],
  })
  server = await startWalletConnectTestWalletServer({ wallet })
}, 30_000)

afterAll(async () => {
  await server?.close()
  await wallet?.close()
})

const post = (path: string, body: string, type = 'application/json') =>
  fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': type }, body })

describe('the WalletConnect test wallet page and API', () => {
  it('serves the page, its script and stylesheet under a strict CSP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const page = await fetch(server.url)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';/)
    const html = await page.text()
    expect(html).toContain('<script src="/app.js" defer></script>')
    expect(html).toContain('Never use it with real funds')
    expect(html).not.toMatch(/<script>(?!<)/)
    const script = await fetch(new URL('/app.js', server.url))
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(await script.text()).toContain("fetch('/api/state')")
    expect((await fetch(new URL('/app.css', server.url))).status).toBe(200)
    expect((await fetch(new URL('/nothing', server.url))).status).toBe(404)
  })

  it('shows the wallet and takes decisions and settings', async () => {
    const client = walletConnectTestWalletClient(server.url)
    const state = await client.state()
    expect(state).toMatchObject({
      sdk: 'sign-client',
      wallet: {
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: 31337,
        defaultDecision: 'approve',
        pendingDecisions: [],
      },
      sessions: [],
      activity: [],
    })
    expect((await client.queueDecisions(['reject', 'approve'])).wallet.pendingDecisions).toEqual([
      'reject',
      'approve',
    ])
    const changed = await client.configure({
      defaultDecision: 'reject',
      accountIndex: 1,
      clearDecisions: true,
    })
    expect(changed.wallet).toMatchObject({
      defaultDecision: 'reject',
      accountIndex: 1,
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      pendingDecisions: [],
    })
    expect((await client.disconnect()).sessions).toEqual([])
  })

  it('refuses bad input with a clear 4xx and keeps serving', async () => {
    const client = walletConnectTestWalletClient(server.url)
    await expect(client.pair('wc:nope')).rejects.toThrow(/HTTP 400 .*pairing uri/s)
    const notJson = await post('/api/decisions', '{"decisions":')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'The body is not JSON' })
    expect((await post('/api/decisions', '{"decisions":["maybe"]}')).status).toBe(400)
    expect((await post('/api/decisions', '{}', 'text/plain')).status).toBe(415)
    expect((await post('/api/decisions', JSON.stringify({ x: 'y'.repeat(70_000) }))).status).toBe(
      413,
    )
    expect((await fetch(new URL('/api/state', server.url), { method: 'DELETE' })).status).toBe(405)
    expect((await fetch(new URL('/health', server.url))).status).toBe(200)
  })
})
