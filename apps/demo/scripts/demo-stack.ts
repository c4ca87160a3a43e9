import { bitcoinRegtest, type CaipNetworkId } from '@foyer/common'
import {
  DEVSTACK_DEFAULT_PORTS,
  type Devstack,
  type StartDevstackOptions,
  startDevstack,
} from '@foyer/devstack'
import { createSiwxHandler, type SiwxHandler, type SiwxHandlerOptions } from '@foyer/siwx-server'
import type { DemoConfig } from '../src/config/demo-config.js'
import { DEMO_SIWX_PATH } from '../src/sign-in/sign-in-setting.js'

export { withFreshCspNonce } from './content-security-policy.js'

/**
 * The one place that says what the demo is: which parts of the local stack `npm run demo`
 * runs ({@link DEMO_STACK_PARTS}), the configuration the page gets for a running stack
 * ({@link demoConfigOf}) and the demo's sign-in server ({@link demoSiwxHandler}). The serve
 * script (`npm run demo`) and the end-to-end harness both use this module, so the demo a
 * test drives is the demo a visitor gets.
 */

/**
 * The host name the demo serves the wallet frame under: `localhost`, so that passkeys work
 * (WebAuthn refuses an IP address as RP ID; the auth server takes the frame's host name as
 * RP ID). The demo page stays on 127.0.0.1, another site, as an app embedding a shared frame
 * is in a real deployment: the page cannot claim the frame's RP ID for itself.
 */
export const DEMO_WALLET_FRAME_HOST = 'localhost'

/** The demo project's step-up threshold: 1 ETH, in wei. */
export const DEMO_STEP_UP_ABOVE_WEI = '1000000000000000000'

/**
 * The parts `npm run demo` runs besides the defaults (devnets, directory, relay, account
 * data, on-ramp, Solana, Bitcoin): the WalletConnect test wallet, email, social and passkey
 * login (auth server and wallet frame, the frame under {@link DEMO_WALLET_FRAME_HOST}; the
 * demo's project in `password` custody, asking a recovery password at sign-up) and
 * smart accounts (EntryPoint v0.7 and one alto bundler per devnet, so the frame's users get a
 * smart account with the EOA a switch away).
 */
export const DEMO_STACK_PARTS = {
  walletConnectWallet: true,
  // Non-custodial, as a self-hoster's project is by default: the recovery share is sealed in
  // the frame under the user's recovery password; nobody running the stack can rebuild a key.
  // A send above 1 ETH asks the user's passkey or authenticator app again in the frame.
  auth: { custody: 'password', stepUpAboveWei: DEMO_STEP_UP_ABOVE_WEI },
  walletFrame: true,
  walletFrameHost: DEMO_WALLET_FRAME_HOST,
  smartAccounts: true,
} as const satisfies StartDevstackOptions

/** How long each part of the demo's stack may take to start, by default. */
export const DEMO_START_TIMEOUT_MS = 60_000

/** Options of {@link demoStackOptions}. */
export interface DemoStackOptions {
  /** Free ports for every part (tests, `--free-ports`) instead of the CLI's fixed ones. */
  freePorts?: boolean
  /**
   * Parts a test leaves out or changes (each test file starts its own stack: fewer parts,
   * faster start). `npm run demo` passes none.
   */
  parts?: Omit<StartDevstackOptions, 'ports' | 'log' | 'onUnexpectedExit' | 'startTimeoutMs'>
  startTimeoutMs?: number
  log?: (line: string) => void
  onUnexpectedExit?: (error: Error) => void
}

/** The devstack options of the demo: {@link DEMO_STACK_PARTS} with the given ports and hooks. */
export function demoStackOptions(options: DemoStackOptions = {}): StartDevstackOptions {
  return {
    ...(options.freePorts ? {} : { ports: DEVSTACK_DEFAULT_PORTS }),
    ...DEMO_STACK_PARTS,
    ...options.parts,
    // Each part gets a minute: on a busy machine the auth server alone can take 30 s.
    startTimeoutMs: options.startTimeoutMs ?? DEMO_START_TIMEOUT_MS,
    ...(options.log ? { log: options.log } : {}),
    ...(options.onUnexpectedExit ? { onUnexpectedExit: options.onUnexpectedExit } : {}),
  }
}

/** Starts the local stack the demo runs on ({@link demoStackOptions}). */
export function startDemoStack(options: DemoStackOptions = {}): Promise<Devstack> {
  return startDevstack(demoStackOptions(options))
}

/**
 * The demo's configuration (`/demo-config.json`) for a running stack: every network and
 * service the stack runs. `injectTestWallet` is true for `npm run demo` (a visitor needs no
 * wallet installed) and false when a test loads the test wallet extension instead.
 */
export function demoConfigOf(
  stack: Devstack,
  { injectTestWallet }: { injectTestWallet: boolean },
): DemoConfig {
  if (!stack.directoryUrl || !stack.relayUrl) {
    throw new Error('The demo needs the wallet directory and the relay of the local stack.')
  }
  return {
    chains: stack.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    directoryUrl: stack.directoryUrl,
    relayUrl: stack.relayUrl,
    ...(stack.dataServiceUrl ? { dataServiceUrl: stack.dataServiceUrl } : {}),
    ...(stack.walletFrameUrl ? { embeddedWalletUrl: stack.walletFrameUrl } : {}),
    injectTestWallet,
    ...(stack.bitcoin ? { bitcoin: { esploraUrl: stack.bitcoin.esploraUrl } } : {}),
    ...(stack.solana
      ? {
          solana: {
            rpcUrl: stack.solana.rpcUrl,
            caipNetworkId: stack.solana.caipNetworkId,
            tokenMint: stack.solana.token.mint,
          },
        }
      : {}),
  }
}

/**
 * The demo's sign-in server options for the demo served at `origin` (`http://127.0.0.1:4173`):
 * messages must name that host (or `localhost` on the same port), a URI on it, and one of the
 * demo's networks; signatures are verified against the stack's devnets.
 */
export function demoSiwxOptions(
  config: Pick<DemoConfig, 'chains' | 'solana' | 'bitcoin'>,
  origin: string,
): SiwxHandlerOptions {
  const { port, protocol } = new URL(origin)
  const hosts = [`127.0.0.1:${port}`, `localhost:${port}`]
  const chains: CaipNetworkId[] = config.chains.map((chain) => `eip155:${chain.chainId}` as const)
  if (config.solana) chains.push(config.solana.caipNetworkId)
  if (config.bitcoin) chains.push(bitcoinRegtest.caipNetworkId)
  return {
    basePath: DEMO_SIWX_PATH,
    domain: hosts,
    uriOrigins: hosts.map((host) => `${protocol}//${host}`),
    chains,
    rpcUrls: Object.fromEntries(config.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
  }
}

/**
 * The demo's sign-in server (`@foyer/siwx-server`) for the demo served at `origin`, answering
 * at `/siwx` on that origin (its HTTP-only cookie is first-party): {@link demoSiwxOptions}.
 */
export function demoSiwxHandler(
  config: Pick<DemoConfig, 'chains' | 'solana' | 'bitcoin'>,
  origin: string,
): SiwxHandler {
  return createSiwxHandler(demoSiwxOptions(config, origin))
}
