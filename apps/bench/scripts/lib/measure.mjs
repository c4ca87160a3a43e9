// Foyer-only measurement, for when the shared anchors harness is not beside the repository.
// Same definitions as the harness (../shared/bench/anchors/README.md): fresh Chromium and
// profile per run, every non-loopback request aborted and counted, nav → button ready from an
// init script, click → first visible wallet item per animation frame, heap through CDP,
// initial JS = dist JS requested before the click. The harness is used whenever it is there.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { gzipSize } from './bundle-sizes.mjs'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const SETTLE_MS = 1500
const POST_MODAL_MS = 1000
const TIMEOUT_MS = 30_000
const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8' }

const isLoopback = (host) => ['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host)

/** Median, min and max of the finite numbers in `values` (n = how many). */
export function stats(values) {
  const xs = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b)
  if (xs.length === 0) return { n: 0, median: null, min: null, max: null }
  const mid = Math.floor(xs.length / 2)
  const median = xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2
  return { n: xs.length, median, min: xs[0], max: xs[xs.length - 1] }
}

/** Every JS file of a dist folder by URL path, with raw and gzip -9 sizes. */
export function distJsFiles(distDir) {
  const files = new Map()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.m?js$/.test(entry.name)) {
        const buffer = fs.readFileSync(file)
        const urlPath = `/${path.relative(distDir, file).split(path.sep).join('/')}`
        files.set(urlPath, { raw: buffer.length, gzip: gzipSize(buffer) })
      }
    }
  }
  walk(distDir)
  return files
}

/** Serves `root` on 127.0.0.1 (a free port), uncompressed, `cache-control: no-store`. */
export function serveStatic(root) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      return response.writeHead(400).end()
    }
    let file = path.normalize(path.join(root, pathname))
    if (url.pathname.endsWith('/')) file = path.join(file, 'index.html')
    if (file !== root && !file.startsWith(root + path.sep)) return response.writeHead(403).end()
    try {
      const data = await fsp.readFile(file)
      response.writeHead(200, {
        'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
        'content-length': data.length,
        'cache-control': 'no-store',
      })
      response.end(data)
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
    }
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }),
    )
  })
}

/** Runs in the page before its scripts: button readiness, click time, wallet-item watcher. */
function pageProbe({ buttonSelector }) {
  const bench = { buttonReadyAt: null, clickAt: null, walletAt: null }
  window.__foyerBench = bench
  const visible = (el) => {
    const box = el.getBoundingClientRect()
    return (
      box.width > 0 &&
      box.height > 0 &&
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true })
    )
  }
  const enabled = (el) => !el.disabled && el.getAttribute('aria-disabled') !== 'true'
  const checkButton = () => {
    if (bench.buttonReadyAt !== null) return true
    const ready = [...document.querySelectorAll(buttonSelector)].some(
      (el) => visible(el) && enabled(el),
    )
    if (ready) bench.buttonReadyAt = performance.now()
    return ready
  }
  const observer = new MutationObserver(() => checkButton() && observer.disconnect())
  observer.observe(document, { subtree: true, childList: true, attributes: true })
  const frame = () => (checkButton() ? observer.disconnect() : requestAnimationFrame(frame))
  requestAnimationFrame(frame)
  window.addEventListener(
    'click',
    (event) => {
      if (bench.clickAt === null) bench.clickAt = event.timeStamp
    },
    true,
  )
  bench.watch = (selector, text) => {
    const pattern = text ? new RegExp(text) : null
    const loop = () => {
      const hit = [...document.querySelectorAll(selector)].find(
        (el) => (!pattern || pattern.test(el.textContent ?? '')) && visible(el),
      )
      if (bench.clickAt !== null && hit) bench.walletAt = performance.now()
      else requestAnimationFrame(loop)
    }
    requestAnimationFrame(loop)
  }
}

