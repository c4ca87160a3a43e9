import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { parseDemoConfig } from '../src/config/demo-config.js'

// `npm run demo` for real: the serve script starts the stack and the dev server (on free
// ports, so that it cannot clash with a running demo), serves the page and its config, and
// leaves nothing listening after Ctrl-C.
const serveScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.mjs')
let child: ChildProcess | undefined

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** Resolves with the first match of `pattern` in the child's output so far or to come. */
function waitForOutput(process: ChildProcess, pattern: RegExp, timeoutMs: number) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`no ${pattern} within ${timeoutMs} ms; output:\n${output}`)),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(pattern)
      if (!match) return
      clearTimeout(timer)
      resolve(match)
    }
    process.stdout?.on('data', onData)
    process.stderr?.on('data', onData)
    process.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code} before ${pattern}; output:\n${output}`))
    })
  })
}

/** True if something accepts a TCP connection on 127.0.0.1:port. */
function isListening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

test('npm run demo serves the demo and its config for the stack, and stops on SIGINT', async () => {
  child = spawn(process.execPath, [serveScript, '--free-ports'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve))
  const [printed, url] = await waitForOutput(
    child,
    /Foyer demo: (http:\/\/127\.0\.0\.1:\d+\/)[\s\S]*Press Ctrl-C to stop/,
    150_000,
  )
  const demoUrl = new URL(url!)

  const page = await fetch(demoUrl)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('<div id="root"></div>')
  expect(html).toContain('<title>Foyer demo</title>')
  // The entry compiles, workspace packages resolved from source.
  const entry = await fetch(new URL('/src/main.tsx', demoUrl))
  expect(entry.status).toBe(200)

  const configResponse = await fetch(new URL('/demo-config.json', demoUrl))
  expect(configResponse.headers.get('content-type')).toBe('application/json')
  const parsed = parseDemoConfig(await configResponse.json())
  if (!parsed.ok) throw new Error(parsed.problem)
  const { config } = parsed
  expect(config.chains.map((chain) => chain.chainId)).toEqual([31337, 31338])
  expect(config.injectTestWallet).toBe(true)
  // The configured services are the running stack.
  for (const chain of config.chains) {
    const answer = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    }).then((response) => response.json())
    expect(answer).toMatchObject({ result: `0x${chain.chainId.toString(16)}` })
  }
  const wallets = await fetch(new URL('/getWallets?page=1&entries=4', config.directoryUrl))
  expect(wallets.status).toBe(200)
  // The sign-in server is on the demo's origin.
  const nonce = await fetch(new URL('/siwx/nonce', demoUrl)).then((response) => response.json())
  expect(nonce).toMatchObject({ nonce: expect.stringMatching(/^[a-zA-Z0-9]{17}$/) })
  expect(await fetch(new URL('/siwx/session', demoUrl)).then((r) => r.json())).toEqual({
    session: null,
  })
  // The account data service the demo hands Foyer as services.blockchainApi.
  if (!config.dataServiceUrl) throw new Error('The demo config has no dataServiceUrl')
  const health = await fetch(new URL('/health', config.dataServiceUrl))
  expect(await health.json()).toEqual({ status: 'ok' })

  // The local Bitcoin chain the README promises (Networks and the Bitcoin panel need it).
  if (!config.bitcoin) throw new Error('The demo config has no Bitcoin chain')
  const tip = await fetch(new URL('/blocks/tip/height', config.bitcoin.esploraUrl))
  expect(Number(await tip.text())).toBeGreaterThan(0)
  // Smart accounts: one bundler per devnet, printed, answering for EntryPoint v0.7 (4337
  // accounts) and v0.8 (7702-delegated accounts).
  const bundlers = [...printed!.matchAll(/bundler +(http:\/\/127\.0\.0\.1:\d+)/g)].map((m) => m[1]!)
  expect(bundlers).toHaveLength(2)
  for (const bundlerUrl of bundlers) {
    const answer = await fetch(bundlerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_supportedEntryPoints',
        params: [],
      }),
    }).then((response) => response.json())
    expect(answer).toMatchObject({
      result: [
        '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
        '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
      ],
    })
  }
  // Email login's frame and the Farcaster test client are printed too.
  expect(printed).toMatch(/mail inbox +http:\/\/127\.0\.0\.1:\d+\/inbox/)
  expect(printed).toMatch(/farcaster +http:\/\/127\.0\.0\.1:\d+/)
  // The frame under localhost (passkeys), the page on 127.0.0.1: two sites.
  expect(printed).toMatch(/wallet frame +http:\/\/localhost:\d+/)

  const ports = [
    Number(demoUrl.port),
    ...config.chains.map((chain) => Number(new URL(chain.rpcUrl).port)),
    Number(new URL(config.directoryUrl).port),
    Number(new URL(config.relayUrl).port),
    Number(new URL(config.dataServiceUrl).port),
    Number(new URL(config.bitcoin.esploraUrl).port),
    ...bundlers.map((bundlerUrl) => Number(new URL(bundlerUrl).port)),
  ]
  for (const port of ports) expect(await isListening(port)).toBe(true)

  child.kill('SIGINT')
  expect(await exited).toBe(0)
  for (const port of ports) expect(await isListening(port), `port ${port}`).toBe(false)
}, 240_000)
