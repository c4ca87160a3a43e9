import { FoyerProvider } from '@foyer/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app.js'
import { readEmbeddedLayout } from './app/layout-setting.js'
import { loadDemoConfig } from './config/demo-config.js'
import { createEventLog } from './events/event-log.js'
import { createDemoFoyer } from './foyer.js'
import { readRequireSignIn } from './sign-in/sign-in-setting.js'
import './styles.css'
import { injectDemoTestWallet } from './wallet/inject-test-wallet.js'

const loaded = await loadDemoConfig()
if (loaded.problem) {
  console.warn(`[demo] using the devstack defaults: ${loaded.problem}`)
}
// Before Foyer starts, so that its wallet discovery finds the test wallet at once.
const injected = loaded.config.injectTestWallet
  ? await injectDemoTestWallet(loaded.config.chains, loaded.config.bitcoin, loaded.config.solana)
  : false
const requireSignIn = readRequireSignIn()
const embedded = readEmbeddedLayout()
const foyer = createDemoFoyer(loaded.config, { requireSignIn, embedded })
const eventLog = createEventLog(foyer.client)

const root = document.getElementById('root')
if (!root) throw new Error('The demo page has no #root element.')
createRoot(root).render(
  <StrictMode>
    <FoyerProvider foyer={foyer}>
      <App
        loaded={loaded}
        testWalletInjected={injected}
        eventLog={eventLog}
        client={foyer.client}
        embedded={embedded}
        signIn={{ client: foyer.client, required: requireSignIn }}
        {...(loaded.config.bitcoin
          ? { bitcoin: { client: foyer.client, esploraUrl: loaded.config.bitcoin.esploraUrl } }
          : {})}
        {...(loaded.config.embeddedWalletUrl
          ? { embeddedWallet: { readStats: () => foyer.getEmbeddedWalletStats() } }
          : {})}
        {...(loaded.config.solana
          ? { solana: { client: foyer.client, ...loaded.config.solana } }
          : {})}
      />
    </FoyerProvider>
  </StrictMode>,
)
