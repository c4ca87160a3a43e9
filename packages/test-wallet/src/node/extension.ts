import { execFile } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { BrowserContext, Worker } from 'playwright-core'
import * as z from 'zod/mini'
import { SERVICE_WORKER_CONTROLS } from '../constants.js'
import type { Decision } from '../state.js'
import { type WalletConfig, walletConfigSchema } from '../wallet-config.js'
import {
  type TestWalletControls,
  type TestWalletStateView,
  testWalletStateViewSchema,
} from '../wallet-controls.js'

const packageDir = fileURLToPath(new URL('../../', import.meta.url))

/** Absolute path of the built unpacked extension (`dist/extension` of this package). */
export const testWalletExtensionPath: string = path.join(packageDir, 'dist', 'extension')

/** Debian's Chromium, the browser the tests drive; override with `FOYER_CHROMIUM`. */
export const CHROMIUM_PATH: string = process.env.FOYER_CHROMIUM ?? '/usr/bin/chromium'

/**
 * Flags for a quiet, offline-friendly headless Chromium (no background or component
 * traffic). Add {@link testWalletExtensionArgs} to load the extension.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The file name of the extension's service worker. */
export const TEST_WALLET_SERVICE_WORKER_FILE = 'test-wallet-worker.js'

/**
 * The Chromium flags that load the extension (with `ignoreDefaultArgs: ['--disable-extensions']`
 * on `launchPersistentContext`).
 */
export function testWalletExtensionArgs(extensionPath = testWalletExtensionPath): string[] {
  return [`--disable-extensions-except=${extensionPath}`, `--load-extension=${extensionPath}`]
}

/**
 * Builds the extension into `dist/extension` unless it is there already (in a workspace
 * checkout: the published package ships it built). Resolves with its path.
 */
export async function ensureTestWalletExtensionBuilt(options: { force?: boolean } = {}) {
  const manifest = path.join(testWalletExtensionPath, 'manifest.json')
  if (!options.force && fs.existsSync(manifest)) return testWalletExtensionPath
  const buildScript = path.join(packageDir, 'extension', 'build.ts')
  if (!fs.existsSync(buildScript)) {
    throw new Error(`The test wallet extension is not built and ${buildScript} is missing.`)
  }
  const tsxCli = createRequire(path.join(packageDir, 'package.json')).resolve('tsx/cli')
  await promisify(execFile)(process.execPath, [tsxCli, buildScript], {
    cwd: packageDir,
    timeout: 300_000,
  })
  return testWalletExtensionPath
}

const isTestWalletWorker = (worker: Worker) =>
  worker.url().startsWith('chrome-extension://') &&
  worker.url().endsWith(`/${TEST_WALLET_SERVICE_WORKER_FILE}`)

/** The test wallet's service worker in a browser context, waiting for it to start. */
export async function getTestWalletServiceWorker(
  context: BrowserContext,
  options: { timeout?: number } = {},
): Promise<Worker> {
  const running = context.serviceWorkers().find(isTestWalletWorker)
  if (running) return running
  return context.waitForEvent('serviceworker', {
    predicate: isTestWalletWorker,
    timeout: options.timeout ?? 60_000,
  })
}

/** What `configureTestWalletExtension` accepts: wallet settings plus decisions to queue. */
export type TestWalletExtensionConfig = WalletConfig

type ControlName = keyof TestWalletControls

async function callControl(context: BrowserContext, name: ControlName, argument: unknown) {
  return callWorkerControl(context, SERVICE_WORKER_CONTROLS, name, argument)
}

/**
 * Calls `globalThis[globalName][control](argument)` in the extension's service worker, where each
 * chain side of the wallet exposes its controls under its own global name.
 */
export async function callWorkerControl(
  context: BrowserContext,
  globalName: string,
  control: string,
  argument: unknown,
): Promise<unknown> {
  const worker = await getTestWalletServiceWorker(context)
  return worker.evaluate(
    async ([name, method, arg]) => {
      const controls = (
        globalThis as unknown as Record<string, Record<string, (value: unknown) => unknown>>
      )[name]
      if (!controls) throw new Error(`The test wallet service worker has not started "${name}".`)
      return controls[method]!(arg)
    },
    [globalName, control, argument] as const,
  )
}

/**
 * Configures the extension in a Playwright browser context through its service worker:
 * chains (with their RPC URLs), the chain to be on, the account, and the decisions for the
 * next requests (`nextDecisions: ['reject']` makes the next approval a 4001). The state is
 * kept in `chrome.storage.local`. Resolves with the wallet's new state.
 */
export async function configureTestWalletExtension(
  context: BrowserContext,
  config: TestWalletExtensionConfig,
): Promise<TestWalletStateView> {
  const parsed = walletConfigSchema.parse(config)
  return testWalletStateViewSchema.parse(await callControl(context, 'configure', parsed))
}

/** The extension's current state (everything but the mnemonic). */
export async function readTestWalletExtensionState(
  context: BrowserContext,
): Promise<TestWalletStateView> {
  return testWalletStateViewSchema.parse(await callControl(context, 'getState', undefined))
}

/** Queues decisions for the next requests that need approval in the extension. */
export async function queueTestWalletExtensionDecisions(
  context: BrowserContext,
  decisions: readonly Decision[],
): Promise<void> {
  await callControl(
    context,
    'queueDecisions',
    z.array(z.enum(['approve', 'reject'])).parse(decisions),
  )
}

/** Switches the extension to another account of its mnemonic. */
export async function switchTestWalletExtensionAccount(
  context: BrowserContext,
  accountIndex: number,
) {
  return z.string().parse(await callControl(context, 'switchAccount', accountIndex))
}

/** A wallet-side disconnect in the extension: every site loses its accounts. */
export async function disconnectTestWalletExtension(context: BrowserContext): Promise<void> {
  await callControl(context, 'disconnect', undefined)
}

const solanaSettingsSchema = z.object({
  rpcUrl: z.string().check(z.regex(/^https?:\/\//, 'expected an http(s) URL')),
  reset: z.optional(z.boolean()),
})

/**
 * Turns on the extension's Solana side for pages loaded from now on: the local Solana
 * network's JSON-RPC (`solana:localnet`); `reset` also forgets the sites it granted. Pages
 * see its Wallet Standard wallet only once it has a Solana RPC.
 */
export async function configureTestWalletExtensionSolana(
  context: BrowserContext,
  settings: { rpcUrl: string; reset?: boolean },
): Promise<void> {
  const parsed = solanaSettingsSchema.parse(settings)
  const worker = await getTestWalletServiceWorker(context)
  await worker.evaluate(
    async ([globalName, arg]) => {
      const controls = (
        globalThis as unknown as Record<string, { configureSolana?(value: unknown): unknown }>
      )[globalName]
      if (!controls?.configureSolana) throw new Error('The test wallet has no Solana side.')
      await controls.configureSolana(arg)
    },
    [SERVICE_WORKER_CONTROLS, parsed] as const,
  )
}
