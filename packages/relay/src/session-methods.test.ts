import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RelayServer, SESSION_TAG, startRelay } from './index.js'
import { RawRelayClient, randomTopic } from './test-utils/raw-client.js'

/**
 * The two session-setup methods as @walletconnect/sign-client 2.25 sends them (params shapes
 * from its engine's sendProposeSession / sendApproveSession, extra fields included).
 */
describe('wc_proposeSession and wc_approveSession', () => {
  let relay: RelayServer
  let dapp: RawRelayClient
  let wallet: RawRelayClient

  beforeAll(async () => {
    relay = await startRelay()
  })
  afterEach(async () => {
    await Promise.all([dapp.close(), wallet.close()])
  })
  afterAll(() => relay.close())

  it('routes a proposal, its answer and the settlement with the implicit subscriptions', async () => {
    dapp = await RawRelayClient.connectAuthenticated(relay.url)
    wallet = await RawRelayClient.connectAuthenticated(relay.url)
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()

    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'ZW5jcnlwdGVkIHByb3Bvc2Fs',
      ttl: 300,
      correlationId: 1_749_000_000_000_123,
    })
    expect(proposed.result).toBe(true)

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await vi.waitFor(() => expect(wallet.deliveries).toHaveLength(1))
    expect(wallet.deliveries[0]?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'ZW5jcnlwdGVkIHByb3Bvc2Fs',
      tag: SESSION_TAG.proposal,
    })

    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
      correlationId: 1_749_000_000_000_123,
      chainId: 'eip155:1',
    })
    expect(approved.result).toBe(true)

    // The dapp never sent irn_subscribe for the pairing topic: wc_proposeSession did it.
    await vi.waitFor(() => expect(dapp.deliveries).toHaveLength(1))
    expect(dapp.deliveries[0]?.params.data).toMatchObject({
      topic: pairingTopic,
      message: 'cmVzcG9uc2U=',
      tag: SESSION_TAG.proposalResponse,
    })

    await dapp.request('irn_subscribe', { topic: sessionTopic })
    await vi.waitFor(() => expect(dapp.deliveries).toHaveLength(2))
    expect(dapp.deliveries[1]?.params.data).toMatchObject({
      topic: sessionTopic,
      message: 'c2V0dGxl',
      tag: SESSION_TAG.settle,
    })

    // The wallet never sent irn_subscribe for the session topic: wc_approveSession did it.
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'c2V0dGxlZA==', ttl: 300 })
    await vi.waitFor(() => expect(wallet.deliveries).toHaveLength(2))
    expect(wallet.deliveries[1]?.params.data).toMatchObject({
      topic: sessionTopic,
      message: 'c2V0dGxlZA==',
    })
  })

  it('rejects incomplete session params with -32602 and publishes nothing', async () => {
    dapp = await RawRelayClient.connectAuthenticated(relay.url)
    wallet = await RawRelayClient.connectAuthenticated(relay.url)
    const pairingTopic = randomTopic()
    const answer = await wallet.request('wc_approveSession', {
      sessionTopic: randomTopic(),
      pairingTopic,
      sessionProposalResponse: 'cmVzcG9uc2U=',
    })
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message).toContain('sessionSettlementRequest')

    await dapp.request('irn_subscribe', { topic: pairingTopic })
    await dapp.roundTrip()
    expect(dapp.deliveries).toEqual([])
  })
})
