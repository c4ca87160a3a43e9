import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ConfigError, optionsTable } from '@foyer/service-kit'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'
import { PAYMASTER_OPTIONS } from './cli-options.js'
import { PAYMASTER, SIGNER_KEY, testOptions } from './test-utils/fixtures.js'

const dir = mkdtempSync(path.join(tmpdir(), 'foyer-paymaster-cli-'))
const policies = path.join(dir, 'policies.json')
writeFileSync(policies, JSON.stringify(testOptions().projects))
const keyFile = path.join(dir, 'signer-key')
writeFileSync(keyFile, `${SIGNER_KEY}\n`)

describe('foyer-paymaster options', () => {
  it('reads the signer key from PAYMASTER_SIGNER_KEY_FILE and the policies from a file', () => {
    const command = parseCliArgs(
      ['--paymaster', `31337=${PAYMASTER}`, '--policies', policies, '--ephemeral'],
      { PAYMASTER_SIGNER_KEY_FILE: keyFile },
    )
    expect(command).toMatchObject({
      kind: 'serve',
      options: {
        signerKey: SIGNER_KEY,
        paymasters: { '31337': PAYMASTER },
        projects: [{ id: 'demo', dailyCapPerSender: 1_000_000_000_000_000n }],
        ephemeral: true,
      },
    })
  })

  it('takes no signer key on the command line (every local user can read it there)', () => {
    expect(() => parseCliArgs([`--signer-key=${SIGNER_KEY}`], {})).toThrow(ConfigError)
  })

  it('names the variable of a bad signer key without showing the value', () => {
    const bad = `${SIGNER_KEY.slice(0, 40)}zz`
    let message = ''
    try {
      parseCliArgs(['--paymaster', `31337=${PAYMASTER}`, '--policies', policies], {
        PAYMASTER_SIGNER_KEY: bad,
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('PAYMASTER_SIGNER_KEY')
    expect(message).not.toContain(bad.slice(2, 20))
  })

  it('refuses a policy file with a malformed selector, naming the option', () => {
    const broken = path.join(dir, 'broken.json')
    writeFileSync(
      broken,
      JSON.stringify([
        { ...testOptions().projects[0], allow: [{ address: PAYMASTER, selectors: ['transfer'] }] },
      ]),
    )
    expect(() =>
      parseCliArgs(['--paymaster', `31337=${PAYMASTER}`, '--policies', broken], {
        PAYMASTER_SIGNER_KEY: SIGNER_KEY,
      }),
    ).toThrow(/--policies \/ PAYMASTER_POLICIES.*4-byte function selector/)
  })

  it('the README lists every option with its flag, variable, config key and default', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    expect(readme).toContain(optionsTable(PAYMASTER_OPTIONS))
  })
})
