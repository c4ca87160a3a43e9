import {
  DEMO_STACK_PARTS,
  type DemoStackOptions,
  demoConfigOf,
  demoSiwxHandler,
  startDemoStack,
  withFreshCspNonce,
} from '@foyer/demo/stack'
import type { Devstack, DevstackAuthOptions } from '@foyer/devstack'
import type { SiwxHandler } from '@foyer/siwx-server'
import {
  configureTestWalletExtension,
  getTestWalletServiceWorker,
  testWalletExtensionPath,
} from '@foyer/test-wallet/extension'
import { configureTestWalletExtensionBitcoin } from '@foyer/test-wallet/extension-bitcoin'
import type { Page } from 'playwright-core'
import { type BrowserSession, launchBrowser } from './chromium.js'
import { DEMO_DIST } from './global-setup.js'
import { answerRecoveryPasswords } from './recovery-passwords.js'
import { type RelayCluster, startRelayCluster } from './relay-cluster.js'
import { type StaticServer, serveStatic } from './static-server.js'

/** The EIP-6963 rdns of the test wallet, which the EVM adapter uses as its connector id. */
export const TEST_WALLET_CONNECTOR_ID = 'dev.foyer.testwallet'

/** One test file's world: a local stack, the demo's production build, Chromium + extension. */
export interface DemoSession {
  stack: Devstack
  browser: BrowserSession
  /** The demo's URL (its `/demo-config.json` points at {@link stack}). */
  url: string
  /** Opens the demo in a new tab and waits until the connect button would open the modal. */
  openDemo(): Promise<Page>
  /**
   * Uncaught errors in the demo's tabs (`pageerror`), as messages. Console errors are not
   * counted: wallet SDKs log rejected requests at error level (SPEC §9's default level).
   */
  pageErrors: string[]
  /**
   * With `walletConnectRelay: 'second-node'`: the Redis the stack's relay shares with the
   * second relay node the WalletConnect test wallet uses.
   */
  relayCluster?: RelayCluster
  /** Puts the wallet extension back to its first state: devnet 31337, account 0, no sites. */
  resetWallet(options?: { chainId?: number }): Promise<void>
  close(): Promise<void>
}

/** Options of {@link startDemoSession}. */
export interface DemoSessionOptions {
  viewport?: { width: number; height: number }
  isMobile?: boolean
  /** Also run the stack's WalletConnect test wallet (`stack.walletConnectWalletUrl`). */
  walletConnectWallet?: boolean
  /**
   * Where the test wallet comes from: the real Chromium extension (default), or the demo
   * itself injecting it into the page (`injectTestWallet: true`), as for a person running
   * `npm run demo` with nothing installed.
   */
  testWallet?: 'extension' | 'injected'
  /**
   * Which relay the WalletConnect test wallet uses: the stack's (default), or a second relay
   * node sharing one Redis with the stack's relay (`/usr/bin/redis-server` must exist); the
   * stack then runs no data service, Solana or Bitcoin.
   */
  walletConnectRelay?: 'stack' | 'second-node'
  /** Turn the extension's Bitcoin side on (on the stack's local chain); off by default. */
  bitcoinExtension?: boolean
  /**
   * Email login: the stack also runs the auth services (SMTP inbox) and the embedded wallet
   * frame, and the demo gets the frame as `services.embeddedWallet`. Off by default.
   */
  embeddedWallet?: boolean
  /**
   * With `embeddedWallet`: the auth server's projects and social providers (default: the demo's
   * project on any loopback port with the demo's custody, every local provider).
   */
  auth?: DevstackAuthOptions
  /**
   * Who answers the frame's recovery password form (the demo's custody is `password`): the
   * harness, on every page of the session's browser (default, see `answerRecoveryPasswords`),
   * or the test itself (`manual`).
   */
  recoveryPasswords?: 'answered' | 'manual'
  /**
   * ERC-4337 on the devnets (EntryPoint v0.7, the account factory, one alto bundler each);
   * with `embeddedWallet`, the frame then offers smart accounts. Off by default.
   */
  smartAccounts?: boolean
  /**
   * Only the EVM devnets: the stack runs no Solana or Bitcoin, so the demo configures neither
   * (an EVM-only app, where WalletConnect can pair and sign in with one request). Off by default.
   */
  evmOnly?: boolean
  /**
   * Every part `npm run demo` runs (the WalletConnect test wallet, email login and the frame,
   * smart accounts), but those the options above set to false. Off by default.
   */
  fullDemo?: boolean
}

/**
 * The parts of `npm run demo`'s stack a test file leaves out or changes: by default a test
 * runs only what it asks for (a smaller stack starts faster); `fullDemo` keeps all but those
 * set to false.
 */
