import { defineNetwork } from '@foyer/common'
import { createFoyerClient, trackEvent } from '@foyer/core'
import { expect, test } from 'vitest'
import { createEventLog, EVENT_LOG_LIMIT } from './event-log.js'

const devnet = defineNetwork({
  id: 31337,
  name: 'Foyer Devnet',
  chainNamespace: 'eip155',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

test('keeps every event of a burst, newest first, up to the limit', () => {
  const client = createFoyerClient({ projectId: 'demo-test', networks: [devnet] })
  const log = createEventLog(client)
  let notified = 0
  log.subscribe(() => {
    notified += 1
  })
  trackEvent(client, { event: 'MODAL_OPEN', properties: { connected: false } })
  trackEvent(client, { event: 'MODAL_CLOSE', properties: { connected: false } })
  expect(log.getSnapshot().map((entry) => entry.record.event)).toEqual([
    'MODAL_CLOSE',
    'MODAL_OPEN',
  ])
  expect(notified).toBe(2)
  const snapshot = log.getSnapshot()
  expect(log.getSnapshot()).toBe(snapshot) // stable between changes (useSyncExternalStore)

  for (let index = 0; index < EVENT_LOG_LIMIT + 5; index++) {
    trackEvent(client, { event: 'MODAL_OPEN', properties: { connected: true } })
  }
  const entries = log.getSnapshot()
  expect(entries).toHaveLength(EVENT_LOG_LIMIT)
  expect(new Set(entries.map((entry) => entry.id)).size).toBe(EVENT_LOG_LIMIT)
  expect(entries[0]!.id).toBe(EVENT_LOG_LIMIT + 7)
})
