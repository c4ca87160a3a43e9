import { ALERTS } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { hideAlert, showAlert } from './show-alert.js'

describe('alerts', () => {
  it('shows the catalogue text of SPEC §8', () => {
    const client = createTestClient()
    expect(showAlert(client, 'SESSION_EXPIRED')).toBe(true)
    expect(client.stores.alert.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Session Expired',
      description: ALERTS.SESSION_EXPIRED.longMessage,
      key: 'SESSION_EXPIRED',
    })
  })

  it('shows each key once per client', () => {
    const client = createTestClient()
    showAlert(client, 'INVALID_PROJECT_ID')
    hideAlert(client)
    expect(showAlert(client, 'INVALID_PROJECT_ID')).toBe(false)
    expect(client.stores.alert.getState().open).toBe(false)
    expect(showAlert(client, 'SESSION_EXPIRED')).toBe(true)
    expect(client.stores.alert.getState().shownKeys).toEqual([
      'INVALID_PROJECT_ID',
      'SESSION_EXPIRED',
    ])
    expect(showAlert(createTestClient(), 'INVALID_PROJECT_ID')).toBe(true)
  })
})
