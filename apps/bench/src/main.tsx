// The bench app: the smallest page that opens Foyer's modal, built like the anchors' apps
// (one page, one button `#connect`, mainnet + arbitrum, injected wallets, production build).
import { createEvmAdapter } from '@foyer/adapter-evm'
import { fromViemChain } from '@foyer/common'
import { ConnectButton, createFoyer, FoyerProvider } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { arbitrum, mainnet } from 'viem/chains'

/**
 * The services are paths of the page's own (loopback) origin where nothing answers, so the
 * modal runs on its offline fallback like the anchors do (all their remote calls fail): the
 * wallet directory gets 404s, and the WalletConnect relay (configured like the anchors'
 * WalletConnect, but only contacted once WalletConnect is picked) refuses the socket.
 */
const OFFLINE_DIRECTORY_URL = new URL('/directory-offline/', window.location.href).href
const OFFLINE_RELAY_URL = new URL('/relay-offline', window.location.href).href.replace(
  /^http/,
  'ws',
)

const foyer = createFoyer({
  projectId: 'foyer-bench',
  networks: [fromViemChain(mainnet), fromViemChain(arbitrum)],
  adapters: [createEvmAdapter({ walletConnect: { relayUrl: OFFLINE_RELAY_URL } })],
  services: { walletDirectory: OFFLINE_DIRECTORY_URL, relay: OFFLINE_RELAY_URL },
})

function App() {
  return (
    <main>
      <h1>Foyer bench</h1>
      {/* ConnectButton is enabled from its first render; an early click opens the modal frame. */}
      <ConnectButton id="connect" />
    </main>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('The bench page has no #root element.')
createRoot(root).render(
  <FoyerProvider foyer={foyer}>
    <App />
  </FoyerProvider>,
)
