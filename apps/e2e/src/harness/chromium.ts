import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@foyer/test-wallet/extension'
import { type BrowserContext, chromium, type Page } from 'playwright-core'

export { CHROMIUM_ARGS, CHROMIUM_PATH }

/** A request the page tried to make to a host that is not on this machine. */
export interface OutsideRequest {
  url: string
  resourceType: string
}

export interface BrowserSession {
  context: BrowserContext
  /** Every request to a non-loopback host, each aborted at once. */
  outsideRequests: OutsideRequest[]
  /**
   * Every Content-Security-Policy violation any page or frame reported (its
   * `securitypolicyviolation` event). `close()` fails when some are left in it.
   */
  cspViolations: CspViolation[]
  newPage(): Promise<Page>
  close(): Promise<void>
}

/** A `securitypolicyviolation` event, as a page or frame of the browser reported it. */
export interface CspViolation {
  documentUrl: string
  directive: string
  blockedUri: string
  sample: string
  sourceFile: string
  line: number
}

/** The binding pages report their CSP violations through. */
const CSP_VIOLATION_BINDING = '__foyerE2eCspViolation'

/**
 * Runs in every document of the browser before its own scripts: reports each CSP violation
 * (a refused inline style, script, frame or connection) to the harness.
 */
function reportCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (v: CspViolation) => void>)[binding]
      void report?.({
        documentUrl: event.documentURI,
        directive: event.effectiveDirective,
        blockedUri: event.blockedURI,
        sample: event.sample,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
      })
    },
    true,
  )
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Playwright 1.65's `--disable-features` list without `ThirdPartyStoragePartitioning`: passed
 * after Playwright's own flag, it wins (Chromium keeps a switch's last value). Playwright turns
 * storage partitioning off, which no shipped Chrome does; this Chromium also blocks
 * third-party cookies by default, and the two together deny a frame of another site every
 * storage (localStorage throws SecurityError, IndexedDB "The user denied permission",
 * `document.cookie` empty even for `SameSite=None; Secure`). Shipped Chrome with third-party
 * cookies blocked gives that frame storage partitioned by the top-level site, as Firefox and
 * Safari do: the browser the wallet frame meets in real deployments (frame and app on two
 * sites), and the one the tests must drive.
 */
export const STORAGE_PARTITIONING_ON = `--disable-features=${[
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
].join(',')}`

/** True for URLs that stay on this machine (and for data:, blob: and extension pages). */
export function isLoopbackUrl(url: string): boolean {
  const parsed = new URL(url)
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) return true
  return LOOPBACK_HOSTS.has(parsed.hostname)
}

/**
 * Starts Chromium with a fresh profile and storage partitioning on (as shipped Chrome has it,
 * see {@link STORAGE_PARTITIONING_ON}), optionally with unpacked extensions loaded, aborts
 * (and records) every request that would leave the machine, and records every CSP violation
 * (so that every e2e file fails on one: `close()` throws while any is unread).
 */
export async function launchBrowser(
  options: {
    extensions?: string[]
    viewport?: { width: number; height: number }
    isMobile?: boolean
  } = {},
): Promise<BrowserSession> {
  const userDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-e2e-profile-'))
  const extensions = options.extensions ?? []
  const args = [...CHROMIUM_ARGS, STORAGE_PARTITIONING_ON]
  if (extensions.length > 0) {
    args.push(
      `--disable-extensions-except=${extensions.join(',')}`,
      `--load-extension=${extensions.join(',')}`,
    )
  }
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args,
    ignoreDefaultArgs: extensions.length > 0 ? ['--disable-extensions'] : [],
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile ?? false,
    hasTouch: options.isMobile ?? false,
  })
  const outsideRequests: OutsideRequest[] = []
  await context.route(
    (url) => !isLoopbackUrl(url.toString()),
    (route) => {
      outsideRequests.push({
        url: route.request().url(),
        resourceType: route.request().resourceType(),
      })
      return route.abort('internetdisconnected')
    },
  )
  await context.routeWebSocket(
    (url) => !isLoopbackUrl(url.toString()),
    (socket) => {
      outsideRequests.push({ url: socket.url(), resourceType: 'websocket' })
      return socket.close()
    },
  )
  const cspViolations: CspViolation[] = []
  await context.exposeBinding(CSP_VIOLATION_BINDING, (_source, violation: CspViolation) => {
    cspViolations.push(violation)
  })
  await context.addInitScript(reportCspViolations, CSP_VIOLATION_BINDING)
  return {
    context,
    outsideRequests,
    cspViolations,
    newPage: () => context.newPage(),
    async close() {
      await context.close()
      await fs.rm(userDataDir, { recursive: true, force: true })
      if (cspViolations.length > 0) {
        throw new Error(
          `Content-Security-Policy violations: ${JSON.stringify(cspViolations, null, 2)}`,
        )
      }
    },
  }
}
