import { describe, expect, it } from 'vitest'
import { alertKeyForError } from './alert-for-error.js'
import { ALERT_KEYS, ALERTS } from './alerts.js'
import { FoyerError } from './FoyerError.js'
import { frameError } from './frame-error.js'

describe('ALERTS', () => {
  it('holds every alert of SPEC §8 by key', () => {
    expect(ALERTS.NETWORK_NOT_FOUND.shortMessage).toBe('Network Not Found')
    expect(ALERTS.ORIGIN_NOT_ALLOWED.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.ANALYTICS_FORBIDDEN.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.FRAME_LOAD_FAILED.shortMessage).toBe('Invalid App Configuration')
    expect(ALERTS.SESSION_EXPIRED.shortMessage).toBe('Session Expired')
    expect(ALERTS.INVALID_PROJECT_ID.shortMessage).toBe('Invalid Project ID')
    expect(ALERTS.PROJECT_ID_NOT_CONFIGURED.shortMessage).toBe('Project ID Not Configured')
    expect(ALERTS.SOCIALS_TIMEOUT.shortMessage).toBeTruthy()
    expect(ALERT_KEYS).toHaveLength(8)
  })

  it('explains the network-not-found and session-expired alerts as SPEC says', () => {
    expect(ALERTS.NETWORK_NOT_FOUND.longMessage).toMatch(/networks array/)
    expect(ALERTS.SESSION_EXPIRED.longMessage).toMatch(/time settings.*reconnect/)
  })
})

describe('alertKeyForError', () => {
  it('maps service errors to alert keys', () => {
    expect(alertKeyForError(new Error('Unauthorized: origin not allowed'))).toBe(
      'ORIGIN_NOT_ALLOWED',
    )
    expect(alertKeyForError({ message: 'JWT validation error' })).toBe('SESSION_EXPIRED')
    expect(alertKeyForError('Invalid projectId')).toBe('INVALID_PROJECT_ID')
    expect(alertKeyForError(new FoyerError('NETWORK_NOT_FOUND'))).toBe('NETWORK_NOT_FOUND')
  })

  it("maps the relay's clock-skew refusals of a token to 'Session Expired'", () => {
    // The reasons @foyer/relay gives when a JWT's exp/iat is outside its clock-skew window.
    expect(alertKeyForError(new Error('Unauthorized: JWT has expired'))).toBe('SESSION_EXPIRED')
    expect(alertKeyForError(new Error('Unauthorized: JWT is not yet valid'))).toBe(
      'SESSION_EXPIRED',
    )
  })

  it("maps a service's 401 or 403 to 'Invalid Project ID', other statuses to nothing", () => {
    const http = (status: number) => new FoyerError('HTTP_STATUS', { values: { status } })
    expect(alertKeyForError(http(401))).toBe('INVALID_PROJECT_ID')
    expect(alertKeyForError(http(403))).toBe('INVALID_PROJECT_ID')
    expect(alertKeyForError(http(500))).toBeUndefined()
    expect(alertKeyForError(http(404))).toBeUndefined()
  })

  it("maps the embedded wallet frame refusing this page to 'Invalid App Configuration'", () => {
    const refused = (cause: string) =>
      new FoyerError('APP_CONFIGURATION_INVALID', { values: { cause } })
    expect(alertKeyForError(refused('host-not-allowed'))).toBe('ORIGIN_NOT_ALLOWED')
    expect(alertKeyForError(refused('ancestor-not-allowed'))).toBe('ORIGIN_NOT_ALLOWED')
    for (const cause of [
      'frame-origin-refused',
      'auth-unreachable',
      'frame-config-invalid',
      'frame-not-rendered',
    ]) {
      expect(alertKeyForError(refused(cause))).toBe('FRAME_LOAD_FAILED')
    }
    expect(ALERTS.FRAME_LOAD_FAILED.shortMessage).toBe('Invalid App Configuration')
    expect(refused('auth-unreachable').shortMessage).toBe('Invalid App Configuration')
  })

  it('gives nothing for other errors', () => {
    expect(alertKeyForError(new Error('nonce too low'))).toBeUndefined()
    expect(alertKeyForError(42)).toBeUndefined()
  })
})

describe('frameError', () => {
  it("shows the payload's message, else 'An error occurred' (SPEC §8)", () => {
    expect(frameError({ message: 'Invalid code' }).shortMessage).toBe('Invalid code')
    expect(frameError({}).shortMessage).toBe('An error occurred')
    expect(frameError({ message: '  ' }).shortMessage).toBe('An error occurred')
    expect(frameError(null).code).toBe('FRAME_ERROR')
  })
})
