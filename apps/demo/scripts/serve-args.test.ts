import { describe, expect, test } from 'vitest'
import { parseServeArgs, ServeUsageError } from './serve-args.js'

describe('parseServeArgs', () => {
  test('defaults: fixed ports, the default demo port', () => {
    expect(parseServeArgs([])).toEqual({ help: false, freePorts: false, port: undefined })
  })

  test('reads --port, --free-ports and --help', () => {
    expect(parseServeArgs(['--port', '8080', '--free-ports'])).toEqual({
      help: false,
      freePorts: true,
      port: 8080,
    })
    expect(parseServeArgs(['-h']).help).toBe(true)
  })

  test.each([
    [['--port', 'abc']],
    [['--port', '70000']],
    [['--port', '1.5']],
    [['--port', '']],
    [['--bogus']],
    [['extra']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseServeArgs(argv)).toThrow(ServeUsageError)
  })
})
