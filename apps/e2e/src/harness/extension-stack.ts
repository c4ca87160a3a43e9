import { type Devstack, startDevstack } from '@foyer/devstack'
import {
  configureTestWalletExtension,
  getTestWalletServiceWorker,
  testWalletExtensionPath,
} from '@foyer/test-wallet/extension'
import { type BrowserSession, launchBrowser } from './chromium.js'

/** The local stack and a browser with the test wallet extension on its chains. */
export interface ExtensionStack {
  stack: Devstack
  browser: BrowserSession
  /** Closes the browser, then stops the stack. */
  stop(): Promise<void>
}

/**
 * Starts the local stack with its EVM chains and wallet directory only (no relay, data
 * service, Solana or Bitcoin), and a Chromium with the Foyer Test Wallet extension installed
 * and set up with the stack's mnemonic and chains. What it started is stopped if it fails.
 */
export async function startExtensionStack(): Promise<ExtensionStack> {
  const stack = await startDevstack({
    startTimeoutMs: 60_000,
    relay: false,
    dataService: false,
    solana: false,
    bitcoin: false,
  })
  let browser: BrowserSession | undefined
  try {
    if (!stack.directoryUrl) throw new Error('the stack runs no wallet directory')
    browser = await launchBrowser({ extensions: [testWalletExtensionPath] })
    await getTestWalletServiceWorker(browser.context)
    await configureTestWalletExtension(browser.context, {
      reset: true,
      mnemonic: stack.mnemonic,
      chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    })
  } catch (error) {
    await browser?.close()
    await stack.stop()
    throw error
  }
  const started = browser
  return {
    stack,
    browser: started,
    async stop() {
      await started.close()
      await stack.stop()
    },
  }
}