/** One cold run of one page: fresh browser and profile. */
async function measureRun({ origin, app, chromiumPath }) {
  const profile = await fsp.mkdtemp(path.join(os.tmpdir(), 'foyer-bench-profile-'))
  const requests = []
  let phase = 'load'
  let context
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
      timeout: TIMEOUT_MS,
    })
    await context.route('**/*', (route) => {
      const url = new URL(route.request().url())
      if (url.protocol === 'data:' || url.protocol === 'blob:' || isLoopback(url.hostname))
        return route.continue()
      return route.abort('internetdisconnected')
    })
    await context.routeWebSocket(
      (url) => !isLoopback(url.hostname),
      (ws) => {
        requests.push({ phase, url: ws.url(), outside: true })
        ws.close({ code: 1011, reason: 'bench: offline' })
      },
    )
    context.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol === 'data:' || url.protocol === 'blob:') return
      requests.push({ phase, url: request.url(), outside: !isLoopback(url.hostname) })
    })
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(pageProbe, { buttonSelector: app.buttonSelector })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(origin + app.urlPath, { waitUntil: 'load', timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__foyerBench.buttonReadyAt !== null, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    })
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    await page.evaluate(
      ([selector, text]) => window.__foyerBench.watch(selector, text),
      [app.walletItemSelector, app.walletItemText ?? null],
    )
    phase = 'modal'
    await page.click(app.buttonSelector, { timeout: TIMEOUT_MS })
    await page.waitForFunction(() => window.__foyerBench.walletAt !== null, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    })
    await new Promise((resolve) => setTimeout(resolve, POST_MODAL_MS))
    const metrics = Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
    )
    await cdp.send('HeapProfiler.enable')
    await cdp.send('HeapProfiler.collectGarbage')
    const afterGc = await cdp.send('Runtime.getHeapUsage')
    const probe = await page.evaluate(() => ({ ...window.__foyerBench, watch: undefined }))
    return {
      ok: true,
      buttonReadyMs: probe.buttonReadyAt,
      clickToModalMs: probe.walletAt - probe.clickAt,
      heapUsedBytes: metrics.JSHeapUsedSize,
      heapUsedAfterGcBytes: afterGc.usedSize,
      requests,
    }
  } catch (error) {
    return { ok: false, error: String(error?.message ?? error).split('\n')[0], requests }
  } finally {
    await context?.close().catch(() => {})
    await fsp.rm(profile, { recursive: true, force: true }).catch(() => {})
  }
}

/** Dist JS requested in one phase of a run (each file once), sized from the build output. */
function jsInPhase(run, phaseName, origin, files) {
  const seen = new Set()
  for (const request of run.requests) {
    if (request.phase !== phaseName || request.outside || !request.url.startsWith(origin)) continue
    const urlPath = new URL(request.url).pathname
    if (files.has(urlPath)) seen.add(urlPath)
  }
  const list = [...seen].sort()
  return {
    files: list.length,
    raw: list.reduce((sum, p) => sum + files.get(p).raw, 0),
    gzip: list.reduce((sum, p) => sum + files.get(p).gzip, 0),
    list,
  }
}

/**
 * Measures apps (bench.json configs resolved to `{ id, name, distDir, … }`) in interleaved
 * cold runs; returns results in the harness's results.json shape (the fields used here).
 */
export async function measureApps({ apps, runs, warmup, chromiumPath, log }) {
  const served = []
  for (const app of apps)
    served.push({ app, files: distJsFiles(app.distDir), ...(await serveStatic(app.distDir)) })
  const byApp = new Map(apps.map((app) => [app.id, []]))
  try {
    for (let round = 0; round < warmup + runs; round++) {
      for (const { app, origin } of served) {
        const run = await measureRun({ origin, app, chromiumPath })
        if (round >= warmup) byApp.get(app.id).push(run)
        log(
          `${round < warmup ? 'warm-up' : `run ${round - warmup + 1}/${runs}`} ${app.id}: ${run.ok ? `button ${Math.round(run.buttonReadyMs)} ms, click→wallet ${Math.round(run.clickToModalMs)} ms` : `ERROR ${run.error}`}`,
        )
      }
    }
  } finally {
    for (const { server } of served) server.close()
  }
  return {
    generatedAt: new Date().toISOString(),
    config: {
      runs,
      warmup,
      settleMs: SETTLE_MS,
      postModalMs: POST_MODAL_MS,
      chromiumArgs: CHROMIUM_ARGS,
    },
    apps: served.map(({ app, files, origin }) => {
      const all = byApp.get(app.id)
      const good = all.filter((run) => run.ok)
      const pick = (key) => stats(good.map((run) => run[key]))
      const outside = (phaseName) =>
        stats(
          all.map((run) => run.requests.filter((r) => r.outside && r.phase === phaseName).length),
        )
      const sum = [...files.values()].reduce(
        (acc, f) => ({ files: acc.files + 1, raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip }),
        { files: 0, raw: 0, gzip: 0 },
      )
      return {
        id: app.id,
        name: app.name,
        sizes: { totalJs: sum },
        summary: {
          runs: all.length,
          okRuns: good.length,
          failures: all.filter((run) => !run.ok).map((run) => run.error),
          initialJs: good[0] ? jsInPhase(good[0], 'load', origin, files) : null,
          modalJs: good[0] ? jsInPhase(good[0], 'modal', origin, files) : null,
          buttonReadyMs: pick('buttonReadyMs'),
          clickToModalMs: pick('clickToModalMs'),
          heapUsedBytes: pick('heapUsedBytes'),
          heapUsedAfterGcBytes: pick('heapUsedAfterGcBytes'),
          outsideOnLoad: { count: outside('load') },
          outsideOnModal: { count: outside('modal') },
          outsideHosts: [
            ...new Set(
              all.flatMap((run) =>
                run.requests.filter((r) => r.outside).map((r) => new URL(r.url).host),
              ),
            ),
          ],
        },
      }
    }),
  }
}
