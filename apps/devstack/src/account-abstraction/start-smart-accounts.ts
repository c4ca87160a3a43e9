import { type Chain, defineChain, type Hex, keccak256, numberToHex, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod'
import { rpcRequest } from '../rpc.js'
import type { DevstackChain, DevstackSmartAccounts } from '../types.js'
import { startAlto } from './alto-process.js'
import { deployAccountAbstraction } from './deploy-contracts.js'

/**
 * The bundlers' executor key on every devnet: a fixed, public, devnet-only key (not one of the
 * mnemonic's accounts, so the seeded accounts' nonces and balances stay as the seed left them).
 */
export const BUNDLER_EXECUTOR_KEY: Hex = keccak256(toHex('foyer-devstack-bundler-executor'))

/** The executor's native balance on each devnet. */
const EXECUTOR_BALANCE = parseEther('1000')

function viemChain(chain: DevstackChain): Chain {
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/**
 * On each devnet: funds the bundler's executor, deploys EntryPoint v0.7 and the smart account
 * factory, and starts one alto bundler (`ports[index]`, 0 for a free one). Registers each
 * bundler's stopper and process ids; resolves with each chain's smart account endpoints.
 */
export async function startDevstackSmartAccounts(options: {
  chains: DevstackChain[]
  ports: readonly number[]
  timeoutMs: number
  stoppers: (() => Promise<void>)[]
  pids: number[]
}): Promise<DevstackSmartAccounts[]> {
  const executor = privateKeyToAccount(BUNDLER_EXECUTOR_KEY).address
  const results = await Promise.allSettled(
    options.chains.map(async (chain, index) => {
      await rpcRequest(
        chain.rpcUrl,
        'anvil_setBalance',
        [executor, numberToHex(EXECUTOR_BALANCE)],
        z.unknown(),
      )
      const contracts = await deployAccountAbstraction({
        rpcUrl: chain.rpcUrl,
        chain: viemChain(chain),
        deployerKey: BUNDLER_EXECUTOR_KEY,
      })
      const alto = await startAlto({
        rpcUrl: chain.rpcUrl,
        entryPoint: contracts.entryPoint,
        executorKey: BUNDLER_EXECUTOR_KEY,
        port: options.ports[index] ?? 0,
        startTimeoutMs: Math.max(options.timeoutMs, 60_000),
      })
      options.stoppers.push(alto.stop)
      options.pids.push(...alto.pids)
      return { ...contracts, bundlerUrl: alto.url }
    }),
  )
  for (const result of results) if (result.status === 'rejected') throw result.reason
  return results.map((result) => (result as PromiseFulfilledResult<DevstackSmartAccounts>).value)
}
