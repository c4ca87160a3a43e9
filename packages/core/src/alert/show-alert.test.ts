import { ALERTS } from '@foyer/common'
import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import { hideAlert, showAlert, showAlertForError } from './show-alert.js'

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

describe('alerts for provider errors', () => {
  it('maps an error to its alert key and shows each key once', () => {
    const client = createTestClient()
    expect(showAlertForError(client, new Error('JWT token has expired'))).toBe('SESSION_EXPIRED')
    expect(client.stores.alert.getState().message).toBe('Session Expired')
    hideAlert(client)
    expect(showAlertForError(client, { message: 'session expired' })).toBeUndefined()
    expect(client.stores.alert.getState().open).toBe(false)
    expect(showAlertForError(client, new Error('Origin not allowed'))).toBe('ORIGIN_NOT_ALLOWED')
    expect(client.stores.alert.getState().message).toBe('Invalid App Configuration')
  })

  it('an error that calls for no alert shows nothing', () => {
    const client = createTestClient()
    expect(showAlertForError(client, new Error('User rejected the request.'))).toBeUndefined()
    expect(client.stores.alert.getState().open).toBe(false)
  })
})
