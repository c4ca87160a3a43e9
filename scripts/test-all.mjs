#!/usr/bin/env node
// The one test command (README: `pnpm test`). Runs every check in order and ends with the
// line `N passed, N failed`, where each vitest test counts once and each whole-tree check
// (lint, type check, build, publint, import cycles, size budgets) counts once.
// `node scripts/test-all.mjs lint unit` runs only the named steps.
// The whole-tree checks after the build run beside the unit tests (which wait on databases,
// devnets and timers more than they use a core); their output is kept and printed once the
// unit tests end, so the log reads in order. The end-to-end tests run alone, last.
import { spawn } from 'node:child_process'
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

/**
 * A check passes when its command exits 0. `besideUnit`: it runs while the unit tests run
 * (typecheck with one task at a time, leaving a core to the tests).
 */
const check = (name, command, { besideUnit = false } = {}) => ({
  name,
  kind: 'check',
  command,
  besideUnit,
})
/** A vitest run counts each test; its report is read from a JSON file. */
const vitest = (name, args, { when = () => true } = {}) => ({ name, kind: 'vitest', args, when })

const steps = [
  check('lint', 'pnpm exec biome check .'),
  check('build', 'pnpm exec turbo run build --concurrency=2 --output-logs=errors-only'),
  check('typecheck', 'pnpm exec turbo run typecheck --concurrency=1 --output-logs=errors-only', {
    besideUnit: true,
  }),
  check('publint', 'node scripts/publint-all.mjs', { besideUnit: true }),
  check('cycles', 'node scripts/check-cycles.mjs', { besideUnit: true }),
  check('size', 'node scripts/size-check.mjs', { besideUnit: true }),
  check('quickstart', 'node scripts/check-quickstart.mjs', { besideUnit: true }),
  check('release plan', 'pnpm exec changeset status', { besideUnit: true }),
  vitest('unit', ['run']),
  vitest('e2e', ['run', '--config', 'apps/e2e/vitest.config.ts'], {
    when: () => fs.existsSync(path.join(root, 'apps/e2e/vitest.config.ts')),
  }),
]

const only = process.argv.slice(2)
const selected = steps.filter(
  (step) =>
    (only.length === 0 || only.includes(step.name)) && (step.kind !== 'vitest' || step.when()),
)
const unitSelected = selected.some((step) => step.name === 'unit')
let passed = 0
let failed = 0
const summary = []
/** The checks that run beside the unit tests, started when the unit tests start. */
let besideUnit = Promise.resolve([])

for (const step of selected) {
  if (step.kind === 'check' && step.besideUnit && unitSelected) continue
  if (step.name === 'unit') {
    besideUnit = runChecksInBackground(selected.filter((other) => other.besideUnit))
  }
  if (step.kind === 'check') {
    console.info(`\n── ${step.name} ──`)
    const { ok, seconds } = await runCheck(step, 'inherit')
    record(step.name, ok, seconds)
    continue
  }
  await runVitest(step)
  if (step.name === 'unit') {
    for (const { name, ok, seconds, log } of await besideUnit) {
      console.info(`\n── ${name} (ran beside the unit tests) ──\n${log}`)
      record(name, ok, seconds)
    }
  }
}

console.info(`\n── summary ──\n${summary.join('\n')}`)
console.info(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)

function record(name, ok, seconds) {
  if (ok) passed++
  else failed++
  summary.push(`${name}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`)
}

/** Runs a check's command; `output` is 'inherit' or a file to write its output to. */
function runCheck(step, output) {
  const startedAt = Date.now()
  return new Promise((resolve) => {
    const stdio = output === 'inherit' ? 'inherit' : ['ignore', output, output]
    const child = spawn(step.command, { cwd: root, env, stdio, shell: true })
    const done = (ok) => resolve({ ok, seconds: Math.round((Date.now() - startedAt) / 1000) })
    child.on('error', () => done(false))
    child.on('exit', (code) => done(code === 0))
  })
}

/** Runs the checks one after another, each one's output kept in a file, read once it ends. */
async function runChecksInBackground(checks) {
  const results = []
  for (const step of checks) {
    const file = path.join(tmp, `${step.name.replace(/\W+/g, '-')}.log`)
    const fd = fs.openSync(file, 'w')
    const { ok, seconds } = await runCheck(step, fd)
    fs.closeSync(fd)
    results.push({ name: step.name, ok, seconds, log: fs.readFileSync(file, 'utf8').trimEnd() })
  }
  return results
}

async function runVitest(step) {
  console.info(`\n── ${step.name} ──`)
  const startedAt = Date.now()
  if (step.name === 'e2e' && !chromiumReady) {
    failed++
    summary.push('e2e: FAILED (Chromium is missing)')
    return
  }
  const report = path.join(tmp, `${step.name}.json`)
  fs.rmSync(report, { force: true })
  const status = await new Promise((resolve) => {
    const child = spawn(
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
    child.on('error', () => resolve(1))
    child.on('exit', (code) => resolve(code ?? 1))
  })
  const counts = readVitestReport(report)
  passed += counts.passed
  failed += counts.failed
  // A runner that crashed or failed outside any test still fails the step.
  const crashed = status !== 0 && counts.failed === 0
  if (crashed) failed++
  const took = Math.round((Date.now() - startedAt) / 1000)
  summary.push(
    `${step.name}: ${counts.passed} passed, ${counts.failed} failed${crashed ? ' (runner failed)' : ''} (${took} s)`,
    ...counts.failedNames.map((name) => `  failed: ${name}`),
  )
}

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