function stackPartsOf(
  options: DemoSessionOptions,
  relayCluster: RelayCluster | undefined,
): DemoStackOptions['parts'] {
  const add = (part: boolean | undefined) => part ?? options.fullDemo === true
  const auth = add(options.embeddedWallet)
  return {
    // The demo's auth options (its custody), with what the test changes.
    auth: auth ? { ...DEMO_STACK_PARTS.auth, ...options.auth } : false,
    walletFrame: add(options.embeddedWallet),
    smartAccounts: add(options.smartAccounts),
    walletConnectWallet:
      add(options.walletConnectWallet) && relayCluster
        ? { relayUrl: relayCluster.secondNode.url }
        : add(options.walletConnectWallet),
    ...(options.evmOnly ? { solana: false, bitcoin: false } : {}),
    // Across relay nodes, the stack runs what a WalletConnect pairing needs: devnets,
    // directory and relays.
    ...(relayCluster
      ? {
          relay: { redisUrl: relayCluster.redisUrl },
          dataService: false,
          solana: false,
          bitcoin: false,
        }
      : {}),
  }
}

/**
 * Starts the local stack (free ports), serves the demo's production build with a runtime
 * config for that stack (`injectTestWallet: false`: the real extension is loaded), and
 * launches Chromium with the test wallet extension configured for the devnets — or, with
 * `testWallet: 'injected'`, without extensions and with the demo injecting the wallet.
 */
export async function startDemoSession(options: DemoSessionOptions = {}): Promise<DemoSession> {
  const relayCluster =
    options.walletConnectRelay === 'second-node' ? await startRelayCluster() : undefined
  const stack = await startDemoStack({
    freePorts: true,
    startTimeoutMs: 60_000,
    parts: stackPartsOf(options, relayCluster),
  }).catch(async (error: unknown) => {
    await relayCluster?.stop()
    throw error
  })
  const injected = options.testWallet === 'injected'
  let server: StaticServer | undefined
  let browser: BrowserSession | undefined
  try {
    // The configuration `npm run demo` serves (apps/demo/scripts/demo-stack.ts).
    const config = demoConfigOf(stack, { injectTestWallet: injected })
    // The demo's sign-in server on the demo's origin, as `npm run demo` serves it: its
    // domain is the served origin, known once the server listens.
    let siwx: SiwxHandler | undefined
    server = await serveStatic(
      DEMO_DIST,
      { '/demo-config.json': JSON.stringify(config) },
      (req, res, next) => (siwx ? siwx(req, res, next) : next()),
      // As a production host serves it: a fresh style nonce in each page's policy.
      (html) => withFreshCspNonce(html),
    )
    // On 127.0.0.1, another site than the frame's (`localhost`), as `npm run demo` serves it.
    const demoUrl = server.url
    siwx = demoSiwxHandler(config, demoUrl)
    browser = await launchBrowser({
      extensions: injected ? [] : [testWalletExtensionPath],
      ...(options.viewport ? { viewport: options.viewport } : {}),
      ...(options.isMobile ? { isMobile: true } : {}),
    })
    if (options.recoveryPasswords !== 'manual') answerRecoveryPasswords(browser.context)
    if (!injected) await getTestWalletServiceWorker(browser.context)
    const session: DemoSession = {
      stack,
      browser,
      url: demoUrl,
      pageErrors: [],
      ...(relayCluster ? { relayCluster } : {}),
      async openDemo() {
        const page = await browser!.newPage()
        page.on('pageerror', (error) => session.pageErrors.push(error.message))
        await page.goto(demoUrl)
        // The demo read this run's config, not the devstack CLI's fixed-port defaults.
        const source = page.getByTestId('demo-config-source')
        await source.waitFor({ timeout: 30_000 })
        const text = await source.textContent()
        if (text !== 'Configuration: /demo-config.json') {
          throw new Error(`The demo did not use this run's /demo-config.json: "${text}"`)
        }
        await page.locator('[data-testid="foyer-connect-button"]:enabled').waitFor()
        return page
      },
      async resetWallet({ chainId } = {}) {
        if (injected) throw new Error('The injected test wallet lives in the page: reload it.')
        await configureTestWalletExtension(browser!.context, {
          reset: true,
          mnemonic: stack.mnemonic,
          chains: stack.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
          ...(chainId === undefined ? {} : { chainId }),
        })
        // Its Bitcoin side on this stack's local chain, with no site granted, when asked for.
        if (stack.bitcoin && options.bitcoinExtension) {
          await configureTestWalletExtensionBitcoin(browser!.context, {
            esploraUrl: stack.bitcoin.esploraUrl,
            reset: true,
          })
        }
      },
      async close() {
        await browser?.close()
        await server?.close()
        await stack.stop()
        await relayCluster?.stop()
      },
    }
    if (!injected) await session.resetWallet()
    return session
  } catch (error) {
    await browser?.close().catch(() => {})
    await server?.close().catch(() => {})
    await stack.stop()
    await relayCluster?.stop()
    throw error
  }
}
