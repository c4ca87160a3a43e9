import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { deriveBitcoinTestAccount } from '../bitcoin/keys.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from '../bitcoin/network.js'
import { DEFAULT_TEST_MNEMONIC } from '../constants.js'
import { createInMemoryWallet } from '../in-memory-wallet.js'
import { deriveSolanaTestKey } from '../solana/keys.js'
import { createMultichainWallet } from './multichain-engines.js'
import { approvedSessionNamespaces } from './multichain-proposal.js'
import { answerMultichainRequest } from './multichain-requests.js'
import type { SessionProposal } from './proposal.js'
import type { SessionRequest } from './session-requests.js'

const SOLANA_CHAIN = 'solana:3wzNPY3gnZReuEXTiA4vBabynFeuMZh5'
const ORIGIN = 'https://app.foyer.test'
const solanaKey = deriveSolanaTestKey(DEFAULT_TEST_MNEMONIC)
const bitcoinKeys = deriveBitcoinTestAccount(DEFAULT_TEST_MNEMONIC)

function proposal(
  optional: SessionProposal['params']['optionalNamespaces'],
  required: SessionProposal['params']['requiredNamespaces'] = {},
): SessionProposal {
  return {
    id: 1,
    params: {
      proposer: { metadata: { name: 'Demo', url: ORIGIN } },
      requiredNamespaces: required,
      optionalNamespaces: optional,
    },
  }
}

const eip155Wallet = {
  chainIds: [31337, 31338],
  currentChainId: 31337,
  address: '0x' + 'ab'.repeat(20),
}

function wallet() {
  const { controls } = createInMemoryWallet({
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }],
  })
  const multichain = createMultichainWallet({
    mnemonic: DEFAULT_TEST_MNEMONIC,
    controls,
    solana: { rpcUrls: { [SOLANA_CHAIN]: 'http://127.0.0.1:1' } },
    bitcoin: { esploraUrl: 'http://127.0.0.1:1' },
  })
  return { controls, multichain }
}

let ids = 0
function request(chainId: string, method: string, params: unknown): SessionRequest {
  return { id: ++ids, topic: 't', params: { chainId, request: { method, params } } }
}

