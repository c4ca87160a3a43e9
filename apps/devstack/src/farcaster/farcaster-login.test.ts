import { DpopClientKey } from '@foyer/auth-server'
import { createPublicClient, http } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AnvilInstance, startAnvil } from '../anvil/process.js'
import {
  DEVSTACK_AUTH_PROJECT_ID,
  type RunningAuth,
  startDevstackAuth,
} from '../auth/start-auth.js'
import { DEVSTACK_HOST, DEVSTACK_MNEMONIC } from '../constants.js'
import { foyerIdRegistryArtifact } from '../contracts/artifacts.generated.js'
import { DEVSTACK_ID_REGISTRY_ADDRESS, devstackFarcasterAccounts } from './id-registry.js'

const FRAME_ORIGIN = 'http://127.0.0.1:4998'
const HOST_ORIGIN = 'http://127.0.0.1:5174'

describe('Farcaster login on the stack: IdRegistry on a real anvil, test client page, auth server', () => {
  let anvil: AnvilInstance
  let auth: RunningAuth
  beforeAll(async () => {
    anvil = await startAnvil({
      chainId: 31337,
      host: DEVSTACK_HOST,
      port: 0,
      mnemonic: DEVSTACK_MNEMONIC,
      accounts: 2,
      balanceEther: 100,
      startTimeoutMs: 60_000,
    })
    auth = await startDevstackAuth(
      {},
      {
        frameOrigins: [FRAME_ORIGIN],
        farcaster: {
          chain: {
            chainId: 31337,
            name: 'Local',
            rpcUrl: anvil.rpcUrl,
            caipNetworkId: 'eip155:31337',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          },
        },
      },
      90_000,
    )
  }, 180_000)
  afterAll(async () => {
    await auth?.close()
    await anvil?.stop()
  })

  it('registers the FIDs with their custody addresses in the IdRegistry', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    for (const account of devstackFarcasterAccounts()) {
      const fid = await client.readContract({
        address: DEVSTACK_ID_REGISTRY_ADDRESS,
        abi: foyerIdRegistryArtifact.abi,
        functionName: 'idOf',
        args: [account.custody],
      })
      expect(fid).toBe(BigInt(account.fid))
      const custody = await client.readContract({
        address: DEVSTACK_ID_REGISTRY_ADDRESS,
        abi: foyerIdRegistryArtifact.abi,
        functionName: 'custodyOf',
        args: [BigInt(account.fid)],
      })
      expect(custody).toBe(account.custody)
    }
    expect(auth.info.farcaster?.accounts.map((a) => a.username)).toEqual(['alice', 'bob'])
  })

  it('approves a channel from the test client page and opens a session of that FID', async () => {
    // The frame's proof key: the channel is bound to it, and only it redeems the session.
    const key = await DpopClientKey.create()
    const frameHeaders = async (url: string) => ({
      'content-type': 'application/json',
      origin: FRAME_ORIGIN,
      dpop: await key.proof('POST', url, Date.now()),
    })
    const channelUrl = `${auth.info.url}/v1/channel`
    const channel = (await (
      await fetch(channelUrl, {
        method: 'POST',
        headers: await frameHeaders(channelUrl),
        body: JSON.stringify({ siweUri: HOST_ORIGIN, domain: new URL(HOST_ORIGIN).host }),
      })
    ).json()) as { channelToken: string; url: string; nonce: string }
    const url = new URL(channel.url)
    expect(url.origin + url.pathname).toBe(auth.info.farcaster?.clientUrl)
    const page = await (await fetch(url)).text()
    expect(page).toContain('Farcaster test client')
    expect(page).toContain('@bob (FID 2)')
    const approve = (fid: number) =>
      fetch(new URL('/api/approve', url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...Object.fromEntries(url.searchParams), fid }),
      })
    const approved = await approve(2)
    expect(await approved.json()).toEqual({ fid: 2, username: 'bob' })
    expect(approved.status).toBe(200)
    // A second approval of the same channel is refused by the relay.
    const again = await approve(2)
    expect(again.status).toBe(502)
    expect(await again.json()).toEqual({ message: 'This channel is already signed in' })
    const sessionUrl = `${auth.info.url}/v1/farcaster/session`
    const session = await fetch(sessionUrl, {
      method: 'POST',
      headers: await frameHeaders(sessionUrl),
      body: JSON.stringify({
        projectId: DEVSTACK_AUTH_PROJECT_ID,
        hostOrigin: HOST_ORIGIN,
        channelToken: channel.channelToken,
      }),
    })
    expect(session.status).toBe(200)
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({
      username: 'bob',
      socialProvider: 'farcaster',
    })
  })

  it('answers a bad approval with 400', async () => {
    const answer = await fetch(new URL('/api/approve', auth.info.farcaster?.clientUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fid: 1 }),
    })
    expect(answer.status).toBe(400)
  })
})
