import { describe, expect, it } from 'vitest'
import { ANCHOR_IDS, parseOptions } from './options.mjs'

describe('parseOptions', () => {
  it('defaults to 15 runs of every anchor and both Foyer pages', () => {
    expect(parseOptions([])).toEqual({
      runs: 15,
      warmup: 1,
      anchors: ANCHOR_IDS,
      foyerOnly: false,
      announced: true,
      idleWait: true,
      help: false,
    })
  })

  it('reads values and flags, ignoring the `--` pnpm may pass on', () => {
    const options = parseOptions([
      '--',
      '--runs',
      '12',
      '--warmup',
      '0',
      '--anchors',
      'rainbowkit, appkit',
      '--no-announced',
      '--no-idle-wait',
      '--out',
      '/tmp/x',
      '--cache',
      '/tmp/c',
    ])
    expect(options).toMatchObject({
      runs: 12,
      warmup: 0,
      anchors: ['rainbowkit', 'appkit'],
      announced: false,
      idleWait: false,
      out: '/tmp/x',
      cache: '/tmp/c',
    })
  })

  it('names the option that is wrong', () => {
    expect(() => parseOptions(['--runs', 'ten'])).toThrow(/^--runs: expected a whole number/)
    expect(() => parseOptions(['--runs', '0'])).toThrow(/^--runs: /)
    expect(() => parseOptions(['--anchors', 'privy'])).toThrow(/^--anchors: /)
    expect(() => parseOptions(['--runs'])).toThrow('--runs needs a value')
    expect(() => parseOptions(['--runs', '--foyer-only'])).toThrow('--runs needs a value')
    expect(() => parseOptions(['--fast'])).toThrow(/^unknown option --fast/)
  })
})
