import { createMemoryStorage } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { REQUIRE_SIGN_IN_KEY, readRequireSignIn, writeRequireSignIn } from './sign-in-setting.js'

describe('the require sign-in switch', () => {
  it('is off by default and after a bad stored value; on once written', () => {
    const storage = createMemoryStorage()
    expect(readRequireSignIn(storage)).toBe(false)
    storage.setItem(REQUIRE_SIGN_IN_KEY, '{"x"')
    expect(readRequireSignIn(storage)).toBe(false)
    storage.setItem(REQUIRE_SIGN_IN_KEY, '"yes"')
    expect(readRequireSignIn(storage)).toBe(false)
    writeRequireSignIn(true, storage)
    expect(readRequireSignIn(storage)).toBe(true)
  })
})
