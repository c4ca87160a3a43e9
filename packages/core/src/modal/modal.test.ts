import { FoyerError } from '@foyer/common'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setSignInState } from '../client/settings.js'
import { connect } from '../connection/connect.js'
import { startClient } from '../connection/start-client.js'
import type { FoyerEventRecord } from '../events/types.js'
import { pushTransactionStack } from '../router/transaction-stack.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { setWalletConnectUri } from '../wallet-connect/pairing.js'
import { closeModal, isCloseBlocked } from './close-modal.js'
import { openModal } from './open-modal.js'
import { trackPendingRequest } from './pending-requests.js'
import { shakeModal } from './shake-modal.js'

async function connectedClient(options: Parameters<typeof createTestClient>[0] = {}) {
  const adapter = new TestAdapter()
  const client = createTestClient({ adapters: [adapter], ...options })
  await startClient(client)
  await connect(client, { namespace: 'eip155', connectorId: 'injected' })
  return client
}

function recordEvents(client: ReturnType<typeof createTestClient>) {
  const events: FoyerEventRecord[] = []
  client.events.subscribe((event) => events.push(event))
  return events
}

describe('opening rules (SPEC §2)', () => {
  it('1. a requested view wins, and the swap view gets its arguments as swap data', async () => {
    const client = await connectedClient()
    await openModal(client, { view: 'Swap', data: { swap: { fromToken: 'ETH', amount: '1' } } })
    const router = client.stores.router.getState()
    expect(router.history).toEqual(['Swap'])
    expect(router.data.swap).toEqual({ fromToken: 'ETH', amount: '1' })
  })

  it('2. a connected address opens Account', async () => {
    const client = await connectedClient()
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('Account')
  })

  it('3. otherwise Connect', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('Connect')
  })

  it('4. no adapters and not connected: AllWallets on mobile, ConnectingWalletConnectBasic elsewhere', async () => {
    let mobile = true
    const client = createTestClient({ adapters: [], isMobile: () => mobile })
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('AllWallets')
    closeModal(client)
    mobile = false
    await openModal(client)
    expect(client.stores.router.getState().view).toBe('ConnectingWalletConnectBasic')
  })

  it('opening resets the history to the one view', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await openModal(client, { view: 'AllWallets' })
    await openModal(client)
    expect(client.stores.router.getState().history).toEqual(['Connect'])
  })
})

describe('open and close', () => {
  it('sets loading (also per namespace) until start-up is done, and opens', async () => {
    const adapter = new TestAdapter()
    const release = adapter.hold('setup')
    const client = createTestClient({ adapters: [adapter] })
    void startClient(client)
    const opening = openModal(client, { namespace: 'eip155' })
    expect(client.stores.modal.getState()).toMatchObject({
      open: true,
      loading: true,
      loadingByNamespace: { eip155: true },
      namespace: 'eip155',
    })
    release()
    await opening
    expect(client.stores.modal.getState()).toMatchObject({
      loading: false,
      loadingByNamespace: { eip155: false },
    })
  })

  it('opening for a namespace makes it the active one', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await openModal(client, { namespace: 'solana' })
    expect(client.stores.account.getState().activeNamespace).toBe('solana')
  })

  it('sends MODAL_OPEN and MODAL_CLOSE with the connected flag', async () => {
    const client = await connectedClient()
    const events = recordEvents(client)
    await openModal(client)
    closeModal(client)
    expect(events.map((e) => [e.event, e.properties])).toEqual([
      ['MODAL_OPEN', { connected: true }],
      ['MODAL_CLOSE', { connected: true }],
    ])
    const fresh = createTestClient()
    const freshEvents = recordEvents(fresh)
    await openModal(fresh)
    closeModal(fresh)
    expect(freshEvents.map((e) => e.properties)).toEqual([
      { connected: false },
      { connected: false },
    ])
  })

  it('closing a closed modal sends no MODAL_CLOSE', () => {
    const client = createTestClient()
    const events = recordEvents(client)
    expect(closeModal(client)).toBe(true)
    expect(events).toEqual([])
  })

  it('close clears the WalletConnect uri and the loading flags', async () => {
    const client = createTestClient()
    void openModal(client, { namespace: 'eip155' })
    setWalletConnectUri(client, 'wc:abc@2?relay-protocol=irn&symKey=00')
    closeModal(client)
    expect(client.stores.walletConnect.getState().uri).toBeUndefined()
    expect(client.stores.modal.getState()).toMatchObject({
      open: false,
      loading: false,
      loadingByNamespace: {},
    })
  })

  it('in embedded mode close switches to Account when connected, else Connect', async () => {
    const connected = await connectedClient({ embedded: true })
    await openModal(connected, { view: 'Networks' })
    closeModal(connected)
    expect(connected.stores.router.getState().history).toEqual(['Account'])
    // Part of the page: it stays shown.
    expect(connected.stores.modal.getState().open).toBe(true)

    const disconnected = createTestClient({ embedded: true, adapters: [new TestAdapter()] })
    await openModal(disconnected, { view: 'AllWallets' })
    closeModal(disconnected)
    expect(disconnected.stores.router.getState().history).toEqual(['Connect'])
  })

  it('outside embedded mode close leaves the history for the next open to reset', async () => {
    const client = createTestClient({ adapters: [new TestAdapter()] })
    await openModal(client, { view: 'AllWallets' })
    closeModal(client)
    expect(client.stores.router.getState().view).toBe('AllWallets')
  })
})

