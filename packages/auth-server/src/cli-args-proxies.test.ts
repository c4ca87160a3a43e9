import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cli-args.js'

const env = {
  RECOVERY_KEY: 'ab'.repeat(32),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  MAIL_FROM: 'login@example.com',
  FRAME_ORIGINS: 'https://wallet.example',
}
const project = ['--project', 'demo=https://app.example']

const options = (argv: string[], extra: Record<string, string> = {}) => {
  const command = parseCliArgs([...project, ...argv], { ...env, ...extra })
  if (command.kind !== 'serve') throw new Error('expected serve')
  return command.options
}

describe('foyer-auth-server --trusted-proxies', () => {
  it('takes a hop count or CIDR ranges, from the flag or TRUSTED_PROXIES', () => {
    expect(options(['--trusted-proxies', '2']).trustedProxies).toBe(2)
    expect(options(['--trusted-proxies', '10.0.0.0/8, fd00::/8']).trustedProxies).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ])
    expect(options([], { TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1)
    // The old flag still means one proxy.
    expect(options(['--trust-proxy']).trustProxy).toBe(true)
    expect(options([]).trustedProxies).toBeUndefined()
  })

  it('refuses a range that is not one', () => {
    expect(() => options(['--trusted-proxies', '10.0.0.0/99'])).toThrow(/CIDR/)
    expect(() => options(['--trusted-proxies', 'proxy.internal'])).toThrow(/CIDR/)
  })
})
