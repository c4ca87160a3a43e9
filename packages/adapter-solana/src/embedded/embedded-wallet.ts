import { type CaipNetworkId, FoyerError } from '@foyer/common'
import type { EmbeddedWalletAuth } from '@foyer/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { decodeBase58 } from '../base58.js'
import {
  type ChangeListener,
  IN_PAGE_WALLET_FEATURES as FEATURES,
  inPageWallet,
} from '../in-page-wallet.js'
import { requestSigningFeatures } from '../request-features.js'
import { EMBEDDED_CONNECTOR } from './embedded-connector.js'

const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The embedded wallet's Solana account (the frame derives its key from the user's; SPEC §6)
 * in the shape of a Wallet Standard wallet, so the Solana adapter's connect, sign and send
 * flows run over the frame bridge unchanged: each request goes through the EVM adapter's AUTH
 * connector (`auth`) and is answered only after the user approved it in the frame. Signing
 * out is the AUTH connector's; disconnecting here only forgets the account.
 */
export function createEmbeddedWallet(
  auth: () => EmbeddedWalletAuth | undefined,
  network: () => CaipNetworkId,
): Wallet {
  let accounts: WalletAccount[] = []
  const changeListeners = new Set<ChangeListener>()
  const login = () => {
    const found = auth()
    if (!found?.solanaRequest) {
      throw new FoyerError('AUTH_CONNECTOR_NOT_FOUND', { details: 'no embedded Solana wallet' })
    }
    return found as EmbeddedWalletAuth & Required<Pick<EmbeddedWalletAuth, 'solanaRequest'>>
  }

  return inPageWallet({
    name: EMBEDDED_CONNECTOR.name,
    accounts: () => accounts,
    listeners: changeListeners,
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          const embedded = login()
          if (input?.silent && !(await embedded.isConnected())) return { accounts: [] }
          const { solanaAddress: address } = await embedded.getUser()
          if (!address || !solanaAddress.test(address)) {
            throw new FoyerError('NO_ACCOUNTS_FOUND', { details: 'the frame has no Solana key' })
          }
          accounts = [
            {
              address,
              publicKey: decodeBase58(address),
              chains: [network()],
              features: [...FEATURES],
            },
          ]
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          accounts = []
        },
      },
      ...requestSigningFeatures((method, params) =>
        login().solanaRequest({ method, params, caipNetworkId: network() }),
      ),
    },
  })
}