describe('the WalletConnect test wallet across namespaces', () => {
  it('grants eip155, solana and bip122 in one session, only the methods it answers', () => {
    const { multichain } = wallet()
    const namespaces = approvedSessionNamespaces(
      proposal({
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
        solana: {
          chains: [SOLANA_CHAIN, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
          methods: ['solana_signMessage', 'solana_signAndSendTransaction', 'solana_foo'],
          events: [],
        },
        bip122: { chains: [BITCOIN_REGTEST_CAIP_NETWORK_ID], methods: ['signPsbt'], events: [] },
      }),
      { eip155: eip155Wallet, ...multichain.accounts },
      ['personal_sign'],
    )
    expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122'])
    expect(namespaces.solana).toEqual({
      chains: [SOLANA_CHAIN],
      methods: ['solana_signMessage', 'solana_signAndSendTransaction'],
      events: [],
      accounts: [`${SOLANA_CHAIN}:${solanaKey.address}`],
    })
    expect(namespaces.bip122?.accounts).toEqual([
      `${BITCOIN_REGTEST_CAIP_NETWORK_ID}:${bitcoinKeys.payment.address}`,
      `${BITCOIN_REGTEST_CAIP_NETWORK_ID}:${bitcoinKeys.ordinals.address}`,
    ])
  })

  it('pairs a solana-only proposal, and refuses a required namespace it cannot serve', () => {
    const { multichain } = wallet()
    const accounts = { eip155: eip155Wallet, ...multichain.accounts }
    const solanaOnly = approvedSessionNamespaces(
      proposal({ solana: { chains: [SOLANA_CHAIN], methods: [], events: [] } }),
      accounts,
      [],
    )
    expect(Object.keys(solanaOnly)).toEqual(['solana'])
    expect(() =>
      approvedSessionNamespaces(
        proposal({}, { solana: { chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] } }),
        accounts,
        [],
      ),
    ).toThrow('The test wallet has no solana accounts.')
    expect(() =>
      approvedSessionNamespaces(
        proposal({}, { polkadot: { chains: ['polkadot:91b1'] } }),
        accounts,
        [],
      ),
    ).toThrow('no polkadot accounts')
  })

  it('signs solana_signMessage with its ed25519 key (base58 in and out) once granted and approved', async () => {
    const { multichain, controls } = wallet()
    const message = new TextEncoder().encode('Hello from Foyer')
    const params = { message: base58.encode(message), pubkey: solanaKey.address }
    const refused = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_signMessage', params),
      ORIGIN,
      multichain.engines,
    )
    expect(refused).toMatchObject({ error: { code: 4100 } })
    multichain.grant(ORIGIN)
    await controls.queueDecisions(['reject'])
    const rejected = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_signMessage', params),
      ORIGIN,
      multichain.engines,
    )
    expect(rejected).toMatchObject({ error: { code: 4001 } })
    const answer = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_signMessage', params),
      ORIGIN,
      multichain.engines,
    )
    if (!('result' in answer)) throw new Error(answer.error.message)
    const { signature } = answer.result as { signature: string }
    expect(ed25519.verify(base58.decode(signature), message, solanaKey.publicKey)).toBe(true)
  })

  it('signs a base64 transaction for solana_signTransaction and reports the fee payer signature', async () => {
    const { multichain } = wallet()
    multichain.grant(ORIGIN)
    const program = new Uint8Array(32)
    const unsignedMessage = new Uint8Array([
      1,
      0,
      1,
      2,
      ...solanaKey.publicKey,
      ...program,
      ...new Uint8Array(32).fill(7),
      0,
    ])
    const unsigned = new Uint8Array([1, ...new Uint8Array(64), ...unsignedMessage])
    const answer = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_signTransaction', { transaction: base64.encode(unsigned) }),
      ORIGIN,
      multichain.engines,
    )
    if (!('result' in answer)) throw new Error(answer.error.message)
    const { signature, transaction } = answer.result as { signature: string; transaction: string }
    const signed = base64.decode(transaction)
    expect(signed.slice(65)).toEqual(unsignedMessage)
    expect(ed25519.verify(base58.decode(signature), unsignedMessage, solanaKey.publicKey)).toBe(
      true,
    )
  })

  it('answers bip122 getAccountAddresses and a BIP-322 signMessage that verifies', async () => {
    const { multichain } = wallet()
    multichain.grant(ORIGIN)
    const addresses = await answerMultichainRequest(
      request(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'getAccountAddresses', {
        account: bitcoinKeys.payment.address,
        intentions: ['payment'],
      }),
      ORIGIN,
      multichain.engines,
    )
    expect(addresses).toMatchObject({
      result: [{ address: bitcoinKeys.payment.address, intention: 'payment' }],
    })
    const signed = await answerMultichainRequest(
      request(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'signMessage', {
        account: bitcoinKeys.payment.address,
        message: 'Sign in to Foyer',
      }),
      ORIGIN,
      multichain.engines,
    )
    if (!('result' in signed)) throw new Error(signed.error.message)
    const { address, signature } = signed.result as { address: string; signature: string }
    expect(address).toBe(bitcoinKeys.payment.address)
    expect(Verifier.verifySignature(address, 'Sign in to Foyer', signature)).toBe(true)
  })

  it('answers bad parameters and unknown methods with JSON-RPC errors, never a crash', async () => {
    const { multichain } = wallet()
    multichain.grant(ORIGIN)
    const bad = await answerMultichainRequest(
      request(BITCOIN_REGTEST_CAIP_NETWORK_ID, 'sendTransfer', {
        account: bitcoinKeys.payment.address,
        recipientAddress: bitcoinKeys.ordinals.address,
        amount: '-5',
      }),
      ORIGIN,
      multichain.engines,
    )
    expect(bad).toMatchObject({ error: { code: -32602 } })
    const unknown = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_doSomething', {}),
      ORIGIN,
      multichain.engines,
    )
    expect(unknown).toMatchObject({ error: { code: -32601 } })
    const notBase58 = await answerMultichainRequest(
      request(SOLANA_CHAIN, 'solana_signMessage', { message: '0OIl', pubkey: solanaKey.address }),
      ORIGIN,
      multichain.engines,
    )
    expect(notBase58).toMatchObject({
      error: { code: -32602, message: 'message is not well encoded' },
    })
  })
})
