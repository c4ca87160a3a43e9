import { bitcoinRegtest, isFoyerError } from '@foyer/common'
import type { SharedWalletConnectSession, WalletConnectHub } from '@foyer/core'
import { describe, expect, it } from 'vitest'
import { bip122ProposalNamespace } from './namespace.js'
import { sessionBackend } from './session-backend.js'

const CHAIN = bitcoinRegtest.caipNetworkId
const PAYMENT = 'bcrt1q6rz28mcfaxtmd6v789l9rrlrusdprr9pz3cppk'
const ORDINALS = 'bcrt1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqp3mvzv'

function backendAnswering(answers: Record<string, unknown>) {
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const session: SharedWalletConnectSession = {
    active: true,
    connect: async () => {},
    accounts: (namespace) => (namespace === 'bip122' ? [`${CHAIN}:${PAYMENT}`] : []),
    async request(args, chainId) {
      requests.push({ method: args.method, params: args.params, chainId })
      return answers[args.method]
    },
    disconnect: async () => {},
    onDisconnect: () => () => {},
  }
  const hub: WalletConnectHub = { namespaces: new Map(), session: async () => session }
  return { backend: sessionBackend(hub), requests }
}

describe('the bip122 namespace of a WalletConnect session', () => {
  it('proposes the adapter’s bip122 chains with the four bip122 methods', () => {
    expect(bip122ProposalNamespace([bitcoinRegtest])).toEqual({
      chains: [CHAIN],
      methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
      events: [],
    })
  })

  it('reads payment and ordinals from getAccountAddresses, payment first', async () => {
    const { backend, requests } = backendAnswering({
      getAccountAddresses: [
        { address: ORDINALS, intention: 'ordinal', publicKey: 'ab', path: "m/86'/0'/0'/0/0" },
        { address: PAYMENT, intention: 'payment', path: 'not a path' },
      ],
      sendTransfer: { txid: 'a'.repeat(64) },
    })
    // SPEC §3 Account path: kept when it is a BIP-32 path; an odd one is left out.
    expect(await backend.connect({ silent: false })).toEqual([
      { address: PAYMENT, purpose: 'payment' },
      { address: ORDINALS, purpose: 'ordinals', publicKey: 'ab', path: "m/86'/0'/0'/0/0" },
    ])
    expect(backend.chains()).toEqual([CHAIN])
    expect(await backend.sendTransfer({ recipients: [{ address: ORDINALS, amount: 1000 }] })).toBe(
      'a'.repeat(64),
    )
    expect(requests.at(-1)).toEqual({
      method: 'sendTransfer',
      params: { account: PAYMENT, recipientAddress: ORDINALS, amount: '1000' },
      chainId: CHAIN,
    })
  })

  it('refuses malformed answers with Invalid input', async () => {
    const { backend } = backendAnswering({
      getAccountAddresses: [{ address: PAYMENT }],
      signMessage: { signature: 'not base64!' },
      signPsbt: { psbt: 'cHNidP8=', txid: 'xyz' },
    })
    await backend.connect({ silent: false })
    const bad = await backend
      .signMessage({ address: PAYMENT, message: 'm', protocol: 'bip322' })
      .catch((e: unknown) => e)
    expect(isFoyerError(bad, 'INVALID_INPUT')).toBe(true)
    const badPsbt = await backend
      .signPsbt({ psbt: 'cHNidP8=', signInputs: { [PAYMENT]: [0] }, broadcast: true })
      .catch((e: unknown) => e)
    expect(isFoyerError(badPsbt, 'INVALID_INPUT')).toBe(true)
  })
})
