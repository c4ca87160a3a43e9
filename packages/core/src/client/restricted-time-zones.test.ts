import { describe, expect, it } from 'vitest'
import { createTestClient } from '../test-utils/test-client.js'
import {
  currentTimeZone,
  DEFAULT_RESTRICTED_TIME_ZONES,
  isRestrictedTimeZone,
} from './restricted-time-zones.js'

describe('isRestrictedTimeZone (SPEC §6)', () => {
  it('restricts the Chinese regions by default and nothing else', () => {
    const client = createTestClient()
    expect(client.options.restrictedTimeZones).toEqual(DEFAULT_RESTRICTED_TIME_ZONES)
    expect(isRestrictedTimeZone(client, 'Asia/Shanghai')).toBe(true)
    expect(isRestrictedTimeZone(client, 'Asia/Urumqi')).toBe(true)
    expect(isRestrictedTimeZone(client, 'asia/shanghai')).toBe(true)
    expect(isRestrictedTimeZone(client, 'Europe/Berlin')).toBe(false)
    expect(isRestrictedTimeZone(client, 'Asia/Tokyo')).toBe(false)
  })

  it('follows the restrictedTimeZones option, an empty list restricting none', () => {
    const custom = createTestClient({ restrictedTimeZones: ['Europe/Berlin'] })
    expect(isRestrictedTimeZone(custom, 'Europe/Berlin')).toBe(true)
    expect(isRestrictedTimeZone(custom, 'Asia/Shanghai')).toBe(false)
    const none = createTestClient({ restrictedTimeZones: [] })
    expect(isRestrictedTimeZone(none, 'Asia/Shanghai')).toBe(false)
  })

  it('reads the current time zone when none is given; unknown is not restricted', () => {
    const zone = currentTimeZone()
    expect(typeof zone).toBe('string')
    const client = createTestClient({ restrictedTimeZones: [zone as string] })
    expect(isRestrictedTimeZone(client)).toBe(true)
    expect(isRestrictedTimeZone(client, undefined)).toBe(true)
    expect(isRestrictedTimeZone(createTestClient(), '')).toBe(false)
  })

  it('refuses a malformed list', () => {
    expect(() => createTestClient({ restrictedTimeZones: [''] })).toThrow()
    expect(() => createTestClient({ restrictedTimeZones: 'Asia/Shanghai' as never })).toThrow()
  })
})
