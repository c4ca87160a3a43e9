import { describe, expect, expectTypeOf, it } from 'vitest'
import { en } from '../messages/en.js'
import { FoyerError, isFoyerError } from './FoyerError.js'

describe('FoyerError', () => {
  it('takes its shortMessage from the catalogue', () => {
    const error = new FoyerError('INVALID_CAIP_ADDRESS')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('FoyerError')
    expect(error.code).toBe('INVALID_CAIP_ADDRESS')
    expect(error.shortMessage).toBe('Invalid CAIP Address')
    expect(error.message).toBe('Invalid CAIP Address')
    expect(error.details).toBeUndefined()
    expect(error.cause).toBeUndefined()
  })

  it('fills placeholders from values', () => {
    expect(new FoyerError('HTTP_STATUS', { values: { status: 503 } }).shortMessage).toBe(
      'HTTP status code: 503',
    )
    expect(new FoyerError('EMAIL_COOLDOWN', { values: { seconds: 30 } }).shortMessage).toBe(
      'Please try again after 30 seconds',
    )
    const registration = new FoyerError('NAME_REGISTRATION_FAILED', { values: { name: 'alice' } })
    expect(registration.shortMessage).toBe('Error registering name alice')
    expect(registration.values).toEqual({ name: 'alice' })
  })

  it('keeps details and cause apart from the short message', () => {
    const cause = new Error('socket hang up')
    const error = new FoyerError('DISCONNECT_FAILED', { details: 'relay closed', cause })
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(error.details).toBe('relay closed')
    expect(error.cause).toBe(cause)
    expect(error.message).toBe('Failed to disconnect\n\nDetails: relay closed')
  })

  it('requires values for codes with placeholders (types)', () => {
    // @ts-expect-error HTTP_STATUS needs { values: { status } }
    expect(() => new FoyerError('HTTP_STATUS')).not.toThrow()
    expectTypeOf(new FoyerError('NETWORK_NOT_FOUND').code).toEqualTypeOf<'NETWORK_NOT_FOUND'>()
  })

  it('exists for every catalogue entry', () => {
    for (const code of Object.keys(en.errors) as (keyof typeof en.errors)[]) {
      const error = new FoyerError(code, {
        values: { status: 1, seconds: 1, name: 'n', message: 'm' },
      })
      expect(error.code).toBe(code)
      expect(error.shortMessage).not.toMatch(/\{\w+\}/)
    }
  })
})

describe('isFoyerError', () => {
  it('recognises FoyerErrors, optionally by code', () => {
    const error = new FoyerError('USER_REJECTED')
    expect(isFoyerError(error)).toBe(true)
    expect(isFoyerError(error, 'USER_REJECTED')).toBe(true)
    expect(isFoyerError(error, 'NETWORK_NOT_FOUND')).toBe(false)
  })

  it('recognises a FoyerError from another copy of the package by shape', () => {
    const foreign = Object.assign(new Error('x'), {
      name: 'FoyerError',
      code: 'USER_REJECTED',
      shortMessage: 'User rejected the request.',
    })
    expect(isFoyerError(foreign, 'USER_REJECTED')).toBe(true)
  })

  it('rejects everything else', () => {
    for (const value of [
      new Error('x'),
      { code: 'USER_REJECTED' },
      'FoyerError',
      null,
      undefined,
      4001,
    ]) {
      expect(isFoyerError(value)).toBe(false)
    }
  })
})
