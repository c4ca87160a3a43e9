import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter/types.js'
import { getActiveNamespace } from '../selectors.js'
import { mainnet, solanaDevnet } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { connect } from './connect.js'
import { startClient } from './start-client.js'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const walletConnect = (chain: 'eip155' | 'solana'): Connector => ({
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain,
  chains: [],
})

async function setup(solanaAccounts: string[]) {
  const evm = new TestAdapter({ accounts: [EVM_ADDRESS], connectors: [walletConnect('eip155')] })
  const solana = new TestAdapter({
    namespace: 'solana',
    accounts: solanaAccounts,
    connectors: [walletConnect('solana')],
  })
  const client = createTestClient({ networks: [mainnet, solanaDevnet], adapters: [evm, solana] })
  await startClient(client)
  return client
}

describe('connecting through WalletConnect in one namespace', () => {
  it('connects the other namespaces through the same session and keeps the first active', async () => {
    const client = await setup([SOL_ADDRESS])
    await connect(client, { namespace: 'eip155', connectorId: 'walletConnect' })
    const { byNamespace } = client.stores.account.getState()
    expect(byNamespace.eip155?.status).toBe('connected')
    expect(byNamespace.solana?.status).toBe('connected')
    expect(byNamespace.solana?.address).toBe(SOL_ADDRESS)
    expect(getActiveNamespace(client)).toBe('eip155')
  })

  it('leaves a namespace the session has no account in disconnected, without failing', async () => {
    const client = await setup([])
    await connect(client, { namespace: 'eip155', connectorId: 'walletConnect' })
    const { byNamespace } = client.stores.account.getState()
    expect(byNamespace.eip155?.status).toBe('connected')
    expect(byNamespace.solana?.status).toBe('disconnected')
  })
})
