import { getAddress } from 'viem'
import { eip155ChainId } from './session-requests.js'
import type { WalletSideClient } from './wallet-sdk.js'

/**
 * After an approved switch or add: the session gains the chain (with the account on it) if
 * it lacked it, and hears chainChanged.
 */
export async function followChainChange(
  client: WalletSideClient,
  topic: string,
  previousChainId: number,
  now: { chainId: number; address: string },
): Promise<void> {
  const { chainId, address } = now
  if (chainId === previousChainId) return
  const session = client.session(topic)
  const eip155 = session.namespaces.eip155
  if (!eip155) return
  const chain = `eip155:${chainId}`
  if (!(eip155.chains ?? []).includes(chain)) {
    await client.update({
      topic,
      namespaces: {
        ...session.namespaces,
        eip155: {
          ...eip155,
          chains: [...(eip155.chains ?? []), chain],
          accounts: [...eip155.accounts, `${chain}:${getAddress(address)}`],
        },
      },
    })
  }
  await client.emit({ topic, chainId: chain, event: { name: 'chainChanged', data: chainId } })
}

/** A new account: every session gets it on its chains and hears accountsChanged. */
export async function announceAccount(
  client: WalletSideClient,
  address: string,
  currentChainId: number,
): Promise<void> {
  for (const session of client.sessions()) {
    const eip155 = session.namespaces.eip155
    if (!eip155) continue
    const chains = eip155.chains ?? [...new Set(eip155.accounts.map(chainOfAccount))]
    await client.update({
      topic: session.topic,
      namespaces: {
        ...session.namespaces,
        eip155: { ...eip155, accounts: chains.map((chain) => `${chain}:${address}`) },
      },
    })
    const current = chains.find((chain) => eip155ChainId(chain) === currentChainId) ?? chains[0]
    if (current) {
      await client.emit({
        topic: session.topic,
        chainId: current,
        event: { name: 'accountsChanged', data: [`${current}:${address}`] },
      })
    }
  }
}

function chainOfAccount(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}
