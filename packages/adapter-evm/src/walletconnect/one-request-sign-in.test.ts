import type { FoyerSiwx, SiwxSession } from '@foyer/core'
import { SiweMessage } from 'siwe'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  type AuthenticatingSession,
  type OneRequestAuthParams,
  pairAndSignIn,
  sessionFromCacaos,
  signsInWithPairing,
} from './one-request-sign-in.js'

const alice = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
)
const bob = privateKeyToAccount(
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
)

/** A CACAO payload as a wallet returns it. */
interface Payload {
  iss: string
  domain: string
  aud: string
  version: string
  nonce: string
  iat: string
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

/** The CAIP-122 (EIP-4361) text of a payload, written by the independent `siwe` library. */
function formatAuthMessage(payload: unknown, iss: string): string {
  const p = payload as Payload
  const [, , , reference, address] = iss.split(':') as [string, string, string, string, string]
  return new SiweMessage({
    domain: p.domain,
    address,
    uri: p.aud,
    version: p.version,
    chainId: Number(reference),
    nonce: p.nonce,
    issuedAt: p.iat,
    ...(p.statement !== undefined ? { statement: p.statement } : {}),
    ...(p.exp !== undefined ? { expirationTime: p.exp } : {}),
    ...(p.nbf !== undefined ? { notBefore: p.nbf } : {}),
    ...(p.requestId !== undefined ? { requestId: p.requestId } : {}),
    ...(p.resources !== undefined ? { resources: p.resources } : {}),
  }).prepareMessage()
}

/** A CACAO for `chain` really signed by `account` over the text of its payload. */
async function signedCacao(
  account: typeof alice,
  chain: string,
  extra: Partial<Payload> = {},
): Promise<{ h: { t: string }; p: Payload; s: { t: string; s: Hex } }> {
  const p: Payload = {
    iss: `did:pkh:${chain}:${account.address}`,
    domain: 'app.foyer.test',
    aud: 'https://app.foyer.test/',
    version: '1',
    nonce: 'k3b9Qz2mXw8Lr4Tn',
    iat: '2026-11-24T09:00:00.000Z',
    statement: 'Sign in to the Foyer demo.',
    ...extra,
  }
  const signature = await account.signMessage({ message: formatAuthMessage(p, p.iss) })
  return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: signature } }
}

const sessionOf = (accounts: string[]) => ({ formatAuthMessage, accounts: () => accounts })

/** A FoyerSiwx recording what core's sign-in would get; `addSession` verifies with viem. */
function recordingSiwx(options: { refuse?: boolean } = {}) {
  const added: SiwxSession[] = []
  const siwx: FoyerSiwx = {
    async createMessage({ accountAddress, chainId }) {
      const data = {
        domain: 'app.foyer.test',
        accountAddress,
        chainId,
        uri: 'https://app.foyer.test/',
        version: '1' as const,
        nonce: 'k3b9Qz2mXw8Lr4Tn',
        issuedAt: '2026-11-24T09:00:00.000Z',
        statement: 'Sign in to the Foyer demo.',
        expirationTime: '2026-11-24T10:00:00.000Z',
        resources: ['https://app.foyer.test/terms'],
      }
      return { data, text: '(not signed here)' }
    },
    async addSession(session) {
      if (options.refuse) throw new Error('the server refused the session')
      const valid = await verifyMessage({
        address: session.data.accountAddress as Hex,
        message: session.message,
        signature: session.signature as Hex,
      })
      if (!valid) throw new Error('bad signature')
      added.push(session)
    },
    async revokeSession() {},
    async getSessions() {
      return added
    },
  }
  return { siwx, added }
}

describe('signsInWithPairing', () => {
  const { siwx } = recordingSiwx()
  it('signs in with the pairing only when sign-in is set and every namespace is eip155', () => {
    expect(signsInWithPairing(siwx, ['eip155'])).toBe(true)
    expect(signsInWithPairing(undefined, ['eip155'])).toBe(false)
    expect(signsInWithPairing(siwx, ['eip155', 'solana'])).toBe(false)
    expect(signsInWithPairing(siwx, ['bip122'])).toBe(false)
    expect(signsInWithPairing(siwx, [])).toBe(false)
  })
})

