import { createPrivateKey, sign } from 'node:crypto'
import { type Keypair, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** Registers a wallet the way Wallet Standard wallets do (the register-wallet event). */
export function registerWallet(wallet: Wallet): void {
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: { register(wallet: Wallet): () => void }) => api.register(wallet),
    }),
  )
}

/**
 * An in-test Wallet Standard wallet over one keypair: it connects (or refuses a silent
 * connect until the user approved once), signs messages with ed25519 and transactions with
 * the key. `calls` records every feature call.
 */
export function fixtureWallet(
  keypair: Keypair,
  options: { name?: string; features?: 'all' | 'no-sign-message' } = {},
) {
  const calls: string[] = []
  let approved = false
  const account: WalletAccount = {
    address: keypair.publicKey.toBase58(),
    publicKey: keypair.publicKey.toBytes(),
    chains: ['solana:localnet'],
    features: ['solana:signMessage', 'solana:signTransaction'],
  }
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, keypair.secretKey.subarray(0, 32)]),
    format: 'der',
    type: 'pkcs8',
  })
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push(input?.silent ? 'connect:silent' : 'connect')
        if (!input?.silent) approved = true
        return { accounts: approved ? [account] : [] }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      disconnect: async () => {
        calls.push('disconnect')
        approved = false
      },
    },
    'standard:events': { version: '1.0.0', on: () => () => {} },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
        calls.push('signTransaction')
        return inputs.map(({ transaction }) => {
          const decoded = VersionedTransaction.deserialize(transaction)
          decoded.sign([keypair])
          return { signedTransaction: decoded.serialize() }
        })
      },
    },
  }
  if (options.features !== 'no-sign-message') {
    features['solana:signMessage'] = {
      version: '1.0.0',
      signMessage: async ({ message }: { message: Uint8Array }) => {
        calls.push('signMessage')
        return [
          { signedMessage: message, signature: new Uint8Array(sign(null, message, privateKey)) },
        ]
      },
    }
  }
  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name ?? 'Fixture Solana Wallet',
    icon: 'data:image/png;base64,AA==',
    chains: ['solana:localnet', 'solana:devnet'],
    features: features as Wallet['features'],
    accounts: [account],
  }
  return { wallet, calls, account }
}
