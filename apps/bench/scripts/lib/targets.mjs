// The issue's targets, checked against one run's results (the harness's results.json shape).

/** The targets: sizes in KiB gzip, times relative to RainbowKit's median in the same run. */
export const TARGETS = {
  initialKiB: 120,
  totalKiB: 450,
  /** Foyer's median at most this share of RainbowKit's, for both timings. */
  timeShareOfRainbowKit: 0.5,
  outsideRequests: 0,
}

const KIB = 1024

/** Highest number of outside requests in any run (on load and on modal open together). */
function maxOutside(summary) {
  const load = summary.outsideOnLoad?.count?.max ?? null
  const modal = summary.outsideOnModal?.count?.max ?? null
  return load === null || modal === null ? null : load + modal
}

/**
 * One row per target for the app `foyerId`: what was measured, the limit, whether it was met,
 * and by how much it was missed or beaten. Timing targets need RainbowKit in the same run;
 * without it they are reported as not checked.
 */
export function evaluateTargets(results, foyerId = 'foyer') {
  const foyer = results.apps.find((app) => app.id === foyerId)
  if (!foyer) throw new Error(`no ${foyerId} app in the results`)
  const rainbow = results.apps.find((app) => app.id === 'rainbowkit')
  const rows = []
  const size = (name, bytes, limitKiB) => {
    const value = bytes / KIB
    rows.push({ name, value, limit: limitKiB, unit: 'KiB', met: value <= limitKiB })
  }
  size(
    'Initial JS before the click (gzip, React included)',
    foyer.summary.initialJs?.gzip ?? NaN,
    TARGETS.initialKiB,
  )
  size('Total JS emitted (gzip)', foyer.sizes.totalJs.gzip, TARGETS.totalKiB)
  const time = (name, key) => {
    const value = foyer.summary[key]?.median ?? null
    const reference = rainbow?.summary[key]?.median ?? null
    if (value === null || reference === null) {
      rows.push({
        name,
        value,
        limit: null,
        unit: 'ms',
        met: null,
        note: 'RainbowKit not measured in this run',
      })
      return
    }
    const limit = reference * TARGETS.timeShareOfRainbowKit
    rows.push({
      name,
      value,
      limit,
      unit: 'ms',
      met: value <= limit,
      note: `RainbowKit ${Math.round(reference)} ms`,
    })
  }
  time('Navigation → button ready (median)', 'buttonReadyMs')
  time('Click → first wallet item visible (median)', 'clickToModalMs')
  const outside = maxOutside(foyer.summary)
  rows.push({
    name: 'Outside requests (most in any run)',
    value: outside,
    limit: TARGETS.outsideRequests,
    unit: '',
    met: outside === null ? null : outside <= TARGETS.outsideRequests,
  })
  return rows
}

/** The target rows as a Markdown table. */
export function formatTargets(rows) {
  const number = (value, unit) =>
    value === null || Number.isNaN(value)
      ? 'n/a'
      : unit === 'KiB'
        ? `${value.toFixed(1)} KiB`
        : unit === 'ms'
          ? `${Math.round(value)} ms`
          : String(value)
  const verdict = (row) => {
    if (row.met === null) return 'not checked'
    if (row.limit === 0 || row.limit === null) return row.met ? 'met' : 'MISSED'
    const ratio = row.value / row.limit
    return row.met
      ? `met (${Math.round((1 - ratio) * 100)}% under)`
      : `MISSED by ${number(row.value - row.limit, row.unit)} (${Math.round((ratio - 1) * 100)}% over)`
  }
  const lines = ['| target | measured | limit | result |', '|---|---:|---:|---|']
  for (const row of rows) {
    const limit = row.limit === null ? 'n/a' : `≤ ${number(row.limit, row.unit)}`
    lines.push(
      `| ${row.name} | ${number(row.value, row.unit)} | ${limit}${row.note ? ` (${row.note})` : ''} | ${verdict(row)} |`,
    )
  }
  return lines.join('\n')
}

/** Foyer's medians against each other app's in the same run: how many times smaller/faster. */
export function formatComparison(results, foyerId = 'foyer') {
  const foyer = results.apps.find((app) => app.id === foyerId)
  const others = results.apps.filter((app) => !app.id.startsWith('foyer'))
  if (!foyer || others.length === 0) return ''
  const ratio = (theirs, ours) =>
    theirs == null || ours == null || ours === 0 ? 'n/a' : `${(theirs / ours).toFixed(1)}×`
  const lines = [
    '| Foyer vs | initial JS | total JS | nav → button ready | click → first wallet |',
    '|---|---:|---:|---:|---:|',
  ]
  for (const app of others) {
    lines.push(
      `| ${app.name} | ${ratio(app.summary.initialJs?.gzip, foyer.summary.initialJs?.gzip)} smaller | ${ratio(app.sizes.totalJs.gzip, foyer.sizes.totalJs.gzip)} smaller | ${ratio(app.summary.buttonReadyMs?.median, foyer.summary.buttonReadyMs?.median)} faster | ${ratio(app.summary.clickToModalMs?.median, foyer.summary.clickToModalMs?.median)} faster |`,
    )
  }
  return lines.join('\n')
}

/** Every app of a run, one row each: the figures `pnpm bench` reports (medians). */
export function formatSummary(results) {
  const kib = (bytes) => (bytes == null ? 'n/a' : (bytes / 1024).toFixed(1))
  const mib = (bytes) => (bytes == null ? 'n/a' : (bytes / 1048576).toFixed(1))
  const ms = (stat) => (stat?.median == null ? 'n/a' : String(Math.round(stat.median)))
  const lines = [
    '| App | initial JS gzip KiB | JS on click gzip KiB | total JS gzip KiB | nav → button ready ms | click → first wallet ms | JS heap MiB (after GC) | outside requests load / modal | ok runs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ]
  for (const app of results.apps) {
    const s = app.summary
    lines.push(
      `| ${app.name} | ${kib(s.initialJs?.gzip)} | ${kib(s.modalJs?.gzip)} | ${kib(app.sizes.totalJs.gzip)} | ${ms(s.buttonReadyMs)} | ${ms(s.clickToModalMs)} | ${mib(s.heapUsedBytes?.median)} (${mib(s.heapUsedAfterGcBytes?.median)}) | ${s.outsideOnLoad?.count?.max ?? 'n/a'} / ${s.outsideOnModal?.count?.max ?? 'n/a'} | ${s.okRuns}/${s.runs} |`,
    )
  }
  return lines.join('\n')
}