describe('sessionFromCacaos', () => {
  it("makes a session whose message is the CACAO's text, verifies with viem and parses with siwe", async () => {
    const cacao = await signedCacao(alice, 'eip155:31337', {
      exp: '2026-11-24T10:00:00.000Z',
      nbf: '2026-11-24T08:59:00.000Z',
      requestId: 'req-7',
      resources: ['https://app.foyer.test/terms', 'ipfs://bafy'],
    })
    const session = sessionFromCacaos(sessionOf([`eip155:31337:${alice.address}`]), [cacao])
    expect(session).toBeDefined()
    expect(session!.signature).toBe(cacao.s.s)
    expect(
      await verifyMessage({
        address: alice.address,
        message: session!.message,
        signature: session!.signature as Hex,
      }),
    ).toBe(true)
    const parsed = new SiweMessage(session!.message)
    // The session's fields are the ones the signed text states.
    expect(session!.data).toEqual({
      domain: parsed.domain,
      accountAddress: parsed.address,
      chainId: `eip155:${parsed.chainId}`,
      uri: parsed.uri,
      version: parsed.version,
      nonce: parsed.nonce,
      issuedAt: parsed.issuedAt,
      statement: parsed.statement,
      expirationTime: parsed.expirationTime,
      notBefore: parsed.notBefore,
      requestId: parsed.requestId,
      resources: parsed.resources,
    })
    expect(session!.data).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: 'k3b9Qz2mXw8Lr4Tn',
      expirationTime: '2026-11-24T10:00:00.000Z',
    })
    // (siwe checks the times against `time`: a moment inside the message's validity.)
    await expect(
      parsed.verify({ signature: session!.signature, time: '2026-11-24T09:30:00.000Z' }),
    ).resolves.toMatchObject({
      success: true,
    })
  })

  it('states the statement as signed when the text extends it (a ReCap names the methods)', async () => {
    const recap =
      " I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'."
    const extending = (payload: unknown, iss: string) =>
      formatAuthMessage(
        { ...(payload as Payload), statement: `${(payload as Payload).statement}${recap}` },
        iss,
      )
    const cacao = await signedCacao(alice, 'eip155:31337')
    const session = sessionFromCacaos(
      { formatAuthMessage: extending, accounts: () => [`eip155:31337:${alice.address}`] },
      [cacao],
    )
    expect(session?.data.statement).toBe(`Sign in to the Foyer demo.${recap}`)
    expect(new SiweMessage(session!.message).statement).toBe(session?.data.statement)
    // Without a statement, none is made up.
    const bare = await signedCacao(alice, 'eip155:31337', { statement: undefined })
    delete bare.p.statement
    const plain = sessionFromCacaos(sessionOf([`eip155:31337:${alice.address}`]), [bare])
    expect(plain?.data.statement).toBeUndefined()
    expect(new SiweMessage(plain!.message).statement).toBeUndefined()
  })

  it("picks the CACAO of the session's account over others (any order, any case)", async () => {
    const cacaos = [
      await signedCacao(bob, 'eip155:31337'),
      await signedCacao(alice, 'eip155:31337'),
      await signedCacao(alice, 'eip155:31338'),
    ]
    const session = sessionFromCacaos(
      sessionOf([`eip155:31338:${alice.address.toLowerCase()}`]),
      cacaos,
    )
    expect(session?.data).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31338',
    })
    // No CACAO for the session's account: the first valid one.
    const fallback = sessionFromCacaos(sessionOf([`eip155:1:${bob.address}`]), cacaos)
    expect(fallback?.data.accountAddress).toBe(bob.address)
  })

  it('ignores answers of the wrong shape and gives no session when none is a CACAO', async () => {
    const good = await signedCacao(alice, 'eip155:31337')
    const wrong: unknown[] = [
      null,
      'cacao',
      42,
      {},
      { p: good.p },
      { ...good, s: { t: 'eip191', s: 'not hex' } },
      { ...good, p: { ...good.p, iss: 'did:pkh:solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc' } },
      { ...good, p: { ...good.p, iss: `did:pkh:eip155:31337:${alice.address}00` } },
      { ...good, p: { ...good.p, nonce: '' } },
      { ...good, p: { ...good.p, aud: undefined } },
    ]
    const account = sessionOf([`eip155:31337:${alice.address}`])
    expect(sessionFromCacaos(account, wrong)).toBeUndefined()
    expect(sessionFromCacaos(account, [])).toBeUndefined()
    expect(sessionFromCacaos(account, [...wrong, good])?.signature).toBe(good.s.s)
  })
})

