import { describe, expect, it } from 'vitest'
import { evaluateTargets, formatComparison, formatSummary, formatTargets } from './targets.mjs'

const count = (max) => ({ n: 3, median: max, min: 0, max })
const app = (id, { initial, total, button, click, outsideLoad = 0, outsideModal = 0 }) => ({
  id,
  name: id === 'rainbowkit' ? 'RainbowKit' : id,
  sizes: { totalJs: { gzip: total * 1024 } },
  summary: {
    initialJs: { gzip: initial * 1024 },
    buttonReadyMs: { median: button },
    clickToModalMs: { median: click },
    outsideOnLoad: { count: count(outsideLoad) },
    outsideOnModal: { count: count(outsideModal) },
  },
})

describe('evaluateTargets', () => {
  it('checks sizes against fixed limits and times against half of RainbowKit', () => {
    const rows = evaluateTargets({
      apps: [
        app('foyer', { initial: 110, total: 250, button: 100, click: 40 }),
        app('rainbowkit', { initial: 600, total: 1200, button: 280, click: 60 }),
      ],
    })
    expect(rows.map((row) => [row.limit, row.met])).toEqual([
      [120, true],
      [450, true],
      [140, true],
      [30, false],
      [0, true],
    ])
    const table = formatTargets(rows)
    expect(table).toContain('| 110.0 KiB | ≤ 120.0 KiB | met (8% under) |')
    expect(table).toContain('| 40 ms | ≤ 30 ms (RainbowKit 60 ms) | MISSED by 10 ms (33% over) |')
  })

  it('leaves the timings unchecked without RainbowKit in the same run', () => {
    const rows = evaluateTargets({
      apps: [app('foyer', { initial: 130, total: 500, button: 1, click: 1 })],
    })
    expect(rows.map((row) => row.met)).toEqual([false, false, null, null, true])
    expect(formatTargets(rows)).toContain('RainbowKit not measured in this run')
  })

  it('misses the outside-request target when any run made one', () => {
    const rows = evaluateTargets({
      apps: [app('foyer', { initial: 1, total: 1, button: 1, click: 1, outsideModal: 2 })],
    })
    expect(rows.at(-1)).toMatchObject({ value: 2, met: false })
  })

  it('refuses results without the Foyer app', () => {
    expect(() => evaluateTargets({ apps: [] })).toThrow('no foyer app in the results')
  })
})

describe('formatComparison', () => {
  it('gives how many times smaller and faster Foyer is than each anchor', () => {
    const table = formatComparison({
      apps: [
        app('foyer', { initial: 100, total: 200, button: 100, click: 20 }),
        app('foyer-announced', { initial: 100, total: 200, button: 100, click: 20 }),
        app('rainbowkit', { initial: 600, total: 1200, button: 280, click: 60 }),
      ],
    })
    expect(table).toContain(
      '| RainbowKit | 6.0× smaller | 6.0× smaller | 2.8× faster | 3.0× faster |',
    )
    expect(table).not.toContain('foyer-announced')
  })
})

describe('formatSummary', () => {
  it('lists each app with medians, heap and the most outside requests', () => {
    const foyer = app('foyer', {
      initial: 100,
      total: 200,
      button: 120.4,
      click: 30.6,
      outsideModal: 1,
    })
    foyer.summary.modalJs = { gzip: 2048 }
    foyer.summary.heapUsedBytes = { median: 5 * 1048576 }
    foyer.summary.heapUsedAfterGcBytes = { median: 3.5 * 1048576 }
    foyer.summary.okRuns = 12
    foyer.summary.runs = 12
    const table = formatSummary({ apps: [foyer] })
    expect(table).toContain(
      '| foyer | 100.0 | 2.0 | 200.0 | 120 | 31 | 5.0 (3.5) | 0 / 1 | 12/12 |',
    )
  })
})
