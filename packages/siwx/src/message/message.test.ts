import type { SiwxMessageData } from '@foyer/core'
import fc from 'fast-check'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { formatSiwxMessage } from './format-message.js'
import { parseSiwxMessage } from './parse-message.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const full: SiwxMessageData = {
  domain: 'app.example',
  accountAddress: ADDRESS,
  chainId: 'eip155:31337',
  statement: 'Sign in to Example.',
  uri: 'https://app.example/login',
  version: '1',
  nonce: 'abcDEF12345',
  issuedAt: '2026-11-24T02:00:00.000Z',
  expirationTime: '2026-11-25T02:00:00.000Z',
  notBefore: '2026-11-24T01:59:00.000Z',
  requestId: 'req-7',
  resources: ['https://app.example/terms', 'ipfs://bafy'],
}

describe('EIP-4361 text', () => {
  it('writes every field in the grammar order, exactly', () => {
    expect(formatSiwxMessage(full)).toBe(
      [
        'app.example wants you to sign in with your Ethereum account:',
        ADDRESS,
        '',
        'Sign in to Example.',
        '',
        'URI: https://app.example/login',
        'Version: 1',
        'Chain ID: 31337',
        'Nonce: abcDEF12345',
        'Issued At: 2026-11-24T02:00:00.000Z',
        'Expiration Time: 2026-11-25T02:00:00.000Z',
        'Not Before: 2026-11-24T01:59:00.000Z',
        'Request ID: req-7',
        'Resources:',
        '- https://app.example/terms',
        '- ipfs://bafy',
      ].join('\n'),
    )
  })

  it('keeps both blank lines when there is no statement', () => {
    const { statement: _, ...rest } = full
    expect(formatSiwxMessage(rest).split('\n').slice(0, 5)).toEqual([
      'app.example wants you to sign in with your Ethereum account:',
      ADDRESS,
      '',
      '',
      'URI: https://app.example/login',
    ])
  })

  it("is the same text viem's independent EIP-4361 writer produces", () => {
    const viemText = createSiweMessage({
      domain: full.domain,
      address: ADDRESS,
      statement: full.statement!,
      uri: full.uri,
      version: '1',
      chainId: 31337,
      nonce: full.nonce,
      issuedAt: new Date(full.issuedAt),
      expirationTime: new Date(full.expirationTime!),
      notBefore: new Date(full.notBefore!),
      requestId: full.requestId!,
      resources: [...full.resources!],
    })
    expect(formatSiwxMessage(full)).toBe(viemText)
    expect(parseSiweMessage(formatSiwxMessage(full))).toMatchObject({
      address: ADDRESS,
      chainId: 31337,
      nonce: full.nonce,
      requestId: 'req-7',
    })
  })

  it('names Solana and Bitcoin accounts in their forms', () => {
    const solana = formatSiwxMessage({
      ...full,
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(solana.split('\n')[0]).toBe('app.example wants you to sign in with your Solana account:')
    expect(solana).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    const bitcoin = formatSiwxMessage({
      ...full,
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
    })
    expect(bitcoin.split('\n')[0]).toBe(
      'app.example wants you to sign in with your Bitcoin account:',
    )
  })

  it('refuses a namespace with no message form', () => {
    expect(() =>
      formatSiwxMessage({ ...full, chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }),
    ).toThrow('Unsupported chain')
  })
})

describe('parsing', () => {
  it('reads every field back', () => {
    expect(parseSiwxMessage(formatSiwxMessage(full))).toEqual(full)
  })

  it('reads a Solana message back to its CAIP-2 network', () => {
    const data = {
      ...full,
      accountAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const,
    }
    expect(parseSiwxMessage(formatSiwxMessage(data))).toEqual(data)
  })

  it.each([
    ['a wrong header', (t: string) => t.replace('wants you to sign in', 'asks you to log in')],
    ['a missing nonce', (t: string) => t.replace(/\nNonce: .*/, '')],
    ['a short nonce', (t: string) => t.replace('abcDEF12345', 'abc')],
    [
      'fields out of order',
      (t: string) => t.replace('Version: 1\nChain ID: 31337', 'Chain ID: 31337\nVersion: 1'),
    ],
    ['an extra line', (t: string) => `${t}\nEvil: yes`],
    ['version 2', (t: string) => t.replace('Version: 1', 'Version: 2')],
    ['a bad time', (t: string) => t.replace('2026-11-25T02:00:00.000Z', 'tomorrow')],
    ['CRLF line ends', (t: string) => t.replaceAll('\n', '\r\n')],
    ['an EVM address that is not hex', (t: string) => t.replace(ADDRESS, `0x${'g'.repeat(40)}`)],
    ['a short EVM address', (t: string) => t.replace(ADDRESS, ADDRESS.slice(0, 40))],
    [
      'a domain with user info',
      (t: string) => t.replace('app.example', 'app.example@evil.example'),
    ],
    ['a domain with a path', (t: string) => t.replace('app.example wants', 'app.example/x wants')],
    ['a bad scheme', (t: string) => `1http://${t}`],
    ['a statement with a quote', (t: string) => t.replace('Sign in to Example.', 'Say "yes"')],
    ['a statement outside ASCII', (t: string) => t.replace('Sign in to Example.', 'Connexion à')],
    [
      'a URI with a space',
      (t: string) => t.replace('URI: https://app.example/login', 'URI: https://app.example/log in'),
    ],
    [
      'a URI with no scheme',
      (t: string) => t.replace('URI: https://app.example/login', 'URI: app.example/login'),
    ],
    ['a bad percent-encoding', (t: string) => t.replace('/terms', '/te%zzrms')],
    ['a resource that is no URI', (t: string) => t.replace('- ipfs://bafy', '- not a uri')],
    [
      'a request id with a space',
      (t: string) => t.replace('Request ID: req-7', 'Request ID: req 7'),
    ],
    ['a hex EVM chain id', (t: string) => t.replace('Chain ID: 31337', 'Chain ID: 0x7a69')],
  ])('refuses %s with a clear error', (_, change) => {
    expect(() => parseSiwxMessage(change(formatSiwxMessage(full)))).toThrow(/Missing or invalid/)
  })

  it("reads a scheme before the domain, as viem's EIP-4361 writer puts it", () => {
    const viemText = createSiweMessage({
      scheme: 'https',
      domain: full.domain,
      address: ADDRESS,
      uri: full.uri,
      version: '1',
      chainId: 31337,
      nonce: full.nonce,
      issuedAt: new Date(full.issuedAt),
    })
    const data = parseSiwxMessage(viemText)
    expect(data).toMatchObject({ scheme: 'https', domain: 'app.example', accountAddress: ADDRESS })
    expect(formatSiwxMessage(data)).toBe(viemText)
  })

  it('reads hosts with ports and IP literals', () => {
    for (const domain of [
      '127.0.0.1:5173',
      'localhost:4173',
      '[::1]:8080',
      'xn--bcher-kva.example',
    ]) {
      expect(parseSiwxMessage(formatSiwxMessage({ ...full, domain })).domain).toBe(domain)
    }
  })

  it('round-trips any valid message (property)', () => {
    const token = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/)
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString())
    const line = fc.stringMatching(/^[A-Za-z0-9 .,!?'-]{1,80}$/).filter((s) => s.trim() === s)
    fc.assert(
      fc.property(
        fc.record(
          {
            statement: line,
            nonce: token,
            issuedAt: time,
            expirationTime: time,
            notBefore: time,
            requestId: token,
            resources: fc.array(
              token.map((t) => `https://example.org/${t}`),
              { minLength: 1, maxLength: 3 },
            ),
          },
          { requiredKeys: ['nonce', 'issuedAt'] },
        ),
        (fields) => {
          const data = {
            ...full,
            statement: undefined,
            expirationTime: undefined,
            notBefore: undefined,
            requestId: undefined,
            resources: undefined,
            ...fields,
          }
          const clean = Object.fromEntries(
            Object.entries(data).filter(([, v]) => v !== undefined),
          ) as unknown as SiwxMessageData
          expect(parseSiwxMessage(formatSiwxMessage(clean))).toEqual(clean)
        },
      ),
      { numRuns: 50 },
    )
  })
})
