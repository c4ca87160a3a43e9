import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from './fresh-app.mjs'

// The Prometheus set-up an operator copies (deploy/prometheus), checked by Prometheus's own
// tool: the configuration loads, the alert rules parse, and each alert fires on the series
// it is meant for and not on the others (foyer-alerts.test.yml). The npm-run-demo e2e scrapes
// the running services with the same files.
const PROMTOOL = '/usr/bin/promtool'
const dir = path.join(repoRoot, 'deploy/prometheus')
const missing = fs.existsSync(PROMTOOL) ? undefined : `no ${PROMTOOL} (apt-get install prometheus)`
if (missing) console.warn(`deploy/prometheus check skipped: ${missing}`)

const promtool = (...args) => {
  const run = spawnSync(PROMTOOL, args, { cwd: dir, encoding: 'utf8', timeout: 30_000 })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

// promtool is a Go program started twice: on a loaded machine a start takes seconds.
describe.skipIf(missing !== undefined)('deploy/prometheus', { timeout: 30_000 }, () => {
  it('is a configuration Prometheus loads, with its alert rules', () => {
    const config = promtool('check', 'config', 'prometheus.yml')
    expect(config.output).toContain('SUCCESS: 1 rule files found')
    expect(config.status).toBe(0)
  })

  it('fires each alert on the figures it watches, as its rule tests say', () => {
    const tests = promtool('test', 'rules', 'foyer-alerts.test.yml')
    expect(tests.output).toContain('SUCCESS')
    expect(tests.status).toBe(0)
  })
})
