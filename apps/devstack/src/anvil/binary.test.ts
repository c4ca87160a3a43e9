import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ANVIL_BINARY_ENV, resolveAnvilBinary } from './binary.js'

describe('resolveAnvilBinary', () => {
  it('finds the real anvil 1.7.1 binary of the platform package', async () => {
    const binary = resolveAnvilBinary({})
    expect(binary).toMatch(/@foundry-rs[\\/]anvil-[a-z0-9]+-[a-z0-9]+[\\/]bin[\\/]anvil/)
    const { stdout } = await promisify(execFile)(binary, ['--version'])
    expect(stdout).toMatch(/anvil Version: 1\.7\.1/)
  })

  it(`honours ${ANVIL_BINARY_ENV}, and refuses a path that does not exist`, () => {
    const real = resolveAnvilBinary({})
    expect(resolveAnvilBinary({ [ANVIL_BINARY_ENV]: real })).toBe(real)
    expect(() => resolveAnvilBinary({ [ANVIL_BINARY_ENV]: '/nowhere/anvil' })).toThrow(
      /does not exist/,
    )
    expect(fs.existsSync(real)).toBe(true)
  })

  it('names the platform when anvil ships no binary for it', () => {
    expect(() => resolveAnvilBinary({}, 'sunos', 'sparc')).toThrow(/sunos-sparc/)
  })
})
