import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { type DevstackInfoFile, readDevstackInfo } from './info-file.js'
import { hexQuantitySchema, rpcRequest } from './rpc.js'
import { eventually, isListening, isRunning, portOf } from './test-utils/processes.js'

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-devstack-cli-'))
const children = new Set<ChildProcess>()

afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  children.clear()
})
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** Runs the CLI as `pnpm devstack` does (tsx, from source), collecting its output. */
function runCli(args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@foyer/source', 'src/cli.ts', ...args],
    { cwd: appRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  children.add(child)
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exit, stdout: () => stdout, stderr: () => stderr }
}

/** Starts the CLI on free ports and waits until it reports that the stack runs. */
async function startCli(infoFile: string) {
  const cli = runCli(['--free-ports', '--info-file', infoFile])
  const ready = await eventually(
    () => cli.stdout().includes('Press Ctrl-C to stop.') || cli.child.exitCode !== null,
    100_000,
  )
  expect(ready, `CLI output:\n${cli.stdout()}\n${cli.stderr()}`).toBe(true)
  expect(cli.child.exitCode, cli.stderr()).toBeNull()
  return { ...cli, info: await readDevstackInfo(infoFile) }
}

function portsOf(info: DevstackInfoFile): number[] {
  return [
    ...info.chains.map((chain) => portOf(chain.rpcUrl)),
    portOf(info.directoryUrl!),
    portOf(info.relayUrl!),
  ]
}

// Each test starts a Node process with tsx (and most a whole stack): slow on a loaded machine.
describe('pnpm devstack (CLI)', { timeout: 120_000 }, () => {
  it('prints the endpoints, writes the info file and exits cleanly on SIGINT', async () => {
    const infoFile = path.join(tmp, 'sigint', 'devstack.json')
    const cli = await startCli(infoFile)
    const { info } = cli

    expect(cli.stdout()).toContain(`Endpoints written to ${infoFile}`)
    for (const chain of info.chains) {
      expect(cli.stdout()).toContain(chain.rpcUrl)
      const chainId = await rpcRequest(chain.rpcUrl, 'eth_chainId', [], hexQuantitySchema)
      expect(chainId).toBe(chain.chainId)
    }
    expect(cli.stdout()).toContain(info.directoryUrl)
    expect(cli.stdout()).toContain(info.relayUrl)
    expect((await fetch(`${info.directoryUrl}/health`)).status).toBe(200)
    expect(info.pid).toBe(cli.child.pid)
    // anvil ×2 and their watchdogs, the data service, the auth server, and a bundler (alto) per
    // devnet with its watchdog (the CLI turns smart accounts on).
    expect(info.pids).toHaveLength(10)

    cli.child.kill('SIGINT')
    expect(await cli.exit).toBe(0)
    expect(cli.stdout()).toContain('SIGINT: stopping the local stack')
    for (const port of portsOf(info)) expect(await isListening(port), `port ${port}`).toBe(false)
    expect(await eventually(() => info.pids.every((pid) => !isRunning(pid)))).toBe(true)
    expect(fs.existsSync(infoFile)).toBe(false)
  })

  it('leaves no devnet behind when it is killed outright (SIGKILL)', async () => {
    const infoFile = path.join(tmp, 'sigkill', 'devstack.json')
    const cli = await startCli(infoFile)
    const anvilPorts = cli.info.chains.map((chain) => portOf(chain.rpcUrl))

    cli.child.kill('SIGKILL')
    await cli.exit
    // Nothing ran the CLI's shutdown: the watchdogs stop anvil once the CLI's pipe closes.
    expect(await eventually(() => cli.info.pids.every((pid) => !isRunning(pid)), 20_000)).toBe(true)
    for (const port of anvilPorts) expect(await isListening(port)).toBe(false)
  })

  it('rejects an unknown flag with exit code 2 and the usage', async () => {
    const cli = runCli(['--colour'])
    expect(await cli.exit).toBe(2)
    expect(cli.stderr()).toContain("Unknown option '--colour'")
    expect(cli.stderr()).toContain('Usage: pnpm devstack')
  })

  it('fails with exit code 1 and the reason when a fixed port is taken', async () => {
    const blocker = net.createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    try {
      const takenPort = (blocker.address() as net.AddressInfo).port
      const infoFile = path.join(tmp, 'taken', 'devstack.json')
      const cli = runCli([
        '--free-ports',
        '--anvil-ports',
        `0,${takenPort}`,
        '--info-file',
        infoFile,
      ])
      expect(await cli.exit).toBe(1)
      expect(cli.stderr()).toContain('The local stack could not start')
      expect(cli.stderr()).toMatch(/chain 31338[\s\S]*in use/i)
      expect(fs.existsSync(infoFile)).toBe(false)
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()))
    }
  })
})
