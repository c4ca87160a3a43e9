import { describe, expect, it } from 'vitest'
import { connectWallet } from '../connection/connect-wallet.js'
import { startClient } from '../connection/start-client.js'
import { setActiveNamespace } from '../namespace/set-active-namespace.js'
import { getActiveNamespace } from '../selectors.js'
import { createMemoryStorage } from '../storage/backend.js'
import { memorySiwx } from '../test-utils/memory-siwx.js'
import { mainnet, sepolia, solanaDevnet } from '../test-utils/networks.js'
import { TestAdapter } from '../test-utils/test-adapter.js'
import { createTestClient } from '../test-utils/test-client.js'
import { EVM_ADDRESS, SOL_ADDRESS, walletConnector } from '../test-utils/two-namespace-wallet.js'

function adapters() {
  const evm = new TestAdapter({ accounts: [EVM_ADDRESS], connectors: [walletConnector('eip155')] })
  const solana = new TestAdapter({
    namespace: 'solana',
    accounts: [SOL_ADDRESS],
    connectors: [walletConnector('solana')],
  })
  return { evm, solana }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('a stored sign-in session after a reload, one wallet in two namespaces', () => {
  it('is restored without the sign view, and the other namespace answering first revokes nothing', async () => {
    const storage = createMemoryStorage()
    const siwx = memorySiwx()
    // Before the reload: the wallet connected in both namespaces, EVM active, signed in.
    const before = adapters()
    const first = createTestClient({
      networks: [mainnet, sepolia, solanaDevnet],
      adapters: [before.evm, before.solana],
      storage,
      siwx,
      signInRequired: true,
    })
    await startClient(first)
    await connectWallet(first, {
      connectors: [walletConnector('eip155'), walletConnector('solana')],
    })
    setActiveNamespace(first, 'eip155')
    const message = await siwx.createMessage({ accountAddress: EVM_ADDRESS, chainId: 'eip155:1' })
    await siwx.addSession({ data: message.data, message: message.text, signature: '0x00' })
    await flush()
    siwx.calls.length = 0

    // The reload: the Solana side answers first, the EVM side a moment later.
    const after = adapters()
    after.evm.session = 'dev.foyer.test'
    after.evm.walletNetwork = 'eip155:1'
    after.solana.session = 'wallet-standard:Foyer Test Wallet'
    after.solana.walletNetwork = solanaDevnet.caipNetworkId
    const releaseEvm = after.evm.hold('reconnect')
    const client = createTestClient({
      networks: [mainnet, sepolia, solanaDevnet],
      adapters: [after.evm, after.solana],
      storage,
      siwx,
      signInRequired: true,
    })
    const active: unknown[] = []
    const opened: boolean[] = []
    client.stores.account.subscribe(() => active.push(getActiveNamespace(client)))
    client.stores.modal.subscribe(() => opened.push(client.stores.modal.getState().open))
    const started = startClient(client)
    await flush()
    releaseEvm()
    await started
    await flush()

    expect(new Set(active)).toEqual(new Set(['eip155']))
    expect(siwx.calls).not.toContain('revokeSession')
    expect(siwx.calls).not.toContain('createMessage')
    expect(opened).not.toContain(true)
    expect(client.stores.signIn.getState().hasSession).toBe(true)
  })
})
