// Where the page's main-thread time goes before the connect button is ready, from a Chromium
// trace: main-thread CPU time (thread time, so a loaded machine inflates it far less than wall
// time) in all tasks before "button ready", and in script compilation and evaluation.
// Several builds are measured interleaved (A B A B …), each load in a fresh browser.
//   node apps/bench/scripts/startup-trace.mjs --runs 8 <name>=<dist dir> [<name>=<dist dir> …]
// Then, per build, where that CPU time went (median ms by kind of work, largest first).
// A dist is served as it is (same rules as the harness: loopback only, no cache).
import fs from 'node:fs'
import os from 'node:os'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, serveStatic, stats } from './lib/measure.mjs'
import { breakdownBeforeReady } from './lib/trace-breakdown.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 6
const builds = args
  .filter((arg, index) => arg.includes('=') && index !== runsAt + 1)
  .map((arg) => {
    const [name, dir] = arg.split('=')
    if (!fs.existsSync(`${dir}/index.html`)) throw new Error(`${dir} has no index.html`)
    return { name, dir }
  })
if (builds.length === 0) {
  console.info('startup-trace.mjs [--runs N] <name>=<dist dir> …')
  process.exit(2)
}

/** Marks the moment #connect is visible and enabled (as the harness defines button ready). */
function readyProbe() {
  const check = () => {
    const button = document.querySelector('#connect')
    if (button && !button.disabled && button.getBoundingClientRect().width > 0) {
      performance.mark('foyer-button-ready')
      window.__buttonReadyAt = performance.now()
      return
    }
    requestAnimationFrame(check)
  }
  new MutationObserver(() => {
    if (window.__buttonReadyAt === undefined) {
      const button = document.querySelector('#connect')
      if (button && !button.disabled) check()
    }
  }).observe(document, { subtree: true, childList: true, attributes: true })
  requestAnimationFrame(check)
}

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.produceModuleCache',
  'v8.parseOnBackground',
])

async function loadOnce(origin) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    await context.route(/^(?!http:\/\/127\.0\.0\.1[:/])/, (route) =>
      route.abort('internetdisconnected'),
    )
    await context.addInitScript(readyProbe)
    const page = await context.newPage()
    const cdp = await browser.newBrowserCDPSession()
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'toplevel',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'blink.user_timing',
          '__metadata',
        ],
      },
      transferMode: 'ReturnAsStream',
    })
    await page.goto(`${origin}/`)
    await page.waitForFunction(() => window.__buttonReadyAt !== undefined, null, {
      timeout: 60_000,
    })
    const readyMs = await page.evaluate(() => window.__buttonReadyAt)
    await page.waitForTimeout(300)
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    const { stream } = await complete
    let text = ''
    for (;;) {
      const chunk = await cdp.send('IO.read', { handle: stream, size: 4 << 20 })
      text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data
      if (chunk.eof) break
    }
    const parsed = JSON.parse(text)
    const events = Array.isArray(parsed) ? parsed : parsed.traceEvents
    const mains = new Set(
      events
        .filter(
          (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
        )
        .map((e) => `${e.pid}:${e.tid}`),
    )
    const onMain = (e) => mains.has(`${e.pid}:${e.tid}`)
    const mark = events.find((e) => e.name === 'foyer-button-ready' && onMain(e))
    const until = mark?.ts ?? Number.POSITIVE_INFINITY
    const before = (e) => onMain(e) && e.ph === 'X' && e.ts < until
    const sum = (list, key) => list.reduce((total, e) => total + (e[key] ?? 0), 0) / 1000
    const tasks = events.filter((e) => before(e) && e.name === 'RunTask')
    const scripts = events.filter((e) => before(e) && SCRIPT_EVENTS.has(e.name))
    // Nested script events (a compile inside an evaluation) would count twice: keep outermost.
    const outer = scripts.filter(
      (e) =>
        !scripts.some(
          (o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.tid === e.tid,
        ),
    )
    return {
      readyMs,
      taskCpuMs: sum(tasks, 'tdur'),
      scriptCpuMs: sum(outer, 'tdur'),
      scriptWallMs: sum(outer, 'dur'),
      breakdown: breakdownBeforeReady(events, onMain, until),
    }
  } finally {
    await browser.close()
  }
}

const served = []
for (const build of builds)
  served.push({ ...build, ...(await serveStatic(fs.realpathSync(build.dir))) })
const results = Object.fromEntries(builds.map((b) => [b.name, []]))
try {
  await loadOnce(served[0].origin) // warm-up, discarded
  for (let run = 1; run <= runs; run += 1) {
    for (const build of served) {
      const result = await loadOnce(build.origin)
      results[build.name].push(result)
      console.info(
        `run ${run} ${build.name}: ready ${result.readyMs.toFixed(0)} ms, main-thread CPU before ready ${result.taskCpuMs.toFixed(1)} ms, of which script compile+evaluate ${result.scriptCpuMs.toFixed(1)} ms`,
      )
    }
  }
} finally {
  for (const build of served) build.server.close()
}
const fmt = (s) => `${s.median?.toFixed(1)} (${s.min?.toFixed(1)}–${s.max?.toFixed(1)})`
console.info(
  `\nMedians (min–max) over ${runs} interleaved loads, load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs:`,
)
console.info(
  '| build | nav → button ready, wall ms | main-thread CPU before ready, ms | script compile + evaluate CPU, ms |',
)
console.info('|---|---:|---:|---:|')
for (const build of builds) {
  const list = results[build.name]
  console.info(
    `| ${build.name} | ${fmt(stats(list.map((r) => r.readyMs)))} | ${fmt(stats(list.map((r) => r.taskCpuMs)))} | ${fmt(stats(list.map((r) => r.scriptCpuMs)))} |`,
  )
}

console.info(
  '\nMain-thread CPU before ready by kind of work, median ms per load (kinds over 2 ms):',
)
for (const build of builds) {
  const list = results[build.name]
  const kinds = new Set(list.flatMap((r) => [...r.breakdown.keys()]))
  const rows = [...kinds]
    .map((kind) => [kind, stats(list.map((r) => r.breakdown.get(kind) ?? 0)).median ?? 0])
    .filter(([, ms]) => ms > 2)
    .sort((a, b) => b[1] - a[1])
  console.info(`${build.name}: ${rows.map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join('; ')}`)
}
