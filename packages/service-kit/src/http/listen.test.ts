import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const CHILD = fileURLToPath(new URL('./test-utils/stop-on-stdin.ts', import.meta.url))

describe('stopOnSignals with stdinClose', () => {
  it('stops once, finishing the close, when the parent closes standard input', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      if (output.includes('ready')) child.stdin.end()
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(0)
    expect(output).toContain('standard input closed: finishing requests in flight, then stopping')
    // 'end' and 'close' both fire: the service still closes once.
    expect(output.match(/^close \d+$/gm)).toEqual(['close 1'])
  }, 30_000)
})
