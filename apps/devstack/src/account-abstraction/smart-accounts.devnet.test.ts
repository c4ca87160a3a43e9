import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod'
import { type Devstack, devstackInfoOf, startDevstack } from '../devstack.js'
import { devstackInfoFileSchema } from '../info-file.js'
import { rpcRequest } from '../rpc.js'
import { accountAbstractionAddresses } from './deploy-contracts.js'

// The stack with ERC-4337 on: both devnets get EntryPoint v0.7 and the smart account factory,
// and each its own real alto bundler, which `stop()` ends.
let stack: Devstack

beforeAll(async () => {
  stack = await startDevstack({
    smartAccounts: true,
    directory: false,
    relay: false,
    dataService: false,
    solana: false,
    bitcoin: false,
  })
}, 240_000)

afterAll(async () => {
  await stack?.stop()
})

describe('the stack with smart accounts', () => {
  it('deploys EntryPoint v0.7 (at its canonical address) and the factory on both devnets', async () => {
    const expected = accountAbstractionAddresses()
    expect(expected.entryPoint).toBe('0x0000000071727De22E5E9d8BAf0edAc6f37da032')
    expect(stack.chains).toHaveLength(2)
    for (const chain of stack.chains) {
      expect(chain.smartAccounts).toMatchObject(expected)
      for (const address of [expected.entryPoint, expected.accountFactory]) {
        const code = await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'], z.string())
        expect(code.length).toBeGreaterThan(1000)
      }
    }
  })

  it('runs one alto per devnet on 127.0.0.1, on that devnet, for that EntryPoint', async () => {
    const urls = stack.chains.map((chain) => chain.smartAccounts!.bundlerUrl)
    expect(new Set(urls).size).toBe(2)
    for (const chain of stack.chains) {
      const url = chain.smartAccounts!.bundlerUrl
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const chainId = await rpcRequest(url, 'eth_chainId', [], z.string())
      expect(Number(chainId)).toBe(chain.chainId)
      const entryPoints = await rpcRequest(url, 'eth_supportedEntryPoints', [], z.array(z.string()))
      expect(entryPoints.map((entry) => entry.toLowerCase())).toEqual([
        chain.smartAccounts!.entryPoint.toLowerCase(),
      ])
    }
  })

  it('writes the endpoints into the info file shape', () => {
    const info = devstackInfoFileSchema.parse({
      ...devstackInfoOf(stack),
      pid: process.pid,
      pids: stack.pids,
    })
    expect(info.chains.map((chain) => chain.smartAccounts?.bundlerUrl)).toEqual(
      stack.chains.map((chain) => chain.smartAccounts!.bundlerUrl),
    )
  })

  it('stops the bundlers with the stack', async () => {
    const url = stack.chains[0]!.smartAccounts!.bundlerUrl
    await stack.stop()
    await expect(rpcRequest(url, 'eth_chainId', [], z.string(), 2_000)).rejects.toThrow()
    for (const pid of stack.pids) expect(() => process.kill(pid, 0)).toThrow()
  })
})