describe('close blocking', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction'] as const)(
    'is blocked on %s while sign-in is required and no session exists; the modal shakes',
    async (view) => {
      const client = await connectedClient({ signInRequired: true })
      await openModal(client, { view })
      expect(isCloseBlocked(client)).toBe(true)
      expect(closeModal(client)).toBe(false)
      expect(client.stores.modal.getState()).toMatchObject({ open: true, shake: true })
    },
  )

  it('is not blocked once a session exists, when sign-in is optional, or on other views', async () => {
    const client = await connectedClient({ signInRequired: true })
    await openModal(client, { view: 'SIWXSignMessage' })
    setSignInState(client, { hasSession: true })
    expect(isCloseBlocked(client)).toBe(false)
    setSignInState(client, { hasSession: false, required: false })
    expect(isCloseBlocked(client)).toBe(false)
    setSignInState(client, { required: true })
    await openModal(client, { view: 'Account' })
    expect(closeModal(client)).toBe(true)
  })
})

describe('shake', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resets after 500 ms, and a second shake restarts the wait', () => {
    vi.useFakeTimers()
    const client = createTestClient()
    shakeModal(client)
    vi.advanceTimersByTime(300)
    shakeModal(client)
    vi.advanceTimersByTime(499)
    expect(client.stores.modal.getState().shake).toBe(true)
    vi.advanceTimersByTime(1)
    expect(client.stores.modal.getState().shake).toBe(false)
  })
})

describe('pending requests', () => {
  it('closing with an empty transaction stack rejects them with USER_REJECTED', async () => {
    const client = createTestClient()
    await openModal(client, { view: 'ApproveTransaction' })
    const reasons: unknown[] = []
    trackPendingRequest(client, (reason) => reasons.push(reason))
    closeModal(client)
    expect(reasons).toHaveLength(1)
    expect(reasons[0]).toBeInstanceOf(FoyerError)
    expect((reasons[0] as FoyerError).code).toBe('USER_REJECTED')
    closeModal(client)
    expect(reasons).toHaveLength(1)
  })

  it('closing with a pending transaction step keeps them; an untracked one is never rejected', async () => {
    const client = createTestClient()
    await openModal(client, { view: 'ApproveTransaction' })
    const reasons: unknown[] = []
    trackPendingRequest(client, (reason) => reasons.push(reason))
    const untrack = trackPendingRequest(client, () => reasons.push('untracked'))
    untrack()
    pushTransactionStack(client, { view: 'Account' })
    closeModal(client)
    expect(reasons).toEqual([])
    client.stores.router.setState({ transactionStack: [] })
    await openModal(client)
    closeModal(client)
    expect(reasons).toHaveLength(1)
    expect(reasons).not.toContain('untracked')
  })
})
