#!/usr/bin/env node
// The one test command (README: `pnpm test`). Runs every check in order and ends with the
// line `N passed, N failed`, where each vitest test counts once and each whole-tree check
// (lint, type check, build, publint, import cycles, size budgets) counts once.
// `node scripts/test-all.mjs lint unit` runs only the named steps.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ensureChromium, ensureInstalled } from './bootstrap.mjs'

ensureInstalled()
const chromiumReady = ensureChromium()
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const tmp = path.join(root, '.foyer-tmp')
fs.mkdirSync(tmp, { recursive: true })
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  DO_NOT_TRACK: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
}

/** A check passes when its command exits 0. */
const check = (name, command) => ({ name, kind: 'check', command })
/** A vitest run counts each test; its report is read from a JSON file. */
const vitest = (name, args, { when = () => true } = {}) => ({ name, kind: 'vitest', args, when })

const steps = [
  check('lint', 'pnpm exec biome check .'),
  check('build', 'pnpm exec turbo run build --concurrency=2 --output-logs=errors-only'),
  check('typecheck', 'pnpm exec turbo run typecheck --concurrency=2 --output-logs=errors-only'),
  check('publint', 'node scripts/publint-all.mjs'),
  check('cycles', 'node scripts/check-cycles.mjs'),
  check('size', 'node scripts/size-check.mjs', { optional: 'scripts/size-check.mjs' }),
  check('quickstart', 'node scripts/check-quickstart.mjs'),
  check('release plan', 'pnpm exec changeset status'),
  vitest('unit', ['run']),
  vitest('e2e', ['run', '--config', 'apps/e2e/vitest.config.ts'], {
    when: () => fs.existsSync(path.join(root, 'apps/e2e/vitest.config.ts')),
  }),
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
const summary = []

for (const step of steps) {
  if (only.length > 0 && !only.includes(step.name)) continue
  if (
    step.kind === 'check' &&
    step.command.includes('size-check') &&
    !fs.existsSync(path.join(root, 'scripts/size-check.mjs'))
  )
    continue
  if (step.kind === 'vitest' && !step.when()) continue
  console.info(`\n── ${step.name} ──`)
  const startedAt = Date.now()
  const took = () => `(${Math.round((Date.now() - startedAt) / 1000)} s)`
  if (step.kind === 'check') {
    const { status } = spawnSync(step.command, { cwd: root, env, stdio: 'inherit', shell: true })
    if (status === 0) passed++
    else failed++
    summary.push(`${step.name}: ${status === 0 ? 'ok' : 'FAILED'} ${took()}`)
    continue
  }
  if (step.name === 'e2e' && !chromiumReady) {
    failed++
    summary.push('e2e: FAILED (Chromium is missing)')
    continue
  }
  const report = path.join(tmp, `${step.name}.json`)
  fs.rmSync(report, { force: true })
  const { status } = spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      ...step.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, env, stdio: 'inherit' },
  )
  const counts = readVitestReport(report)
  passed += counts.passed
  failed += counts.failed
  // A runner that crashed or failed outside any test still fails the step.
  const crashed = status !== 0 && counts.failed === 0
  if (crashed) failed++
  summary.push(
    `${step.name}: ${counts.passed} passed, ${counts.failed} failed${crashed ? ' (runner failed)' : ''} ${took()}`,
    ...counts.failedNames.map((name) => `  failed: ${name}`),
  )
}

console.info(`\n── summary ──\n${summary.join('\n')}`)
console.info(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

function readVitestReport(file) {
  try {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'))
    return {
      passed: json.numPassedTests ?? 0,
      failed: json.numFailedTests ?? 0,
      failedNames: failedTestNames(json),
    }
  } catch {
    return { passed: 0, failed: 0, failedNames: [] }
  }
}

/** `file > test: first line of the failure` for every failed test (or a file that failed to
 * load), so the summary at the end of a long log names what to look at and why. */
function failedTestNames(json) {
  const names = []
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name)
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests) {
      names.push(`${where} > ${test.fullName ?? test.title}${firstLine(test.failureMessages?.[0])}`)
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      names.push(`${where} (did not load)${firstLine(file.message)}`)
    }
  }
  return names
}

/** `: <the first non-empty line of a failure message>`, without colour codes, or nothing. */
function firstLine(message) {
  if (typeof message !== 'string') return ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '')
  const line = plain.split('\n').find((text) => text.trim() !== '')
  return line ? `: ${line.trim().slice(0, 300)}` : ''
}
