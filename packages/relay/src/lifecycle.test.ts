import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const fixture = fileURLToPath(new URL('./test-utils/exit-fixture.ts', import.meta.url))

/** Runs the fixture and resolves with its exit code, or 'still running' after the timeout. */
function runFixture(mode: string, timeoutMs = 20_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, mode], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  return new Promise<{ code: number | 'still running'; output: string }>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve({ code: 'still running', output })
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code: code ?? -1, output })
    })
  })
}

describe('process lifetime', () => {
  it('the sweep and keepalive timers do not keep the process alive', async () => {
    expect(await runFixture('timers')).toEqual({ code: 0, output: 'timers: done\n' })
  }, 30_000)

  it('after close() nothing of the relay keeps the process alive', async () => {
    expect(await runFixture('shutdown')).toEqual({ code: 0, output: 'shutdown: done\n' })
  }, 30_000)
})
