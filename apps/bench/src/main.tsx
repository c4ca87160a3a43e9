// The bench app: the smallest page that opens Foyer's modal, built like the anchors' apps
// (one page, one button `#connect`, mainnet + arbitrum, injected wallets, production build).
import { createEvmAdapter } from '@foyer/adapter-evm'
import { fromViemChain } from '@foyer/common'
import { ConnectButton, createFoyer, FoyerProvider } from '@foyer/react'
import { createRoot } from 'react-dom/client'
import { arbitrum, mainnet } from 'viem/chains'

/**
 * The wallet directory: a path of the page's own (loopback) origin that serves no directory,
 * so the modal runs on its offline fallback like the anchors do (their remote calls fail).
 */
const OFFLINE_DIRECTORY_URL = new URL('/directory-offline/', window.location.href).href

const foyer = createFoyer({
  projectId: 'foyer-bench',
  networks: [fromViemChain(mainnet), fromViemChain(arbitrum)],
  adapters: [createEvmAdapter()],
  services: { walletDirectory: OFFLINE_DIRECTORY_URL },
})

function App() {
  return (
    <main>
      <h1>Foyer bench</h1>
      {/* ConnectButton stays disabled until a click would really open the modal. */}
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
