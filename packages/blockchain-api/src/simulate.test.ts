import { isFoyerError } from '@foyer/common'
import { afterEach, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from './client.js'
import { type FakeRoutes, startFakeDataServer } from './test-utils/fake-data-server.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function setup(routes: FakeRoutes) {
  const server = await startFakeDataServer(routes)
  stop = server.close
  const client = createBlockchainApiClient({ baseUrl: server.baseUrl, clientId: 'client-1' })
  return { client, server }
}

describe('simulate (POST /v1/simulate)', () => {
  it('posts the account and its calls for the chain and parses what they change', async () => {
    const answer = {
      status: 'ok',
      changes: [{ asset: { kind: 'native' }, amount: '-1500000000000000000' }],
      approvals: [],
    }
    const { client, server } = await setup({ 'POST /v1/simulate': { json: answer } })
    const calls = [{ to: TO, value: '0x14d1120d7b160000', data: '0x' }]
    expect(await client.simulate({ caipNetworkId: 'eip155:31337', from: FROM, calls })).toEqual(
      answer,
    )
    const request = server.requests[0]
    expect(request?.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(request?.body).toEqual({ from: FROM, calls })
  })

  it('refuses an answer that invents a shape (a result is never guessed)', async () => {
    const { client } = await setup({
      'POST /v1/simulate': { json: { status: 'ok', changes: [{ amount: 'lots' }] } },
    })
    const failure = await client
      .simulate({ caipNetworkId: 'eip155:31337', from: FROM, calls: [{ to: TO }] })
      .catch((error: unknown) => error)
    expect(isFoyerError(failure) && failure.code).toBe('SOMETHING_WENT_WRONG')
  })
})
