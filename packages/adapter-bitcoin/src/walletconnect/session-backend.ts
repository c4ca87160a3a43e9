import { FoyerError } from '@foyer/common'
import type { SharedWalletConnectSession, WalletConnectHub } from '@foyer/core'
import * as z from 'zod/mini'
import { toBitcoinAccounts } from '../wallet/accounts.js'
import type { BitcoinWalletAccount, BitcoinWalletBackend } from '../wallet/types.js'
import {
  bip122Caip10,
  wcAccountAddressesAnswer,
  wcSendTransferAnswer,
  wcSignMessageAnswer,
  wcSignPsbtAnswer,
} from './answers.js'

/** Parses a wallet answer (SPEC §5); a bad one is 'Invalid input' naming the method. */
function parse<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const result = z.safeParse(schema, answer)
  if (!result.success) {
    throw new FoyerError('INVALID_INPUT', {
      details: `WalletConnect: bad ${method} answer: ${z.prettifyError(result.error)}`,
    })
  }
  return result.data
}

/** The hub's shared session; 'Connector type not found' when no adapter owns one. */
function sessionOf(hub: WalletConnectHub): Promise<SharedWalletConnectSession> {
  if (!hub.session) {
    throw new FoyerError('CONNECTOR_TYPE_NOT_FOUND', { details: 'no WalletConnect session owner' })
  }
  return hub.session()
}

/** The session's bip122 accounts, by chain (CAIP-2) and address. */
function sessionAccounts(session: SharedWalletConnectSession) {
  return session
    .accounts('bip122')
    .filter((caip10) => bip122Caip10.safeParse(caip10).success)
    .map((caip10) => {
      const [namespace, reference, address] = caip10.split(':') as [string, string, string]
      return { chain: `${namespace}:${reference}`, address }
    })
}

/**
 * The bip122 namespace of the app's WalletConnect session as a {@link BitcoinWalletBackend}:
 * `getAccountAddresses` (payment and ordinals), BIP-322 / ECDSA `signMessage`,
 * `sendTransfer`, `signPsbt`; every answer parsed. Connecting pairs (with every namespace)
 * only when no session is live. The session ending on either side empties the accounts.
 */
export function sessionBackend(hub: WalletConnectHub): BitcoinWalletBackend {
  let accounts: BitcoinWalletAccount[] = []
  let chain: string | undefined
  const listeners = new Set<(accounts: BitcoinWalletAccount[]) => void>()
  let stopFollowing: (() => void) | undefined

  const live = async () => {
    const session = await sessionOf(hub)
    if (!session.active || !chain) throw new FoyerError('PROVIDER_UNDEFINED', { details: 'bip122' })
    return { session, chain }
  }
  const payment = () => accounts.find((account) => account.purpose === 'payment') ?? accounts[0]

  return {
    chains: () => (chain ? [chain] : []),
    async connect({ silent }) {
      const session = await sessionOf(hub)
      if (!session.active) {
        if (silent) return []
        await session.connect()
      }
      const granted = sessionAccounts(session)
      const first = granted[0]
      if (!first) return []
      chain = first.chain
      const answer = await session.request(
        {
          method: 'getAccountAddresses',
          params: { account: first.address, intentions: ['payment', 'ordinal'] },
        },
        chain,
      )
      const addresses = parse(wcAccountAddressesAnswer, answer, 'getAccountAddresses')
      accounts = toBitcoinAccounts(
        (addresses.length > 0 ? addresses : granted).map((entry) => {
          const intention = 'intention' in entry ? entry.intention : undefined
          const publicKey = 'publicKey' in entry ? entry.publicKey : undefined
          const path = 'path' in entry ? entry.path : undefined
          return {
            address: entry.address,
            ...(intention === 'ordinal' ? { purpose: 'ordinals' as const } : {}),
            ...(intention === 'payment' ? { purpose: 'payment' as const } : {}),
            ...(publicKey ? { publicKey } : {}),
            ...(path ? { path } : {}),
          }
        }),
      )
      stopFollowing?.()
      stopFollowing = session.onDisconnect(() => {
        accounts = []
        for (const listener of [...listeners]) listener([])
      })
      return accounts
    },
    async disconnect() {
      stopFollowing?.()
      stopFollowing = undefined
      accounts = []
      await (await sessionOf(hub)).disconnect()
    },
    async signMessage({ address, message, protocol }) {
      const { session, chain } = await live()
      const answer = await session.request(
        {
          method: 'signMessage',
          params: { account: payment()?.address ?? address, address, message, protocol },
        },
        chain,
      )
      return parse(wcSignMessageAnswer, answer, 'signMessage').signature
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const { session, chain } = await live()
      const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
        indexes.map((index) => ({ address, index, sighashTypes: [1] })),
      )
      const answer = await session.request(
        {
          method: 'signPsbt',
          params: { account: payment()?.address, psbt, signInputs: inputs, broadcast },
        },
        chain,
      )
      const signed = parse(wcSignPsbtAnswer, answer, 'signPsbt')
      return signed.txid === undefined
        ? { psbt: signed.psbt }
        : { psbt: signed.psbt, txid: signed.txid }
    },
    async sendTransfer({ recipients }) {
      const { session, chain } = await live()
      const [recipient, ...more] = recipients
      if (!recipient || more.length > 0) {
        throw new FoyerError('INVALID_INPUT', { details: 'WalletConnect sends to one recipient' })
      }
      const answer = await session.request(
        {
          method: 'sendTransfer',
          params: {
            account: payment()?.address,
            recipientAddress: recipient.address,
            amount: String(recipient.amount),
          },
        },
        chain,
      )
      return parse(wcSendTransferAnswer, answer, 'sendTransfer').txid
    },
    onAccountsChanged(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