describe('pairAndSignIn', () => {
  /** A session whose wallet answers `authenticate` with `answer(params)`. */
  function walletSession(answer: (params: OneRequestAuthParams) => Promise<unknown[]>) {
    const requests: OneRequestAuthParams[] = []
    const session: AuthenticatingSession = {
      async authenticate(params) {
        requests.push(params)
        return { auths: await answer(params) }
      },
      formatAuthMessage,
      accounts: () => [`eip155:31337:${alice.address}`],
    }
    return { session, requests }
  }
  const chains = ['eip155:31337', 'eip155:31338'] as const

  it("asks with the app's message fields and adds the signed CACAO as the session", async () => {
    const { siwx, added } = recordingSiwx()
    const { session, requests } = walletSession(async (params) => [
      await signedCacao(alice, 'eip155:31337', {
        domain: params.domain,
        aud: params.uri,
        nonce: params.nonce,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { exp: params.exp } : {}),
        ...(params.resources ? { resources: params.resources } : {}),
      }),
    ])
    const signedIn = await pairAndSignIn({
      session,
      siwx,
      chains: [...chains],
      methods: ['personal_sign'],
    })
    expect(signedIn).toBe(true)
    expect(requests).toEqual([
      {
        chains: [...chains],
        domain: 'app.foyer.test',
        uri: 'https://app.foyer.test/',
        nonce: 'k3b9Qz2mXw8Lr4Tn',
        statement: 'Sign in to the Foyer demo.',
        exp: '2026-11-24T10:00:00.000Z',
        resources: ['https://app.foyer.test/terms'],
        methods: ['personal_sign'],
      },
    ])
    expect(added).toHaveLength(1)
    expect(added[0]!.data).toMatchObject({
      accountAddress: alice.address,
      chainId: 'eip155:31337',
      nonce: 'k3b9Qz2mXw8Lr4Tn',
      expirationTime: '2026-11-24T10:00:00.000Z',
      resources: ['https://app.foyer.test/terms'],
    })
  })

  it('resolves false (the sign view follows) without CACAOs or when the session does not verify', async () => {
    const plain = recordingSiwx()
    expect(
      await pairAndSignIn({
        session: walletSession(async () => []).session,
        siwx: plain.siwx,
        chains: [...chains],
        methods: [],
      }),
    ).toBe(false)
    expect(plain.added).toEqual([])

    const refusing = recordingSiwx({ refuse: true })
    const warn = console.warn
    console.warn = () => {}
    try {
      expect(
        await pairAndSignIn({
          session: walletSession(async () => [await signedCacao(alice, 'eip155:31337')]).session,
          siwx: refusing.siwx,
          chains: [...chains],
          methods: [],
        }),
      ).toBe(false)
    } finally {
      console.warn = warn
    }
    expect(refusing.added).toEqual([])
  })

  it("rejects with the wallet's refusal and adds no session", async () => {
    const { siwx, added } = recordingSiwx()
    const refusal = new Error('User rejected the request.')
    await expect(
      pairAndSignIn({
        session: walletSession(async () => Promise.reject(refusal)).session,
        siwx,
        chains: [...chains],
        methods: [],
      }),
    ).rejects.toBe(refusal)
    expect(added).toEqual([])
  })
})
